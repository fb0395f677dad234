### id: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Musim mana (bawaan: yang berjalan), atau sepanjang waktu
cmd-leaderboard-season-name = musim
cmd-leaderboard-luck = Tampilkan papan keberuntungan: siapa yang mengalahkan peluang, siapa yang tidak
cmd-leaderboard-luck-name = keberuntungan
cmd-stats-season = Musim mana (bawaan: yang berjalan), atau sepanjang waktu
cmd-stats-season-name = musim
cmd-settings-season = Berapa lama satu musim /leaderboard dan /stats (dalam UTC)
cmd-settings-season-length = Perubahan memulai musim baru sekarang; musim yang selesai tetap seperti semula
cmd-settings-season-length-name = panjang
season-length-week = Minggu (dari Senin 00:00 UTC)
season-length-month = Bulan (dari tanggal 1, 00:00 UTC)
season-length-none = Tidak ada (hanya sepanjang waktu)
season-choice-current = Musim berjalan
season-choice-all = Sepanjang waktu
season-choice-past = Musim { $start } – { $end }
season-current = Musim sejak <t:{ $start }:d> · berakhir <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Musim <t:{ $start }:d> – <t:{ $last }:d> (selesai)
season-all = Sepanjang waktu
settings-season = Musim: { $value }
season-saved = Tersimpan. { $line }
    Musim yang berjalan berakhir sekarang; musim yang selesai tetap seperti semula.
season-invalid = Musim adalah seminggu, sebulan, atau tidak ada; tidak ada yang diubah.
luck-won = Keberuntungan: menang { $hits } dari { $games }; dadu memberimu { $expected }: **{ $luck }**
luck-lost = Keberuntungan: kalah { $hits } dari { $games }; dadu memberimu { $expected } kekalahan: **{ $luck }**
luck-total = **Keberuntungan di semua permainan**: { $luck } dalam { $games } permainan
luck-how = *Keberuntungan = kemenanganmu dikurangi jumlah peluang menangmu di awal setiap permainan (Buck Dice: kebalikannya, dengan kekalahan). Di atas 0: lebih beruntung dari janji dadu.*
luck-older = *Permainan sebelum Pips menyimpan peluang tidak dihitung.*
luck-board-title = Keberuntungan — { $game }
luck-board-luckiest = **Paling beruntung**
luck-board-unluckiest = **Paling sial**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games } permainan)
luck-board-empty = Belum ada yang punya { $min } permainan dengan peluang di periode ini.
luck-board-hint = Siapa yang dadunya paling beruntung? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
