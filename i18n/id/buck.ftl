### Bahasa Indonesia: Buck Dice.

buck-action-throw = Lempar
buck-button-again = Tanding ulang
buck-option-fewer_dice = lebih sedikit dadu (dua di 13, satu di 14)
buck-option-point_per_throw = satu poin per lemparan

## Kursi

buck-seat = { " " }— { $score ->
       *[other] { $score } poin
    }
buck-seat-dice-2 = { " " }— { $score ->
       *[other] { $score } poin
    } · lempar dua dadu
buck-seat-dice-1 = { " " }— { $score ->
       *[other] { $score } poin
    } · lempar satu dadu
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 kalah dengan { $score ->
       *[other] { $score } poin
    }

## Sepanjang permainan

buck-point = 🎯 Angka poin: **{ $point }** { $face }
buck-shooter-opening = Pelempar pertama: { $shooter } (tertinggi di lemparan urutan)
buck-shooter-rotated = Permainan { $game }: { $shooter } melempar duluan, satu kursi di kiri pelempar pertama sebelumnya
buck-loser = 💀 **Kalah: { $name }**

## Kejadian

buck-event-order_throw-order = 🎲 Lemparan urutan: { $throws }.
buck-event-order_throw-order-again = 🎲 Semua seri, semua melempar lagi: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Seri tertinggi, lempar ulang: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Seri terendah, lempar ulang: { $throws }.
buck-throws-extremes = tertinggi { $high } { $top }, terendah { $low } { $bottom }
buck-throws-highest = tertinggi { $high } { $top }
buck-throws-lowest = terendah { $low } { $bottom }
buck-throws-all_tied = semua melempar { $face }
buck-throws-more = { $names } dan { $others ->
       *[other] { $others } lainnya
    }
buck-event-first_shooter-opening = { $name } mendapat angka tertinggi dan melempar duluan.
buck-event-first_shooter-rotated = Permainan { $game }: { $name } melempar duluan (awal permainan bergeser satu kursi ke kiri).
buck-event-point_throw = 🎯 { $name } melempar angka poin: **{ $point }** { $face }.
buck-event-throw-normal = { $name } melempar { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } melempar { $faces }: tanpa angka poin{ $then }
buck-event-throw-big_buck = { $name } melempar { $faces }: **BIG BUCK!** Langsung ke 15{ $then }
buck-event-throw-little_buck = { $name } melempar { $faces }: **little buck**, +5 → { $score }; giliran berakhir{ $then }
buck-event-throw-overshoot = { $name } melempar { $faces }: **lewat** ({ $would_be } > 15): tidak dapat poin{ $then }
buck-then-again = { " " }— melempar lagi.
buck-then-pass = { " " }— dadu berpindah.
buck-then-end = .
buck-note-dice-2 = { " " }Di 13: dua dadu mulai sekarang.
buck-note-dice-1 = { " " }Di 14: satu dadu mulai sekarang.
buck-event-made_buck = ✅ { $name } tepat 15: buck (#{ $place }). Dia mundur dan tidak bisa kalah lagi.
buck-event-left_rotation = { $name } keluar dari rotasi; { $next } melempar.
buck-event-loser-throw = 💀 { $name } tersisa terakhir: **yang kalah**, dengan { $score ->
       *[other] { $score } poin
    }.
buck-event-loser-forfeit = 💀 { $name } keluar saat masih melempar melawan satu pemain lain: **yang kalah**.

## Bantuan

buck-rules = **Buck Dice** — 2 sampai 20 pemain, tiga dadu. Capai tepat 15; yang tersisa terakhir kalah.
    { "*" }*Pembukaan** (saat Mulai): semua melempar satu dadu. Tertinggi melempar duluan; terendah melempar satu dadu untuk **angka poin**. Jika semua seri, semua melempar ulang (jadi selalu dua pemain berbeda); lalu yang seri tertinggi, kemudian terendah, melempar ulang.
    { "*" }*Giliranmu**: tekan Lempar. Tiap dadu yang menunjukkan angka poin bernilai satu (3-3-6 dengan poin 3 bernilai 2) dan kamu melempar lagi; lemparan tanpa angka itu mengoper dadu ke kiri.
    { "*" }*Big buck**: tiga angka poin menjadikan skormu 15, berapa pun sebelumnya (bahkan 13 atau 14).
    { "*" }*Little buck**: tiga angka kembar yang bukan angka poin bernilai 5, dan dadu berpindah (dari 10 menjadi tepat 15).
    { "*" }*Lewat**: lemparan yang membawamu melewati 15 (little buck juga) tidak dihitung: lempar lagi.
    Di tepat 15 kamu mendapat buck dan mundur; meja menampilkan urutan buck.
    Opsi *lebih sedikit dadu*: di 13 poin lempar dua dadu, di 14 satu. Angka poin tetap mempertahankan giliranmu; big dan little buck butuh tiga dadu, dan kamu tidak bisa lewat.
    Opsi *satu poin per lemparan*: lemparan dengan angka poin bernilai satu, berapa pun dadunya (big buck tetap 15).
    { "*" }*Tanding ulang**: opsi sama; pemain terakhir kembali dengan sekali klik. Pelempar pertama bergeser satu kursi ke kiri di antara yang bermain; pemain di kanannya melempar angka poin baru.
    { "*" }*Keluar** (`/game leave`, atau dikeluarkan tuan rumah): jika kamu dan hanya satu pemain lain yang masih melempar, kamu kalah (dia lolos); jika tidak, kamu hanya keluar dari rotasi, bukan pemenang maupun yang kalah (dadu berpindah jika sedang giliranmu), dan buck yang sudah kamu dapat tetap milikmu.
    Jika kamu tidak melempar dalam batas waktu giliran (15 dtk sampai 1 jam, bawaan 60 dtk), bot melempar untukmu.
    Dadu berasal dari benih rahasia yang ditetapkan sejak awal (sidik jari SHA-256 tampil di awal) dan dibuka di akhir: siapa pun bisa memeriksa setiap lemparan (`/game verify`).

## Namanya

game-buck = Buck Dice

## Pemilih perintah

cmd-buck = Buck Dice: capai tepat 15, yang tersisa terakhir kalah
cmd-buck-start = Buka meja Buck Dice di saluran ini
cmd-buck-fewer_dice = Lempar dua dadu di 13 poin dan satu dadu di 14
cmd-buck-point_per_throw = Lemparan yang menunjukkan angka poin bernilai satu poin, berapa pun dadunya
cmd-buck-fewer_dice-name = lebih-sedikit-dadu
cmd-buck-point_per_throw-name = poin-per-lemparan

## /stats

stats-buck = Tersisa terakhir (kalah): { $times ->
       *[other] { $times } kali
    }

## /buck odds: pemilih perintah

cmd-buck-odds = Peluang kalah tiap kursi di meja Buck Dice, dan berapa lama satu permainan

## /buck odds: jawaban

odds-header-buck = Peluang **kalah** (tersisa terakhir), per kursi mulai dari pelempar pertama:
odds-method-exact-buck = Tepat: pemrograman dinamis atas skor dan giliran.

## Peluang langsung

cmd-buck-live_chances = Tampilkan peluang kalah tiap pemain di samping skornya, diperbarui tiap lemparan
cmd-buck-live_chances-name = peluang-langsung
buck-option-live_chances = peluang kalah langsung
