"""The information boundary: conventions see what the deciding seat knows, and nothing else (issue 10 §2).

* :class:`~trainer.conventions.core.DecisionPoint` holds an :class:`~trainer.info.Info` and the engine's
  legal actions, no :class:`~trainer.state.State`; neither type has a field typed as a state or a deal,
  and every card a point holds is one the seat has seen (checked over random deals);
* no module of :mod:`trainer.conventions` reads a ``.state`` attribute or imports the engine's state
  at run time (an AST walk);
* the advice is what it was before points were built from Info (a saved transcript recorded from
  commit 25bf429, ``tests/advice_transcript.py``);
* an illegal action is graded with the engine's own explanation, from the Info alone
  (:func:`trainer.legality.why_illegal`, which the engine raises from: ``tests/test_legality.py``).
"""

from __future__ import annotations

import ast
import dataclasses
import json
import random
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.advice_transcript import PATH as TRANSCRIPT
from tests.advice_transcript import transcript, walk
from tests.strategies import bolshevik_set_states, random_states
from trainer.bids import Bid, Form
from trainer.cards import Card, parse_cards
from trainer.conventions.core import DecisionPoint, Verdict, decision_point, grade, point_from_info
from trainer.conventions.points import lead_point
from trainer.dealing import Deal
from trainer.errors import NotationError
from trainer.game import GameType, Phase
from trainer.info import Info
from trainer.seats import Seat
from trainer.state import State

CONVENTIONS = Path(__file__).parent.parent / "trainer" / "conventions"
A, B, C, D = Seat.A, Seat.B, Seat.C, Seat.D


def sampled_states(deals_per_form: int = 6) -> Iterator[State]:
    """States with a player to act: deals that follow the advice, random deals, and bolsevikit deals with
    the set's facts (players who have played their bolshevik, a player who must bid it)."""
    for form in Form:
        for i in range(deals_per_form):
            yield from walk(form, 50_000 + i)
            yield from (s for s in random_states(form, 60_000 + i, 0.8) if not s.is_over)
    yield from bolshevik_set_states()


# --- the types ---------------------------------------------------------------------------------------------


def _types_in(tp: Any) -> Iterator[Any]:
    """``tp`` and every type inside it (generic arguments, unions)."""
    yield tp
    for arg in typing.get_args(tp):
        if arg is not Ellipsis:
            yield from _types_in(arg)


def _field_types(cls: type) -> dict[str, Any]:
    hints = typing.get_type_hints(cls)
    return {f.name: hints[f.name] for f in dataclasses.fields(cls)}


def test_a_decision_point_is_an_info_and_the_legal_actions() -> None:
    assert [f.name for f in dataclasses.fields(DecisionPoint)] == ["info", "legal"]
    hints = _field_types(DecisionPoint)
    assert hints["info"] is Info
    assert "state" not in {f.name for f in dataclasses.fields(DecisionPoint)}


@pytest.mark.parametrize("cls", [DecisionPoint, Info])
def test_no_field_is_a_state_or_a_deal(cls: type) -> None:
    for name, tp in _field_types(cls).items():
        for t in _types_in(tp):
            assert t not in (State, Deal), (cls.__name__, name, tp)
            if isinstance(t, type) and dataclasses.is_dataclass(t) and t not in (Info,):
                # one level into value types (Exchange, Trick, AceFall, Rules...): no state or deal there either
                for inner in _field_types(t).values():
                    assert not any(x in (State, Deal) for x in _types_in(inner)), (cls.__name__, name, t)


def test_no_field_holds_four_hands() -> None:
    """A per-seat collection of card collections (``tuple[tuple[Card, ...], ...]`` or a mapping from seats to
    cards) would be the shape of other seats' hands: Info has counts per seat, never cards per seat."""
    for name, tp in _field_types(Info).items():
        for t in _types_in(tp):
            origin = typing.get_origin(t)
            args = [a for a in typing.get_args(t) if a is not Ellipsis]
            if origin is tuple and args and all(typing.get_origin(a) is tuple for a in args):
                inner = {x for a in args for x in _types_in(a)}
                assert Card not in inner or name in ("current_trick",), (name, tp)
            assert not (
                origin in (dict, typing.Mapping)
                and args
                and args[0] is Seat
                and Card in set(_types_in(args[1]))
            ), name


