"""Seats A, B, C, D clockwise; partners sit opposite (A–C, B–D).

Handbook section *Skruuvin perusasioita* (partners opposite) and the diagrams,
which name the seats A–D clockwise.  Play and bidding go clockwise, so the
player on your *left* is the next to act after you and the one on your
*right* acted just before you.
"""

from __future__ import annotations

from enum import IntEnum

from trainer.errors import NotationError


class Seat(IntEnum):
    A = 0
    B = 1
    C = 2
    D = 3

    def next(self, n: int = 1) -> Seat:
        """The seat ``n`` places clockwise (``n`` may be negative)."""
        return _SEATS[(self + n) % 4]

    @property
    def left(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return _SEATS[(self + 1) % 4]

    @property
    def partner(self) -> Seat:
        return _SEATS[(self + 2) % 4]

    @property
    def right(self) -> Seat:
        """Right-hand opponent: the previous seat clockwise."""
        return _SEATS[(self + 3) % 4]

    def iter_from(self) -> tuple[Seat, Seat, Seat, Seat]:
        """The four seats clockwise, starting with this one (the order of calls and plays from here)."""
        return _FROM[self]

    def turns_to(self, other: Seat) -> int:
        """How many places clockwise ``other`` sits from this seat (0..3): its place in a trick this seat leads."""
        return (other - self) % 4

    @property
    def pair(self) -> Pair:
        return _PAIR_OF[self]

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> Seat:
        """``A``..``D`` (case-insensitive).  Raises NotationError."""
        t = text.strip().upper()
        if t in ("A", "B", "C", "D"):
            return cls[t]
        raise NotationError(f"not a seat: {text!r} (use A, B, C or D)", code="bad_seat", text=text)


_SEATS = (Seat.A, Seat.B, Seat.C, Seat.D)
SEATS = _SEATS
_FROM = {s: (s, _SEATS[(s + 1) % 4], _SEATS[(s + 2) % 4], _SEATS[(s + 3) % 4]) for s in _SEATS}


class Pair(IntEnum):
    AC = 0
    BD = 1

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return _PAIR_SEATS[self]

    @property
    def other(self) -> Pair:
        return _OTHER_PAIR[self]

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> Pair:
        t = text.strip().upper()
        if t in ("AC", "CA"):
            return cls.AC
        if t in ("BD", "DB"):
            return cls.BD
        raise NotationError(f"not a pair: {text!r} (use AC or BD)", code="bad_pair", text=text)


# The engine reads these on its hot paths: tuples indexed by the member, not Enum class attributes (each
# ``Pair.AC`` is a lookup through the Enum metaclass).
_PAIR_OF = (Pair.AC, Pair.BD, Pair.AC, Pair.BD)
_PAIR_SEATS = ((Seat.A, Seat.C), (Seat.B, Seat.D))
_OTHER_PAIR = (Pair.BD, Pair.AC)
