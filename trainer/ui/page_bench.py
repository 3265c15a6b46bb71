"""Render time of every page of the app, and its cold start (run by ``make bench``).

``python -m trainer.ui.page_bench [--runs N] [--pages home,settings] [--no-cold-start]``
prints JSON:

* ``pages``: for every page file in ``app_pages/`` (found on disk, so a new
  page is timed without a change here) and both languages, the median and
  95th percentile in milliseconds of a script run of that page through
  ``app.py`` with Streamlit's AppTest (no browser, no network): one session
  lands on the home page, switches to the page once as a warm-up, then reruns
  it ``N`` times.  The time is the whole script run (app.py, the sidebar and
  the page), the work the server does each time a user opens the page or
  touches a widget on it; the browser's drawing is not in it.
* ``cold_start``: ``streamlit run app.py`` in a fresh process, the time from
  launching it to the first HTTP 200 from ``/_stcore/health`` and to the
  first 200 for ``/`` (the static page shell: Streamlit runs the script only
  when a browser's session connects); and, separately, a fresh Python process
  that imports Streamlit and gives app.py its first AppTest run: that is the
  first page's script work in a new process, imports and catalogs included.

The scorecard's data directory is a temporary one, so saved sheets neither
change the figures nor get touched.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from trainer.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent.parent
APP = ROOT / "app.py"
PAGES_DIR = ROOT / "app_pages"
DATA_ENV = "SKRUUVI_DATA"


def page_files() -> dict[str, str]:
    """Every page file in app_pages/, by name (``home``: ``app_pages/home.py``)."""
    return {
        p.stem: f"{PAGES_DIR.name}/{p.name}" for p in sorted(PAGES_DIR.glob("*.py")) if p.stem != "__init__"
    }


def _summary(samples: Sequence[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return {
        "median": round(statistics.median(ordered) * 1000, 1),
        "p95": round(p95 * 1000, 1),
        "n": len(ordered),
    }


# Pages opened by a link with content, besides each page's own default view.
DEEP_LINKS: dict[str, tuple[str, dict[str, str]]] = {
    "lessons?lesson=packet-signals": ("lessons", {"lesson": "packet-signals"}),
    "deals?deal=alkupelit-tail-cup-5h": ("deals", {"deal": "alkupelit-tail-cup-5h"}),
    "drills?drill=gen.call.alkupelit.11": ("drills", {"drill": "gen.call.alkupelit.11"}),
    "drills?drill=gen.packet_order.kotkat.3": ("drills", {"drill": "gen.packet_order.kotkat.3"}),
    "drills?drill=leads/trump-touching-honours": ("drills", {"drill": "leads/trump-touching-honours"}),
}


def time_page(page: str, lang: str, runs: int, params: dict[str, str] | None = None) -> dict[str, Any]:
    """Median and p95 (ms) of ``runs`` reruns of ``page`` in one AppTest session, after one warm-up."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(APP), default_timeout=120)
    at.query_params["lang"] = lang
    for k, v in (params or {}).items():
        at.query_params[k] = v
    at.run()
    at.switch_page(page).run()  # warm-up: the page's first run in this session
    if at.exception:
        return {"error": str(at.exception[0].message)}
    samples = []
    for _i in range(runs):
        t = time.perf_counter()
        at.switch_page(page).run()
        samples.append(time.perf_counter() - t)
        if at.exception:
            return {"error": str(at.exception[0].message)}
    return _summary(samples)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_for_200(url: str, proc: subprocess.Popen[bytes], deadline: float) -> None:
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        if proc.poll() is not None:
            raise RuntimeError(f"streamlit exited with status {proc.returncode}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"no HTTP 200 from {url} in time")
        time.sleep(0.02)


def server_cold_start(env: dict[str, str], timeout: float = 120) -> dict[str, Any]:
    """Seconds from launching ``streamlit run app.py`` to the first 200 from the health check and from ``/``."""
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    cmd = [
        sys.executable, "-m", "streamlit", "run", str(APP), "--server.headless", "true",
        "--server.port", str(port), "--server.address", "127.0.0.1",
    ]  # fmt: skip
    start = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait_for_200(url + "/_stcore/health", proc, start + timeout)
        health = time.monotonic() - start
        _wait_for_200(url + "/", proc, start + timeout)
        index = time.monotonic() - start
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return {"health_ms": round(health * 1000, 1), "index_ms": round(index * 1000, 1)}


_FIRST_RUN = """
import sys
from streamlit.testing.v1 import AppTest
at = AppTest.from_file(sys.argv[1], default_timeout=120)
at.query_params["lang"] = "fi"
at.run()
sys.exit(1 if at.exception else 0)
"""


def first_run_cold(env: dict[str, str]) -> float:
    """Seconds for a fresh Python process to import Streamlit and run app.py once (AppTest), start to exit."""
    start = time.monotonic()
    subprocess.run(
        [sys.executable, "-c", _FIRST_RUN, str(APP)],
        cwd=ROOT,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        timeout=300,
    )
    return time.monotonic() - start


def bench(runs: int = 10, pages: Sequence[str] | None = None, cold_start: bool = True) -> dict[str, Any]:
    files = page_files()
    wanted = list(pages) if pages else list(files)
    unknown = [p for p in wanted if p not in files]
    if unknown:
        raise SystemExit(f"unknown page: {', '.join(unknown)} (pages: {', '.join(files)})")
    out: dict[str, Any] = {
        "runs": runs,
        "unit": "ms",
        "pages_measure": "AppTest rerun of the page through app.py in a warm session, after one warm-up",
        "pages": {name: {lang: time_page(files[name], lang, runs) for lang in LANGUAGES} for name in wanted},
    }
    out["deep_links"] = {
        link: {lang: time_page(files[page], lang, runs, params) for lang in LANGUAGES}
        for link, (page, params) in DEEP_LINKS.items()
        if page in wanted
    }
    if cold_start:
        env = dict(os.environ)
        server = server_cold_start(env)
        out["cold_start"] = {
            "measure": (
                "streamlit run app.py from launch to the first HTTP 200 of /_stcore/health and of / "
                "(the page shell; the script runs when a browser connects); first_run_ms: a fresh "
                "python process importing streamlit and running app.py once with AppTest"
            ),
            **server,
            "first_run_ms": round(first_run_cold(env) * 1000, 1),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    # AppTest runs pages outside a server; Streamlit warns about that on every run. Keep the JSON readable.
    from streamlit import logger as st_logger

    st_logger.set_log_level("error")
    p = argparse.ArgumentParser(prog="python -m trainer.ui.page_bench", description=__doc__.split("\n")[0])
    p.add_argument("--runs", type=int, default=10, help="timed reruns per page and language (default 10)")
    p.add_argument(
        "--pages", default="", help="comma-separated page names (default: every page in app_pages/)"
    )
    p.add_argument("--no-cold-start", action="store_true", help="skip the cold-start measurements")
    args = p.parse_args(argv)
    if args.runs < 1:
        p.error("--runs must be at least 1")
    pages = [x.strip() for x in args.pages.split(",") if x.strip()]
    with tempfile.TemporaryDirectory(prefix="skruuvi-bench-") as data:
        os.environ[DATA_ENV] = data  # the scorecard lists and saves sheets here, not in the user's data
        result = bench(args.runs, pages or None, cold_start=not args.no_cold_start)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
