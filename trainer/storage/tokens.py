"""Secret keys and tokens: made with :mod:`secrets`, stored only as SHA-256 hashes, compared in constant time.

A key carries at least 96 random bits, so a plain (unsalted, fast) SHA-256 is enough: nobody
can search 2**96 keys, and a copy of the database reveals no key.  A lookup goes by the hash
(an index), and the row found is checked once more with :func:`hmac.compare_digest`.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_token(nbytes: int) -> str:
    """A fresh url-safe random token of ``nbytes`` random bytes."""
    return secrets.token_urlsafe(nbytes)


def hash_token(token: str) -> str:
    """The stored form of a key or token: SHA-256, 64 hex digits."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def matches(token: str, stored_hash: str | None) -> bool:
    """Whether ``token`` hashes to ``stored_hash``, compared in constant time."""
    if stored_hash is None:
        return False
    return hmac.compare_digest(hash_token(token).encode("ascii"), stored_hash.encode("ascii", "replace"))
