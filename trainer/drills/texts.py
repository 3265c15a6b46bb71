"""Drill texts in the learner's language: kind names, tasks, choices and feedback lines.

Every template is marked with ``N_`` for the gettext catalogs and rendered
through a :class:`~trainer.i18n.Translator`, so nothing here is English-only.
Plain text out (the app escapes it, or renders markers through
:mod:`trainer.ui.markup`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from trainer.bids import Form
from trainer.cards import Suit, parse_card_list
from trainer.conventions import rulebook
from trainer.conventions.texts import reason_text, section_label
from trainer.errors import SkruuviError
from trainer.i18n import Translator
from trainer.lessons import content
from trainer.marker import N_
from trainer.signals import Reading
from trainer.texts import error_text, note_text, score_item_text

from . import words
from .make import Wish, planned
from .model import Drill, Feedback, Kind, Line

KIND_NAMES: Mapping[Kind, str] = {
    Kind.CALL: N_("Choose the call"),
    Kind.PACKET_CHOOSE: N_("Choose the packet's cards"),
    Kind.PACKET_ORDER: N_("Order the packet"),
    Kind.PACKET_READ: N_("Read the packet"),
    Kind.WISH_READ: N_("Read partner's kotkat wishes"),
    Kind.LEAD: N_("Choose the opening lead"),
    Kind.GIVE: N_("Choose the cards to give"),
    Kind.SIGNAL_DISCARD: N_("Signal with a discard"),
    Kind.PLAY: N_("Play this card"),
    Kind.SIGNAL_READ: N_("Read partner's discard"),
    Kind.ITALIAN_READ: N_("Read the Italian signal"),
    Kind.SCORE: N_("Score it"),
    Kind.LEGAL: N_("Legal cards"),
    Kind.WORDS: N_("Words"),
}

KIND_BLURBS: Mapping[Kind, str] = {
    Kind.CALL: N_(
        "A hand and the bidding so far: what do you call? Opening bids, continuation bids after the "
        "exchange, doubles, and the bolshevik set."
    ),
    Kind.PACKET_CHOOSE: N_("You give partner four cards: which four go in the packet?"),
    Kind.PACKET_ORDER: N_("Four cards and what they should say: put them in order, top card first."),
    Kind.PACKET_READ: N_("A packet in its order: which suits has the giver ended?"),
    Kind.WISH_READ: N_(
        "Kotkat: partner's packet has arrived. Is misère possible, and what does partner wish for?"
    ),
    Kind.LEAD: N_("The contract, the auction and your hand: which card do you lead?"),
    Kind.GIVE: N_("The one-card exchanges: which card goes to whom?"),
    Kind.SIGNAL_DISCARD: N_("You cannot follow suit: which card tells partner what you hold?"),
    Kind.PLAY: N_(
        "The play is under way: which card now? Where the handbook's play tactics are clear, or where "
        "one card is clearly best with all cards seen and what you know backs it."
    ),
    Kind.SIGNAL_READ: N_("Partner could not follow suit and threw a card: what does it say?"),
    Kind.ITALIAN_READ: N_(
        "By agreement you play the Italian signal: which suit does partner's first discard name?"
    ),
    Kind.SCORE: N_("A finished deal: how many points does each side get?"),
    Kind.LEGAL: N_("A trick in progress: which of your cards may you play?"),
    Kind.WORDS: N_("The words of the game, Finnish and English."),
}

TASKS: Mapping[Kind, str] = {
    Kind.CALL: N_("You are {seat}. What do you call?"),
    Kind.PACKET_CHOOSE: N_(
        "You are {seat} and give partner four cards. Which four? (Their order is not asked.)"
    ),
    Kind.PACKET_ORDER: N_("Put these cards in order, top card first, so that the packet says what is meant."),
    Kind.PACKET_READ: N_("Which suits does this packet end? (None: choose nothing.)"),
    Kind.WISH_READ: N_(
        "You are {seat}. Partner has given you the packet shown. Is misère possible, and which suit "
        "does partner wish for first?"
    ),
    Kind.LEAD: N_("You are {seat} and lead to the first trick. Which card?"),
    Kind.GIVE: N_("You are {seat}. Which card do you give to each player?"),
    Kind.SIGNAL_DISCARD: N_("You are {seat} and cannot follow suit. Which card do you discard?"),
    Kind.PLAY: N_("You are {seat} and it is your turn to play. Which card do you play?"),
    Kind.SIGNAL_READ: N_("The game is {game}. Partner's first discard is {card}. What does it say?"),
    Kind.ITALIAN_READ: N_(
        "You and partner have agreed to use the Italian signal. {led} is led and partner, who has no "
        "{led}, throws {card} as the first discard. In which suit does partner hold a high honour?"
    ),
    Kind.SCORE: N_("Score the deal: points for each side."),
    Kind.LEGAL: N_("You are {seat}. Which cards may you play to this trick? Choose all of them."),
    Kind.WORDS: N_("Choose the right answer."),
}

SCORE_EACH_PLAYER = N_("Score the deal: points for each player.")
# A legal-cards item with no seat (none of the handbook's own): never "You are ." (newuser M3).
LEGAL_NO_SEAT = N_("Which cards may you play to this trick? Choose all of them.")
# A call drill's task by the phase it comes from (the auction uses TASKS[Kind.CALL]).
CALL_TASKS: Mapping[str, str] = {
    "continuation": N_(
        "You are {seat}. The cards have been exchanged and the main pair bid on: what do you call now?"
    ),
    "final": N_(
        "You are {seat}, the bolshevik player, and have given your three cards. Stay in 7 misère (pass) "
        "or call a dictator?"
    ),
    "doubling": N_("You are {seat}. The bidding is over: do you double?"),
    "redoubling": N_("You are {seat}. Your contract has been doubled: do you redouble?"),
}
WISH_CHOICES: Mapping[str, str] = {
    "yes": N_("Misère is possible"),
    "no": N_("Misère is not possible"),
}
WISH_ANSWER = N_("{misere}; first wish {suit}")

GAME_NAMES: Mapping[str, str] = {
    "trump": N_("a trump game"),
    "grand": N_("grand"),
    "misere": N_("misère"),
    "passimisaari": N_("passimisääri"),
    "bolshevik": N_("the bolshevik (misère)"),
    "dictator": N_("a dictator game"),
    "thrown_in": N_("a thrown-in deal"),
}

SIGNAL_CHOICES: Mapping[str, str] = {
    "honour": N_("Partner holds {honour}."),
    "none": N_("Nothing about {honour}: it is not the signal card."),
    "ace_away": N_("Partner is getting rid of the ace."),
}

WORD_PROMPTS: Mapping[str, str] = {
    "fi-en": N_("What is “{word}” in English?"),
    "en-fi": N_("What is “{word}” in Finnish?"),
    "term-meaning": N_("What does “{word}” mean?"),
    "meaning-term": N_("Which term means: {word}"),
}

SIDE_NAMES: Mapping[str, str] = {
    "declarers": N_("Main pair"),
    "defenders": N_("Defending side"),
    "AC": N_("Pair A–C"),
    "BD": N_("Pair B–D"),
    "A": N_("Player A"),
    "B": N_("Player B"),
    "C": N_("Player C"),
    "D": N_("Player D"),
}

VERDICTS: Mapping[str, str] = {
    "recommended": N_("Right: this is what the handbook advises."),
    "acceptable": N_("Right: the handbook allows this too."),
    "not_advised": N_("Not what the handbook advises."),
    "illegal": N_("Not allowed by the rules."),
    "right": N_("Right."),
    "wrong": N_("Not quite."),
    "unreadable": N_("That answer could not be read."),
}

JUDGEMENT = N_(
    "The handbook leaves room for judgement here: its advice is the usual choice, not the only one."
)
ALSO_FINE = N_("Also fine: {answers}")
ADVISED = N_("The handbook advises: {answers}")
RULE_LINE = N_("Rule: {title} ({section})")
EXPECTED = N_("The answer: {answers}")


MESSAGE_PARTS: Mapping[str, str] = {
    "ended": N_("Ended: {suits}"),
    "continues": N_("Continues: {suits}"),
    "misere_yes": N_("Misère is possible"),
    "misere_no": N_("Misère is not possible"),
    "wishes": N_("Trump wishes, in order: {suits}"),
    "misere_suit": N_("Best misère suit: {suit}"),
    "avoid": N_("Not as trumps: {suits}"),
    "ace_signal": N_("Ace signal: {suit}"),
    "nothing": N_("Nothing ended, nothing to add"),
}


def message_lines(reading: Reading, _: Translator, wish: Wish = "trump") -> list[str]:
    """What a packet means to say, without how it is said (the notes would give the order away).

    ``wish`` is the wish the packet plans (:func:`trainer.drills.make.planned`): only that part of the
    reading is said, and in a misère packet the first wish is the best misère suit, not a trump wish."""
    reading = planned(reading, wish)

    def say(part: str, **params: str) -> str:
        template = MESSAGE_PARTS[part]
        return _(template, **params)

    def symbols(suits: Iterable[Suit], sep: str = " ") -> str:
        return sep.join(s.symbol for s in suits)

    out = []
    if reading.ended:
        out.append(say("ended", suits=symbols(reading.ended)))
    if reading.continues:
        out.append(say("continues", suits=symbols(reading.continues)))
    if reading.misere_ok is not None:
        out.append(say("misere_yes" if reading.misere_ok else "misere_no"))
    if reading.wishes and wish == "misere":
        out.append(say("misere_suit", suit=reading.wishes[0].symbol))
    elif reading.wishes:
        out.append(say("wishes", suits=symbols(reading.wishes, ", ")))
    if reading.avoid:
        out.append(say("avoid", suits=symbols(reading.avoid)))
    if reading.ace_signal is not None:
        out.append(say("ace_signal", suit=reading.ace_signal.symbol))
    return out or [say("nothing")]


def kind_name(kind: Kind, _: Translator) -> str:
    return _(KIND_NAMES[kind])


def list_labels(drills: Iterable[Drill], _: Translator) -> list[str]:
    """How drills read in a list: their own title, else the kind with a number ("Legal cards 2").

    Never the item's id: "read-two-two-crossed" or "void-no-need-to-ruff" would say the answer before the
    question (newuser M11).  Numbers count each kind from 1 in the order given.
    """
    seen: dict[Kind, int] = {}
    out = []
    for d in drills:
        seen[d.kind] = seen.get(d.kind, 0) + 1
        out.append(d.title.get(_.lang) if d.title else f"{kind_name(d.kind, _)} {seen[d.kind]}")
    return out


def concept_title(concept_id: str, _: Translator) -> str:
    """A concept (``<kind>:<lesson>``) as the learner reads it: the kind and the lesson's title."""
    kind_s, _sep, lesson_id = concept_id.partition(":")
    lesson = content().lessons.get(lesson_id)
    title = lesson.title.get(_.lang) if lesson is not None else _("Glossary")
    try:
        return f"{kind_name(Kind.parse(kind_s), _)} · {title}"
    except SkruuviError:
        return concept_id