def _cards_in(value: Any, seen: set[int] | None = None) -> Iterator[Card]:
    """Every card reachable from ``value`` (dataclass fields, tuples, sets, mappings)."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _cards_in(getattr(value, f.name), seen)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for v in value:
            yield from _cards_in(v, seen)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _cards_in(k, seen)
            yield from _cards_in(v, seen)


def _seen_by(s: State, seat: Seat) -> set[Card]:
    """The cards ``seat`` has seen, from the whole state: its hand as dealt, its exchanges, the packet it is
    laying, the middle cards shown to all or dealt to it, and every card played."""
    out = set(s.deal.hands[seat])
    for e in s.exchanges:
        if seat in (e.giver, e.recipient):
            out.update(e.cards)
    if s.to_act is seat:
        out.update(s.view(seat).packet_so_far)
    if s.middle_shown:
        out.update(s.deal.middle)
    if s.game is GameType.PASSIMISAARI and s.deal.middle:
        out.add(s.deal.middle[s.dealer.left.turns_to(seat)])
    for t in s.tricks:
        out.update(t.cards)
    out.update(s.current)
    return out


def test_a_point_holds_only_cards_its_seat_has_seen() -> None:
    n = 0
    for s in sampled_states(4):
        point = decision_point(s)
        assert point.seat is s.to_act
        held = set(_cards_in(point))
        assert held <= _seen_by(s, point.seat), (s, held - _seen_by(s, point.seat))
        assert {a for a in point.legal if isinstance(a, Card)} <= set(point.hand)
        assert point.view == s.view(point.seat)  # the table view conventions read is the engine's
        n += 1
    assert n > 1000


def test_the_check_finds_a_hidden_card() -> None:
    """The walk above can fail: a point whose Info carries another seat's card is caught."""
    s = walk(Form.KOTKAT, 1)[0]
    point = decision_point(s)
    other = next(c for c in s.deal.hands[point.seat.left])
    leaky = dataclasses.replace(point.info, dealt=(*point.info.dealt, other))
    assert not set(_cards_in(DecisionPoint(leaky, point.legal))) <= _seen_by(s, point.seat)


def test_point_from_info() -> None:
    s = walk(Form.ALKUPELIT, 3)[5]
    seat = s.to_act
    assert seat is not None
    point = point_from_info(s.info(seat), s.legal_actions())
    assert point == decision_point(s)
    with pytest.raises(ValueError):
        point_from_info(s.info(seat.left), s.legal_actions())  # not the seat to act


# --- the modules --------------------------------------------------------------------------------------------

#: Modules of trainer/conventions that work on whole deals, not on a seat's decision: the timing harness
#: walks engine deals, and the double-dummy solver is given all four hands by its callers (the drill's
#: evidence after the answer, the command line).  No advisor imports either.
WHOLE_DEAL_TOOLS = {"bench.py": ("trainer.state", "trainer.dealing"), "double_dummy.py": ("trainer.dealing",)}
ENGINE_STATE_MODULES = ("trainer.state", "trainer.dealing", "trainer.phases")


