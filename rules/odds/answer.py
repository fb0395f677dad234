"""The answer to "what are the odds at this table?" for every game and table Pips allows, within about 1 s.

Each game answers for itself (``GameInfo.odds``): LCR by its absorbing chain up to the sizes ``rules.lcr.odds``
states, else on the vectorised simulator with its 3σ margin; Chicago by enumeration; Buck Dice by dynamic
programming (every size); Bad Leftovers from the games simulated ahead of time. Answers are cached by the question.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kept import remembered
from rules.base import DEFAULT_STAKE, MAX_STAKE, IllegalOption
from rules.games import GAMES
from rules.odds.result import Odds


def odds_for(kind: str, players: int, options: Mapping[str, Any], chips: int = DEFAULT_STAKE) -> Odds:
    """Each seat's chance (by position from the first to act; of losing where the game says so), the game's figure
    (``GameInfo.headline``) and how it was found. ``options`` are the game's table options; ``chips`` each player's
    starting chips, where the game's odds count them (``GameInfo.odds_chips``). Raises IllegalOption for a question
    no table could ask."""
    game = GAMES.get(kind)
    if game is None:
        raise IllegalOption("game", kind)
    parsed = game.options.from_dict(options)  # raises IllegalOption
    if not game.min_players <= players <= game.max_players:
        raise IllegalOption("players", players)
    if isinstance(chips, bool) or not 1 <= chips <= MAX_STAKE:
        raise IllegalOption("chips", chips)
    asked = tuple(sorted((name, value) for name, value in parsed.to_dict().items() if name in game.play_options))
    return _cached(kind, players, asked, chips if game.odds_chips else 0)


@remembered(512)
def _cached(kind: str, players: int, options: tuple[tuple[str, Any], ...], chips: int) -> Odds:
    info = GAMES[kind]
    return info.odds(players, info.options.from_dict(dict(options)), chips)
