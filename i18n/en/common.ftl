### English: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — waiting for players
table-title-playing = { $game } — in play
table-title-finished = { $game } — finished
table-title-cancelled = { $game } — cancelled
table-host = Host: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } per turn
table-seats = Players ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(computer)
table-seat-forfeited = { " " }— left the game
table-seat-stake = { " " }— stake: { $stake ->
        [one] { $stake } chip
       *[other] { $stake } chips
    }
table-turn = Turn: { $mention }
table-turn-deadline = { " " }· ends { $deadline }
table-waits_for_click = Pips can update this table until { $time }; a move made after that shows at the next click.
ping-turn = { $mention }, it's your turn at { $game }: the turn ends { $deadline }.
table-lobby_hint = Join to play. The host can start with { $min ->
        [one] { $min } player
       *[other] { $min } players
    } or more (at most { $max }).
table-log = Recent
table-fingerprint = Dice fingerprint { $fingerprint } · /game verify
table-revealed = Dice fingerprint { $fingerprint } · seed revealed: /game verify
table-cancelled = This table was cancelled.
table-none = none

## Buttons

button-join = Join
button-leave = Leave
button-add_computer = Add computer
button-start = Start
button-cancel = Cancel
button-again = Play again
button-choose = Choose your move
button-go_to_table = Go to the table

## Modal

stake-title = Choose your stake
stake-label = Starting chips (1 to 99)
stake-invalid = A stake is a whole number from 1 to 99.

## Events any game shows

event-joined = { $name } joined.
event-left = { $name } left.
event-stake_changed = { $name } changed their stake to { $stake ->
        [one] { $stake } chip
       *[other] { $stake } chips
    }.
event-computer_joined = { $name } (computer) joined.
event-cancelled = { $name } cancelled the table.
event-forfeit = { $name } left the game.
event-timeout = { $name } did not act in time: the bot plays for them.

## Refusals (ephemeral)

table-unknown = I don't know this table any more. Start a new one with a /… start command.
table-over = This game is over.
table-not_started = The game has not started yet.
table-not_seated = You are not playing at this table.
table-forfeited = You have left this game.
table-other_channel = That button belongs to a table in another channel.
table-unreadable = This table's saved game could not be read; the host can /game cancel it.
table-moved = The table moved ↓
table-moved_away = This table moved further down the channel: play on the new message.
channel-no_table = There is no game in this channel right now.
channel-no_game = No game has been played in this channel yet.
channel-busy = This channel already has a table.
channel-guild_only = Games are played in server channels.
option-invalid = That option is not allowed: { $option } = { $value }.
lobby-already_started = The game has already started.
lobby-host_only = Only the host (or someone with Manage Channel) can do that.
lobby-already_seated = You are already seated.
lobby-full = The table is full ({ $seats ->
        [one] { $seats } seat
       *[other] { $seats } seats
    }).
lobby-not_seated = You are not seated at this table.
lobby-too_few = At least { $needed ->
        [one] { $needed } player is
       *[other] { $needed } players are
    } needed to start.
turn-not_yours = It is not your turn: it is <@{ $player }>'s.
turn-stale = That button was already used: the table has moved on.
again-not_finished = This game is still running.
again-exists = A new table is already open here.
rules-not_your_turn = It is not your turn.
rules-not_legal = That move is not allowed now.
rules-game_over = This game is over.
rules-not_playing = You are not in this game.
error-unexpected = Something went wrong on my side; nothing was changed. Please try again.
error-store_unavailable = The game database is not answering right now; nothing was changed. Try again in a moment.
bot-restarting = Pips is restarting; try again in a few seconds.

## /game

verify-running = Table { $table } ({ $game }): before the first roll Pips showed `{ $fingerprint }`, the fingerprint of a secret seed that decides every die. The seed stays secret while the game is on. Once it is over, /game verify gives the seed: anyone can then check that it matches the fingerprint and gave every roll.
    Full fingerprint (SHA-256 of the seed): `{ $commitment }`
verify-revealed = Table { $table } ({ $game }): before the first roll Pips showed `{ $fingerprint }`, the fingerprint of a secret seed. Now that the game is over, here is the seed: anyone can check every roll.
    Seed: `{ $seed }`
    Full fingerprint: `{ $commitment }`
    { $recipe }
verify-recipe = How to check: the SHA-256 of the seed is the fingerprint (so the seed was fixed before the first roll); the dice are the bytes of HMAC-SHA256(seed, block number as 8 bytes big-endian) for blocks 0, 1, 2…, in order, skipping bytes ≥ 252, each giving the face byte mod 6 + 1.
game-left = You left the game.
game-cancelled = The table was cancelled.
