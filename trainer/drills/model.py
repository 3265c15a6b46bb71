"""What a drill is, what an answer looks like, and what feedback says.

A :class:`Drill` is one decision for the learner: the situation (a decision
point of the engine, a packet, a finished deal, a glossary term...), the
kind of answer wanted, and where it comes from: a hand-written bank item in
``quizzes/`` (the handbook's own examples) or a fresh deal made by the engine
from a seed.  Ids are stable and shareable (``?drill=...``):

* ``<bank>/<item>`` for a bank item (``quizzes/<bank>.yaml``, item ``id``);
* ``gen.<kind>.<variant>.<seed>`` for a generated drill, where ``variant``
  is the form (``alkupelit``, ``kotkat``, ``bolsevikit``) or, for kinds that
  do not depend on one, ``any``.

Answers are text in the project's notations (a call ``1♠``, a card ``♠K``,
cards ``♠K ♠7``, suits ``♠ ♦`` or ``-``, whole numbers, a choice key, or a
kotkat wish reading ``♥ no``: the first wish and whether misère is possible), so
the app, tests and a command line all speak the same language.  Feedback is
data, not prose: reasons and :class:`Line` objects that
:mod:`trainer.drills.texts` renders in Finnish or English.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from trainer.bids import Form
from trainer.conventions.core import DecisionPoint, Reason
from trainer.errors import SkruuviError
from trainer.lessons import Text
from trainer.seats import Seat

from .key import AnswerKey


class Kind(Enum):
    """The drill kinds, in the order the app lists them."""

    CALL = "call"
    PACKET_CHOOSE = "packet_choose"
    PACKET_ORDER = "packet_order"
    PACKET_READ = "packet_read"
    WISH_READ = "wish_read"
    LEAD = "lead"
    GIVE = "give"
    SIGNAL_DISCARD = "signal_discard"
    PLAY = "play"
    SIGNAL_READ = "signal_read"
    ITALIAN_READ = "italian_read"
    SCORE = "score"
    LEGAL = "legal"
    WORDS = "words"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: str) -> Kind:
        try:
            return cls(text.strip().lower().replace("-", "_"))
        except ValueError:
            raise DrillError(
                f"no drill kind {text!r}",
                code="drill_bad_kind",
                kind=text,
                known=" ".join(k.value for k in cls),
            ) from None


# Kinds whose generated drills depend on the form of the deal; the others use the variant "any".
FORM_KINDS = frozenset(
    {
        Kind.CALL,
        Kind.PACKET_CHOOSE,
        Kind.PACKET_ORDER,
        Kind.PACKET_READ,
        Kind.WISH_READ,
        Kind.LEAD,
        Kind.GIVE,
        Kind.SIGNAL_DISCARD,
        Kind.PLAY,
        Kind.SCORE,
        Kind.LEGAL,
    }
)


class DrillError(SkruuviError):
    """A drill id that names nothing, a bank item that cannot be built, or a generator that found nothing."""

    code = "drill_error"


@dataclass(frozen=True)
class Line:
    """One line of explanation, rendered by :func:`trainer.drills.texts.line_text`.

    ``kind`` says how: ``msg`` (``key`` is an N_-marked template, ``params``
    fill it), ``reason`` (a convention :class:`Reason` in ``params["reason"]``),
    ``note`` (a packet-reading note key), ``score`` (a scoring item key with
    ``points``), ``text`` (a bilingual :class:`Text` in ``params["text"]``).
    """

    kind: str
    key: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Drill:
    """One drill: the situation, what is asked, and the facts the answer is judged against.

    ``point`` is the decision: what the seat knows (an :class:`~trainer.info.Info`) and its legal
    actions.  It is all the learner is shown of the deal and all the conventions read.  ``data`` holds
    what a kind needs beyond that, all of it public at the decision (see :mod:`trainer.drills.make`;
    a score drill's finished :class:`~trainer.game.Result`, say).  ``key`` is the sealed whole deal
    when it is known (generated drills, items taken from a worked deal; a lead from a bank hand has
    none): an :class:`~trainer.drills.key.AnswerKey`, which answers only what the engine answers after
    the learner has (the next decision of a give, the double-dummy evidence of a lead).  No field holds
    an engine state (issue 10 §2; ``tests/test_information_boundary.py``).
    """

    id: str
    kind: Kind
    origin: str  # "bank" or "generated"
    concept: str
    lesson: str | None
    section: str | None
    form: Form | None = None
    seat: Seat | None = None
    key: AnswerKey | None = None
    point: DecisionPoint | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    note: Text | None = None
    title: Text | None = None

    @property
    def generated(self) -> bool:
        return self.origin == "generated"


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer and everything the app needs to say why.

    ``verdict``: ``recommended``, ``acceptable``, ``not_advised`` or ``illegal``
    (graded by the conventions), ``right`` or ``wrong`` (checked by the engine),
    ``unreadable`` (the answer could not be read; ``problem`` says why and the
    attempt should not count).  ``expected`` are the recommended answers,
    ``also`` the other answers that are also right.  ``evidence`` maps each
    possible lead to the defenders' double-dummy tricks (trump and grand leads).
    ``rule``: the id of the named rule that decided the advice
    (:mod:`trainer.conventions.rulebook`), where the topic is written as rules.
    """

    drill: str
    kind: Kind
    correct: bool
    verdict: str
    given: str
    expected: tuple[str, ...]
    also: tuple[str, ...] = ()
    reasons: tuple[Reason, ...] = ()
    lines: tuple[Line, ...] = ()
    problem: Line | None = None
    judgement: bool = False
    evidence: Mapping[str, int] | None = None
    rule: str | None = None

    @property
    def counts(self) -> bool:
        """False for an unreadable answer: it is not recorded as an attempt."""
        return self.verdict != "unreadable"

    def to_json(self) -> dict[str, Any]:
        return {
            "drill": self.drill,
            "kind": self.kind.value,
            "correct": self.correct,
            "verdict": self.verdict,
            "given": self.given,
            "expected": list(self.expected),
            "also": list(self.also),
            "reasons": [r.to_json() for r in self.reasons],
            "judgement": self.judgement,
            "evidence": dict(self.evidence) if self.evidence is not None else None,
            **({"rule": self.rule} if self.rule is not None else {}),
        }
