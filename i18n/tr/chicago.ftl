### Türkçe: Chicago.

chicago-action-roll = Zar at
chicago-action-reroll = Yeniden at { $face } { $value }
chicago-action-reroll-pictured = Yeniden at { $value }
chicago-action-keep = Tut
chicago-option-double_roll = çift atış
chicago-option-three_dice = üç zar
chicago-seat = { " " }— { $points ->
       *[other] { $points } puan
    }
# Oyun bitince her oyuncunun satırı puan çizelgesindeki satırıdır: tutturulan hedefler, toplamı verir.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Tur { $round }/11 — hedef { $target }**
chicago-winner = 🏆 { $name } { $points ->
       *[other] { $points } puan
    } ile kazandı!
chicago-joint_victory = 🤝 Ortak zafer: { $names }, her biri { $points ->
       *[other] { $points } puan
    }!
# Bir atış "<yüzler><sonuç>" diye okunur: zarların getirdiği, puanlar ya da ardından gelen seçim.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, { $target } değil{ $then }
chicago-verdict-pair_miss = { " " }— hiçbir ikili { $target } etmiyor{ $then }
chicago-verdict-kept = : 0 puan
chicago-verdict-kept_forced = { " " }— hiçbir yeniden atış { $target } edemez: 0 puan
chicago-then-zero = : 0 puan
chicago-event-first_player = Kurayla ilk atan: { $name }.
chicago-event-round = Tur { $round }: hedef **{ $target }**.
chicago-event-roll = { $name } attı: { $faces }{ $verdict }.
chicago-event-reroll = { $name }, { $old } zarını yeniden attı: { $faces }{ $verdict }.
chicago-event-keep = { $name } tuttu: { $faces }{ $verdict }.
chicago-event-timeout = { $name } zamanında oynamadı: bot onun için en iyi seçimi yapıyor.
chicago-event-game_over = 🏁 Oyun bitti.
chicago-rules = **Chicago (Rotation)** — 2 ile 20 oyuncu, 11 tur.
    İlk oyuncu kurayla belirlenir; her tur ondan başlayarak saat yönünde ilerler. r. turda hedef r + 1'dir (tur 1: 2, … tur 11: 12).
    Sıran gelince **Zar at**'a tıkla: iki zar, bir kez. Toplam hedefi tutarsa hedef kadar puan alırsın, yoksa 0. 11 turdan sonra en yüksek toplam kazanır; berabere liderler ortak zafer kazanır.
    { "*" }Çift atış* seçeneği: atışın puan getirmezse seçersin — tam bir zarı yeniden at (her zar için yüzünü gösteren bir düğme) ve yeni atışı say, ya da **Tut** (0 puan). Hiçbir yeniden atış puan getiremeyecekse Pips atışı hemen senin için tutar ve nedenini söyler.
    { "*" }Üç zar* seçeneği: üç zar at; herhangi ikisinin toplamı hedefi tutarsa hedef puanı alırsın; ikiliyi bot seçer (1+2, 1+3, 2+3 zarlarından ilk uyan — her ikili aynı puanı getirir) ve gösterir. Çift atış da açıksa, ıska üç zardan birini yeniden atmana izin verir.
    Ayrılan oyuncu artık puan almaz: puanları çizelgede kalır ama kazanamaz. Bir sıranın ortasında ayrılmak (yeniden atış ya da tutma bekleyen bir ıska) o turu boş bırakır. Tek oyuncu kalırsa oyun hemen biter ve o kazanır.
    Sıra süresi içinde (15 sn ile 1 sa arası, varsayılan 60 sn) oynamazsan bot, bilgisayar oyuncuları gibi senin yerine oynar: atar ve ıskadan sonra puan alma şansını en çok artıran zarı yeniden atar (eşitlikte ilkini).
    Her zar, SHA-256 taahhüdü baştan gösterilen gizli bir tohumdan gelir; tohum sonunda açıklanır, böylece herkes her atışı kontrol edebilir (`/game verify`).

## Adı

game-chicago = Chicago

## Komut seçici

cmd-chicago = Chicago (Rotation) zar oyunu
cmd-chicago-start = Bu kanalda bir Chicago masası aç
cmd-chicago-double_roll = Puan getirmeyen atıştan sonra bir zarı yeniden at ya da tut
cmd-chicago-three_dice = Üç zar at; toplamı hedefi tutan herhangi iki zar puan getirir
cmd-chicago-double_roll-name = çift-atış
cmd-chicago-three_dice-name = üç-zar

## /stats

stats-chicago = En iyi puan: { $score }

## /chicago odds: komut seçici

cmd-chicago-odds = Bir Chicago masasında her yerin kazanma şansı ve oyuncu başına beklenen skor

## /chicago odds: yanıt

odds-header-chicago = Kazanma şansı, ilk oynayandan başlayarak yer yer (tüm yerler eşit: çizelgeler bağımsız):
odds-method-exact-chicago = Kesin: en iyi yeniden atışla birlikte tüm atışlar sayıldı.

## Canlı şanslar

chicago-option-live_chances = canlı şanslar
