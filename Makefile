# Skruuvikoulu: `make run` starts the app, `make test` runs every check (CI runs it too).
# Works from a clean clone: the first target that needs it creates .venv.

SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help
MAKEFLAGS += --no-builtin-rules

VENV      := .venv
PY        := $(VENV)/bin/python
PYBABEL   := $(VENV)/bin/pybabel
STAMP_RUN := $(VENV)/.stamp-run
STAMP_TEST := $(VENV)/.stamp-test

PORT          ?= 8501
HEADLESS      ?= false
BENCH_SECONDS ?= 5

PO_FILES := $(wildcard locales/*/LC_MESSAGES/messages.po)
MO_FILES := $(PO_FILES:.po=.mo)

.PHONY: help venv test-deps catalogs run test test-postgres postgres-server lint bench lessons-report extract update-catalogs \
	clean distclean loadtest

help:
	@echo "make run              start the app on http://localhost:$(PORT) (PORT=..., HEADLESS=true)"
	@echo "make test             ruff, ruff format --check, mypy --strict trainer app_pages app.py, pytest (storage tests on SQLite and PostgreSQL)"
	@echo "make test-postgres    only the tests that run on a throwaway PostgreSQL server (pytest -m postgres)"
	@echo "make bench            engine (vs a bare playout loop), play_deal, resample, conventions, drills, contracts of self-play (realism), selfplay per form, stores, pages (JSON)"
	@echo "make loadtest         1-40 simulated learners: one app process, then two behind HAProxy on PostgreSQL (~12 min)"
	@echo "make lessons-report   coverage of the lessons: sections, drills, words per language"
	@echo "make catalogs         compile locales/*/LC_MESSAGES/messages.po to .mo"
	@echo "make extract          extract UI strings to locales/messages.pot"
	@echo "make update-catalogs  extract, then merge the .pot into the fi and en catalogs"
	@echo "make clean            remove caches and compiled catalogs (distclean: also .venv)"

# --- environment -------------------------------------------------------------

# Python 3.11 if installed, else python3 when it is 3.11 or newer.
$(STAMP_RUN): requirements.txt
	@if [ ! -x "$(PY)" ]; then \
	  if command -v python3.11 >/dev/null 2>&1; then boot=python3.11; \
	  elif command -v python3 >/dev/null 2>&1 && \
	       python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then boot=python3; \
	  else echo "error: Python 3.11 or newer is needed (python3.11 or python3)" >&2; exit 1; fi; \
	  echo "creating $(VENV) with $$boot"; \
	  "$$boot" -m venv "$(VENV)"; \
	fi
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@touch $@

$(STAMP_TEST): $(STAMP_RUN) requirements-test.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-test.txt
	@touch $@

venv: $(STAMP_RUN)

test-deps: $(STAMP_TEST)

# --- translations ------------------------------------------------------------

catalogs: $(MO_FILES)

# Recompiled only when the .po is newer; a new venv alone does not force it.
locales/%/LC_MESSAGES/messages.mo: locales/%/LC_MESSAGES/messages.po | $(STAMP_RUN)
	$(PYBABEL) compile --statistics -d locales -D messages -l $*
	@touch $@

extract: $(STAMP_RUN)
	$(PYBABEL) extract --width 100 -F babel.cfg -o locales/messages.pot \
	  --project=Skruuvikoulu --version=0.1 --copyright-holder="Skruuvikoulu developers" \
	  --sort-by-file .

update-catalogs: extract
	$(PYBABEL) update --width 100 --ignore-obsolete -i locales/messages.pot -d locales -D messages

# --- app, checks, benchmark --------------------------------------------------

run: $(STAMP_RUN) catalogs
	$(VENV)/bin/streamlit run app.py --server.port $(PORT) --server.headless $(HEADLESS)

lint: $(STAMP_TEST)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) -m mypy --strict trainer app_pages app.py

