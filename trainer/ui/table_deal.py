"""A deal played at the table, opened in the worked-deal viewer (issue 15, "The review").

The table page (``app_pages/table.py``) links a finished deal to ``deals?record=TOKEN``: TOKEN is the deal's
own table token (:meth:`trainer.tablegame.TableGame.token`, a sitsi's deal under its deal token), so the
address reproduces the deal, as ``table?play=TOKEN`` does.  The viewer (``app_pages/deals.py``) shows it like
the handbook's worked deals (*Skruuvin perusasioita*: the steps of a deal, every step with navigation, jump to
a phase or trick), with this module's :func:`table_worked_deal`: a :class:`~trainer.lessons.WorkedDeal` whose
commentary is the review of the learner's decisions (:mod:`trainer.review`), in Finnish and English, each note
at the step where the learner acted, and a note at the start and at the end (the result).

No Streamlit here: the page keeps the layout; :func:`token_error_text` is the table page's friendly sentence
for a token that cannot be read, shared by both pages.
"""

from __future__ import annotations

import hashlib
from typing import Final

from trainer.conventions.texts import reason_text, section_label
from trainer.i18n import Translator
from trainer.lessons import Step, Text, WorkedDeal
from trainer.review import Decision, Review
from trainer.tablegame import TableError, TableGame
from trainer.ui.table_view import (
    FORM_NAMES,
    PHASE_NAMES,
    cost_text,
    grade_text,
    level_name,
    result_facts,
    your_action_text,
)

__all__ = ["RECORD_PARAM", "TABLE_PREFIX", "table_deal_id", "table_worked_deal", "token_error_text"]

RECORD_PARAM: Final = "record"
"""The viewer's query parameter for a table deal: ``deals?record=TOKEN``."""

TABLE_PREFIX: Final = "table:"
"""A :class:`WorkedDeal`'s ``record`` for a table deal: this prefix and the token (not a file name)."""

LANGUAGES: Final = ("fi", "en")


def table_deal_id(token: str) -> str:
    """The viewer's id for a table deal (its session keys): ``table-`` and a digest of the token."""
    return "table-" + hashlib.sha256(token.strip().encode()).hexdigest()[:12]


def token_error_text(e: TableError, _: Translator) -> str:
    """A table token that cannot be read, in words (the table page's sentences): what is wrong and where."""
    where = str(e.params.get("where", ""))
    texts = {
        "version": _("This table link is not one this version of the app can read."),
        "form": _("This table link does not name a form and an opponents' level."),
        "seat": _("This table link does not name a seat."),
        "seed": _("The deal number in this table link is not a number."),
        "step": _("Step {n} of this table link does not fit the deal.", n=e.params.get("step", "?")),
        "takebacks": _("The take-backs in this table link are not numbers."),
    }
    texts["deal"] = _(
        "In this sitsi link a deal that is not over is followed by another, or there are more than eight deals."
    )
    text = texts.get(where, _("This table link cannot be read."))
    if "deal" in e.params:
        text = _("Deal {n} of the sitsi: {problem}", n=e.params["deal"], problem=text)
    return text


def _note(d: Decision, lang: str, _: Translator) -> str:
    """One reviewed decision as a commentary note (lesson markup: paragraphs, ``**bold**``)."""
    head = _(
        "Your decision ({phase}): {action}, {grade}.",
        phase=_(PHASE_NAMES[d.phase]),
        action=your_action_text(d.phase, d.action, _),
        grade=grade_text(d.grade, _),
    )
    paras = [f"**{head}**"]
    if d.recommended and d.grade != "recommended":
        rec = ", ".join(your_action_text(d.phase, a, _) for a in d.recommended)
        paras.append(_("The handbook recommends: {actions}", actions=rec))
    for r in d.reasons:
        text = reason_text(r, _)
        paras.append(f"{text} ({section_label(r.section, lang)})" if r.section else text)
    cost = cost_text(d, _)
    if cost:
        paras.append(cost)
    return "\n\n".join(paras)


def table_worked_deal(game: TableGame, token: str, rv: Review | None) -> WorkedDeal:
    """The finished (or unfinished) table ``game`` as a worked deal for the viewer: title, what is known, and
    the review's notes at the learner's decisions (``rv``; None: only the start and the end)."""
    setup = game.setup
    wheres = [where for where, _a, _s in game.record().states()]
    texts: dict[str, dict[str, str]] = {}
    titles: dict[str, str] = {}
    known: dict[str, str] = {}
    for lang in LANGUAGES:
        _ = Translator(lang)
        form = _(FORM_NAMES[setup.form.value])
        titles[lang] = _("Your deal at the table: {form}, deal number {seed}", form=form, seed=setup.seed)
        known[lang] = _(
            "You played this deal at the table as {seat}. The opponents: {level}. At each of your decisions the "
            "commentary is the review's: the handbook's grade, what it recommends and why.",
            seat=str(setup.seat),
            level=level_name(setup.level, _),
        )
        texts.setdefault("start", {})[lang] = _(
            "This is the deal you played at the table as {seat}. Step through it, or go to a trick; Back to the "
            "table returns to the result and the review.",
            seat=str(setup.seat),
        )
        for d in rv.decisions if rv is not None else ():
            if d.step + 1 < len(wheres):
                texts.setdefault(wheres[d.step + 1], {})[lang] = _note(d, lang, _)
        result = game.state.result
        if game.is_over and result is not None:
            facts = result_facts(result, game.state.rules.individual, setup.seat, _)
            # The last step may be the learner's own card: its note and the result together.
            last = wheres[-1] if wheres[-1] in texts else "end"
            done = texts.setdefault(last, {})
            done[lang] = "\n\n".join([*([done[lang]] if lang in done else []), *facts])
    steps = tuple(Step(at=at, text=Text(**t)) for at, t in texts.items())
    return WorkedDeal.model_construct(
        id=table_deal_id(token),
        title=Text(**titles),
        record=TABLE_PREFIX + token,
        source="table",
        sections=(),
        known=Text(**known),
        steps=steps,
    )
