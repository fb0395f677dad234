### Türkçe: Buck Dice.

buck-action-throw = At
buck-button-again = Rövanş
buck-option-fewer_dice = daha az zar (13'te iki, 14'te bir)
buck-option-point_per_throw = atış başına bir puan

## Yerler

buck-seat = { " " }— { $score ->
       *[other] { $score } puan
    }
buck-seat-dice-2 = { " " }— { $score ->
       *[other] { $score } puan
    } · iki zar atar
buck-seat-dice-1 = { " " }— { $score ->
       *[other] { $score } puan
    } · bir zar atar
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 { $score ->
       *[other] { $score } puan
    } ile kaybeden

## Tüm oyun

buck-point = 🎯 Puan sayısı: **{ $point }** { $face }
buck-shooter-opening = İlk atan: { $shooter } (sıra atışında en yüksek)
buck-shooter-rotated = Oyun { $game }: ilk { $shooter } atıyor, önceki oyunun ilk atanının bir yer solu
buck-loser = 💀 **Kaybeden: { $name }**

## Olaylar

buck-event-order_throw-order = 🎲 Sıra atışı: { $throws }.
buck-event-order_throw-order-again = 🎲 Herkes berabere, herkes yeniden atıyor: { $throws }.
buck-event-order_throw-first_shooter = 🎲 En yüksekte beraberlik, yeniden: { $throws }.
buck-event-order_throw-point_thrower = 🎲 En düşükte beraberlik, yeniden: { $throws }.
buck-throws-extremes = en yüksek { $high } { $top }, en düşük { $low } { $bottom }
buck-throws-highest = en yüksek { $high } { $top }
buck-throws-lowest = en düşük { $low } { $bottom }
buck-throws-all_tied = herkes { $face } attı
buck-throws-more = { $names } ve { $others ->
       *[other] { $others } kişi daha
    }
buck-event-first_shooter-opening = En yükseği { $name } attı ve ilk o atıyor.
buck-event-first_shooter-rotated = Oyun { $game }: ilk { $name } atıyor (başlangıç bir yer sola kaydı).
buck-event-point_throw = 🎯 { $name } puan sayısını attı: **{ $point }** { $face }.
buck-event-throw-normal = { $name } { $faces } attı: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } { $faces } attı: puan sayısı yok{ $then }
buck-event-throw-big_buck = { $name } { $faces } attı: **BÜYÜK BUCK!** Doğrudan 15{ $then }
buck-event-throw-little_buck = { $name } { $faces } attı: **küçük buck**, +5 → { $score }; sıra biter{ $then }
buck-event-throw-overshoot = { $name } { $faces } attı: **aşım** ({ $would_be } > 15): puan yok{ $then }
buck-then-again = { " " }— yeniden atıyor.
buck-then-pass = { " " }— zarlar sıradakine geçiyor.
buck-then-end = .
buck-note-dice-2 = { " " }13'te: bundan sonra iki zar.
buck-note-dice-1 = { " " }14'te: bundan sonra bir zar.
buck-event-made_buck = ✅ { $name } tam 15'te: bir buck (#{ $place }). Oyundan çekiliyor, artık kaybedemez.
buck-event-left_rotation = { $name } sıradan çıkıyor; sıra { $next } oyuncusunda.
buck-event-loser-throw = 💀 Geriye { $name } kaldı: { $score ->
       *[other] { $score } puan
    } ile **kaybeden**.
buck-event-loser-forfeit = 💀 { $name } tek bir oyuncuya karşı atarken ayrıldı: **kaybeden**.

## Yardım

buck-rules = **Buck Dice** — 2 ile 20 oyuncu, üç zar. Tam 15 yap; en son kalan kaybeder.
    { "*" }*Açılış** (Başlat'ta): herkes bir zar atar. En yüksek ilk atar; en düşük **puan sayısı** için bir zar atar. Herkes berabere kalırsa herkes yeniden atar (böylece bunlar her zaman iki farklı oyuncudur); sonra en yüksekteki, ardından en düşükteki beraberlikler kendi aralarında yeniden atar.
    { "*" }*Sıran**: At'a bas. Puan sayısını gösteren her zar bir puan getirir (puan 3 iken 3-3-6, 2 puan) ve yeniden atarsın; puan sayısı olmayan atışta zarlar soldakine geçer.
    { "*" }*Büyük buck**: üç puan sayısı, puanın ne olursa olsun (13 ya da 14 bile) seni 15'e çıkarır.
    { "*" }*Küçük buck**: puan sayısı olmayan üçlü 5 puan getirir ve zarlar sıradakine geçer (10'dan tam 15 yapar).
    { "*" }*Aşım**: seni 15'in üstüne taşıyacak atış (küçük buck da) sayılmaz: yeniden at.
    Tam 15'te buck yapmış olursun ve çekilirsin; masa buck sırasını listeler.
    { "*" }Daha az zar* seçeneği: 13 puanda iki zar, 14'te bir zar at. Puan sayısı yine sıranı korur; büyük ve küçük buck üç zar ister ve aşım yapamazsın.
    { "*" }Atış başına bir puan* seçeneği: puan sayısını gösteren atış, kaç zar gösterirse göstersin bir puan getirir (büyük buck yine 15 yapar).
    { "*" }*Rövanş**: aynı seçenekler; son oyunun oyuncuları davet edilir ve bir tıkla geri döner. İlk atan, oynayanlar arasında bir yer sola kayar ve onun sağındaki oyuncu yeni puan sayısını atar.
    { "*" }*Ayrılmak** (`/game leave` ya da ev sahibinin çıkarması): hâlâ atan yalnızca sen ve bir oyuncu daha varsa kaybeden sensin (o kurtulur); yoksa yalnızca sıradan çıkarsın, ne kazanan ne kaybeden olursun (sıra sendeyse zarlar sıradakine geçer) ve yaptığın buck senin kalır.
    Sıra süresi içinde (15 sn ile 1 sa arası, varsayılan 60 sn) atmazsan bot senin yerine atar.
    Zarlar gizli bir tohumdan gelir; tohum başta taahhüt edilir (SHA-256) ve sonunda açıklanır: herkes her atışı kontrol edebilir (`/game verify`).

## Adı

game-buck = Buck Dice

## Komut seçici

cmd-buck = Buck Dice: tam 15 yap, en son kalan kaybeder
cmd-buck-start = Bu kanalda bir Buck Dice masası aç
cmd-buck-fewer_dice = 13 puanda iki zar, 14 puanda bir zar at
cmd-buck-point_per_throw = Puan sayısını gösteren atış, kaç zar gösterirse göstersin bir puan getirir
cmd-buck-fewer_dice-name = daha-az-zar
cmd-buck-point_per_throw-name = atış-başına-puan

## /stats

stats-buck = En son kalan (kaybetti): { $times ->
       *[other] { $times } kez
    }

## /buck odds: komut seçici

cmd-buck-odds = Bir Buck Dice masasında her yerin kaybetme şansı ve bir oyunun ne kadar sürdüğü

## /buck odds: yanıt

odds-header-buck = **Kaybetme** şansı (en son kalmak), ilk atandan başlayarak yer yer:
odds-method-exact-buck = Kesin: puanlar ve sıralar üzerinde dinamik programlama.

## Canlı şanslar

cmd-buck-live_chances = Her oyuncunun kaybetme şansını puanının yanında göster, her atışta güncellenir
cmd-buck-live_chances-name = canlı-şanslar
buck-option-live_chances = canlı kaybetme şansları
