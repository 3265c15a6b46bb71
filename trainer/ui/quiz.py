"""Judging a lesson's check-yourself answer (no Streamlit): right, wrong, or what could not be read and why.

The lesson page answers calls in a bid box and cards by pressing them (:mod:`trainer.ui.answer_widgets`),
so most answers arrive in the notation.  A typed answer (a score, a packet's ended suits, or a call or
cards where a lesson file gives no hand) is read generously, and one that still cannot be read gets a
hint naming what was wrong, never "not quite" (review 2026-11, newuser M7):

* cards: the card-list notation (``♠K ♠7``, ``SK S7``), a hand written suit by suit as the lessons write
  hands (``♠A8643 ♣Q9752 ♥J64``), or, where every card of the hand may be played (a void in the suit led,
  *Pelin eteneminen*), a word for "all of them" (``any``, ``all``, ``kaikki``, ``mikä tahansa``);
* calls: ``1♠``, ``1S``, and a suit or game said in words (``1 spade``, ``1 pata``, ``2 grand``,
  ``6 misääri``) with the level as a digit.
"""

from __future__ import annotations

import contextlib
import re

from trainer.auction import bidding_state, parse_calls
from trainer.bids import Call, Form
from trainer.cards import Card, Suit, parse_card_list, parse_cards
from trainer.errors import SkruuviError
from trainer.i18n import Translator
from trainer.lessons import Question, check_answer
from trainer.seats import Seat
from trainer.texts import error_text
from trainer.ui.plain import literal_md

# Typed instead of listing the cards: every card of the hand may be played.
EVERY_CARD = frozenset(
    {"any", "all", "every", "every card", "any card", "all cards", "all of them", "anything", "all 13",
     "kaikki", "mikä tahansa", "mikä vain", "kaikki kortit", "mitä tahansa", "mikä tahansa kortti"}
)  # fmt: skip

# A suit or game said in words, English or Finnish, singular or plural (the catalogs' names).
CALL_WORDS = {
    "spade": "♠", "spades": "♠", "pata": "♠", "pataa": "♠",
    "club": "♣", "clubs": "♣", "risti": "♣", "ristiä": "♣",
    "diamond": "♦", "diamonds": "♦", "ruutu": "♦", "ruutua": "♦",
    "heart": "♥", "hearts": "♥", "hertta": "♥", "herttaa": "♥",
    "grand": "G", "grandi": "G", "grandia": "G",
    "misère": "M", "misere": "M", "misääri": "M", "misääriä": "M", "misaari": "M",
    "ohi": "pass", "passi": "pass", "passaan": "pass",
}  # fmt: skip


def legal_calls(form: str, dealer: str, seat: str, hand: str, auction: str) -> tuple[str, ...]:
    """The calls the rules allow the question's seat now, pass first and then up the ladder (the bid box).

    Empty when the question's bidding cannot be set up (a broken lesson file): then the answer is typed.
    """
    try:
        calls = parse_calls(auction) if auction.strip() else []
        s = bidding_state(Form.parse(form), Seat.parse(dealer), Seat.parse(seat), parse_cards(hand), calls)
    except SkruuviError:
        return ()
    return tuple(str(a) for a in s.legal_actions())


def cards_text(q: Question, text: str) -> str:
    """Typed playable cards in the card-list notation: a word for "all" is the whole hand, and a hand written
    suit by suit is read as its cards; anything else is left as typed (to be told what is wrong)."""
    if q.hand and text.strip().lower().rstrip(".!") in EVERY_CARD:
        return " ".join(map(str, parse_cards(q.hand)))
    try:
        parse_card_list(text)
    except SkruuviError:
        with contextlib.suppress(SkruuviError):
            return " ".join(map(str, parse_cards(text)))
    return text


def call_text(text: str) -> str:
    """A typed call with its suit or game in words (``1 spade``, ``6 misääri``, ``ohi``) in the notation."""
    words = text.strip().lower().split()
    if len(words) == 1 and words[0] in CALL_WORDS:
        return CALL_WORDS[words[0]]
    m = re.fullmatch(r"(\d)\s*([a-zåäöè]+)", text.strip().lower())
    if m and m.group(2) in CALL_WORDS and CALL_WORDS[m.group(2)] != "pass":
        return m.group(1) + CALL_WORDS[m.group(2)]
    return text


def judge(q: Question, given: object, _: Translator) -> tuple[bool, str]:
    """Is ``given`` right (``(right, "")``), or why can it not be read (``(False, hint)``)?

    For engine-checked kinds an answer the engine also accepts is right too.  A list (the cards pressed)
    is read as those cards.
    """
    if q.kind == "choice":
        return given == q.answer, ""
    text = " ".join(map(str, given)) if isinstance(given, list) else str(given).strip()
    if q.kind == "legal":
        text = cards_text(q, text)
    elif q.kind == "call":
        text = call_text(text)
    try:  # an answer that cannot be read says why, in the reader's language, rather than "not quite"
        if q.kind == "call":
            Call.parse(text)
        elif q.kind == "lead":
            Card.parse(text)
        elif q.kind == "legal":
            parse_card_list(text)
    except SkruuviError as e:
        return False, literal_md(error_text(e, _), max_chars=300)
    if q.kind == "score":
        try:
            return int(text.replace("+", "").replace("−", "-")) == q.answer, ""
        except ValueError:
            return False, _("Write a whole number, such as 25 or -10.")
    if q.kind == "decode":
        # The ended suits, in any order, as symbols or letters (S C D H); "-" for none.
        try:
            given_suits = (
                {Suit.parse(ch) for ch in text.replace(",", " ").split() if ch != "-"}
                if len(text.split()) > 1
                else {Suit.parse(ch) for ch in text if not ch.isspace() and ch != "-"}
            )
        except SkruuviError:
            return False, _("Write the suits as symbols or letters, such as ♠ ♦ or S D, or - for none.")
        text = " ".join(x.symbol for x in sorted(given_suits)) or "-"
    try:
        probe = q.model_copy(update={"answer": text})
        return check_answer(probe) is None, ""
    except SkruuviError as e:
        return False, literal_md(error_text(e, _), max_chars=300)