def task_text(d: Drill, _: Translator) -> str:
    params: dict[str, Any] = {"seat": str(d.seat) if d.seat is not None else ""}
    if d.kind is Kind.SIGNAL_READ:
        game = GAME_NAMES[d.data["game"].value]
        params = {"game": _(game), "card": str(d.data["card"])}
    if d.kind is Kind.ITALIAN_READ:
        params = {"led": d.data["led"].symbol, "card": str(d.data["card"])}
    if d.kind is Kind.LEGAL and d.seat is None:
        return _(LEGAL_NO_SEAT)
    if d.kind is Kind.SCORE and d.form is Form.BOLSEVIKIT:
        return _(SCORE_EACH_PLAYER)  # every player for themself (*Bolsevikkien pistelasku*)
    if d.kind is Kind.CALL and d.point is not None:
        stage = call_task(d)
        if stage is not None:
            return _(CALL_TASKS[stage], **params)
    return _(TASKS[d.kind], **params)


def call_task(d: Drill) -> str | None:
    """Which call task fits the drill's phase: None for the initial auction (and the bolshevik round)."""
    from trainer.game import Phase

    point = d.point
    if point is None:
        return None
    if point.phase is Phase.CONTINUATION:
        return "final" if point.info.rules.individual else "continuation"
    if point.phase is Phase.DOUBLING:
        return "redoubling" if point.info.doubled_by else "doubling"
    return None


