### British English: /stats and /history.

## The command picker

cmd-stats = A player's games, wins and records in this server
cmd-stats-player = Whose stats (default: yours)
cmd-stats-player-name = player
cmd-stats-game = Only this game (default: every game)
cmd-stats-game-name = game
cmd-stats-post = Post the answer in the channel for everyone (default: only you see it)
cmd-stats-post-name = post
cmd-history = This channel's last 10 games: when, who won, the table and its seed
cmd-history-game = Only this game (default: every game)
cmd-history-game-name = game
cmd-history-post = Post the answer in the channel for everyone (default: only you see it)
cmd-history-post-name = post

## /stats

stats-title = Stats — { $name }
stats-total = **All games** — { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
stats-rate = { " " }· win rate { $percent }%
stats-rank = { " " }· rank { $rank } of { $ranked }
stats-rate-later = { " " }· win rate from { $min ->
        [one] { $min } game
       *[other] { $min } games
    } on
stats-empty = { $name } has not finished a game yet in this server ({ $game }).
stats-all_games = any game

## /history

history-title = Last games in this channel
history-title-kind = Last { $game } games in this channel
history-line = { $when } · **{ $game }** · { $outcome } · [table]({ $url }) · seed `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · seed `{ $seed }`
history-won = won: { $names }
history-lost = lost: { $names }
history-no_winner = no winner
history-computer = { $name } (computer)
history-footer = A game's seed gives every one of its rolls: /game verify shows how to check.
history-empty = No game has been finished in this channel yet.
history-empty-kind = No { $game } game has been finished in this channel yet.
