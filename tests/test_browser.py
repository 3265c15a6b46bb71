"""The app in a real browser: Playwright driving Debian's Chromium against ``streamlit run`` on localhost.

``make test`` installs Chromium (Debian's ``chromium`` package) when it is
missing; this test never skips: a missing browser is a failure, so CI can
not pass without having looked at the pages.  Screenshots at desktop and
phone width, in Finnish and English, are saved to ``test-artifacts/``.

The learner's journey (issue 13): staying signed in through reloads, a bookmark, a term link inside
a lesson, Back and a new tab until signing out, with the key in no address or ``Referer``; somebody
else's ``?learner=`` link signing nobody in; a signed-out drill saying so before the answer.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts" / "screenshots"
CHROMIUM = os.environ.get("SKRUUVI_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    # Pages in the background keep their timers running: two pages can click at the same millisecond.
    "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
]  # fmt: skip
DESKTOP = {"width": 1280, "height": 1000}
PHONE = {"width": 390, "height": 844}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = _free_port()
    env = dict(os.environ, SKRUUVI_DATA=str(tmp_path_factory.mktemp("data")))
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.port", str(port),
         "--server.headless", "true", "--server.address", "127.0.0.1"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(url + "/_stcore/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    out = proc.stdout.read().decode(errors="replace") if proc.stdout else ""
                    pytest.fail(f"streamlit did not start:\n{out[-2000:]}")
                time.sleep(0.3)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    assert Path(CHROMIUM).exists(), f"no browser at {CHROMIUM}: `make test` installs Debian's chromium"
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


def _open(browser: object, url: str, viewport: dict[str, int]):  # type: ignore[no-untyped-def]
    page = browser.new_page(viewport=viewport)  # type: ignore[attr-defined]
    page.goto(url)
    page.wait_for_selector("[data-testid='stApp']", timeout=30_000)
    page.wait_for_timeout(2500)
    return page


def _shot(page, name: str) -> None:  # type: ignore[no-untyped-def]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def _no_exception(page) -> None:  # type: ignore[no-untyped-def]
    assert page.locator("[data-testid='stException']").count() == 0


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_pages_in_both_languages_and_sizes(server: str, browser: object, lang: str, size: str) -> None:
    viewport = DESKTOP if size == "desktop" else PHONE
    for name, path in [("home", "/"), ("lesson", "/lessons?lesson=packet-signals"),
                       ("deal", "/deals?deal=alkupelit-tail-cup-5h"), ("glossary", "/glossary")]:  # fmt: skip
        sep = "&" if "?" in path else "?"
        page = _open(browser, f"{server}{path}{sep}lang={lang}", viewport)
        _no_exception(page)
        _shot(page, f"{name}-{lang}-{size}")
        page.close()


def test_switch_language_open_a_lesson_and_answer(server: str, browser: object) -> None:
    page = _open(browser, server + "/", DESKTOP)
    page.wait_for_selector("text=Opintopolku", timeout=30_000)  # Finnish by default (a cold server is slow)
    _idle(page)
    page.get_by_text("English", exact=True).first.click()
    page.wait_for_selector("text=The learning path", timeout=30_000)
    page.goto(server + "/lessons?lesson=tricks&lang=en")
    page.wait_for_selector("text=Tricks and following suit", timeout=30_000)
    page.get_by_role("button", name="♠K", exact=True).first.click()  # the cards are pressed, as in the drills
    page.get_by_role("button", name="♠7", exact=True).first.click()
    page.get_by_role("button", name="Check").first.click()
    page.wait_for_selector("text=Right.", timeout=15_000)
    _no_exception(page)
    _shot(page, "lesson-answered-en-desktop")
    page.close()


def test_step_through_a_worked_deal(server: str, browser: object) -> None:
    page = _open(browser, server + "/deals?deal=alkupelit-grand-5g&lang=en", DESKTOP)
    for k in range(1, 7):  # one step at a time: a click during a rerun's redraw could be lost
        _idle(page)
        page.get_by_role("button", name="Next").click()
        page.wait_for_selector(f"text=Step {k} of", timeout=30_000)
    _idle(page)
    page.get_by_role("button", name="Back").click()
    page.wait_for_selector("text=Step 5 of", timeout=30_000)
    _no_exception(page)
    _shot(page, "deal-stepped-en-desktop")
    page.close()


def test_enter_a_scorecard_deal(server: str, browser: object) -> None:
    page = _open(browser, server + "/scorecard?lang=en", DESKTOP)
    inputs = page.locator("input[type='text']")
    for i, name in enumerate(["Aino", "Bertta", "Cecilia", "Daniel"]):
        inputs.nth(i).fill(name)
        inputs.nth(i).press("Tab")
    page.get_by_role("button", name="Start the sheet").click()
    page.wait_for_selector("text=Enter or correct a deal", timeout=30_000)
    page.wait_for_timeout(1000)  # the new sheet's address settles before the form is used
    _fill_deal(page, None, "5♦", "A · Aino", "11")
    _idle(page)
    page.get_by_role("button", name="Save the deal").first.click()
    page.wait_for_selector("text=A–C +25", timeout=30_000)
    _no_exception(page)
    _shot(page, "scorecard-deal-en-desktop")
    page.close()


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_settings_with_large_text_and_four_colour_suits(server: str, browser: object, lang: str) -> None:
    # Phone width, but tall: Streamlit scrolls inside the page, so a full-page shot stops at the viewport.
    tall_phone = {"width": PHONE["width"], "height": 2400}
    page = _open(browser, f"{server}/settings?lang={lang}&text=large&suits=4", tall_phone)
    _no_exception(page)
    size = page.evaluate("getComputedStyle(document.documentElement).fontSize")
    assert size == "20px", size  # 125 % of 16 px
    colour = page.locator(".sk-suit.sk-diamonds").first.evaluate("e => getComputedStyle(e).color")
    assert colour == "rgb(0, 80, 179)", colour  # ♦ blue
    _shot(page, f"settings-large-four-colour-{lang}-phone")
    page.close()
    page = _open(
        browser, f"{server}/deals?deal=alkupelit-tail-cup-5h&lang={lang}&text=large&suits=4", tall_phone
    )
    _no_exception(page)
    colour = page.locator(".sk-suit.sk-clubs").first.evaluate("e => getComputedStyle(e).color")
    assert colour == "rgb(10, 107, 46)", colour  # ♣ green on another page too
    _shot(page, f"deal-large-four-colour-{lang}-phone")
    page.close()


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_drills_menu_and_a_drill_in_both_languages_and_sizes(
    server: str, browser: object, lang: str, size: str
) -> None:
    viewport = DESKTOP if size == "desktop" else {"width": PHONE["width"], "height": 2000}
    for name, path in [("drills", "/drills"), ("drill-call", "/drills?drill=gen.call.alkupelit.11"),
                       ("drill-packet", "/drills?drill=gen.packet_order.kotkat.3"),
                       ("progress", "/progress")]:  # fmt: skip
        sep = "&" if "?" in path else "?"
        page = _open(browser, f"{server}{path}{sep}lang={lang}", viewport)
        _no_exception(page)
        _shot(page, f"{name}-{lang}-{size}")
        page.close()


def test_answer_a_drill_see_why_and_keep_progress(server: str, browser: object) -> None:
    """Create a profile, open a handbook drill, answer wrong, read why, show the answer, get it right, see it kept."""
    tall = {"width": DESKTOP["width"], "height": 1600}
    page = _open(browser, f"{server}/progress?lang=en", tall)
    page.get_by_label("Your name or nickname").fill("Browser tester")
    page.get_by_label("Your name or nickname").press("Tab")
    page.get_by_role("button", name="Create a profile").click()
    page.wait_for_selector("text=Your profile is ready", timeout=30_000)
    from trainer.drills import answer_of, drill_by_id

    d = drill_by_id("leads/trump-touching-honours")
    right = answer_of(d)
    wrong = next(str(c) for c in d.point.legal if not _ok(d, str(c)))
    # In-app navigation keeps the session (and so the profile); a typed address would start a new one.
    page.get_by_role("link", name="Practise now").click()
    page.wait_for_selector("text=Today's practice", timeout=30_000)
    page.get_by_text("Opening leads").first.click()
    page.get_by_role(
        "link", name="Choose the opening lead 1", exact=True
    ).click()  # lists never name the answer
    page.wait_for_selector("text=From the handbook", timeout=30_000)
    cards = page.get_by_role("radiogroup", name="Your card")
    cards.get_by_role("radio", name=wrong, exact=True).click()
    page.wait_for_timeout(800)
    page.get_by_role("button", name="Check").click()
    page.wait_for_selector("text=Not what the handbook advises.", timeout=15_000)
    page.wait_for_selector(f"text=The handbook advises: {right}", timeout=15_000)
    page.get_by_text("Show me").click()
    page.wait_for_selector("text=The answer", timeout=15_000)
    _shot(page, "drill-feedback-en-desktop")
    page.get_by_role("button", name="Try again").click()
    page.wait_for_timeout(800)
    page.get_by_role("radiogroup", name="Your card").get_by_role("radio", name=right, exact=True).click()
    page.wait_for_timeout(800)
    page.get_by_role("button", name="Check").click()
    page.wait_for_selector("text=Right: this is what the handbook advises.", timeout=15_000)
    _no_exception(page)
    _shot(page, "drill-right-en-desktop")
    page.get_by_role("link", name="Progress").first.click()
    page.wait_for_selector("text=By topic", timeout=30_000)  # the first attempt was kept
    _no_exception(page)
    _shot(page, "progress-en-desktop")
    page.close()


def _ok(d, answer: str) -> bool:  # type: ignore[no-untyped-def]
    from trainer.drills import check

    return check(d, answer, evidence=False).correct


# ---------------------------------------------------------------- the scorecard, two people at once


def _combo(page, label: str, value: str) -> None:  # type: ignore[no-untyped-def]
    box = page.locator(f'input[role="combobox"][aria-label="{label}"]').first
    box.click()
    box.fill(value)
    page.wait_for_timeout(300)
    box.press("Enter")
    page.wait_for_timeout(300)


def _fill_deal(page, slot: str | None, contract: str, declarer: str, tricks: str) -> None:  # type: ignore[no-untyped-def]
    if slot is not None:
        _combo(page, "Deal", slot)
        page.wait_for_timeout(800)
    page.get_by_label("Contract", exact=True).first.fill(contract)
    page.get_by_label("Contract", exact=True).first.press("Tab")
    _combo(page, "Declarer", declarer)
    tricks_box = page.get_by_label("Tricks taken by the declaring pair").first
    tricks_box.fill(tricks)
    tricks_box.press("Tab")
    page.wait_for_timeout(300)
    # On a loaded machine a rerun can redraw the form after a field was filled: wait until every field
    # shows what was entered (re-entering what a redraw lost) before the caller saves.
    from playwright.sync_api import expect

    for _ in range(3):
        contract_box = page.get_by_label("Contract", exact=True).first
        declarer_box = page.locator('input[role="combobox"][aria-label="Declarer"]').first
        if (
            contract_box.input_value() == contract
            and tricks_box.input_value() == tricks
            and declarer in (declarer_box.input_value() or page.locator("body").inner_text())
        ):
            break
        page.wait_for_timeout(1000)
        if contract_box.input_value() != contract:
            contract_box.fill(contract)
            contract_box.press("Tab")
        if tricks_box.input_value() != tricks:
            tricks_box.fill(tricks)
            tricks_box.press("Tab")
    expect(page.get_by_label("Contract", exact=True).first).to_have_value(contract)
    expect(tricks_box).to_have_value(tricks)


#: Presses "Save the deal" at the wall-clock millisecond ``at`` (both pages share the machine's clock).
_CLICK_AT = """(at) => {
  const btn = [...document.querySelectorAll('button')].find(b => b.innerText.includes('Save the deal') && b.offsetParent !== null);
  const spin = () => { if (Date.now() >= at) { btn.click(); } else { setTimeout(spin, 0); } };
  spin();
}"""


def _start_sheet(page) -> str:  # type: ignore[no-untyped-def]
    inputs = page.locator("input[type='text']")
    for i, name in enumerate(["Aino", "Bertta", "Cecilia", "Doris"]):
        inputs.nth(i).fill(name)
        inputs.nth(i).press("Tab")
    page.get_by_role("button", name="Start the sheet").click()
    page.wait_for_selector("text=Enter or correct a deal", timeout=30_000)
    page.wait_for_timeout(1000)
    assert "edit=" in page.url and "sheet=" in page.url
    return str(page.url)


def _deal_cells(browser: object, link: str) -> list[str]:
    """The deals entered, as a fresh visitor with the link sees them in the print view (HTML tables)."""
    page = _open(browser, link, DESKTOP)
    page.wait_for_selector("text=Enter or correct a deal", timeout=30_000)
    page.get_by_text("Print view").first.click()
    page.wait_for_selector(".sk-print", timeout=30_000)
    text = page.locator(".sk-print").inner_text()
    page.close()
    return [line for line in text.splitlines() if "♦" in line or "♥" in line]


def test_two_browsers_save_the_same_sheet_in_the_same_millisecond(server: str, browser: object) -> None:
    """The review's race (F1a): nothing acknowledged is lost, and a stale save never overwrites.

    Round kind "different": A saves alkupelit 1 and B alkupelit 2 at the same millisecond: both kept.
    Round kind "same": both save alkupelit 1 from the same view: one is saved, the other is shown the
    conflict (both versions) and nothing of the first is lost.
    """
    b: Any = browser
    for kind in ("different", "same"):
        a_ctx, b_ctx = b.new_context(viewport=DESKTOP), b.new_context(viewport=DESKTOP)
        a = a_ctx.new_page()
        a.goto(server + "/scorecard?lang=en")
        a.wait_for_selector("text=Start the sheet", timeout=30_000)
        link = _start_sheet(a)
        other = b_ctx.new_page()
        other.goto(link)
        other.wait_for_selector("text=Enter or correct a deal", timeout=30_000)
        other.wait_for_timeout(1000)
        _fill_deal(a, None, "5♦", "A · Aino", "11")
        _fill_deal(other, "Alkupelit 2" if kind == "different" else None, "6♥", "B · Bertta", "8")
        at = int(time.time() * 1000) + 800
        a.evaluate(_CLICK_AT, at)
        other.evaluate(_CLICK_AT, at)
        # Each page ends with its own outcome: saved, or shown the conflict (never a fixed wait: on a busy
        # machine an alert's icon can be drawn before its text).
        for pg in (a, other):
            pg.wait_for_function(
                """() => Array.from(document.querySelectorAll("[data-testid='stAlert']")).some(
                       e => e.innerText.includes('Saved Alkupelit') || e.innerText.includes('after you opened it'))""",
                timeout=30_000,
            )
            _idle(pg)
        alerts = [[x.inner_text() for x in pg.locator("[data-testid='stAlert']").all()] for pg in (a, other)]
        for pg in (a, other):
            _no_exception(pg)
        saved = [any("Saved Alkupelit" in t for t in al) for al in alerts]
        conflict = [any("after you opened it" in t for t in al) for al in alerts]
        cells = _deal_cells(b, link)
        if kind == "different":
            assert saved == [True, True], alerts
            assert len(cells) == 2, cells
        else:
            assert sorted(saved) == [False, True] and sorted(conflict) == [False, True], alerts
            assert len(cells) == 1, cells  # exactly the acknowledged one
            loser = a if conflict[0] else other
            _shot(loser, "scorecard-conflict-en-desktop")
        a_ctx.close()
        b_ctx.close()


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_scorecard_pages_in_both_languages_and_sizes(
    server: str, browser: object, lang: str, size: str
) -> None:
    viewport = DESKTOP if size == "desktop" else PHONE
    page = _open(browser, f"{server}/scorecard?lang=en", DESKTOP)
    link = _start_sheet(page)
    page.close()
    page = _open(browser, link.replace("lang=en", f"lang={lang}"), viewport)
    _no_exception(page)
    _shot(page, f"scorecard-sheet-{lang}-{size}")
    fi = lang == "fi"
    history, share = (
        ("Muutoshistoria", "Jaa pistelomake") if fi else ("History of changes", "Share this sheet")
    )
    for title in (history, share):
        page.get_by_text(title, exact=True).first.click()
        page.wait_for_timeout(800)
    page.get_by_role("button", name="Tee katselulinkki" if fi else "Make a read-only link").click()
    page.wait_for_selector("code:has-text('view=')", timeout=30_000)
    page.get_by_text(history, exact=True).first.scroll_into_view_if_needed()
    _no_exception(page)
    _shot(page, f"scorecard-history-share-{lang}-{size}")
    view = page.locator("code").filter(has_text="view=").first.inner_text()
    page.close()
    page = _open(browser, f"{server}/scorecard?" + view.split("?", 1)[1] + f"&lang={lang}", viewport)
    _no_exception(page)
    assert page.get_by_role("button", name="Save the deal" if lang == "en" else "Tallenna jako").count() == 0
    _shot(page, f"scorecard-readonly-{lang}-{size}")
    page.close()
    start = _open(browser, f"{server}/scorecard?lang={lang}", viewport)  # a new visitor: no list of sheets
    _no_exception(start)
    assert start.locator('input[role="combobox"][aria-label="Sheet"]').count() == 0
    _shot(start, f"scorecard-start-{lang}-{size}")
    start.close()


# ---------------------------------------------------------------- staying signed in (issue 13, "Nothing lost")


def _ready(page, text: str) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_selector("[data-testid='stApp']", timeout=30_000)
    page.wait_for_selector(f"text={text}", timeout=30_000)
    page.wait_for_timeout(800)  # the session's first run settles (the cookie script, the address)


#: The words the sign-in journey waits for, in each language (the catalogs' texts).
JOURNEY_WORDS: dict[str, dict[str, str]] = {
    "en": {
        "create": "Create a profile", "name": "Your name or nickname", "ready": "Your profile is ready",
        "key": "Your personal key", "handbook": "From the handbook", "signed_out": "You are not signed in",
        "card": "Your card", "check": "Check", "right": "Right: this is what the handbook advises.",
        "taught": "Taught in:", "lesson": "Tricks and following suit", "data": "Your data",
        "topics": "By topic", "sign_out": "Sign out on this device",
    },
    "fi": {
        "create": "Luo profiili", "name": "Nimesi tai nimimerkkisi", "ready": "Profiilisi on valmis",
        "key": "Henkilökohtainen avaimesi", "handbook": "Käsikirjasta", "signed_out": "Et ole kirjautunut sisään",
        "card": "Korttisi", "check": "Tarkista", "right": "Oikein: näin käsikirja neuvoo.",
        "taught": "Opetetaan oppitunneilla:", "lesson": "Tikki ja maantuntopakko", "data": "Tietosi",
        "topics": "Aiheittain", "sign_out": "Kirjaudu ulos tällä laitteella",
    },
}  # fmt: skip


def _menu_link(page, href: str):  # type: ignore[no-untyped-def]
    """The app menu's link to ``href``; on a phone the sidebar is opened first."""
    expand = page.get_by_test_id("stExpandSidebarButton")
    if expand.count() and expand.first.is_visible():  # collapsed: its links are laid out off the screen
        expand.first.click()
        page.get_by_test_id("stSidebarCollapseButton").first.wait_for(state="attached", timeout=10_000)
    return page.locator(f".st-key-sk-menu a[href^='{href}']").first


