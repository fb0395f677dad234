"""Buck Dice: the rules (``game``), the exact odds (``odds``), and below, what the game is."""

from rules.buck.events import EVENTS
from rules.buck.game import BUCK, FULL_THROW, LITTLE_BUCK_POINTS, Buck, BuckOptions
from rules.info import GameInfo, StatsFigure
from rules.odds.result import Odds
from rules.ranking import losers_last


def _odds(players: int, options: BuckOptions, chips: int) -> Odds:
    from rules.buck.odds import buck_odds

    return buck_odds(players, options.fewer_dice, options.point_per_throw)


BUCK_INFO = GameInfo(
    game=Buck,
    chance_of="losing",  # everyone plays against being the one loser
    length_unit="throws",
    play_options=("fewer_dice", "point_per_throw"),
    playout_seconds_per_player=0.17e-3,
    stats_figure=StatsFigure("losses", "times"),
    odds=_odds,
    events=EVENTS,
    ranking=losers_last,  # a tournament table's one loser goes out
)

__all__ = ["BUCK", "BUCK_INFO", "FULL_THROW", "LITTLE_BUCK_POINTS", "Buck", "BuckOptions"]
