### tr: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Hangi sezon (varsayılan: geçerli olan) ya da tüm zamanlar
cmd-leaderboard-season-name = sezon
cmd-leaderboard-luck = Şans tablosunu göster: kim olasılıkları yendi, kim yenemedi
cmd-leaderboard-luck-name = şans
cmd-stats-season = Hangi sezon (varsayılan: geçerli olan) ya da tüm zamanlar
cmd-stats-season-name = sezon
cmd-settings-season = /leaderboard ve /stats sezonunun ne kadar sürdüğü (UTC)
cmd-settings-season-length = Bir değişiklik şimdi yeni bir sezon başlatır; biten sezonlar olduğu gibi kalır
cmd-settings-season-length-name = süre
season-length-week = Hafta (pazartesi 00:00 UTC'den)
season-length-month = Ay (ayın 1'i, 00:00 UTC'den)
season-length-none = Yok (yalnızca tüm zamanlar)
season-choice-current = Geçerli sezon
season-choice-all = Tüm zamanlar
season-choice-past = Sezon { $start } – { $end }
season-current = Sezon başlangıcı <t:{ $start }:d> · bitişi <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Sezon <t:{ $start }:d> – <t:{ $last }:d> (bitti)
season-all = Tüm zamanlar
settings-season = Sezonlar: { $value }
season-saved = Kaydedildi. { $line }
    Süren sezon şimdi biter; biten sezonlar olduğu gibi kalır.
season-invalid = Bir sezon bir hafta, bir ay ya da yok olabilir; hiçbir şey değişmedi.
luck-won = Şans: { $games } oyunda { $hits } galibiyet; zarlar sana { $expected } vermişti: **{ $luck }**
luck-lost = Şans: { $games } oyunda { $hits } yenilgi; zarlar sana { $expected } yenilgi vermişti: **{ $luck }**
luck-total = **Tüm oyunlarda şans**: { $luck }, { $games ->
        [one] { $games } oyun
       *[other] { $games } oyun
    }
luck-how = *Şans = galibiyetlerin eksi her oyunun başında kazanma şanslarının toplamı (Buck Dice: tersi, yenilgilerle). 0'ın üstü: zarların vaat ettiğinden şanslı.*
luck-older = *Pips'in şansları saklamaya başlamasından önceki oyunlar sayılmaz.*
luck-board-title = Şans — { $game }
luck-board-luckiest = **En şanslılar**
luck-board-unluckiest = **En şanssızlar**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } oyun
       *[other] { $games } oyun
    })
luck-board-empty = Bu dönemde henüz kimsenin şanslarıyla { $min ->
        [one] { $min } oyun
       *[other] { $min } oyun
    } yok.
luck-board-hint = En şanslı zarlar kimdeydi? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
