### Português (Brasil): /<game> odds, as chances de cada lugar numa mesa antes de começar.

## O seletor de comandos

cmd-odds-players = Quantos jogadores se sentam à mesa
cmd-odds-players-name = jogadores
cmd-odds-chips = Fichas com que cada jogador começa (padrão 3)
cmd-odds-chips-name = fichas
cmd-odds-post = Publicar a resposta no canal para todos (padrão: só você vê)
cmd-odds-post-name = publicar

## A resposta

odds-title = Chances de { $game } · { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }
odds-options = Opções: { $options }
odds-options-none = sem opções
odds-chips = { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    } cada
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = Líderes empatados dividem a vitória: uma partida termina com empate no primeiro lugar { $percent }% das vezes, e cada líder empatado conta como vencedor, então as chances somam mais de 100%.
odds-length-rolls = Duração esperada: { $value } rolagens
odds-length-throws = Duração esperada: { $value } lançamentos
odds-length-rounds = Duração esperada: { $value } rodadas
odds-score-points = Pontuação esperada por jogador: { $value } pontos
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulação de { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }, ±{ $margin } pontos (3 erros-padrão).
