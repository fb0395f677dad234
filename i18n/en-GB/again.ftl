### British English: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = Invited from the last game (one click on Join, same stake): { $names }
table-server_settings = This server · Table language: { $language } · Computer seats: { $computers }
again-expired = Play again has expired for this game; start a new table with a /… start command.

## Host controls

cmd-game-remove = Remove a player who went away; they forfeit (host or Manage Channel)
cmd-game-remove-player = The player to remove
cmd-game-remove-player-name = player
cmd-game-host = Hand the host role to another player at the table
cmd-game-host-player = The player who becomes the host
cmd-game-host-player-name = player
event-removed = 🚪 <@{ $by }> removed { $name } from the table.
event-host_changed = 👑 { $name } is the host now.
host-removed = <@{ $player }> was removed from the table.
host-handed = <@{ $player }> is the host now.
host-not_seated = <@{ $player }> is not a person playing at this table; nothing was changed.
host-already = <@{ $player }> is already the host; nothing was changed.
host-remove_self = To leave the table yourself, use /game leave; nothing was changed.
table-removed = The host removed you from this game; you can join the next one.
