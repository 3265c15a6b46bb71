"""What a person's name may contain: the one rule shared by learner names and score-sheet player names."""

from __future__ import annotations

import unicodedata
from typing import Final

#: Characters that reorder text around them (bidi controls): a name could make the text after it read backwards.
BIDI_CONTROLS: Final = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def control_char(text: str) -> tuple[str, int] | None:
    """The first character a name must not contain, as ``("U+XXXX", 1-based position)``, or None.

    Refused: control characters (Cc), surrogates (Cs), line and paragraph
    separators (Zl, Zp) and the bidi controls.
    """
    for i, ch in enumerate(text):
        if unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp") or ch in BIDI_CONTROLS:
            return f"U+{ord(ch):04X}", i + 1
    return None


def is_invisible(text: str) -> bool:
    """Whether ``text`` shows nothing at all: only spaces and format characters (zero-width space...)."""
    return all(ch.isspace() or unicodedata.category(ch) in ("Cf", "Zs", "Mn") for ch in text)
