"""The project's error hierarchy.

Every error the engine raises is a :class:`SkruuviError`, a ``ValueError``
subclass with a stable ``code`` and a ``params`` mapping, so that the app and
the command line can render it in Finnish or English (the engine itself never
calls gettext).  ``str(error)`` is a plain English sentence for logs and tests.

Layers, after python-chess:

* :class:`NotationError`: text that is not a card, hand, call or seat.
* :class:`IllegalActionError`: a well-formed action that the rules forbid
  in the current state; the state is left unchanged.  Text that parses
  but describes what the rules do not allow is this layer too, not
  notation: calls that end on another seat's turn (``not_their_turn``), a
  call after the end of the auction (``auction_over``), a received card
  that is not in the hand (``lead_received_not_in_hand``), a packet read
  in bolsevikit, which has none (``no_packet_signals``).
* :class:`RecordError`: a deal record that cannot be read or does not replay;
  it names the field (and line, where known) and wraps the underlying error.
* :class:`ScoreInputError`: arguments to the scoring functions that cannot
  describe a real deal (14 tricks, an ace in trick 0...).

Every code has a sentence in Finnish and English in :data:`trainer.texts.ERRORS`,
reached through :func:`trainer.texts.error_text`; ``tests/test_error_catalogue.py``
walks the source for every code raised.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class SkruuviError(ValueError):
    """Base class: ``code`` is stable, ``params`` fill the message template."""

    code: str = "error"

    def __init__(self, message: str, *, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        if code is not None:
            self.code = code
        self.params: Mapping[str, Any] = params

    @property
    def message(self) -> str:
        return str(self.args[0])


class NotationError(SkruuviError):
    """Text that cannot be parsed as the notation it claims to be."""

    code = "notation"


class IllegalActionError(SkruuviError):
    """An action the rules do not allow now.

    The phase machine's errors (:func:`trainer.game.illegal`) have the code ``illegal_<reason>`` and
    ``params["reason"]``; the others have codes of their own (``not_their_turn``, ``auction_over``...).
    """

    code = "illegal"


class RecordError(SkruuviError):
    """A deal record (or other YAML content) that cannot be loaded or replayed.

    ``file`` names the file, ``line`` is the 1-based line when known and
    ``where`` the path inside the document (``"play[3][2]"``); ``str(error)``
    reads ``deal.yaml, line 14, play[3][2]: ♠5: ...``.
    """

    code = "record"

    def __init__(
        self,
        message: str,
        *,
        where: str = "",
        line: int | None = None,
        file: str = "",
        cause: SkruuviError | None = None,
        code: str | None = None,
        **params: Any,
    ) -> None:
        parts = [p for p in (file, f"line {line}" if line is not None else "", where) if p]
        full = f"{', '.join(parts)}: {message}" if parts else message
        super().__init__(full, code=code, where=where, line=line, file=file, **params)
        self.detail = message
        self.file = file
        self.where = where
        self.line = line
        self.cause = cause


class ScoreInputError(SkruuviError):
    """Scoring arguments that cannot describe a played deal."""

    code = "score_input"
