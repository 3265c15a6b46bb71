"""One catalogue for every error code (trainer.texts.ERRORS), in Finnish and English, and the error layers.

The source is walked (tests/error_codes.py) for every code the package and its pages can raise; a code
with no sentence, a sentence missing from a catalog, a raise site whose params no template fits, or a
Finnish text that is the English one fails here.  Review finding 2026-11 §2.5/§3.3: Finnish users read
English ``e.message`` for about 75 of 105 codes because the old test scanned only ``state.py``.
"""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from tests.error_codes import ROOT, Site, codes, scan, scan_trees
from trainer.errors import IllegalActionError, NotationError, RecordError, ScoreInputError, SkruuviError
from trainer.i18n import LANGUAGES, Translator, translator
from trainer.texts import ERRORS, Entry, Plural, Template, catalogued_codes, error_templates, error_text

FI, EN = Translator("fi"), Translator("en")


@pytest.fixture(scope="module")
def sites() -> list[Site]:
    return scan()


def _catalog(lang: str) -> Catalog:
    with (ROOT / "locales" / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        return read_po(f, locale=lang)


def _templates(entry: Entry) -> tuple[Template, ...]:
    return (entry,) if isinstance(entry, (str, Plural)) else entry


def _msgids(template: Template) -> tuple[str, ...]:
    return (template.singular, template.plural) if isinstance(template, Plural) else (template,)


def _missing_texts(raised: set[str], catalogs: dict[str, Catalog]) -> list[str]:
    """Codes with no sentence, or whose sentence is not translated in a catalog."""
    known = catalogued_codes()
    problems = [f"{code}: no text in trainer.texts.ERRORS" for code in sorted(raised - known)]
    for code in sorted(raised & known):
        for template in error_templates(code):
            first = _msgids(template)[0]
            for lang, cat in catalogs.items():
                msg = cat.get(first)
                raw = () if msg is None else msg.string
                strings = tuple(raw) if isinstance(raw, (tuple, list)) else (raw,)
                if msg is None or msg.fuzzy or not all(s and s.strip() for s in strings):
                    problems.append(f"{code}: {first!r} is not translated in the {lang} catalog")
    return problems


# --- the scan ---------------------------------------------------------------------------------------------


def test_the_scan_finds_codes_in_every_layer_and_package(sites: list[Site]) -> None:
    found = codes(sites)
    assert len(found) >= 150, len(found)
    for code in (
        "illegal_must_follow",  # built by illegal("must_follow", ...) in the phase modules
        "illegal_deal_over",
        "not_their_turn",  # trainer/auction.py
        "bad_hand_char",  # trainer/cards.py
        "bad_name",  # trainer/progress
        "unknown_sheet",  # trainer/storage
        "busy",  # trainer/storage/db.py, through cls(...)
        "drill_unknown",  # trainer/drills
        "lead_received_not_in_hand",  # trainer/conventions
        "record_type",  # rd.err(path, message, "record_type") in trainer/records.py
        "yaml_too_deep",  # self._refuse(message, event, "yaml_too_deep") in trainer/yamlio.py
        "rate_limited",  # RateLimited(...): the class's default code
        "stale_sheet",
        "missing_tricks",  # app_pages/scorecard.py
    ):
        assert code in found, code
    where = {s.path.split("/")[1] if s.path.count("/") > 1 else s.path for s in sites}
    assert {"storage", "progress", "drills", "conventions", "phases"} <= where, where


def test_the_scan_reads_helper_literals_as_params(sites: list[Site]) -> None:
    """``_bad_deal("missing_hand", ..., seat=...)`` is a dd_bad_deal site whose problem is "missing_hand"."""
    dd = [s for s in sites if s.code == "dd_bad_deal" and s.params.get("problem") == "missing_hand"]
    assert dd and "seat" in dd[0].params
    must_follow = [s for s in sites if s.code == "illegal_must_follow"]
    assert must_follow and must_follow[0].params["reason"] == "must_follow"


SYNTHETIC = """
from trainer.errors import NotationError, SkruuviError
from trainer.game import illegal


class OddError(SkruuviError):
    code = "odd_default_code"


def helper(message, code):
    return NotationError(message, code=code)


def f():
    raise NotationError("x", code="surely_not_a_catalogued_code")


def g():
    raise illegal("made_up_reason", "y")


def h():
    raise helper("z", "helper_made_code")


def i():
    raise OddError("w")
"""


def test_the_check_fails_for_codes_without_a_text() -> None:
    """The test can fail: a synthetic module raising four unknown codes, one of each kind of site."""
    real = [
        (str(p.relative_to(ROOT)), ast.parse(p.read_text(encoding="utf-8")))
        for p in [ROOT / "trainer/game.py"]
    ]
    synthetic = scan_trees([*real, ("synthetic.py", ast.parse(SYNTHETIC))])
    new = {s.code for s in synthetic if s.path == "synthetic.py"}
    assert new == {
        "surely_not_a_catalogued_code",
        "illegal_made_up_reason",
        "helper_made_code",
        "odd_default_code",
    }
    problems = _missing_texts(new | {"bad_card"}, {"fi": _catalog("fi")})
    assert len(problems) == 4 and all("no text" in p for p in problems), problems


def test_a_text_missing_from_a_catalog_is_found() -> None:
    fi = _catalog("fi")
    del fi["A seat is A, B, C or D."]
    assert _missing_texts({"bad_seat", "bad_card"}, {"fi": fi}) == [
        "bad_seat: 'A seat is A, B, C or D.' is not translated in the fi catalog"
    ]


# --- the catalogue --------------------------------------------------------------------------------------


def test_every_code_raised_has_a_text_in_both_catalogs(sites: list[Site]) -> None:
    problems = _missing_texts(codes(sites), {lang: _catalog(lang) for lang in LANGUAGES})
    assert not problems, "\n".join(problems)


def _fields(template: Template) -> set[str]:
    text = template.plural if isinstance(template, Plural) else template
    return {n for _, n, _, _ in string.Formatter().parse(text) if n} - {"n"}


def test_every_raise_site_gets_a_finnish_sentence(sites: list[Site]) -> None:
    """At each site, with the params it passes, error_text finds a template: Finnish, not the English message.

    Params whose value the site computes get a stand-in (2); a literal is used as it is, so a site's
    variant (a name's ``problem``...) is the one checked.  A site that passes more than it names (a
    ``**`` argument, a class that sets its own params) cannot be checked here.
    """
    bad = []
    for site in sites:
        if site.open_params:
            continue
        params = {k: (2 if v is None else v) for k, v in site.params.items()}
        message = f"english message of {site.code}"
        e = SkruuviError(message, code=site.code, **params)
        fi, en = error_text(e, FI), error_text(e, EN)
        if fi in (message, en) or en == message:
            bad.append(f"{site.path}:{site.line} {site.code} {sorted(params)}: {fi!r}")
    assert not bad, "no template fits (or Finnish = English):\n" + "\n".join(bad)


def test_the_finnish_catalog_differs_from_the_english_text_for_every_template() -> None:
    same = []
    for key, entry in ERRORS.items():
        for template in _templates(entry):
            ids = _msgids(template)
            fi = (
                translator("fi").ngettext(ids[0], ids[1], 2)
                if len(ids) == 2
                else translator("fi").gettext(ids[0])
            )
            if fi == ids[-1]:
                same.append(f"{key}: {ids[-1]!r}")
    assert not same, "\n".join(same)


def test_every_template_has_fields_a_site_can_fill(sites: list[Site]) -> None:
    """A template with a field no site of its code passes could never be chosen."""
    passed: dict[str, set[str]] = {}
    open_codes = {s.code for s in sites if s.open_params}
    for s in sites:
        passed.setdefault(s.code, set()).update(s.params)
    unused = []
    for key, entry in ERRORS.items():
        code = key.partition("/")[0]
        if code not in passed or code in open_codes:
            continue
        for template in _templates(entry):
            missing = _fields(template) - passed[code]
            if missing:
                unused.append(f"{key}: {sorted(missing)}")
    assert not unused, "\n".join(unused)


# --- sentences ----------------------------------------------------------------------------------------------


def test_review_examples_are_finnish_now() -> None:
    """The three English leaks of the review (§2.5), each in Finnish and naming the seat, place or problem."""
    from trainer.auction import bidding_state, parse_calls
    from trainer.bids import Form
    from trainer.cards import parse_cards
    from trainer.progress.store import ProgressError, check_name
    from trainer.seats import Seat

    hand = parse_cards("♠AK1084 ♥A6 ♦KQ5 ♣J3")
    with pytest.raises(IllegalActionError) as e:
        bidding_state(Form.ALKUPELIT, Seat.A, Seat.B, hand, parse_calls("1♠ pass"))
    assert error_text(e.value, FI) == "Näiden maalausten jälkeen maalausvuorossa on C, ei B."
    assert error_text(e.value, EN) == "After these calls it is C's turn to call, not B's."
    with pytest.raises(NotationError) as n:
        parse_cards("♠AK ♥QJ ♦10 9 ♣X")
    assert error_text(n.value, FI) == "Odottamaton merkki ”X” kohdassa 16 tekstissä ”♠AK ♥QJ ♦10 9 ♣X”."
    with pytest.raises(ProgressError) as p:
        check_name("")
    assert error_text(p.value, FI) == "Nimi ei saa olla tyhjä."
    assert error_text(p.value, EN) == "A name must not be empty."


@pytest.mark.parametrize(
    ("name", "fi"),
    [
        ("", "Nimi ei saa olla tyhjä."),
        ("x" * 41, "Nimessä voi olla enintään 40 merkkiä (tässä on 41)."),
        ("Ai\x07no", "Nimessä ei saa olla ohjausmerkkejä (U+0007 kohdassa 3)."),
        ("\u200b\u200b", "Nimessä on oltava jotakin näkyvää."),
        (None, "Oppijan nimen on oltava tekstiä."),
    ],
)
def test_a_learner_name_is_refused_in_finnish_with_its_problem(name: object, fi: str) -> None:
    from trainer.progress.store import ProgressError, check_name

    with pytest.raises(ProgressError) as e:
        check_name(name)
    assert error_text(e.value, FI) == fi


def test_plural_forms_follow_the_number() -> None:
    one = NotationError("x", code="bad_hand_size", seat="B", count=1, expected=13)
    many = NotationError("x", code="bad_hand_size", seat="B", count=5, expected=13)
    assert (
        error_text(one, FI) == "Pelaajan B kädessä on 1 kortti, mutta tässä pelimuodossa käteen jaetaan 13."
    )
    assert (
        error_text(many, FI) == "Pelaajan B kädessä on 5 korttia, mutta tässä pelimuodossa käteen jaetaan 13."
    )
    assert error_text(one, EN) == "Hand B has 1 card, but 13 are dealt here."
    assert error_text(many, EN) == "Hand B has 5 cards, but 13 are dealt here."


def test_the_most_specific_template_that_fits_is_taken() -> None:
    with_position = NotationError("x", code="bad_call", text="5X", position=3)
    assert (
        error_text(with_position, FI) == "3. maalaus: ”5X” ei ole maalaus (esimerkiksi pass, 5♦, 5D, 3G, 6M)."
    )
    plain = NotationError("x", code="bad_call", text="5X")
    assert error_text(plain, FI) == "”5X” ei ole maalaus (esimerkiksi pass, 5♦, 5D, 3G, 6M)."
    no_params = ScoreInputError("x", code="bad_tricks")
    assert error_text(no_params, FI) == "Tikkien määrän on oltava kokonaisluku väliltä 0–13."


def test_an_insufficient_bid_says_what_it_becomes() -> None:
    e = IllegalActionError(
        "x", code="illegal_insufficient", reason="insufficient", call="4♣", highest="4♦", becomes="5♣"
    )
    assert error_text(e, FI) == "4♣ ei ole riittävän korkea. Käsikirjan säännön mukaan maalauksesta tulee 5♣."
    assert error_text(e, EN) == "4♣ is not high enough. By the handbook's rule the bid becomes 5♣."


def test_a_rate_limit_names_what_and_how_long() -> None:
    from trainer.ui.ratelimit import RateLimited

    assert error_text(RateLimited("profiles", 5, 600, 61), FI) == (
        "Tästä selainistunnosta on luotu liian monta uutta profiilia. Yritä uudelleen 2 minuutin kuluttua."
    )
    assert error_text(RateLimited("sheets", 5, 600, 30), EN) == (
        "Too many new score sheets from this session. Try again in 1 min."
    )
    assert error_text(RateLimited("answers", 5, 600, 30), EN) == (
        "Too many tries from this session. Try again in 1 minute."
    )


def test_an_error_without_its_class_is_named_by_its_reason() -> None:
    """A checked auction's error (the CLI rebuilds it as a plain SkruuviError) keeps its reason."""
    e = SkruuviError("english", reason="not_your_turn", seat="B", to_act="C")
    assert error_text(e, FI) == "Vuorossa on C, ei B."


def test_a_record_error_names_its_place_and_its_cause(tmp_path: Path) -> None:
    from trainer.records import loads

    text = "skruuvi-deal: 1\nform: alkupelit\ndealer: A\nhands:\n  A: ♠AK X\n"
    with pytest.raises(RecordError) as e:
        loads(text, "deal.yaml")
    fi = error_text(e.value, FI)
    assert fi.startswith("deal.yaml, rivi 5, hands.A: ") and "”X”" in fi, fi
    assert error_text(e.value, EN).startswith("deal.yaml, line 5, hands.A: ")


def test_a_list_param_is_shown_as_cards() -> None:
    e = NotationError("x", code="bad_packet", cards=["♠A", "♠3", "♦4"])
    assert error_text(e, FI) == "Ylianto on täsmälleen neljä eri korttia, ei ♠A ♠3 ♦4."


def test_an_unknown_code_falls_back_to_the_engine_message() -> None:
    assert error_text(SkruuviError("plain english", code="no_such_code"), FI) == "plain english"


# --- layers (python-chess: invalid notation vs illegal now) ---------------------------------------------


def test_parsable_but_illegal_input_is_an_illegal_action_not_notation() -> None:
    from trainer.auction import bidding_state, parse_calls
    from trainer.bids import Form
    from trainer.cards import Card, parse_card_list, parse_cards
    from trainer.conventions.points import lead_point
    from trainer.seats import Seat
    from trainer.signals import decode

    hand = parse_cards("♠AK1084 ♥A6 ♦KQ5 ♣J3")
    for calls, code in (("", "not_their_turn"), ("pass pass pass pass pass", "auction_over")):
        with pytest.raises(IllegalActionError) as e:
            bidding_state(Form.ALKUPELIT, Seat.A, Seat.B if not calls else Seat.A, hand, parse_calls(calls))
        assert e.value.code == code and not isinstance(e.value, NotationError)
    with pytest.raises(IllegalActionError) as e:
        decode(parse_card_list("♠A ♠3 ♦4 ♦K"), Form.BOLSEVIKIT)
    assert e.value.code == "no_packet_signals"
    thirteen = parse_cards("♠AK1084 ♥A65 ♦KQ5 ♣J3")
    with pytest.raises(IllegalActionError) as e:
        lead_point(Form.KOTKAT, None, None, thirteen, received=Card.parse("♣A"))
    assert e.value.code == "lead_received_not_in_hand" and e.value.params["card"] == "♣A"
    with pytest.raises(IllegalActionError) as e:
        lead_point(Form.KOTKAT, None, None, thirteen, gave=Card.parse("♠A"))
    assert e.value.code == "lead_gave_in_hand"
    assert error_text(e.value, FI) == "Partnerille annettu kortti ♠A on yhä kädessä."
    # Text that does not parse stays a notation error.
    with pytest.raises(NotationError):
        parse_calls("1♠ 9X")


# --- the command line in Finnish ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "finnish"),
    [
        (  # a scoring error
            ["score", "--form", "alkupelit", "--contract", "6♥", "--tricks", "14"],
            "Tikkien määrän on oltava kokonaisluku väliltä 0–13, ei 14.",
        ),
        (  # a notation error
            ["advise", "--form", "alkupelit", "--dealer", "A", "--seat", "A", "--hand", "♠AK ♥QJ ♦10 9 ♣X"],
            "Odottamaton merkki ”X” kohdassa 16 tekstissä ”♠AK ♥QJ ♦10 9 ♣X”.",
        ),
        (  # an illegal action: the calls end on another seat's turn
            ["advise", "--form", "alkupelit", "--dealer", "A", "--seat", "B", "--hand", "♠AK1084 ♥A6 ♦KQ5 ♣J3",
             "--auction", "1♠ pass"],
            "Näiden maalausten jälkeen maalausvuorossa on C, ei B.",
        ),
        (  # a call after the end of the initial auction
            ["advise", "--form", "alkupelit", "--dealer", "A", "--seat", "A", "--hand", "♠AK1084 ♥A6 ♦KQ5 ♣J3",
             "--auction", "pass pass pass pass pass"],
            "--auction: 5. maalaus (pass) tulee vasta alkumaalausten päätyttyä.",
        ),
        (  # a scoring error named by a seat
            ["score", "--form", "bolsevikit", "--contract", "7M", "--tricks", "0", "--declarer", "A",
             "--doubled-by", "B,B"],
            "Pelaaja B koputtaa kahdesti, mutta sivupelaaja voi koputtaa vain kerran.",
        ),
        (  # notation in a packet
            ["decode", "--form", "alkupelit", "♠A", "♠3"],
            "Ylianto on täsmälleen neljä eri korttia, ei ♠A ♠3.",
        ),
    ],
)  # fmt: skip
def test_the_command_line_in_finnish_prints_finnish_errors(
    capsys: pytest.CaptureFixture[str], argv: list[str], finnish: str
) -> None:
    from trainer.cli import main

    assert main([*argv, "--lang", "fi"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == f"python -m trainer: {finnish}\n"
