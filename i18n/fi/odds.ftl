### Finnish: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = Montako pelaajaa pöydässä istuu
cmd-odds-players-name = pelaajat
cmd-odds-chips = Merkit, joilla kukin pelaaja aloittaa (oletus 3)
cmd-odds-chips-name = merkit
cmd-odds-post = Julkaise vastaus kanavalla kaikille (oletus: vain sinä näet sen)
cmd-odds-post-name = julkaise

## The answer

odds-title = { $game }: todennäköisyydet · { $players ->
        [one] { $players } pelaaja
       *[other] { $players } pelaajaa
    }
odds-options = Asetukset: { $options }
odds-options-none = ei asetuksia
odds-chips = { $chips ->
        [one] { $chips } merkki
       *[other] { $chips } merkkiä
    } kullakin
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Tasan olevat johtajat jakavat voiton: { $percent } % peleistä päättyy tasapeliin ensimmäisestä sijasta, ja jokainen tasan oleva johtaja lasketaan voittajaksi, joten todennäköisyydet ovat yhteensä yli 100 %.
odds-length-rolls = Odotettu kesto: { $value } heittoa
odds-length-throws = Odotettu kesto: { $value } heittoa
odds-length-rounds = Odotettu kesto: { $value } kierrosta
odds-score-points = Odotettu tulos pelaajaa kohden: { $value } pistettä
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulaatio, { $games ->
        [one] { $games } peli
       *[other] { $games } peliä
    }, ±{ $margin } prosenttiyksikköä (3 keskivirhettä).
