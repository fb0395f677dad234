### Bahasa Indonesia: /settings, dan penolakan dari pengaturan server.

## Pemilih perintah

cmd-settings = Pengaturan Pips di server ini (hanya Kelola Server)
cmd-settings-show = Tampilkan pengaturan Pips di server ini
cmd-settings-language = Bahasa meja baru
cmd-settings-language-value = Sebuah bahasa (ketik untuk menemukan bahasamu), atau bahasa Discord milik server
cmd-settings-language-value-name = bahasa
cmd-settings-turn_timeout = Batas waktu giliran meja baru jika perintah mulainya tidak menentukan
cmd-settings-turn_timeout-seconds = Detik dari 15 sampai 3600; kosongkan untuk bawaan Pips (60)
cmd-settings-turn_timeout-seconds-name = detik
cmd-settings-pings = Apakah pemain yang gilirannya menunggu mendapat ping
cmd-settings-pings-send = True: kirim ping giliran; False: tidak pernah
cmd-settings-pings-send-name = kirim
cmd-settings-computers = Apakah tuan rumah boleh menambah kursi komputer
cmd-settings-computers-allowed = True: boleh; False: tidak boleh
cmd-settings-computers-allowed-name = boleh
cmd-settings-channels = Saluran tempat permainan boleh dimulai
cmd-settings-channels-add = Izinkan permainan di sebuah saluran (setelah ada daftar, hanya saluran di daftar)
cmd-settings-channels-remove = Hapus saluran dari daftar
cmd-settings-channels-clear = Izinkan lagi permainan di semua saluran
cmd-settings-channels-channel = Salurannya
cmd-settings-channels-channel-name = saluran
settings-choice-server = Bahasa Discord milik server

## Yang ditampilkan /settings

settings-title = Pengaturan Pips untuk server ini
settings-language = Bahasa meja: { $value }
settings-language-server = bahasa Discord milik server ({ $locale })
settings-turn_timeout = Batas waktu giliran jika perintah mulai tidak menentukan: { $seconds ->
       *[other] { $seconds } detik
    }
settings-turn_timeout-default = { " " }(bawaan Pips)
settings-pings = Ping giliran: { $value }
settings-pings-on = aktif
settings-pings-off = mati
settings-computers = Kursi komputer: { $value }
settings-computers-on = boleh
settings-computers-off = tidak boleh
settings-channels = Permainan boleh dimulai di: { $value }
settings-channels-any = saluran mana pun
settings-applies = Perubahan berlaku untuk meja yang dibuka setelahnya.
settings-saved = Tersimpan. { $line }
    Ini berlaku untuk meja yang dibuka mulai sekarang.

## Penolakan (pribadi)

settings-managers_only = Hanya anggota dengan izin Kelola Server yang bisa memakai /settings.
settings-turn_timeout-invalid = Batas waktu giliran adalah bilangan bulat detik dari { $min } sampai { $max }; tidak ada yang diubah.
settings-language-invalid = Meja hanya bisa ditampilkan dalam bahasa ini: { $languages }; tidak ada yang diubah.
settings-channels-already = <#{ $channel }> sudah ada di daftar; tidak ada yang diubah.
settings-channels-not_listed = <#{ $channel }> tidak ada di daftar; tidak ada yang diubah.
settings-channels-too_many = Paling banyak { $max ->
       *[other] { $max } saluran
    } bisa didaftarkan; tidak ada yang diubah.
settings-channel_not_allowed = Di server ini, permainan hanya bisa dimulai di { $channels }.
settings-no_computers = Server ini tidak mengizinkan kursi komputer.
