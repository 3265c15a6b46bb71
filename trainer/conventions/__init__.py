"""The handbook's conventions: what to call, give, lead and discard, and why.

:mod:`trainer.conventions.core` holds the types (decision point, reason,
advice, grade); :mod:`trainer.conventions.hand` the hand evaluation; one
module per area of the handbook's advice builds on them.
"""
