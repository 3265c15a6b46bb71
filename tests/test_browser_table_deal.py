"""Browser tests (issue 15): a sitsi's first deal played in the page with its score sheet row checked against
the engine's scoring, and a finished table deal opened in the worked-deal viewer and back (fi and en, desktop
and phone).  The server, the browser and the helpers are tests/test_browser.py's."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest

from tests import test_browser as tb
from tests.test_browser import DESKTOP, PHONE, _idle, _no_exception, _open, _play_table_deal, _shot
from trainer.bids import Form
from trainer.records import result_of
from trainer.seats import Seat
from trainer.tablegame import Setup, Sitsi, TableGame

# tests/test_browser.py's fixtures (a Streamlit server and Chromium for this module).
server = tb.server
browser = tb.browser


def _token(page) -> str:  # type: ignore[no-untyped-def]
    return str(parse_qs(urlparse(page.url).query)["play"][0])


def test_a_sitsis_first_deal_fills_its_row_of_the_score_sheet(server: str, browser: object) -> None:
    """Start a sitsi, play its first deal to the end; the sheet's first row shows each pair's points for the
    deal and the running sum, as trainer.scoring counts them for the deal's record (*Skruuvin pistelasku*)."""
    page = _open(browser, f"{server}/table?lang=en&pause=0", DESKTOP)
    _idle(page)
    label = "a whole sitsi (4 alkupelit + 4 kotkat)"
    for _i in range(5):  # a click lost to a rerun is made again, until the radio shows it
        page.get_by_text(label, exact=True).click()
        _idle(page)
        if page.get_by_role("radio", name=label).is_checked():
            break
    assert page.get_by_role("radio", name=label).is_checked()
    seed = page.get_by_test_id("stTextInputField")
    seed.fill("5")
    seed.press("Tab")
    _idle(page)
    page.locator(".st-key-table-start button").click()
    page.wait_for_function("() => location.search.includes('play=s1.')", timeout=60_000)
    page.wait_for_selector("[class*='st-key-tbl-'] [role='radiogroup']", timeout=60_000)
    _no_exception(page)
    assert _play_table_deal(page, "The deal is over") > 0
    page.wait_for_selector(".sk-sheet tbody tr td.num", timeout=60_000)
    _idle(page)
    _no_exception(page)
    # The address carries the sitsi's token once the page has saved the finished deal.
    page.wait_for_function("() => /play=s1\\./.test(location.search)", timeout=30_000)
    first = Sitsi.from_token(_token(page)).games[0]
    for _i in range(50):
        if first.is_over:
            break
        page.wait_for_timeout(200)
        first = Sitsi.from_token(_token(page)).games[0]
    assert first.is_over
    record = first.record()
    score = result_of(record.replay()).score  # trainer.scoring's points for the pairs
    cells = page.locator(".sk-sheet tbody tr").first.locator("td.num").all_inner_texts()
    ac, bd = score["AC"], score["BD"]
    assert cells == [f"{ac:+d}", f"{ac:+d}", f"{bd:+d}", f"{bd:+d}"]
    total = page.locator(".sk-sheet tr.sk-sheet-total td.num").all_inner_texts()
    assert total == [f"{ac:+d}", f"{bd:+d}"]
    _shot(page, "table-sitsi-first-deal-en-desktop")
    page.close()


def _finished_token() -> str:
    """A kotkat deal played to the end by the engine for the learner (first legal action each time)."""
    game = TableGame(Setup(Form.KOTKAT, Seat.A, "handbook", 12))
    while not game.is_over:
        if game.learner_to_act:
            game.play(game.state.legal_actions()[0])
        else:
            game.computer_step()
    return game.token()


@pytest.mark.parametrize("lang", ["fi", "en"])
@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_finished_deal_opens_in_the_worked_deal_viewer_and_back(
    server: str, browser: object, lang: str, size: str
) -> None:
    """The finished deal's link opens the viewer at the table deal (its address reproduces it); the last step
    shows the result; Back to the table returns to the deal's result."""
    token = _finished_token()
    viewport = DESKTOP if size == "desktop" else PHONE
    page = _open(browser, f"{server}/table?lang={lang}&pause=0&play={token}", viewport)
    over = "Jako on päättynyt" if lang == "fi" else "The deal is over"
    page.get_by_text(over, exact=True).wait_for(timeout=60_000)
    _idle(page)
    _no_exception(page)
    link = page.get_by_text(
        "Käy jako läpi askel kerrallaan esimerkkijakojen katselussa"
        if lang == "fi"
        else "Step through the deal in the worked-deal viewer"
    )
    link.wait_for(timeout=30_000)
    _shot(page, f"table-over-viewer-link-{lang}-{size}")
    link.click()
    page.wait_for_function(
        "() => location.pathname.endsWith('/deals') && location.search.includes('record=')"
    )
    title = "Pelipöydässä pelaamasi jako" if lang == "fi" else "Your deal at the table"
    page.get_by_text(re.compile(title)).first.wait_for(timeout=60_000)
    _idle(page)
    _no_exception(page)
    assert parse_qs(urlparse(page.url).query)["record"][0] == token
    _shot(page, f"table-deal-in-viewer-{lang}-{size}")
    # The last step: the result closes the commentary.
    page.get_by_role("slider").focus()
    page.keyboard.press("End")
    _idle(page)
    page.wait_for_selector(
        "text=" + ("Pisteet pareittain" if lang == "fi" else "Score per pair"), timeout=30_000
    )
    _no_exception(page)
    _shot(page, f"table-deal-in-viewer-end-{lang}-{size}")
    back = "Takaisin pelipöytään" if lang == "fi" else "Back to the table"
    page.get_by_text(back).click()
    page.wait_for_function("() => location.pathname.endsWith('/table')")
    page.get_by_text(over, exact=True).wait_for(timeout=60_000)
    _no_exception(page)
    page.close()
