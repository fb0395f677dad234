### Swedish: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — väntar på spelare
table-title-playing = { $game } — pågår
table-title-finished = { $game } — slut
table-title-cancelled = { $game } — avbrutet
table-host = Värd: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } sekund
       *[other] { $seconds } sekunder
    } per tur
table-seats = Spelare ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(dator)
table-seat-forfeited = { " " }— lämnade spelet
table-seat-stake = { " " }— insats: { $stake ->
        [one] { $stake } marker
       *[other] { $stake } marker
    }
table-turn = Tur: { $mention }
table-turn-deadline = { " " }· slutar { $deadline }
table-waits_for_click = Pips kan uppdatera det här bordet till { $time }; ett drag efter det visas vid nästa klick.
ping-turn = { $mention }, det är din tur i { $game }: turen slutar { $deadline }.
table-lobby_hint = Gå med för att spela. Värden kan starta med { $min ->
        [one] { $min } spelare
       *[other] { $min } spelare
    } eller fler (högst { $max }).
table-log = Senaste
table-fingerprint = Tärningsfingeravtryck { $fingerprint } · /game verify
table-revealed = Tärningsfingeravtryck { $fingerprint } · seed avslöjat: /game verify
table-cancelled = Det här bordet avbröts.
table-none = inga

## Buttons

button-join = Gå med
button-leave = Lämna
button-add_computer = Lägg till dator
button-start = Starta
button-cancel = Avbryt
button-again = Spela igen
button-choose = Välj ditt drag
button-go_to_table = Till bordet

## Modal

stake-title = Välj din insats
stake-label = Startmarker (1 till 99)
stake-invalid = En insats är ett heltal från 1 till 99.

## Events any game shows

event-joined = { $name } gick med.
event-left = { $name } gick.
event-stake_changed = { $name } ändrade sin insats till { $stake ->
        [one] { $stake } marker
       *[other] { $stake } marker
    }.
event-computer_joined = { $name } (dator) gick med.
event-cancelled = { $name } avbröt bordet.
event-forfeit = { $name } lämnade spelet.
event-timeout = { $name } hann inte: boten spelar åt hen.

## Refusals (ephemeral)

table-unknown = Jag känner inte till det här bordet längre. Öppna ett nytt med ett /… start-kommando.
table-over = Det här spelet är slut.
table-not_started = Spelet har inte börjat än.
table-not_seated = Du spelar inte vid det här bordet.
table-forfeited = Du har lämnat det här spelet.
table-other_channel = Den knappen hör till ett bord i en annan kanal.
table-unreadable = Det här bordets sparade spel kunde inte läsas; värden kan avsluta det med /game cancel.
table-moved = Bordet har flyttat ↓
table-moved_away = Det här bordet har flyttat längre ner i kanalen: spela vidare i det nya meddelandet.
channel-no_table = Det finns inget spel i den här kanalen just nu.
channel-no_game = Inget spel har spelats i den här kanalen än.
channel-busy = Den här kanalen har redan ett bord.
channel-guild_only = Det spelas i serverkanaler.
option-invalid = Det alternativet är inte tillåtet: { $option } = { $value }.
lobby-already_started = Spelet har redan börjat.
lobby-host_only = Bara värden (eller någon med Hantera kanal) kan göra det.
lobby-already_seated = Du sitter redan vid bordet.
lobby-full = Bordet är fullt ({ $seats ->
        [one] { $seats } plats
       *[other] { $seats } platser
    }).
lobby-not_seated = Du sitter inte vid det här bordet.
lobby-too_few = Minst { $needed ->
        [one] { $needed } spelare
       *[other] { $needed } spelare
    } behövs för att starta.
turn-not_yours = Det är inte din tur: <@{ $player }> står på tur.
turn-stale = Den knappen har redan använts: bordet har gått vidare.
again-not_finished = Det här spelet pågår fortfarande.
again-exists = Ett nytt bord är redan öppet här.
rules-not_your_turn = Det är inte din tur.
rules-not_legal = Det draget är inte tillåtet nu.
rules-game_over = Det här spelet är slut.
rules-not_playing = Du är inte med i det här spelet.
error-unexpected = Något gick fel hos mig; inget ändrades. Försök igen.
error-store_unavailable = Speldatabasen svarar inte just nu; inget ändrades. Försök igen om en stund.
bot-restarting = Pips startar om; försök igen om några sekunder.

## /game

verify-running = Bord { $table } ({ $game }): före första slaget visade Pips `{ $fingerprint }`, fingeravtrycket av ett hemligt seed som avgör varje tärning. Seedet förblir hemligt medan spelet pågår. När det är slut ger /game verify seedet: då kan vem som helst kontrollera att det stämmer med fingeravtrycket och gav varje slag.
    Fullständigt fingeravtryck (SHA-256 av seedet): `{ $commitment }`
verify-revealed = Bord { $table } ({ $game }): före första slaget visade Pips `{ $fingerprint }`, fingeravtrycket av ett hemligt seed. Nu när spelet är slut kommer här seedet: vem som helst kan kontrollera varje slag.
    Seed: `{ $seed }`
    Fullständigt fingeravtryck: `{ $commitment }`
    { $recipe }
verify-recipe = Så kontrollerar du: SHA-256 av seedet är fingeravtrycket (så seedet låg fast före första slaget); tärningarna är byten i HMAC-SHA256(seed, blocknummer som 8 byte big-endian) för block 0, 1, 2…, i ordning, byte ≥ 252 hoppas över, varje ger ögonen byte mod 6 + 1.
game-left = Du lämnade spelet.
game-cancelled = Bordet avbröts.
