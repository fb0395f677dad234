### Türkçe: "Nasıl geçti", biten bir oyunun bir resimdeki hikâyesi.

button-story = Nasıl geçti
story-title = Nasıl geçti — { $game }
story-axis-turn = Sıra
story-axis-win = Kazanma şansı
story-axis-lose = Kaybetme şansı
story-comeback-win = { $name } %{ $percent } şanstan geri döndü
story-comeback-lose = { $name } için kaybetme şansı yalnızca %{ $percent } idi
story-fall-win = { $name } %{ $percent } ile öndeydi ama kazanamadı
story-fall-lose = { $name } %{ $percent } kaybetme şansıyla kurtuldu
story-swing = { $name }: tek sırada %{ $before } → %{ $after }
story-reply = **Nasıl geçti — { $game }**: her sıradan sonra her oyuncunun kazanma şansı.
story-reply-lose = **Nasıl geçti — { $game }**: her sıradan sonra her oyuncunun kaybetme şansı.
story-cancelled = O oyun bitmeden iptal edildi: anlatılacak bir hikâye yok.
story-not_finished = O oyun henüz bitmedi: hikâyesi bitince anlatılır.
story-not_seated = Nasıl geçtiğini yalnızca o oyunun oyuncuları (veya Kanalları Yönet izni olan biri) görebilir.
story-unreadable = O oyunun kaydı yeniden oynatılamıyor, bu yüzden hikâyesi anlatılamıyor.
story-failed = Resim bu sefer çizilemedi; biraz sonra tekrar dene.
history-story = Nasıl geçti… (bir oyun seç)
history-story-option = { $game } · { $outcome }
history-story-when = Bitiş: { $when }
