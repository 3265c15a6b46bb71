"""Text from outside the app (address values, learner names, imported ids) made safe for Streamlit's Markdown.

Streamlit renders every message body, subheader, caption and widget label as
Markdown with its own extensions: links and images, GFM autolinks of a bare
``https://…``, ``www.…`` or e-mail address, KaTeX (``$…$``), colour and other
directives (``:red[…]``, ``:small[…]``), emoji shortcodes (``:smile:``) and
Material icons (``:material/…:``).  :func:`literal_md` turns any text into
Markdown that shows exactly that text, so a value from a link can never become
a link, an image, a formula or a coloured box inside the app's own messages.
Pure functions, no Streamlit.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

#: Put before every ASCII punctuation character.  WORD JOINER is invisible and never breaks a line; it
#: stops the transforms Streamlit runs on the text *after* parsing, which a backslash escape cannot:
#: GFM autolink literals (``https://``, ``www.``, ``a@b.c``), emoji shortcodes and ``:material/…:``.
WORD_JOINER: Final = "\u2060"

#: Shown instead of a character that cannot be shown in a line of text (controls, bidi overrides).
REPLACEMENT: Final = "\ufffd"

_PUNCTUATION = re.compile(r"([!-/:-@\[-`{-~])")  # every ASCII punctuation character (CommonMark's list)
_LINE_BREAKS = re.compile(r"[\t\n\r\v\f\x85\u2028\u2029]+")
# Bidi embeddings, overrides and isolates: they could reorder the sentence around the value.
_BIDI = re.compile(r"[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _visible(ch: str) -> str:
    return REPLACEMENT if unicodedata.category(ch) == "Cc" else ch


def literal_md(text: object, *, max_chars: int | None = None) -> str:
    """Markdown that Streamlit shows as exactly ``text``, on one line: nothing in it is interpreted.

    Use it for every value that does not come from the app's own content and reaches a
    Markdown-rendering call (``st.markdown``, ``st.info``/``st.error``…, ``st.subheader``,
    ``st.caption``, labels of ``st.page_link`` and buttons), inside a translated sentence too:
    ``st.info(_("There is no drill called “{name}”.", name=literal_md(wanted, max_chars=80)))``.

    * Every ASCII punctuation character is backslash-escaped (CommonMark: then it is always
      literal), so no link, image, emphasis, code, heading, list, table, HTML, entity
      (``&amp;`` stays ``&amp;``), ``$…$`` formula or ``:red[…]`` directive can start.
    * A WORD JOINER (U+2060, invisible) goes before each of them, which breaks the GFM autolink
      of ``https://…``/``www.…``/e-mail addresses and ``:emoji:``/``:material/…:`` shortcodes.
    * Line breaks and tabs become one space and leading spaces become no-break spaces (a value
      cannot start a new paragraph or an indented code block); other control characters and
      bidi controls become U+FFFD.
    * ``max_chars``: longer text is cut to that many characters and ends in ``…`` (for values from
      the address, which can be kilobytes long).

    ``text`` that is not a ``str`` is converted with ``str()`` first.  Never raises.  The result is
    for display only: do not use it as a key, an id or a value to compare.
    """
    s = text if isinstance(text, str) else str(text)
    if max_chars is not None and len(s) > max_chars:
        s = s[: max(max_chars, 0)] + "…"
    s = _LINE_BREAKS.sub(" ", s)
    s = _BIDI.sub(REPLACEMENT, s)
    s = "".join(_visible(ch) for ch in s)
    stripped = s.lstrip(" ")
    s = "\u00a0" * (len(s) - len(stripped)) + stripped  # four leading spaces would start a code block
    return _PUNCTUATION.sub(lambda m: WORD_JOINER + "\\" + m.group(1), s)
