### Danish: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — venter på spillere
table-title-playing = { $game } — i gang
table-title-finished = { $game } — slut
table-title-cancelled = { $game } — aflyst
table-host = Vært: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    } pr. tur
table-seats = Spillere ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(computer)
table-seat-forfeited = { " " }— forlod spillet
table-seat-stake = { " " }— indsats: { $stake ->
        [one] { $stake } jeton
       *[other] { $stake } jetoner
    }
table-turn = Tur: { $mention }
table-turn-deadline = { " " }· slutter { $deadline }
table-waits_for_click = Pips kan opdatere dette bord indtil { $time }; et træk, der sker senere, vises ved næste klik.
ping-turn = { $mention }, det er din tur i { $game }: turen slutter { $deadline }.
table-lobby_hint = Deltag for at spille. Værten kan starte med { $min ->
        [one] { $min } spiller
       *[other] { $min } spillere
    } eller flere (højst { $max }).
table-log = Seneste
table-fingerprint = Terningfingeraftryk { $fingerprint } · /game verify
table-revealed = Terningfingeraftryk { $fingerprint } · seed afsløret: /game verify
table-cancelled = Dette bord blev aflyst.
table-none = ingen

## Buttons

button-join = Deltag
button-leave = Forlad
button-add_computer = Tilføj computer
button-start = Start
button-cancel = Annuller
button-again = Spil igen
button-choose = Vælg dit træk
button-go_to_table = Gå til bordet

## Modal

stake-title = Vælg din indsats
stake-label = Startjetoner (1 til 99)
stake-invalid = En indsats er et helt tal fra 1 til 99.

## Events any game shows

event-joined = { $name } deltager.
event-left = { $name } gik.
event-stake_changed = { $name } ændrede sin indsats til { $stake ->
        [one] { $stake } jeton
       *[other] { $stake } jetoner
    }.
event-computer_joined = { $name } (computer) deltager.
event-cancelled = { $name } aflyste bordet.
event-forfeit = { $name } forlod spillet.
event-timeout = { $name } nåede det ikke i tide: botten spiller for vedkommende.

## Refusals (ephemeral)

table-unknown = Jeg kender ikke dette bord længere. Start et nyt med en /… start-kommando.
table-over = Dette spil er slut.
table-not_started = Spillet er ikke startet endnu.
table-not_seated = Du spiller ikke ved dette bord.
table-forfeited = Du har forladt dette spil.
table-other_channel = Den knap hører til et bord i en anden kanal.
table-unreadable = Dette bords gemte spil kunne ikke læses; værten kan afslutte det med /game cancel.
table-moved = Bordet er flyttet ↓
table-moved_away = Dette bord er flyttet længere ned i kanalen: spil videre i den nye besked.
channel-no_table = Der er intet spil i denne kanal lige nu.
channel-no_game = Der er ikke spillet noget spil i denne kanal endnu.
channel-busy = Denne kanal har allerede et bord.
channel-guild_only = Der spilles i serverkanaler.
option-invalid = Den valgmulighed er ikke tilladt: { $option } = { $value }.
lobby-already_started = Spillet er allerede startet.
lobby-host_only = Kun værten (eller en med Administrer kanal) kan gøre det.
lobby-already_seated = Du sidder allerede ved bordet.
lobby-full = Bordet er fuldt ({ $seats ->
        [one] { $seats } plads
       *[other] { $seats } pladser
    }).
lobby-not_seated = Du sidder ikke ved dette bord.
lobby-too_few = Der skal mindst { $needed ->
        [one] { $needed } spiller
       *[other] { $needed } spillere
    } til at starte.
turn-not_yours = Det er ikke din tur: <@{ $player }> er i tur.
turn-stale = Den knap er allerede brugt: bordet er gået videre.
again-not_finished = Dette spil er stadig i gang.
again-exists = Der er allerede et nyt bord åbent her.
rules-not_your_turn = Det er ikke din tur.
rules-not_legal = Det træk er ikke tilladt nu.
rules-game_over = Dette spil er slut.
rules-not_playing = Du er ikke med i dette spil.
error-unexpected = Noget gik galt hos mig; intet blev ændret. Prøv igen.
error-store_unavailable = Spildatabasen svarer ikke lige nu; intet blev ændret. Prøv igen om lidt.
bot-restarting = Pips genstarter; prøv igen om et par sekunder.

## /game

verify-running = Bord { $table } ({ $game }): før første slag viste Pips `{ $fingerprint }`, fingeraftrykket af et hemmeligt seed, der bestemmer hver terning. Seedet forbliver hemmeligt, mens spillet kører. Når det er slut, giver /game verify seedet: så kan alle tjekke, at det passer til fingeraftrykket og gav hvert slag.
    Fuldt fingeraftryk (SHA-256 af seedet): `{ $commitment }`
verify-revealed = Bord { $table } ({ $game }): før første slag viste Pips `{ $fingerprint }`, fingeraftrykket af et hemmeligt seed. Nu hvor spillet er slut, er her seedet: alle kan tjekke hvert slag.
    Seed: `{ $seed }`
    Fuldt fingeraftryk: `{ $commitment }`
    { $recipe }
verify-recipe = Sådan tjekker du: SHA-256 af seedet er fingeraftrykket (så seedet lå fast før første slag); terningerne er bytes fra HMAC-SHA256(seed, bloknummer som 8 bytes big-endian) for blok 0, 1, 2…, i rækkefølge, bytes ≥ 252 springes over, hver giver øjnene byte mod 6 + 1.
game-left = Du forlod spillet.
game-cancelled = Bordet blev aflyst.
