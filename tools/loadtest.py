"""Capacity of the app, measured: N simulated learners against one app process, then two behind HAProxy.

``make loadtest`` runs this.  A simulated learner is not a browser (forty Chromiums do not fit on two
CPUs) but speaks the browser's own protocol: it fetches the page over HTTP (which also collects the
proxy's stickiness cookie), opens Streamlit's WebSocket (``/_stcore/stream``) and sends the same
``BackMsg`` protobufs as the frontend, ``rerun_script`` with a query string, a page name and the
widget states, then reads the ``ForwardMsg`` stream up to the script-finished message.  Widgets are
found by their user key, which ends the widget id (``$$ID-<hash>-<key>``), or by their form.

Each learner repeats a scripted mix (``--mix``), with a think time between requests:

``home``
    the home page (its title must be there);
``lesson``
    a random lesson by its deep link ``?lesson=`` (its title must be there);
``drill``
    a generated call or words drill (``?drill=gen.call...`` / ``gen.words...``) and a handbook bank
    drill: open it, choose the right answer (known from ``trainer.drills.answer_of``) in its widgets,
    press Check; the feedback must say "right" (a success alert);
``lead``
    a lead drill whose grading runs the double-dummy solver (``?drill=gen.lead.alkupelit.N``, a
    trump or grand contract with the whole deal known): answered and checked; the solver's table
    must be in the feedback;
``scorecard``
    open the scorecard page, create a sheet (the first time; later the sheet's own link, as the page
    put it in the address), save a deal (a success alert must confirm it).  The keys the steps use
    are in :data:`SCORECARD` and the steps in :func:`scorecard_step`;
``profile``
    (not in the default mix) create a learner profile once per session, so that every checked drill
    is also written to the progress database;
``table``
    (not in the default mix) a deal at the table (app_pages/table.py) where a strong computer player
    is to play a card in a trump or grand game: the learner opens ``?play=TOKEN&pause=0`` and the page
    plays the computers' decisions, one per script run, each run ending in ``st.rerun()``, until the
    learner is to act again.  On the wire each ``st.rerun()`` is a script-finished message with
    status ``FINISHED_EARLY_FOR_RERUN`` followed by a ``new_session`` and the next run, so one request
    is read up to the last run's ``FINISHED_SUCCESSFULLY`` and times the whole chain (one to three
    strong decisions, each up to about a second of DDS plus resampling; the number of decisions is the
    growth of the token's steps in the address, recorded per request).  The tokens are worked out
    before the run in this process (:func:`table_tokens`: the learner's decisions are the first legal
    action, the computers' decisions before card play are the handbook's, cheap), a pool of distinct
    deals (``--table-pool``) used one after the other, because the solver's cache would make a token
    asked for again nearly free.

``--table-learners 0,1,2`` runs each level once per count: N learners doing the mix plus that many
learners doing only the ``table`` step, so that the other learners' latency can be compared with and
without computer players thinking (the figures ``others_p50_ms``/``others_p95_ms`` leave out the
``table`` requests).  ``make loadtest`` takes these through ``LOADTEST_ARGS``, e.g.
``make loadtest LOADTEST_ARGS="--setups single --levels 8 --mix home,lesson,drill --table-learners 0,1,2
--seconds 75"`` (issue 15's measurement: the app stays responsive while a computer player thinks).

Every request (a rerun) is timed from sending it to the script-finished message; the connect step
(HTTP GET of the page, WebSocket handshake) is timed too.  A request is an error when it times
out, the connection fails, the page that ran is not the page the step asked for, the element the
step looks for is missing, or any delta holds an ``exception`` element (a traceback on the page).

Setups (``--setups``): ``single``, one ``streamlit run app.py`` on loopback with a temporary
``SKRUUVI_DATA`` (the embedded SQLite); ``single-pg``, the same on PostgreSQL; ``pair``, two app
processes behind HAProxy (Debian's ``haproxy``; the configuration is ``deploy/haproxy.cfg`` with
its servers replaced by the two local processes, see :func:`local_haproxy_cfg`) sharing one
throwaway PostgreSQL (:class:`tools.pgtmp.TempPostgres`, ``SKRUUVI_DATABASE_URL`` set for both).
``--url`` instead runs the levels against a server that is already running.

Output: a table on stdout and JSON in ``bench-results/loadtest.json``.  ``--check`` runs one learner
through the mix once, printing each request, to see that the client still matches the pages.

Exit status: 0 when the run finished (errors are reported, not fatal), 1 on ``--check`` with an
error, 2 when a setup could not be started (a message on stderr says why).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import http.cookiejar
import itertools
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from streamlit.proto.Alert_pb2 import Alert
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState
from websockets.asyncio.client import ClientConnection, connect

REPO: Final = Path(__file__).resolve().parents[1]
HAPROXY_CFG: Final = REPO / "deploy" / "haproxy.cfg"
RESULTS: Final = REPO / "bench-results" / "loadtest.json"
LEVELS: Final = (1, 5, 10, 20, 40)
MIX: Final = ("home", "lesson", "drill", "lead", "scorecard")
ALL_STEPS: Final = (*MIX, "profile", "table")
SETUPS: Final = ("single", "single-pg", "pair")
LANG: Final = "fi"
#: Seconds to wait for one script run before it counts as an error.
REQUEST_TIMEOUT: Final = 60.0
#: The markers in deploy/haproxy.cfg around the servers that the local run replaces.
SERVERS_BEGIN: Final = "# >>> servers"
SERVERS_END: Final = "# <<< servers"

#: The scorecard page's widget keys (app_pages/scorecard.py) that the scorecard step uses.  The page
#: is being rewritten (sheets in the database, links with a secret token): adapt here.
SCORECARD: Final[dict[str, str]] = {
    "page": "scorecard",  # url path of the page
    "player": "new-sheet-{seat}",  # the new-sheet form's name inputs, seats A-D
    "start": "new-sheet-start",  # its submit button ("Start the sheet")
    # The open deal's form in sitsi 1 ({slot}: the deal the page selected, the first empty one; after a
    # save the page moves on to the next empty deal).  The kind of deal stays at its default (painted).
    "contract": "sc-0-{slot}-contract",  # text input, e.g. 5♦
    "declarer": "sc-0-{slot}-declarer",  # selectbox of seats
    "tricks": "sc-0-{slot}-tricks-contract",  # number input: tricks taken by the declaring pair
    "save": "sc-0-{slot}-save",  # the deal form's submit button ("Save the deal")
    "link_param": "sheet",  # the query parameter that the page puts in the address for an open sheet
}


class StepError(Exception):
    """A request failed: timed out, lost its connection, or did not render what the step expects."""


# --------------------------------------------------------------------------- one session, one run


@dataclass
class Element:
    """One element of a script run: its kind (``button``, ``radio``...) and its own protobuf message."""

    kind: str
    proto: Any

    @property
    def id(self) -> str:
        return str(getattr(self.proto, "id", ""))

    def has_key(self, key: str) -> bool:
        """Whether this is the widget with user key ``key`` (the id ends in ``-<key>``)."""
        return self.id.endswith("-" + key)

    def options(self) -> list[str]:
        """A choice widget's options as the frontend sends them back (the formatted strings)."""
        if self.kind == "button_group":
            # Streamlit moves a leading icon or emoji (a suit symbol) out of the label into content_icon;
            # the value on the wire is the whole formatted option again.
            return [" ".join(x for x in (o.content_icon, o.content) if x) for o in self.proto.options]
        return list(self.proto.options)


