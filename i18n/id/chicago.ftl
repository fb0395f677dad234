### Bahasa Indonesia: Chicago.

chicago-action-roll = Lempar
chicago-action-reroll = Lempar ulang { $face } { $value }
chicago-action-reroll-pictured = Lempar ulang { $value }
chicago-action-keep = Simpan
chicago-option-double_roll = lempar ganda
chicago-option-three_dice = tiga dadu
chicago-seat = { " " }— { $points ->
       *[other] { $points } poin
    }
# Setelah permainan selesai, baris tiap pemain adalah barisnya di lembar skor: target yang kena, yang dijumlahkan menjadi total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Ronde { $round } dari 11 — target { $target }**
chicago-winner = 🏆 { $name } menang dengan { $points ->
       *[other] { $points } poin
    }!
chicago-joint_victory = 🤝 Menang bersama: { $names }, masing-masing { $points ->
       *[other] { $points } poin
    }!
# Lemparan dibaca "<muka><hasil>": apa yang dihasilkan dadu, poinnya, atau pilihan berikutnya.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, bukan { $target }{ $then }
chicago-verdict-pair_miss = { " " }— tak ada dua yang jadi { $target }{ $then }
chicago-verdict-kept = : 0 poin
chicago-verdict-kept_forced = { " " }— tak ada lempar ulang yang jadi { $target }: 0 poin
chicago-then-zero = : 0 poin
chicago-event-first_player = { $name } diundi untuk melempar duluan.
chicago-event-round = Ronde { $round }: target **{ $target }**.
chicago-event-roll = { $name } melempar { $faces }{ $verdict }.
chicago-event-reroll = { $name } melempar ulang { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } menyimpan { $faces }{ $verdict }.
chicago-event-timeout = { $name } tidak bergerak tepat waktu: bot memilih yang terbaik untuknya.
chicago-event-game_over = 🏁 Permainan selesai.
chicago-rules = **Chicago (Rotation)** — 2 sampai 20 pemain, 11 ronde.
    Pemain pertama diundi; tiap ronde berjalan searah jarum jam darinya. Di ronde r targetnya r + 1 (ronde 1: 2, … ronde 11: 12).
    Pada giliranmu klik **Lempar**: dua dadu, sekali. Jika jumlahnya sama dengan target kamu mendapat poin sebesar target, jika tidak 0. Setelah 11 ronde total tertinggi menang; pemimpin yang seri menang bersama.
    Opsi *lempar ganda*: jika lemparanmu tidak menghasilkan poin, kamu memilih — lempar ulang tepat satu dadu (satu tombol per dadu, menunjukkan mukanya) dan pakai lemparan baru, atau **Simpan** (0 poin). Jika tidak ada lempar ulang yang bisa menghasilkan poin, Pips langsung menyimpan lemparan untukmu dan menjelaskan alasannya.
    Opsi *tiga dadu*: lempar tiga dadu dan dapatkan target jika dua di antaranya berjumlah target; bot memilih pasangannya (yang pertama dari dadu 1+2, 1+3, 2+3 yang cocok — pasangan mana pun bernilai sama) dan menampilkannya. Dengan lempar ganda juga, lemparan gagal membolehkanmu melempar ulang salah satu dari tiga dadu.
    Pemain yang keluar tidak mendapat poin lagi: poinnya tetap di lembar skor tetapi dia tidak bisa menang. Keluar di tengah giliran (lemparan gagal yang menunggu lempar ulang atau simpan) membuat ronde itu kosong. Jika hanya satu pemain tersisa, permainan langsung berakhir dan dia menang.
    Jika kamu tidak bergerak dalam batas waktu giliran (15 dtk sampai 1 jam, bawaan 60 dtk), bot bermain untukmu seperti pemain komputer: bot melempar, dan setelah lemparan gagal, bot melempar ulang dadu yang memberi peluang terbesar untuk dapat poin (dadu pertama jika seri).
    Setiap dadu berasal dari benih rahasia yang sidik jari SHA-256-nya ditampilkan sejak awal; benih dibuka di akhir agar siapa pun bisa memeriksa setiap lemparan (`/game verify`).

## Namanya

game-chicago = Chicago

## Pemilih perintah

cmd-chicago = Permainan dadu Chicago (Rotation)
cmd-chicago-start = Buka meja Chicago di saluran ini
cmd-chicago-double_roll = Setelah lemparan tanpa poin, lempar ulang satu dadu atau simpan
cmd-chicago-three_dice = Lempar tiga dadu; dua mana pun yang berjumlah target mendapat poin
cmd-chicago-double_roll-name = lempar-ganda
cmd-chicago-three_dice-name = tiga-dadu

## /stats

stats-chicago = Skor terbaik: { $score }

## /chicago odds: pemilih perintah

cmd-chicago-odds = Peluang menang tiap kursi di meja Chicago, dan perkiraan skor per pemain

## /chicago odds: jawaban

odds-header-chicago = Peluang menang, per kursi mulai dari pemain pertama (semua kursi sama: lembar skornya saling bebas):
odds-method-exact-chicago = Tepat: setiap lemparan dihitung, dengan lempar ulang terbaik.

## Peluang langsung

chicago-option-live_chances = peluang langsung