def _signed_in_as(page, name: str, lang: str = "en") -> bool:  # type: ignore[no-untyped-def]
    """Open Progress from the sidebar (in-app, the same session) and say whether ``name`` is signed in there."""
    w = JOURNEY_WORDS[lang]
    for _ in range(2):  # once more if a page that was still switching (a deep link) took the click
        _menu_link(page, "progress").click()
        try:
            page.wait_for_selector(f"text=/{w['data']}|{w['create']}/", timeout=15_000)
            break
        except Exception:
            page.wait_for_timeout(1000)
    page.wait_for_timeout(500)
    body = page.locator("[data-testid='stMain']").inner_text()
    collapse = page.get_by_test_id("stSidebarCollapseButton")
    if page.viewport_size["width"] < 640 and collapse.count():  # on a phone the open menu covers the page
        collapse.first.click(force=True)
        page.get_by_test_id("stExpandSidebarButton").first.wait_for(state="visible", timeout=10_000)
    if not (w["sign_out"] in body and name in body):
        _shot(page, "journey-not-signed-in")
        print(page.url, body[:2000])
        return False
    return True


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("fi", "phone")])
def test_a_learner_stays_signed_in_through_reloads_links_back_and_new_tabs_until_signing_out(
    server: str, browser: object, lang: str, size: str
) -> None:
    """Create a profile, answer a drill, reload, follow a term link inside a lesson and come back, open a new
    tab: still signed in, and the answer is on the Progress page; sign out: signed out after a reload too.
    The key never appears in an address or a Referer, and the cookie holds a token, not the key.  In English at
    desktop width and in Finnish on a phone (the menu then opens from the collapsed sidebar)."""
    from trainer.drills import answer_of, drill_by_id

    b: Any = browser
    w = JOURNEY_WORDS[lang]
    width = DESKTOP["width"] if size == "desktop" else PHONE["width"]
    ctx = b.new_context(viewport={"width": width, "height": 1400})
    seen: list[str] = []  # every address and Referer the browser sent
    ctx.on("request", lambda r: seen.extend([r.url, r.headers.get("referer", "")]))
    page = ctx.new_page()
    page.goto(f"{server}/progress?lang={lang}")
    _ready(page, w["create"])
    page.get_by_label(w["name"]).fill("Journey tester")
    page.get_by_label(w["name"]).press("Tab")
    page.get_by_role("button", name=w["create"]).click()
    page.wait_for_selector(f"text={w['ready']}", timeout=30_000)
    page.get_by_text(w["key"], exact=True).first.click()
    key = page.locator("[data-testid='stMain'] code").first.inner_text().strip()
    assert len(key) == 16, key
    page.wait_for_timeout(1000)  # the cookie script runs
    (cookie,) = [c for c in ctx.cookies() if c["name"] == "skruuvi_session"]
    assert cookie["sameSite"] == "Strict" and cookie["path"] == "/" and cookie["value"] != key
    assert cookie["expires"] > time.time() + 300 * 24 * 3600  # kept, not a session cookie

    # A typed address or a bookmark: a new page load, still signed in; the drill gives no signed-out notice.
    d = drill_by_id("leads/trump-touching-honours")
    page.goto(f"{server}/drills?drill={d.id}&lang={lang}")
    _ready(page, w["handbook"])
    assert page.get_by_text(w["signed_out"]).count() == 0
    page.get_by_role("radiogroup", name=w["card"]).get_by_role("radio", name=answer_of(d), exact=True).click()
    page.wait_for_timeout(800)
    page.get_by_role("button", name=w["check"]).click()
    page.wait_for_selector(f"text={w['right']}", timeout=15_000)
    _shot(page, f"journey-drill-answered-{lang}-{size}")

    page.reload()  # F5
    _ready(page, w["handbook"])
    assert page.get_by_text(w["signed_out"]).count() == 0
    assert _signed_in_as(page, "Journey tester", lang)

    # A link inside a page (the glossary's "taught in" lesson: a plain <a href>, a full page load), then
    # Back.  (A term in a lesson opens in place: test_a_term_opens_in_place_and_links_in_a_lesson_keep_its_answers.)
    page.goto(f"{server}/glossary?term=tikki&lang={lang}")
    _ready(page, w["taught"])
    page.locator("[data-testid='stMain'] a[href*='lesson=tricks']").first.click()
    page.wait_for_function("() => location.search.includes('lesson=tricks')", timeout=30_000)
    _ready(page, w["lesson"])
    assert _signed_in_as(page, "Journey tester", lang)
    # Back towards the glossary: whatever page Back lands on, the learner is still signed in.
    for _ in range(4):
        page.go_back()
        page.wait_for_timeout(2500)
        if "term=tikki" in page.url:
            break
    page.wait_for_selector("[data-testid='stApp']", timeout=30_000)
    page.wait_for_timeout(1500)
    assert _signed_in_as(page, "Journey tester", lang)

    # A new tab: signed in, and the answer is on the Progress page.
    tab = ctx.new_page()
    tab.goto(f"{server}/progress?lang={lang}")
    _ready(tab, w["data"])
    body = tab.locator("[data-testid='stMain']").inner_text()
    assert "Journey tester" in body and w["topics"] in body, body
    assert tab.locator("[data-testid='stMetricValue']").first.inner_text().strip() == "1"  # the one answer
    _shot(tab, f"journey-progress-new-tab-{lang}-{size}")

    # Sign out: signed out here, after a reload, and in a new tab.
    tab.get_by_role("button", name=w["sign_out"]).click()
    _ready(tab, w["create"])
    tab.wait_for_timeout(1000)
    assert not [c for c in ctx.cookies() if c["name"] == "skruuvi_session"]
    tab.reload()
    _ready(tab, w["create"])
    assert tab.get_by_text(w["sign_out"]).count() == 0
    other = ctx.new_page()
    other.goto(f"{server}/drills?drill={d.id}&lang={lang}")
    _ready(other, w["signed_out"])
    _no_exception(other)

    assert not any(key in s for s in seen), [s for s in seen if key in s]
    assert not any("learner=" in s for s in seen)
    ctx.close()
    if lang != "en":
        return  # the foreign-link check below runs once, in both languages

    # Somebody else's old link with ?learner=KEY signs nobody in: a notice, and the key leaves the address.
    for lang, notice, create in (
        ("en", "never opens a profile from a link", "Create a profile"),
        ("fi", "ei koskaan avaa profiilia linkistä", "Luo profiili"),
    ):
        visitor = b.new_context(viewport=DESKTOP)
        vp = visitor.new_page()
        vp.goto(f"{server}/drills?drill={d.id}&learner={key}&lang={lang}")
        _ready(vp, notice)
        assert "learner=" not in vp.url and key not in vp.url
        _shot(vp, f"journey-foreign-link-{lang}-desktop")
        vp.locator(".st-key-sk-menu a[href^='progress']").first.click()
        vp.wait_for_selector(f"text={create}", timeout=30_000)
        assert not [c for c in visitor.cookies() if c["name"] == "skruuvi_session"]
        visitor.close()


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_a_signed_out_drill_says_so_before_the_answer_and_signs_in_right_there(
    server: str, browser: object, lang: str
) -> None:
    fi = lang == "fi"
    b: Any = browser
    ctx = b.new_context(viewport={"width": PHONE["width"], "height": 1600})
    page = ctx.new_page()
    page.goto(f"{server}/drills?drill=leads/trump-touching-honours&lang={lang}")
    _ready(page, "Et ole kirjautunut sisään" if fi else "You are not signed in")
    _shot(page, f"drill-signed-out-{lang}-phone")
    page.get_by_role(
        "button", name="Kirjaudu sisään tai luo profiili" if fi else "Sign in or create a profile"
    ).click()
    panel = page.get_by_test_id("stPopoverBody")
    label = "Nimesi tai nimimerkkisi" if fi else "Your name or nickname"
    panel.get_by_label(label).fill("Popover")
    panel.get_by_label(label).press("Tab")
    _shot(page, f"drill-sign-in-panel-{lang}-phone")
    panel.get_by_role("button", name="Luo profiili" if fi else "Create a profile").click()
    _ready(page, "Olet kirjautunut sisään" if fi else "You are signed in")
    page.reload()
    _ready(page, "Käsikirjasta" if fi else "From the handbook")
    assert page.get_by_text("Et ole kirjautunut sisään" if fi else "You are not signed in").count() == 0
    _no_exception(page)
    ctx.close()


