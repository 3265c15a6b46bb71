"""The hand-written drill banks in ``quizzes/``: loading, building drills, and the check CI runs.

A bank is ``quizzes/<bank>.yaml`` (format in ``docs/drills.md``)::

    title: {fi: ..., en: ...}
    items:
      - id: opener-1s              # unique in the bank; the drill id is <bank>/<id>
        kind: call
        source: Ensimmäisen kierroksen maalaukset   # the handbook section the example is from
        form: alkupelit
        dealer: A
        seat: A
        hand: ♠AK1084 ♥A6 ♦KQ5 ♣J32
        auction: ""                # the calls before, from the dealer
        answer: 1♠                 # what the handbook says
        also: []                   # other answers that must also be accepted
        reasons: [some_key]        # reason keys the conventions must give
        note: {fi: ..., en: ...}   # optional: a remark in our own words

Any kind may instead point at a decision in a worked deal (``deal:`` a deal
id in ``lessons/deals/``, ``at:`` the record step about to be taken, as the
worked deals' commentary names steps: ``auction[3]``, ``gives.B``,
``play[0][1]``...).  Gives and signal discards need a whole deal, so they
always do.

:func:`check_banks` re-derives every item with the engine and the
conventions: the answer must be right (recommended, where the conventions
grade), every ``also`` answer right too, and every listed reason key among
the conventions' reasons.  A disagreement is a :class:`~trainer.lessons.Problem`
naming the file, the item id and the line.  Loading never raises: a bad item
is skipped and reported.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationError

from trainer.auction import bidding_state, parse_calls
from trainer.bids import Bid, Call, Form
from trainer.cards import Card, Suit, parse_card_list, parse_cards
from trainer.errors import SkruuviError
from trainer.lessons import LESSONS_DIR, NonEmpty, Problem, Slug, Text, _Model, _validate, content
from trainer.rules import Rules
from trainer.scoring import Doubling, score_contract, score_passimisaari
from trainer.seats import Pair, Seat
from trainer.state import GameType

from . import topics
from .make import WORD_DIRECTIONS, _drill, from_state, italian_read_drill, signal_read_drill, words_drill
from .model import Drill, DrillError, Kind

QUIZZES_DIR = LESSONS_DIR.parent / "quizzes"

SeatName = Literal["A", "B", "C", "D"]
KindName = Literal[
    "call",
    "packet_choose",
    "packet_order",
    "packet_read",
    "wish_read",
    "lead",
    "give",
    "signal_discard",
    "signal_read",
    "italian_read",
    "score",
    "legal",
    "words",
]


class BankItem(_Model):
    id: Slug
    kind: KindName
    source: NonEmpty
    answer: str | int
    also: tuple[str, ...] = ()
    reasons: tuple[NonEmpty, ...] = ()
    note: Text | None = None
    title: Text | None = None
    # a decision in a worked deal
    deal: Slug | None = None
    at: NonEmpty | None = None
    # an inline situation
    form: Literal["alkupelit", "kotkat", "bolsevikit"] | None = None
    dealer: SeatName | None = None
    seat: SeatName | None = None
    hand: str | None = None
    auction: str | None = None
    contract: str | None = None
    declarer: SeatName | None = None
    received: str | None = None
    middle: str | None = None  # a lead: the middle cards the lifter showed (alkupelit)
    packet: str | None = None
    led: str | None = None
    card: str | None = None
    game: Literal["trump", "grand", "misere", "passimisaari"] | None = None
    tricks: int | None = Field(default=None, ge=0, le=13)
    doubling: Literal["none", "double", "redouble"] = "none"
    aces: str | None = None
    term: Slug | None = None
    direction: Literal["fi-en", "en-fi", "term-meaning", "meaning-term"] | None = None


class Bank(_Model):
    """The file's frame; each item is validated on its own, so one bad item does not lose the bank."""

    title: Text
    items: tuple[dict[str, Any], ...] = Field(min_length=1)


@dataclass
class Banks:
    """Every bank that loaded, its items as drills, and the problems found."""

    titles: dict[str, Text] = field(default_factory=dict)
    items: dict[str, BankItem] = field(default_factory=dict)  # by drill id
    drills: dict[str, Drill] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)
    lines: dict[str, int | None] = field(default_factory=dict)

    def of_bank(self, bank: str) -> list[Drill]:
        return [d for i, d in self.drills.items() if i.split("/", 1)[0] == bank]


