### Bahasa Indonesia: /leaderboard.

cmd-leaderboard = Peringkat server ini (komputer terpisah) dan skor permainan Bad Leftovers di sini
cmd-leaderboard-game = Hanya permainan ini (bawaan: semua permainan)
leaderboard-title = Papan peringkat — { $game }
leaderboard-all_games = semua permainan
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · poin per ronde: makin kecil makin baik
leaderboard-computers = *Komputer, diperingkat terpisah:*
leaderboard-line = { $rank }. { $name } — { $wins ->
       *[other] { $wins } menang
    }, { $games ->
       *[other] { $games } permainan
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } per ronde
leaderboard-empty = Belum ada permainan selesai ({ $game }) di server ini: selesaikan satu dan hasilnya muncul di sini.
leaderboard-running = { $game } di saluran ini — ronde { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· keluar dari permainan
leaderboard-page = Halaman { $page } dari { $pages }
leaderboard-previous = ◀ Sebelumnya
leaderboard-next = Berikutnya ▶
