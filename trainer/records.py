"""Deal records: a whole deal (or the known part of one) as a YAML file.

The format is documented in ``docs/deal-records.md``.  In short::

    skruuvi-deal: 1              # format name and version (required)
    form: alkupelit              # alkupelit | kotkat | bolsevikit
    variant: puupaa              # optional: the three-player game with a dummy (alkupelit, kotkat)
    dealer: A
    title: ...                   # optional free text: title, source, notes
    hands: {A: ♠AK1084 ♥A6 ..., B: ..., C: ..., D: ...}   # as dealt
    middle: ♣K ♣Q ♣5 ♣3          # alkupelit/bolsevikit, in order
    seen: {A: ♠A ♥Q ♥7 ♣9 ♦J, B: ..., D: ...}   # puupää: the dummy's cards each player looked at
    auction: 1♠ pass pass 6M ...  # the initial auction from the dealer
    exchanges:
      packet: ♥5 ♠3 ♥3 ♠2        # lifter / kotkat top bidder, top card first
      gives: {A: ♦9, B: ♦K, C: ♣J}   # one card to each (responder; bolshevik player)
      return: ♦4 ♥5 ♥3 ♥9        # kotkat: partner's four back, top first
      pass: {B: ♥10, D: ♠2, C: ♣2, A: ♦A}   # passimisääri: each player's card to partner
    continuation: pass pass pass pass
    defenders: {B: ♦A, D: ♥10}   # defenders' one-card exchange: giver → card
    doubling: pass pass
    play: [♠A ♠2 ♠3 ♠4, ...]     # one string per trick, from its leader
    result: {contract: 6M, declarer: D, tricks: {AC: 1, BD: 12}, score: {AC: -40, BD: 40}}

A record may stop after any step (a lesson may know only the auction), but
no step may be given after a missing one.  :func:`loads` validates the text
and replays the record through :class:`~trainer.state.State`, so a record
that breaks a rule is rejected with a :class:`~trainer.errors.RecordError`
naming the field, the step and the reason (and the line).  ``result``, when
present, must agree with the replay.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path as FsPath
from typing import Any

import yaml

from trainer.auction import split_calls
from trainer.bids import PASS, Bid, Call, Form, Pass
from trainer.cards import Card, format_cards, format_hand, parse_card_list, parse_cards
from trainer.dealing import Deal
from trainer.errors import IllegalActionError, RecordError, SkruuviError
from trainer.phases import puupaa
from trainer.rules import Rules, find_rules
from trainer.seats import SEATS, Pair, Seat
from trainer.state import Action, Choice, GameType, Phase, State
from trainer.yamlio import Path, line_of, load_yaml

FORMAT = "skruuvi-deal"
VERSION = 1

_META_KEYS = ("title", "source", "section", "notes")
_TOP_KEYS = (
    FORMAT,
    "form",
    "variant",
    "dealer",
    *_META_KEYS,
    "bolshevik_set",
    "hands",
    "middle",
    "seen",
    "auction",
    "choice",
    "exchanges",
    "continuation",
    "defenders",
    "doubling",
    "play",
    "result",
)
_EXCHANGE_KEYS = ("packet", "gives", "return", "pass")


@dataclass(frozen=True)
class RecordResult:
    """``contract`` is the final bid, ``PASS`` for a passimisääri, None when not given."""

    contract: Bid | Pass | None
    declarer: Seat | None
    tricks: Mapping[str, int]
    score: Mapping[str, int]


@dataclass(frozen=True)
class DealRecord:
    """A deal as recorded; replay it with :meth:`replay` or :meth:`states`."""

    deal: Deal
    auction: tuple[Call, ...] = ()
    choice: tuple[Choice, ...] = ()
    packet: tuple[Card, ...] | None = None
    gives: Mapping[Seat, Card] | None = None
    return_packet: tuple[Card, ...] | None = None
    pass_exchange: Mapping[Seat, Card] | None = None
    continuation: tuple[Call, ...] = ()
    defenders: Mapping[Seat, Card] | None = None
    doubling: tuple[Call, ...] = ()
    play: tuple[tuple[Card, ...], ...] = ()
    result: RecordResult | None = None
    meta: Mapping[str, str] = field(default_factory=dict)
    bolshevik_barred: frozenset[Seat] = frozenset()
    bolshevik_forced: Seat | None = None
    #: The rules' variant (``"puupaa"``: three players and a dummy), None for the four-player game.
    variant: str | None = None
    #: Puupää: the dummy's cards each live player looked at; None: the engine's looks for the deal.
    seen: Mapping[Seat, tuple[Card, ...]] | None = None

    @property
    def form(self) -> Form:
        return self.deal.form

    @property
    def rules(self) -> Rules:
        return find_rules(self.deal.form, self.variant)

    def start(self) -> State:
        rules = self.rules
        if rules.dummy:
            return puupaa.start(self.deal, rules, self.seen)
        return State.new(
            self.deal,
            rules=rules,
            bolshevik_barred=self.bolshevik_barred,
            bolshevik_forced=self.bolshevik_forced,
        )

    def steps(self, state: State | None = None) -> Iterator[tuple[str, Action]]:
        """The record's actions in engine order, each with where it comes from.

        Driven by the phase machine (which decides whose card comes next), so
        it replays as it goes; raises RecordError at the first bad step.
        """
        for where, action, _ in self._walk():
            yield where, action

    def states(self) -> list[tuple[str, Action | None, State]]:
        """Every state of the replay: ``("", None, start)`` then one per step."""
        out: list[tuple[str, Action | None, State]] = [("", None, self.start())]
        for where, action, st in self._walk():
            out.append((where, action, st))
        return out

    def replay(self) -> State:
        """The state after the last recorded step; checks ``result`` if the deal is over."""
        s = self.start()
        for _, _, st in self._walk():
            s = st
        if self.result is not None:
            _check_result(self.result, s)
        return s

    def _walk(self) -> Iterator[tuple[str, Action, State]]:
        s = self.start()
        seqs: dict[Phase, list[tuple[str, Action]]] = {
            Phase.AUCTION: _seq("auction", self.auction),
            # The choices: the bolshevik bidders' (play/yield), or puupää's who lifts (self/dummy).
            (Phase.LIFT_CHOICE if self.rules.dummy else Phase.BOLSHEVIK_CHOICE): _seq("choice", self.choice),
            Phase.PACKET: _seq("exchanges.packet", self.packet or ()),
            Phase.RETURN_PACKET: _seq("exchanges.return", self.return_packet or ()),
            Phase.CONTINUATION: _seq("continuation", self.continuation),
            Phase.DOUBLING: _seq("doubling", self.doubling),
            Phase.PLAY: [(f"play[{i}][{j}]", c) for i, t in enumerate(self.play) for j, c in enumerate(t)],
        }
        pos = dict.fromkeys(seqs, 0)
        # One-card exchanges are keyed by seat: the recipient for gives, the giver otherwise.
        by_seat: dict[Phase, tuple[str, Mapping[Seat, Card] | None, bool]] = {
            Phase.RESPONDER_GIVES: ("exchanges.gives", self.gives, True),
            Phase.BOLSHEVIK_GIVES: ("exchanges.gives", self.gives, True),
            Phase.PASS_EXCHANGE: ("exchanges.pass", self.pass_exchange, False),
            Phase.DEFENDERS_EXCHANGE: ("defenders", self.defenders, False),
        }
        used: set[tuple[str, Seat]] = set()
        action: Action
        while not s.is_over:
            ph = s.phase
            if ph in by_seat:
                name, mapping, to_recipient = by_seat[ph]
                if not mapping:
                    break
                who = s.recipient if to_recipient else s.to_act
                assert who is not None
                if who not in mapping:
                    break  # the record stops here; a card given for a later seat is a gap
                where, action = f"{name}.{who}", mapping[who]
                used.add((name, who))
            else:
                i = pos[ph]
                if i >= len(seqs[ph]):
                    break
                where, action = seqs[ph][i]
                pos[ph] = i + 1
            try:
                s = s.apply(action)
            except IllegalActionError as e:
                raise RecordError(
                    e.message,
                    where=where,
                    cause=e,
                    code="record_illegal",
                    reason=e.params.get("reason"),
                ) from e
            yield where, action, s
        # A step the replay never reached comes after a gap, or after the end.
        stopped = "the deal is over" if s.is_over else f"the deal stops at {s.phase} ({s.to_act} to act)"
        for ph, items in seqs.items():
            if pos[ph] < len(items):
                where = items[pos[ph]][0]
                raise RecordError(
                    f"this step is never reached: {stopped}", where=where, code="record_unused_step"
                )
        for name, mapping, _ in by_seat.values():
            for seat in mapping or {}:
                if (name, seat) not in used:
                    raise RecordError(
                        f"this card is never given: {stopped}",
                        where=f"{name}.{seat}",
                        code="record_unused_step",
                    )

    # --- writing --------------------------------------------------------------

    def to_data(self) -> dict[str, Any]:
        """The record as plain data in canonical notation (what :func:`dumps` writes)."""
        d: dict[str, Any] = {FORMAT: VERSION, "form": self.form.value}
        if self.variant is not None:
            d["variant"] = self.variant
        d["dealer"] = str(self.deal.dealer)
        for k in _META_KEYS:
            if k in self.meta:
                d[k] = self.meta[k]
        if self.bolshevik_barred or self.bolshevik_forced is not None:
            bs: dict[str, Any] = {}
            if self.bolshevik_barred:
                bs["played"] = [str(s) for s in sorted(self.bolshevik_barred)]
            if self.bolshevik_forced is not None:
                bs["forced"] = str(self.bolshevik_forced)
            d["bolshevik_set"] = bs
        d["hands"] = {str(s): format_hand(self.deal.hands[s]) for s in SEATS}
        if self.deal.middle:
            d["middle"] = format_cards(self.deal.middle)
        if self.seen is not None:
            d["seen"] = {str(s): format_cards(c) for s, c in sorted(self.seen.items())}
        if self.auction:
            d["auction"] = _calls_text(self.auction)
        if self.choice:
            d["choice"] = [c.value for c in self.choice]
        ex: dict[str, Any] = {}
        if self.packet is not None:
            ex["packet"] = format_cards(self.packet)
        if self.gives is not None:
            ex["gives"] = {str(s): str(c) for s, c in sorted(self.gives.items())}
        if self.return_packet is not None:
            ex["return"] = format_cards(self.return_packet)
        if self.pass_exchange is not None:
            ex["pass"] = {str(s): str(c) for s, c in sorted(self.pass_exchange.items())}
        if ex:
            d["exchanges"] = ex
        if self.continuation:
            d["continuation"] = _calls_text(self.continuation)
        if self.defenders is not None:
            d["defenders"] = {str(s): str(c) for s, c in sorted(self.defenders.items())}
        if self.doubling:
            d["doubling"] = _calls_text(self.doubling)
        if self.play:
            d["play"] = [format_cards(t) for t in self.play]
        if self.result is not None:
            r: dict[str, Any] = {}
            if self.result.contract is not None:
                r["contract"] = str(self.result.contract)
            if self.result.declarer is not None:
                r["declarer"] = str(self.result.declarer)
            r["tricks"] = dict(self.result.tricks)
            r["score"] = dict(self.result.score)
            d["result"] = r
        return d


def _seq(name: str, items: Sequence[Action]) -> list[tuple[str, Action]]:
    return [(f"{name}[{i}]", a) for i, a in enumerate(items)]


def _calls_text(calls: Sequence[Call]) -> str:
    return " ".join(str(c) for c in calls)


def _check_result(expected: RecordResult, s: State) -> None:
    if not s.is_over or s.result is None:
        raise RecordError(
            f"a result is given but the deal stops at {s.phase}", where="result", code="result_early"
        )
    got = result_of(s)
    if expected.contract is not None and got.contract != expected.contract:
        raise RecordError(
            f"contract {expected.contract} given, the replay has {got.contract}",
            where="result.contract",
            code="result_mismatch",
        )
    if expected.declarer is not None and got.declarer != expected.declarer:
        raise RecordError(
            f"declarer {expected.declarer} given, the replay has {got.declarer}",
            where="result.declarer",
            code="result_mismatch",
        )
    for key, want in expected.tricks.items():
        if got.tricks.get(key) != want:
            raise RecordError(
                f"{key} took {got.tricks.get(key)} tricks in the replay, not {want}",
                where=f"result.tricks.{key}",
                code="result_mismatch",
            )
    for key, want in expected.score.items():
        if got.score.get(key) != want:
            raise RecordError(
                f"{key} scores {got.score.get(key)} in the replay, not {want}",
                where=f"result.score.{key}",
                code="result_mismatch",
            )


def result_of(s: State) -> RecordResult:
    """The result block of a finished deal: tricks and score per pair (per seat in bolsevikit)."""
    r = s.result
    assert r is not None
    pts = r.points()
    if s.form is Form.BOLSEVIKIT:
        tricks = {str(x): r.tricks[x] for x in SEATS}
        score = {str(x): pts[x] for x in SEATS}
    else:
        tricks = {str(p): r.pair_tricks(p) for p in Pair}
        score = {str(p): pts[p.seats[0]] for p in Pair}
    contract: Bid | Pass | None = PASS if r.game is GameType.PASSIMISAARI else r.contract
    return RecordResult(contract, r.declarer, tricks, score)


def from_state(s: State, meta: Mapping[str, str] | None = None) -> DealRecord:
    """Record everything that happened in ``s`` (any phase)."""
    packet = ret = None
    gives: dict[Seat, Card] = {}
    passes: dict[Seat, Card] = {}
    defenders: dict[Seat, Card] = {}
    for e in s.exchanges:
        if e.phase is Phase.PACKET:
            packet = e.cards
        elif e.phase is Phase.RETURN_PACKET:
            ret = e.cards
        elif e.phase in (Phase.RESPONDER_GIVES, Phase.BOLSHEVIK_GIVES):
            gives[e.recipient] = e.cards[0]
        elif e.phase is Phase.PASS_EXCHANGE:
            passes[e.giver] = e.cards[0]
        elif e.phase is Phase.DEFENDERS_EXCHANGE:
            defenders[e.giver] = e.cards[0]
    if s.phase is Phase.PACKET and s.packet:
        packet = s.packet
    if s.phase is Phase.RETURN_PACKET and s.packet:
        ret = s.packet
    play: list[tuple[Card, ...]] = [t.cards for t in s.tricks]
    if s.current:
        play.append(s.current)
    return DealRecord(
        deal=s.deal,
        auction=tuple(c for _, c in s.calls),
        choice=tuple(a for _, a in s.history if isinstance(a, Choice)),
        packet=packet,
        gives=gives or None,
        return_packet=ret,
        pass_exchange=passes or None,
        continuation=tuple(c for _, c in s.continuation),
        defenders=defenders or None,
        doubling=tuple(c for _, c in s.doubling_calls),
        play=tuple(tuple(t) for t in play),
        result=result_of(s) if s.is_over else None,
        meta=dict(meta or {}),
        bolshevik_barred=s.bolshevik_barred,
        bolshevik_forced=s.bolshevik_forced,
        variant=s.rules.variant,
        seen=_seen_of(s),
    )


def _seen_of(s: State) -> dict[Seat, tuple[Card, ...]] | None:
    """A puupää state's looks, when they are not the engine's own for the deal."""
    dm = s.puupaa
    if dm is None or dm.looks == puupaa.default_looks(s.deal):
        return None
    return {seat: dm.looks[seat] for seat in SEATS if seat is not s.dealer.partner}


# --- reading ---------------------------------------------------------------------


class _Reader:
    def __init__(self, name: str, lines: dict[Path, int]) -> None:
        self.name = name
        self.lines = lines

    def err(self, path: Path, message: str, code: str, cause: SkruuviError | None = None) -> RecordError:
        return RecordError(
            message,
            where=_path_text(path),
            line=line_of(self.lines, path),
            file=self.name,
            code=code,
            cause=cause,
        )

    def text(self, data: Any, path: Path) -> str:
        if isinstance(data, bool) or data is None or isinstance(data, (dict, list)):
            raise self.err(path, f"expected text, found {_kind(data)}", "record_type")
        return str(data)

    def seat(self, data: Any, path: Path) -> Seat:
        try:
            return Seat.parse(self.text(data, path))
        except SkruuviError as e:
            raise self.err(path, e.message, "record_seat", e) from e

    def calls(self, data: Any, path: Path) -> tuple[Call, ...]:
        items: list[Any]
        items = data if isinstance(data, list) else split_calls(self.text(data, path))
        out: list[Call] = []
        for i, item in enumerate(items):
            p = (*path, i) if isinstance(data, list) else path
            try:
                out.append(Call.parse(self.text(item, p)))
            except SkruuviError as e:
                raise self.err(p, f"call {i + 1}: {e.message}", "record_call", e) from e
        return tuple(out)

    def card_list(self, data: Any, path: Path) -> tuple[Card, ...]:
        try:
            if isinstance(data, list):
                return tuple(Card.parse(self.text(x, (*path, i))) for i, x in enumerate(data))
            return tuple(parse_card_list(self.text(data, path)))
        except RecordError:
            raise
        except SkruuviError as e:
            raise self.err(path, e.message, "record_cards", e) from e

    def hand(self, data: Any, path: Path) -> tuple[Card, ...]:
        try:
            return tuple(sorted(parse_cards(self.text(data, path))))
        except RecordError:
            raise
        except SkruuviError as e:
            raise self.err(path, e.message, "record_cards", e) from e

    def card(self, data: Any, path: Path) -> Card:
        try:
            return Card.parse(self.text(data, path))
        except RecordError:
            raise
        except SkruuviError as e:
            raise self.err(path, e.message, "record_cards", e) from e

    def seat_cards(self, data: Any, path: Path) -> dict[Seat, Card]:
        if not isinstance(data, dict):
            raise self.err(path, f"expected a mapping of seats to cards, found {_kind(data)}", "record_type")
        out: dict[Seat, Card] = {}
        for k, v in data.items():
            out[self.seat(k, path)] = self.card(v, (*path, k))
        return out

    def mapping(self, data: Any, path: Path, allowed: Sequence[str]) -> dict[str, Any]:
        if not isinstance(data, dict):
            raise self.err(path, f"expected a mapping, found {_kind(data)}", "record_type")
        for k in data:
            if k not in allowed:
                raise self.err(
                    (*path, k),
                    f"unknown key {k!r} (expected one of: {', '.join(allowed)})",
                    "record_unknown_key",
                )
        return data


def _kind(data: Any) -> str:
    if data is None:
        return "nothing"
    if isinstance(data, bool):
        return "true/false"
    if isinstance(data, dict):
        return "a mapping"
    if isinstance(data, list):
        return "a list"
    return type(data).__name__


def _path_text(path: Path) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return out


def loads(text: str, name: str = "") -> DealRecord:
    """Read a deal record from YAML text and replay it.

    ``name`` (a file name) prefixes error locations.  Raises RecordError with
    the field path, the line and the reason.
    """
    data, lines = load_yaml(text, name)
    rd = _Reader(name, lines)
    if not isinstance(data, dict):
        raise rd.err(
            (),
            f"not a deal record: expected a mapping that starts with '{FORMAT}: {VERSION}'",
            "record_version",
        )
    top = rd.mapping(data, (), _TOP_KEYS)
    if top.get(FORMAT) != VERSION:
        raise rd.err(
            (FORMAT,) if FORMAT in top else (),
            f"not a deal record of version {VERSION} (the file needs the line '{FORMAT}: {VERSION}')",
            "record_version",
        )
    for key in ("form", "dealer", "hands"):
        if key not in top:
            raise rd.err((), f"missing required key {key!r}", "record_missing_key")
    try:
        form = Form.parse(rd.text(top["form"], ("form",)))
    except RecordError:
        raise
    except SkruuviError as e:
        raise rd.err(("form",), e.message, "record_form", e) from e
    dealer = rd.seat(top["dealer"], ("dealer",))
    variant = None
    if "variant" in top:
        variant = rd.text(top["variant"], ("variant",))
        try:
            variant = find_rules(form, variant).variant
        except SkruuviError as e:
            raise rd.err(("variant",), e.message, "record_form", e) from e
    hands_data = rd.mapping(top["hands"], ("hands",), ("A", "B", "C", "D"))
    hands = []
    for s in SEATS:
        if str(s) not in hands_data:
            raise rd.err(("hands",), f"missing hand {s}", "record_missing_key")
        hands.append(rd.hand(hands_data[str(s)], ("hands", str(s))))
    middle = rd.card_list(top["middle"], ("middle",)) if "middle" in top else ()
    try:
        deal = Deal(form, dealer, (hands[0], hands[1], hands[2], hands[3]), middle)
    except SkruuviError as e:
        seat = e.params.get("seat")
        card = e.params.get("card")
        if seat:
            path: Path = ("hands", str(seat))
        elif e.code == "bad_middle_size" or (card and card in {str(c) for c in middle}):
            path = ("middle",)
        else:
            path = ("hands",)
        raise rd.err(path, e.message, "record_deal", e) from e
    seen = None
    if "seen" in top:
        rules = find_rules(form, variant)
        if not rules.dummy:
            raise rd.err(
                ("seen",), "only a puupää deal (variant: puupaa) has looks at the dummy", "record_unknown_key"
            )
        looks_data = rd.mapping(top["seen"], ("seen",), ("A", "B", "C", "D"))
        looks = {Seat.parse(k): rd.card_list(v, ("seen", k)) for k, v in looks_data.items()}
        try:
            valid = puupaa.validate_looks(deal, rules, looks)
        except SkruuviError as e:
            raise rd.err(("seen",), e.message, "record_deal", e) from e
        seen = {p: valid[p] for p in SEATS if p is not dealer.partner}
    meta = {k: rd.text(top[k], (k,)) for k in _META_KEYS if k in top}
    barred: frozenset[Seat] = frozenset()
    forced = None
    if "bolshevik_set" in top:
        bs = rd.mapping(top["bolshevik_set"], ("bolshevik_set",), ("played", "forced"))
        if "played" in bs:
            played = bs["played"]
            if not isinstance(played, list):
                raise rd.err(("bolshevik_set", "played"), "expected a list of seats", "record_type")
            barred = frozenset(rd.seat(x, ("bolshevik_set", "played", i)) for i, x in enumerate(played))
        if "forced" in bs:
            forced = rd.seat(bs["forced"], ("bolshevik_set", "forced"))
    kw: dict[str, Any] = {}
    if "auction" in top:
        kw["auction"] = rd.calls(top["auction"], ("auction",))
    if "choice" in top:
        ch = top["choice"]
        if not isinstance(ch, list):
            ch = str(ch).split()
        try:
            kw["choice"] = tuple(Choice(rd.text(x, ("choice", i)).lower()) for i, x in enumerate(ch))
        except ValueError as e:
            raise rd.err(
                ("choice",), "choices are 'play' or 'yield' (puupää: 'self' or 'dummy')", "record_choice"
            ) from e
    if "exchanges" in top:
        ex = rd.mapping(top["exchanges"], ("exchanges",), _EXCHANGE_KEYS)
        if "packet" in ex:
            kw["packet"] = rd.card_list(ex["packet"], ("exchanges", "packet"))
        if "gives" in ex:
            kw["gives"] = rd.seat_cards(ex["gives"], ("exchanges", "gives"))
        if "return" in ex:
            kw["return_packet"] = rd.card_list(ex["return"], ("exchanges", "return"))
        if "pass" in ex:
            kw["pass_exchange"] = rd.seat_cards(ex["pass"], ("exchanges", "pass"))
    if "continuation" in top:
        kw["continuation"] = rd.calls(top["continuation"], ("continuation",))
    if "defenders" in top:
        kw["defenders"] = rd.seat_cards(top["defenders"], ("defenders",))
    if "doubling" in top:
        kw["doubling"] = rd.calls(top["doubling"], ("doubling",))
    if "play" in top:
        pl = top["play"]
        if not isinstance(pl, list):
            raise rd.err(("play",), "expected a list of tricks", "record_type")
        tricks = [rd.card_list(t, ("play", i)) for i, t in enumerate(pl)]
        for i, t in enumerate(tricks):
            if len(t) > 4 or (len(t) < 4 and i < len(tricks) - 1) or not t:
                raise rd.err(
                    ("play", i),
                    f"a trick has four cards (only the last may be unfinished), not {len(t)}",
                    "record_trick",
                )
        kw["play"] = tuple(tricks)
    if "result" in top:
        r = rd.mapping(top["result"], ("result",), ("contract", "declarer", "tricks", "score"))
        contract = None
        if "contract" in r:
            try:
                c = Call.parse(rd.text(r["contract"], ("result", "contract")))
            except SkruuviError as e:
                raise rd.err(("result", "contract"), e.message, "record_call", e) from e
            if not isinstance(c, (Bid, Pass)):
                raise rd.err(("result", "contract"), f"a contract is a bid or pass, not {c}", "record_call")
            contract = c
        decl = rd.seat(r["declarer"], ("result", "declarer")) if "declarer" in r else None
        ints: dict[str, dict[str, int]] = {}
        for key in ("tricks", "score"):
            m = rd.mapping(r.get(key, {}), ("result", key), ("AC", "BD", "A", "B", "C", "D"))
            for k, v in m.items():
                if not isinstance(v, int) or isinstance(v, bool):
                    raise rd.err(
                        ("result", key, k), f"expected a whole number, found {_kind(v)}", "record_type"
                    )
            ints[key] = {str(k): int(v) for k, v in m.items()}
        kw["result"] = RecordResult(contract, decl, ints["tricks"], ints["score"])
    rec = DealRecord(
        deal=deal,
        meta=meta,
        bolshevik_barred=barred,
        bolshevik_forced=forced,
        variant=variant,
        seen=seen,
        **kw,
    )
    try:
        rec.replay()
    except RecordError as e:
        raise RecordError(
            e.detail,
            where=e.where,
            line=line_of(lines, _where_to_path(e.where)),
            file=name,
            code=e.code,
            cause=e.cause,
        ) from e
    except SkruuviError as e:
        raise rd.err((), e.message, "record_replay", e) from e
    return rec


def _where_to_path(where: str) -> Path:
    out: list[str | int] = []
    for part in where.replace("]", "").replace("[", ".").split("."):
        if part == "":
            continue
        out.append(int(part) if part.isdigit() else part)
    return tuple(out)


def load(path: str | FsPath) -> DealRecord:
    """Read a deal record file (UTF-8); errors name the file and line."""
    p = FsPath(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise RecordError(f"cannot read: {e}", where=str(p), code="record_io") from e
    return loads(text, str(p))


def dumps(record: DealRecord) -> str:
    """Write a record as YAML in canonical notation; ``loads(dumps(r)) == r``."""
    return yaml.safe_dump(
        record.to_data(), allow_unicode=True, sort_keys=False, width=100, default_flow_style=False
    )


def dump(record: DealRecord, path: str | FsPath) -> None:
    FsPath(path).write_text(dumps(record), encoding="utf-8")
