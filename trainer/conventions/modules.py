"""Registers every topic module's advisor with the dispatcher (order = precedence; topics do not overlap)."""

from __future__ import annotations

from . import (
    bidding_alkupelit,
    bidding_bolsevikit,
    bidding_kotkat,
    cardplay,
    discards,
    doubling,
    exchanges,
    leads,
)
from .advise import ADVISORS

ADVISORS.extend(
    [
        bidding_alkupelit.advise,
        bidding_kotkat.advise,
        bidding_bolsevikit.advise,
        exchanges.advise,
        doubling.advise,
        leads.advise,
        discards.advise,
        cardplay.advise,  # card play after the opening lead and the first discard: after both
    ]
)
