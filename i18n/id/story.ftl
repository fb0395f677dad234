### Bahasa Indonesia: "Jalannya permainan", kisah permainan yang selesai dalam sebuah gambar.

button-story = Jalannya permainan
story-title = Jalannya permainan — { $game }
story-axis-turn = Giliran
story-axis-win = Peluang menang
story-axis-lose = Peluang kalah
story-comeback-win = { $name } bangkit dari { $percent }%
story-comeback-lose = { $name } hanya { $percent }% berpeluang kalah
story-fall-win = { $name } memimpin dengan { $percent }% dan tidak menang
story-fall-lose = { $name } { $percent }% berpeluang kalah dan lolos
story-swing = { $name }: { $before }% → { $after }% dalam satu giliran
story-reply = **Jalannya permainan — { $game }**: peluang menang tiap pemain setelah setiap giliran.
story-reply-lose = **Jalannya permainan — { $game }**: peluang kalah tiap pemain setelah setiap giliran.
story-cancelled = Permainan itu dibatalkan sebelum selesai: tidak ada kisah untuk diceritakan.
story-not_finished = Permainan itu belum selesai: kisahnya diceritakan setelah berakhir.
story-not_seated = Hanya pemain permainan itu (atau yang punya Kelola Saluran) yang bisa melihat jalannya.
story-unreadable = Catatan permainan itu tidak bisa diputar ulang, jadi kisahnya tidak bisa diceritakan.
story-failed = Gambarnya tidak bisa dibuat kali ini; coba lagi sebentar lagi.
history-story = Jalannya permainan… (pilih permainan)
history-story-option = { $game } · { $outcome }
history-story-when = Selesai { $when }