def _type_checking_lines(tree: ast.AST) -> set[int]:
    """Line numbers inside ``if TYPE_CHECKING:`` blocks."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and (
            (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING")
            or (isinstance(node.test, ast.Attribute) and node.test.attr == "TYPE_CHECKING")
        ):
            for inner in node.body:
                for n in ast.walk(inner):
                    if hasattr(n, "lineno"):
                        out.add(n.lineno)
    return out


def violations(source: str, allowed: tuple[str, ...] = ()) -> list[str]:
    """What a conventions module must not do: read ``.state``, or import the engine's state at run time."""
    tree = ast.parse(source)
    typing_only = _type_checking_lines(tree)
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "state":
            out.append(f"line {node.lineno}: reads .state")
        if getattr(node, "lineno", None) in typing_only:
            continue
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
            if node.module == "trainer" or node.level:
                names += [f"{node.module}.{a.name}" for a in node.names]
            if any(a.name == "State" for a in node.names) and not node.module.startswith(allowed):
                out.append(f"line {node.lineno}: imports State")
        for name in names:
            if name.startswith(ENGINE_STATE_MODULES) and not name.startswith(allowed):
                out.append(f"line {node.lineno}: imports {name}")
    return out


@pytest.mark.parametrize("path", sorted(CONVENTIONS.glob("*.py")), ids=lambda p: p.name)
def test_conventions_read_only_the_point(path: Path) -> None:
    assert violations(path.read_text(encoding="utf-8"), WHOLE_DEAL_TOOLS.get(path.name, ())) == []


def test_the_module_check_can_fail() -> None:
    assert violations("def f(point):\n    return point.state.tricks\n") == ["line 2: reads .state"]
    assert violations("from trainer.state import Phase, State\n") == [
        "line 1: imports State",
        "line 1: imports trainer.state",
    ]
    assert violations("import trainer.dealing\n") == ["line 1: imports trainer.dealing"]
    assert violations("def f():\n    from trainer.state import State\n") != []  # inside a function too
    ok = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from trainer.state import State\n"
    assert violations(ok) == []
    assert violations("from trainer.dealing import deal\n", ("trainer.dealing",)) == []


# --- the advice did not change ----------------------------------------------------------------------------


def test_advice_is_as_recorded() -> None:
    """Advice, grades and illegal-action reasons on 3,895 decision points, as recorded from commit 25bf429
    (before points were built from Info).  After an intended change: ``python -m tests.advice_transcript``;
    to see one deal's records: ``python -m tests.advice_transcript --show kotkat/2003``."""
    saved = json.loads(TRANSCRIPT.read_text(encoding="utf-8"))
    now = transcript()
    assert sum(e["points"] for e in saved.values()) > 3000
    assert set(now) == set(saved)
    changed = sorted(k for k in saved if saved[k] != now[k])
    assert changed == [], f"advice changed in {changed[:10]} (python -m tests.advice_transcript --show NAME)"


# --- illegal actions, explained from the Info (the engine's reasons: tests/test_legality.py) ----------------


def test_grade_uses_the_legal_list_and_explains() -> None:
    s = next(s for s in walk(Form.KOTKAT, 4) if s.phase is Phase.PLAY and s.current)
    point = decision_point(s)
    led = s.current[0].suit
    follow = [c for c in point.hand if c.suit is led]
    other = next((c for c in point.hand if c.suit is not led), None)
    if follow and other is not None:
        g = grade(point, other, None)
        assert (
            g.verdict is Verdict.ILLEGAL
            and g.illegal is not None
            and g.illegal.params["reason"] == "must_follow"
        )
    g = grade(point, point.legal[0], None)
    assert g.verdict is Verdict.ACCEPTABLE
    not_held = next(c for c in parse_cards("♠A ♠K ♠Q ♠J ♥A ♥K") if c not in point.hand)
    g = grade(point, not_held, None)
    assert g.illegal is not None and g.illegal.params["reason"] == "not_in_hand"
    assert g.illegal.params["seat"] == str(point.seat)
    # a legal list that leaves the card out makes it illegal, whatever a state would say
    narrowed = DecisionPoint(point.info, tuple(a for a in point.legal if a != point.legal[0]))
    assert grade(narrowed, point.legal[0], None).verdict is Verdict.ILLEGAL


def test_a_described_lead_is_explained_too() -> None:
    hand = parse_cards("♠KQ753 ♦J96 ♣8542 ♥3")
    point = lead_point(Form.ALKUPELIT, Bid.parse("5♥"), A, hand)
    g = grade(point, Card.parse("♠A"), None)
    assert g.illegal is not None and g.illegal.params == {"reason": "not_in_hand", "card": "♠A", "seat": "B"}
    g = grade(point, Bid.parse("1♠"), None)
    assert g.illegal is not None and g.illegal.params["reason"] == "want_card"


