### Türkçe: komut ve seçenek açıklamaları (Discord bunları komut seçicide gösterir).

cmd-rules = Bu botun bu oyunu nasıl oynattığı, seçenekleriyle birlikte
cmd-turn_timeout = Bot, hareketsiz bir oyuncu yerine oynamadan önceki saniye (15-3600; varsayılan: /settings, yoksa 60)
cmd-game = Bu kanalın masasındaki oyun
cmd-game-status = Bu kanalın masasını en altta yeniden göster
cmd-game-leave = Bu kanaldaki oyundan çık (yerini kaybedersin)
cmd-game-cancel = Bu kanalın masasını kapat (ev sahibi veya Kanalları Yönet)
cmd-game-verify = Buradaki son oyunun zar taahhüdünü (ve bittiyse tohumunu) göster
# Komut seçicideki adlar: 1-32 karakter, küçük harf, boşluksuz.
cmd-turn_timeout-name = sıra-süresi
cmd-leaderboard-game-name = oyun
