### English: /tournament, a sign-up card, then tables in threads round after round, to a champion.

cmd-tournament = Tournaments across several tables, each in a thread of this channel
cmd-tournament-start = Open a tournament's sign-up in this channel
cmd-tournament-game = The game every table plays
cmd-tournament-game-name = game
cmd-tournament-table_size = Players at each table (default: the game's usual)
cmd-tournament-table_size-name = table-size
cmd-tournament-advance = How many of each table go on to the next round (default: 1)
cmd-tournament-advance-name = advance
tournament-title = Tournament — { $game }
tournament-rules = Tables of { $size }; { $advance ->
        [one] the best player of each table goes on.
       *[other] the best { $advance } of each table go on.
    }
tournament-entrants = { $count ->
        [one] One player in
       *[other] { $count } players in
    }: { $names }
tournament-round = **Round { $number }**
tournament-balanced = (fewer, larger tables, so that none has too few players)
tournament-table = Table { $number } { $where }: { $players }
tournament-computers = { $count ->
        [one] + a computer, to make up the game's minimum
       *[other] + { $count } computers, to make up the game's minimum
    }
tournament-tie_roll = Tie settled by the tournament's dice: { $name } rolled { $dice }
tournament-forfeited = Left (forfeited): { $names }
tournament-champion = 🏆 Champion: **{ $name }**
tournament-no_champion = Everyone left: no champion.
tournament-cancelled = The tournament was cancelled.
tournament-fingerprint = Seed fingerprint (SHA-256): `{ $fingerprint }…`, the seed is shown at the end.
tournament-seed = Seed: `{ $seed }` (its SHA-256 is the fingerprint shown before the first deal)
tournament-thread = { $game } — round { $round }, table { $table }
tournament-your_table = { $mentions } your table is ready.
tournament-button-join = Join
tournament-button-leave = Leave
tournament-button-start = Start
tournament-button-cancel = Cancel
tournament-table_size = A table of this game seats { $low } to { $high } players.
tournament-advance = At most { $most } of each table can go on: someone has to go out.
tournament-gone = That tournament is not there any more.
tournament-started = That tournament has already started: sign-up is closed.
tournament-already_in = You are already signed up.
tournament-full = A tournament takes at most { $most } players.
tournament-not_in = You are not playing in that tournament.
tournament-over = That tournament is over.
tournament-host_only = Only the tournament's host (or someone with Manage Channel) can do that.
tournament-too_few = Not enough players for two tables yet: at least { $needed } are needed.
tournament-no_threads = Pips needs the permissions Create Public Threads and Send Messages in Threads here to start a tournament: nothing was started.
