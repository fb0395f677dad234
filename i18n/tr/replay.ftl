### Turkish: a finished game's replay, step by step (cogs/replay.py).

button-replay = Yeniden izle
history-replay = Yeniden izle… (bir oyun seç)
replay-first = İlk
replay-back = Geri
replay-next = İleri
replay-last = Son
replay-footer = Tekrar · adım { $step }/{ $steps } · zar parmak izi { $fingerprint } · buradaki her atış oyunun tohumundan gelir: /history tohumu gösterir, /game verify nasıl kontrol edileceğini
replay-other_guild = O oyun başka bir sunucuda oynandı: tekrarı yalnızca orada gösterilir.
replay-not_finished = Yalnızca biten bir oyunun tekrarı olur: bu oyun bitmedi ya da iptal edildi.
replay-no_step = Bu tekrarda { $step }. adım yok: adımlar 0 ile { $steps } arasında.
replay-unreadable = O oyunun kaydı yeniden oynatılamıyor, bu yüzden tekrarı yok.
