### Czech: /stats and /history.

cmd-stats = Hry, výhry a rekordy hráče na tomto serveru
cmd-stats-player = Čí statistiky (výchozí: vaše)
cmd-stats-player-name = hráč
cmd-stats-game = Jen tato hra (výchozí: všechny hry)
cmd-stats-game-name = hra
cmd-stats-post = Zveřejnit odpověď v kanálu pro všechny (výchozí: vidíte ji jen vy)
cmd-stats-post-name = zveřejnit
cmd-history = Posledních 10 her kanálu: kdy, kdo vyhrál, stůl a jeho seed
cmd-history-game = Jen tato hra (výchozí: všechny hry)
cmd-history-game-name = hra
cmd-history-post = Zveřejnit odpověď v kanálu pro všechny (výchozí: vidíte ji jen vy)
cmd-history-post-name = zveřejnit
stats-title = Statistiky — { $name }
stats-total = **Všechny hry** — { $games ->
        [one] { $games } hra
        [few] { $games } hry
        [many] { $games } hry
       *[other] { $games } her
    }, { $wins ->
        [one] { $wins } výhra
        [few] { $wins } výhry
        [many] { $wins } výhry
       *[other] { $wins } výher
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } hra
        [few] { $games } hry
        [many] { $games } hry
       *[other] { $games } her
    }, { $wins ->
        [one] { $wins } výhra
        [few] { $wins } výhry
        [many] { $wins } výhry
       *[other] { $wins } výher
    }
stats-rate = { " " }· úspěšnost { $percent } %
stats-rank = { " " }· pořadí { $rank } z { $ranked }
stats-rate-later = { " " }· úspěšnost od { $min ->
        [one] { $min } hry
        [few] { $min } her
       *[other] { $min } her
    }
stats-empty = { $name }: na tomto serveru zatím žádná dohraná hra ({ $game }).
stats-all_games = jakákoli hra
history-title = Poslední hry v tomto kanálu
history-title-kind = Poslední hry { $game } v tomto kanálu
history-line = { $when } · **{ $game }** · { $outcome } · [stůl]({ $url }) · seed `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · seed `{ $seed }`
history-won = vyhráli: { $names }
history-lost = prohráli: { $names }
history-no_winner = bez vítěze
history-computer = { $name } (počítač)
history-footer = Seed hry dává všechny její hody: /game verify ukáže, jak to ověřit.
history-empty = V tomto kanálu zatím žádná hra neskončila.
history-empty-kind = V tomto kanálu zatím neskončila žádná hra { $game }.