@dataclass
class Run:
    """What one request rendered: the page that ran, its elements, and how long it took."""

    seconds: float
    page: str  # url path of the page that finished ("" = home)
    query: str  # the address's query string after the run
    elements: list[Element]
    exceptions: list[str]

    def widget(self, key: str) -> Element:
        """The widget with user key ``key``; StepError when the page has none."""
        for e in self.elements:
            if e.has_key(key):
                return e
        raise StepError(f"page {self.page or 'home'!r}: no widget with key {key!r}")

    def slot(self, pattern: str) -> str:
        """The ``{slot}`` of the first widget whose key matches ``pattern`` (a key with ``{slot}`` in it)."""
        rx = re.compile("-" + re.escape(pattern).replace(re.escape("{slot}"), "(\\d+)") + "$")
        for e in self.elements:
            m = rx.search(e.id)
            if m:
                return m.group(1)
        raise StepError(f"page {self.page or 'home'!r}: no widget with a key like {pattern!r}")

    def in_form(self, kind: str, form_id: str) -> Element:
        """The first element of ``kind`` in form ``form_id`` (for widgets without a key)."""
        for e in self.elements:
            if e.kind == kind and getattr(e.proto, "form_id", "") == form_id:
                return e
        raise StepError(f"page {self.page or 'home'!r}: no {kind} in form {form_id!r}")

    def headings(self) -> list[str]:
        return [e.proto.body for e in self.elements if e.kind == "heading"]

    def alerts(self, fmt: int) -> list[str]:
        return [e.proto.body for e in self.elements if e.kind == "alert" and e.proto.format == fmt]

    def count(self, kind: str) -> int:
        return sum(1 for e in self.elements if e.kind == kind)


class AppSession:
    """One browser tab's session: cookies, the WebSocket, and the widget states the frontend would send."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url.rstrip("/") + "/"
        self.jar = http.cookiejar.CookieJar()
        self.ws: ClientConnection | None = None
        self.page = ""
        self.query = ""
        self.page_hash = ""
        self.pages: dict[str, str] = {}  # page script hash -> url path
        self.values: dict[str, WidgetState] = {}  # widget id -> the value the user gave it
        self.last: Run | None = None

    async def open(self) -> float:
        """Fetch the page over HTTP (cookies: the proxy's stickiness, Streamlit's XSRF), open the WebSocket.

        Returns the seconds it took; raises StepError when either fails.
        """
        t0 = time.perf_counter()
        opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

        def get() -> None:
            with opener.open(self.base_url, timeout=REQUEST_TIMEOUT) as r:
                body = r.read()
            if b"<html" not in body.lower():
                raise StepError(f"GET {self.base_url}: not the app's HTML page")

        try:
            await asyncio.to_thread(get)
            cookie = "; ".join(f"{c.name}={c.value}" for c in self.jar)
            parts = urllib.parse.urlsplit(self.base_url)
            scheme = "wss" if parts.scheme == "https" else "ws"
            self.ws = await connect(
                f"{scheme}://{parts.netloc}{parts.path}_stcore/stream",
                subprotocols=["streamlit"],  # type: ignore[list-item]
                origin=f"{parts.scheme}://{parts.netloc}",  # type: ignore[arg-type]
                additional_headers={"Cookie": cookie} if cookie else None,
                max_size=None,
                open_timeout=REQUEST_TIMEOUT,
            )
        except (OSError, TimeoutError) as e:
            raise StepError(f"connect {self.base_url}: {e}") from e
        return time.perf_counter() - t0

    async def close(self) -> None:
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await self.ws.close()
            self.ws = None

    # -- what the user does

    def choose(self, e: Element, *indices: int) -> None:
        """Pick option(s) of a radio, selectbox or pills/segmented control (by position)."""
        opts = e.options()
        if any(i >= len(opts) for i in indices) or (e.kind != "button_group" and not indices):
            raise StepError(f"widget {e.id[-40:]!r}: options {indices} of {len(opts)} (did the page change?)")
        s = WidgetState(id=e.id)
        if e.kind == "button_group":
            s.string_array_value.data.extend(opts[i] for i in indices)
        else:
            s.string_value = opts[indices[0]]
        self.values[e.id] = s

    def type_text(self, e: Element, text: str) -> None:
        self.values[e.id] = WidgetState(id=e.id, string_value=text)

    def type_number(self, e: Element, value: float) -> None:
        self.values[e.id] = WidgetState(id=e.id, double_value=value)

    # -- requests

    async def navigate(self, page: str, query: str) -> Run:
        """Open ``page`` (url path, "" = home) with ``query``, as a link or the address bar does."""
        self.values.clear()
        return await self.rerun(page=page, query=query, page_hash="")

    async def interact(self, click: Element | None = None) -> Run:
        """Rerun the current page with the widget values set so far, pressing ``click`` if given."""
        return await self.rerun(page="", query=self.query, page_hash=self.page_hash, click=click)

    async def rerun(self, *, page: str, query: str, page_hash: str, click: Element | None = None) -> Run:
        """Send one ``rerun_script`` and read up to its script-finished message.

        Raises StepError on a timeout, a lost connection or a compile error.
        """
        if self.ws is None:
            raise StepError("not connected")
        m = BackMsg()
        rs = m.rerun_script
        rs.query_string = query
        rs.page_name = page
        rs.page_script_hash = page_hash
        present = {e.id for e in self.last.elements} if self.last else set()
        for wid, state in self.values.items():
            if wid in present or not page_hash:
                rs.widget_states.widgets.append(state)
        if click is not None:
            rs.widget_states.widgets.append(WidgetState(id=click.id, trigger_value=True))
        t0 = time.perf_counter()
        try:
            await self.ws.send(m.SerializeToString())
            run = await asyncio.wait_for(self._read_run(t0), REQUEST_TIMEOUT)
        except TimeoutError as e:
            raise StepError(f"no script-finished message in {REQUEST_TIMEOUT:.0f} s") from e
        except OSError as e:
            raise StepError(f"connection: {e}") from e
        except Exception as e:  # websockets' ConnectionClosed and friends
            if type(e).__module__.startswith("websockets"):
                raise StepError(f"connection: {type(e).__name__}: {e}") from e
            raise
        self.last = run
        return run

    async def _read_run(self, t0: float) -> Run:
        assert self.ws is not None
        elements: list[Element] = []
        exceptions: list[str] = []
        while True:
            raw = await self.ws.recv()
            f = ForwardMsg()
            f.ParseFromString(raw if isinstance(raw, bytes) else raw.encode())
            kind = f.WhichOneof("type")
            if kind == "new_session":
                self.page_hash = f.new_session.page_script_hash
                elements, exceptions = [], []  # a rerun (st.switch_page) starts the page afresh
            elif kind == "navigation":
                self.pages = {p.page_script_hash: p.url_pathname for p in f.navigation.app_pages}
                self.page_hash = f.navigation.page_script_hash or self.page_hash
            elif kind == "page_info_changed":
                self.query = f.page_info_changed.query_string
            elif kind == "delta" and f.delta.WhichOneof("type") == "new_element":
                ek = f.delta.new_element.WhichOneof("type")
                if ek is not None:
                    proto = getattr(f.delta.new_element, ek)
                    elements.append(Element(ek, proto))
                    if ek == "exception":
                        exceptions.append(f"{proto.type}: {proto.message}"[:300])
            elif kind == "script_finished":
                status = f.script_finished
                if status == ForwardMsg.FINISHED_WITH_COMPILE_ERROR:
                    raise StepError("the script did not compile")
                if status in (
                    ForwardMsg.FINISHED_SUCCESSFULLY,
                    ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY,
                ):
                    self.page = self.pages.get(self.page_hash, "?")
                    return Run(time.perf_counter() - t0, self.page, self.query, elements, exceptions)
                # FINISHED_EARLY_FOR_RERUN: a deep link switched pages; the next run follows.


# --------------------------------------------------------------------------- drills: the right answer


@dataclass(frozen=True)
class Fill:
    """One widget to set: by key, how (pick options / a number / text), and what."""

    key: str
    how: str  # "pick" (option positions) | "number"
    picks: tuple[int, ...] = ()
    number: float = 0.0
    #: Cards to pick by their text (found among the widget's options as the page shows them, whatever their
    #: order; a give's slots offer only the cards no other slot holds); ``picks`` is then unused.
    texts: tuple[str, ...] = ()


def plain(option: str) -> str:
    """An option without its colour markup and spaces (``:red[♦] K``, ``:color[♦]{foreground="#0050b3"} K``
    → ``♦K``), to compare with a card's text."""
    return re.sub(r":[a-z-]+\[(.*?)\](\{[^}]*\})?", r"\1", option).replace(" ", "")