def _need(item: BankItem, *names: str) -> None:
    missing = [n for n in names if getattr(item, n) in (None, "")]
    if missing:
        raise DrillError(
            f"a {item.kind} item needs {', '.join(missing)}", code="bank_missing", missing=", ".join(missing)
        )


def build(bank: str, item: BankItem) -> Drill:
    """The drill for ``item`` of ``bank``.  Raises SkruuviError (DrillError, NotationError...) naming the problem."""
    id = f"{bank}/{item.id}"
    kind = Kind(item.kind)
    if item.deal is not None or item.at is not None:
        return _with_meta(_from_deal(id, kind, item), item)
    if kind is Kind.CALL:
        _need(item, "form", "dealer", "seat", "hand")
        assert item.form and item.dealer and item.seat and item.hand is not None
        calls = parse_calls(item.auction or "") if (item.auction or "").strip() else []
        s = bidding_state(Form.parse(item.form), Seat.parse(item.dealer), Seat.parse(item.seat),
                          parse_cards(item.hand), calls)  # fmt: skip
        d = from_state(id, kind, s, "bank", strict=False)
        if d is None:
            raise DrillError("the conventions give no advice at this call", code="bank_no_advice")
        return _with_meta(d, item, known_deal=False)
    if kind is Kind.LEAD:
        return _with_meta(_inline_lead(id, item), item)
    if kind in (Kind.PACKET_ORDER, Kind.PACKET_READ, Kind.WISH_READ):
        return _with_meta(_inline_packet(id, kind, item), item)
    if kind is Kind.SIGNAL_READ:
        _need(item, "game", "card")
        assert item.game and item.card
        return _with_meta(
            signal_read_drill(0, id=id, card=Card.parse(item.card), game=GameType(item.game), origin="bank"),
            item,
        )
    if kind is Kind.ITALIAN_READ:
        _need(item, "card", "led")
        assert item.card and item.led
        return _with_meta(
            italian_read_drill(0, id=id, card=Card.parse(item.card), led=Suit.parse(item.led), origin="bank"),
            item,
        )
    if kind is Kind.SCORE:
        return _with_meta(_inline_score(id, item), item)
    if kind is Kind.LEGAL:
        _need(item, "hand", "led")
        assert item.hand and item.led
        hand = tuple(parse_cards(item.hand))
        led = Suit.parse(item.led)
        legal = Rules.legal_cards(hand, led)
        return _with_meta(
            _drill(
                id,
                kind,
                "bank",
                section="Pelin eteneminen",
                seat=Seat.parse(item.seat) if item.seat else None,
                hand=hand,
                led=led,
                legal=legal,
            ),
            item,
        )
    if kind is Kind.WORDS:
        _need(item, "term", "direction")
        assert item.direction in WORD_DIRECTIONS
        return _with_meta(words_drill(sum(map(ord, id)), id=id, term=item.term, direction=item.direction,
                                      origin="bank"), item)  # fmt: skip
    raise DrillError(f"a {kind} item must point at a worked deal (deal and at)", code="bank_needs_deal")


def _with_meta(d: Drill, item: BankItem, *, known_deal: bool = True) -> Drill:
    data = dict(d.data)
    data["known_deal"] = known_deal
    data["bank_answer"] = str(item.answer)  # the handbook's answer: what "show me" marks
    return replace(d, data=data, note=item.note, title=item.title)


def _from_deal(id: str, kind: Kind, item: BankItem) -> Drill:
    from trainer.records import load

    _need(item, "deal", "at")
    c = content()
    wd = c.deals.get(item.deal or "")
    if wd is None:
        raise DrillError(f"no worked deal {item.deal!r}", code="bank_no_deal")
    record = load(LESSONS_DIR / "deals" / wd.record)
    states = record.states()
    for i, (where, _action, _st) in enumerate(states[1:]):
        if where == item.at:
            d = from_state(id, kind, states[i][2], "bank", strict=False)
            if d is None:
                raise DrillError(
                    f"{item.at} of {item.deal} is not a {kind} decision with advice", code="bank_not_decision"
                )
            return _as_recorded(d, [a for _w, a, _s in states[i + 1 :]])
    raise DrillError(f"{item.at!r} is not a step of the worked deal {item.deal!r}", code="bank_no_step")


