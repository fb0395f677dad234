### British English: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = How this bot plays this game, with its options
cmd-turn_timeout = Seconds before the bot plays for an idle player (15-3600; default: /settings, else 60)
cmd-game = The game at this channel's table
cmd-game-status = Show this channel's table again, at the bottom
cmd-game-leave = Leave this channel's game (you forfeit your seat)
cmd-game-cancel = End this channel's table (host or Manage Channel)
cmd-game-verify = Show the dice commitment (and seed, once finished) of the last game here
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = turn-timeout
cmd-leaderboard-game-name = game
