### German: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = Wie viele Spieler am Tisch sitzen
cmd-odds-players-name = spieler
cmd-odds-chips = Chips, mit denen jeder Spieler beginnt (Standard 3)
cmd-odds-chips-name = chips
cmd-odds-post = Die Antwort für alle im Kanal posten (Standard: nur du siehst sie)
cmd-odds-post-name = posten

## The answer

odds-title = { $game }-Chancen · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
odds-options = Optionen: { $options }
odds-options-none = keine Optionen
odds-chips = je { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Punktgleiche Führende teilen sich den Sieg: { $percent } % der Spiele enden mit geteiltem ersten Platz, und jeder dieser Führenden zählt als Sieger, daher ergeben die Chancen zusammen mehr als 100 %.
odds-length-rolls = Erwartete Dauer: { $value } Würfe
odds-length-throws = Erwartete Dauer: { $value } Würfe
odds-length-rounds = Erwartete Dauer: { $value } Runden
odds-score-points = Erwarteter Punktstand pro Spieler: { $value } Punkte
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulation von { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spielen
    }, ±{ $margin } Punkte (3 Standardfehler).