# ---------------------------------------------------------------- answering by pressing, in lessons and drills


@pytest.mark.parametrize(("lang", "size"), [("fi", "phone"), ("en", "desktop")])
def test_lesson_questions_are_answered_by_pressing_cards_and_calls(
    server: str, browser: object, lang: str, size: str
) -> None:
    """Issue 13: options show real cards and bids, never ``[[bid:…]]``; a call is pressed in a bid box and
    the cards that may be played are pressed (all thirteen of a void hand at once), as in the drills."""
    fi = lang == "fi"
    viewport = (
        {"width": PHONE["width"], "height": 2400} if size == "phone" else {"width": 1280, "height": 1400}
    )
    right = "Oikein." if fi else "Right."
    check = "Tarkista" if fi else "Check"
    for lesson in ("bids", "doubling", "discard-signals"):
        page = _open(browser, f"{server}/lessons?lesson={lesson}&lang={lang}", viewport)
        text = page.locator("[data-testid='stMain']").inner_text()
        assert "[[" not in text and "]]" not in text, lesson
        if lesson == "bids":  # question 5 (1♠), pressed in the second bid box; "1 spade" need not be typed
            box = page.get_by_role("radiogroup", name="Maalauksesi" if fi else "Your call").nth(1)
            box.get_by_role("radio", name="1♠", exact=True).click()
            page.wait_for_selector("[role=radio][aria-checked=true] >> text=1♠", timeout=15_000)
            page.wait_for_timeout(800)
            page.get_by_role("button", name=check, exact=True).nth(4).click()
            page.wait_for_selector(f"text={right}", timeout=15_000)
        if lesson == "discard-signals":  # question 1: every card of a hand void in the suit led
            page.get_by_role(
                "button", name="Valitse kaikki kortit" if fi else "Choose every card"
            ).first.click()
            page.wait_for_function(  # the rerun has pressed all thirteen cards
                "() => document.querySelectorAll('button[aria-pressed=true]').length >= 13", timeout=15_000
            )
            page.wait_for_timeout(800)
            page.get_by_role("button", name=check, exact=True).first.click()
            page.wait_for_selector(f"text={right}", timeout=15_000)
        _no_exception(page)
        _shot(page, f"lesson-quiz-{lesson}-{lang}-{size}")
        page.close()


