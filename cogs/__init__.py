"""The discord.py cogs, and the views they own: ``tables`` is the cog every game shares (clicks, /game, showing
background changes); each game's cog (``lcr``…) maps its commands and options onto it and holds its look (its
``GameUi``). What they share that is not a cog is in ``screen`` (the table message) and ``discord_side``.
"""
