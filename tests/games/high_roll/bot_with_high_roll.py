"""The unmodified bot (bot.py's ``main``, in discord_side/pips.py) with high roll added from outside the production
tree: its rules declaration registered (which names its cog) and its catalogs added, before the bot's modules are
imported. Run from the
project root: `python tests/games/high_roll/bot_with_high_roll.py` (as bot.py: DISCORD_TOKEN and the rest)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # the project root, as for bot.py

from i18n import add_catalogs  # noqa: E402
from rules.games import register  # noqa: E402
from tests.games.high_roll.game import HIGH_ROLL_INFO  # noqa: E402

register(HIGH_ROLL_INFO)
add_catalogs(HERE / "i18n")

from discord_side.pips import main  # noqa: E402  (after the registration: the bot reads the registry as it is imported)

if __name__ == "__main__":
    sys.exit(main())
