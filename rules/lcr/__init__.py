"""LCR (Left Center Right): the rules (``game``), the vectorised simulator (``fast``), the exact odds (``odds``), the
live chances (``chances``), and below, what the game is."""

from rules.base import MAX_STAKE
from rules.info import GameInfo, StatsFigure
from rules.lcr.events import EVENTS
from rules.lcr.game import CENTER, FACE_SYMBOL, LAST_DOT, LEFT, STARTING_CHIPS, Lcr, LcrOptions
from rules.lcr.odds_size import max_exact_chips
from rules.odds.result import Odds


def _odds(players: int, options: LcrOptions, chips: int) -> Odds:
    from rules.lcr.odds import table_odds  # numpy: imported by the first question, not with the bot

    return table_odds(players, options, chips)


LCR_INFO = GameInfo(
    game=Lcr,
    length_unit="rolls",
    play_options=("dice", "dot_to_win"),  # not stakes: a question names the chips
    playout_seconds_per_player=0.03e-3,
    stats_figure=StatsFigure("score_total", "chips"),
    odds=_odds,
    events=EVENTS,
    odds_chips=True,
    exact_chips=max_exact_chips,
    chance_methods="rules.lcr.chances:METHODS",  # numpy: imported by the first solve or estimate, not with the bot
)

__all__ = [
    "CENTER", "FACE_SYMBOL", "LAST_DOT", "LCR_INFO", "LEFT", "MAX_STAKE", "STARTING_CHIPS", "Lcr", "LcrOptions",
]