def wish_answer_text(answer: str, _: Translator) -> str:
    """A kotkat wish reading (``♥ no``) as the learner reads it."""
    suit, _sep, misere = answer.partition(" ")
    if misere not in WISH_CHOICES:
        return answer
    return _(WISH_ANSWER, misere=_(WISH_CHOICES[misere]), suit=suit)


def signal_choice_text(key: str, d: Drill, _: Translator) -> str:
    template, honour = SIGNAL_CHOICES[key], str(d.data["honour"])
    return _(template, honour=honour)


def side_name(side: str, _: Translator) -> str:
    return _(SIDE_NAMES[side])


def word_prompt(d: Drill, _: Translator) -> str:
    """The question of a words drill, in the learner's language where the direction allows (never with
    the answer in it: :mod:`.words`)."""
    term = content().glossary[d.data["term"]]
    direction = d.data["direction"]
    word = words.prompt_word(term, direction, _.lang)
    return _(WORD_PROMPTS[direction], word=word)


def word_option(d: Drill, term_id: str, _: Translator) -> str:
    """How option ``term_id`` reads in a words drill."""
    return words.option_text(content().glossary[term_id], d.data["direction"], _.lang)


def word_answer(term_id: str) -> str:
    """A glossary term named in feedback: the Finnish word and the English one (``bolsevikki — bolshevik``)."""
    term = content().glossary.get(term_id)
    if term is None:
        return term_id
    return f"{term.fi.term} — {words.shown_term(term, 'en')}"


