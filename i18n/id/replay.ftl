### Indonesian: a finished game's replay, step by step (cogs/replay.py).

button-replay = Tayangan ulang
history-replay = Tayangan ulang… (pilih permainan)
replay-first = Awal
replay-back = Kembali
replay-next = Lanjut
replay-last = Akhir
replay-footer = Tayangan ulang · langkah { $step } dari { $steps } · sidik jari dadu { $fingerprint } · setiap lemparan di sini berasal dari benih permainan: /history menampilkannya, /game verify cara memeriksanya
replay-other_guild = Permainan itu dimainkan di server lain: tayangan ulangnya hanya ditampilkan di sana.
replay-not_finished = Hanya permainan yang sudah selesai yang punya tayangan ulang: yang ini belum selesai atau dibatalkan.
replay-no_step = Tayangan ulang ini tidak punya langkah { $step }: langkahnya dari 0 sampai { $steps }.
replay-unreadable = Log permainan itu tidak bisa diputar ulang, jadi tidak ada tayangan ulangnya.
