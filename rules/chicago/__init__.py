"""Chicago (Rotation): the rules (``game``), the exact odds (``odds``), the live chances (``chances``), and below,
what the game is."""

from functools import cache

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
from rules.info import ChanceMethods, GameInfo, OddsFigure, StatsFigure
from rules.odds.result import Odds


def _odds(players: int, options: ChicagoOptions, chips: int) -> Odds:
    from rules.chicago.odds import chicago_odds

    return chicago_odds(players, options.double_roll, options.three_dice)


@cache  # the import once: the live chances ask for these on every click
def _chances() -> ChanceMethods:
    from rules.chicago.chances import METHODS

    return METHODS


CHICAGO_INFO = GameInfo(
    game=Chicago,
    length_unit="turns",
    play_options=("double_roll", "three_dice"),
    playout_seconds_per_player=0.07e-3,  # (its chances are exact)
    stats_figure=StatsFigure("best_score", "score"),
    odds=_odds,
    odds_figure=OddsFigure("score", "points"),  # the length is always 11 turns a player: the score is what varies
    events=EVENTS,
    chances=_chances,
)

__all__ = [
    "CHICAGO_INFO", "FACES", "ROUNDS", "Chicago", "ChicagoOptions", "reroll_can_score", "reroll_hits", "scoring_pair",
    "target_of",
]
