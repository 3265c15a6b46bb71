"""Conventions as named rules: each with its handbook section, its condition and its advice (issue 11, *Structure*).

A topic module that is written as rules declares each convention once, as a :class:`Rule`:

* ``id``: stable; the C-number of the reading in ``docs/conventions.md`` §3 where there is one, with a
  dotted name (``C94.trump_high``), else a dotted name (``double.redouble``);
* ``topic``: the module's advice topic (``Advice.topic``), and ``module``: the module's short name;
* ``sections``: the handbook sections it rests on (checked against the handbook text by
  ``tests/test_rulebook.py``, as ``tests/test_conventions_doc.py`` checks the hand-written rows);
* ``title``: a short name for the learner (an English msgid marked with ``N_``, translated in the
  catalogs), shown with the section in the feedback of a drill the rule decided;
* ``condition`` and ``advice``: one line each in the project's own English, for the generated rows of
  ``docs/conventions.md`` (never shown to learners);
* ``applies`` and ``must_not``: tests (``file.py::test_name``) where the rule fires and where its topic
  is asked but the rule must not fire; ``tests/test_rulebook.py`` runs them and checks both;
* ``when`` and ``then``: the condition and the advice as callables of the module's own context.

Rules are evaluated in a :class:`RuleSet`, in the order given there (the documented order):
:meth:`RuleSet.first` runs the first rule whose condition holds (the rule that *decides* the advice),
:meth:`RuleSet.each` every rule whose condition holds (*notes*: reasons added beside the decision).  Each
evaluation is written to a :class:`Trail`, whose :meth:`Trail.rules` become ``Advice.rules`` (the
deciding rule first), so a grade can say which rule fired.

``python -m trainer.conventions.rulebook --markdown MODULE`` prints the rows of ``docs/conventions.md`` for
a converted module (``tests/test_rulebook.py`` checks that the document holds exactly those rows); for a
module written as rules only in part (:data:`PARTLY`), ``--markdown MODULE --topic TOPIC`` prints the rows
of one topic, the module's other rows staying hand-written.
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

C = TypeVar("C")
R = TypeVar("R")

#: The modules written as rules (importing them registers their rules), in the order of the document.
CONVERTED: tuple[str, ...] = (
    "bidding_alkupelit",
    "bidding_kotkat",
    "bidding_bolsevikit",
    "leads",
    "discards",
    "doubling",
    "cardplay",
)

#: Modules written as rules only in part, with the advice topics whose rules are written (the module's
#: other topics are not yet rules: their advice names no rule, their rows in the document stay
#: hand-written).  ``exchanges``: the packets, the lifter's partner's gives and the one-card gives (issue 11,
#: *Structure*); the bolshevik's gives are left.
PARTLY: dict[str, tuple[str, ...]] = {
    "exchanges": (
        "exchange_packet",
        "exchange_return",
        "exchange_give",
        "exchange_defenders",
        "exchange_passimisaari",
    ),
}


@dataclass(frozen=True)
class Rule(Generic[C, R]):
    """One convention: what it rests on, when it fires and what it advises (see the module docstring)."""

    id: str
    topic: str
    module: str
    title: str
    sections: tuple[str, ...]
    condition: str
    advice: str
    applies: tuple[str, ...]
    must_not: tuple[str, ...]
    when: Callable[[C], bool] = field(repr=False, compare=False)
    then: Callable[[C], R] = field(repr=False, compare=False)
    code: tuple[str, ...] = ()
    status: str = "implemented"

    @property
    def section(self) -> str:
        """The first handbook section: the one the feedback names."""
        return self.sections[0]


#: Every registered rule by id, in registration order.
REGISTRY: dict[str, Rule[Any, Any]] = {}


def rule(
    id: str,
    *,
    topic: str,
    module: str,
    title: str,
    sections: Sequence[str],
    condition: str,
    advice: str,
    applies: Sequence[str],
    must_not: Sequence[str],
    when: Callable[[C], bool],
    then: Callable[[C], R],
    code: Sequence[str] = (),
    status: str = "implemented",
) -> Rule[C, R]:
    """Declare and register a rule; an id may be registered once."""
    if id in REGISTRY:
        raise ValueError(f"rule {id!r} registered twice")
    r: Rule[C, R] = Rule(
        id,
        topic,
        module,
        title,
        tuple(sections),
        condition,
        advice,
        tuple(applies),
        tuple(must_not),
        when,
        then,
        tuple(code),
        status,
    )
    REGISTRY[id] = r
    return r


@dataclass
class Trail:
    """The rules that fired for one advice: the deciding rule and the notes, in firing order."""

    decided: str | None = None
    notes: list[str] = field(default_factory=list)

    def rules(self) -> tuple[str, ...]:
        """``Advice.rules``: the deciding rule first, then the notes, each once."""
        head = (self.decided,) if self.decided is not None else ()
        return tuple(dict.fromkeys((*head, *self.notes)))

    def promote(self, rule_id: str | None) -> None:
        """Make ``rule_id`` (when given) the deciding rule; the rule that decided before becomes the first note
        (a note rule that chose the advice's first answer decides it, the enclosing rule stays a note)."""
        if rule_id is not None and rule_id != self.decided:
            if self.decided is not None:
                self.notes.insert(0, self.decided)
            self.decided = rule_id


@dataclass(frozen=True)
class Evaluation:
    """One evaluation of a rule set (recorded only inside :func:`recording`): which rules it asked, which fired."""

    ruleset: str
    topic: str
    asked: tuple[str, ...]
    fired: tuple[str, ...]


_RECORD: ContextVar[list[Evaluation] | None] = ContextVar("rulebook_record", default=None)


@contextmanager
def recording() -> Iterator[list[Evaluation]]:
    """Record every rule-set evaluation in this context (the rulebook tests read which rules fired)."""
    out: list[Evaluation] = []
    token = _RECORD.set(out)
    try:
        yield out
    finally:
        _RECORD.reset(token)


def _record(name: str, rules: Sequence[Rule[Any, Any]], fired: Sequence[str]) -> None:
    log = _RECORD.get()
    if log is not None:
        topic = rules[0].topic if rules else ""
        log.append(Evaluation(name, topic, tuple(r.id for r in rules), tuple(fired)))


@dataclass(frozen=True)
class RuleSet(Generic[C, R]):
    """Rules of one context, evaluated in this order."""

    name: str
    rules: tuple[Rule[C, R], ...]

    def first(self, ctx: C, trail: Trail) -> R:
        """The advice of the first rule whose condition holds; that rule decides (``trail.decided``).

        The last rule of a decision set is its catch-all: a set where no rule holds is a bug
        (ValueError)."""
        for r in self.rules:
            if r.when(ctx):
                trail.decided = r.id
                _record(self.name, self.rules, (r.id,))
                return r.then(ctx)
        raise ValueError(f"no rule of {self.name} holds")

    def first_or_none(self, ctx: C, trail: Trail) -> R | None:
        """As :meth:`first`, None when no rule holds (a set that is not a catch-all)."""
        for r in self.rules:
            if r.when(ctx):
                trail.decided = r.id
                _record(self.name, self.rules, (r.id,))
                return r.then(ctx)
        _record(self.name, self.rules, ())
        return None

    def each(self, ctx: C, trail: Trail) -> list[R]:
        """The advice of every rule whose condition holds, in order (notes beside the decision)."""
        out: list[R] = []
        fired: list[str] = []
        for r in self.rules:  # one by one: a note sees what the notes before it did
            if r.when(ctx):
                trail.notes.append(r.id)
                fired.append(r.id)
                out.append(r.then(ctx))
        _record(self.name, self.rules, fired)
        return out


# --- the generated document ------------------------------------------------------------------------------


def load() -> None:
    """Import the converted modules, registering their rules."""
    for m in (*CONVERTED, *PARTLY):
        importlib.import_module(f"trainer.conventions.{m}")


def module_rules(module: str, topic: str | None = None) -> list[Rule[Any, Any]]:
    """The rules of one converted module (of one topic of it, if given), in registration order."""
    load()
    return [r for r in REGISTRY.values() if r.module == module and (topic is None or r.topic == topic)]


def _tests(names: Sequence[str]) -> str:
    return ", ".join(f"`{n}`" for n in names)


def markdown_row(r: Rule[Any, Any]) -> str:
    """The ``docs/conventions.md`` §2 row of a rule (five columns, as the hand-written rows)."""
    convention = f"**{r.id}**: {r.condition} → {r.advice}"
    sections = ", ".join(f"*{s}*" for s in r.sections)
    names = [f"{r.module}.{f.__name__}" for f in (r.when, r.then) if f.__name__ != "<lambda>"]
    code = ", ".join(f"`{c}`" for c in dict.fromkeys((*names, *r.code))) or "—"
    tests = f"applies: {_tests(r.applies)}; must not fire: {_tests(r.must_not)}"
    cells = (convention, sections, code, tests, r.status)
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


BEGIN = "<!-- rulebook {module}: generated by python -m trainer.conventions.rulebook --markdown {module} -->"
END = "<!-- rulebook {module}: end -->"
#: The markers of one topic's block (a module written as rules in part, :data:`PARTLY`).
BEGIN_TOPIC = (
    "<!-- rulebook {module} {topic}: generated by python -m trainer.conventions.rulebook"
    " --markdown {module} --topic {topic} -->"
)
END_TOPIC = "<!-- rulebook {module} {topic}: end -->"


def _markers(module: str, topic: str | None) -> tuple[str, str]:
    if topic is None:
        return BEGIN.format(module=module), END.format(module=module)
    return BEGIN_TOPIC.format(module=module, topic=topic), END_TOPIC.format(module=module, topic=topic)


HEADER = "| Convention | Handbook section | Implemented by | Tests | Status |"


def markdown(module: str, topic: str | None = None) -> str:
    """The generated block of ``docs/conventions.md`` for ``module`` (only the rules of ``topic``, if
    given): the markers and one row per rule."""
    begin, end = _markers(module, topic)
    lines = [
        begin,
        "",
        HEADER,
        "| --- | --- | --- | --- | --- |",
        *(markdown_row(r) for r in module_rules(module, topic)),
        "",
        end,
    ]
    return "\n".join(lines)


def document_block(text: str, module: str, topic: str | None = None) -> str | None:
    """The generated block for ``module`` (or one topic of it) as it stands in ``text`` (None when the
    markers are missing)."""
    begin, end = _markers(module, topic)
    if begin not in text or end not in text:
        return None
    start = text.index(begin)
    return text[start : text.index(end, start) + len(end)]


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m trainer.conventions.rulebook")
    p.add_argument(
        "--markdown",
        metavar="MODULE",
        choices=(*CONVERTED, *PARTLY),
        help="print the rows of a converted module",
    )
    p.add_argument("--topic", help="only the rows of this advice topic (a module of PARTLY)")
    p.add_argument("--list", action="store_true", help="list every registered rule: id, topic, title")
    args = p.parse_args(argv)
    # Run as ``python -m``, this file is ``__main__``: the registry is the imported module's.
    from trainer.conventions import rulebook

    if args.markdown:
        print(rulebook.markdown(args.markdown, args.topic))
    elif args.list:
        rulebook.load()
        for r in rulebook.REGISTRY.values():
            print(f"{r.id}\t{r.topic}\t{r.title}")
    else:
        p.print_help()


if __name__ == "__main__":
    main()
