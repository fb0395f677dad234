### Bahasa Indonesia: LCR.

lcr-action-roll = Lempar
lcr-option-dice-by--chips = dadu sesuai chip
lcr-option-dice-always--three = selalu tiga dadu
lcr-option-dot_to_win = menang dengan titik
lcr-option-stakes = taruhan pilihan
lcr-seat = { " " }— { $chips ->
       *[other] { $chips } chip
    }
lcr-pot = Pot: { $pot ->
       *[other] { $pot } chip
    } · { $dealt ->
       *[other] { $dealt } chip
    } dalam permainan
lcr-hand = { " " }· babak { $hand } (pot ganda)
lcr-last_holder = { $name } memegang semua chip: menang hanya jika semua dadu menunjukkan titik (•); dengan L atau R, permainan lanjut.
lcr-event-deal = Semua orang mendapat chip.
lcr-event-roll = { $name } melempar { $faces }: { $moves }.
lcr-event-roll-nothing = tak ada yang bergerak
lcr-event-roll-idle = { $faces } tidak berpengaruh: chip habis
lcr-event-roll-no_win = tidak semua titik: belum menang, permainan lanjut
lcr-event-move-seat = { $count } ke { $target }
lcr-event-move-pot = { $count } ke pot
lcr-event-win = 🏆 { $name } memenangkan { $chips ->
       *[other] { $chips } chip
    }!
lcr-event-double_pot = Tidak ada yang memegang chip: pot { $pot ->
       *[other] { $pot } chip
    } dibawa ke babak berikut dan semua orang mendapat chip baru (babak { $hand }).
lcr-event-double_pot-next = Tidak ada yang memegang chip: pot { $pot ->
       *[other] { $pot } chip
    } dibawa ke babak berikut dan semua orang mendapat chip baru (babak { $hand }); { $next } melempar duluan.
lcr-event-chips_to_pot = { $name } menaruh { $chips ->
       *[other] { $chips } chip
    } ke pot.
lcr-rules = **LCR (Kiri Tengah Kanan)** — 3 sampai 20 pemain, masing-masing mulai dengan 3 chip.
    Pada giliranmu lempar satu dadu per chip yang kamu pegang, paling banyak tiga (opsi *selalu tiga dadu*: tiga dadu selama kamu punya chip; diselesaikan dari kiri ke kanan, dan setelah chipmu habis sisanya tidak berpengaruh). Tanpa chip giliranmu dilewati, tetapi kamu tetap dalam permainan.
    Muka 1–3 bergambar titik (•: tidak ada apa-apa), 4 = **L** (kiri): satu chip ke pemain di kirimu (kursi berikutnya), 5 = **C** (tengah): satu chip ke pot, 6 = **R** (kanan): satu chip ke pemain di kananmu (kursi sebelumnya).
    Jika hanya satu pemain yang memegang chip, dia memenangkan chipnya dan pot.
    Opsi *menang dengan titik*: pemegang chip terakhir harus mendapat titik di semua dadu untuk menang; L atau R apa pun melanjutkan permainan; jika chip terakhirnya masuk ke pot, semua orang mendapat chip baru dan pot dibawa ke babak berikut (pot ganda); pemain di kiri orang yang lemparannya mengosongkan meja melempar duluan.
    Opsi *taruhan pilihan*: tiap pemain memilih jumlah chip awal dari 1 sampai 99 saat bergabung (tuan rumah mulai dengan 3 dan bisa klik Gabung untuk mengubahnya).
    Pemain yang keluar menaruh chipnya di pot. Kursi 1 (tuan rumah) melempar duluan. Jika kamu tidak melempar dalam batas waktu giliran (15 dtk sampai 1 jam, bawaan 60 dtk), bot melempar untukmu.
    Setiap dadu berasal dari benih rahasia yang sidik jarinya (SHA-256) ditampilkan sejak awal; benih dibuka di akhir agar siapa pun bisa memeriksa setiap lemparan (`/game verify`).

## Namanya

game-lcr = LCR (Kiri Tengah Kanan)

## Pemilih perintah

cmd-lcr = Permainan dadu LCR (Kiri Tengah Kanan)
cmd-lcr-start = Buka meja LCR di saluran ini
cmd-lcr-dice = Berapa dadu yang kamu lempar: satu per chip sampai tiga (bawaan), atau selalu tiga
cmd-lcr-dot_to_win = Pemain terakhir yang punya chip harus melempar semua titik untuk menang
cmd-lcr-stakes = Tiap pemain memilih jumlah chip awal (1-99) saat bergabung
cmd-lcr-dice-name = dadu
cmd-lcr-dice-by_chips = sesuai chip
cmd-lcr-dice-always_three = selalu tiga
cmd-lcr-dot_to_win-name = menang-dengan-titik
cmd-lcr-stakes-name = taruhan

## /stats

stats-lcr = Chip yang dibawa pulang: { $chips ->
       *[other] { $chips } chip
    }

## /lcr odds: pemilih perintah

cmd-lcr-odds = Peluang menang tiap kursi di meja LCR, dan berapa lama satu permainan

## /lcr odds: jawaban

odds-header-lcr = Peluang menang, per kursi mulai dari pelempar pertama:
odds-method-exact-lcr = Tepat: rantai Markov menyerap atas sebaran chip.
odds-lcr-exact_up_to = Jawaban tepat untuk { $players } pemain tersedia sampai { $chips ->
       *[other] { $chips } chip
    } masing-masing; menang dengan titik selalu disimulasikan.
odds-lcr-never_exact = Dengan { $players } pemain, rantai tepat akan terlalu lama; menang dengan titik selalu disimulasikan.

## Peluang langsung

lcr-option-live_chances = peluang langsung
