"""A small per-session rate limit for actions that create something for good (profiles, score sheets).

A :class:`RateLimit` allows at most ``limit`` actions in any ``window``
seconds; the times of the recent actions are kept in a mapping that belongs to
one session (``st.session_state`` in the app, a plain dict in tests), under
``"_ratelimit_<name>"``.  Usage::

    PROFILES = RateLimit("profiles", limit=5, window=600)

    try:
        PROFILES.take(st.session_state)          # counts this attempt, or raises
    except RateLimited as e:
        st.error(_("Too many new profiles from this session. Try again in {minutes} min.",
                   minutes=e.minutes))
    else:
        ...create it...

:meth:`RateLimit.take` counts the attempt before the action runs, so a failed
attempt counts too (a script that fails on purpose is no cheaper).  It limits
one browser session only: a visitor who opens a new session starts again; it
keeps a person or a runaway script from filling the disk by clicking, not a
determined attacker (that is the job of the server in front of the app).
Pure Python, no Streamlit; the clock can be replaced for tests.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, MutableMapping
from typing import Any

from trainer.errors import SkruuviError

#: Where a session keeps its counts: ``st.session_state`` (whose keys may be ``str`` or ``int``) or a dict.
SessionState = MutableMapping[Any, Any]


class RateLimited(SkruuviError):
    """Too many actions of one kind in this session; ``wait`` seconds until the next one is allowed.

    ``code`` is ``"rate_limited"``; ``params``: ``name``, ``limit``, ``window`` (seconds),
    ``wait`` (seconds, > 0) and ``minutes`` (``wait`` rounded up to whole minutes, at least 1).
    """

    code = "rate_limited"

    def __init__(self, name: str, limit: int, window: float, wait: float) -> None:
        minutes = max(1, math.ceil(wait / 60))
        super().__init__(
            f"at most {limit} {name} per {window:g} s in one session; try again in {math.ceil(wait)} s",
            name=name,
            limit=limit,
            window=window,
            wait=wait,
            minutes=minutes,
        )
        self.wait = wait
        self.minutes = minutes


class RateLimit:
    """At most ``limit`` actions named ``name`` in any ``window`` seconds, per session state mapping.

    ``clock`` returns seconds (monotonic); the default is :func:`time.monotonic`.
    Raises ``ValueError`` at construction for a limit < 1 or a window <= 0.
    """

    def __init__(
        self, name: str, *, limit: int, window: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        if limit < 1 or not window > 0:
            raise ValueError(f"a rate limit needs limit >= 1 and window > 0, not {limit}, {window}")
        self.name = name
        self.limit = limit
        self.window = float(window)
        self.clock = clock
        self.state_key = f"_ratelimit_{name}"

    def _recent(self, state: SessionState, now: float) -> list[float]:
        times = state.get(self.state_key)
        if not isinstance(times, list):
            return []
        return [t for t in times if isinstance(t, float) and now - self.window < t <= now]

    def wait(self, state: SessionState) -> float:
        """Seconds until the next action is allowed: 0.0 when it is allowed now.  Changes nothing."""
        now = self.clock()
        recent = self._recent(state, now)
        if len(recent) < self.limit:
            return 0.0
        return max(recent[-self.limit] + self.window - now, 0.0) or 0.001

    def take(self, state: SessionState) -> None:
        """Count one action now, or raise :class:`RateLimited` (counting nothing) when the limit is reached."""
        now = self.clock()
        recent = self._recent(state, now)
        if len(recent) >= self.limit:
            raise RateLimited(
                self.name, self.limit, self.window, max(recent[-self.limit] + self.window - now, 0.001)
            )
        recent.append(float(now))
        state[self.state_key] = recent


#: Creating or importing learner profiles on the Progress page: 5 per 10 minutes per session.
PROFILES = RateLimit("profiles", limit=5, window=600)
