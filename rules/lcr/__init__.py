"""LCR (Left Center Right): the rules (``game``), the vectorised simulator (``fast``), the exact odds (``odds``)."""

from rules.base import MAX_STAKE
from rules.lcr.game import CENTER, FACE_SYMBOL, LAST_DOT, LEFT, STARTING_CHIPS, Lcr, LcrOptions

__all__ = ["CENTER", "FACE_SYMBOL", "LAST_DOT", "LEFT", "MAX_STAKE", "STARTING_CHIPS", "Lcr", "LcrOptions"]
