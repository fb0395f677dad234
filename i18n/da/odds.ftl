### Danish: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = Hvor mange spillere der sidder ved bordet
cmd-odds-players-name = spillere
cmd-odds-chips = Jetoner, hver spiller starter med (standard 3)
cmd-odds-chips-name = jetoner
cmd-odds-post = Send svaret i kanalen til alle (standard: kun du ser det)
cmd-odds-post-name = send

## The answer

odds-title = { $game }-odds · { $players ->
        [one] { $players } spiller
       *[other] { $players } spillere
    }
odds-options = Valgmuligheder: { $options }
odds-options-none = ingen valgmuligheder
odds-chips = { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetoner
    } hver
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Lige førende deler sejren: et spil ender uafgjort om førstepladsen { $percent } % af gangene, og hver lige førende tæller som vinder, så chancerne giver mere end 100 % tilsammen.
odds-length-rolls = Forventet længde: { $value } slag
odds-length-throws = Forventet længde: { $value } kast
odds-length-rounds = Forventet længde: { $value } runder
odds-score-points = Forventet score pr. spiller: { $value } point
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulering af { $games ->
        [one] { $games } spil
       *[other] { $games } spil
    }, ±{ $margin } point (3 standardfejl).
