### Português (Brasil): o que todos os jogos têm em comum (mesas, sala de espera, recusas, /game).

## A mensagem da mesa

table-title-lobby = { $game } — esperando jogadores
table-title-playing = { $game } — em jogo
table-title-finished = { $game } — encerrada
table-title-cancelled = { $game } — cancelada
table-host = Anfitrião: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    } por turno
table-seats = Jogadores ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(computador)
table-seat-forfeited = { " " }— saiu da partida
table-seat-stake = { " " }— aposta: { $stake ->
        [one] { $stake } ficha
       *[other] { $stake } fichas
    }
table-turn = Vez de: { $mention }
table-turn-deadline = { " " }· acaba { $deadline }
table-waits_for_click = O Pips pode atualizar esta mesa até { $time }; uma jogada feita depois aparece no próximo clique.
ping-turn = { $mention }, é sua vez em { $game }: o turno acaba { $deadline }.
table-lobby_hint = Entre para jogar. O anfitrião pode começar com { $min ->
        [one] { $min } jogador
       *[other] { $min } jogadores
    } ou mais (no máximo { $max }).
table-log = Recentes
table-fingerprint = Impressão digital dos dados { $fingerprint } · /game verify
table-revealed = Impressão digital dos dados { $fingerprint } · semente revelada: /game verify
table-cancelled = Esta mesa foi cancelada.
table-none = nenhum

## Botões

button-join = Entrar
button-leave = Sair
button-add_computer = Adicionar computador
button-start = Começar
button-cancel = Cancelar
button-again = Jogar de novo
button-choose = Escolha sua jogada
button-go_to_table = Ir para a mesa

## Janela

stake-title = Escolha sua aposta
stake-label = Fichas iniciais (de 1 a 99)
stake-invalid = A aposta é um número inteiro de 1 a 99.

## Eventos de qualquer jogo

event-joined = { $name } entrou.
event-left = { $name } saiu.
event-stake_changed = { $name } mudou a aposta para { $stake ->
        [one] { $stake } ficha
       *[other] { $stake } fichas
    }.
event-computer_joined = { $name } (computador) entrou.
event-cancelled = { $name } cancelou a mesa.
event-forfeit = { $name } saiu da partida.
event-timeout = { $name } não jogou a tempo: o bot joga por essa pessoa.

## Recusas (privadas)

table-unknown = Não conheço mais esta mesa. Abra uma nova com um comando /… start.
table-over = Esta partida acabou.
table-not_started = A partida ainda não começou.
table-not_seated = Você não está jogando nesta mesa.
table-forfeited = Você saiu desta partida.
table-other_channel = Esse botão é de uma mesa em outro canal.
table-unreadable = Não foi possível ler a partida salva desta mesa; o anfitrião pode cancelá-la com /game cancel.
table-moved = A mesa mudou de lugar ↓
table-moved_away = Esta mesa desceu no canal: jogue na mensagem nova.
channel-no_table = Não há nenhuma partida neste canal agora.
channel-no_game = Ainda não houve nenhuma partida neste canal.
channel-busy = Este canal já tem uma mesa.
channel-guild_only = As partidas são jogadas em canais de servidor.
option-invalid = Essa opção não é permitida: { $option } = { $value }.
lobby-already_started = A partida já começou.
lobby-host_only = Só o anfitrião (ou alguém com Gerenciar canais) pode fazer isso.
lobby-already_seated = Você já está sentado.
lobby-full = A mesa está cheia ({ $seats ->
        [one] { $seats } lugar
       *[other] { $seats } lugares
    }).
lobby-not_seated = Você não está sentado nesta mesa.
lobby-too_few = É preciso pelo menos { $needed ->
        [one] { $needed } jogador
       *[other] { $needed } jogadores
    } para começar.
turn-not_yours = Não é sua vez: é a vez de <@{ $player }>.
turn-stale = Esse botão já foi usado: a mesa seguiu em frente.
again-not_finished = Esta partida ainda está em andamento.
again-exists = Já há uma mesa nova aberta aqui.
rules-not_your_turn = Não é sua vez.
rules-not_legal = Essa jogada não é permitida agora.
rules-game_over = Esta partida acabou.
rules-not_playing = Você não está nesta partida.
error-unexpected = Algo deu errado do meu lado; nada foi alterado. Tente de novo.
error-store_unavailable = O banco de dados das partidas não está respondendo agora; nada foi alterado. Tente de novo daqui a pouco.
bot-restarting = O Pips está reiniciando; tente de novo em alguns segundos.

## /game

verify-running = Mesa { $table } ({ $game }): antes da primeira jogada, o Pips mostrou `{ $fingerprint }`, a impressão digital de uma semente secreta que decide cada dado. A semente fica secreta enquanto a partida continua. Quando ela acabar, /game verify mostra a semente: qualquer um poderá conferir que ela bate com a impressão digital e gerou cada jogada.
    Impressão digital completa (SHA-256 da semente): `{ $commitment }`
verify-revealed = Mesa { $table } ({ $game }): antes da primeira jogada, o Pips mostrou `{ $fingerprint }`, a impressão digital de uma semente secreta. Agora que a partida acabou, aqui está a semente: qualquer um pode conferir cada jogada.
    Semente: `{ $seed }`
    Impressão digital completa: `{ $commitment }`
    { $recipe }
verify-recipe = Como conferir: o SHA-256 da semente é a impressão digital (então a semente foi fixada antes da primeira jogada); os dados são os bytes de HMAC-SHA256(semente, número do bloco em 8 bytes big-endian) para os blocos 0, 1, 2…, em ordem, pulando os bytes ≥ 252; cada um dá a face byte mod 6 + 1.
game-left = Você saiu da partida.
game-cancelled = A mesa foi cancelada.
