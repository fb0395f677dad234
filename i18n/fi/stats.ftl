### Finnish: /stats and /history.

## The command picker

cmd-stats = Pelaajan pelit, voitot ja ennätykset tällä palvelimella
cmd-stats-player = Kenen tilastot (oletus: omasi)
cmd-stats-player-name = pelaaja
cmd-stats-game = Vain tämä peli (oletus: kaikki pelit)
cmd-stats-game-name = peli
cmd-stats-post = Julkaise vastaus kanavalla kaikille (oletus: vain sinä näet sen)
cmd-stats-post-name = julkaise
cmd-history = Tämän kanavan 10 viimeisintä peliä: milloin, kuka voitti, pöytä ja sen siemen
cmd-history-game = Vain tämä peli (oletus: kaikki pelit)
cmd-history-game-name = peli
cmd-history-post = Julkaise vastaus kanavalla kaikille (oletus: vain sinä näet sen)
cmd-history-post-name = julkaise

## /stats

stats-title = Tilastot — { $name }
stats-total = **Kaikki pelit** — { $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    }, { $wins ->
        [one] { $wins } voitto
       *[other] { $wins } voittoa
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    }, { $wins ->
        [one] { $wins } voitto
       *[other] { $wins } voittoa
    }
stats-rate = { " " }· voitto-osuus { $percent } %
stats-rank = { " " }· sija { $rank }/{ $ranked }
stats-rate-later = { " " }· voitto-osuus alkaen { $min ->
        [one] { $min } pelistä
       *[other] { $min } pelistä
    }
stats-empty = { $name } ei ole vielä pelannut peliä loppuun tällä palvelimella ({ $game }).
stats-all_games = mikä tahansa peli

## /history

history-title = Viimeisimmät pelit tällä kanavalla
history-title-kind = Viimeisimmät pelit tällä kanavalla: { $game }
history-line = { $when } · **{ $game }** · { $outcome } · [pöytä]({ $url }) · siemen `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · siemen `{ $seed }`
history-won = voitti: { $names }
history-lost = hävisi: { $names }
history-no_winner = ei voittajaa
history-computer = { $name } (kone)
history-footer = Pelin siemen antaa kaikki sen heitot: /game verify näyttää, miten tarkistetaan.
history-empty = Tällä kanavalla ei ole vielä pelattu peliä loppuun.
history-empty-kind = Tällä kanavalla ei ole vielä pelattu loppuun peliä { $game }.