# $(call apt_install,PACKAGE,MESSAGE): shell code that installs a Debian package with apt-get, as root
# or with sudo; without either it prints "error: MESSAGE" and fails.  (CI runs as root on a bare machine.)
apt_install = if [ "$$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(1); \
	elif command -v sudo >/dev/null 2>&1; then sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(1); \
	else echo "error: $(2)" >&2; exit 1; fi

# pytest gets -q from addopts in pyproject.toml; a second -q (-qq) would hide the
# closing "N passed" line.
# The browser tests drive Debian's Chromium; CI runs as root on a bare machine, so install it when missing.
CHROMIUM ?= /usr/bin/chromium
$(CHROMIUM):
	@echo "installing Debian's chromium for the browser tests"
	@$(call apt_install,chromium,$(CHROMIUM) is missing: install Debian's chromium package)

# The storage and concurrency tests also run on a throwaway PostgreSQL server (tools/pgtmp.py: its own
# directory under /tmp, a free port on 127.0.0.1, its own socket; run as the postgres user when root), so
# install Debian's server when it is missing. Any cluster the package itself creates (Debian's "main" on
# port 5432, started only where services may start) is never used nor in the way. With
# SKRUUVI_REQUIRE_POSTGRES=1 a missing server fails those tests instead of skipping them.
postgres-server:
	@if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then \
	  echo "installing Debian's postgresql for the storage tests"; \
	  $(call apt_install,postgresql,no PostgreSQL server in /usr/lib/postgresql/*/bin: install Debian's postgresql package); \
	  compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || \
	    { echo "error: installed postgresql but found no /usr/lib/postgresql/*/bin/initdb" >&2; exit 1; }; \
	fi

test: $(STAMP_RUN) $(STAMP_TEST) catalogs $(CHROMIUM) postgres-server
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(PY) -m mypy --strict trainer app_pages app.py
	SKRUUVI_REQUIRE_POSTGRES=1 $(PY) -m pytest

test-postgres: $(STAMP_RUN) $(STAMP_TEST) catalogs postgres-server
	SKRUUVI_REQUIRE_POSTGRES=1 $(PY) -m pytest -m postgres

lessons-report: $(STAMP_RUN)
	$(PY) -m trainer.lessons_report

bench: $(STAMP_RUN)
	$(PY) -m trainer bench --json --seconds $(BENCH_SECONDS)
	$(PY) -m trainer.resample --seconds 4
	$(PY) -m trainer.endings --bench --json --count 20 --sizes 3,4,5,6 --budget 10
	$(PY) -m trainer.players.strong --bench --json --deals 10 --samples 16
	$(PY) -m trainer.review --bench --deals 20
	$(PY) -m trainer.conventions.bench --points 500 --deals 20
	$(PY) -m trainer.drills bench --n 40
	$(PY) -m trainer.drills realism --deals 300 --no-dd --json
	for f in alkupelit kotkat bolsevikit; do $(PY) -m trainer selfplay --form $$f --deals 20 --json || exit 1; done
	$(PY) -m trainer.progress.bench
	$(PY) -m trainer.storage.bench
	$(PY) -m trainer.ui.page_bench --runs 10

clean:
	rm -f $(MO_FILES)
	rm -rf .pytest_cache .mypy_cache .ruff_cache .hypothesis bench-results
	find . -path ./$(VENV) -prune -o -type d -name __pycache__ -prune -exec rm -rf {} +

distclean: clean
	rm -rf $(VENV)

# --- capacity -------------------------------------------------------------------

# N simulated learners speaking Streamlit's WebSocket protocol (tools/loadtest.py) against one app
# process, then two behind HAProxy (deploy/haproxy.cfg) sharing a throwaway PostgreSQL: page p50/p95,
# errors, CPU; a table on stdout, JSON in bench-results/loadtest.json.  Options through LOADTEST_ARGS,
# e.g. LOADTEST_ARGS="--levels 1,10 --seconds 20" or "--check" (one learner, each request printed).
LOADTEST_ARGS ?=
HAPROXY ?= /usr/sbin/haproxy
$(HAPROXY):
	@echo "installing Debian's haproxy for make loadtest"
	@$(call apt_install,haproxy,$(HAPROXY) is missing: install Debian's haproxy package)

loadtest: $(STAMP_RUN) catalogs $(HAPROXY) postgres-server
	$(PY) -m tools.loadtest $(LOADTEST_ARGS)
