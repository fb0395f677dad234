### Norwegian (Bokmål): what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — venter på spillere
table-title-playing = { $game } — pågår
table-title-finished = { $game } — ferdig
table-title-cancelled = { $game } — avlyst
table-host = Vert: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    } per tur
table-seats = Spillere ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(datamaskin)
table-seat-forfeited = { " " }— forlot spillet
table-seat-stake = { " " }— innsats: { $stake ->
        [one] { $stake } sjetong
       *[other] { $stake } sjetonger
    }
table-turn = Tur: { $mention }
table-turn-deadline = { " " }· slutter { $deadline }
table-waits_for_click = Pips kan oppdatere dette bordet til { $time }; et trekk etter det vises ved neste klikk.
ping-turn = { $mention }, det er din tur i { $game }: turen slutter { $deadline }.
table-lobby_hint = Bli med for å spille. Verten kan starte med { $min ->
        [one] { $min } spiller
       *[other] { $min } spillere
    } eller flere (høyst { $max }).
table-log = Siste
table-fingerprint = Terningfingeravtrykk { $fingerprint } · /game verify
table-revealed = Terningfingeravtrykk { $fingerprint } · seed avslørt: /game verify
table-cancelled = Dette bordet ble avlyst.
table-none = ingen

## Buttons

button-join = Bli med
button-leave = Forlat
button-add_computer = Legg til datamaskin
button-start = Start
button-cancel = Avbryt
button-again = Spill igjen
button-choose = Velg trekket ditt
button-go_to_table = Til bordet

## Modal

stake-title = Velg innsatsen din
stake-label = Startsjetonger (1 til 99)
stake-invalid = En innsats er et heltall fra 1 til 99.

## Events any game shows

event-joined = { $name } ble med.
event-left = { $name } gikk.
event-stake_changed = { $name } endret innsatsen til { $stake ->
        [one] { $stake } sjetong
       *[other] { $stake } sjetonger
    }.
event-computer_joined = { $name } (datamaskin) ble med.
event-cancelled = { $name } avlyste bordet.
event-forfeit = { $name } forlot spillet.
event-timeout = { $name } rakk det ikke: boten spiller for vedkommende.

## Refusals (ephemeral)

table-unknown = Jeg kjenner ikke dette bordet lenger. Åpne et nytt med en /… start-kommando.
table-over = Dette spillet er over.
table-not_started = Spillet har ikke startet ennå.
table-not_seated = Du spiller ikke ved dette bordet.
table-forfeited = Du har forlatt dette spillet.
table-other_channel = Den knappen hører til et bord i en annen kanal.
table-unreadable = Dette bordets lagrede spill kunne ikke leses; verten kan avslutte det med /game cancel.
table-moved = Bordet har flyttet ↓
table-moved_away = Dette bordet har flyttet lenger ned i kanalen: spill videre i den nye meldingen.
channel-no_table = Det er ikke noe spill i denne kanalen nå.
channel-no_game = Det er ikke spilt noe spill i denne kanalen ennå.
channel-busy = Denne kanalen har allerede et bord.
channel-guild_only = Det spilles i serverkanaler.
option-invalid = Det valget er ikke tillatt: { $option } = { $value }.
lobby-already_started = Spillet har allerede startet.
lobby-host_only = Bare verten (eller noen med Administrer kanal) kan gjøre det.
lobby-already_seated = Du sitter allerede ved bordet.
lobby-full = Bordet er fullt ({ $seats ->
        [one] { $seats } plass
       *[other] { $seats } plasser
    }).
lobby-not_seated = Du sitter ikke ved dette bordet.
lobby-too_few = Minst { $needed ->
        [one] { $needed } spiller
       *[other] { $needed } spillere
    } trengs for å starte.
turn-not_yours = Det er ikke din tur: det er turen til <@{ $player }>.
turn-stale = Den knappen er allerede brukt: bordet har gått videre.
again-not_finished = Dette spillet pågår fortsatt.
again-exists = Et nytt bord er allerede åpent her.
rules-not_your_turn = Det er ikke din tur.
rules-not_legal = Det trekket er ikke tillatt nå.
rules-game_over = Dette spillet er over.
rules-not_playing = Du er ikke med i dette spillet.
error-unexpected = Noe gikk galt hos meg; ingenting ble endret. Prøv igjen.
error-store_unavailable = Spilldatabasen svarer ikke akkurat nå; ingenting ble endret. Prøv igjen om litt.
bot-restarting = Pips starter på nytt; prøv igjen om noen sekunder.

## /game

verify-running = Bord { $table } ({ $game }): før første slag viste Pips `{ $fingerprint }`, fingeravtrykket til et hemmelig seed som avgjør hver terning. Seedet holdes hemmelig mens spillet pågår. Når det er over, gir /game verify seedet: da kan alle sjekke at det stemmer med fingeravtrykket og ga hvert slag.
    Fullt fingeravtrykk (SHA-256 av seedet): `{ $commitment }`
verify-revealed = Bord { $table } ({ $game }): før første slag viste Pips `{ $fingerprint }`, fingeravtrykket til et hemmelig seed. Nå som spillet er over, er her seedet: alle kan sjekke hvert slag.
    Seed: `{ $seed }`
    Fullt fingeravtrykk: `{ $commitment }`
    { $recipe }
verify-recipe = Slik sjekker du: SHA-256 av seedet er fingeravtrykket (så seedet lå fast før første slag); terningene er bytene i HMAC-SHA256(seed, blokknummer som 8 byte big-endian) for blokk 0, 1, 2…, i rekkefølge, byte ≥ 252 hoppes over, hver gir øynene byte mod 6 + 1.
game-left = Du forlot spillet.
game-cancelled = Bordet ble avlyst.
