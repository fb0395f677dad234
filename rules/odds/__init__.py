"""Each seat's chances and a game's expected length, computed exactly where that is feasible.

Pure functions for the later /odds commands: no Discord, no I/O, no clock, no random.
"""

from rules.odds.result import Odds

__all__ = ["Odds"]