def test_drill_details_seat_no_twice_chosen_card_and_answers_in_words(server: str, browser: object) -> None:
    """A legal-cards drill names the seat; the packet order never offers a card twice; a wrong discard
    reading is answered in words ("Partner holds ♦A."), never "honour"."""
    page = _open(browser, f"{server}/drills?drill=basics/void-after-giving-singleton&lang=fi", PHONE)
    _ready(page, "Olet pelaaja B.")
    assert "Olet pelaaja ." not in page.locator("[data-testid='stMain']").inner_text()
    _shot(page, "drill-legal-seat-fi-phone")
    page.close()
    page = _open(browser, f"{server}/drills?drill=gen.packet_order.kotkat.90570675&lang=en", DESKTOP)
    slots = page.locator('input[role="combobox"]')
    slots.nth(0).click()
    page.wait_for_timeout(600)
    top = page.get_by_role("option").all_inner_texts()[0]
    page.get_by_role("option", name=top, exact=True).click()
    page.wait_for_function(
        "() => document.querySelectorAll('input[role=combobox]').length == 4", timeout=15_000
    )
    page.wait_for_timeout(1500)  # the rerun that takes the top card out of the other slots
    slots.nth(1).click()
    page.wait_for_timeout(800)
    offered = page.get_by_role("option").all_inner_texts()
    assert len(offered) == 3 and top not in offered, (top, offered)  # the top card is not offered again
    page.get_by_role("option", name=offered[0], exact=True).click()
    page.wait_for_timeout(1500)
    assert [x.input_value() for x in slots.all()][:2] == [
        top,
        offered[0],
    ]  # choosing one never clears another
    _shot(page, "drill-packet-order-no-twice-en-desktop")
    page.close()
    page = _open(browser, f"{server}/drills?drill=gen.signal_read.any.387179824&lang=en", DESKTOP)
    from trainer.drills import drill_by_id
    from trainer.drills.texts import SIGNAL_CHOICES

    d = drill_by_id("gen.signal_read.any.387179824")
    wrong = next(k for k in SIGNAL_CHOICES if k != d.data["answer"] and k != "ace_away")
    page.get_by_text(SIGNAL_CHOICES[wrong].format(honour=str(d.data["honour"]))).click()
    page.wait_for_timeout(600)
    page.get_by_role("button", name="Check").click()
    page.wait_for_selector("text=The answer:", timeout=15_000)
    shown = page.locator("[data-testid='stMain']").inner_text()
    assert "The answer: honour" not in shown and "The answer: none" not in shown
    _no_exception(page)
    _shot(page, "drill-signal-read-words-en-desktop")
    page.close()


# ---------------------------------------------------------------- lesson progress and practice (issue 13)


