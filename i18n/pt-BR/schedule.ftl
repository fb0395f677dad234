### pt-BR: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Noites de jogo: uma partida marcada para uma hora, quem vem sentado quando começa
cmd-schedule-new = Marcar uma partida neste canal; você é o anfitrião
cmd-schedule-new-game = O jogo
cmd-schedule-new-game-name = jogo
cmd-schedule-new-when = Quando: “2h30m”, “20:30”, “2026-12-05 20:30” ou um carimbo de data do Discord
cmd-schedule-new-when-name = quando
cmd-schedule-new-repeat = Uma vez, ou toda semana no mesmo horário
cmd-schedule-new-repeat-name = repetir
cmd-schedule-repeat-none = Uma vez
cmd-schedule-repeat-weekly = Toda semana
cmd-schedule-new-note = Um recado para o convite
cmd-schedule-new-note-name = recado
cmd-schedule-list = As noites de jogo marcadas neste servidor
cmd-schedule-cancel = Cancelar uma noite de jogo da qual você é anfitrião
cmd-schedule-cancel-night = A noite de jogo
cmd-schedule-cancel-night-name = noite
cmd-settings-timezone = O fuso horário dos horários digitados em /schedule
cmd-settings-timezone-zone = Um fuso horário como America/Sao_Paulo (digite para achar o seu); sem ele, UTC
cmd-settings-timezone-zone-name = fuso

## /settings

settings-timezone = Fuso horário das noites de jogo: { $zone }
settings-timezone-invalid = “{ $name }” não é um fuso horário que o Pips conheça: escolha uma das sugestões, como America/Sao_Paulo; nada foi alterado.

## The invitation card

night-card-title = Noite de jogo: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Toda semana
night-card-host = Anfitrião: { $host }
night-card-note = Recado: { $note }
night-card-coming = Vão ({ $count }): { $names }
night-card-not_coming = Não podem: { $names }
night-card-scheduled = Clique em “Eu vou” para ter um lugar quando começar.
night-card-started = Começou: a mesa está aberta neste canal.
night-card-cancelled = Cancelada.
night-card-missed = Perdida: o Pips não estava rodando nesse horário.
night-card-failed = Não pôde começar.
night-button-in = Eu vou
night-button-out = Não posso

## In the channel

night-reminder = { $mentions }: a noite de { $game } começa { $relative }.
night-opened = { $mentions }: a noite de { $game } começa agora. Vocês já têm lugar; { $host } inicia a partida.
night-left_out = A mesa não tinha mais lugar para { $names }.
night-busy = A noite de { $game } de { $time } não pôde começar: a mesa deste canal ainda estava aberta 15 minutos depois.
night-missed = A noite de { $game } de { $time } foi perdida: o Pips não estava rodando nesse horário.
night-refused = A noite de { $game } de { $time } não pôde começar: não dá mais para iniciar partidas neste canal.
night-event_deleted = A noite de { $game } de { $time } está cancelada: o evento dela no Discord foi apagado.
night-event-name = Noite de jogo de { $game }
night-event-description = Marcada com o Pips: clique em “Eu vou” no convite do canal, ou marque aqui que tem interesse, para ter um lugar quando começar.

## Private answers

night-cancelled = A noite de { $game } de { $time } está cancelada.
night-list-title = Noites de jogo neste servidor
night-list-line = { $time }: { $game } em { $channel }, anfitrião { $host } (vão: { $count })
night-list-empty = Nenhuma noite de jogo está marcada neste servidor; marque uma com /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = O Pips não consegue ler “{ $text }” como um horário. Tente `in 90 minutes`, `{ $clock }` ou `{ $date }` (no fuso horário do servidor), ou um carimbo de data do Discord.
night-when-past = Esse horário já passou. Tente `in 90 minutes`, `{ $clock }` ou `{ $date }`.
night-when-far = Isso é mais de 60 dias à frente. Tente `in 90 minutes`, `{ $clock }` ou `{ $date }`.
night-too_many = Este servidor já tem { $max } noites de jogo marcadas: cancele uma primeiro.
night-over = Esta noite de jogo não aceita mais respostas.
night-host_stays = Você é o anfitrião desta noite de jogo: cancele-a com /schedule cancel.
night-host_only = Só o anfitrião da noite de jogo, ou alguém com Gerenciar canais, pode cancelá-la.
night-unknown = Não há essa noite de jogo aqui.
