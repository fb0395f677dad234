### Bahasa Indonesia: lobi Main lagi / Tanding ulang dan kendali tuan rumah (/game remove, /game host).

## Lobi yang dibuka Main lagi

table-invited = Diundang dari permainan terakhir (sekali klik Gabung, taruhan sama): { $names }
table-server_settings = Server ini · Bahasa meja: { $language } · Kursi komputer: { $computers }
again-expired = Main lagi sudah kedaluwarsa untuk permainan ini; buka meja baru dengan perintah /… start.

## Kendali tuan rumah

cmd-game-remove = Keluarkan pemain yang pergi; kursinya hangus (tuan rumah atau Kelola Saluran)
cmd-game-remove-player = Pemain yang dikeluarkan
cmd-game-remove-player-name = pemain
cmd-game-host = Serahkan peran tuan rumah ke pemain lain di meja
cmd-game-host-player = Pemain yang menjadi tuan rumah
cmd-game-host-player-name = pemain
event-removed = 🚪 <@{ $by }> mengeluarkan { $name } dari meja.
event-host_changed = 👑 { $name } sekarang tuan rumah.
host-removed = <@{ $player }> dikeluarkan dari meja.
host-handed = <@{ $player }> sekarang tuan rumah.
host-not_seated = <@{ $player }> bukan orang yang bermain di meja ini; tidak ada yang diubah.
host-already = <@{ $player }> sudah menjadi tuan rumah; tidak ada yang diubah.
host-remove_self = Untuk keluar sendiri dari meja, pakai /game leave; tidak ada yang diubah.
table-removed = Tuan rumah mengeluarkanmu dari permainan ini; kamu bisa ikut yang berikutnya.
