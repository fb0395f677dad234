### Português (Brasil): Buck Dice.

buck-action-throw = Lançar
buck-button-again = Revanche
buck-option-fewer_dice = menos dados (dois com 13, um com 14)
buck-option-point_per_throw = um ponto por lançamento

## Lugares

buck-seat = { " " }— { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    } · lança dois dados
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    } · lança um dado
buck-seat-made = { " " }— ✅ buck nº { $place }
buck-seat-loser = { " " }— 💀 perdeu com { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }

## A partida toda

buck-point = 🎯 Número do ponto: **{ $point }** { $face }
buck-shooter-opening = Primeiro lançador: { $shooter } (o mais alto no lançamento de ordem)
buck-shooter-rotated = Partida { $game }: { $shooter } lança primeiro, um lugar à esquerda do primeiro lançador anterior
buck-loser = 💀 **Perdedor: { $name }**

## Eventos

buck-event-order_throw-order = 🎲 Lançamento de ordem: { $throws }.
buck-event-order_throw-order-again = 🎲 Todos empataram, todos lançam de novo: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Empate no mais alto, lança de novo: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Empate no mais baixo, lança de novo: { $throws }.
buck-throws-extremes = mais alto { $high } { $top }, mais baixo { $low } { $bottom }
buck-throws-highest = mais alto { $high } { $top }
buck-throws-lowest = mais baixo { $low } { $bottom }
buck-throws-all_tied = todos tiraram { $face }
buck-throws-more = { $names } e { $others ->
        [one] mais { $others }
       *[other] mais { $others }
    }
buck-event-first_shooter-opening = { $name } tirou o mais alto e lança primeiro.
buck-event-first_shooter-rotated = Partida { $game }: { $name } lança primeiro (o início passou um lugar à esquerda).
buck-event-point_throw = 🎯 { $name } lançou o número do ponto: **{ $point }** { $face }.
buck-event-throw-normal = { $name } tirou { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } tirou { $faces }: sem número do ponto{ $then }
buck-event-throw-big_buck = { $name } tirou { $faces }: **BIG BUCK!** Direto para 15{ $then }
buck-event-throw-little_buck = { $name } tirou { $faces }: **little buck**, +5 → { $score }; a vez acaba{ $then }
buck-event-throw-overshoot = { $name } tirou { $faces }: **estourou** ({ $would_be } > 15): nada conta{ $then }
buck-then-again = { " " }— lança de novo.
buck-then-pass = { " " }— os dados passam.
buck-then-end = .
buck-note-dice-2 = { " " }Com 13: dois dados a partir de agora.
buck-note-dice-1 = { " " }Com 14: um dado a partir de agora.
buck-event-made_buck = ✅ { $name } tem 15 exatos: um buck (nº { $place }). Sai do rodízio e não pode mais perder.
buck-event-left_rotation = { $name } sai do rodízio; { $next } lança.
buck-event-loser-throw = 💀 { $name } é o último que restou: **o perdedor**, com { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }.
buck-event-loser-forfeit = 💀 { $name } saiu enquanto ainda lançava contra outro jogador: **o perdedor**.

## Ajuda

buck-rules = **Buck Dice** — de 2 a 20 jogadores, três dados. Faça exatamente 15; o último que restar perde.
    { "*" }*Abertura** (ao começar): todos lançam um dado. O mais alto lança primeiro; o mais baixo lança um dado para o **número do ponto**. Se todos empatarem, todos lançam de novo (assim são sempre dois jogadores diferentes); depois, empates no mais alto e depois no mais baixo lançam de novo entre si.
    { "*" }*Sua vez**: clique em Lançar. Cada dado com o número do ponto vale um (3-3-6 com ponto 3 vale 2) e você lança de novo; um lançamento sem ele passa os dados para a esquerda.
    { "*" }*Big buck**: três números do ponto põem sua pontuação em 15, seja qual for (mesmo 13 ou 14).
    { "*" }*Little buck**: uma trinca que não é o número do ponto vale 5, e os dados passam (a partir de 10 dá exatamente 15).
    { "*" }*Estourar**: um lançamento que levaria você além de 15 (little buck também) não conta: lance de novo.
    Com exatamente 15 você fez um buck e sai; a mesa lista a ordem dos bucks.
    Opção *menos dados*: com 13 pontos lance dois dados, com 14 um. O número do ponto ainda mantém sua vez; big e little buck precisam de três dados, e você não pode estourar.
    Opção *um ponto por lançamento*: um lançamento com o número do ponto vale um, não importa quantos dados o mostrem (big buck ainda dá 15).
    { "*" }*Revanche**: mesmas opções; os últimos jogadores voltam com um clique. O primeiro lançador passa um lugar à esquerda entre quem joga, e o jogador à direita dele lança o novo número do ponto.
    { "*" }*Sair** (`/game leave`, ou tirado pelo anfitrião): se só você e mais um jogador ainda estão lançando, você perde (o outro escapa); senão você só sai do rodízio, nem vencedor nem perdedor (os dados passam se era sua vez), e um buck que você fez continua seu.
    Se você não lançar dentro do tempo de turno (15 s a 1 h, padrão 60 s), o bot lança por você.
    Os dados vêm de uma semente secreta fixada de antemano (impressão digital SHA-256 visível desde o início), revelada no fim: qualquer um pode conferir cada lançamento (`/game verify`).

## O nome

game-buck = Buck Dice

## O seletor de comandos

cmd-buck = Buck Dice: faça exatamente 15, o último que restar perde
cmd-buck-start = Abrir uma mesa de Buck Dice neste canal
cmd-buck-fewer_dice = Lançar dois dados com 13 pontos e um dado com 14
cmd-buck-point_per_throw = Um lançamento com o número do ponto vale um ponto, não importa quantos dados o mostrem
cmd-buck-fewer_dice-name = menos-dados
cmd-buck-point_per_throw-name = ponto-por-lançamento

## /stats

stats-buck = Último a restar (perdeu): { $times ->
        [one] { $times } vez
       *[other] { $times } vezes
    }

## /buck odds: o seletor de comandos

cmd-buck-odds = A chance de derrota de cada lugar numa mesa de Buck Dice, e quanto dura uma partida

## /buck odds: a resposta

odds-header-buck = Chance de **perder** (ser o último a restar), por lugar a partir do primeiro lançador:
odds-method-exact-buck = Exato: programação dinâmica sobre pontuações e turnos.

## Chances ao vivo

cmd-buck-live_chances = Mostra a chance de derrota de cada jogador ao lado da pontuação, atualizada a cada lançamento
cmd-buck-live_chances-name = chances-ao-vivo
buck-option-live_chances = chances de derrota ao vivo
