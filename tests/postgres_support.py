"""What the test fixtures do when the PostgreSQL server binaries are missing (see tests/conftest.py).

`make test` and `make test-postgres` install Debian's postgresql package and set
SKRUUVI_REQUIRE_POSTGRES=1, so under CI a missing server fails the PostgreSQL tests instead of
skipping them; a bare `pytest` elsewhere skips them with the reason.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import NoReturn

import pytest

REQUIRE_ENV = "SKRUUVI_REQUIRE_POSTGRES"


def postgres_required(environ: Mapping[str, str]) -> bool:
    """True when ``environ`` sets SKRUUVI_REQUIRE_POSTGRES to anything but empty, 0, false or no."""
    return environ.get(REQUIRE_ENV, "").strip().lower() not in ("", "0", "false", "no")


def postgres_unavailable(reason: str, environ: Mapping[str, str] | None = None) -> NoReturn:
    """Fail the test (SKRUUVI_REQUIRE_POSTGRES set) or skip it, saying why there is no PostgreSQL.

    Raises:
        pytest.fail.Exception: when PostgreSQL is required.
        pytest.skip.Exception: otherwise.
    """
    env = os.environ if environ is None else environ
    if postgres_required(env):
        pytest.fail(
            f"{REQUIRE_ENV} is set but there is no PostgreSQL server to test on: {reason}", pytrace=False
        )
    pytest.skip(f"no PostgreSQL server to test on ({reason}); `make test-postgres` installs one")
