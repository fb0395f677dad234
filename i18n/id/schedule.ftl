### id: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Malam permainan: permainan pada waktu yang ditentukan, yang datang langsung duduk saat mulai
cmd-schedule-new = Jadwalkan permainan di saluran ini; kamu tuan rumahnya
cmd-schedule-new-game = Permainannya
cmd-schedule-new-game-name = permainan
cmd-schedule-new-when = Kapan: “2h30m”, “20:30”, “2026-12-05 20:30”, atau stempel waktu Discord
cmd-schedule-new-when-name = kapan
cmd-schedule-new-repeat = Sekali, atau setiap minggu pada jam yang sama
cmd-schedule-new-repeat-name = ulang
cmd-schedule-repeat-none = Sekali
cmd-schedule-repeat-weekly = Setiap minggu
cmd-schedule-new-note = Catatan untuk undangan
cmd-schedule-new-note-name = catatan
cmd-schedule-list = Malam permainan yang dijadwalkan di server ini
cmd-schedule-cancel = Batalkan malam permainan yang kamu pandu
cmd-schedule-cancel-night = Malam permainannya
cmd-schedule-cancel-night-name = malam
cmd-settings-timezone = Zona waktu untuk jam yang diketik di /schedule
cmd-settings-timezone-zone = Zona waktu seperti Asia/Jakarta (ketik untuk menemukan milikmu); tanpa itu, UTC
cmd-settings-timezone-zone-name = zona

## /settings

settings-timezone = Zona waktu malam permainan: { $zone }
settings-timezone-invalid = “{ $name }” bukan zona waktu yang dikenal Pips: pilih salah satu saran, misalnya Asia/Jakarta; tidak ada yang diubah.

## The invitation card

night-card-title = Malam permainan: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Setiap minggu
night-card-host = Tuan rumah: { $host }
night-card-note = Catatan: { $note }
night-card-coming = Datang ({ $count }): { $names }
night-card-not_coming = Tidak bisa datang: { $names }
night-card-scheduled = Klik “Aku ikut” untuk dapat kursi saat dimulai.
night-card-started = Sudah dimulai: meja terbuka di saluran ini.
night-card-cancelled = Dibatalkan.
night-card-missed = Terlewat: Pips tidak berjalan saat itu.
night-card-failed = Tidak bisa dimulai.
night-button-in = Aku ikut
night-button-out = Tidak bisa

## In the channel

night-reminder = { $mentions }: malam { $game } dimulai { $relative }.
night-opened = { $mentions }: malam { $game } dimulai sekarang. Kalian sudah punya kursi; { $host } memulai permainan.
night-left_out = Meja tidak punya kursi lagi untuk { $names }.
night-busy = Malam { $game } pada { $time } tidak bisa dimulai: meja di saluran ini masih terbuka 15 menit kemudian.
night-missed = Malam { $game } pada { $time } terlewat: Pips tidak berjalan saat itu.
night-refused = Malam { $game } pada { $time } tidak bisa dimulai: permainan tidak bisa dimulai lagi di saluran ini.
night-event_deleted = Malam { $game } pada { $time } dibatalkan: acara Discord-nya dihapus.
night-event-name = Malam permainan { $game }
night-event-description = Dijadwalkan dengan Pips: klik “Aku ikut” di undangan di saluran, atau tandai dirimu tertarik di sini, untuk dapat kursi saat dimulai.

## Private answers

night-cancelled = Malam { $game } pada { $time } dibatalkan.
night-list-title = Malam permainan di server ini
night-list-line = { $time }: { $game } di { $channel }, tuan rumah { $host } (datang: { $count })
night-list-empty = Tidak ada malam permainan yang dijadwalkan di server ini; jadwalkan dengan /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips tidak bisa membaca “{ $text }” sebagai waktu. Coba `in 90 minutes`, `{ $clock }`, atau `{ $date }` (dalam zona waktu server), atau stempel waktu Discord.
night-when-past = Waktu itu sudah lewat. Coba `in 90 minutes`, `{ $clock }`, atau `{ $date }`.
night-when-far = Itu lebih dari 60 hari lagi. Coba `in 90 minutes`, `{ $clock }`, atau `{ $date }`.
night-too_many = Server ini sudah punya { $max } malam permainan terjadwal: batalkan satu dulu.
night-over = Malam permainan ini tidak menerima jawaban lagi.
night-host_stays = Kamu tuan rumah malam permainan ini: batalkan saja dengan /schedule cancel.
night-host_only = Hanya tuan rumah malam permainan, atau yang punya Kelola Saluran, yang bisa membatalkannya.
night-unknown = Tidak ada malam permainan seperti itu di sini.