def _as_recorded(d: Drill, actions: list[Any]) -> Drill:
    """A packet or give drill from a worked deal says what the deal's player did, not the conventions' first choice."""
    from trainer.signals import decode

    from .make import packet_wish, same_message_orders

    data = dict(d.data)
    if d.kind is Kind.PACKET_CHOOSE:
        data["order"] = tuple(actions[:4])  # the handbook's packet, as the deal's player stacked it
    elif d.kind in (Kind.PACKET_ORDER, Kind.PACKET_READ) and d.form is not None:
        order = tuple(actions[:4])
        reading = decode(order, d.form)
        wish = packet_wish(reading)
        data.update(packet=order, order=order, cards=tuple(sorted(order)), reading=reading, wish=wish,
                    orders=same_message_orders(order, d.form, wish))  # fmt: skip
    elif d.kind is Kind.GIVE:
        data["plan"] = tuple(actions[: len(data["recipients"])])
    else:
        return d
    return replace(d, data=data)


def _inline_lead(id: str, item: BankItem) -> Drill:
    from trainer.conventions.points import lead_point_of_text

    _need(item, "form", "contract", "hand")
    assert item.form and item.contract and item.hand
    form = Form.parse(item.form)
    point = lead_point_of_text(item.form, item.contract, item.declarer, item.hand, dealer=item.dealer,
                               auction=item.auction, received=item.received, middle=item.middle)  # fmt: skip
    from trainer.conventions.advise import advise_point

    advice = advise_point(point)
    section = advice.reasons[0].section if advice and advice.reasons else item.source
    # The dealer is part of the situation only when the item names it (else the point's is a stand-in).
    return _drill(id, Kind.LEAD, "bank", section=section, form=form, seat=point.seat, point=point,
                  dealer_known=item.dealer is not None)  # fmt: skip


def _inline_packet(id: str, kind: Kind, item: BankItem) -> Drill:
    from trainer.signals import decode

    from .make import packet_wish, same_message_orders

    _need(item, "form", "packet")
    assert item.form and item.packet
    form = Form.parse(item.form)
    order = tuple(parse_card_list(item.packet))
    reading = decode(order, form)
    # A packet on its own is about the signals: link the signals lesson of its form.
    lesson = "kotkat-exchanges" if form is Form.KOTKAT else "packet-signals"
    if kind is Kind.PACKET_READ:
        return _drill(
            id, kind, "bank", section=item.source, form=form, lesson=lesson, packet=order, reading=reading
        )
    if kind is Kind.WISH_READ:
        if form is not Form.KOTKAT or not reading.wishes or reading.misere_ok is None:
            raise DrillError("a wish reading needs a kotkat packet that states a wish", code="bank_no_wish")
        return _drill(id, kind, "bank", section=item.source, form=form, lesson="kotkat-exchanges", packet=order,
                      reading=reading, answer=topics.wish_answer(reading))  # fmt: skip
    wish = packet_wish(reading)
    return _drill(id, kind, "bank", section=item.source, form=form, lesson=lesson, cards=tuple(sorted(order)),
                  order=order, reading=reading, orders=same_message_orders(order, form, wish), reasons=(),
                  wish=wish)  # fmt: skip


def _inline_score(id: str, item: BankItem) -> Drill:
    _need(item, "contract", "tricks")
    assert item.contract is not None and item.tricks is not None
    doubling = {"none": Doubling.NONE, "double": Doubling.DOUBLED, "redouble": Doubling.REDOUBLED}[
        item.doubling
    ]
    aces = [a.strip().split(":") for a in (item.aces or "").split(",") if a.strip()]
    try:
        if item.contract.strip().lower() == "pass":
            score: Any = score_passimisaari(item.tricks, doubling, [(int(t), Pair.parse(p)) for t, p in aces])
            section = "Skruuvin pistelasku"
        else:
            c = Call.parse(item.contract)
            if not isinstance(c, Bid):
                raise DrillError("the contract must be a bid or pass", code="bank_bad_contract")
            side = {"decl": True, "def": False}
            score = score_contract(c, item.tricks, doubling, [(int(t), side[p]) for t, p in aces])
            section = "Valttipelin, grandin ja misäärien pistelasku"
    except (KeyError, ValueError) as e:
        if isinstance(e, SkruuviError):
            raise
        raise DrillError(
            f"aces must be written trick:side, e.g. 3:decl, 7:AC ({e})", code="bank_bad_aces"
        ) from e
    form = Form.parse(item.form) if item.form else None
    return _drill(id, Kind.SCORE, "bank", section=section, form=form, score=score, contract=item.contract,
                  tricks=item.tricks, doubling=item.doubling, aces=item.aces or "")  # fmt: skip


