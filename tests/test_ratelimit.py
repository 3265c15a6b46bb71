"""trainer.ui.ratelimit: at most N actions per window and session, with a fake clock."""

from __future__ import annotations

from typing import Any

import pytest

from trainer.ui.ratelimit import PROFILES, RateLimit, RateLimited


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_five_per_ten_minutes_then_a_wait_that_counts_down() -> None:
    clock = Clock()
    limit = RateLimit("profiles", limit=5, window=600, clock=clock)
    state: dict[str, Any] = {}
    for _ in range(5):
        assert limit.wait(state) == 0.0
        limit.take(state)
        clock.now += 10
    with pytest.raises(RateLimited) as e:
        limit.take(state)
    assert e.value.code == "rate_limited"
    assert e.value.wait == pytest.approx(550.0)  # the first was at 1000, it expires at 1600; now 1050
    assert e.value.minutes == 10 and e.value.params["minutes"] == 10
    assert limit.wait(state) == pytest.approx(550.0)
    clock.now = 1599.0
    with pytest.raises(RateLimited) as e:
        limit.take(state)
    assert e.value.minutes == 1  # one second left still reads as a minute, never 0
    clock.now = 1600.0
    limit.take(state)  # the first one has left the window
    with pytest.raises(RateLimited):
        limit.take(state)


def test_a_refused_attempt_does_not_count_and_sessions_are_separate() -> None:
    clock = Clock()
    limit = RateLimit("sheets", limit=2, window=60, clock=clock)
    mine: dict[str, Any] = {}
    theirs: dict[str, Any] = {}
    limit.take(mine)
    limit.take(mine)
    for _ in range(10):
        with pytest.raises(RateLimited):
            limit.take(mine)
    limit.take(theirs)
    clock.now += 60
    limit.take(mine)  # the refusals did not push the window on
    assert len(mine["_ratelimit_sheets"]) == 1


def test_limits_of_different_names_do_not_share_a_budget() -> None:
    clock = Clock()
    a = RateLimit("a", limit=1, window=60, clock=clock)
    b = RateLimit("b", limit=1, window=60, clock=clock)
    state: dict[str, Any] = {}
    a.take(state)
    b.take(state)
    with pytest.raises(RateLimited):
        a.take(state)


def test_garbage_in_the_state_is_ignored() -> None:
    clock = Clock()
    limit = RateLimit("x", limit=1, window=60, clock=clock)
    state: dict[str, Any] = {"_ratelimit_x": "nonsense"}
    limit.take(state)
    state["_ratelimit_x"] = [None, "1", 2000.0]  # 2000 is in the future: not a real past action
    limit.take(state)


@pytest.mark.parametrize(("n", "window"), [(0, 60), (1, 0), (1, -5)])
def test_a_limit_must_allow_something(n: int, window: float) -> None:
    with pytest.raises(ValueError):
        RateLimit("x", limit=n, window=window)


def test_the_profile_limit() -> None:
    assert (PROFILES.limit, PROFILES.window) == (5, 600.0)
