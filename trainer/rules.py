"""One value for the rules of a deal: the form, its variant and every fact that depends on them.

A :class:`Rules` is frozen and found by name (:func:`find_rules`), in the manner of python-chess's
variants and OpenSpiel's game parameters.  The phase machine (:mod:`trainer.state` and the phase
modules in :mod:`trainer.phases`) reads its facts from here, and so does everything outside the
engine that used to re-derive them: the opening leader, the order of the one-card gives, following
suit, the hand size and the call order.

Handbook sections: *Skruuvin perusasioita* and *Korttien jakaminen* (hands of 12 + four middle cards,
or 13), *Maalaukset* / *Alkumaalaukset* / *KOTKAT* / *BOLSEVIKIT* (lowest bids and contracts, strain
order), *Pääpelaajien korttien vaihdot* (partner gives one card to each, clockwise from the left),
*Sivupelaajien korttien vaihdot* (when the defenders exchange), *Avauslyönti* (who leads),
*Pelin eteneminen* (follow suit).

A variant is a :class:`Rules` entry plus, where its procedure differs, a phase module.  The only
variant named in the handbook is the three-player game (*Kolmen pelaajan skruuvi (puupää)*).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Final

from trainer.bids import Bid, Call, Form, Strain, bids_in_order
from trainer.cards import Card, Suit, cards_of, mask_of
from trainer.errors import NotationError
from trainer.game import GameType
from trainer.play import legal_mask
from trainer.seats import Seat


@dataclass(frozen=True, slots=True)
class Rules:
    """The rules of one kind of deal.  Compare and hash by value; never build one by hand, use :func:`find_rules`."""

    form: Form
    #: None for the four-player game, else the variant's name (``"puupaa"``).
    variant: str | None
    #: Cards dealt to each seat (12 with middle cards, 13 without).
    hand_size: int
    #: Face-down middle cards (keskikortit): 4 in alkupelit and bolsevikit, 0 in kotkat.
    middle_size: int
    #: Lowest level of any bid in the auction: 1 alkupelit, 6 kotkat, 7 bolsevikit.
    min_opening_level: int
    #: Lowest final contract: 5 alkupelit, 6 kotkat, 7 bolsevikit.
    min_contract_level: int
    #: Every bid of the form, lowest first (the strain order differs: misère is lowest in alkupelit, between
    #: hearts and grand in kotkat).
    bids: tuple[Bid, ...] = field(repr=False)
    #: The bolshevik player's final calls (pass = stay in 7 misère), bolsevikit only.
    final_calls: tuple[Call, ...] = field(default=(), repr=False)
    #: The lifter takes the middle cards, gives a packet, and partner gives one card to each (alkupelit);
    #: False: a packet and a return packet (kotkat).
    lift: bool = False
    #: Alkupelit: the defenders exchange one card unless the main pair's own first bid came in round 1 at
    #: this level or higher (*Sivupelaajien korttien vaihdot*); None: never (kotkat, bolsevikit).
    defenders_exchange_below: int | None = None
    #: Each player plays and scores for themself (bolsevikit), not in pairs.
    individual: bool = False
    #: Three players and a dummy (puupää).
    dummy: bool = False
    #: The procedure table the phase machine uses (:mod:`trainer.phases`): ``"pairs"`` for alkupelit and
    #: kotkat, ``"bolsevikit"``; a variant whose procedure differs names its own.
    procedure: str = "pairs"

    def __hash__(self) -> int:
        # By name only: a rules value is a dictionary key on the engine's hot path, and hashing every bid
        # would cost more than the lookup (equal values have equal names, so this is consistent with ==).
        return hash((self.form, self.variant))

    @property
    def name(self) -> str:
        """``"kotkat"``, or ``"kotkat/puupaa"`` for a variant."""
        return str(self.form) if self.variant is None else f"{self.form}/{self.variant}"

    def __str__(self) -> str:
        return self.name

    def opening_leader(self, game: GameType, declarer: Seat | None, dealer: Seat) -> Seat:
        """Who leads to trick 1 (*Avauslyönti*).

        Passimisääri: the dealer's left (*Passimisääri*); a bolshevik or dictator game: the niskamies, the
        player's right (*BOLSEVIKIT*); otherwise the declarer's left.  Raises NotationError
        (``lead_no_declarer``) for a contract game without a declarer.
        """
        if game is GameType.PASSIMISAARI:
            return dealer.left
        if declarer is None:
            raise NotationError("a contract needs its declarer", code="lead_no_declarer")
        if game is GameType.BOLSHEVIK or game is GameType.DICTATOR:
            return declarer.right
        return declarer.left

    @staticmethod
    def give_order(giver: Seat) -> tuple[Seat, Seat, Seat]:
        """Who gets one card each from ``giver``, in order: left, partner, right (*Pääpelaajien korttien
        vaihdot*: clockwise from the left; the bolshevik player's gives, *Korttien ylianto*, likewise)."""
        return (giver.left, giver.partner, giver.right)

    @staticmethod
    def legal_cards(hand: Iterable[Card], led: Suit | None) -> tuple[Card, ...]:
        """The cards of ``hand`` that may be played to a trick whose led suit is ``led`` (None: leading).

        *Pelin eteneminen*: follow suit if able, else any card; there is no duty to trump.
        """
        return cards_of(legal_mask(mask_of(hand), led))


def _bolshevik_finals() -> tuple[Call, ...]:
    from trainer.bids import PASS

    order = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS, Strain.GRAND)
    return (PASS, *(Bid(7, s) for s in order))


