### English: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Game nights: a game set for a time, those coming seated when it starts
cmd-schedule-new = Schedule a game in this channel; you host it
cmd-schedule-new-game = The game
cmd-schedule-new-game-name = game
cmd-schedule-new-when = When: “in 90 minutes”, “tomorrow 20:30”, “2026-12-05 20:30” or a Discord timestamp
cmd-schedule-new-when-name = when
cmd-schedule-new-repeat = Once, or every week at the same time
cmd-schedule-new-repeat-name = repeat
cmd-schedule-repeat-none = Once
cmd-schedule-repeat-weekly = Every week
cmd-schedule-new-note = A note for the invitation
cmd-schedule-new-note-name = note
cmd-schedule-list = The game nights scheduled on this server
cmd-schedule-cancel = Call off a game night you host
cmd-schedule-cancel-night = The game night
cmd-schedule-cancel-night-name = night
cmd-settings-timezone = The time zone of the clock times typed in /schedule
cmd-settings-timezone-zone = A time zone such as Europe/Paris (type to find yours); leave it out for UTC
cmd-settings-timezone-zone-name = zone

## /settings

settings-timezone = Time zone of game nights: { $zone }
settings-timezone-invalid = “{ $name }” is no time zone Pips knows: pick one of the suggestions, such as Europe/Paris; nothing was changed.

## The invitation card

night-card-title = Game night: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Every week
night-card-host = Host: { $host }
night-card-note = Note: { $note }
night-card-coming = Coming ({ $count }): { $names }
night-card-not_coming = Can't come: { $names }
night-card-scheduled = Click “I'm in” to get a seat when it starts.
night-card-started = It has started: the table is open in this channel.
night-card-cancelled = Called off.
night-card-missed = Missed: Pips was not running at that time.
night-card-failed = It could not start.
night-button-in = I'm in
night-button-out = Can't come

## In the channel

night-reminder = { $mentions }: the { $game } night starts { $relative }.
night-opened = { $mentions }: the { $game } night starts now. You are seated; { $host } starts the game.
night-left_out = The table had no seat left for { $names }.
night-busy = The { $game } night of { $time } could not start: the table in this channel was still open 15 minutes later.
night-missed = The { $game } night of { $time } was missed: Pips was not running at that time.
night-refused = The { $game } night of { $time } could not start: games cannot be started in this channel any more.
night-event_deleted = The { $game } night of { $time } is called off: its Discord event was deleted.
night-event-name = { $game } game night
night-event-description = Scheduled with Pips: click “I'm in” on the invitation in the channel, or mark yourself interested here, to get a seat when it starts.

## Private answers

night-cancelled = The { $game } night of { $time } is called off.
night-list-title = Game nights on this server
night-list-line = { $time }: { $game } in { $channel }, hosted by { $host } (coming: { $count })
night-list-empty = No game night is scheduled on this server; schedule one with /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips cannot read “{ $text }” as a time. Try `in 90 minutes`, `{ $clock }` or `{ $date }` (in the server's time zone), or a Discord timestamp.
night-when-past = That time has gone by already. Try `in 90 minutes`, `{ $clock }` or `{ $date }`.
night-when-far = That is more than 60 days ahead. Try `in 90 minutes`, `{ $clock }` or `{ $date }`.
night-too_many = This server has { $max } game nights scheduled already: call one off first.
night-over = This game night takes no more answers.
night-host_stays = You host this game night: call it off with /schedule cancel instead.
night-host_only = Only the host of the game night, or a member with Manage Channel, can call it off.
night-unknown = There is no such game night here.
