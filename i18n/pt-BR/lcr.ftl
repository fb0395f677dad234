### Português (Brasil): LCR.

lcr-action-roll = Rolar
lcr-option-dice-by--chips = dados conforme as fichas
lcr-option-dice-always--three = sempre três dados
lcr-option-dot_to_win = vencer só com faces de ponto
lcr-option-stakes = aposta à escolha
lcr-seat = { " " }— { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }
lcr-pot = Pote: { $pot ->
        [one] { $pot } ficha
       *[other] { $pot } fichas
    } · { $dealt ->
        [one] { $dealt } ficha
       *[other] { $dealt } fichas
    } em jogo
lcr-hand = { " " }· mão { $hand } (pote dobrado)
lcr-last_holder = { $name } tem todas as fichas restantes: só vence se todos os dados derem ponto (•); um L ou R continua o jogo.
lcr-event-deal = Todos recebem suas fichas.
lcr-event-roll = { $name } tirou { $faces }: { $moves }.
lcr-event-roll-nothing = nada se move
lcr-event-roll-idle = { $faces } sem efeito: sem fichas
lcr-event-roll-no_win = nem todos deram ponto: ainda não venceu, o jogo continua
lcr-event-move-seat = { $count } para { $target }
lcr-event-move-pot = { $count } para o pote
lcr-event-win = 🏆 { $name } ganha { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }!
lcr-event-double_pot = Ninguém tem fichas: o pote de { $pot ->
        [one] { $pot } ficha
       *[other] { $pot } fichas
    } acumula e todos recebem fichas novas (mão { $hand }).
lcr-event-double_pot-next = Ninguém tem fichas: o pote de { $pot ->
        [one] { $pot } ficha
       *[other] { $pot } fichas
    } acumula e todos recebem fichas novas (mão { $hand }); { $next } rola primeiro.
lcr-event-chips_to_pot = { $name } põe { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    } no pote.
lcr-rules = **LCR (Esquerda Centro Direita)** — de 3 a 20 jogadores, cada um começa com 3 fichas.
    Na sua vez, role um dado por ficha que você tem, no máximo três (opção *sempre três dados*: três dados sempre que você tiver uma ficha; resolvidos da esquerda para a direita, e quando suas fichas acabam o resto não faz nada). Sem fichas você passa a vez, mas continua no jogo.
    As faces 1–3 são faces de ponto (•: nada), 4 = **L** (esquerda): uma ficha para o jogador à sua esquerda (o lugar seguinte), 5 = **C** (centro): uma ficha para o pote, 6 = **R** (direita): uma ficha para o jogador à sua direita (o lugar anterior).
    Quando só um jogador tem fichas, ele ganha as fichas dele e o pote.
    Opção *vencer só com faces de ponto*: o último com fichas precisa tirar ponto em todos os dados para vencer; qualquer L ou R continua o jogo; se a última ficha dele vai para o pote, todos recebem fichas novas e o pote acumula (pote dobrado); rola primeiro o jogador à esquerda de quem esvaziou a mesa.
    Opção *aposta à escolha*: cada jogador escolhe, ao entrar, quantas fichas tem no início, de 1 a 99 (o anfitrião começa com 3 e pode clicar em Entrar para mudar).
    Quem sai põe suas fichas no pote. O lugar 1 (o anfitrião) rola primeiro. Se você não rolar dentro do tempo de turno (15 s a 1 h, padrão 60 s), o bot rola por você.
    Cada dado vem de uma semente secreta cuja impressão digital (SHA-256) aparece desde o início; a semente é revelada no fim para que qualquer um possa conferir cada jogada (`/game verify`).

## O nome

game-lcr = LCR (Esquerda Centro Direita)

## O seletor de comandos

cmd-lcr = Jogo de dados LCR (Esquerda Centro Direita)
cmd-lcr-start = Abrir uma mesa de LCR neste canal
cmd-lcr-dice = Quantos dados você rola: um por ficha até três (padrão), ou sempre três
cmd-lcr-dot_to_win = O último jogador com fichas precisa tirar ponto (•) em todos os dados para vencer
cmd-lcr-stakes = Cada jogador escolhe suas fichas iniciais (1-99) ao entrar
cmd-lcr-dice-name = dados
cmd-lcr-dice-by_chips = conforme as fichas
cmd-lcr-dice-always_three = sempre três
cmd-lcr-dot_to_win-name = vencer-com-faces-de-ponto
cmd-lcr-stakes-name = apostas

## /stats

stats-lcr = Fichas levadas para casa: { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }

## /lcr odds: o seletor de comandos

cmd-lcr-odds = A chance de vitória de cada lugar numa mesa de LCR, e quanto dura uma partida

## /lcr odds: a resposta

odds-header-lcr = Chance de vitória, por lugar a partir do primeiro a rolar:
odds-method-exact-lcr = Exato: cadeia de Markov absorvente sobre as distribuições de fichas.
odds-lcr-exact_up_to = Respostas exatas para { $players } jogadores vão até { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    } cada; a opção “vencer só com faces de ponto” é sempre simulada.
odds-lcr-never_exact = Com { $players } jogadores a cadeia exata levaria tempo demais; a opção “vencer só com faces de ponto” é sempre simulada.

## Chances ao vivo

lcr-option-live_chances = chances ao vivo
