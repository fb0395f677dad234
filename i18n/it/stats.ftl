### Italian: /stats and /history.

## The command picker

cmd-stats = Partite, vittorie e record di un giocatore in questo server
cmd-stats-player = Di chi sono le statistiche (predefinito: le tue)
cmd-stats-player-name = giocatore
cmd-stats-game = Solo questo gioco (predefinito: tutti i giochi)
cmd-stats-game-name = gioco
cmd-stats-post = Pubblica la risposta nel canale per tutti (predefinito: la vedi solo tu)
cmd-stats-post-name = pubblica
cmd-history = Le ultime 10 partite di questo canale: quando, chi ha vinto, il tavolo e il suo seed
cmd-history-game = Solo questo gioco (predefinito: tutti i giochi)
cmd-history-game-name = gioco
cmd-history-post = Pubblica la risposta nel canale per tutti (predefinito: la vedi solo tu)
cmd-history-post-name = pubblica

## /stats

stats-title = Statistiche — { $name }
stats-total = **Tutti i giochi** — { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }, { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } partita
       *[other] { $games } partite
    }, { $wins ->
        [one] { $wins } vittoria
       *[other] { $wins } vittorie
    }
stats-rate = { " " }· vittorie { $percent }%
stats-rank = { " " }· posizione { $rank } su { $ranked }
stats-rate-later = { " " }· percentuale vittorie da { $min ->
        [one] { $min } partita
       *[other] { $min } partite
    } in poi
stats-empty = { $name } non ha ancora finito una partita in questo server ({ $game }).
stats-all_games = qualsiasi gioco

## /history

history-title = Ultime partite in questo canale
history-title-kind = Ultime partite a { $game } in questo canale
history-line = { $when } · **{ $game }** · { $outcome } · [tavolo]({ $url }) · seed `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · seed `{ $seed }`
history-won = vinto: { $names }
history-lost = perso: { $names }
history-no_winner = nessun vincitore
history-computer = { $name } (computer)
history-footer = Il seed di una partita dà ogni suo lancio: /game verify mostra come verificare.
history-empty = In questo canale non è ancora stata finita nessuna partita.
history-empty-kind = In questo canale non è ancora stata finita nessuna partita a { $game }.
