### Italiano: high roll, un gioco solo per i test.

high_roll-action-roll = Lancia
high_roll-seat = { " " }— totale { $total }
high_roll-round = Giro { $round } di { $rounds }
high_roll-event-roll = { $name } ha fatto { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] vince
       *[other] si dividono la vittoria
    } con un totale di { $total }!
high_roll-rules = **Dado più alto** — da 2 a 6 giocatori.
    A turno ognuno lancia un dado, tre volte intorno al tavolo; vince il totale più alto, e un pareggio divide la vittoria.
    Il posto 1 (l'host) lancia per primo. Se non lanci entro il tempo del turno il bot lancia per te.

## game

game-high_roll = Dado più alto

## commands

cmd-high_roll = Gioco di dadi Dado più alto
cmd-high_roll-start = Apri un tavolo di Dado più alto in questo canale

## /stats

stats-high_roll = Miglior totale: { $total }
