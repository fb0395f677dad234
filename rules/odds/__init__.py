"""Each seat's chances and the figure a game's odds give beside them (its expected length, or what it declares:
Chicago's expected score of a sheet), computed exactly where that is feasible, else simulated.

Pure functions behind `/<game> odds` (``answer.odds_for``) and the live chances: no Discord, no I/O, no clock, no
global random (a simulation's seed comes from its question).
"""

from rules.odds.result import Odds

__all__ = ["Odds"]
