"""Chicago (Rotation): the rules (``game``) and the exact odds (``odds``)."""

from rules.chicago.game import (
    FACES,
    ROUNDS,
    Chicago,
    ChicagoOptions,
    reroll_can_score,
    reroll_hits,
    scoring_pair,
    target_of,
)

__all__ = [
    "FACES", "ROUNDS", "Chicago", "ChicagoOptions", "reroll_can_score", "reroll_hits", "scoring_pair", "target_of",
]
