### Türkçe: /<game> odds, başlamadan önce masadaki her yerin şansı.

## Komut seçici

cmd-odds-players = Masaya kaç oyuncu oturuyor
cmd-odds-players-name = oyuncular
cmd-odds-chips = Her oyuncunun başladığı fiş (varsayılan 3)
cmd-odds-chips-name = fişler
cmd-odds-post = Yanıtı kanalda herkes için paylaş (varsayılan: yalnızca sen görürsün)
cmd-odds-post-name = paylaş

## Yanıt

odds-title = { $game } şansları · { $players ->
       *[other] { $players } oyuncu
    }
odds-options = Seçenekler: { $options }
odds-options-none = seçenek yok
odds-chips = kişi başı { $chips ->
       *[other] { $chips } fiş
    }
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** %{ $percent }
odds-shared = Berabere kalan liderler zaferi paylaşır: bir oyun zamanın %{ $percent } kadarında birincilikte beraberlikle biter ve berabere her lider kazanmış sayılır, bu yüzden şansların toplamı %100'ü geçer.
odds-length-rolls = Beklenen süre: { $value } atış
odds-length-throws = Beklenen süre: { $value } atış
odds-length-rounds = Beklenen süre: { $value } tur
odds-score-points = Oyuncu başına beklenen skor: { $value } puan
odds-estimate = { $value } ± { $margin }
odds-method-simulation = { $games ->
       *[other] { $games } oyun
    } simülasyonu, ±{ $margin } puan (3 standart hata).
