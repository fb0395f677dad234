### Dutch: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — wacht op spelers
table-title-playing = { $game } — bezig
table-title-finished = { $game } — afgelopen
table-title-cancelled = { $game } — geannuleerd
table-host = Host: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } seconden
    } per beurt
table-seats = Spelers ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(computer)
table-seat-forfeited = { " " }— gestopt
table-seat-stake = { " " }— inzet: { $stake ->
        [one] { $stake } fiche
       *[other] { $stake } fiches
    }
table-turn = Beurt: { $mention }
table-turn-deadline = { " " }· eindigt { $deadline }
table-waits_for_click = Pips kan deze tafel bijwerken tot { $time }; een zet daarna verschijnt bij de volgende klik.
ping-turn = { $mention }, je bent aan de beurt bij { $game }: de beurt eindigt { $deadline }.
table-lobby_hint = Doe mee om te spelen. De host kan starten met { $min ->
        [one] { $min } speler
       *[other] { $min } spelers
    } of meer (hoogstens { $max }).
table-log = Recent
table-fingerprint = Dobbelvingerafdruk { $fingerprint } · /game verify
table-revealed = Dobbelvingerafdruk { $fingerprint } · seed onthuld: /game verify
table-cancelled = Deze tafel is geannuleerd.
table-none = geen

## Buttons

button-join = Meedoen
button-leave = Verlaten
button-add_computer = Computer toevoegen
button-start = Starten
button-cancel = Annuleren
button-again = Opnieuw spelen
button-choose = Kies je zet
button-go_to_table = Naar de tafel

## Modal

stake-title = Kies je inzet
stake-label = Startfiches (1 tot 99)
stake-invalid = Een inzet is een heel getal van 1 tot 99.

## Events any game shows

event-joined = { $name } doet mee.
event-left = { $name } is weg.
event-stake_changed = { $name } zette de inzet op { $stake ->
        [one] { $stake } fiche
       *[other] { $stake } fiches
    }.
event-computer_joined = { $name } (computer) doet mee.
event-cancelled = { $name } heeft de tafel geannuleerd.
event-forfeit = { $name } is gestopt.
event-timeout = { $name } was niet op tijd: de bot speelt voor hem.

## Refusals (ephemeral)

table-unknown = Ik ken deze tafel niet meer. Open een nieuwe met een /… start-commando.
table-over = Dit spel is voorbij.
table-not_started = Het spel is nog niet begonnen.
table-not_seated = Je speelt niet mee aan deze tafel.
table-forfeited = Je hebt dit spel verlaten.
table-other_channel = Die knop hoort bij een tafel in een ander kanaal.
table-unreadable = Het opgeslagen spel van deze tafel is onleesbaar; de host kan het met /game cancel beëindigen.
table-moved = De tafel is verplaatst ↓
table-moved_away = Deze tafel is verder naar beneden in het kanaal verplaatst: speel verder in het nieuwe bericht.
channel-no_table = Er is nu geen spel in dit kanaal.
channel-no_game = In dit kanaal is nog geen spel gespeeld.
channel-busy = Dit kanaal heeft al een tafel.
channel-guild_only = Er wordt gespeeld in serverkanalen.
option-invalid = Die optie is niet toegestaan: { $option } = { $value }.
lobby-already_started = Het spel is al begonnen.
lobby-host_only = Alleen de host (of iemand met Kanaal beheren) kan dat doen.
lobby-already_seated = Je zit al aan tafel.
lobby-full = De tafel is vol ({ $seats ->
        [one] { $seats } plaats
       *[other] { $seats } plaatsen
    }).
lobby-not_seated = Je zit niet aan deze tafel.
lobby-too_few = Er { $needed ->
        [one] is minstens { $needed } speler
       *[other] zijn minstens { $needed } spelers
    } nodig om te starten.
turn-not_yours = Niet jouw beurt: <@{ $player }> is aan de beurt.
turn-stale = Die knop is al gebruikt: de tafel is verder.
again-not_finished = Dit spel is nog bezig.
again-exists = Hier is al een nieuwe tafel open.
rules-not_your_turn = Je bent niet aan de beurt.
rules-not_legal = Die zet mag nu niet.
rules-game_over = Dit spel is voorbij.
rules-not_playing = Je doet niet mee aan dit spel.
error-unexpected = Er ging bij mij iets mis; er is niets veranderd. Probeer het opnieuw.
error-store_unavailable = De speldatabase reageert nu niet; er is niets veranderd. Probeer het zo opnieuw.
bot-restarting = Pips start opnieuw op; probeer het over een paar seconden opnieuw.

## /game

verify-running = Tafel { $table } ({ $game }): vóór de eerste worp toonde Pips `{ $fingerprint }`, de vingerafdruk van een geheime seed die elke steen bepaalt. De seed blijft geheim zolang het spel loopt. Daarna geeft /game verify de seed: iedereen kan dan controleren dat die bij de vingerafdruk past en elke worp gaf.
    Volledige vingerafdruk (SHA-256 van de seed): `{ $commitment }`
verify-revealed = Tafel { $table } ({ $game }): vóór de eerste worp toonde Pips `{ $fingerprint }`, de vingerafdruk van een geheime seed. Het spel is voorbij, hier is de seed: iedereen kan elke worp controleren.
    Seed: `{ $seed }`
    Volledige vingerafdruk: `{ $commitment }`
    { $recipe }
verify-recipe = Zo controleer je het: de SHA-256 van de seed is de vingerafdruk (de seed lag dus vast vóór de eerste worp); de stenen zijn de bytes van HMAC-SHA256(seed, bloknummer als 8 bytes big-endian) voor blokken 0, 1, 2…, op volgorde, bytes ≥ 252 overgeslagen, elk geeft de ogen byte mod 6 + 1.
game-left = Je hebt het spel verlaten.
game-cancelled = De tafel is geannuleerd.
