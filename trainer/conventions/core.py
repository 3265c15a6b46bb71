"""What the handbook advises at a decision point, why, and how a learner's action grades.

The rules engine (:mod:`trainer.state`) says what is *legal*; this layer says
what is *good* by the handbook's conventions.  Every convention module
returns an :class:`Advice` for a :class:`DecisionPoint`:

* ``recommended``: the action(s) the handbook's advice leads to;
* ``acceptable``: other actions the handbook also allows (a judgement, or a
  choice between equally good cards);
* ``reasons``: why, as :class:`Reason` objects: a stable ``key``, parameters
  and the handbook section, so the app can render it in either language and
  link the lesson;
* ``worse``: for other legal actions, why they are worse (when the advice
  can say something specific; otherwise the grade uses a generic reason);
* ``rules``: the ids of the named rules that gave the advice, the deciding rule
  first (:mod:`trainer.conventions.rulebook`; empty for a module not yet written
  as rules).

:func:`grade` turns an action into a :class:`Grade`: illegal (with the
engine's reason), recommended, acceptable, or not what the handbook advises.
Where the handbook gives a judgement rather than a rule (``judgement`` is
true), an action outside both lists is still only "not advised", and the
feedback says the handbook leaves room for judgement.  Deterministic: the
same decision point always gives the same advice.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Any

from trainer.bids import Call, Form
from trainer.cards import Card
from trainer.errors import IllegalActionError
from trainer.game import Action, Phase, SeatView
from trainer.info import Info
from trainer.legality import why_illegal
from trainer.seats import Seat

if TYPE_CHECKING:
    from trainer.state import State


@dataclass(frozen=True)
class Reason:
    """One reason: ``key`` picks a template in :mod:`trainer.conventions.texts`."""

    key: str
    section: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "section": self.section, "params": dict(self.params)}

    def __hash__(self) -> int:
        return hash((self.key, self.section, tuple(sorted((k, str(v)) for k, v in self.params.items()))))


class Verdict(Enum):
    RECOMMENDED = "recommended"
    ACCEPTABLE = "acceptable"
    NOT_ADVISED = "not_advised"
    ILLEGAL = "illegal"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class Advice:
    """The handbook's advice for one decision (see the module docstring)."""

    topic: str
    recommended: tuple[Action, ...]
    acceptable: tuple[Action, ...] = ()
    reasons: tuple[Reason, ...] = ()
    worse: Mapping[Action, tuple[Reason, ...]] = field(default_factory=dict)
    judgement: bool = False
    rules: tuple[str, ...] = ()

    @property
    def rule(self) -> str | None:
        """The id of the rule that decided this advice (the first of ``rules``), or None."""
        return self.rules[0] if self.rules else None

    def verdict_of(self, action: Action) -> Verdict:
        if action in self.recommended:
            return Verdict.RECOMMENDED
        if action in self.acceptable:
            return Verdict.ACCEPTABLE
        return Verdict.NOT_ADVISED

    def to_json(self) -> dict[str, Any]:
        """The advice as JSON; ``rules`` only when a named rule gave it (so older records stay the same)."""
        out: dict[str, Any] = {
            "topic": self.topic,
            "recommended": [str(a) for a in self.recommended],
            "acceptable": [str(a) for a in self.acceptable],
            "reasons": [r.to_json() for r in self.reasons],
            "judgement": self.judgement,
        }
        if self.rules:
            out["rules"] = list(self.rules)
        return out


def make_advice(
    topic: str,
    recommended: Sequence[Action],
    reasons: Sequence[Reason],
    *,
    acceptable: Sequence[Action] = (),
    worse: Mapping[Action, tuple[Reason, ...]] | None = None,
    judgement: bool = False,
    rules: Sequence[str] = (),
) -> Advice:
    """An :class:`Advice` without repeats: an action is recommended, acceptable or worse, never two of them."""
    rec = tuple(dict.fromkeys(recommended))
    acc = tuple(a for a in dict.fromkeys(acceptable) if a not in rec)
    bad = {a: w for a, w in (worse or {}).items() if a not in rec and a not in acc}
    return Advice(topic, rec, acc, tuple(reasons), bad, judgement, tuple(dict.fromkeys(rules)))


