### Bahasa Indonesia: yang dipakai semua permainan (meja, lobi, penolakan, /game).

## Pesan meja

table-title-lobby = { $game } — menunggu pemain
table-title-playing = { $game } — sedang main
table-title-finished = { $game } — selesai
table-title-cancelled = { $game } — dibatalkan
table-host = Tuan rumah: { $host }
table-turn_timeout = { $seconds ->
       *[other] { $seconds } detik
    } per giliran
table-seats = Pemain ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(komputer)
table-seat-forfeited = { " " }— keluar dari permainan
table-seat-stake = { " " }— taruhan: { $stake ->
       *[other] { $stake } chip
    }
table-turn = Giliran: { $mention }
table-turn-deadline = { " " }· berakhir { $deadline }
table-waits_for_click = Pips dapat memperbarui meja ini sampai { $time }; langkah setelah itu tampil pada klik berikutnya.
ping-turn = { $mention }, giliranmu di { $game }: giliran berakhir { $deadline }.
table-lobby_hint = Gabung untuk bermain. Tuan rumah bisa mulai dengan { $min ->
       *[other] { $min } pemain
    } atau lebih (paling banyak { $max }).
table-log = Terbaru
table-fingerprint = Sidik jari dadu { $fingerprint } · /game verify
table-revealed = Sidik jari dadu { $fingerprint } · benih dibuka: /game verify
table-cancelled = Meja ini dibatalkan.
table-none = tidak ada

## Tombol

button-join = Gabung
button-leave = Keluar
button-add_computer = Tambah komputer
button-start = Mulai
button-cancel = Batal
button-again = Main lagi
button-choose = Pilih langkahmu
button-go_to_table = Ke meja

## Formulir

stake-title = Pilih taruhanmu
stake-label = Chip awal (1 sampai 99)
stake-invalid = Taruhan adalah bilangan bulat dari 1 sampai 99.

## Kejadian di semua permainan

event-joined = { $name } bergabung.
event-left = { $name } keluar.
event-stake_changed = { $name } mengubah taruhannya menjadi { $stake ->
       *[other] { $stake } chip
    }.
event-computer_joined = { $name } (komputer) bergabung.
event-cancelled = { $name } membatalkan meja.
event-forfeit = { $name } keluar dari permainan.
event-timeout = { $name } tidak bergerak tepat waktu: bot bermain untuknya.

## Penolakan (pribadi)

table-unknown = Aku tidak mengenal meja ini lagi. Buka yang baru dengan perintah /… start.
table-over = Permainan ini sudah selesai.
table-not_started = Permainan belum dimulai.
table-not_seated = Kamu tidak bermain di meja ini.
table-forfeited = Kamu sudah keluar dari permainan ini.
table-other_channel = Tombol itu milik meja di saluran lain.
table-unreadable = Permainan tersimpan di meja ini tidak bisa dibaca; tuan rumah bisa membatalkannya dengan /game cancel.
table-moved = Meja pindah ↓
table-moved_away = Meja ini pindah ke bawah di saluran: main di pesan yang baru.
channel-no_table = Saat ini tidak ada permainan di saluran ini.
channel-no_game = Belum ada permainan yang dimainkan di saluran ini.
channel-busy = Saluran ini sudah punya meja.
channel-guild_only = Permainan dimainkan di saluran server.
option-invalid = Opsi itu tidak diizinkan: { $option } = { $value }.
lobby-already_started = Permainan sudah dimulai.
lobby-host_only = Hanya tuan rumah (atau yang punya Kelola Saluran) yang bisa melakukannya.
lobby-already_seated = Kamu sudah duduk.
lobby-full = Meja penuh ({ $seats ->
       *[other] { $seats } kursi
    }).
lobby-not_seated = Kamu tidak duduk di meja ini.
lobby-too_few = Perlu setidaknya { $needed ->
       *[other] { $needed } pemain
    } untuk mulai.
turn-not_yours = Bukan giliranmu: ini giliran <@{ $player }>.
turn-stale = Tombol itu sudah dipakai: meja sudah berlanjut.
again-not_finished = Permainan ini masih berjalan.
again-exists = Sudah ada meja baru yang terbuka di sini.
rules-not_your_turn = Bukan giliranmu.
rules-not_legal = Langkah itu tidak diizinkan sekarang.
rules-game_over = Permainan ini sudah selesai.
rules-not_playing = Kamu tidak ikut permainan ini.
error-unexpected = Ada yang salah di pihakku; tidak ada yang diubah. Coba lagi.
error-store_unavailable = Basis data permainan sedang tidak menjawab; tidak ada yang diubah. Coba lagi sebentar lagi.
bot-restarting = Pips sedang dimulai ulang; coba lagi dalam beberapa detik.

## /game

verify-running = Meja { $table } ({ $game }): sebelum lemparan pertama Pips menampilkan `{ $fingerprint }`, sidik jari dari benih rahasia yang menentukan setiap dadu. Benih tetap rahasia selama permainan berjalan. Setelah selesai, /game verify memberikan benihnya: siapa pun bisa memeriksa bahwa benih cocok dengan sidik jari dan menghasilkan setiap lemparan.
    Sidik jari lengkap (SHA-256 dari benih): `{ $commitment }`
verify-revealed = Meja { $table } ({ $game }): sebelum lemparan pertama Pips menampilkan `{ $fingerprint }`, sidik jari dari benih rahasia. Sekarang permainan sudah selesai, ini benihnya: siapa pun bisa memeriksa setiap lemparan.
    Benih: `{ $seed }`
    Sidik jari lengkap: `{ $commitment }`
    { $recipe }
verify-recipe = Cara memeriksa: SHA-256 dari benih adalah sidik jarinya (jadi benih sudah ditetapkan sebelum lemparan pertama); dadu adalah byte dari HMAC-SHA256(benih, nomor blok sebagai 8 byte big-endian) untuk blok 0, 1, 2…, berurutan, melewati byte ≥ 252, masing-masing memberi muka byte mod 6 + 1.
game-left = Kamu keluar dari permainan.
game-cancelled = Meja dibatalkan.