# --- a described opening lead ------------------------------------------------------------------------------

HAND = parse_cards("♠KQ753 ♦J96 ♣8542 ♥3")


@pytest.mark.parametrize(
    ("form", "contract", "declarer", "dealer", "leader", "game"),
    [
        (Form.KOTKAT, "6♥", A, A, B, GameType.TRUMP),  # Avauslyönti: the declarer's left
        (Form.ALKUPELIT, "5G", C, A, D, GameType.GRAND),
        (Form.ALKUPELIT, "6M", D, B, A, GameType.MISERE),
        (Form.BOLSEVIKIT, "7M", A, B, D, GameType.BOLSHEVIK),  # the niskamies, the player's right
        (Form.BOLSEVIKIT, "7♥", B, B, A, GameType.DICTATOR),
        (Form.ALKUPELIT, None, None, C, D, GameType.PASSIMISAARI),  # the dealer's left
    ],
)
def test_lead_point_is_built_from_an_info(
    form: Form, contract: str | None, declarer: Seat | None, dealer: Seat, leader: Seat, game: GameType
) -> None:
    bid = Bid.parse(contract) if contract else None
    point = lead_point(form, bid, declarer, HAND, dealer=dealer)
    info = point.info
    assert point.seat is leader and info.to_act is leader and info.leader is leader
    assert info.game is game and info.phase is Phase.PLAY and info.contract == bid
    assert info.hand == tuple(sorted(HAND)) and point.legal == info.hand
    assert info.tricks == () and info.hand_sizes == (13, 13, 13, 13)
    assert info.trump == (bid.trump if bid else None)


def test_lead_point_records_the_leaders_exchange() -> None:
    received, gave = Card.parse("♣8"), Card.parse("♠A")
    point = lead_point(
        Form.ALKUPELIT, Bid.parse("5♥"), A, HAND, received=received, gave=gave, partner_doubled=True
    )
    info = point.info
    assert [(e.giver, e.recipient, e.cards) for e in info.given] == [(B, D, (gave,))]
    assert [(e.giver, e.recipient, e.cards) for e in info.received] == [(D, B, (received,))]
    assert [(e.giver, e.recipient, e.count) for e in info.exchanges] == [(B, D, 1), (D, B, 1)]
    assert gave in info.dealt and received not in info.dealt and len(info.dealt) == 13
    assert info.doubled_by == frozenset({D}) and info.defenders_exchange is True
    assert point.view.received == info.received and point.view.doubling == info.doubling


def test_lead_point_needs_a_declarer_for_a_contract() -> None:
    with pytest.raises(NotationError) as e:
        lead_point(Form.KOTKAT, Bid.parse("6♥"), None, HAND)
    assert e.value.code == "lead_no_declarer"


def test_random_described_leads_match_the_engine_leader() -> None:
    """The described lead's leader is the engine's opening leader, for every game that reaches the play."""
    rng = random.Random(5)
    n = 0
    for form in Form:
        for i in range(40):
            states = random_states(form, 80_000 + i, rng.choice([0.75, 0.9]))
            first = next((s for s in states if s.phase is Phase.PLAY), None)
            if first is None or first.to_act is None:
                continue
            point = lead_point(
                form, first.contract, first.declarer, first.hand(first.to_act), dealer=first.dealer
            )
            assert point.seat is first.to_act and point.info.game is first.game
            n += 1
    assert n > 30


# --- drills: the point, public data and a sealed answer key -------------------------------------------------

ROOT = Path(__file__).parent.parent
#: What the learner's side of a drill must never touch: the key's whole deal, or what the key answers only
#: once the learner has answered (the grader's business, trainer/drills/grade.py).
KEY_ONLY = ("teacher_state", "points_after", "lead_hands")