def line_text(line: Line, _: Translator) -> str:
    """One explanation line in the translator's language."""
    p = dict(line.params)
    if line.kind == "msg":
        return _(line.key, **p) if p else _(line.key)
    if line.kind == "reason":
        return reason_text(p["reason"], _)
    if line.kind == "note":
        return note_text(line.key, p, _)
    if line.kind == "score":
        points = int(p.pop("points"))
        return score_item_text(line.key, points, p, _)
    if line.kind == "side":
        return f"{side_name(line.key, _)}: {int(p['points']):+d}"
    if line.kind == "error":
        return error_text(p["error"], _)
    if line.kind == "term":
        term = content().glossary.get(line.key)
        if term is None:
            return line.key
        entry = term.fi if _.lang == "fi" else term.en
        return f"{word_answer(line.key)}: {entry.definition}"
    if line.kind == "text":
        return str(p["text"].get(_.lang))
    return line.key


NO_SUIT_ENDED = N_("none (no suit has ended)")


def answer_words(d: Drill, answer: str, _: Translator) -> str:
    """An answer key as the learner reads it: never an internal key (newuser M12: "The answer: honour").

    A discard reading says what the option said ("Partner holds ♦A."), a wish reading its words, a words
    drill the term, "-" in a packet reading that no suit has ended, a score each side's points by name;
    a set of cards comes in the hand's order, high cards first (newuser L4: "♥6 ♥A" read low first);
    other cards and calls are already written as on the table.
    """
    if d.kind is Kind.SIGNAL_READ and answer in SIGNAL_CHOICES:
        return signal_choice_text(answer, d, _)
    if d.kind is Kind.WISH_READ:
        return wish_answer_text(answer, _)
    if d.kind is Kind.WORDS:
        return word_answer(answer)
    if d.kind is Kind.PACKET_READ and answer.strip() == "-":
        return _(NO_SUIT_ENDED)
    if d.kind in (Kind.LEGAL, Kind.PACKET_CHOOSE):  # a set of cards: as the hand shows them, high first
        try:
            cards = parse_card_list(answer)
        except SkruuviError:
            return answer
        return " ".join(str(c) for c in sorted(cards, key=lambda c: (c.suit, -c.rank)))
    if d.kind is Kind.SCORE:
        from .grade import score_sides

        points = answer.split()
        sides = score_sides(d)
        if len(points) == len(sides):
            return ", ".join(f"{side_name(s, _)} {int(p):+d}" for s, p in zip(sides, points, strict=True))
    return answer


