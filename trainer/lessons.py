"""Lessons, the glossary, the curriculum and worked deals: loading and checking the content in ``lessons/``.

Format (documented in ``docs/lessons.md``):

* ``lessons/curriculum.yaml``: the parts of the course in order, each a list
  of lesson ids, and ``sections``: every handbook section heading mapped to
  the lesson(s) that teach it.
* ``lessons/<id>.yaml``: one lesson (:class:`Lesson`).
* ``lessons/glossary.yaml``: the terms (:class:`Term`).
* ``lessons/deals/<id>.yaml``: a worked deal (:class:`WorkedDeal`): a deal
  record file (the public format of :mod:`trainer.records`) plus the
  commentary for its steps.

Every text a learner reads is a :class:`Text` with both ``fi`` and ``en``.
Texts may carry markers that the app renders and this module checks:
``[[hand:♠AK1084 ♥A6]]``, ``[[cards:♥5 ♠3 ♥3 ♠2]]`` (in order),
``[[card:♦K]]``, ``[[bid:5♦]]``, ``[[calls:1♠ pass 1♦]]``,
``[[packet:alkupelit:♠7 ♠9 ♠Q ♠K]]`` (a packet and its reading),
``[[term:pieti]]`` (a glossary entry), ``[[lesson:id]]``, ``[[deal:id]]``,
``[[drill:id]]``.

YAML is read with :func:`trainer.yamlio.load_yaml` (text stays text, duplicate
keys are errors) and validated with pydantic; a problem is reported with the
file, the key path and the line.  :func:`load_content` never raises for a bad
lesson: it skips that lesson and returns the problem, so the app can show it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError, field_validator

from trainer.errors import RecordError, SkruuviError
from trainer.yamlio import line_of, load_yaml

LESSONS_DIR = Path(__file__).resolve().parent.parent / "lessons"

Slug = Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9-]*$", max_length=80)]
NonEmpty = Annotated[str, StringConstraints(min_length=1)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, str_strip_whitespace=False)


class Text(_Model):
    """A text in both languages."""

    fi: NonEmpty
    en: NonEmpty

    def get(self, lang: str) -> str:
        return self.fi if lang == "fi" else self.en

    @field_validator("fi", "en")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("text is empty")
        return v


class Table(_Model):
    header: tuple[Text, ...]
    rows: tuple[tuple[Text, ...], ...]

    @field_validator("rows")
    @classmethod
    def _row_width(cls, rows: tuple[tuple[Text, ...], ...], info: Any) -> tuple[tuple[Text, ...], ...]:
        width = len(info.data.get("header", ()))
        for i, row in enumerate(rows):
            if len(row) != width:
                raise ValueError(f"row {i + 1} has {len(row)} cells; the header has {width}")
        return rows


class Example(_Model):
    """Real cards: a hand (or several seats' hands) and what to notice."""

    hand: str | None = None
    hands: dict[Literal["A", "B", "C", "D"], str] | None = None
    calls: str | None = None
    caption: Text


class Block(_Model):
    heading: Text
    text: Text
    table: Table | None = None
    example: Example | None = None


QuestionKind = Literal["choice", "call", "lead", "score", "decode", "legal"]


class Question(_Model):
    """A "check yourself" question.

    ``choice``: pick one of ``choices``; ``answer`` is the 0-based index.
    Engine-checked kinds (the answer is verified in CI):
    ``call`` (form, dealer, seat, hand, auction → the call, which the
    conventions must recommend or accept), ``lead`` (form, contract,
    declarer, hand [, received, middle] → the card), ``score`` (form, contract,
    tricks [, doubling, aces] → the declaring side's points, or ``AC`` for
    passimisääri), ``decode`` (form, packet → ``ended`` suits, e.g. "♦"),
    ``legal`` (hand, led suit → the playable cards).
    """

    id: Slug
    kind: QuestionKind
    prompt: Text
    choices: tuple[Text, ...] = ()
    answer: int | str
    explanation: Text
    form: Literal["alkupelit", "kotkat", "bolsevikit"] | None = None
    dealer: Literal["A", "B", "C", "D"] | None = None
    seat: Literal["A", "B", "C", "D"] | None = None
    hand: str | None = None
    auction: str | None = None
    contract: str | None = None
    declarer: Literal["A", "B", "C", "D"] | None = None
    received: str | None = None
    middle: str | None = None  # a lead: the middle cards the lifter showed (alkupelit)
    tricks: int | None = Field(default=None, ge=0, le=13)
    doubling: Literal["none", "double", "redouble"] = "none"
    aces: str | None = None
    packet: str | None = None
    led: str | None = None


class Lesson(_Model):
    id: Slug
    title: Text
    minutes: int = Field(ge=1, le=30)
    level: Literal["beginner", "intermediate", "advanced", "reference"]
    sections: tuple[NonEmpty, ...] = Field(min_length=1)
    goals: tuple[Text, ...] = Field(min_length=1)
    blocks: tuple[Block, ...] = Field(min_length=1)
    questions: tuple[Question, ...] = ()
    terms: tuple[Slug, ...] = ()
    drills: tuple[Slug, ...] = ()
    deals: tuple[Slug, ...] = ()


class TermEntry(_Model):
    term: NonEmpty
    definition: NonEmpty


class Term(_Model):
    id: Slug
    fi: TermEntry
    en: TermEntry
    see: tuple[Slug, ...] = ()  # related terms


class Glossary(_Model):
    terms: tuple[Term, ...]


class Part(_Model):
    id: Slug
    title: Text
    lessons: tuple[Slug, ...] = Field(min_length=1)


class Curriculum(_Model):
    parts: tuple[Part, ...] = Field(min_length=1)
    sections: dict[NonEmpty, tuple[Slug, ...]]


class Step(_Model):
    at: NonEmpty  # a replay step path ("auction[3]", "exchanges.packet", "play[0]") or "start"/"end"
    text: Text


class WorkedDeal(_Model):
    id: Slug
    title: Text
    record: NonEmpty  # file name of the deal record, next to this file
    source: Literal["handbook", "own"]
    sections: tuple[NonEmpty, ...] = ()
    known: Text  # what the handbook shows and what it leaves out (or how the deal was made)
    steps: tuple[Step, ...] = Field(min_length=1)


# --- loading ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Problem:
    """A content problem: the file, the key path, the line and what is wrong."""

    file: str
    where: str
    line: int | None
    message: str

    def __str__(self) -> str:
        loc = ", ".join(p for p in (self.file, f"line {self.line}" if self.line else "", self.where) if p)
        return f"{loc}: {self.message}"


def _loc_text(loc: Iterable[int | str]) -> str:
    out = ""
    for p in loc:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out


def _validate(model: type[_Model], path: Path, root: Path) -> tuple[Any, list[Problem], dict[Any, int]]:
    name = str(path.relative_to(root.parent)) if path.is_relative_to(root.parent) else str(path)
    try:
        text = path.read_text(encoding="utf-8")
        data, lines = load_yaml(text, name)
    except (OSError, UnicodeDecodeError) as e:
        return None, [Problem(name, "", None, f"cannot read: {e}")], {}
    except RecordError as e:
        return None, [Problem(name, "", e.line, e.detail)], {}
    try:
        return model.model_validate(data), [], lines
    except ValidationError as e:
        problems = []
        for err in e.errors():
            loc = tuple(p for p in err["loc"] if not (isinstance(p, str) and p.startswith("function-")))
            problems.append(Problem(name, _loc_text(loc), line_of(lines, loc), err["msg"]))
        return None, problems, lines


@dataclass
class Content:
    """Everything under ``lessons/`` that loaded, and the problems found."""

    lessons: dict[str, Lesson] = field(default_factory=dict)
    order: list[str] = field(default_factory=list)
    curriculum: Curriculum | None = None
    glossary: dict[str, Term] = field(default_factory=dict)
    deals: dict[str, WorkedDeal] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    def lesson_of_term(self, term: str) -> list[str]:
        return [lid for lid in self.order if term in self.lessons[lid].terms]


def load_content(root: Path = LESSONS_DIR) -> Content:
    """Load and validate everything; bad files are skipped and reported in ``problems``."""
    c = Content()
    cur, probs, _ = _validate(Curriculum, root / "curriculum.yaml", root)
    c.curriculum, c.problems = cur, probs
    gl, probs, _ = _validate(Glossary, root / "glossary.yaml", root)
    c.problems += probs
    if gl is not None:
        for t in gl.terms:
            if t.id in c.glossary:
                c.problems.append(
                    Problem("lessons/glossary.yaml", f"terms.{t.id}", None, "term defined twice")
                )
            c.glossary[t.id] = t
    for path in sorted(root.glob("*.yaml")):
        if path.name in ("curriculum.yaml", "glossary.yaml"):
            continue
        lesson, probs, _ = _validate(Lesson, path, root)
        c.problems += probs
        if lesson is None:
            continue
        if lesson.id != path.stem:
            c.problems.append(
                Problem(f"lessons/{path.name}", "id", None, f"id {lesson.id!r} differs from the file name")
            )
            continue
        c.lessons[lesson.id] = lesson
    for path in sorted((root / "deals").glob("*.yaml")):
        if path.name.endswith(".deal.yaml"):
            continue
        wd, probs, _ = _validate(WorkedDeal, path, root)
        c.problems += probs
        if wd is not None:
            c.deals[wd.id] = wd
    if c.curriculum is not None:
        c.order = [lid for part in c.curriculum.parts for lid in part.lessons if lid in c.lessons]
    return c


@cache
def content() -> Content:
    """The course content, loaded once per process (the app caches it the same way)."""
    return load_content()


# --- markers ------------------------------------------------------------------------------------------

MARKER = re.compile(r"\[\[(hand|cards|card|bid|calls|packet|term|lesson|deal|drill):([^\]]+)\]\]")


#: Links whose marker may carry the words to show after a bar: ``[[term:keskikortit|keskikorttia]]``
#: keeps the inflected form the sentence needs, ``[[lesson:tricks|tikeistä]]`` names a lesson in the
#: sentence's own words.  Without the bar a term shows its Finnish word, a lesson or deal its title.
LINK_KINDS = ("term", "lesson", "deal", "drill")


def markers(text: str) -> Iterator[tuple[str, str]]:
    """``(kind, value)`` of every marker, as written (a link's value may end in ``|words``)."""
    for m in MARKER.finditer(text):
        yield m.group(1), m.group(2).strip()


def _same_markers(text: str) -> list[tuple[str, str]]:
    """The markers the two languages must share: cards, calls and deal/drill links (by id)."""
    return sorted(
        (k, link_parts(k, v)[0] if k in LINK_KINDS else v)
        for k, v in markers(text)
        if k not in ("lesson", "term")
    )


def link_parts(kind: str, value: str) -> tuple[str, str | None]:
    """``(id, words or None)`` of a link marker's value (``id|words``)."""
    ident, bar, words = value.partition("|")
    return ident.strip(), (words.strip() or None) if bar else None


def link_words(kind: str, value: str, lang: str, c: Content) -> str:
    """What a link marker shows in ``lang``: its own words, else the term's Finnish word (the one heard
    at the table, in both languages), the lesson's or deal's title in ``lang``; never an internal id
    unless the target is missing (which the checker reports)."""
    ident, words = link_parts(kind, value)
    if words is not None:
        return words
    if kind == "term" and ident in c.glossary:
        return c.glossary[ident].fi.term
    if kind == "lesson" and ident in c.lessons:
        return c.lessons[ident].title.get(lang)
    if kind == "deal" and ident in c.deals:
        return c.deals[ident].title.get(lang)
    return ident


_SENTENCE_END = re.compile(r"(?:^|[.!?]\s+)$")


def starts_sentence(before: str) -> bool:
    """True if a marker after ``before`` (the paragraph's text so far) begins a sentence."""
    return bool(_SENTENCE_END.search(before.replace("**", "")))


def capitalised(words: str) -> str:
    return words[:1].upper() + words[1:]


def plain_text(text: str, lang: str, c: Content) -> str:
    """``text`` as a reader sees it, in plain text: markers shown as their cards, calls or words."""
    out: list[str] = []
    pos = 0
    for m in MARKER.finditer(text):
        kind, value = m.group(1), m.group(2).strip()
        out.append(text[pos : m.start()])
        if kind in LINK_KINDS:
            shown = link_words(kind, value, lang, c)
            para = "".join(out).rsplit("\n\n", 1)[-1]
            out.append(capitalised(shown) if starts_sentence(para) else shown)
        elif kind == "packet":
            out.append(value.partition(":")[2])
        else:
            out.append(value)
        pos = m.end()
    out.append(text[pos:])
    return "".join(out)


def texts_of(model: BaseModel, path: tuple[str | int, ...] = ()) -> Iterator[tuple[str, Text]]:
    """Every :class:`Text` in ``model`` with its key path."""
    if isinstance(model, Text):
        yield _loc_text(path), model
        return
    for name in type(model).model_fields:
        value = getattr(model, name)
        yield from _texts_in(value, (*path, name))


def _texts_in(value: Any, path: tuple[str | int, ...]) -> Iterator[tuple[str, Text]]:
    if isinstance(value, BaseModel):
        yield from texts_of(value, path)
    elif isinstance(value, tuple):
        for i, v in enumerate(value):
            yield from _texts_in(v, (*path, i))
    elif isinstance(value, Mapping):
        for k, v in value.items():
            yield from _texts_in(v, (*path, str(k)))


def check_marker(kind: str, value: str, c: Content) -> str | None:
    """None if the marker is valid, else what is wrong with it."""
    from trainer.auction import parse_calls
    from trainer.bids import Call, Form
    from trainer.cards import Card, parse_card_list, parse_cards

    try:
        if kind == "hand":
            parse_cards(value)
        elif kind == "cards":
            parse_card_list(value)
        elif kind == "card":
            Card.parse(value)
        elif kind == "bid":
            Call.parse(value)
        elif kind == "calls":
            parse_calls(value)
        elif kind == "packet":
            from trainer.signals import decode

            form, _, cards = value.partition(":")
            decode(parse_card_list(cards), Form.parse(form))
        elif kind in LINK_KINDS and "|" in value and link_parts(kind, value)[1] is None:
            return f"the words after the bar in [[{kind}:{value}]] are empty"
        elif kind == "term":
            value = link_parts(kind, value)[0]
            if value not in c.glossary:
                return f"term {value!r} is not in the glossary"
        elif kind == "lesson":
            if link_parts(kind, value)[0] not in c.lessons:
                return f"no lesson {value!r}"
        elif kind == "deal" and link_parts(kind, value)[0] not in c.deals:
            return f"no worked deal {value!r}"
        elif kind == "drill":
            from trainer.drills import drill_by_id  # here: the drills package reads the lessons

            drill_by_id(link_parts(kind, value)[0])
    except SkruuviError as e:
        return e.message
    return None


# --- checks (run in CI and by ``make lessons-report``) -------------------------------------------------


def check_content(c: Content, root: Path = LESSONS_DIR) -> list[Problem]:
    """Everything the loader cannot see by itself: markers, links, engine-checked answers, deal replays."""
    out: list[Problem] = []
    for lid in sorted(c.lessons):
        out += _check_lesson(c.lessons[lid], c)
    for term in c.glossary.values():
        for other in term.see:
            if other not in c.glossary:
                out.append(Problem("lessons/glossary.yaml", f"{term.id}.see", None, f"no term {other!r}"))
        for lang in ("fi", "en"):
            entry: TermEntry = getattr(term, lang)
            for kind, value in markers(entry.definition):
                err = check_marker(kind, value, c)
                if err:
                    out.append(Problem("lessons/glossary.yaml", f"{term.id}.{lang}", None, err))
    for wd in c.deals.values():
        out += _check_deal(wd, c, root)
    if c.curriculum is not None:
        listed = [lid for part in c.curriculum.parts for lid in part.lessons]
        for lid in listed:
            if lid not in c.lessons:
                out.append(Problem("lessons/curriculum.yaml", "parts", None, f"no lesson {lid!r}"))
        for lid in c.lessons:
            if lid not in listed:
                out.append(
                    Problem(f"lessons/{lid}.yaml", "", None, "the lesson is in no part of the curriculum")
                )
        if len(set(listed)) != len(listed):
            out.append(Problem("lessons/curriculum.yaml", "parts", None, "a lesson is listed twice"))
        for section, lids in c.curriculum.sections.items():
            if not lids:
                out.append(
                    Problem("lessons/curriculum.yaml", f"sections.{section}", None, "no lesson teaches it")
                )
            for lid in lids:
                if lid not in c.lessons:
                    out.append(
                        Problem("lessons/curriculum.yaml", f"sections.{section}", None, f"no lesson {lid!r}")
                    )
        for lesson in c.lessons.values():
            for section in lesson.sections:
                if section not in c.curriculum.sections:
                    out.append(
                        Problem(
                            f"lessons/{lesson.id}.yaml",
                            "sections",
                            None,
                            f"{section!r} is not a handbook section",
                        )
                    )
    return out


def _check_lesson(lesson: Lesson, c: Content) -> list[Problem]:
    from trainer.auction import parse_calls
    from trainer.cards import parse_cards

    f = f"lessons/{lesson.id}.yaml"
    out: list[Problem] = []
    for where, text in texts_of(lesson):
        for lang in ("fi", "en"):
            for kind, value in markers(text.get(lang)):
                err = check_marker(kind, value, c)
                if err:
                    out.append(Problem(f, f"{where}.{lang}", None, f"[[{kind}:{value}]]: {err}"))
        fi = _same_markers(text.fi)
        en = _same_markers(text.en)
        if fi != en:
            out.append(Problem(f, where, None, "the Finnish and English texts show different cards or calls"))
    for i, block in enumerate(lesson.blocks):
        ex = block.example
        if ex is None:
            continue
        try:
            for h in [ex.hand] if ex.hand else []:
                parse_cards(h)
            for h in (ex.hands or {}).values():
                parse_cards(h)
            if ex.calls:
                parse_calls(ex.calls)
        except SkruuviError as e:
            out.append(Problem(f, f"blocks[{i}].example", None, e.message))
    for t in lesson.terms:
        if t not in c.glossary:
            out.append(Problem(f, "terms", None, f"term {t!r} is not in the glossary"))
    for d in lesson.deals:
        if d not in c.deals:
            out.append(Problem(f, "deals", None, f"no worked deal {d!r}"))
    for i, q in enumerate(lesson.questions):
        err = check_answer(q)
        if err:
            out.append(Problem(f, f"questions[{i}] ({q.id})", None, err))
    ids = [q.id for q in lesson.questions]
    if len(set(ids)) != len(ids):
        out.append(Problem(f, "questions", None, "two questions have the same id"))
    return out


def check_answer(q: Question) -> str | None:
    """None if the question's answer is right (verified by the engine where it can be), else why not."""
    from trainer.auction import parse_calls
    from trainer.bids import Bid, Call, Form
    from trainer.cards import Card, Suit, parse_card_list, parse_cards
    from trainer.rules import Rules
    from trainer.seats import Seat

    try:
        if q.kind == "choice":
            if not isinstance(q.answer, int) or not 0 <= q.answer < len(q.choices):
                return f"the answer must be the index of one of the {len(q.choices)} choices"
            if len(q.choices) < 2:
                return "a choice question needs at least two choices"
            return None
        if q.kind == "call":
            from trainer.auction import bidding_state
            from trainer.conventions.advise import advise

            if not (q.form and q.dealer and q.seat and q.hand):
                return "a call question needs form, dealer, seat and hand"
            calls = parse_calls(q.auction or "") if (q.auction or "").strip() else []
            s = bidding_state(
                Form.parse(q.form), Seat.parse(q.dealer), Seat.parse(q.seat), parse_cards(q.hand), calls
            )
            answer = Call.parse(str(q.answer))
            advice = advise(s)
            if advice is None:
                return "the conventions give no advice here, so the answer cannot be checked"
            if answer not in advice.recommended and answer not in advice.acceptable:
                rec = " ".join(map(str, advice.recommended))
                return f"the conventions do not accept {answer} (they recommend {rec})"
            return None
        if q.kind == "lead":
            from trainer.conventions.advise import advise_point
            from trainer.conventions.points import lead_point_of_text

            if not (q.form and q.contract and q.hand):
                return "a lead question needs form, contract and hand"
            point = lead_point_of_text(q.form, q.contract, q.declarer, q.hand, dealer=q.dealer, auction=q.auction,
                                       received=q.received, middle=q.middle)  # fmt: skip
            card = Card.parse(str(q.answer))
            a = advise_point(point)
            if a is None or (card not in a.recommended and card not in a.acceptable):
                return f"the conventions do not accept the lead {card}"
            return None
        if q.kind == "score":
            from trainer.scoring import Doubling, score_contract, score_passimisaari

            if q.contract is None or q.tricks is None or not isinstance(q.answer, int):
                return "a score question needs contract, tricks and a whole-number answer"
            doubling = {"none": Doubling.NONE, "double": Doubling.DOUBLED, "redouble": Doubling.REDOUBLED}[
                q.doubling
            ]
            aces = [a.strip().split(":") for a in (q.aces or "").split(",") if a.strip()]
            if q.contract.strip().lower() == "pass":
                from trainer.seats import Pair

                points = score_passimisaari(q.tricks, doubling, [(int(t), Pair.parse(p)) for t, p in aces]).ac
            else:
                c = Call.parse(q.contract)
                if not isinstance(c, Bid):
                    return "the contract must be a bid or pass"
                side = {"decl": True, "def": False}
                points = score_contract(c, q.tricks, doubling, [(int(t), side[p]) for t, p in aces]).declarers
            return None if points == q.answer else f"the engine scores {points}, not {q.answer}"
        if q.kind == "decode":
            from trainer.signals import decode

            if not (q.form and q.packet):
                return "a decode question needs form and packet"
            r = decode(parse_card_list(q.packet), Form.parse(q.form))
            got = " ".join(s.symbol for s in r.ended) or "-"
            return (
                None
                if got == str(q.answer).strip()
                else f"the decoder reads ended suits {got!r}, not {q.answer!r}"
            )
        if q.kind == "legal":
            if not (q.hand and q.led):
                return "a legal question needs hand and led"
            hand = parse_cards(q.hand)
            led = Suit.parse(q.led)
            want = set(Rules.legal_cards(hand, led))
            given = set(parse_card_list(str(q.answer)))
            return None if given == want else "the answer is not exactly the cards that may be played"
    except (SkruuviError, KeyError, ValueError) as e:
        return f"cannot check the answer: {e}"


def _check_deal(wd: WorkedDeal, c: Content, root: Path) -> list[Problem]:
    from trainer.records import load

    f = f"lessons/deals/{wd.id}.yaml"
    try:
        record = load(root / "deals" / wd.record)
    except SkruuviError as e:
        return [Problem(f, "record", None, e.message)]
    paths = ["start", "end"] + [where for where, _, _ in record.states()[1:]]
    out = []
    for i, step in enumerate(wd.steps):
        if not any(p == step.at or p.startswith(step.at + "[") or p.startswith(step.at + ".") for p in paths):
            out.append(Problem(f, f"steps[{i}].at", None, f"{step.at!r} is not a step of the record"))
    for where, text in texts_of(wd):
        for lang in ("fi", "en"):
            for kind, value in markers(text.get(lang)):
                err = check_marker(kind, value, c)
                if err:
                    out.append(Problem(f, f"{where}.{lang}", None, f"[[{kind}:{value}]]: {err}"))
    return out
