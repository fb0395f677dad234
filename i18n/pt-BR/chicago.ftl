### Português (Brasil): Chicago.

chicago-action-roll = Rolar
chicago-action-reroll = Rolar de novo { $face } { $value }
chicago-action-reroll-pictured = Rolar de novo { $value }
chicago-action-keep = Ficar
chicago-option-double_roll = rolagem dupla
chicago-option-three_dice = três dados
chicago-seat = { " " }— { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }
# No fim da partida, a linha de cada jogador é a linha dele na folha: os alvos acertados, que somam o total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Rodada { $round } de 11 — alvo { $target }**
chicago-winner = 🏆 { $name } vence com { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }!
chicago-joint_victory = 🤝 Vitória dividida: { $names }, com { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } cada!
# Uma rolagem se lê "<faces><veredito>": o que os dados deram, os pontos ou a escolha que vem.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, não { $target }{ $then }
chicago-verdict-pair_miss = { " " }— nenhum par dá { $target }{ $then }
chicago-verdict-kept = : 0 pontos
chicago-verdict-kept_forced = { " " }— nenhuma nova rolagem dá { $target }: 0 pontos
chicago-then-zero = : 0 pontos
chicago-event-first_player = { $name } foi sorteado para rolar primeiro.
chicago-event-round = Rodada { $round }: alvo **{ $target }**.
chicago-event-roll = { $name } tirou { $faces }{ $verdict }.
chicago-event-reroll = { $name } rolou de novo o { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } fica com { $faces }{ $verdict }.
chicago-event-timeout = { $name } não jogou a tempo: o bot faz a melhor escolha por essa pessoa.
chicago-event-game_over = 🏁 A partida acabou.
chicago-rules = **Chicago (Rotation)** — de 2 a 20 jogadores, 11 rodadas.
    O primeiro jogador é sorteado; cada rodada segue em sentido horário a partir dele. Na rodada r o alvo é r + 1 (rodada 1: 2, … rodada 11: 12).
    Na sua vez clique em **Rolar**: dois dados, uma vez. Se a soma der o alvo, você marca o alvo em pontos; senão, 0. Depois de 11 rodadas vence o maior total; líderes empatados dividem a vitória.
    Opção *rolagem dupla*: quando sua rolagem não marca nada, você escolhe: rolar de novo exatamente um dado (um botão por dado, mostrando a face) e marcar a nova rolagem, ou **Ficar** (0 pontos). Quando nenhuma nova rolagem poderia marcar, o Pips fica com a rolagem por você na hora e diz por quê.
    Opção *três dados*: role três dados e marque o alvo se dois deles somarem o alvo; o bot escolhe o par (o primeiro entre os dados 1+2, 1+3, 2+3 que servir; qualquer par marca o mesmo) e o mostra. Com rolagem dupla também, um erro deixa você rolar de novo um dos três dados.
    Quem sai não marca mais nada: seus pontos ficam na folha, mas não pode vencer. Sair no meio da vez (um erro esperando nova rolagem ou ficar) deixa essa rodada em branco. Se só restar um jogador, a partida acaba na hora e ele vence.
    Se você não jogar dentro do tempo de turno (15 s a 1 h, padrão 60 s), o bot joga por você, como os jogadores do computador: ele rola e, depois de um erro, rola de novo o dado que dá mais chances de marcar (o primeiro, em caso de empate).
    Cada dado vem de uma semente secreta cuja impressão digital SHA-256 aparece desde o início; a semente é revelada no fim para que qualquer um possa conferir cada rolagem (`/game verify`).

## O nome

game-chicago = Chicago

## O seletor de comandos

cmd-chicago = Jogo de dados Chicago (Rotation)
cmd-chicago-start = Abrir uma mesa de Chicago neste canal
cmd-chicago-double_roll = Depois de uma rolagem que não marca, rolar um dado de novo ou ficar
cmd-chicago-three_dice = Rolar três dados; quaisquer dois que somem o alvo marcam
cmd-chicago-double_roll-name = rolagem-dupla
cmd-chicago-three_dice-name = três-dados

## /stats

stats-chicago = Melhor pontuação: { $score }

## /chicago odds: o seletor de comandos

cmd-chicago-odds = A chance de vitória de cada lugar numa mesa de Chicago, e a pontuação esperada por jogador

## /chicago odds: a resposta

odds-header-chicago = Chance de vitória, por lugar a partir do primeiro a jogar (todos iguais: as folhas são independentes):
odds-method-exact-chicago = Exato: todas as rolagens enumeradas, com a melhor nova rolagem.

## Chances ao vivo

chicago-option-live_chances = chances ao vivo
