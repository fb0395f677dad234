### Türkçe: /stats ve /history.

## Komut seçici

cmd-stats = Bir oyuncunun bu sunucudaki oyunları, galibiyetleri ve rekorları
cmd-stats-player = Kimin istatistikleri (varsayılan: seninkiler)
cmd-stats-player-name = oyuncu
cmd-stats-game = Yalnızca bu oyun (varsayılan: tüm oyunlar)
cmd-stats-game-name = oyun
cmd-stats-post = Yanıtı kanalda herkes için paylaş (varsayılan: yalnızca sen görürsün)
cmd-stats-post-name = paylaş
cmd-history = Bu kanalın son 10 oyunu: ne zaman, kim kazandı, masa ve tohumu
cmd-history-game = Yalnızca bu oyun (varsayılan: tüm oyunlar)
cmd-history-game-name = oyun
cmd-history-post = Yanıtı kanalda herkes için paylaş (varsayılan: yalnızca sen görürsün)
cmd-history-post-name = paylaş

## /stats

stats-title = İstatistikler — { $name }
stats-total = **Tüm oyunlar** — { $games ->
       *[other] { $games } oyun
    }, { $wins ->
       *[other] { $wins } galibiyet
    }
stats-kind = **{ $game }** — { $games ->
       *[other] { $games } oyun
    }, { $wins ->
       *[other] { $wins } galibiyet
    }
stats-rate = { " " }· kazanma oranı %{ $percent }
stats-rank = { " " }· sıra { $rank }/{ $ranked }
stats-rate-later = { " " }· kazanma oranı { $min ->
       *[other] { $min } oyun
    }dan sonra
stats-empty = { $name } bu sunucuda henüz bir oyun bitirmedi ({ $game }).
stats-all_games = her oyun

## /history

history-title = Bu kanaldaki son oyunlar
history-title-kind = Bu kanaldaki son { $game } oyunları
history-line = { $when } · **{ $game }** · { $outcome } · [masa]({ $url }) · tohum `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · tohum `{ $seed }`
history-won = kazanan: { $names }
history-lost = kaybeden: { $names }
history-no_winner = kazanan yok
history-computer = { $name } (bilgisayar)
history-footer = Bir oyunun tohumu tüm atışlarını verir: /game verify nasıl kontrol edileceğini gösterir.
history-empty = Bu kanalda henüz bitmiş bir oyun yok.
history-empty-kind = Bu kanalda henüz bitmiş bir { $game } oyunu yok.
