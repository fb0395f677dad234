### Polish: /stats and /history.

cmd-stats = Gry, wygrane i rekordy gracza na tym serwerze
cmd-stats-player = Czyje statystyki (domyślnie: twoje)
cmd-stats-player-name = gracz
cmd-stats-game = Tylko ta gra (domyślnie: wszystkie gry)
cmd-stats-game-name = gra
cmd-stats-post = Opublikuj odpowiedź na kanale dla wszystkich (domyślnie widzisz ją tylko ty)
cmd-stats-post-name = opublikuj
cmd-history = Ostatnie 10 gier tego kanału: kiedy, kto wygrał, stół i jego ziarno
cmd-history-game = Tylko ta gra (domyślnie: wszystkie gry)
cmd-history-game-name = gra
cmd-history-post = Opublikuj odpowiedź na kanale dla wszystkich (domyślnie widzisz ją tylko ty)
cmd-history-post-name = opublikuj
stats-title = Statystyki — { $name }
stats-total = **Wszystkie gry** — { $games ->
        [one] { $games } gra
        [few] { $games } gry
        [many] { $games } gier
       *[other] { $games } gry
    }, { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
        [many] { $wins } wygranych
       *[other] { $wins } wygranej
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } gra
        [few] { $games } gry
        [many] { $games } gier
       *[other] { $games } gry
    }, { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
        [many] { $wins } wygranych
       *[other] { $wins } wygranej
    }
stats-rate = { " " }· wygrane { $percent }%
stats-rank = { " " }· miejsce { $rank } z { $ranked }
stats-rate-later = { " " }· odsetek wygranych od { $min ->
        [one] { $min } gry
        [few] { $min } gier
        [many] { $min } gier
       *[other] { $min } gier
    }
stats-empty = { $name }: brak ukończonych gier na tym serwerze ({ $game }).
stats-all_games = dowolna gra
history-title = Ostatnie gry na tym kanale
history-title-kind = Ostatnie gry { $game } na tym kanale
history-line = { $when } · **{ $game }** · { $outcome } · [stół]({ $url }) · ziarno `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · ziarno `{ $seed }`
history-won = wygrali: { $names }
history-lost = przegrali: { $names }
history-no_winner = brak zwycięzcy
history-computer = { $name } (komputer)
history-footer = Ziarno gry daje każdy jej rzut: /game verify pokazuje, jak to sprawdzić.
history-empty = Na tym kanale nie ukończono jeszcze żadnej gry.
history-empty-kind = Na tym kanale nie ukończono jeszcze żadnej gry { $game }.
