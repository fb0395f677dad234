### Türkçe: high roll, yalnızca testler için bir oyun.

high_roll-action-roll = Zar at
high_roll-seat = { " " }— toplam { $total }
high_roll-round = Tur { $round }/{ $rounds }
high_roll-event-roll = { $name } { $face } attı.
high_roll-event-won = 🏆 { $names } toplam { $total } ile { $count ->
        [one] kazandı
       *[other] zaferi paylaştılar
    }!
high_roll-rules = **Yüksek zar** — 2 ile 6 oyuncu.
    Herkes sırayla bir zar atar, masanın çevresinde üç tur; en yüksek toplam kazanır, beraberlikte zafer paylaşılır.
    1. yer (ev sahibi) ilk atar. Sıra süresi içinde atmazsan bot senin yerine atar.

## game

game-high_roll = Yüksek zar

## commands

cmd-high_roll = Yüksek zar oyunu
cmd-high_roll-start = Bu kanalda bir Yüksek zar masası aç

## /stats

stats-high_roll = En iyi toplam: { $total }