ALKUPELIT: Final = Rules(
    Form.ALKUPELIT,
    None,
    hand_size=12,
    middle_size=4,
    min_opening_level=1,
    min_contract_level=5,
    bids=bids_in_order(Form.ALKUPELIT),
    lift=True,
    defenders_exchange_below=6,
)
KOTKAT: Final = Rules(
    Form.KOTKAT,
    None,
    hand_size=13,
    middle_size=0,
    min_opening_level=6,
    min_contract_level=6,
    bids=bids_in_order(Form.KOTKAT),
)
BOLSEVIKIT: Final = Rules(
    Form.BOLSEVIKIT,
    None,
    hand_size=12,
    middle_size=4,
    min_opening_level=7,
    min_contract_level=7,
    bids=bids_in_order(Form.BOLSEVIKIT),
    final_calls=_bolshevik_finals(),
    individual=True,
    procedure="bolsevikit",
)

#: Three players and a dummy (*Kolmen pelaajan skruuvi (puupää)*), alkupelit and kotkat only: the handbook
#: has no three-player bolsevikit (one player against three).  Procedure: :mod:`trainer.phases.puupaa`.
ALKUPELIT_PUUPAA: Final = replace(ALKUPELIT, variant="puupaa", dummy=True, procedure="puupaa")
KOTKAT_PUUPAA: Final = replace(KOTKAT, variant="puupaa", dummy=True, procedure="puupaa")

#: Every known rules value by (form, variant).  A variant adds its entries here.
_REGISTRY: dict[tuple[Form, str | None], Rules] = {
    (r.form, r.variant): r for r in (ALKUPELIT, KOTKAT, BOLSEVIKIT, ALKUPELIT_PUUPAA, KOTKAT_PUUPAA)
}


def register(rules: Rules) -> Rules:
    """Add a variant's rules to the registry (done once, at import, by the module that defines it)."""
    _REGISTRY[(rules.form, rules.variant)] = rules
    return rules


def find_rules(name: str | Form, variant: str | None = None) -> Rules:
    """The rules named ``name`` (a form: ``"alkupelit"``, ``"kotkat"``, ``"bolsevikit"`` or their aliases)
    with ``variant`` (None, or e.g. ``"puupaa"``; ``"kotkat/puupaa"`` names both at once).

    Raises NotationError, a ValueError: ``bad_form`` for an unknown form, ``bad_variant`` for a variant
    that does not exist for that form.
    """
    if isinstance(name, str) and "/" in name and variant is None:
        name, variant = name.split("/", 1)
    form = name if isinstance(name, Form) else Form.parse(name)
    key = None if variant is None else variant.strip().lower().replace("ä", "a")
    if key == "":
        key = None
    try:
        return _REGISTRY[(form, key)]
    except KeyError:
        known = sorted(v for f, v in _REGISTRY if f is form and v is not None)
        raise NotationError(
            f"{form} has no variant {variant!r}" + (f" (known: {', '.join(known)})" if known else ""),
            code="bad_variant",
            form=str(form),
            variant=str(variant),
            **({"known": ", ".join(known)} if known else {}),  # bolsevikit has none: the shorter sentence
        ) from None


def rules_for(form: Form) -> Rules:
    """The four-player rules of ``form``."""
    return _REGISTRY[(form, None)]


def all_rules() -> tuple[Rules, ...]:
    """Every registered rules value, four-player forms first."""
    return tuple(
        sorted(_REGISTRY.values(), key=lambda r: (r.variant is not None, r.variant or "", r.form.value))
    )
