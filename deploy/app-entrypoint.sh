#!/bin/sh
# The app container's entry point in compose.yaml: builds SKRUUVI_DATABASE_URL from the compose secret
# /run/secrets/db_password, so the password is never in compose.yaml, in the environment that
# `docker inspect` shows, or in git.  A SKRUUVI_DATABASE_URL given outright wins.  Then runs the command.
set -eu
secret=/run/secrets/db_password
if [ -z "${SKRUUVI_DATABASE_URL:-}" ] && [ -r "$secret" ]; then
    password=$(cat "$secret")
    SKRUUVI_DATABASE_URL="postgresql+psycopg://${SKRUUVI_DB_USER:-skruuvi}:${password}@${SKRUUVI_DB_HOST:-db}:${SKRUUVI_DB_PORT:-5432}/${SKRUUVI_DB_NAME:-skruuvi}"
    export SKRUUVI_DATABASE_URL
fi
exec "$@"