def pick_indices(options: Sequence[str], texts: Sequence[str]) -> tuple[int, ...]:
    """The positions of ``texts`` among ``options`` (compared :func:`plain`); StepError when one is missing."""
    shown = [plain(o) for o in options]
    try:
        return tuple(shown.index(plain(x)) for x in texts)
    except ValueError:
        raise StepError(f"options {shown[:13]} do not offer all of {list(texts)}") from None


def answer_fills(drill_id: str) -> list[Fill]:
    """How the drill page's answer widgets (app_pages/drills.py, ``answer_widgets``) take the right answer.

    Mirrors the page's option lists; raises StepError for a kind it does not know.
    """
    from trainer.cards import Suit
    from trainer.drills import Kind, answer_of, drill_by_id
    from trainer.drills.grade import legal_facts, score_sides
    from trainer.drills.make import signal_choices

    d = drill_by_id(drill_id)
    key = f"d-{d.id}-a"
    ans = answer_of(d)
    k = d.kind
    if k is Kind.CALL:
        assert d.point is not None
        return [Fill(key, "pick", ([str(a) for a in d.point.legal].index(ans),))]
    if k in (Kind.LEAD, Kind.SIGNAL_DISCARD):
        assert d.point is not None
        return [Fill(key, "pick", texts=(ans,))]
    if k is Kind.WORDS:
        return [Fill(key, "pick", ([str(o) for o in d.data["options"]].index(ans),))]
    if k is Kind.SIGNAL_READ:
        return [Fill(key, "pick", ([str(o) for o in signal_choices(d.data["game"])].index(ans),))]
    if k is Kind.LEGAL:
        hand = {str(x) for x in legal_facts(d)[0]}
        if not set(ans.split()) <= hand:
            raise StepError(f"drill {drill_id}: the answer {ans!r} is not in the hand")
        return [Fill(key, "pick", texts=tuple(ans.split()))]
    if k is Kind.PACKET_READ:
        suits = [Suit(i).symbol for i in range(4)]
        return [Fill(key, "pick", tuple(suits.index(x) for x in ans.split() if x != "-"))]
    if k is Kind.PACKET_CHOOSE:
        assert d.point is not None
        return [Fill(key, "pick", texts=tuple(ans.split()))]
    if k is Kind.WISH_READ:
        suits = [Suit(i).symbol for i in range(4)]
        wish, misere = ans.split()
        return [
            Fill(f"{key}-m", "pick", (["yes", "no"].index(misere),)),
            Fill(f"{key}-w", "pick", (suits.index(wish),)),
        ]
    if k is Kind.ITALIAN_READ:
        return [Fill(key, "pick", ([s.symbol for s in d.data["choices"]].index(ans),))]
    if k is Kind.GIVE:
        assert d.point is not None
        return [
            Fill(f"{key}-{seat}", "pick", texts=(c,))
            for seat, c in zip(d.data["recipients"], ans.split(), strict=True)
        ]
    if k is Kind.PACKET_ORDER:
        return [Fill(f"{key}-{i}", "pick", texts=(c,)) for i, c in enumerate(ans.split())]
    if k is Kind.SCORE:
        return [
            Fill(f"{key}-{side}", "number", number=float(v))
            for side, v in zip(score_sides(d), ans.split(), strict=True)
        ]
    raise StepError(f"drill {drill_id}: no answer widgets known for kind {k.value}")


