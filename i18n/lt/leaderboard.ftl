### Lithuanian: /leaderboard.

cmd-leaderboard = Šio serverio lyderių lentelė (kompiuteriai atskirai) ir Bad Leftovers žaidimo rezultatai čia
cmd-leaderboard-game = Tik šis žaidimas (numatyta: visi žaidimai)
leaderboard-title = Lyderių lentelė — { $game }
leaderboard-all_games = visi žaidimai
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · taškai per raundą: mažiau yra geriau
leaderboard-computers = *Kompiuteriai, vertinami atskirai:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } pergalė
        [few] { $wins } pergalės
        [many] { $wins } pergalės
       *[other] { $wins } pergalių
    }, { $games ->
        [one] { $games } žaidimas
        [few] { $games } žaidimai
        [many] { $games } žaidimo
       *[other] { $games } žaidimų
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } per raundą
leaderboard-empty = Šiame serveryje dar nėra baigtų žaidimų ({ $game }): baikite vieną ir jis atsiras čia.
leaderboard-running = { $game } šiame kanale — raundas { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· paliko žaidimą
leaderboard-page = Puslapis { $page } iš { $pages }
leaderboard-previous = ◀ Ankstesnis
leaderboard-next = Kitas ▶
