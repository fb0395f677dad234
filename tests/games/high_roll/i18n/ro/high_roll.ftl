### Română: high roll, un joc doar pentru teste.

high_roll-action-roll = Aruncă
high_roll-seat = { " " }— total { $total }
high_roll-round = Runda { $round } din { $rounds }
high_roll-event-roll = { $name } a dat { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] câștigă
        [few] împart victoria
       *[other] împart victoria
    } cu un total de { $total }!
high_roll-rules = **Zarul cel mai mare** — între 2 și 6 jucători.
    Fiecare aruncă un zar pe rând, de trei ori în jurul mesei; cel mai mare total câștigă, iar o egalitate împarte victoria.
    Locul 1 (gazda) aruncă primul. Dacă nu arunci în timpul turei, botul aruncă pentru tine.

## game

game-high_roll = Zarul cel mai mare

## commands

cmd-high_roll = Jocul de zaruri Zarul cel mai mare
cmd-high_roll-start = Deschide o masă de Zarul cel mai mare în acest canal

## /stats

stats-high_roll = Cel mai bun total: { $total }