def bank_drills() -> list[str]:
    """Every handbook bank drill (quizzes/*.yaml)."""
    from trainer.drills.bank import banks

    b = banks()
    return [d.id for bank in b.titles for d in b.of_bank(bank)]


def solver_seeds(rng: random.Random, count: int) -> list[int]:
    """Seeds of ``gen.lead.alkupelit.N`` drills whose check runs the double-dummy solver."""
    from trainer.drills import drill_by_id
    from trainer.state import GameType

    seeds: list[int] = []
    while len(seeds) < count:
        seed = rng.randrange(10**9)
        with contextlib.suppress(Exception):
            point = drill_by_id(f"gen.lead.alkupelit.{seed}").point  # Drill keeps no engine state
            info = point.info if point is not None else None
            if (
                info is not None
                and info.contract is not None
                and info.declarer is not None
                and info.game in (GameType.TRUMP, GameType.GRAND)
            ):
                seeds.append(seed)
    return seeds


# --------------------------------------------------------------------------- the learner's steps


@dataclass
class Sample:
    """One timed request."""

    step: str
    seconds: float
    error: str | None = None
    decisions: int = 0  # the table step: computer decisions the request made


@dataclass
class Learner:
    """One simulated learner: a session, a random source, and what it measured."""

    session: AppSession
    rng: random.Random
    think: tuple[float, float]
    stop_at: float
    samples: list[Sample] = field(default_factory=list)
    sheet_link: str | None = None
    lessons: list[tuple[str, str]] = field(default_factory=list)  # (id, title)
    bank: list[str] = field(default_factory=list)
    lead_seeds: Iterator[int] = field(default_factory=lambda: iter(()))
    table_tokens: Iterator[str] = field(default_factory=lambda: iter(()))
    verbose: bool = False

    async def timed(self, step: str, request: Awaitable[Run], check: Callable[[Run], None]) -> Run:
        """Await one request, check what it rendered, and record it; StepError (recorded) when it fails."""
        t0 = time.perf_counter()
        try:
            run = await request
            if run.exceptions:
                raise StepError(f"exception on the page: {run.exceptions[0]}")
            check(run)
        except StepError as e:
            self.samples.append(Sample(step, time.perf_counter() - t0, str(e)))
            if self.verbose:
                print(f"  {step:<22} ERROR {e}", flush=True)
            raise
        self.samples.append(Sample(step, run.seconds))
        if self.verbose:
            print(
                f"  {step:<22} {run.seconds * 1000:7.0f} ms  page={run.page or 'home'!r} "
                f"elements={len(run.elements)} query={run.query[:60]!r}",
                flush=True,
            )
        await self.pause()
        return run

    async def pause(self) -> None:
        lo, hi = self.think
        if hi > 0:
            await asyncio.sleep(self.rng.uniform(lo, hi))

    @property
    def s(self) -> AppSession:
        return self.session

    async def home(self) -> None:
        def ok(r: Run) -> None:
            expect_page(r, "")
            if "Skruuvikoulu" not in r.headings():
                raise StepError("home: no title “Skruuvikoulu”")

        await self.timed("home", self.s.navigate("", f"lang={LANG}"), ok)

    async def lesson(self) -> None:
        lesson_id, title = self.rng.choice(self.lessons)

        def ok(r: Run) -> None:
            expect_page(r, "lessons")
            if title not in r.headings():
                raise StepError(f"lesson {lesson_id}: no title {title!r}")

        await self.timed("lesson", self.s.navigate("", f"lesson={lesson_id}&lang={LANG}"), ok)

    async def drill(self, drill_id: str, label: str, *, solver: bool = False) -> None:
        """Open a drill by its deep link, give the right answer widget by widget, press Check."""
        fills = answer_fills(drill_id)
        check_key = f"d-{drill_id}-check"

        def opened(r: Run) -> None:
            expect_page(r, "drills")
            r.widget(check_key)

        r = await self.timed(f"{label}:open", self.s.navigate("", f"drill={drill_id}&lang={LANG}"), opened)
        for fill in fills:
            w = r.widget(fill.key)
            if fill.how == "number":
                self.s.type_number(w, fill.number)
            else:
                self.s.choose(w, *(pick_indices(w.options(), fill.texts) if fill.texts else fill.picks))
            r = await self.timed(f"{label}:answer", self.s.interact(), opened)

        def checked(r: Run) -> None:
            expect_page(r, "drills")
            if not r.alerts(Alert.SUCCESS):
                others = r.alerts(Alert.ERROR) + r.alerts(Alert.WARNING)
                raise StepError(f"{drill_id}: the right answer was not accepted: {others[:1]}")
            if solver and r.count("table") == 0:
                raise StepError(f"{drill_id}: no double-dummy table in the feedback")

        await self.timed(f"{label}:check", self.s.interact(click=r.widget(check_key)), checked)

    async def drills(self) -> None:
        kind = self.rng.choice(("call", "words"))
        seed = self.rng.randrange(10**9)
        form = self.rng.choice(("alkupelit", "kotkat", "bolsevikit")) if kind == "call" else "any"
        gen = f"gen.{kind}.{form}.{seed}"
        try:
            answer_fills(gen)
        except Exception:  # no fitting deal for this seed (DrillError): the next one
            gen = f"gen.words.any.{seed}"
        await self.drill(gen, "drill")
        await self.drill(self.rng.choice(self.bank), "bank")

    async def lead(self) -> None:
        seed = next(self.lead_seeds, 3)
        await self.drill(f"gen.lead.alkupelit.{seed}", "lead", solver=True)

    async def scorecard(self) -> None:
        await scorecard_step(self)

    async def table(self) -> None:
        """Open a table deal at a strong computer player's card decision; the page plays until the learner's turn."""
        token = next(self.table_tokens, None)
        if token is None:
            raise StepError("table: no table tokens (see table_tokens)")
        before = token_steps(token)
        made = 0

        def played(r: Run) -> None:
            nonlocal made
            expect_page(r, "table")
            now = urllib.parse.parse_qs(r.query).get("play", [""])[0]
            made = token_steps(now) - before
            if made < 1:
                raise StepError(f"table: no computer decision made (address {r.query[:80]!r})")

        await self.timed("table", self.s.navigate("table", f"play={token}&pause=0&lang={LANG}"), played)
        self.samples[-1].decisions = made
        if self.verbose:
            print(f"  {'':<22} {made} computer decision(s) in that request", flush=True)

    async def profile(self) -> None:
        """Create a learner profile (the Progress page's form "create", whose widgets have no key)."""

        def opened(r: Run) -> None:
            expect_page(r, "progress")
            r.in_form("text_input", "create")

        r = await self.timed("profile:open", self.s.navigate("progress", f"lang={LANG}"), opened)
        self.s.type_text(r.in_form("text_input", "create"), f"Kuormitus {self.rng.randrange(10**6)}")

        def created(r: Run) -> None:
            expect_page(r, "progress")
            if any(e.kind == "text_input" and e.proto.form_id == "create" for e in r.elements):
                raise StepError("profile: still the create form after submitting it")

        await self.timed("profile:create", self.s.interact(click=r.in_form("button", "create")), created)