@pytest.mark.parametrize(("lang", "size"), [("en", "desktop"), ("fi", "phone")])
def test_a_finished_lesson_shows_on_the_path_and_mistakes_can_be_retried(
    server: str, browser: object, lang: str, size: str
) -> None:
    """Answer a lesson's questions and mark it read: it is done on the learning path with its score and
    "continue" names the next lesson; a drill answered wrong is on Progress to retry, and each topic has
    its level and a button to practise it."""
    from trainer.drills import answer_of, drill_by_id
    from trainer.i18n import Translator
    from trainer.lessons import content, plain_text

    _ = Translator(lang)
    c = content()
    lesson = c.lessons[c.order[0]]
    b: Any = browser
    ctx = b.new_context(viewport=DESKTOP if size == "desktop" else PHONE)
    page = ctx.new_page()
    page.goto(f"{server}/progress?lang={lang}")
    _ready(page, _("Create a profile"))
    page.get_by_label(_("Your name or nickname")).fill(f"Path {lang}")
    page.get_by_label(_("Your name or nickname")).press("Tab")
    page.get_by_role("button", name=_("Create a profile")).click()
    page.wait_for_selector(
        f"text={_('Your profile is ready. Keep your personal key to open it on another device.')}"
    )

    page.goto(f"{server}/lessons?lesson={lesson.id}&lang={lang}")
    _ready(page, lesson.title.get(lang))
    assert all(q.kind == "choice" for q in lesson.questions)
    for i, q in enumerate(lesson.questions):
        radio = page.locator("[data-testid='stRadio']").nth(i)
        radio.get_by_text(plain_text(q.choices[int(q.answer)].get(lang), lang, c), exact=True).first.click()
        page.get_by_role("button", name=_("Check"), exact=True).nth(i).click()
        page.wait_for_timeout(600)
        _idle(page)
    finish = _("I have finished reading this lesson")
    page.get_by_role("button", name=finish).click()
    n = len(lesson.questions)
    page.wait_for_selector(
        f"text={_('Lesson done: read, and every question answered right.')}", timeout=15_000
    )
    _no_exception(page)
    _shot(page, f"lesson-done-{lang}-{size}")

    page.goto(f"{server}/?lang={lang}")
    nxt = c.lessons[c.order[1]].title.get(lang)
    _ready(page, _("Next lesson: {title}", title=nxt))
    body = page.locator("[data-testid='stMain']").inner_text()
    assert f"{lesson.title.get(lang)} · {n}/{n}" in body, body[:1500]
    assert _("Lessons done: {n} of {total}", n=1, total=len(c.order)) in body
    _no_exception(page)
    _shot(page, f"home-path-{lang}-{size}")

    d = drill_by_id("basics/word-pieti")
    wrong = next(o for o in d.data["options"] if o != answer_of(d))
    page.goto(f"{server}/drills?drill={d.id}&lang={lang}")
    _ready(page, _("Check"))
    from trainer.drills.texts import word_option

    page.locator("[data-testid='stRadio']").first.get_by_text(word_option(d, wrong, _), exact=True).click()
    page.get_by_role("button", name=_("Check")).first.click()
    page.wait_for_selector(f"text={_('Next drill')}", timeout=15_000)

    page.goto(f"{server}/progress?lang={lang}")
    retry = _("Retry my mistakes ({n})", n=1)
    _ready(page, retry)
    body = page.locator("[data-testid='stMain']").inner_text()
    assert _("Level {level} of {max}", level=1, max=4) in body, body[:2000]
    _no_exception(page)
    _shot(page, f"progress-topics-{lang}-{size}")
    page.get_by_role("button", name=retry).click()
    page.wait_for_url(f"**drill={d.id.replace('/', '%2F')}**", timeout=15_000)
    _ready(page, _("Check"))
    _no_exception(page)
    ctx.close()


# ---------------------------------------------------------------- the worked-deal viewer (issue 13)


def _in_view(page, selector: str) -> bool:  # type: ignore[no-untyped-def]
    box = page.locator(selector).first.bounding_box()
    vp = page.viewport_size
    return bool(box and vp and box["y"] >= 0 and box["y"] + min(box["height"], 60) <= vp["height"])


def test_a_worked_deal_from_a_lesson_keeps_its_step_steps_with_the_keys_and_back_returns_to_the_lesson(
    server: str, browser: object
) -> None:
    """Phone width: a deal link in a lesson; ← →; the step in the address survives a reload; Next and the
    commentary in view together under a compass table; Back returns to the lesson."""
    page = _open(browser, f"{server}/lessons?lesson=kotkat-exchanges&lang=en", PHONE)
    # The lesson's list of worked deals (an in-app link; a deal link in the text opens a new tab).
    page.locator("[data-testid='stPageLink-NavLink'][href^='deals?deal=kotkat-6s-to-6h']").click()
    page.wait_for_selector(".st-key-sk-deal-dock", timeout=30_000)
    page.wait_for_timeout(1000)
    for n in (1, 2, 3):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f"text=Step {n} of", timeout=15_000)
        page.wait_for_timeout(700)  # the rerun settles before the next key
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector("text=Step 2 of", timeout=15_000)
    page.wait_for_timeout(500)
    assert "step=2" in page.url and "deal=kotkat-6s-to-6h" in page.url
    page.reload()
    page.wait_for_selector("text=Step 2 of", timeout=30_000)
    _no_exception(page)
    # The table is a compass (C above, B left, D right, A below), and with it in view so are Next and the commentary.
    page.evaluate(
        "() => document.querySelector('.st-key-sk-deal-table .sk-table').scrollIntoView({block: 'start'})"
    )
    page.wait_for_timeout(500)
    box = {x: page.locator(f".sk-table .sk-{x}").bounding_box() for x in ("north", "west", "east", "south")}
    assert box["north"]["y"] < box["west"]["y"] < box["south"]["y"]  # type: ignore[index]
    assert box["west"]["x"] < box["north"]["x"] < box["east"]["x"]  # type: ignore[index]
    assert abs(box["west"]["y"] - box["east"]["y"]) < 2  # type: ignore[index]
    assert _in_view(page, ".st-key-step-kotkat-6s-to-6h-next button")
    assert _in_view(page, ".st-key-sk-deal-dock .sk-prose")
    _shot(page, "deal-compass-en-phone")
    page.go_back()
    page.wait_for_selector("text=the four-card exchange and the trump wish", timeout=30_000)
    assert "/lessons?lesson=kotkat-exchanges" in page.url
    _no_exception(page)
    page.close()


def test_back_from_another_page_returns_to_the_deal_at_its_step(server: str, browser: object) -> None:
    """Review M9: Worked deal → Glossary from the sidebar → Back shows the same deal at the same step."""
    page = _open(browser, f"{server}/deals?deal=alkupelit-grand-5g&step=7&lang=fi", DESKTOP)
    page.wait_for_selector("text=Vaihe 7/98", timeout=30_000)
    page.get_by_role("button", name="Seuraava").click()
    page.wait_for_selector("text=Vaihe 8/98", timeout=15_000)
    # The address takes the new step when the rerun ends; leaving before that would go back to step 7.
    page.wait_for_function("() => location.search.includes('step=8')", timeout=30_000)
    _idle(page)
    entries = page.evaluate("() => history.length")
    page.locator(".st-key-sk-menu a[href^='glossary']").first.click()
    page.wait_for_selector("text=Sanasto", timeout=30_000)
    page.wait_for_function("() => location.pathname.endsWith('/glossary')", timeout=30_000)
    _idle(page)
    # The menu's link opens the page with its language: one history entry, not a second one when the
    # page writes ?lang= into an empty address (Back would then stay on the glossary).
    assert page.evaluate("() => history.length") == entries + 1
    assert "lang=fi" in page.url
    page.go_back()
    page.wait_for_function("() => location.search.includes('step=8')", timeout=30_000)
    page.wait_for_selector("text=Vaihe 8/98", timeout=30_000)
    assert "step=8" in page.url
    _no_exception(page)
    _shot(page, "deal-back-fi-desktop")
    page.close()


def _idle(page) -> None:  # type: ignore[no-untyped-def]
    """Wait until the app's script has stopped running (three looks in a row; a rerun may follow a run).

    Streamlit marks the app's root with its script state; the status widget is no guide, as it also
    shows that a source file changed (other work in the tree while the test runs)."""
    quiet = 0
    for _ in range(150):
        state = page.locator("[data-testid='stApp']").get_attribute("data-test-script-state")
        quiet = quiet + 1 if state == "notRunning" else 0
        if quiet >= 3:
            return
        page.wait_for_timeout(200)