def learner_side_files() -> list[Path]:
    """The code that shows a drill to the learner: the UI helpers, the pages, the drill texts."""
    ui, pages = (ROOT / "trainer" / "ui").glob("*.py"), (ROOT / "app_pages").glob("*.py")
    return sorted([*ui, *pages, ROOT / "trainer" / "drills" / "texts.py"])


def key_violations(source: str) -> list[str]:
    """Uses of a drill's sealed deal: the key's methods, its private slot, or the key module itself."""
    out: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and (
            node.attr in KEY_ONLY or node.attr.startswith("_AnswerKey") or node.attr.endswith("__state")
        ):
            out.append(f"line {node.lineno}: reads .{node.attr}")
        if isinstance(node, ast.ImportFrom) and node.module and node.module.endswith("drills.key"):
            out.append(f"line {node.lineno}: imports {node.module}")
        if isinstance(node, ast.ImportFrom) and any(a.name == "key" for a in node.names):
            out.append(f"line {node.lineno}: imports key")
    return out


@pytest.mark.parametrize("path", learner_side_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_learners_side_never_opens_the_answer_key(path: Path) -> None:
    assert key_violations(path.read_text(encoding="utf-8")) == []


def test_the_answer_key_check_can_fail() -> None:
    assert key_violations("def f(d):\n    return d.key.teacher_state().deal\n") == [
        "line 2: reads .teacher_state"
    ]
    assert key_violations("x = d.key._AnswerKey__state\n") == ["line 1: reads ._AnswerKey__state"]
    assert key_violations("ps = d.key.points_after(cards)\n") == ["line 1: reads .points_after"]
    assert key_violations("from trainer.drills.key import AnswerKey\n") == [
        "line 1: imports trainer.drills.key"
    ]
    assert key_violations("d.key is not None and d.point.info.hand\n") == []


def test_a_drill_has_no_field_that_is_a_state_or_a_deal() -> None:
    from trainer.drills.key import AnswerKey
    from trainer.drills.model import Drill

    fields = _field_types(Drill)
    assert "state" not in fields and fields["point"] == DecisionPoint | None
    assert fields["key"] == AnswerKey | None
    for name, tp in fields.items():
        for t in _types_in(tp):
            assert t not in (State, Deal), (name, tp)
    # the key keeps its deal in a private slot; only teacher_state (for review tools) returns it
    assert AnswerKey.__slots__ == ("__state",) and not dataclasses.is_dataclass(AnswerKey)
    for name in ("points_after", "lead_hands"):
        returned = typing.get_type_hints(getattr(AnswerKey, name))["return"]
        assert not {State, Deal} & set(_types_in(returned)), name


def _values_in(value: Any, seen: set[int] | None = None) -> Iterator[Any]:
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _values_in(getattr(value, f.name), seen)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for v in value:
            yield from _values_in(v, seen)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _values_in(k, seen)
            yield from _values_in(v, seen)


def test_a_built_drill_holds_no_state_and_only_cards_its_seat_has_seen() -> None:
    """Over generated drills of every kind: nothing reachable from a drill's fields (the key apart) is a
    state or a deal, and every card in its point and data is one the deciding seat has seen."""
    from trainer.drills import Kind, generate
    from trainer.drills.make import _forms_for

    n = 0
    for kind in Kind:
        forms = [None] if kind in (Kind.WORDS, Kind.SIGNAL_READ) else list(_forms_for(kind))
        for form in forms:
            for seed in range(4):
                d = generate(kind, form, seed)
                public = [getattr(d, f.name) for f in dataclasses.fields(d) if f.name != "key"]
                assert not any(isinstance(v, (State, Deal)) for v in _values_in(public)), d.id
                if d.point is not None and d.key is not None:
                    seen = _seen_by(d.key.teacher_state(), d.point.seat)
                    held = set(_cards_in(d.point)) | set(_cards_in(dict(d.data)))
                    assert held <= seen, (d.id, held - seen)
                    n += 1
    assert n > 60
