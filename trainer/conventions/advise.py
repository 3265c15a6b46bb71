"""Which convention module answers which decision, and the one entry point :func:`advise`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from trainer.game import Action

from .core import Advice, DecisionPoint, Grade, decision_point, grade, only_legal

if TYPE_CHECKING:
    from trainer.state import State

Advisor = Callable[[DecisionPoint], Advice | None]

# Filled by the topic modules at import (see _load); each returns None when it has nothing to say.
ADVISORS: list[Advisor] = []


def _load() -> None:
    if ADVISORS:
        return
    from . import modules  # noqa: F401  (imports every topic module, which registers itself)


def advise_point(point: DecisionPoint) -> Advice | None:
    """The handbook's advice at ``point``, or None where the handbook gives none.

    None in the three-player game: *Kolmen pelaajan skruuvi (puupää)* gives rules and one example,
    no conventions, and the four-player conventions do not carry over (a partner who never bids, a
    dummy's looks), so we do not pretend they do.
    """
    if point.info.rules.dummy:
        return None
    _load()
    for advisor in ADVISORS:
        advice = advisor(point)
        if advice is not None:
            return only_legal(advice, point.legal)
    return None


def advise(state: State) -> Advice | None:
    """The handbook's advice for the player to act in ``state``."""
    return advise_point(decision_point(state))


def grade_action(state: State, action: Action) -> Grade:
    """Grade ``action`` by the player to act in ``state``."""
    point = decision_point(state)
    return grade(point, action, advise_point(point))