def load_banks(root: Path = QUIZZES_DIR) -> Banks:
    """Load every bank and build its drills; bad files and items are skipped and reported, never raised."""
    from trainer.yamlio import line_of

    out = Banks()
    for path in sorted(root.glob("*.yaml")):
        bank, probs, lines = _validate(Bank, path, root)
        out.problems += probs
        if bank is None:
            continue
        name = f"quizzes/{path.name}"
        out.titles[path.stem] = bank.title
        seen: set[str] = set()
        for i, raw in enumerate(bank.items):
            line = line_of(lines, ("items", i, "id")) or line_of(lines, ("items", i))
            try:
                item = BankItem.model_validate(raw)
            except ValidationError as e:
                for err in e.errors():
                    loc = ("items", i, *err["loc"])
                    out.problems.append(
                        Problem(name, f"items[{i}] ({raw.get('id', '?')}).{'.'.join(map(str, err['loc']))}",
                                line_of(lines, loc) or line, err["msg"])
                    )  # fmt: skip
                continue
            where = f"items[{i}] ({item.id})"
            if item.id in seen:
                out.problems.append(Problem(name, where, line, "two items have the same id"))
                continue
            seen.add(item.id)
            try:
                d = build(path.stem, item)
            except SkruuviError as e:
                out.problems.append(Problem(name, where, line, e.message))
                continue
            out.items[d.id] = item
            out.drills[d.id] = d
            out.lines[d.id] = line
    return out


@cache
def banks() -> Banks:
    """The banks, loaded once per process."""
    return load_banks()


def check_item(d: Drill, item: BankItem) -> Iterator[str]:
    """What is wrong with a built item's answer, ``also`` answers and reasons (nothing: it agrees)."""
    from .grade import check

    fb = check(d, str(item.answer), evidence=False)
    if fb.verdict == "unreadable":
        yield f"the answer {item.answer!r} cannot be read as a {d.kind} answer"
        return
    if not fb.correct:
        yield f"the engine does not accept the answer {item.answer} (it expects {' / '.join(fb.expected)})"
    elif fb.verdict == "acceptable":
        yield f"the conventions only accept {item.answer}; they recommend {' / '.join(fb.expected)}"
    for other in item.also:
        ofb = check(d, other, evidence=False)
        if not ofb.correct:
            yield f"the also-answer {other} is not accepted"
    given = {r.key for r in fb.reasons}
    for key in item.reasons:
        if key not in given:
            yield f"the conventions do not give the reason {key!r} (they give: {', '.join(sorted(given)) or 'none'})"
    if d.lesson is not None and d.lesson not in content().lessons:
        yield f"the drill's lesson {d.lesson!r} does not exist"


def check_banks(b: Banks | None = None) -> list[Problem]:
    """Every problem in the banks: loading problems and items the engine or conventions disagree with."""
    b = b or load_banks()
    out = list(b.problems)
    cur = content().curriculum
    sections = set(cur.sections) if cur is not None else set()
    for id, d in b.drills.items():
        item = b.items[id]
        bank, _, _ = id.partition("/")
        name = f"quizzes/{bank}.yaml"
        where = f"items ({item.id})"
        for msg in check_item(d, item):
            out.append(Problem(name, where, b.lines.get(id), msg))
        if item.source not in sections and item.source != "own":
            out.append(
                Problem(name, where, b.lines.get(id), f"source {item.source!r} is not a handbook section")
            )
    return out


def main(argv: list[str] | None = None) -> int:
    """Check every bank (``python -m trainer.drills check``); print the problems; exit 1 if any."""
    b = load_banks()
    problems = check_banks(b)
    for p in problems:
        print(p)
    print(f"{len(b.drills)} bank items in {len(b.titles)} banks, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
