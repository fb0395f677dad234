### Swedish: /stats and /history.

## The command picker

cmd-stats = En spelares spel, vinster och rekord på den här servern
cmd-stats-player = Vems statistik (standard: din)
cmd-stats-player-name = spelare
cmd-stats-game = Bara det här spelet (standard: alla spel)
cmd-stats-game-name = spel
cmd-stats-post = Skicka svaret i kanalen till alla (standard: bara du ser det)
cmd-stats-post-name = skicka
cmd-history = Den här kanalens senaste 10 spel: när, vem som vann, bordet och dess seed
cmd-history-game = Bara det här spelet (standard: alla spel)
cmd-history-game-name = spel
cmd-history-post = Skicka svaret i kanalen till alla (standard: bara du ser det)
cmd-history-post-name = skicka

## /stats

stats-title = Statistik — { $name }
stats-total = **Alla spel** — { $games ->
        [one] { $games } spel
       *[other] { $games } spel
    }, { $wins ->
        [one] { $wins } vinst
       *[other] { $wins } vinster
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } spel
       *[other] { $games } spel
    }, { $wins ->
        [one] { $wins } vinst
       *[other] { $wins } vinster
    }
stats-rate = { " " }· vinstandel { $percent } %
stats-rank = { " " }· plats { $rank } av { $ranked }
stats-rate-later = { " " }· vinstandel från { $min ->
        [one] { $min } spel
       *[other] { $min } spel
    }
stats-empty = { $name } har inte avslutat något spel på den här servern än ({ $game }).
stats-all_games = alla spel

## /history

history-title = Senaste spelen i den här kanalen
history-title-kind = Senaste { $game }-spelen i den här kanalen
history-line = { $when } · **{ $game }** · { $outcome } · [bord]({ $url }) · seed `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · seed `{ $seed }`
history-won = vann: { $names }
history-lost = förlorade: { $names }
history-no_winner = ingen vinnare
history-computer = { $name } (dator)
history-footer = Ett spels seed ger alla dess slag: /game verify visar hur man kontrollerar.
history-empty = Inget spel har avslutats i den här kanalen än.
history-empty-kind = Inget { $game }-spel har avslutats i den här kanalen än.
