### Dutch: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = Hoeveel spelers aan tafel zitten
cmd-odds-players-name = spelers
cmd-odds-chips = Fiches waarmee elke speler begint (standaard 3)
cmd-odds-chips-name = fiches
cmd-odds-post = Plaats het antwoord voor iedereen in het kanaal (standaard: alleen jij ziet het)
cmd-odds-post-name = plaatsen

## The answer

odds-title = { $game }-kansen · { $players ->
        [one] { $players } speler
       *[other] { $players } spelers
    }
odds-options = Opties: { $options }
odds-options-none = geen opties
odds-chips = { $chips ->
        [one] { $chips } fiche
       *[other] { $chips } fiches
    } per speler
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = Gelijke koplopers delen de winst: een spel eindigt in { $percent }% van de gevallen gelijk voor de eerste plaats, en elke gelijke koploper telt als winnaar, dus de kansen tellen op tot meer dan 100%.
odds-length-rolls = Verwachte duur: { $value } worpen
odds-length-throws = Verwachte duur: { $value } worpen
odds-length-rounds = Verwachte duur: { $value } rondes
odds-score-points = Verwachte score per speler: { $value } punten
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulatie van { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }, ±{ $margin } punten (3 standaardfouten).
