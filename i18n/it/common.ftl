### Italian: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — in attesa di giocatori
table-title-playing = { $game } — in corso
table-title-finished = { $game } — finita
table-title-cancelled = { $game } — annullata
table-host = Host: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } secondo
       *[other] { $seconds } secondi
    } per turno
table-seats = Giocatori ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(computer)
table-seat-forfeited = { " " }— ha abbandonato
table-seat-stake = { " " }— puntata: { $stake ->
        [one] { $stake } gettone
       *[other] { $stake } gettoni
    }
table-turn = Turno: { $mention }
table-turn-deadline = { " " }· scade { $deadline }
table-waits_for_click = Pips può aggiornare questo tavolo fino alle { $time }; una mossa fatta dopo appare al clic successivo.
ping-turn = { $mention }, tocca a te a { $game }: il turno scade { $deadline }.
table-lobby_hint = Unisciti per giocare. L'host può iniziare con { $min ->
        [one] { $min } giocatore
       *[other] { $min } giocatori
    } o più (al massimo { $max }).
table-log = Recenti
table-fingerprint = Impronta dei dadi { $fingerprint } · /game verify
table-revealed = Impronta dei dadi { $fingerprint } · seed rivelato: /game verify
table-cancelled = Questo tavolo è stato annullato.
table-none = nessuno

## Buttons

button-join = Unisciti
button-leave = Esci
button-add_computer = Aggiungi computer
button-start = Inizia
button-cancel = Annulla
button-again = Gioca ancora
button-choose = Scegli la mossa
button-go_to_table = Vai al tavolo

## Modal

stake-title = Scegli la tua puntata
stake-label = Gettoni iniziali (da 1 a 99)
stake-invalid = Una puntata è un numero intero da 1 a 99.

## Events any game shows

event-joined = { $name } si è unito.
event-left = { $name } è uscito.
event-stake_changed = { $name } ha cambiato la puntata in { $stake ->
        [one] { $stake } gettone
       *[other] { $stake } gettoni
    }.
event-computer_joined = { $name } (computer) si è unito.
event-cancelled = { $name } ha annullato il tavolo.
event-forfeit = { $name } ha abbandonato.
event-timeout = { $name } non ha agito in tempo: il bot gioca al suo posto.

## Refusals (ephemeral)

table-unknown = Non conosco più questo tavolo. Aprine uno nuovo con un comando /… start.
table-over = Questa partita è finita.
table-not_started = La partita non è ancora iniziata.
table-not_seated = Non stai giocando a questo tavolo.
table-forfeited = Hai lasciato questa partita.
table-other_channel = Quel pulsante appartiene a un tavolo di un altro canale.
table-unreadable = Non è stato possibile leggere la partita salvata di questo tavolo; l'host può chiuderla con /game cancel.
table-moved = Il tavolo si è spostato ↓
table-moved_away = Questo tavolo si è spostato più in basso nel canale: continua a giocare nel nuovo messaggio.
channel-no_table = Al momento non c'è nessuna partita in questo canale.
channel-no_game = In questo canale non è ancora stata giocata nessuna partita.
channel-busy = Questo canale ha già un tavolo.
channel-guild_only = Si gioca nei canali dei server.
option-invalid = Quell'opzione non è consentita: { $option } = { $value }.
lobby-already_started = La partita è già iniziata.
lobby-host_only = Solo l'host (o chi ha Gestisci canale) può farlo.
lobby-already_seated = Sei già seduto.
lobby-full = Il tavolo è pieno ({ $seats ->
        [one] { $seats } posto
       *[other] { $seats } posti
    }).
lobby-not_seated = Non sei seduto a questo tavolo.
lobby-too_few = Per iniziare { $needed ->
        [one] serve almeno { $needed } giocatore
       *[other] servono almeno { $needed } giocatori
    }.
turn-not_yours = Non è il tuo turno: tocca a <@{ $player }>.
turn-stale = Quel pulsante è già stato usato: il tavolo è andato avanti.
again-not_finished = Questa partita è ancora in corso.
again-exists = Qui c'è già un nuovo tavolo aperto.
rules-not_your_turn = Non è il tuo turno.
rules-not_legal = Quella mossa non è consentita ora.
rules-game_over = Questa partita è finita.
rules-not_playing = Non partecipi a questa partita.
error-unexpected = Qualcosa è andato storto da parte mia; non è cambiato nulla. Riprova.
error-store_unavailable = Il database delle partite non risponde in questo momento; non è cambiato nulla. Riprova tra poco.
bot-restarting = Pips si sta riavviando; riprova tra qualche secondo.

## /game

verify-running = Tavolo { $table } ({ $game }): prima del primo lancio Pips ha mostrato `{ $fingerprint }`, l'impronta di un seed segreto che decide ogni dado. Il seed resta segreto finché la partita è in corso. Quando è finita, /game verify fornisce il seed: chiunque può allora verificare che corrisponde all'impronta e ha dato ogni lancio.
    Impronta completa (SHA-256 del seed): `{ $commitment }`
verify-revealed = Tavolo { $table } ({ $game }): prima del primo lancio Pips ha mostrato `{ $fingerprint }`, l'impronta di un seed segreto. Ora che la partita è finita, ecco il seed: chiunque può verificare ogni lancio.
    Seed: `{ $seed }`
    Impronta completa: `{ $commitment }`
    { $recipe }
verify-recipe = Come verificare: lo SHA-256 del seed è l'impronta (quindi il seed era fissato prima del primo lancio); i dadi sono i byte di HMAC-SHA256(seed, numero di blocco su 8 byte big-endian) per i blocchi 0, 1, 2…, in ordine, saltando i byte ≥ 252, ognuno dà la faccia byte mod 6 + 1.
game-left = Hai lasciato la partita.
game-cancelled = Il tavolo è stato annullato.
