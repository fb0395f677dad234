### Bahasa Indonesia: jawaban untuk masukan yang tidak bisa diterima Pips (tombol palsu atau kedaluwarsa, perintah dan opsi).

## Tombol dan dialog

error-component_invalid = Tombol itu tidak sah: bukan buatan Pips. Tidak ada yang diubah.
error-component_gone = Tombol itu sudah tidak ada di pesan ini: pesannya berubah setelah kamu melihatnya. Tidak ada yang diubah.
error-form_invalid = Formulir itu tidak sah: bukan dibuka oleh Pips. Tidak ada yang diubah.
error-store_outcome_unknown = Basis data permainan berhenti menjawab saat langkahmu sedang disimpan; meja menunjukkan apa yang tersimpan.

## Perintah garis miring

error-command_updated = Perintah ini baru saja diperbarui; coba lagi dalam semenit.
error-unknown_option = /{ $command } tidak punya opsi “{ $option }”; tidak ada yang dilakukan. Jika perintah baru diperbarui, coba lagi dalam semenit.
error-option_value = Opsi “{ $option }” menerima { $wants }; tidak ada yang dilakukan.
error-wants-choice = salah satu dari: { $choices }
error-wants-integer = bilangan bulat
error-wants-integer_range = bilangan bulat dari { $min } sampai { $max }
error-wants-number = angka
error-wants-number_range = angka dari { $min } sampai { $max }
error-wants-boolean = True atau False
error-wants-text = teks paling banyak { $max } karakter
error-wants-any_text = teks
error-wants-listed = salah satu nilai yang ditampilkan Discord
error-guild_only = Perintah ini hanya berfungsi di saluran server.
error-missing_permissions = Kamu perlu izin { $permissions } untuk perintah ini.
error-bot_missing_permissions = Aku perlu izin { $permissions } di saluran ini untuk perintah itu.
error-check_failed = Kamu tidak bisa memakai perintah ini di sini.
reach-external_apps_off = Server ini tidak mengizinkan anggotanya memakai aplikasi eksternal, jadi Pips hanya bisa menjawabmu secara pribadi di sini dan tidak bisa membuka meja. Agar bisa bermain di sini, admin server dapat mengizinkan “Gunakan Aplikasi Eksternal” untuk peranmu (Pengaturan Server → Peran) atau menambahkan Pips ke server. Kamu juga bisa bermain di DM atau DM grup.
