"""Forms, strains, bids and the other calls, with their notation.

Handbook sections *Maalaukset* (a bid is a level 1–7 and a game type; trump
and grand level n promise 6+n tricks, misère level n at most 7−n tricks),
*Alkumaalaukset* and *KOTKAT* (the order of strains per form), *BOLSEVIKIT*
(the bolshevik bid is 7 misère; same order as alkupelit).

Strain order within a level:

* alkupelit and bolsevikit: misère < ♠ < ♣ < ♦ < ♥ < grand
* kotkat: ♠ < ♣ < ♦ < ♥ < misère < grand

Notation: ``5♦``/``5D``/``5d``, ``3G``/``3NT``/``3 grandi``/``3 grand``,
``6M``/``6 misääri``/``6 misaari``/``6 misère``, ``pass``/``p``/``pas``;
``double``/``X``/``koputus``, ``redouble``/``XX``/``vastakoputus``.
The canonical form (``str``) is ``5♦``, ``3G``, ``6M``, ``pass``, ``X``, ``XX``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Final, Literal

from trainer.cards import Suit
from trainer.errors import NotationError


class Form(Enum):
    """Pelimuoto: the three forms of a deal."""

    # Members are singletons compared by identity: hash by identity too (C speed; Enum's own hash
    # is a Python-level call, and these are dictionary keys on the engine's hot path).
    __hash__ = object.__hash__

    ALKUPELIT = "alkupelit"
    KOTKAT = "kotkat"
    BOLSEVIKIT = "bolsevikit"

    def __str__(self) -> str:
        return self.value

    @property
    def has_middle(self) -> bool:
        """Four face-down middle cards (keskikortit): alkupelit and bolsevikit."""
        return self is not Form.KOTKAT

    @property
    def min_opening_level(self) -> int:
        """Lowest level of any bid: 1 in alkupelit, 6 in kotkat, 7 in bolsevikit."""
        return _MIN_OPENING[self]

    @property
    def min_contract_level(self) -> int:
        """Lowest final contract: 5 in alkupelit, 6 in kotkat, 7 in bolsevikit."""
        return _MIN_CONTRACT[self]

    @classmethod
    def parse(cls, text: str) -> Form:
        t = text.strip().lower()
        aliases = {
            "alkupelit": cls.ALKUPELIT,
            "alkupeli": cls.ALKUPELIT,
            "kotkat": cls.KOTKAT,
            "kotka": cls.KOTKAT,
            "bolsevikit": cls.BOLSEVIKIT,
            "bolsevikki": cls.BOLSEVIKIT,
            "bolshevik": cls.BOLSEVIKIT,
            "bolsheviks": cls.BOLSEVIKIT,
        }
        if t in aliases:
            return aliases[t]
        raise NotationError(
            f"not a form: {text!r} (use alkupelit, kotkat or bolsevikit)", code="bad_form", text=text
        )


_MIN_OPENING: Final = {Form.ALKUPELIT: 1, Form.KOTKAT: 6, Form.BOLSEVIKIT: 7}
_MIN_CONTRACT: Final = {Form.ALKUPELIT: 5, Form.KOTKAT: 6, Form.BOLSEVIKIT: 7}


class Strain(IntEnum):
    """What a bid names.  Values are arbitrary; use :meth:`order` to compare."""

    MISERE = 0
    SPADES = 1
    CLUBS = 2
    DIAMONDS = 3
    HEARTS = 4
    GRAND = 5

    @property
    def suit(self) -> Suit | None:
        return _STRAIN_SUIT.get(self)

    @property
    def is_misere(self) -> bool:
        return self is Strain.MISERE

    @property
    def is_trump(self) -> bool:
        return Strain.SPADES <= self <= Strain.HEARTS

    def order(self, form: Form) -> int:
        """Rank within a level for ``form`` (0 = lowest)."""
        return _ORDER[form][self]

    @property
    def symbol(self) -> str:
        return _STRAIN_TEXT[self]

    def __str__(self) -> str:
        return _STRAIN_TEXT[self]

    @staticmethod
    def of_suit(suit: Suit) -> Strain:
        return Strain(suit + 1)


_STRAIN_SUIT: Final = {
    Strain.SPADES: Suit.SPADES,
    Strain.CLUBS: Suit.CLUBS,
    Strain.DIAMONDS: Suit.DIAMONDS,
    Strain.HEARTS: Suit.HEARTS,
}
_STRAIN_TEXT: Final = {
    Strain.MISERE: "M",
    Strain.SPADES: "♠",
    Strain.CLUBS: "♣",
    Strain.DIAMONDS: "♦",
    Strain.HEARTS: "♥",
    Strain.GRAND: "G",
}
_ALKU_ORDER = {
    Strain.MISERE: 0,
    Strain.SPADES: 1,
    Strain.CLUBS: 2,
    Strain.DIAMONDS: 3,
    Strain.HEARTS: 4,
    Strain.GRAND: 5,
}
_KOTKA_ORDER = {
    Strain.SPADES: 0,
    Strain.CLUBS: 1,
    Strain.DIAMONDS: 2,
    Strain.HEARTS: 3,
    Strain.MISERE: 4,
    Strain.GRAND: 5,
}
_ORDER: Final = {Form.ALKUPELIT: _ALKU_ORDER, Form.BOLSEVIKIT: _ALKU_ORDER, Form.KOTKAT: _KOTKA_ORDER}


class Call:
    """Anything said in an auction or the doubling: a bid, pass, double, redouble."""

    __slots__ = ()

    @staticmethod
    def parse(text: str) -> Call:
        """Parse ``pass``/``p``, a bid (``5♦``, ``3NT``, ``6 misääri``), ``X``, ``XX``.

        Raises NotationError naming the text.
        """
        t = " ".join(text.strip().lower().split())
        if t in _PASS_WORDS:
            return PASS
        if t in _DOUBLE_WORDS:
            return DOUBLE
        if t in _REDOUBLE_WORDS:
            return REDOUBLE
        return Bid.parse(text)


class Pass(Call):
    __slots__ = ()

    def __str__(self) -> str:
        return "pass"

    def __repr__(self) -> str:
        return "PASS"

    def __reduce__(self) -> str:
        return "PASS"  # pickle and copy give back the one instance


class Double(Call):
    """Koputus: doubles the trick points (×2)."""

    __slots__ = ()

    def __str__(self) -> str:
        return "X"

    def __repr__(self) -> str:
        return "DOUBLE"

    def __reduce__(self) -> str:
        return "DOUBLE"  # pickle and copy give back the one instance


class Redouble(Call):
    """Vastakoputus: trebles the trick points (×3)."""

    __slots__ = ()

    def __str__(self) -> str:
        return "XX"

    def __repr__(self) -> str:
        return "REDOUBLE"

    def __reduce__(self) -> str:
        return "REDOUBLE"  # pickle and copy give back the one instance


PASS: Final = Pass()
DOUBLE: Final = Double()
REDOUBLE: Final = Redouble()

_PASS_WORDS: Final = {"pass", "p", "pas", "passi", "-"}
_DOUBLE_WORDS: Final = {"x", "double", "dbl", "koputus", "koputan", "kop"}
_REDOUBLE_WORDS: Final = {"xx", "redouble", "rdbl", "vastakoputus", "vastakoputan"}

_BID_RE: Final = re.compile(
    r"^\s*([1-7])\s*("
    r"[♠♣♦♥♤♧♢♡]|[scdh]|nt|g|gr|grand|grandi|grandia|grandì|sa|"
    r"m|mis|misere|misère|misaari|misääri|misääriä|misaaria|bolshevik|bolsevikki"
    r")\s*$",
    re.IGNORECASE,
)
_STRAIN_WORDS: Final[dict[str, Strain]] = {
    "♠": Strain.SPADES,
    "♤": Strain.SPADES,
    "s": Strain.SPADES,
    "♣": Strain.CLUBS,
    "♧": Strain.CLUBS,
    "c": Strain.CLUBS,
    "♦": Strain.DIAMONDS,
    "♢": Strain.DIAMONDS,
    "d": Strain.DIAMONDS,
    "♥": Strain.HEARTS,
    "♡": Strain.HEARTS,
    "h": Strain.HEARTS,
}
for _w in ("nt", "g", "gr", "grand", "grandi", "grandia", "grandì", "sa"):
    _STRAIN_WORDS[_w] = Strain.GRAND
for _w in (
    "m",
    "mis",
    "misere",
    "misère",
    "misaari",
    "misääri",
    "misääriä",
    "misaaria",
    "bolshevik",
    "bolsevikki",
):
    _STRAIN_WORDS[_w] = Strain.MISERE


@dataclass(frozen=True, slots=True)
class Bid(Call):
    """A level 1–7 and a strain.  Comparison needs a form: use :meth:`key`."""

    level: int
    strain: Strain

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise NotationError(
                f"bid level must be 1..7, not {self.level}", code="bad_level", level=self.level
            )

    @classmethod
    def parse(cls, text: str) -> Bid:
        """Parse ``5♦``, ``5D``, ``3G``, ``3NT``, ``3 grandi``, ``6M``, ``6 misääri``.

        Raises NotationError naming the text.
        """
        m = _BID_RE.match(text.replace("\ufe0f", ""))
        if not m:
            raise NotationError(
                f"not a call: {text!r} (examples: pass, 5♦, 5D, 3G, 6M)", code="bad_call", text=text
            )
        return _BIDS[(int(m.group(1)), _STRAIN_WORDS[m.group(2).lower()])]

    def key(self, form: Form) -> int:
        """Sort key within ``form``: higher means a higher bid."""
        return self.level * 8 + _ORDER[form][self.strain]

    def beats(self, other: Bid | None, form: Form) -> bool:
        return other is None or self.key(form) > other.key(form)

    @property
    def tricks_promised(self) -> int:
        """Trump/grand: at least 6+level tricks.  Misère: at most 7−level."""
        return 6 + self.level if self.strain is not Strain.MISERE else 7 - self.level

    @property
    def game(self) -> Literal["trump", "grand", "misere"]:
        if self.strain is Strain.MISERE:
            return "misere"
        if self.strain is Strain.GRAND:
            return "grand"
        return "trump"

    @property
    def trump(self) -> Suit | None:
        return self.strain.suit

    def __str__(self) -> str:
        return f"{self.level}{_STRAIN_TEXT[self.strain]}"

    def __repr__(self) -> str:
        return f"Bid.parse({str(self)!r})"


_BIDS: Final[dict[tuple[int, Strain], Bid]] = {(lvl, s): Bid(lvl, s) for lvl in range(1, 8) for s in Strain}


def bid(level: int, strain: Strain) -> Bid:
    return _BIDS[(level, strain)]


def bids_in_order(form: Form) -> tuple[Bid, ...]:
    """Every bid of ``form`` from its lowest opening level upward."""
    return _BIDS_IN_ORDER[form]


_BIDS_IN_ORDER: Final = {
    f: tuple(
        sorted(
            (b for b in _BIDS.values() if b.level >= f.min_opening_level),
            key=lambda b, f=f: b.key(f),  # type: ignore[misc]
        )
    )
    for f in Form
}

BOLSHEVIK: Final = bid(7, Strain.MISERE)


def lowest_legal_level(strain: Strain, above: Bid | None, form: Form) -> int | None:
    """The lowest level at which ``strain`` beats ``above`` in ``form``, or None above 7.

    The handbook's rule for an insufficient bid (*Sääntörikkomuksista*): the
    strain stays and the level is raised to the lowest legal one (alkupelit
    4♦ then 4♣ becomes 5♣; kotkat 1♥ becomes 6♥).
    """
    for lvl in range(form.min_opening_level, 8):
        if bid(lvl, strain).beats(above, form):
            return lvl
    return None
