### Hungarian: /leaderboard.

cmd-leaderboard = A szerver ranglistája (gépek külön) és egy itteni Bad Leftovers játék állása
cmd-leaderboard-game = Csak ez a játék (alap: minden játék)
leaderboard-title = Ranglista — { $game }
leaderboard-all_games = minden játék
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · pont körönként: a kevesebb jobb
leaderboard-computers = *Gépek, külön rangsorolva:*
leaderboard-line = { $rank }. { $name } — { $wins } győzelem, { $games } játék
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } körönként
leaderboard-empty = Ezen a szerveren még nincs befejezett játék ({ $game }): fejezz be egyet, és itt megjelenik.
leaderboard-running = { $game } ebben a csatornában — { $round }. kör
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· kilépett
leaderboard-page = { $page }. oldal / { $pages }
leaderboard-previous = ◀ Előző
leaderboard-next = Következő ▶
