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
  can say something specific; otherwise the grade uses a generic reason).

:func:`grade` turns an action into a :class:`Grade`: illegal (with the
engine's reason), recommended, acceptable, or not what the handbook advises.
Where the handbook gives a judgement rather than a rule (``judgement`` is
true), an action outside both lists is still only "not advised", and the
feedback says the handbook leaves room for judgement.  Deterministic: the
same decision point always gives the same advice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from trainer.bids import Call, Form
from trainer.cards import Card
from trainer.errors import IllegalActionError
from trainer.seats import Seat
from trainer.state import Action, Phase, SeatView, State


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

    def verdict_of(self, action: Action) -> Verdict:
        if action in self.recommended:
            return Verdict.RECOMMENDED
        if action in self.acceptable:
            return Verdict.ACCEPTABLE
        return Verdict.NOT_ADVISED

    def to_json(self) -> dict[str, Any]:
        return {
            "topic": self.topic,
            "recommended": [str(a) for a in self.recommended],
            "acceptable": [str(a) for a in self.acceptable],
            "reasons": [r.to_json() for r in self.reasons],
            "judgement": self.judgement,
        }


def make_advice(
    topic: str,
    recommended: Sequence[Action],
    reasons: Sequence[Reason],
    *,
    acceptable: Sequence[Action] = (),
    worse: Mapping[Action, tuple[Reason, ...]] | None = None,
    judgement: bool = False,
) -> Advice:
    """An :class:`Advice` without repeats: an action is recommended, acceptable or worse, never two of them."""
    rec = tuple(dict.fromkeys(recommended))
    acc = tuple(a for a in dict.fromkeys(acceptable) if a not in rec)
    bad = {a: w for a, w in (worse or {}).items() if a not in rec and a not in acc}
    return Advice(topic, rec, acc, tuple(reasons), bad, judgement)


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
    """One seat's decision: what that player may know, and what they may do."""

    form: Form
    seat: Seat
    phase: Phase
    view: SeatView
    legal: tuple[Action, ...]
    # The full state, for the engine's legality checks only (conventions read ``view``, never other
    # hands).  None for a decision described from one seat's knowledge alone (the command line's lead).
    state: State | None = None

    @property
    def hand(self) -> tuple[Card, ...]:
        return self.view.hand

    @property
    def auction(self) -> tuple[tuple[Seat, Call], ...]:
        return self.view.auction

    @property
    def bidding_round(self) -> int:
        return len(self.view.auction) // 4 + 1


def decision_point(state: State) -> DecisionPoint:
    """The decision of the player to act in ``state``.

    Raises IllegalActionError (reason ``deal_over``) when nobody is to act.
    """
    seat = state.to_act
    if seat is None:
        raise IllegalActionError("the deal is over", code="illegal_deal_over", reason="deal_over")
    return DecisionPoint(state.form, seat, state.phase, state.view(seat), state.legal_actions(), state)


NO_CONVENTION = "no_convention"
GENERIC_SECTION = "Skruuvin pelitaito"


def grade(point: DecisionPoint, action: Action, advice: Advice | None) -> Grade:
    """Grade ``action`` at ``point`` against ``advice`` (None: the handbook gives none here)."""
    if point.state is not None:
        try:
            point.state.apply(action)
        except IllegalActionError as e:
            return Grade(action, Verdict.ILLEGAL, (), advice, e)
    elif action not in point.legal:
        err = IllegalActionError(
            f"{action} is not possible here", code="illegal_not_legal", reason="not_legal", action=str(action)
        )
        return Grade(action, Verdict.ILLEGAL, (), advice, err)
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
    )
