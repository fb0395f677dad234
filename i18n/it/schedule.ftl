### it: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Serate di gioco: una partita a un'ora fissata, chi viene seduto quando inizia
cmd-schedule-new = Programma una partita in questo canale; ne sei l'host
cmd-schedule-new-game = Il gioco
cmd-schedule-new-game-name = gioco
cmd-schedule-new-when = Quando: «2h30m», «20:30», «2026-12-05 20:30» o un timestamp di Discord
cmd-schedule-new-when-name = quando
cmd-schedule-new-repeat = Una volta, oppure ogni settimana alla stessa ora
cmd-schedule-new-repeat-name = ripeti
cmd-schedule-repeat-none = Una volta
cmd-schedule-repeat-weekly = Ogni settimana
cmd-schedule-new-note = Una nota per l'invito
cmd-schedule-new-note-name = nota
cmd-schedule-list = Le serate di gioco programmate su questo server
cmd-schedule-cancel = Annulla una serata di gioco di cui sei l'host
cmd-schedule-cancel-night = La serata di gioco
cmd-schedule-cancel-night-name = serata
cmd-settings-timezone = Il fuso orario degli orari scritti in /schedule
cmd-settings-timezone-zone = Un fuso orario come Europe/Rome (scrivi per trovare il tuo); senza, UTC
cmd-settings-timezone-zone-name = fuso

## /settings

settings-timezone = Fuso orario delle serate di gioco: { $zone }
settings-timezone-invalid = «{ $name }» non è un fuso orario che Pips conosce: scegli uno dei suggerimenti, come Europe/Rome; non è stato cambiato nulla.

## The invitation card

night-card-title = Serata di gioco: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Ogni settimana
night-card-host = Host: { $host }
night-card-note = Nota: { $note }
night-card-coming = Ci sono ({ $count }): { $names }
night-card-not_coming = Non possono: { $names }
night-card-scheduled = Clicca «Ci sono» per avere un posto quando inizia.
night-card-started = È iniziata: il tavolo è aperto in questo canale.
night-card-cancelled = Annullata.
night-card-missed = Persa: Pips non era in funzione a quell'ora.
night-card-failed = Non è potuta iniziare.
night-button-in = Ci sono
night-button-out = Non posso

## In the channel

night-reminder = { $mentions }: la serata di { $game } inizia { $relative }.
night-opened = { $mentions }: la serata di { $game } inizia adesso. Avete il vostro posto; { $host } avvia la partita.
night-left_out = Al tavolo non c'era più posto per { $names }.
night-busy = La serata di { $game } del { $time } non è potuta iniziare: il tavolo di questo canale era ancora aperto 15 minuti dopo.
night-missed = La serata di { $game } del { $time } è stata persa: Pips non era in funzione a quell'ora.
night-refused = La serata di { $game } del { $time } non è potuta iniziare: in questo canale non si possono più avviare partite.
night-event_deleted = La serata di { $game } del { $time } è annullata: il suo evento Discord è stato eliminato.
night-event-name = Serata di gioco: { $game }
night-event-description = Programmata con Pips: clicca «Ci sono» sull'invito nel canale, o segnati qui come interessato, per avere un posto quando inizia.

## Private answers

night-cancelled = La serata di { $game } del { $time } è annullata.
night-list-title = Serate di gioco su questo server
night-list-line = { $time }: { $game } in { $channel }, host { $host } (ci sono: { $count })
night-list-empty = Nessuna serata di gioco è programmata su questo server; programmane una con /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips non riesce a leggere «{ $text }» come un orario. Prova `in 90 minutes`, `{ $clock }` o `{ $date }` (nel fuso orario del server), o un timestamp di Discord.
night-when-past = Quell'orario è già passato. Prova `in 90 minutes`, `{ $clock }` o `{ $date }`.
night-when-far = È più di 60 giorni avanti. Prova `in 90 minutes`, `{ $clock }` o `{ $date }`.
night-too_many = Questo server ha già { $max } serate di gioco programmate: annullane prima una.
night-over = Questa serata di gioco non accetta più risposte.
night-host_stays = Sei l'host di questa serata di gioco: annullala invece con /schedule cancel.
night-host_only = Solo l'host della serata di gioco, o chi ha Gestisci canale, può annullarla.
night-unknown = Qui non c'è una serata di gioco così.
