"""Building decision points for convention tests from a handbook hand and an auction, and the contract
every advice keeps (:func:`check_advice`)."""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Mapping, Sequence

from trainer.auction import parse_calls
from trainer.bids import PASS, Call, Form
from trainer.cards import Card, parse_card_list, parse_cards
from trainer.conventions.core import Advice, DecisionPoint, Reason, decision_point
from trainer.dealing import Deal, complete_deal
from trainer.seats import Seat
from trainer.state import Phase, State


def make_deal(
    form: Form,
    dealer: Seat,
    known: Mapping[Seat, str],
    middle: str | None = None,
    seed: int = 0,
) -> Deal:
    """A deal where the seats in ``known`` hold those cards (hand notation); see :func:`complete_deal`."""
    return complete_deal(
        form,
        dealer,
        {s: parse_cards(t) for s, t in known.items()},
        parse_cards(middle) if middle else None,
        seed,
    )


def state_after(deal: Deal, calls: str = "", **kwargs: object) -> State:
    """The state after the initial-auction ``calls`` (spaces, commas or semicolons between them)."""
    s = State.new(deal, **kwargs)  # type: ignore[arg-type]
    for c in parse_calls(calls) if calls.strip() else []:
        s = s.apply(c)
    return s


CALL_PHASES = (Phase.AUCTION, Phase.CONTINUATION, Phase.DOUBLING)


def apply_text(s: State, text: str) -> State:
    """``s`` after the action written ``text``: a call in a call phase, else a card."""
    return s.apply(Call.parse(text) if s.phase in CALL_PHASES else Card.parse(text))


def play_script(
    s: State, script: Mapping[Phase, Sequence[str]] | None, until: Callable[[State, bool], bool]
) -> State:
    """Play the scripted actions of each phase in order, otherwise pass (or the first legal card), until
    ``until(state, script_left_in_this_phase)``; every scripted action must be used."""
    todo = {ph: list(acts) for ph, acts in (script or {}).items()}
    while not until(s, bool(todo.get(s.phase))):
        queue = todo.get(s.phase)
        if queue:
            s = apply_text(s, queue.pop(0))
            continue
        acts = s.legal_actions()
        s = s.apply(PASS if PASS in acts else acts[0])
    leftover = {ph: q for ph, q in todo.items() if q}
    assert not leftover, f"script not used: {leftover}"
    return s


def bidding_state(form: Form, dealer: Seat, seat: Seat, hand: str, calls: str = "", seed: int = 0) -> State:
    """``seat`` holds ``hand`` and is to call after ``calls`` (checked)."""
    s = state_after(make_deal(form, dealer, {seat: hand}, seed=seed), calls)
    if s.to_act is not seat:
        raise ValueError(f"after {calls!r} it is {s.to_act}'s turn, not {seat}'s")
    return s


# --- the contract every advice keeps (shared by the property tests of each convention module) -------------


def placeholders(template: str) -> set[str]:
    import string

    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def check_reasons(reasons: Iterable[Reason], *, prefix: str, sections: Container[str]) -> None:
    """Each reason has a registered template of its module (``prefix``), a handbook section the module
    cites, plain parameters, exactly the template's placeholders, and renders without leftovers."""
    from trainer.conventions.texts import PLURALS, TEMPLATES, reason_text

    for r in reasons:
        assert r.key.startswith(prefix) and r.key in TEMPLATES, r.key
        assert r.section in sections, (r.key, r.section)
        assert all(isinstance(v, str | int) for v in r.params.values()), r
        names = placeholders(TEMPLATES[r.key])
        # a plural's number may pick the form without being said (ex_order_ended: "{suits} ended")
        silent = {PLURALS[TEMPLATES[r.key]][1]} - names if TEMPLATES[r.key] in PLURALS else set()
        assert names == set(r.params) - silent and silent <= set(r.params), (r.key, r.params)
        assert "{" not in reason_text(r), r.key


def check_advice(
    point: DecisionPoint,
    advice: Advice,
    *,
    prefix: str,
    sections: Container[str],
    topic: str | None = None,
    own_reasons: bool = False,
) -> None:
    """Something recommended; only legal actions; recommended, acceptable and worse never overlap;
    every worse action has its reasons; every reason is well formed (:func:`check_reasons`).
    ``own_reasons`` (issue 11): every legal action neither recommended nor acceptable has a reason of
    its own."""
    legal = set(point.legal)
    assert advice.recommended, "advice without a recommendation"
    assert set(advice.recommended) <= legal and set(advice.acceptable) <= legal
    assert not set(advice.recommended) & set(advice.acceptable)
    for action, why in advice.worse.items():
        assert action in legal and action not in advice.recommended and action not in advice.acceptable
        assert why, action
    if topic is not None:
        assert advice.topic == topic
    if own_reasons:
        for action in point.legal:
            if action not in advice.recommended and action not in advice.acceptable:
                assert advice.worse.get(action), f"{action} is not advised without a reason of its own"
    check_reasons(
        [*advice.reasons, *(r for rs in advice.worse.values() for r in rs)], prefix=prefix, sections=sections
    )


def packet_point(
    form: Form, dealer: Seat, hands: Mapping[Seat, str], middle: str | None, calls: str
) -> DecisionPoint:
    """The decision point after ``calls`` on a deal where the seats in ``hands`` hold those cards."""
    return decision_point(state_after(make_deal(form, dealer, hands, middle), calls))


def judge_packet_shown(
    point: DecisionPoint, packet: str, *, with_faults: bool = False
) -> tuple[str, set[str], tuple[Reason, ...]]:
    """The verdict of the learner's ``packet`` and the reasons as the packet_choose drill shows them
    (trainer/drills/grade.py).  ``with_faults``: a not-advised packet's reasons also carry the faults found in
    it, its own reasons first."""
    from trainer.conventions import exchanges as ex
    from trainer.drills.topics import judge_packet

    pa = ex.advise_packet(point)
    chosen = frozenset(parse_card_list(packet))
    verdict, reasons = judge_packet(point, pa, chosen)
    if verdict.value != "not_advised" and chosen in pa.why:
        reasons = pa.reasons_for(chosen)
    elif with_faults and verdict.value == "not_advised":
        own = [r for r in reasons if r not in pa.reasons]
        reasons = tuple(dict.fromkeys((*own, *pa.faults(chosen), *pa.reasons)))
    return verdict.value, {r.key for r in reasons}, reasons
