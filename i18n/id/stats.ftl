### Bahasa Indonesia: /stats dan /history.

## Pemilih perintah

cmd-stats = Permainan, kemenangan, dan rekor seorang pemain di server ini
cmd-stats-player = Statistik siapa (bawaan: milikmu)
cmd-stats-player-name = pemain
cmd-stats-game = Hanya permainan ini (bawaan: semua permainan)
cmd-stats-game-name = permainan
cmd-stats-post = Kirim jawaban ke saluran untuk semua orang (bawaan: hanya kamu yang melihat)
cmd-stats-post-name = kirim
cmd-history = 10 permainan terakhir di saluran ini: kapan, siapa yang menang, mejanya, dan benihnya
cmd-history-game = Hanya permainan ini (bawaan: semua permainan)
cmd-history-game-name = permainan
cmd-history-post = Kirim jawaban ke saluran untuk semua orang (bawaan: hanya kamu yang melihat)
cmd-history-post-name = kirim

## /stats

stats-title = Statistik — { $name }
stats-total = **Semua permainan** — { $games ->
       *[other] { $games } permainan
    }, { $wins ->
       *[other] { $wins } menang
    }
stats-kind = **{ $game }** — { $games ->
       *[other] { $games } permainan
    }, { $wins ->
       *[other] { $wins } menang
    }
stats-rate = { " " }· tingkat menang { $percent }%
stats-rank = { " " }· peringkat { $rank } dari { $ranked }
stats-rate-later = { " " }· tingkat menang setelah { $min ->
       *[other] { $min } permainan
    }
stats-empty = { $name } belum menyelesaikan permainan di server ini ({ $game }).
stats-all_games = permainan apa pun

## /history

history-title = Permainan terakhir di saluran ini
history-title-kind = Permainan { $game } terakhir di saluran ini
history-line = { $when } · **{ $game }** · { $outcome } · [meja]({ $url }) · benih `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · benih `{ $seed }`
history-won = menang: { $names }
history-lost = kalah: { $names }
history-no_winner = tanpa pemenang
history-computer = { $name } (komputer)
history-footer = Benih sebuah permainan menghasilkan setiap lemparannya: /game verify menunjukkan cara memeriksanya.
history-empty = Belum ada permainan yang selesai di saluran ini.
history-empty-kind = Belum ada permainan { $game } yang selesai di saluran ini.
