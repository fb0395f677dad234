"""Discord I/O only: slash commands and buttons in, rendered tables out.

Shared pieces are the ``_``-prefixed modules; ``tables`` is the cog every
game shares (clicks, /game, showing background changes); each game's cog
only maps its commands, options and rendering onto them.
"""
