"""The answer key: a drill's whole deal, sealed, for what the engine answers after the learner has.

Issue 10 §2: conventions and drills take the deciding seat's information view (an
:class:`~trainer.info.Info` inside a :class:`~trainer.conventions.core.DecisionPoint`), never the full
engine :class:`~trainer.state.State`, so nothing shown or graded can peek at a hidden card by
accident.  A built :class:`~trainer.drills.model.Drill` therefore carries its point, its data (facts
that are public at the decision, such as a finished deal's result) and, where the whole deal is known,
an :class:`AnswerKey`.  The key holds the engine's state privately and answers only what the engine
must answer once the learner has answered:

* :meth:`AnswerKey.points_after`: a give drill asks for one card per recipient and the engine moves
  the deal on after each (*Sivupelaajien korttien vaihdot*, *Passimisääri / Korttien vaihdot*,
  *BOLSEVIKIT / Korttien ylianto*): the same seat's next decision point after each card, an illegal
  card raising the engine's own :class:`~trainer.errors.IllegalActionError`;
* :meth:`AnswerKey.lead_hands`: the four hands at an opening lead, for the double-dummy table shown
  after a trump or grand lead has been answered;
* :meth:`AnswerKey.play_hands`: the four hands at a card decision later in the play, for a play drill's
  double-dummy answer (:mod:`trainer.drills.play`), graded after the learner has answered.

:meth:`AnswerKey.teacher_state` hands the whole state to tools that print the hidden deal for a
reviewer (``python -m trainer.drills show``, review scripts, tests).  What the learner sees never calls
it: ``tests/test_information_boundary.py`` walks ``trainer/ui/``, ``app_pages/`` and
``trainer/drills/texts.py`` and fails on any use of the key's state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from trainer.cards import Card
from trainer.conventions.core import DecisionPoint, decision_point
from trainer.game import Action, Phase
from trainer.seats import SEATS, Seat

if TYPE_CHECKING:
    from trainer.state import State


class AnswerKey:
    """The teacher's copy of a drill's deal, at the drill's decision (or at the end, for a score)."""

    __slots__ = ("__state",)

    def __init__(self, state: State) -> None:
        self.__state = state

    def __repr__(self) -> str:
        return "AnswerKey(sealed)"

    def points_after(self, actions: Sequence[Action]) -> tuple[DecisionPoint, ...]:
        """The deciding seat's decision point after each of ``actions`` in turn, applied from the drill's
        decision on (``len(actions)`` points).

        Raises :class:`~trainer.errors.IllegalActionError` (the engine's) for an illegal action, and
        :class:`DrillError` (``drill_key_turn``) when the drill's seat is not the one to act after an
        action: another seat's point would hold that seat's hidden cards.
        """
        s = self.__state
        seat = s.to_act
        out: list[DecisionPoint] = []
        for action in actions:
            s = s.apply(action)
            if seat is None or s.to_act is not seat:
                from .model import DrillError  # model imports this module

                raise DrillError(
                    f"after {action} it is not {seat}'s decision", code="drill_key_turn", action=str(action)
                )
            out.append(decision_point(s))
        return tuple(out)

    def lead_hands(self) -> dict[Seat, tuple[Card, ...]] | None:
        """The four hands at the opening lead (the double-dummy table after a lead is answered), or None
        when the key's deal is not at an opening lead."""
        s = self.__state
        if s.phase is not Phase.PLAY or s.tricks or s.current:
            return None
        return {seat: s.hand(seat) for seat in SEATS}

    def play_hands(self) -> dict[Seat, tuple[Card, ...]] | None:
        """Every hand as it lies at a card decision in the play (the double-dummy table of a play drill,
        computed after the learner has answered), or None when the key's deal is not in the play."""
        s = self.__state
        if s.phase is not Phase.PLAY or s.to_act is None:
            return None
        return {seat: s.hand(seat) for seat in SEATS}

    def teacher_state(self) -> State:
        """The whole engine state, for tools that show a reviewer the hidden deal; never for the learner's
        view (``tests/test_information_boundary.py`` checks the learner's code never calls it)."""
        return self.__state


__all__ = ["AnswerKey"]
