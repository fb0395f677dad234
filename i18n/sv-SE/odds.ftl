### Swedish: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = Hur många spelare som sitter vid bordet
cmd-odds-players-name = spelare
cmd-odds-chips = Marker som varje spelare börjar med (standard 3)
cmd-odds-chips-name = marker
cmd-odds-post = Skicka svaret i kanalen till alla (standard: bara du ser det)
cmd-odds-post-name = skicka

## The answer

odds-title = { $game }-odds · { $players ->
        [one] { $players } spelare
       *[other] { $players } spelare
    }
odds-options = Alternativ: { $options }
odds-options-none = inga alternativ
odds-chips = { $chips ->
        [one] { $chips } marker
       *[other] { $chips } marker
    } var
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Lika ledare delar segern: ett spel slutar lika om förstaplatsen i { $percent } % av fallen, och varje lika ledare räknas som vinnare, så chanserna blir tillsammans mer än 100 %.
odds-length-rolls = Förväntad längd: { $value } slag
odds-length-throws = Förväntad längd: { $value } kast
odds-length-rounds = Förväntad längd: { $value } rundor
odds-score-points = Förväntat resultat per spelare: { $value } poäng
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulering av { $games ->
        [one] { $games } spel
       *[other] { $games } spel
    }, ±{ $margin } procentenheter (3 standardfel).