@dataclass(frozen=True)
class Grade:
    action: Action
    verdict: Verdict
    reasons: tuple[Reason, ...]
    advice: Advice | None
    illegal: IllegalActionError | None = None

    @property
    def ok(self) -> bool:
        return self.verdict in (Verdict.RECOMMENDED, Verdict.ACCEPTABLE)


@dataclass(frozen=True)
class DecisionPoint:
    """One seat's decision: what that player may know (:class:`~trainer.info.Info`) and what they may do.

    There is no :class:`~trainer.state.State` here, and :class:`Info` holds no other seat's hidden
    cards, so a convention that reads a point cannot see a hidden card, by accident or otherwise
    (``tests/test_information_boundary.py`` checks both types).  ``legal`` is the engine's list of
    legal actions for the seat (:meth:`State.legal_actions`), or every card of the hand for a
    described opening lead.
    """

    info: Info
    legal: tuple[Action, ...]

    def __post_init__(self) -> None:
        if self.info.to_act is not self.info.seat:
            raise ValueError(f"a decision point is the decision of the seat to act, not of {self.info.seat}")

    @property
    def form(self) -> Form:
        return self.info.form

    @property
    def seat(self) -> Seat:
        return self.info.seat

    @property
    def phase(self) -> Phase:
        return self.info.phase

    @cached_property
    def view(self) -> SeatView:
        """The table view (:meth:`Info.view`): what the seat may look at now."""
        return self.info.view()

    @property
    def hand(self) -> tuple[Card, ...]:
        return self.info.hand

    @property
    def auction(self) -> tuple[tuple[Seat, Call], ...]:
        return self.info.auction

    @property
    def bidding_round(self) -> int:
        return self.info.bidding_round


def decision_point(state: State) -> DecisionPoint:
    """The decision of the player to act in ``state``: the one place a State becomes a point.

    Raises IllegalActionError (reason ``deal_over``) when nobody is to act.
    """
    seat = state.to_act
    if seat is None:
        raise IllegalActionError("the deal is over", code="illegal_deal_over", reason="deal_over")
    return DecisionPoint(state.info(seat), state.legal_actions())


def point_from_info(info: Info, legal: Iterable[Action]) -> DecisionPoint:
    """The decision of ``info.seat`` from what it knows and the engine's legal actions (computer players,
    described situations).  Raises ValueError when ``info.seat`` is not the seat to act."""
    return DecisionPoint(info, tuple(legal))


NO_CONVENTION = "no_convention"
GENERIC_SECTION = "Skruuvin pelitaito"


def grade(point: DecisionPoint, action: Action, advice: Advice | None) -> Grade:
    """Grade ``action`` at ``point`` against ``advice`` (None: the handbook gives none here).

    Legality is the engine's: ``action`` is legal when it is in ``point.legal``.  An illegal action is
    explained as the engine explains it (:func:`trainer.legality.why_illegal`, the engine's own reasons).
    """
    if action not in point.legal:
        return Grade(action, Verdict.ILLEGAL, (), advice, why_illegal(point.info, action))
    if advice is None:
        return Grade(action, Verdict.ACCEPTABLE, (Reason(NO_CONVENTION, GENERIC_SECTION),), None)
    verdict = advice.verdict_of(action)
    if verdict is Verdict.NOT_ADVISED:
        why = advice.worse.get(action) or advice.reasons
        return Grade(action, verdict, tuple(why), advice)
    return Grade(action, verdict, advice.reasons, advice)


def only_legal(advice: Advice, legal: Sequence[Action]) -> Advice:
    """Drop recommended or acceptable actions that are not legal here (defensive; tested to be a no-op)."""
    ok = set(legal)
    return Advice(
        advice.topic,
        tuple(a for a in advice.recommended if a in ok),
        tuple(a for a in advice.acceptable if a in ok and a not in advice.recommended),
        advice.reasons,
        advice.worse,
        advice.judgement,
        advice.rules,
    )
