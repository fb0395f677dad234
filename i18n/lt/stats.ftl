### Lithuanian: /stats and /history.

cmd-stats = Žaidėjo žaidimai, pergalės ir rekordai šiame serveryje
cmd-stats-player = Kieno statistika (numatyta: jūsų)
cmd-stats-player-name = žaidėjas
cmd-stats-game = Tik šis žaidimas (numatyta: visi žaidimai)
cmd-stats-game-name = žaidimas
cmd-stats-post = Paskelbti atsakymą kanale visiems (numatyta: matote tik jūs)
cmd-stats-post-name = paskelbti
cmd-history = Paskutiniai 10 kanalo žaidimų: kada, kas laimėjo, stalas ir jo sėkla
cmd-history-game = Tik šis žaidimas (numatyta: visi žaidimai)
cmd-history-game-name = žaidimas
cmd-history-post = Paskelbti atsakymą kanale visiems (numatyta: matote tik jūs)
cmd-history-post-name = paskelbti
stats-title = Statistika — { $name }
stats-total = **Visi žaidimai** — { $games ->
        [one] { $games } žaidimas
        [few] { $games } žaidimai
        [many] { $games } žaidimo
       *[other] { $games } žaidimų
    }, { $wins ->
        [one] { $wins } pergalė
        [few] { $wins } pergalės
        [many] { $wins } pergalės
       *[other] { $wins } pergalių
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } žaidimas
        [few] { $games } žaidimai
        [many] { $games } žaidimo
       *[other] { $games } žaidimų
    }, { $wins ->
        [one] { $wins } pergalė
        [few] { $wins } pergalės
        [many] { $wins } pergalės
       *[other] { $wins } pergalių
    }
stats-rate = { " " }· laimėjimų dalis { $percent } %
stats-rank = { " " }· vieta { $rank } iš { $ranked }
stats-rate-later = { " " }· laimėjimų dalis — nuo { $min ->
        [one] { $min } žaidimo
        [few] { $min } žaidimų
        [many] { $min } žaidimo
       *[other] { $min } žaidimų
    }
stats-empty = { $name } dar nebaigė nė vieno žaidimo šiame serveryje ({ $game }).
stats-all_games = bet kuris žaidimas
history-title = Paskutiniai žaidimai šiame kanale
history-title-kind = Paskutiniai { $game } žaidimai šiame kanale
history-line = { $when } · **{ $game }** · { $outcome } · [stalas]({ $url }) · sėkla `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · sėkla `{ $seed }`
history-won = laimėjo: { $names }
history-lost = pralaimėjo: { $names }
history-no_winner = nėra laimėtojo
history-computer = { $name } (kompiuteris)
history-footer = Žaidimo sėkla duoda visus jo metimus: /game verify parodo, kaip patikrinti.
history-empty = Šiame kanale dar nebaigtas nė vienas žaidimas.
history-empty-kind = Šiame kanale dar nebaigtas nė vienas { $game } žaidimas.
