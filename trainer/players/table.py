"""Playing a whole deal with one player per seat, from the deal to the score.

:func:`play_states` is the one loop: it asks the player of the seat to act for an action, with
that seat's information (:meth:`State.info <trainer.state.State.info>`) and the engine's legal
actions, applies it and yields every state on the way.  :func:`play_deal` deals (or takes a deal),
plays it to the end and returns a :class:`~trainer.records.DealRecord`, which dumps to YAML
(:func:`trainer.records.dumps`) and replays through the engine to the same result.

A player's illegal action stops the deal with a :class:`~trainer.players.base.PlayerError` that
names the player, the seat and the action.  Everything random comes from the one ``rng`` given, so
the same seed plays the same deal.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterator, Mapping, Sequence
from typing import TypeAlias

from trainer.bids import Form
from trainer.dealing import Deal
from trainer.dealing import deal as deal_cards
from trainer.errors import IllegalActionError
from trainer.records import DealRecord, from_state
from trainer.rules import Rules, find_rules
from trainer.seats import SEATS, Seat
from trainer.state import State

from .base import Player, player_error

#: One player per seat: a mapping from every seat, or four players in seat order A, B, C, D.
Players: TypeAlias = Mapping[Seat, Player] | Sequence[Player]


def seat_players(players: Players) -> tuple[Player, Player, Player, Player]:
    """The players of ``players`` in seat order A, B, C, D.  Raises ValueError unless every seat has one."""
    if isinstance(players, Mapping):
        missing = [str(s) for s in SEATS if s not in players]
        if missing:
            raise ValueError(f"no player for seat {', '.join(missing)}")
        return (players[Seat.A], players[Seat.B], players[Seat.C], players[Seat.D])
    if len(players) != 4:
        raise ValueError(f"four players are needed, one per seat, not {len(players)}")
    return (players[0], players[1], players[2], players[3])


def everyone(player: Player) -> tuple[Player, Player, Player, Player]:
    """The same player at every seat."""
    return (player, player, player, player)


def play_states(start: State, players: Players, rng: random.Random) -> Iterator[State]:
    """Every state from ``start`` to the end of the deal: ``start`` first, then one per action.

    Each state is yielded before its player is asked, so a caller may stop early (the drill
    generator stops at the decision it wants) or draw from ``rng`` between states.  Raises
    PlayerError (``player_illegal``) when a player answers with an illegal action.
    """
    table = seat_players(players)
    s = start
    yield s
    while not s.is_over:
        seat = s.to_act
        assert seat is not None  # a deal that is not over always has a player to act
        player = table[_person(s, seat)]
        action = player.act(s.info(seat), s.legal_actions(), rng)
        try:
            s = s.apply(action, seat)
        except IllegalActionError as e:
            raise player_error(player, seat, action, s.phase, e) from e
        yield s


def _person(s: State, seat: Seat) -> Seat:
    """Whose player acts for ``seat`` now, named by their seat at the deal.

    Four players: the seat itself.  Puupää (*Kolmen pelaajan skruuvi (puupää)*): a player follows
    their person when the dummy's hand moves opposite the top bidder (reading P5), and the dummy's
    partner decides for the dummy (reading P6), from the dummy's seat and its information (which holds
    the dummy's hand).  The player given for the dummy's own seat at the deal is never asked.
    """
    dm = s.puupaa
    if dm is None:
        return seat
    if seat is dm.seat:
        seat = seat.partner
    person = dm.player_at(seat)
    assert person is not None  # the dummy's partner is a live player
    return person


def play_deal(
    rules: Rules | Form | str,
    players: Players,
    rng: random.Random,
    *,
    deal: Deal | None = None,
    dealer: Seat | None = None,
    bolshevik_barred: frozenset[Seat] = frozenset(),
    bolshevik_forced: Seat | None = None,
    meta: Mapping[str, str] | None = None,
) -> DealRecord:
    """Play a whole deal of ``rules`` with ``players`` and return its record (with the result).

    ``deal``: the cards (its form must be the rules' form); None: shuffled from ``rng``, dealt by
    ``dealer`` (None: a seat drawn from ``rng``).  ``bolshevik_barred`` and ``bolshevik_forced``:
    the bolshevik set (bolsevikit only, see :meth:`State.new <trainer.state.State.new>`).
    ``meta``: the record's title, source, section or notes; by default its source names the players.
    Raises PlayerError when a player answers with an illegal action.
    """
    final = last_state(new_deal(rules, rng, deal=deal, dealer=dealer, bolshevik_barred=bolshevik_barred,
                                bolshevik_forced=bolshevik_forced), players, rng)  # fmt: skip
    if meta is None:
        names = ", ".join(f"{s} {p.name}" for s, p in zip(SEATS, seat_players(players), strict=True))
        meta = {"source": f"played by computer players: {names}"}
    return from_state(final, meta)


def new_deal(
    rules: Rules | Form | str,
    rng: random.Random,
    *,
    deal: Deal | None = None,
    dealer: Seat | None = None,
    bolshevik_barred: frozenset[Seat] = frozenset(),
    bolshevik_forced: Seat | None = None,
) -> State:
    """The state at the start of a deal of ``rules`` (see :func:`play_deal` for the arguments)."""
    r = rules if isinstance(rules, Rules) else find_rules(rules)
    if deal is not None and dealer is not None and deal.dealer is not dealer:
        raise ValueError(f"the deal is dealt by {deal.dealer}, not {dealer}")
    if deal is None:
        if dealer is None:
            dealer = Seat(rng.randrange(4))
        deal = deal_cards(r.form, dealer, rng.randrange(2**32))
    return State.new(deal, rules=r, bolshevik_barred=bolshevik_barred, bolshevik_forced=bolshevik_forced)


def last_state(start: State, players: Players, rng: random.Random) -> State:
    """The state at the end of the deal from ``start`` (see :func:`play_states`)."""
    return deque(play_states(start, players, rng), maxlen=1)[0]
