"""Buck Dice: the rules (``game``) and the exact odds (``odds``)."""

from rules.buck.game import BUCK, FULL_THROW, LITTLE_BUCK_POINTS, Buck, BuckOptions

__all__ = ["BUCK", "FULL_THROW", "LITTLE_BUCK_POINTS", "Buck", "BuckOptions"]
