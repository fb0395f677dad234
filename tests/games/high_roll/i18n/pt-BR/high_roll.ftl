### Português (Brasil): high roll, um jogo só para testes.

high_roll-action-roll = Rolar
high_roll-seat = { " " }— total { $total }
high_roll-round = Rodada { $round } de { $rounds }
high_roll-event-roll = { $name } tirou { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] vence
       *[other] dividem a vitória
    } com um total de { $total }!
high_roll-rules = **Dado mais alto** — de 2 a 6 jogadores.
    Cada um rola um dado na sua vez, três voltas pela mesa; o maior total vence, e um empate divide a vitória.
    O lugar 1 (o anfitrião) rola primeiro. Se você não rolar dentro do tempo de turno, o bot rola por você.

## game

game-high_roll = Dado mais alto

## commands

cmd-high_roll = Jogo de dados Dado mais alto
cmd-high_roll-start = Abrir uma mesa de Dado mais alto neste canal

## /stats

stats-high_roll = Melhor total: { $total }