def token_steps(token: str) -> int:
    """The number of steps in a table token (``t1.<setup>.<seat>.<seed>.<steps>.<takebacks>``); 0 if none."""
    fields = token.split(".")
    return len(fields[4].split("-")) if len(fields) == 6 and fields[4] else 0


def table_tokens(seed: int, count: int, level: str = "strong") -> list[str]:
    """``count`` table tokens, each of its own deal, at a computer's card decision in a trump or grand game.

    Deals of alkupelit and kotkat with the learner at a random seat (``random.Random(seed)``); the learner's
    decisions are the first legal action, the computers' (bids, packets, gives: the handbook player's, as the
    strong player's are) are made here; the deal stops where a computer is to play a card in a trump or
    grand game (misère, passimisääri and bolsevikit deals are skipped).  Pure engine code, about 60 ms a deal.
    """
    from trainer.bids import Form
    from trainer.game import GameType, Phase
    from trainer.seats import SEATS
    from trainer.tablegame import Setup, TableGame

    rng = random.Random(seed)
    tokens: list[str] = []
    for _ in range(count * 20):
        if len(tokens) >= count:
            break
        form = rng.choice((Form.ALKUPELIT, Form.KOTKAT))
        game = TableGame(Setup(form, rng.choice(SEATS), level, rng.randrange(10**9)))
        while not game.is_over:
            s = game.state
            if game.learner_to_act:
                game.play(s.legal_actions()[0])
            elif s.phase is Phase.PLAY:
                break
            else:
                game.computer_step()
        s = game.state
        if not s.is_over and s.phase is Phase.PLAY and s.game in (GameType.TRUMP, GameType.GRAND):
            tokens.append(game.token())
    return tokens


def expect_page(r: Run, page: str) -> None:
    if r.page != page:
        raise StepError(f"expected page {page or 'home'!r}, the run was {r.page or 'home'!r}")


async def scorecard_step(lr: Learner) -> None:
    """Open the scorecard, create a sheet (once per session; later: its link), save a deal.

    Uses only the keys in :data:`SCORECARD`.  The page must show the deal form after creating or
    opening a sheet, and a success alert after the save.
    """
    k = SCORECARD
    s = lr.s

    def deal_form(r: Run) -> None:
        expect_page(r, k["page"])
        r.slot(k["save"])

    if lr.sheet_link is None:

        def start_page(r: Run) -> None:
            expect_page(r, k["page"])
            r.widget(k["start"])

        r = await lr.timed("scorecard:open", s.navigate(k["page"], f"lang={LANG}"), start_page)
        for seat in "ABCD":
            s.type_text(r.widget(k["player"].format(seat=seat)), f"Pelaaja {seat}{lr.rng.randrange(100)}")
        r = await lr.timed("scorecard:create", s.interact(click=r.widget(k["start"])), deal_form)
        if f"{k['link_param']}=" not in r.query:
            raise StepError(f"scorecard: no {k['link_param']}= in the address after creating a sheet")
        lr.sheet_link = r.query
    else:
        r = await lr.timed("scorecard:open", s.navigate(k["page"], lr.sheet_link), deal_form)
    slot = r.slot(k["save"])
    s.type_text(r.widget(k["contract"].format(slot=slot)), lr.rng.choice(("5♦", "6♠", "7♥", "6M", "7G")))
    s.choose(r.widget(k["declarer"].format(slot=slot)), lr.rng.randrange(4))
    s.type_number(r.widget(k["tricks"].format(slot=slot)), float(lr.rng.randrange(3, 11)))

    def saved(r: Run) -> None:
        deal_form(r)
        if not r.alerts(Alert.SUCCESS):
            raise StepError(f"scorecard: no success message after saving: {r.alerts(Alert.ERROR)[:1]}")

    await lr.timed("scorecard:save", s.interact(click=r.widget(k["save"].format(slot=slot))), saved)


# --------------------------------------------------------------------------- one level


def lesson_titles() -> list[tuple[str, str]]:
    from trainer.lessons import content

    return [(lid, lesson.title.get(LANG)) for lid, lesson in content().lessons.items()]


async def learner_loop(lr: Learner, mix: Sequence[str]) -> None:
    """Connect, then repeat the mix until the deadline; a failed step is recorded and the loop goes on."""
    try:
        seconds = await lr.session.open()
        lr.samples.append(Sample("connect", seconds))
    except StepError as e:
        lr.samples.append(Sample("connect", 0.0, str(e)))
        return
    steps: dict[str, Callable[[], Awaitable[None]]] = {
        "home": lr.home,
        "lesson": lr.lesson,
        "drill": lr.drills,
        "lead": lr.lead,
        "scorecard": lr.scorecard,
        "table": lr.table,
    }
    try:
        if "profile" in mix:
            with contextlib.suppress(StepError):
                await lr.profile()
        while time.monotonic() < lr.stop_at:
            for name in mix:
                if name == "profile":
                    continue
                if time.monotonic() >= lr.stop_at:
                    break
                try:
                    await steps[name]()
                except StepError:
                    if lr.session.ws is None or lr.session.ws.close_code is not None:
                        lr.session = AppSession(lr.session.base_url)  # reconnect, as the browser does
                        await lr.session.open()
    except StepError as e:
        lr.samples.append(Sample("connect", 0.0, str(e)))
    finally:
        await lr.session.close()


def percentile(xs: Sequence[float], p: float) -> float:
    if not xs:
        return float("nan")
    ys = sorted(xs)
    i = min(len(ys) - 1, max(0, round(p / 100 * (len(ys) - 1))))
    return ys[i]


