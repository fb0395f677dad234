"""Chicago (Rotation): the rules (``game``), the exact odds (``odds``), the live chances (``chances``), and below,
what the game is."""

from rules.chicago.events import EVENTS
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
from rules.info import GameInfo, OddsFigure, StatsFigure
from rules.odds.result import Odds


def _odds(players: int, options: ChicagoOptions, chips: int) -> Odds:
    from rules.chicago.odds import chicago_odds

    return chicago_odds(players, options.double_roll, options.three_dice)


CHICAGO_INFO = GameInfo(
    game=Chicago,
    length_unit="turns",
    play_options=("double_roll", "three_dice"),
    playout_seconds_per_player=0.07e-3,  # (its chances are exact)
    stats_figure=StatsFigure("best_score", "score"),
    odds=_odds,
    odds_figure=OddsFigure("score", "points"),  # the length is always 11 turns a player: the score is what varies
    events=EVENTS,
    chance_methods="rules.chicago.chances:METHODS",
)

__all__ = [
    "CHICAGO_INFO", "FACES", "ROUNDS", "Chicago", "ChicagoOptions", "reroll_can_score", "reroll_hits", "scoring_pair",
    "target_of",
]