def _play_table_deal(page, over: str) -> int:  # type: ignore[no-untyped-def]
    """The learner's first legal action at every decision until ``over`` shows; the number of decisions.

    Each decision's widgets carry its step in their key (``tbl-<steps>-<take-backs>``), so a decision
    already answered (its widgets still fading out while the computers act) is never answered twice."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    decisions, done = 0, set()
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        _idle(page)
        if page.get_by_text(over, exact=True).count():
            return decisions
        keys = page.evaluate(
            """() => Array.from(document.querySelectorAll("[class*='st-key-tbl-']"))
                 .filter(e => e.dataset.stale !== 'true')
                 .flatMap(e => e.className.split(' ').filter(c => /^st-key-tbl-[0-9]+-[0-9]+$/.test(c)))"""
        )
        fresh = [k for k in keys if k not in done]
        if fresh:
            key = fresh[-1]
            try:
                page.locator(f".{key} [role='radiogroup']").get_by_role("radio").first.click(timeout=5000)
                _idle(page)
                page.locator(f".{key}-go button").click(timeout=5000)
            except PlaywrightTimeout:  # a rerun replaced the widgets under the pointer: look again
                continue
            done.add(key)
            decisions += 1
        page.wait_for_timeout(300)
    _shot(page, "table-stuck")
    raise AssertionError(f"the deal did not end in five minutes ({decisions} decisions made)")


@pytest.mark.parametrize(
    ("lang", "size", "form"),
    [("en", "desktop", "alkupelit"), ("fi", "phone", "kotkat"), ("fi", "desktop", "bolsevikit"),
     ("en", "phone", "alkupelit")],
)  # fmt: skip
def test_play_a_whole_deal_at_the_table(
    server: str, browser: object, lang: str, size: str, form: str
) -> None:
    """Set up a deal, play it to the end against the computers (no pause), read the result and the review."""
    viewport = DESKTOP if size == "desktop" else {"width": PHONE["width"], "height": 1400}
    page = _open(browser, f"{server}/table?lang={lang}&pause=0", viewport)
    _shot(page, f"table-setup-{lang}-{size}")
    page.get_by_text(form, exact=True).first.click()
    seed = page.get_by_test_id("stTextInputField")
    seed.fill("12")
    seed.press("Tab")
    _idle(page)
    page.locator(".st-key-table-start button").click()
    page.wait_for_selector("[class*='st-key-tbl-'] [role='radiogroup']", timeout=60_000)
    _idle(page)
    _no_exception(page)
    assert "play=t1." in page.url
    _shot(page, f"table-play-{lang}-{size}")
    over = "Jako on päättynyt" if lang == "fi" else "The deal is over"
    assert _play_table_deal(page, over) > 0
    page.wait_for_selector(
        "text=" + ("Päätöstesi läpikäynti" if lang == "fi" else "Review of your decisions")
    )
    page.wait_for_timeout(1500)
    _no_exception(page)
    page.set_viewport_size({"width": viewport["width"], "height": 3200})  # the whole review in one shot
    page.wait_for_timeout(800)
    _shot(page, f"table-review-{lang}-{size}")
    page.close()


def _press(page, target) -> None:  # type: ignore[no-untyped-def]
    """Click ``target`` once the app is idle; a rerun that replaced it under the pointer (a source file
    changed by other work in the tree) is waited out and the click tried again."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for attempt in range(3):
        _idle(page)
        try:
            target.click(timeout=10_000)
            break
        except PlaywrightTimeout:
            if attempt == 2:
                raise
    _idle(page)


@pytest.mark.parametrize(
    ("lang", "size"), [("fi", "desktop"), ("en", "desktop"), ("fi", "phone"), ("en", "phone")]
)
def test_play_along_in_a_worked_deal(server: str, browser: object, lang: str, size: str) -> None:
    """``&playalong=B``: the deal stops before each of B's decisions and asks; only B's hand is open while it
    asks; the answer is graded and Continue goes on; a reload keeps the mode, the seat and the step."""
    viewport = DESKTOP if size == "desktop" else PHONE
    deal = "alkupelit-grand-5g"
    page = _open(browser, f"{server}/deals?deal={deal}&playalong=B&lang={lang}", viewport)
    ask = "Mitä tekisit?" if lang == "fi" else "What would you do?"
    question = page.locator(".st-key-sk-play-question")
    nxt = page.locator(f".st-key-step-{deal}-next button")
    for n in range(4):
        for _ in range(60):  # step on to B's next decision
            _idle(page)
            if question.get_by_text(ask).count():
                break
            nxt.click()
        else:
            _shot(page, f"deal-play-along-failed-{lang}-{size}")
            raise AssertionError(f"no question came (decision {n + 1})")
        _no_exception(page)
        assert nxt.is_disabled()  # no stepping past an open question
        open_hands = page.locator(".sk-table .sk-seat .sk-hand")
        assert open_hands.count() == 1, "only B's own hand is open while B decides"
        if n == 0:
            _shot(page, f"deal-play-along-question-{lang}-{size}")
            if size == "phone":  # what the learner sees with the question scrolled into view
                question.scroll_into_view_if_needed()
                page.screenshot(path=str(ARTIFACTS / f"deal-play-along-question-{lang}-{size}-screen.png"))
        _press(page, question.get_by_role("radio").first)
        _press(page, question.locator("button[data-testid='stBaseButton-primary']"))  # Check
        assert question.locator("[data-testid='stAlert']").count() >= 1  # the handbook's word
        if n == 0:
            _shot(page, f"deal-play-along-answer-{lang}-{size}")
            if size == "phone":
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(ARTIFACTS / f"deal-play-along-answer-{lang}-{size}-screen.png"))
        _press(page, question.locator("button[data-testid='stBaseButton-primary']"))  # Continue
    assert "playalong=B" in page.url and "run=" in page.url
    step = page.url.split("step=")[1].split("&")[0]
    page.reload()
    page.wait_for_selector("[data-testid='stApp']", timeout=30_000)
    _idle(page)
    assert "playalong=B" in page.url and f"step={step}" in page.url
    _no_exception(page)
    _shot(page, f"deal-play-along-later-{lang}-{size}")
    page.close()


# ---------------------------------------------------------------- the scorecard on a phone (issue 13, M10)


def _fits_the_phone(page) -> None:  # type: ignore[no-untyped-def]
    """Nothing scrolls sideways: neither the document nor Streamlit's own scrolling main area."""
    widths = page.evaluate(
        """() => {
             const main = document.querySelector("[data-testid='stMain']");
             return [document.documentElement.scrollWidth, innerWidth,
                     main ? main.scrollWidth : 0, main ? main.clientWidth : 0];
           }"""
    )
    assert widths[0] <= widths[1] and widths[2] <= widths[3], widths


