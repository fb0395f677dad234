### German: /leaderboard.

cmd-leaderboard = Die Rangliste dieses Servers (Computer getrennt) und die Stände eines Bad-Leftovers-Spiels hier
cmd-leaderboard-game = Nur dieses Spiel (Standard: alle Spiele)
leaderboard-title = Rangliste — { $game }
leaderboard-all_games = alle Spiele
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · Punkte pro Runde: weniger ist besser
leaderboard-computers = *Computer, getrennt gewertet:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } Sieg
       *[other] { $wins } Siege
    }, { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } pro Runde
leaderboard-empty = Noch keine beendeten Spiele ({ $game }) auf diesem Server: Beende eines, dann erscheint es hier.
leaderboard-running = { $game } in diesem Kanal — Runde { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· ausgestiegen
leaderboard-page = Seite { $page } von { $pages }
leaderboard-previous = ◀ Zurück
leaderboard-next = Weiter ▶
