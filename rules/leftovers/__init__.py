"""Bad Leftovers: the rules (``game``) and the odds simulated ahead of time (``odds``, ``odds_table``)."""

from rules.leftovers.game import (
    CLAIMS,
    OUT_SCORE,
    Leftovers,
    LeftoversOptions,
    choose_action,
    decode,
    face_counts,
    takes_left,
)

__all__ = [
    "CLAIMS", "OUT_SCORE", "Leftovers", "LeftoversOptions", "choose_action", "decode", "face_counts", "takes_left",
]