def test_the_scorecard_fits_a_phone_with_every_score_and_the_result_in_view(
    server: str, browser: object
) -> None:
    page = _open(browser, server + "/scorecard?lang=en", PHONE)
    link = _start_sheet(page)
    for slot, contract, declarer, tricks in (
        (None, "5♦", "A · Aino", "11"),
        ("Alkupelit 2", "6♥", "B · Bertta", "8"),
    ):
        _idle(page)
        _fill_deal(page, slot, contract, declarer, tricks)
        _idle(page)
        page.get_by_role("button", name="Save the deal").first.click()
        page.wait_for_selector(f"text=Saved {slot or 'Alkupelit 1'}", timeout=30_000)
    _idle(page)
    _no_exception(page)
    # The phone shows cards, not the grids; every card's last score and each player's result is on screen.
    assert page.locator(".st-key-sk-sc-wide-totals").is_hidden()
    assert page.locator(".st-key-sk-sc-wide-deals-0").is_hidden()
    deals = page.locator(".st-key-sk-sc-phone-deals-0 .sk-sc-card")
    assert deals.count() == 9  # eight deals and the sitsi's total
    assert "+25" in deals.nth(0).inner_text() and "6♥" in deals.nth(1).inner_text()
    results = page.locator(".st-key-sk-sc-phone-totals .sk-sc-big")
    assert results.count() == 4
    for box in [results.nth(i).bounding_box() for i in range(4)] + [
        deals.nth(k).locator(".sk-sc-num").last.bounding_box() for k in (0, 1, 8)
    ]:
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    # Entering a deal stays possible: the form's fields and its button are inside the screen too.
    for field in (
        page.get_by_label("Contract", exact=True).first,
        page.get_by_role("button", name="Save the deal"),
    ):
        box = field.bounding_box()
        assert box is not None and box["x"] + box["width"] <= PHONE["width"], box
    _fits_the_phone(page)
    page.set_viewport_size({"width": PHONE["width"], "height": 3600})  # Streamlit scrolls inside: a tall shot
    page.wait_for_function("() => innerHeight === 3600")
    _shot(page, "scorecard-phone-deals-en")
    page.set_viewport_size({"width": DESKTOP["width"], "height": 3000})  # a wide screen keeps the grids
    page.wait_for_function("() => innerWidth === 1280")
    assert page.locator(".st-key-sk-sc-wide-totals").is_visible()
    assert page.locator(".st-key-sk-sc-phone-totals").is_hidden()
    _shot(page, "scorecard-desktop-deals-en")
    page.close()
    page = _open(browser, link.replace("lang=en", "lang=fi"), PHONE)
    page.wait_for_selector(".st-key-sk-sc-phone-deals-0 .sk-sc-card", timeout=30_000)
    _idle(page)
    _no_exception(page)
    assert "Lopputulos" in page.locator(".st-key-sk-sc-phone-totals").inner_text()
    _fits_the_phone(page)
    page.set_viewport_size({"width": PHONE["width"], "height": 3600})
    page.wait_for_function("() => innerHeight === 3600")
    _shot(page, "scorecard-phone-deals-fi")
    page.close()


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_term_opens_in_place_and_links_in_a_lesson_keep_its_answers(
    server: str, browser: object, lang: str, size: str
) -> None:
    """Issue 13 (newuser H3, M9): answer a question in a lesson; a term opens its card in place (mouse,
    keyboard with Esc, or a tap on a phone) with no navigation at all; a deal link in the text opens in
    a new tab and the lesson stays as it was; a deal from the lesson's list and Back: the same lesson,
    the answer still shown."""
    b: Any = browser
    phone = size == "phone"
    vp = PHONE if phone else DESKTOP
    ctx = b.new_context(viewport=vp, has_touch=phone, is_mobile=phone)
    page = ctx.new_page()
    page.goto(f"{server}/lessons?lesson=kotkat-exchanges&lang={lang}")
    key = "q-kotkat-exchanges-one-suit-wish"
    right = "Oikein." if lang == "fi" else "Right."
    page.wait_for_selector(f".st-key-{key} [role='radiogroup'] label", timeout=30_000)
    _idle(page)
    page.locator(f".st-key-{key} [role='radiogroup'] label").nth(2).click()  # hearts: right
    _idle(page)
    page.locator(f".st-key-{key}-check button").click()
    page.wait_for_selector(f"text={right}", timeout=30_000)
    _idle(page)
    address, entries = page.url, page.evaluate("() => history.length")

    term = page.locator("[data-testid='stMain'] .sk-prose p .sk-term").first
    card = page.locator("[data-testid='stMain'] .sk-prose p .sk-tip-card").first
    term.scroll_into_view_if_needed()
    assert not card.is_visible()
    if phone:
        term.tap()
    else:
        term.hover()
    card.wait_for(state="visible", timeout=5_000)
    box = card.bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= vp["width"], box  # never off the screen
    text = card.inner_text()
    assert ("Lisää sanastossa" if lang == "fi" else "More in the glossary") in text and len(text) > 40, text
    _shot(page, f"term-card-{lang}-{size}")
    if phone:  # a tap elsewhere closes it
        page.locator("[data-testid='stMain'] h1").first.tap()
    else:  # the pointer leaves; then the keyboard: focus opens it, Esc closes it
        page.mouse.move(5, 5)
        card.wait_for(state="hidden", timeout=5_000)
        term.focus()
        card.wait_for(state="visible", timeout=5_000)
        page.keyboard.press("Escape")
    card.wait_for(state="hidden", timeout=5_000)
    assert page.url == address and page.evaluate("() => history.length") == entries  # no navigation at all

    # A deal link in the text: a new tab; the lesson stays as it was, with its answer.
    with ctx.expect_page() as opened:
        page.locator(".sk-prose a[href^='deals?deal=kotkat-6s-to-6h']").first.click()
    deal = opened.value
    deal.wait_for_selector(".st-key-sk-deal-dock", timeout=30_000)
    assert "deal=kotkat-6s-to-6h" in deal.url
    _no_exception(deal)
    deal.close()
    assert page.url == address and page.get_by_text(right, exact=True).count() == 1

    # The lesson's own list of worked deals: in the app, same tab; Back returns with the answer shown.
    page.locator("[data-testid='stPageLink-NavLink'][href^='deals?deal=kotkat-6s-to-6h']").click()
    page.wait_for_selector(".st-key-sk-deal-dock", timeout=30_000)
    _idle(page)
    page.go_back()
    page.wait_for_function("() => location.search.includes('lesson=kotkat-exchanges')", timeout=30_000)
    page.wait_for_selector(f"text={right}", timeout=30_000)
    _idle(page)
    assert page.locator(f".st-key-{key} input[type='radio']").nth(2).is_checked()
    _no_exception(page)
    ctx.close()


# ---------------------------------------------------------------- larger text and four colours (issue 13, L2, L5)

_SIZES = """() => {
  const size = (s) => { const e = document.querySelector(s); return e ? parseFloat(getComputedStyle(e).fontSize) : 0; };
  return {radio: size("[data-testid='stRadioOption'] p"), button: size("[data-testid^='stBaseButton'] p"),
          caption: size("[data-testid='stCaptionContainer']"), label: size("[data-testid='stWidgetLabel'] p"),
          select: size("[data-testid='stSelectbox'] input"), menu: size(".st-key-sk-menu a span")};
}"""


def _sizes(browser: object, url: str, ready: str) -> dict[str, float]:
    page = _open(browser, url, DESKTOP)
    page.wait_for_selector(ready, timeout=30_000)
    _idle(page)
    _no_exception(page)
    sizes: dict[str, float] = page.evaluate(_SIZES)
    page.close()
    return sizes


def test_larger_text_reaches_every_widget_and_four_colours_every_suit_in_a_label(
    server: str, browser: object
) -> None:
    lesson, scorecard = "/lessons?lesson=bids&lang=en", "/scorecard?lang=en"
    radio, select = "[data-testid='stRadioOption']", "[data-testid='stSelectbox'] input"
    normal = _sizes(browser, server + lesson, radio) | {
        "select": _sizes(browser, server + scorecard, select)["select"]
    }
    large = _sizes(browser, server + lesson + "&text=large&suits=4", radio) | {
        "select": _sizes(browser, server + scorecard + "&text=large", select)["select"]
    }
    for what in ("radio", "button", "caption", "label", "select", "menu"):
        assert normal[what] > 0 and large[what] >= 1.2 * normal[what], (what, normal[what], large[what])
    page = _open(browser, server + lesson + "&suits=4", DESKTOP)
    page.wait_for_selector(radio, timeout=30_000)
    _idle(page)
    hearts = page.locator(f"{radio} span").filter(has_text="♥")
    assert hearts.count() > 0
    assert hearts.first.evaluate("e => getComputedStyle(e).color") == "rgb(200, 16, 46)"  # the cards' red
    page.close()


# ---------------------------------------------------------------- the whole scorecard on a phone, suits in colour (issue 13)

#: Every suit symbol in the text under ``root`` with the colour it is drawn in: [[symbol, "rgb(…)"], …].
_SUIT_COLOURS = """(root) => {
  const out = [], walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    for (const ch of n.nodeValue) if ("♠♥♦♣".includes(ch)) out.push([ch, getComputedStyle(n.parentElement).color]);
  }
  return out;
}"""

#: Anything in the page that scrolls sideways or reaches past the screen's right edge (shown elements only).
_SIDEWAYS = """() => {
  const out = [];
  for (const e of document.querySelectorAll("[data-testid='stMain'] *")) {
    if (!e.getClientRects().length) continue;
    const ox = getComputedStyle(e).overflowX;
    if ((ox === "auto" || ox === "scroll") && e.scrollWidth > e.clientWidth + 1)
      out.push(["scrolls", e.className.toString().slice(0, 60), e.scrollWidth, e.clientWidth]);
    const r = e.getBoundingClientRect();
    if (r.width > 0 && r.right > innerWidth + 1) out.push(["past the edge", e.tagName, e.className.toString().slice(0, 60), r.right]);
  }
  return out;
}"""

