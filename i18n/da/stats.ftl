### Danish: /stats and /history.

## The command picker

cmd-stats = En spillers spil, sejre og rekorder på denne server
cmd-stats-player = Hvis statistik (standard: din)
cmd-stats-player-name = spiller
cmd-stats-game = Kun dette spil (standard: alle spil)
cmd-stats-game-name = spil
cmd-stats-post = Send svaret i kanalen til alle (standard: kun du ser det)
cmd-stats-post-name = send
cmd-history = Denne kanals seneste 10 spil: hvornår, hvem vandt, bordet og dets seed
cmd-history-game = Kun dette spil (standard: alle spil)
cmd-history-game-name = spil
cmd-history-post = Send svaret i kanalen til alle (standard: kun du ser det)
cmd-history-post-name = send

## /stats

stats-title = Statistik — { $name }
stats-total = **Alle spil** — { $games ->
        [one] { $games } spil
       *[other] { $games } spil
    }, { $wins ->
        [one] { $wins } sejr
       *[other] { $wins } sejre
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } spil
       *[other] { $games } spil
    }, { $wins ->
        [one] { $wins } sejr
       *[other] { $wins } sejre
    }
stats-rate = { " " }· sejrsrate { $percent } %
stats-rank = { " " }· nr. { $rank } af { $ranked }
stats-rate-later = { " " }· sejrsrate fra { $min ->
        [one] { $min } spil
       *[other] { $min } spil
    }
stats-empty = { $name } har ikke gjort et spil færdigt på denne server endnu ({ $game }).
stats-all_games = alle spil

## /history

history-title = Seneste spil i denne kanal
history-title-kind = Seneste { $game }-spil i denne kanal
history-line = { $when } · **{ $game }** · { $outcome } · [bord]({ $url }) · seed `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · seed `{ $seed }`
history-won = vandt: { $names }
history-lost = tabte: { $names }
history-no_winner = ingen vinder
history-computer = { $name } (computer)
history-footer = Et spils seed giver alle dets slag: /game verify viser, hvordan man tjekker.
history-empty = Intet spil er gjort færdigt i denne kanal endnu.
history-empty-kind = Intet { $game }-spil er gjort færdigt i denne kanal endnu.
