### Croatian: /stats and /history.

cmd-stats = Igre, pobjede i rekordi igrača na ovom poslužitelju
cmd-stats-player = Čija statistika (zadano: vaša)
cmd-stats-player-name = igrač
cmd-stats-game = Samo ova igra (zadano: sve igre)
cmd-stats-game-name = igra
cmd-stats-post = Objavi odgovor u kanalu za sve (zadano: vidite ga samo vi)
cmd-stats-post-name = objavi
cmd-history = Posljednjih 10 igara ovog kanala: kada, tko je pobijedio, stol i njegovo sjeme
cmd-history-game = Samo ova igra (zadano: sve igre)
cmd-history-game-name = igra
cmd-history-post = Objavi odgovor u kanalu za sve (zadano: vidite ga samo vi)
cmd-history-post-name = objavi
stats-title = Statistika — { $name }
stats-total = **Sve igre** — { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    }, { $wins ->
        [one] { $wins } pobjeda
        [few] { $wins } pobjede
       *[other] { $wins } pobjeda
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } igra
        [few] { $games } igre
       *[other] { $games } igara
    }, { $wins ->
        [one] { $wins } pobjeda
        [few] { $wins } pobjede
       *[other] { $wins } pobjeda
    }
stats-rate = { " " }· postotak pobjeda { $percent } %
stats-rank = { " " }· mjesto { $rank } od { $ranked }
stats-rate-later = { " " }· postotak pobjeda od { $min ->
        [one] { $min } igre
        [few] { $min } igre
       *[other] { $min } igara
    } nadalje
stats-empty = { $name }: još nijedna završena igra na ovom poslužitelju ({ $game }).
stats-all_games = bilo koja igra
history-title = Posljednje igre u ovom kanalu
history-title-kind = Posljednje igre { $game } u ovom kanalu
history-line = { $when } · **{ $game }** · { $outcome } · [stol]({ $url }) · sjeme `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · sjeme `{ $seed }`
history-won = pobijedili: { $names }
history-lost = izgubili: { $names }
history-no_winner = bez pobjednika
history-computer = { $name } (računalo)
history-footer = Sjeme igre daje sva njezina bacanja: /game verify pokazuje kako provjeriti.
history-empty = U ovom kanalu još nije završena nijedna igra.
history-empty-kind = U ovom kanalu još nije završena nijedna igra { $game }.
