### Português (Brasil): Bad Leftovers.

cmd-leftovers = Jogo de dados Bad Leftovers (Sobras Ruins): pegue pares, pontos são ruins
cmd-leftovers-start = Abrir uma mesa de Bad Leftovers neste canal
leftovers-option-fixed_pile = monte fixo (contado para quem começa)
leftovers-action-claim-pair = Declarar { $claim }: pegar { $dice }
leftovers-action-claim-doubles = Declarar { $claim }: pegar { $dice } (sua dupla)
leftovers-action-take-pair = Pegar { $dice }
leftovers-action-take-doubles = Pegar { $dice } (sua dupla)
leftovers-button-claim = Declarar { $claim } · { $pairs ->
        [one] { $pairs } par
       *[other] { $pairs } pares
    }
leftovers-button-back = ◀ Não { $claim }: outras somas
leftovers-seat = { " " }— { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }
leftovers-seat-claim = { " " }— soma { $claim } · { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }
leftovers-seat-no_claim = { " " }— sem soma ainda · { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }
leftovers-seat-out = { " " }— fora · { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }
leftovers-round = Rodada { $round } · { $out ->
        [one] { $out } ponto
       *[other] { $out } pontos
    } ou mais está fora
leftovers-center = Centro: { $dice } ({ $count ->
        [one] { $count } dado
       *[other] { $count } dados
    }, { $pips ->
        [one] { $pips } pinta
       *[other] { $pips } pintas
    })
leftovers-event-seat_throw = Lançamento para os lugares: { $throws }.
leftovers-event-seats = Números fixos, para a esquerda: { $order }.
leftovers-event-round = Rodada { $round }: { $count ->
        [one] { $count } dado lançado
       *[other] { $count } dados lançados
    }; { $name } começa.
leftovers-event-round-after_stuck = Rodada { $round }: { $count ->
        [one] { $count } dado lançado
       *[other] { $count } dados lançados
    }; { $name } começa, pois ficou travado.
leftovers-event-round-after_out = Rodada { $round }: { $count ->
        [one] { $count } dado lançado
       *[other] { $count } dados lançados
    }; { $name } começa, o próximo em jogo à esquerda de { $stuck }.
leftovers-event-claim = { $name } declara { $claim } nesta rodada.
leftovers-event-take = { $name } pega { $dice } ({ $left ->
        [one] resta { $left } dado
       *[other] restam { $left } dados
    }).
leftovers-event-doubles = { $name } pega sua dupla { $dice } ({ $left ->
        [one] resta { $left } dado
       *[other] restam { $left } dados
    }).
leftovers-event-stuck = { $name } não consegue pegar dois dados: as sobras { $dice } somam { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } à pontuação (agora { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }).
leftovers-event-stuck-empty = { $name } não consegue pegar dois dados, mas o centro está vazio: nenhum ponto.
leftovers-event-out = { $name } tem { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    } ({ $out } ou mais) e está fora.
leftovers-event-win = 🏆 { $name } é o último em jogo e vence com { $score ->
        [one] { $score } ponto
       *[other] { $score } pontos
    }!
leftovers-rules = **Bad Leftovers (Sobras Ruins)** — de 2 a 12 jogadores. Pontos são ruins.
    { "*" }*Lugares.** No início todos lançam um dado: o mais alto é o número 1 (empatados lançam de novo) e os números crescem para a esquerda (a ordem de entrada). Esse é o seu **número fixo**; o número 1 começa a primeira rodada.
    { "*" }*Uma rodada.** Todos os dados do centro são lançados: 20 para dois jogadores mais 3 para cada jogador a mais ainda em jogo, recontados a cada rodada (opção *monte fixo*: contados uma vez, para quem começa, mesmo que jogadores saiam). Para a esquerda a partir do primeiro jogador da rodada, na sua vez você precisa pegar dois dados: dois que somem a sua **soma declarada** da rodada, ou dois que mostrem o seu número fixo (só números de 1 a 6: um dado não tem face maior). Você declara sua soma (de 7 a 12) na primeira vez que pega dados na rodada (outros podem declarar a mesma); ela é sua até a rodada acabar. Na sua primeira vez você escolhe a soma e depois os dois dados: cada botão Declarar diz quantos pares o centro tem para ela agora (sua dupla incluída, nenhum dado contado duas vezes); as impossíveis ficam em cinza.
    { "*" }*Travado.** O primeiro jogador que não consegue pegar dois dados fica travado: as pintas que ainda aparecem no centro somam à pontuação dele e a rodada acaba (centro vazio: 0 pontos). Ele começa a rodada seguinte; se estiver fora, começa o próximo em jogo à esquerda dele.
    { "*" }*Fora.** Com 21 pontos ou mais você está fora. O último jogador em jogo vence.
    Quem sai fica fora na hora; a pontuação fica na folha e a rodada continua sem ele. Se você não jogar dentro do tempo de turno (15 s a 1 h, padrão 60 s), o bot joga por você como os jogadores do computador: escolhe a jogada que deixa mais pares possíveis para sua soma e sua dupla, e depois a que deixa menos para o próximo jogador.
    `/leaderboard` mostra o placar da partida deste canal e a classificação do servidor. Qualquer um pode conferir cada lançamento quando a partida acabar: `/game verify`.

## O nome

game-leftovers = Bad Leftovers (Sobras Ruins)

## O seletor de comandos

cmd-leftovers-fixed_pile = Contar os dados do centro uma vez, para quem começa: o monte mantém o tamanho
cmd-leftovers-fixed_pile-name = monte-fixo

## /stats

stats-leftovers = { $whole },{ $tenths } pontos por rodada (menos é melhor)

## /leftovers odds: o seletor de comandos

cmd-leftovers-odds = A chance de vitória de cada lugar numa mesa de Bad Leftovers, e quanto dura uma partida

## /leftovers odds: a resposta

odds-header-leftovers = Chance de vitória, por número de lugar (o lugar 1 joga primeiro):

## Chances ao vivo

leftovers-option-live_chances = chances ao vivo
