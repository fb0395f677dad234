### Bahasa Indonesia: deskripsi perintah dan opsi (Discord menampilkannya di pemilih perintah).

cmd-rules = Cara bot ini memainkan permainan ini, beserta opsinya
cmd-turn_timeout = Detik sebelum bot bermain untuk pemain yang diam (15-3600; bawaan: /settings, atau 60)
cmd-game = Permainan di meja saluran ini
cmd-game-status = Tampilkan lagi meja saluran ini, di paling bawah
cmd-game-leave = Keluar dari permainan di saluran ini (kursimu hangus)
cmd-game-cancel = Tutup meja saluran ini (tuan rumah atau Kelola Saluran)
cmd-game-verify = Tampilkan sidik jari dadu (dan benihnya, setelah selesai) dari permainan terakhir di sini
# Nama di pemilih perintah: 1-32 karakter, huruf kecil, tanpa spasi.
cmd-turn_timeout-name = batas-giliran
cmd-leaderboard-game-name = permainan
