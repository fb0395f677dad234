"""The bot (``pips.py``) and what the cogs share on the Discord side that is not a cog: private answers and the
command tree, the custom_ids, slash-command options and their translation, the game cogs' base, turn pings, odds
answers, the story teller and the replays, languages and seasons as menus, and who is handling an interaction while
the bot shuts down."""