#: The four-colour deck as the browser computes it (trainer.ui.cards_html.FOUR_COLOURS).
_FOUR = {"♠": "rgb(27, 27, 27)", "♥": "rgb(200, 16, 46)", "♦": "rgb(0, 80, 179)", "♣": "rgb(10, 107, 46)"}


def _in_its_colour(suit: str, colour: str) -> bool:
    """The deck's colour; a spade in Markdown keeps the text's own near-black (suits_markdown)."""
    if suit == "♠":
        return all(int(x) < 80 for x in colour.removeprefix("rgb(").removesuffix(")").split(","))
    return colour == _FOUR[suit]


def _seed_scorecard(page, tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:  # type: ignore[no-untyped-def]
    """Start a sheet in the page, then save alkupelit, kotkat, a passimisääri and three bolsevikit deals
    straight into the server's database (found as the one that opens the new sheet with its token)."""
    from urllib.parse import parse_qs, urlparse

    from trainer.bids import BOLSHEVIK, Form, Strain, bid
    from trainer.scoresheet import BolshevikEntry, DealEntry
    from trainer.scoring import Doubling
    from trainer.seats import Seat
    from trainer.storage import StorageError
    from trainer.storage.sheets import SheetStore

    query = parse_qs(urlparse(_start_sheet(page)).query)
    sid, tok = query["sheet"][0], query["edit"][0]
    for db in sorted(tmp_path_factory.getbasetemp().glob("data*/progress.sqlite3")):
        store = SheetStore(db, legacy=None)
        try:
            v = store.open(sid, token=tok).version
        except StorageError:
            continue
        for index, entry in (
            (0, DealEntry.painted(Form.ALKUPELIT, "5♦", Seat.A, 11)),
            (1, DealEntry.painted(Form.ALKUPELIT, "6♥", Seat.B, 8, Doubling.DOUBLED)),
            (2, DealEntry.passed(Form.ALKUPELIT, 7)),
            (4, DealEntry.painted(Form.KOTKAT, "7♣", Seat.C, 13)),
            (5, DealEntry.painted(Form.KOTKAT, "7♠", Seat.D, 9)),
        ):
            v = store.save_deal(sid, 0, index, entry, base_version=v, who="Aino", token=tok).version
        aces = ((1, False), (4, False), (5, False), (10, False))
        for b in (
            BolshevikEntry(
                sitsi=0, player=Seat.A, contract=BOLSHEVIK, player_tricks=0, doubled_by=(Seat.B,), aces=aces
            ),
            BolshevikEntry(sitsi=0, player=Seat.C, contract=bid(7, Strain.HEARTS), player_tricks=13),
            BolshevikEntry.thrown_in(0),
        ):
            v = store.add_bolshevik(sid, b, base_version=v, who="Bertta", token=tok).version
        return sid, tok
    raise AssertionError("the server's database was not found")


@pytest.mark.parametrize("lang", ["fi", "en"])
def test_the_whole_scorecard_fits_a_phone_and_every_suit_on_it_is_in_colour(
    server: str, browser: object, tmp_path_factory: pytest.TempPathFactory, lang: str
) -> None:
    """Issue 13 (M10, L5): with alkupelit, kotkat and bolsevikit deals and the history open, nothing on the
    scorecard scrolls sideways at 390 px (every table is cards there); the suits of the phone cards, the
    saved game beside the deal list, the bolshevik contracts and the deal to remove are in the four colours."""
    fi = lang == "fi"
    page = _open(browser, server + "/scorecard?lang=en", PHONE)
    sid, tok = _seed_scorecard(page, tmp_path_factory)
    page.goto(f"{server}/scorecard?sheet={sid}&edit={tok}&lang={lang}&suits=4")
    page.wait_for_selector(".st-key-sk-sc-phone-bolsevikit .sk-sc-card", timeout=30_000)
    _idle(page)
    history = page.locator("[data-testid='stExpander'] summary").filter(
        has_text="Muutoshistoria" if fi else "History of changes"
    )
    history.scroll_into_view_if_needed()
    history.click()
    page.wait_for_selector(".st-key-sk-sc-phone-history .sk-sc-card", timeout=30_000)
    _combo(page, "Jako" if fi else "Deal", "Alkupeli 1" if fi else "Alkupelit 1")
    page.wait_for_selector(".st-key-sc-0-0-saved", timeout=30_000)
    _idle(page)
    _no_exception(page)
    # Cards, not grids: five deals and the total, three bolshevik deals with their total and result, nine changes.
    for name in ("totals", "deals-0", "bolsevikit", "history"):
        assert page.locator(f".st-key-sk-sc-wide-{name}").is_hidden(), name
    assert page.locator(".st-key-sk-sc-phone-bolsevikit .sk-sc-card").count() == 5
    assert page.locator(".st-key-sk-sc-phone-history .sk-sc-card").count() == 9
    assert page.evaluate(_SIDEWAYS) == []
    _fits_the_phone(page)
    # Every suit symbol in the cards, beside the deal list and in the changed widgets has the deck's colour.
    for where, wanted in (
        (".st-key-sk-sc-phone-deals-0", "♦♥♣♠"),
        (".st-key-sk-sc-phone-bolsevikit", "♥"),
        (".st-key-sk-sc-phone-history", "♦♥♣♠"),
        (".st-key-sc-0-0-saved", "♦"),
        (".st-key-sc-bol-contract", "♠♥♦♣"),
        (".st-key-sc-bol-which", "♥"),
    ):
        found = page.locator(where).first.evaluate(_SUIT_COLOURS)
        assert {s for s, _c in found} == set(wanted), (where, found)
        assert all(_in_its_colour(s, c) for s, c in found), (where, found)
    page.set_viewport_size({"width": PHONE["width"], "height": 9000})  # Streamlit scrolls inside: a tall shot
    page.wait_for_function("() => innerHeight === 9000")
    _shot(page, f"scorecard-phone-all-{lang}")
    page.close()
    # The same sheet opened on a desktop, as a learner would (resizing one page from 390 px to 1280 px left
    # the grids measured for another width for a while under load: a clean-clone CI failure).
    page = _open(browser, f"{server}/scorecard?sheet={sid}&edit={tok}&lang={lang}&suits=4",
                 {"width": DESKTOP["width"], "height": 6000})  # fmt: skip
    page.wait_for_selector(".st-key-sk-sc-wide-bolsevikit", state="visible", timeout=30_000)
    history = page.locator("[data-testid='stExpander'] summary").filter(
        has_text="Muutoshistoria" if fi else "History of changes"
    )
    history.scroll_into_view_if_needed()
    history.click()
    page.wait_for_selector(".st-key-sk-sc-wide-history", state="visible", timeout=30_000)
    _idle(page)
    _no_exception(page)
    # Under load the page's style and its last elements arrive after the script is idle: wait for them.
    page.locator(".st-key-sk-sc-phone-history").wait_for(state="hidden", timeout=30_000)
    wide_tables = (
        ".st-key-sk-sc-wide-deals-0",
        ".st-key-sk-sc-wide-bolsevikit",
        ".st-key-sk-sc-wide-history",
    )
    for where in wide_tables:
        page.wait_for_function(
            "w => { const e = document.querySelector(w); return !!e && /[♠♥♦♣]/.test(e.textContent || ''); }",
            arg=where,
            timeout=30_000,
        )
    import contextlib

    from playwright.sync_api import Error as PlaywrightError

    with contextlib.suppress(PlaywrightError):  # the assertion below says what still sticks out
        page.wait_for_function(f"() => ({_SIDEWAYS})().length === 0", timeout=15_000)
    wide = page.evaluate(_SIDEWAYS)
    assert wide == [], wide[:5]
    # The wide tables with games are Markdown tables: their suits are in the deck's colours too.
    for where in wide_tables:
        found = page.locator(where).first.evaluate(_SUIT_COLOURS)
        assert found and all(_in_its_colour(s, c) for s, c in found), (where, found)
    _shot(page, f"scorecard-desktop-all-{lang}")
    page.close()
