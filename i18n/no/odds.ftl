### Norwegian (Bokmål): /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = Hvor mange spillere som sitter ved bordet
cmd-odds-players-name = spillere
cmd-odds-chips = Sjetonger hver spiller starter med (standard 3)
cmd-odds-chips-name = sjetonger
cmd-odds-post = Legg ut svaret i kanalen for alle (standard: bare du ser det)
cmd-odds-post-name = legg-ut

## The answer

odds-title = { $game }-odds · { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }
odds-options = Valg: { $options }
odds-options-none = ingen valg
odds-chips = { $chips ->
        [one] { $chips } sjetong
       *[other] { $chips } sjetonger
    } hver
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Like ledere deler seieren: et spill ender likt om førsteplassen { $percent } % av gangene, og hver like leder teller som vinner, så sjansene blir til sammen mer enn 100 %.
odds-length-rolls = Forventet lengde: { $value } slag
odds-length-throws = Forventet lengde: { $value } kast
odds-length-rounds = Forventet lengde: { $value } runder
odds-score-points = Forventet poengsum per spiller: { $value } poeng
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulering av { $games ->
        [one] { $games } spill
       *[other] { $games } spill
    }, ±{ $margin } prosentpoeng (3 standardfeil).