def cpu_seconds(pids: Sequence[int]) -> float:
    """User + system CPU seconds of these processes so far (Linux /proc)."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for pid in pids:
        with contextlib.suppress(OSError, IndexError, ValueError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


async def run_level(
    url: str,
    n: int,
    *,
    seconds: float,
    mix: Sequence[str],
    think: tuple[float, float],
    seed: int,
    app_pids: Sequence[int],
    lead_seeds: Iterator[int],
    table_learners: int = 0,
    table_tokens: Iterator[str] | None = None,
) -> dict[str, Any]:
    """N learners for ``seconds`` (started over the first few seconds); the level's figures as a dict.

    ``lead_seeds``: the solver drills' seeds, shared by all learners (worked out before the run, so
    that the client does not compete with the app for the CPU; each seed is a fresh deal for the app).
    ``table_learners`` more learners do only the ``table`` step, with ``table_tokens`` (shared, likewise).
    """
    rng = random.Random(seed * 1000 + n)
    lessons = lesson_titles()
    bank = bank_drills()
    learners: list[Learner] = []
    t_start = time.monotonic()
    stop_at = t_start + seconds
    mixes: list[Sequence[str]] = [mix] * n + [("table",)] * table_learners
    for _ in mixes:
        lr = Learner(AppSession(url), random.Random(rng.random()), think, stop_at)
        lr.lessons, lr.bank, lr.lead_seeds = lessons, bank, lead_seeds
        lr.table_tokens = table_tokens if table_tokens is not None else iter(())
        learners.append(lr)
    cpu0, wall0 = cpu_seconds(app_pids), time.monotonic()
    own0 = time.process_time()

    async def start(i: int, lr: Learner, its_mix: Sequence[str]) -> None:
        # a ramp, not a thundering herd
        await asyncio.sleep(min(5.0, seconds / 10) * i / max(1, len(learners)))
        await learner_loop(lr, its_mix)

    await asyncio.gather(*(start(i, lr, m) for i, (lr, m) in enumerate(zip(learners, mixes, strict=True))))
    wall = time.monotonic() - wall0
    cpu = cpu_seconds(app_pids) - cpu0
    samples = [s for lr in learners for s in lr.samples]
    return summarise(
        n, samples, wall, cpu / wall, (time.process_time() - own0) / wall, table_learners=table_learners
    )


def summarise(
    n: int,
    samples: list[Sample],
    wall: float,
    app_cpu: float,
    client_cpu: float,
    *,
    table_learners: int = 0,
) -> dict[str, Any]:
    """The level's figures; ``others_*``: the requests of every step but ``table`` (the learners who do not
    wait for a computer player), and for ``table`` the computer decisions made and the mean time of one."""
    pages = [s.seconds for s in samples if s.error is None and s.step != "connect"]
    others = [s.seconds for s in samples if s.error is None and s.step not in ("connect", "table")]
    errors = [s for s in samples if s.error is not None]
    steps: dict[str, dict[str, Any]] = {}
    for name in sorted({s.step for s in samples}):
        xs = [s.seconds for s in samples if s.step == name and s.error is None]
        steps[name] = {
            "requests": len(xs),
            "errors": sum(1 for s in errors if s.step == name),
            "p50_ms": round(percentile(xs, 50) * 1000, 1) if xs else None,
            "p95_ms": round(percentile(xs, 95) * 1000, 1) if xs else None,
        }
        if name == "table":
            done = [s for s in samples if s.step == name and s.error is None]
            decisions = sum(s.decisions for s in done)
            steps[name]["decisions"] = decisions
            steps[name]["ms_per_decision"] = (
                round(sum(s.seconds for s in done) / decisions * 1000, 1) if decisions else None
            )
    first_errors: dict[str, int] = {}
    for s in errors:
        msg = re.sub(r"\d{4,}", "N", f"{s.step}: {s.error}")[:200]
        first_errors[msg] = first_errors.get(msg, 0) + 1
    return {
        "learners": n,
        "table_learners": table_learners,
        "seconds": round(wall, 1),
        "requests": len(pages),
        "requests_per_s": round(len(pages) / wall, 2) if wall else 0.0,
        "p50_ms": round(percentile(pages, 50) * 1000, 1) if pages else None,
        "p95_ms": round(percentile(pages, 95) * 1000, 1) if pages else None,
        "max_ms": round(max(pages) * 1000, 1) if pages else None,
        "others_p50_ms": round(percentile(others, 50) * 1000, 1) if others else None,
        "others_p95_ms": round(percentile(others, 95) * 1000, 1) if others else None,
        "errors": len(errors),
        "error_kinds": dict(sorted(first_errors.items(), key=lambda kv: -kv[1])[:8]),
        "app_cpu": round(app_cpu, 2),  # CPU cores used by the app process(es), on average
        "client_cpu": round(client_cpu, 2),
        "steps": steps,
    }


# --------------------------------------------------------------------------- the setups


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_http(url: str, timeout: float, proc: subprocess.Popen[bytes] | None = None) -> None:
    """Wait until ``url`` answers 200; RuntimeError when it does not in time or the process died."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"the process serving {url} exited with status {proc.returncode}")
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=2) as r:
            if r.status == 200:
                return
        time.sleep(0.3)
    raise RuntimeError(f"{url} did not answer in {timeout:.0f} s")


class Stack:
    """The processes of one setup; stopped (by their own ids) on exit."""

    def __init__(self, work: Path) -> None:
        self.work = work
        self.procs: list[subprocess.Popen[bytes]] = []
        self.app_pids: list[int] = []
        self.cleanups: list[Callable[[], None]] = []

    def start_app(self, port: int, env: dict[str, str], name: str, app_dir: Path = REPO) -> None:
        log = (self.work / f"{name}.log").open("wb")
        cmd = [
            sys.executable, "-m", "streamlit", "run", str(app_dir / "app.py"),
            "--server.headless", "true", "--server.address", "127.0.0.1", "--server.port", str(port),
            "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none",
        ]  # fmt: skip
        p = subprocess.Popen(cmd, cwd=app_dir, env=env, stdout=log, stderr=subprocess.STDOUT)
        self.procs.append(p)
        self.app_pids.append(p.pid)
        wait_http(f"http://127.0.0.1:{port}/_stcore/health", 90, p)

    def start_haproxy(self, cfg: str) -> None:
        path = self.work / "haproxy.cfg"
        path.write_text(cfg)
        check = subprocess.run(["haproxy", "-c", "-q", "-f", str(path)], capture_output=True, text=True)
        if check.returncode != 0:
            raise RuntimeError(f"haproxy -c refused {path}: {check.stderr.strip()}")
        log = (self.work / "haproxy.log").open("wb")
        self.procs.append(subprocess.Popen(["haproxy", "-db", "-f", str(path)], stdout=log, stderr=log))

    def close(self) -> None:
        for p in reversed(self.procs):
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
        for p in self.procs:
            try:
                p.wait(timeout=15)
            except subprocess.TimeoutExpired:
                p.kill()
        for f in reversed(self.cleanups):
            with contextlib.suppress(Exception):
                f()


