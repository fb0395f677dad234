### Bahasa Indonesia: high roll, permainan khusus untuk pengujian.

high_roll-action-roll = Lempar
high_roll-seat = { " " }— total { $total }
high_roll-round = Ronde { $round } dari { $rounds }
high_roll-event-roll = { $name } melempar { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
       *[other] menang
    } dengan total { $total }!
high_roll-rules = **Lempar tertinggi** — 2 sampai 6 pemain.
    Semua melempar satu dadu bergiliran, tiga putaran keliling meja; total tertinggi menang, dan seri berarti menang bersama.
    Kursi 1 (tuan rumah) melempar duluan. Jika kamu tidak melempar dalam batas waktu giliran, bot melempar untukmu.

## game

game-high_roll = Lempar tertinggi

## commands

cmd-high_roll = Permainan dadu Lempar tertinggi
cmd-high_roll-start = Buka meja Lempar tertinggi di saluran ini

## /stats

stats-high_roll = Total terbaik: { $total }
