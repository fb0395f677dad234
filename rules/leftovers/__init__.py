"""Bad Leftovers: the rules (``game``), the odds simulated ahead of time (``odds``, ``odds_table``), and below, what
the game is."""

from rules.info import GameInfo, StatsFigure
from rules.leftovers.events import EVENTS
from rules.leftovers.game import (
    CLAIMS,
    LENGTH_UNIT,
    OUT_SCORE,
    Leftovers,
    LeftoversOptions,
    choose_action,
    decode,
    face_counts,
    takes_left,
)
from rules.odds.result import Odds
from rules.ranking import winners_then_fewest_points


def _odds(players: int, options: LeftoversOptions, chips: int) -> Odds:
    from rules.leftovers.odds import leftovers_odds

    return leftovers_odds(players, options.fixed_pile)


LEFTOVERS_INFO = GameInfo(
    game=Leftovers,
    length_unit=LENGTH_UNIT,
    play_options=("fixed_pile",),
    playout_seconds_per_player=1.7e-3,  # the computer looks a move ahead
    stats_figure=StatsFigure("points_per_round", "points"),
    odds=_odds,
    events=EVENTS,
    running_scores=True,
    ranking=winners_then_fewest_points,
)

__all__ = [
    "CLAIMS", "LEFTOVERS_INFO", "OUT_SCORE", "Leftovers", "LeftoversOptions", "choose_action", "decode", "face_counts",
    "takes_left",
]
