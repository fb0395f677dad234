### Bahasa Indonesia: /<game> odds, peluang tiap kursi di meja sebelum mulai.

## Pemilih perintah

cmd-odds-players = Berapa pemain yang duduk di meja
cmd-odds-players-name = pemain
cmd-odds-chips = Chip awal tiap pemain (bawaan 3)
cmd-odds-chips-name = chip
cmd-odds-post = Kirim jawaban ke saluran untuk semua orang (bawaan: hanya kamu yang melihat)
cmd-odds-post-name = kirim

## Jawaban

odds-title = Peluang { $game } · { $players ->
       *[other] { $players } pemain
    }
odds-options = Opsi: { $options }
odds-options-none = tanpa opsi
odds-chips = masing-masing { $chips ->
       *[other] { $chips } chip
    }
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = Pemimpin yang seri berbagi kemenangan: sebuah permainan berakhir seri di posisi pertama pada { $percent }% permainan, dan tiap pemimpin yang seri dihitung menang, jadi jumlah peluangnya lebih dari 100%.
odds-length-rolls = Perkiraan panjang: { $value } lemparan
odds-length-throws = Perkiraan panjang: { $value } lemparan
odds-length-rounds = Perkiraan panjang: { $value } ronde
odds-score-points = Perkiraan skor per pemain: { $value } poin
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulasi { $games ->
       *[other] { $games } permainan
    }, ±{ $margin } poin (3 galat baku).
