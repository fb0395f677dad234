### Türkçe: LCR.

lcr-action-roll = Zar at
lcr-option-dice-by--chips = fiş kadar zar
lcr-option-dice-always--three = hep üç zar
lcr-option-dot_to_win = kazanmak için nokta
lcr-option-stakes = bahsini seç
lcr-seat = { " " }— { $chips ->
       *[other] { $chips } fiş
    }
lcr-pot = Pot: { $pot ->
       *[other] { $pot } fiş
    } · oyunda { $dealt ->
       *[other] { $dealt } fiş
    }
lcr-hand = { " " }· el { $hand } (çift pot)
lcr-last_holder = Kalan tüm fişleri { $name } tutuyor: yalnızca hepsi nokta gelirse kazanır; L ya da R oyunu sürdürür.
lcr-event-deal = Herkes fişlerini alıyor.
lcr-event-roll = { $name } { $faces } attı: { $moves }.
lcr-event-roll-nothing = hiçbir fiş yer değiştirmiyor
lcr-event-roll-idle = { $faces } etkisiz: fiş kalmadı
lcr-event-roll-no_win = hepsi nokta değil: henüz kazanan yok, oyun sürüyor
lcr-event-move-seat = { $count } → { $target }
lcr-event-move-pot = { $count } → pot
lcr-event-win = 🏆 { $name } { $chips ->
       *[other] { $chips } fiş
    } kazandı!
lcr-event-double_pot = Kimsede fiş yok: { $pot ->
       *[other] { $pot } fiş
    }lik pot devrediyor ve herkes yeni fiş alıyor (el { $hand }).
lcr-event-double_pot-next = Kimsede fiş yok: { $pot ->
       *[other] { $pot } fiş
    }lik pot devrediyor ve herkes yeni fiş alıyor (el { $hand }); ilk { $next } atıyor.
lcr-event-chips_to_pot = { $name } pota { $chips ->
       *[other] { $chips } fiş
    } koyuyor.
lcr-rules = **LCR (Sol Orta Sağ)** — 3 ile 20 oyuncu, herkes 3 fişle başlar.
    Sıran gelince elindeki her fiş için bir zar at, en fazla üç (*hep üç zar* seçeneği: fişin olduğu sürece üç zar; soldan sağa uygulanır, fişlerin bitince kalan zarlar bir şey yapmaz). Fişin yoksa sıran atlanır ama oyunda kalırsın.
    1–3 yüzleri noktadır (bir şey olmaz), 4 = **L**: solundaki oyuncuya bir fiş (sonraki yer), 5 = **C**: pota bir fiş, 6 = **R**: sağındaki oyuncuya bir fiş (önceki yer).
    Fişi olan tek bir oyuncu kalınca, kendi fişlerini ve potu kazanır.
    { "*" }Kazanmak için nokta* seçeneği: fişleri elinde tutan son oyuncu kazanmak için hepsi nokta atmalıdır; herhangi bir L ya da R oyunu sürdürür; son fişi pota giderse herkes yeni fiş alır ve pot devreder (çift pot); masayı boşaltan atışı yapanın solundaki oyuncu ilk atar.
    { "*" }Bahsini seç* seçeneği: her oyuncu katılırken başlangıç fişini 1 ile 99 arasında seçer (ev sahibi 3 ile başlar ve değiştirmek için Katıl'a tıklayabilir).
    Ayrılan oyuncu fişlerini pota koyar. 1. yer (ev sahibi) ilk atar. Sıra süresi içinde (15 sn ile 1 sa arası, varsayılan 60 sn) atmazsan bot senin yerine atar.
    Her zar, parmak izi (SHA-256 taahhüdü) baştan gösterilen gizli bir tohumdan gelir; tohum sonunda açıklanır, böylece herkes her atışı kontrol edebilir (`/game verify`).

## Adı

game-lcr = LCR (Sol Orta Sağ)

## Komut seçici

cmd-lcr = LCR (Sol Orta Sağ) zar oyunu
cmd-lcr-start = Bu kanalda bir LCR masası aç
cmd-lcr-dice = Kaç zar atılır: üçe kadar fiş başına bir (varsayılan) ya da hep üç
cmd-lcr-dot_to_win = Fişi olan son oyuncu kazanmak için hepsi nokta atmalı
cmd-lcr-stakes = Her oyuncu katılırken başlangıç fişini (1-99) seçer
cmd-lcr-dice-name = zar
cmd-lcr-dice-by_chips = fiş kadar
cmd-lcr-dice-always_three = hep üç
cmd-lcr-dot_to_win-name = kazanmak-için-nokta
cmd-lcr-stakes-name = bahisler

## /stats

stats-lcr = Eve götürülen fiş: { $chips ->
       *[other] { $chips } fiş
    }

## /lcr odds: komut seçici

cmd-lcr-odds = Bir LCR masasında her yerin kazanma şansı ve bir oyunun ne kadar sürdüğü

## /lcr odds: yanıt

odds-header-lcr = Kazanma şansı, ilk atandan başlayarak yer yer:
odds-method-exact-lcr = Kesin: fiş dağılımları üzerinde soğurucu Markov zinciri.
odds-lcr-exact_up_to = { $players } oyuncu için kesin yanıtlar kişi başı { $chips ->
       *[other] { $chips } fiş
    }e kadar; kazanmak için nokta her zaman simüle edilir.
odds-lcr-never_exact = { $players } oyuncuda kesin zincir çok uzun sürer; kazanmak için nokta her zaman simüle edilir.

## Canlı şanslar

lcr-option-live_chances = canlı şanslar
