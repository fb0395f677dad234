### Türkçe: /leaderboard.

cmd-leaderboard = Bu sunucunun sıralaması (bilgisayarlar ayrı) ve buradaki Bad Leftovers oyununun puanları
cmd-leaderboard-game = Yalnızca bu oyun (varsayılan: tüm oyunlar)
leaderboard-title = Sıralama — { $game }
leaderboard-all_games = tüm oyunlar
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · tur başına puan: düşük olan iyi
leaderboard-computers = *Bilgisayarlar, ayrı sıralanır:*
leaderboard-line = { $rank }. { $name } — { $wins ->
       *[other] { $wins } galibiyet
    }, { $games ->
       *[other] { $games } oyun
    }
leaderboard-line-per_round = { " " }· tur başına { $whole },{ $tenths }
leaderboard-empty = Bu sunucuda henüz biten oyun yok ({ $game }): bir oyun bitir, burada görünsün.
leaderboard-running = Bu kanalda { $game } — tur { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· oyundan çıktı
leaderboard-page = Sayfa { $page }/{ $pages }
leaderboard-previous = ◀ Önceki
leaderboard-next = Sonraki ▶