def verdict_text(fb: Feedback, _: Translator) -> str:
    return _(VERDICTS[fb.verdict])


def give_plan_text(plan: str, fb: Feedback) -> str:
    """A give plan written in recipient order ("♠2 ♦8 ♦5") with each card's recipient: "B ♠2, C ♦8, D ♦5".

    The recipients come from the feedback's own "To B: ♠2" lines (the drill's plan, in recipient order).
    """
    seats = [str(line.params["seat"]) for line in fb.lines if line.kind == "msg" and "seat" in line.params]
    cards = plan.split()
    if len(seats) != len(cards):
        return plan
    return ", ".join(f"{seat} {card}" for seat, card in zip(seats, cards, strict=True))


def rule_text(rule: str | None, _: Translator) -> str | None:
    """The named rule that decided the advice, as the learner reads it: its title and handbook section
    ("Rule: High trumps for the tricks needed (Koputukset ja vastakoputukset)"); None for a topic not
    written as rules (:mod:`trainer.conventions.rulebook`)."""
    if rule is None:
        return None
    rulebook.load()
    r = rulebook.REGISTRY.get(rule)
    if r is None:
        return None
    return _(RULE_LINE, title=_(r.title), section=section_label(r.section, _.lang))


def feedback_texts(fb: Feedback, _: Translator, d: Drill | None = None) -> dict[str, Any]:
    """Everything to show about ``fb``, rendered: ``headline``, ``problem``, ``answer`` (what the
    handbook or the engine says), ``also``, ``why`` (reason sentences), ``more`` (details),
    ``judgement`` (a sentence or None), ``rule`` (the named rule that decided the advice, or None:
    :func:`rule_text`).  With the drill ``d`` every answer is said in words (:func:`answer_words`)."""
    if fb.problem is not None:
        return {"headline": verdict_text(fb, _), "problem": line_text(fb.problem, _), "answer": None,
                "also": None, "why": [], "more": [], "judgement": None, "rule": None}  # fmt: skip
    graded = fb.verdict in ("recommended", "acceptable", "not_advised", "illegal")
    answer = None
    expected, also_list = fb.expected, fb.also
    if fb.kind is Kind.WISH_READ:
        expected = tuple(wish_answer_text(a, _) for a in expected)
    if fb.kind is Kind.WORDS:  # a glossary id (``hantakuppi``) is no word: name the term
        expected = tuple(word_answer(a) for a in expected)
    if d is not None and fb.kind not in (Kind.WISH_READ, Kind.WORDS, Kind.GIVE):
        expected = tuple(answer_words(d, a, _) for a in expected)
        also_list = tuple(answer_words(d, a, _) for a in also_list)
    if fb.kind is Kind.GIVE:  # "♠2 ♦8 ♦5" says nothing of who gets which: "B ♠2, C ♦8, D ♦5"
        expected = tuple(give_plan_text(a, fb) for a in expected)
        also_list = tuple(give_plan_text(a, fb) for a in also_list)
    if fb.expected and (not fb.correct or fb.verdict == "acceptable"):
        template, answers = (ADVISED if graded else EXPECTED), " / ".join(expected)
        answer = _(template, answers=answers)
    others = " / ".join(also_list)
    also = _(ALSO_FINE, answers=others) if fb.also else None
    return {
        "headline": verdict_text(fb, _),
        "problem": None,
        "answer": answer,
        "also": also,
        "why": list(dict.fromkeys(reason_text(r, _) for r in fb.reasons)),
        "more": [line_text(line, _) for line in fb.lines],
        "judgement": _(JUDGEMENT) if fb.judgement else None,
        "rule": rule_text(fb.rule, _),
    }
