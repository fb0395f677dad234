### British English: high roll, a game for tests only.

high_roll-action-roll = Roll
high_roll-seat = { " " }— total { $total }
high_roll-round = Round { $round } of { $rounds }
high_roll-event-roll = { $name } rolled { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] wins
       *[other] share the win
    } with a total of { $total }!
high_roll-rules = **High roll** — 2 to 6 players.
    Everyone rolls one die in turn, three times round the table; the highest total wins, and a tie shares the win.
    Seat 1 (the host) rolls first. If you do not roll within the turn timeout the bot rolls for you.

## Its name

game-high_roll = High roll

## The command picker

cmd-high_roll = High roll dice game
cmd-high_roll-start = Open a high roll table in this channel

## /stats

stats-high_roll = Best total: { $total }