def local_haproxy_cfg(port: int, apps: Sequence[int], template: Path = HAPROXY_CFG) -> str:
    """deploy/haproxy.cfg for loopback: listening on ``port``, its servers replaced by the local apps.

    The lines between the ``# >>> servers`` and ``# <<< servers`` markers (the compose file's DNS
    server template) become one ``server`` line per app with a static stickiness cookie; the
    ``bind`` line's port becomes ``port``.  Everything else (timeouts, the health check, the
    stickiness cookie, WebSocket handling) is the deployed configuration as it is.
    """
    text = template.read_text()
    begin, end = text.index(SERVERS_BEGIN), text.index(SERVERS_END)
    indent = "    "
    servers = "".join(
        f"{indent}server app{i} 127.0.0.1:{p} check cookie app{i}\n" for i, p in enumerate(apps, 1)
    )
    text = text[: text.index("\n", begin) + 1] + servers + indent + text[end:]
    text = re.sub(r"(?m)^(\s*bind\s+)\S+", rf"\g<1>127.0.0.1:{port}", text)
    # No DNS resolvers on loopback: drop the compose network's resolvers section.
    text = re.sub(r"(?ms)^resolvers docker\n.*?(?=^\S|\Z)", "", text)
    return text


@contextlib.contextmanager
def setup(name: str, work: Path, app_dir: Path = REPO) -> Iterator[tuple[str, list[int]]]:
    """Start setup ``name``; yields the URL to drive and the app processes' ids."""
    stack = Stack(work)
    try:
        env = dict(os.environ)
        env["SKRUUVI_DATA"] = str(work / "data")
        (work / "data").mkdir(exist_ok=True)
        env.pop("SKRUUVI_DATABASE_URL", None)
        if name in ("single-pg", "pair"):
            from tools.pgtmp import TempPostgres

            pg = TempPostgres().start()
            stack.cleanups.append(pg.stop)
            env["SKRUUVI_DATABASE_URL"] = db_url = pg.create_database("skruuvi")
            stack.cleanups.append(lambda: print(f"  PostgreSQL rows: {table_rows(db_url)}", flush=True))
        if name in ("single", "single-pg"):
            port = free_port()
            stack.start_app(port, env, "app", app_dir)
            yield f"http://127.0.0.1:{port}/", stack.app_pids
            return
        if shutil.which("haproxy") is None:
            raise RuntimeError(
                "haproxy is not installed (Debian's haproxy package; make loadtest installs it)"
            )
        ports = [free_port() for _ in range(2)]
        for i, p in enumerate(ports, 1):
            stack.start_app(p, env, f"app{i}", app_dir)
        proxy = free_port()
        stack.start_haproxy(local_haproxy_cfg(proxy, ports))
        wait_http(f"http://127.0.0.1:{proxy}/_stcore/health", 30)
        yield f"http://127.0.0.1:{proxy}/", stack.app_pids
    finally:
        stack.close()


