### German: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — wartet auf Spieler
table-title-playing = { $game } — läuft
table-title-finished = { $game } — beendet
table-title-cancelled = { $game } — abgebrochen
table-host = Gastgeber: { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } Sekunde
       *[other] { $seconds } Sekunden
    } pro Zug
table-seats = Spieler ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(Computer)
table-seat-forfeited = { " " }— ausgestiegen
table-seat-stake = { " " }— Einsatz: { $stake ->
        [one] { $stake } Chip
       *[other] { $stake } Chips
    }
table-turn = Am Zug: { $mention }
table-turn-deadline = { " " }· endet { $deadline }
table-waits_for_click = Pips kann diesen Tisch bis { $time } aktualisieren; ein Zug danach erscheint beim nächsten Klick.
ping-turn = { $mention }, du bist dran bei { $game }: Der Zug endet { $deadline }.
table-lobby_hint = Tritt bei, um mitzuspielen. Der Gastgeber kann mit { $min ->
        [one] { $min } Spieler
       *[other] { $min } Spielern
    } oder mehr starten (höchstens { $max }).
table-log = Zuletzt
table-fingerprint = Würfel-Fingerabdruck { $fingerprint } · /game verify
table-revealed = Würfel-Fingerabdruck { $fingerprint } · Seed enthüllt: /game verify
table-cancelled = Dieser Tisch wurde abgebrochen.
table-none = keine

## Buttons

button-join = Beitreten
button-leave = Verlassen
button-add_computer = Computer hinzufügen
button-start = Starten
button-cancel = Abbrechen
button-again = Nochmal spielen
button-choose = Wähle deinen Zug
button-go_to_table = Zum Tisch

## Modal

stake-title = Wähle deinen Einsatz
stake-label = Start-Chips (1 bis 99)
stake-invalid = Ein Einsatz ist eine ganze Zahl von 1 bis 99.

## Events any game shows

event-joined = { $name } ist dabei.
event-left = { $name } ist gegangen.
event-stake_changed = { $name } hat den Einsatz auf { $stake ->
        [one] { $stake } Chip
       *[other] { $stake } Chips
    } geändert.
event-computer_joined = { $name } (Computer) ist dabei.
event-cancelled = { $name } hat den Tisch abgebrochen.
event-forfeit = { $name } ist ausgestiegen.
event-timeout = { $name } hat nicht rechtzeitig gehandelt: Der Bot spielt für ihn.

## Refusals (ephemeral)

table-unknown = Ich kenne diesen Tisch nicht mehr. Eröffne einen neuen mit einem /… start-Befehl.
table-over = Dieses Spiel ist vorbei.
table-not_started = Das Spiel hat noch nicht begonnen.
table-not_seated = Du spielst an diesem Tisch nicht mit.
table-forfeited = Du hast dieses Spiel verlassen.
table-other_channel = Dieser Knopf gehört zu einem Tisch in einem anderen Kanal.
table-unreadable = Das gespeicherte Spiel dieses Tisches ist nicht lesbar; der Gastgeber kann es mit /game cancel beenden.
table-moved = Der Tisch ist umgezogen ↓
table-moved_away = Dieser Tisch ist weiter nach unten im Kanal umgezogen: Weiter geht's in der neuen Nachricht.
channel-no_table = In diesem Kanal läuft gerade kein Spiel.
channel-no_game = In diesem Kanal wurde noch kein Spiel gespielt.
channel-busy = In diesem Kanal gibt es schon einen Tisch.
channel-guild_only = Gespielt wird in Server-Kanälen.
option-invalid = Diese Option ist nicht erlaubt: { $option } = { $value }.
lobby-already_started = Das Spiel hat schon begonnen.
lobby-host_only = Das kann nur der Gastgeber (oder wer Kanäle verwalten darf).
lobby-already_seated = Du sitzt schon am Tisch.
lobby-full = Der Tisch ist voll ({ $seats ->
        [one] { $seats } Platz
       *[other] { $seats } Plätze
    }).
lobby-not_seated = Du sitzt nicht an diesem Tisch.
lobby-too_few = Zum Starten { $needed ->
        [one] wird mindestens { $needed } Spieler
       *[other] werden mindestens { $needed } Spieler
    } gebraucht.
turn-not_yours = Du bist nicht dran: <@{ $player }> ist am Zug.
turn-stale = Dieser Knopf wurde schon benutzt: Der Tisch ist weiter.
again-not_finished = Dieses Spiel läuft noch.
again-exists = Hier ist schon ein neuer Tisch offen.
rules-not_your_turn = Du bist nicht dran.
rules-not_legal = Dieser Zug ist jetzt nicht erlaubt.
rules-game_over = Dieses Spiel ist vorbei.
rules-not_playing = Du spielst in diesem Spiel nicht mit.
error-unexpected = Bei mir ist etwas schiefgelaufen; nichts wurde geändert. Bitte versuch es nochmal.
error-store_unavailable = Die Spieldatenbank antwortet gerade nicht; nichts wurde geändert. Versuch es gleich nochmal.
bot-restarting = Pips startet neu; versuch es in ein paar Sekunden nochmal.

## /game

verify-running = Tisch { $table } ({ $game }): Vor dem ersten Wurf zeigte Pips `{ $fingerprint }`, den Fingerabdruck eines geheimen Seeds, der jeden Würfel bestimmt. Der Seed bleibt geheim, solange das Spiel läuft. Danach gibt /game verify den Seed aus: Jeder kann dann prüfen, dass er zum Fingerabdruck passt und jeden Wurf ergab.
    Voller Fingerabdruck (SHA-256 des Seeds): `{ $commitment }`
verify-revealed = Tisch { $table } ({ $game }): Vor dem ersten Wurf zeigte Pips `{ $fingerprint }`, den Fingerabdruck eines geheimen Seeds. Das Spiel ist vorbei, hier ist der Seed: Jeder kann jeden Wurf prüfen.
    Seed: `{ $seed }`
    Voller Fingerabdruck: `{ $commitment }`
    { $recipe }
verify-recipe = So prüfst du: Der SHA-256 des Seeds ist der Fingerabdruck (der Seed stand also vor dem ersten Wurf fest); die Würfel sind die Bytes von HMAC-SHA256(Seed, Blocknummer als 8 Bytes Big-Endian) für die Blöcke 0, 1, 2…, der Reihe nach, Bytes ≥ 252 übersprungen, jedes ergibt die Augenzahl Byte mod 6 + 1.
game-left = Du hast das Spiel verlassen.
game-cancelled = Der Tisch wurde abgebrochen.
