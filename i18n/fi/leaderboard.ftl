### Finnish: /leaderboard.

cmd-leaderboard = Palvelimen tulostaulu (koneet erikseen) ja täällä käynnissä olevan Bad Leftovers -pelin pisteet
cmd-leaderboard-game = Vain tämä peli (oletus: kaikki pelit)
leaderboard-title = Tulostaulu — { $game }
leaderboard-all_games = kaikki pelit
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · pisteitä kierrosta kohden: pienempi on parempi
leaderboard-computers = *Koneet, erikseen sijoitettuina:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } voitto
       *[other] { $wins } voittoa
    }, { $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } / kierros
leaderboard-empty = Ei vielä päättyneitä pelejä ({ $game }) tällä palvelimella: pelaa yksi loppuun, niin se näkyy täällä.
leaderboard-running = { $game } tällä kanavalla — kierros { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· lähti pelistä
leaderboard-page = Sivu { $page }/{ $pages }
leaderboard-previous = ◀ Edellinen
leaderboard-next = Seuraava ▶