def table_rows(url: str) -> dict[str, int]:
    """Rows per table in the database at ``url`` (to see that the apps really wrote to it)."""
    import psycopg

    with psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://"), autocommit=True) as c:
        names = [r[0] for r in c.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
        return {n: int(c.execute(f'SELECT count(*) FROM "{n}"').fetchone()[0]) for n in sorted(names)}  # type: ignore[index]


# --------------------------------------------------------------------------- report


def table(results: dict[str, list[dict[str, Any]]]) -> str:
    head = (
        f"{'setup':<10} {'N':>3} {'tbl':>3} {'req':>6} {'req/s':>6} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} "
        f"{'errors':>6} {'app CPU':>8} {'oth p50':>8} {'oth p95':>8}"
    )
    lines = [head, "-" * len(head)]
    for name, levels in results.items():
        for r in levels:
            lines.append(
                f"{name:<10} {r['learners']:>3} {r.get('table_learners', 0):>3} {r['requests']:>6} "
                f"{r['requests_per_s']:>6.1f} {fmt(r['p50_ms']):>8} {fmt(r['p95_ms']):>8} {fmt(r['max_ms']):>8} "
                f"{r['errors']:>6} {r['app_cpu']:>8.2f} {fmt(r.get('others_p50_ms')):>8} "
                f"{fmt(r.get('others_p95_ms')):>8}"
            )
    return "\n".join(lines)


def fmt(x: float | None) -> str:
    return "-" if x is None else f"{x:.0f}"


def parse_list(text: str, allowed: Sequence[str], what: str) -> list[str]:
    items = [x.strip() for x in text.split(",") if x.strip()]
    bad = [x for x in items if x not in allowed]
    if bad or not items:
        raise argparse.ArgumentTypeError(
            f"{what}: {', '.join(bad) or 'empty'}; choose from {', '.join(allowed)}"
        )
    return items


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.loadtest", description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--levels", default=",".join(map(str, LEVELS)), help="learner counts (default: %(default)s)"
    )
    ap.add_argument(
        "--seconds", type=float, default=60.0, help="duration of each level (default: %(default)s)"
    )
    ap.add_argument("--setups", default="single,pair", help=f"of {', '.join(SETUPS)} (default: %(default)s)")
    ap.add_argument(
        "--mix", default=",".join(MIX), help=f"steps, of {', '.join(ALL_STEPS)} (default: %(default)s)"
    )
    ap.add_argument(
        "--think", default="0.5,2.0", help="think time between requests, min,max s (default: %(default)s)"
    )
    ap.add_argument("--url", help="drive this running server instead of starting the setups")
    ap.add_argument("--app-dir", type=Path, default=REPO, help="run the app from this copy of the tree")
    ap.add_argument("--check", action="store_true", help="one learner, the mix once, each request printed")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--lead-pool",
        type=int,
        default=300,
        help="solver drills worked out before the run (default: %(default)s)",
    )
    ap.add_argument(
        "--table-learners",
        default="0",
        help="learners doing only the table step, beside each level's N; each count is a run of its own "
        "(e.g. 0,1,2; default: %(default)s)",
    )
    ap.add_argument(
        "--table-pool",
        type=int,
        default=200,
        help="table deals worked out before the run, each used once before any repeats (default: %(default)s)",
    )
    ap.add_argument(
        "--out", type=Path, default=RESULTS, help="JSON results (default: bench-results/loadtest.json)"
    )
    args = ap.parse_args(argv)
    try:
        levels = [int(x) for x in args.levels.split(",")]
        setups = parse_list(args.setups, SETUPS, "unknown setup")
        mix = parse_list(args.mix, ALL_STEPS, "unknown step")
        lo, hi = (float(x) for x in args.think.split(","))
        table_counts = [int(x) for x in args.table_learners.split(",")]
        if any(c < 0 for c in table_counts):
            raise ValueError("--table-learners: counts from 0 up")
    except (ValueError, argparse.ArgumentTypeError) as e:
        ap.error(str(e))
    if args.check:
        return asyncio.run(check(args.url, setups[0], mix, args.seed, args.app_dir))
    tokens: list[str] = []
    if "table" in mix or any(table_counts):
        print(f"# working out {args.table_pool} table deals at a strong player's card decision", flush=True)
        tokens = table_tokens(args.seed, args.table_pool)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stop the setups' processes on a kill
    pool: list[int] = []
    if "lead" in mix:
        print(f"# working out {args.lead_pool} lead drills that run the solver", flush=True)
        pool = solver_seeds(random.Random(args.seed), args.lead_pool)
    results: dict[str, list[dict[str, Any]]] = {}
    targets = [("url", args.url)] if args.url else [(name, None) for name in setups]
    for name, url in targets:
        with tempfile.TemporaryDirectory(prefix=f"skruuvi-load-{name}-") as tmp:
            try:
                with setup_or_url(name, url, Path(tmp), args.app_dir) as (base, pids):
                    print(f"# {name}: {base} (app processes {pids or '?'})", flush=True)
                    seeds = itertools.cycle(pool or [3])  # the same deals for every setup, fresh processes
                    deals = itertools.cycle(tokens) if tokens else iter(())
                    warm = asyncio.run(
                        run_level(
                            base,
                            1,
                            seconds=8,
                            mix=mix,
                            think=(0, 0),
                            seed=args.seed,
                            app_pids=pids,
                            lead_seeds=iter([3, 8]),
                            table_learners=1 if tokens else 0,  # endplay's import: not measured either
                            table_tokens=deals,
                        )
                    )  # imports, caches: not measured
                    print(f"  warm-up: {warm['requests']} requests, {warm['errors']} errors", flush=True)
                    results[name] = []
                    for n, t in itertools.product(levels, table_counts):
                        r = asyncio.run(
                            run_level(base, n, seconds=args.seconds, mix=mix, think=(lo, hi),
                                      seed=args.seed, app_pids=pids, lead_seeds=seeds,
                                      table_learners=t, table_tokens=deals)
                        )  # fmt: skip
                        results[name].append(r)
                        tbl = r["steps"].get("table", {})
                        print(
                            f"  N={n:>3}{f' +{t} at the table' if t else ''}: {r['requests']} requests, {r['requests_per_s']}/s, p50 {fmt(r['p50_ms'])} ms, "
                            f"p95 {fmt(r['p95_ms'])} ms, errors {r['errors']}, app CPU {r['app_cpu']}",
                            flush=True,
                        )
                        if t or tbl:
                            print(
                                f"      others p50 {fmt(r['others_p50_ms'])} ms, p95 {fmt(r['others_p95_ms'])} ms; "
                                f"table {tbl.get('requests', 0)} requests, {tbl.get('decisions', 0)} computer "
                                f"decisions, {fmt(tbl.get('ms_per_decision'))} ms a decision; "
                                f"load average {os.getloadavg()[0]:.1f}",
                                flush=True,
                            )
                        for msg, count in r["error_kinds"].items():
                            print(f"      {count} x {msg}", flush=True)
            except (RuntimeError, OSError) as e:
                print(f"error: setup {name} could not be started: {e}", file=sys.stderr)
                return 2
    print()
    print(table(results))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    doc = {
        "mix": mix,
        "think_s": [lo, hi],
        "seconds_per_level": args.seconds,
        "table_learners": table_counts,
        "cpus": os.cpu_count(),
        "note": "p50/p95: time from sending a rerun to its script-finished message; app_cpu: cores used by the app processes",
        "results": results,
    }
    args.out.write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n")
    print(f"\nJSON: {args.out}")
    return 0


@contextlib.contextmanager
def setup_or_url(name: str, url: str | None, work: Path, app_dir: Path) -> Iterator[tuple[str, list[int]]]:
    if url:
        yield url, []
    else:
        with setup(name, work, app_dir) as got:
            yield got


async def check(url: str | None, name: str, mix: Sequence[str], seed: int, app_dir: Path = REPO) -> int:
    """One learner through the mix once, every request printed; 1 when any request failed."""

    async def once(base: str) -> int:
        lr = Learner(AppSession(base), random.Random(seed), (0.0, 0.0), time.monotonic(), verbose=True)
        lr.lessons, lr.bank = lesson_titles(), bank_drills()
        lr.lead_seeds = iter(solver_seeds(lr.rng, 2))
        lr.table_tokens = iter(table_tokens(seed, 2) if "table" in mix else ())
        print(f"  connect: {await lr.session.open() * 1000:.0f} ms")
        steps = {"home": lr.home, "lesson": lr.lesson, "drill": lr.drills, "lead": lr.lead,
                 "scorecard": lr.scorecard, "profile": lr.profile, "table": lr.table}  # fmt: skip
        failed = 0
        for step in (["profile"] if "profile" in mix else []) + [m for m in mix if m != "profile"] * 2:
            try:
                await steps[step]()
            except StepError:
                failed += 1
        await lr.session.close()
        print(f"check: {len(lr.samples)} requests, {failed} failed steps")
        return 1 if failed else 0

    if url:
        return await once(url)
    with (
        tempfile.TemporaryDirectory(prefix="skruuvi-load-check-") as tmp,
        setup(name, Path(tmp), app_dir) as (base, _p),
    ):
        return await once(base)


if __name__ == "__main__":
    sys.exit(main())
