### Croatian: /<game> odds, each seat's chances at a table before it starts.

cmd-odds-players = Koliko igrača sjedi za stolom
cmd-odds-players-name = igrači
cmd-odds-chips = Žetoni svakog igrača na početku (zadano 3)
cmd-odds-chips-name = žetoni
cmd-odds-post = Objavi odgovor u kanalu za sve (zadano: vidite ga samo vi)
cmd-odds-post-name = objavi
odds-title = { $game }: šanse · { $players ->
        [one] { $players } igrač
        [few] { $players } igrača
       *[other] { $players } igrača
    }
odds-options = Opcije: { $options }
odds-options-none = bez opcija
odds-chips = { $chips ->
        [one] { $chips } žeton
        [few] { $chips } žetona
       *[other] { $chips } žetona
    } po igraču
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Izjednačeni vodeći dijele pobjedu: igra završava izjednačenjem za prvo mjesto u { $percent } % slučajeva, a svaki izjednačeni vodeći računa se kao pobjednik, pa šanse zajedno daju više od 100 %.
odds-length-rolls = Očekivano trajanje (bacanja): { $value }
odds-length-throws = Očekivano trajanje (bacanja): { $value }
odds-length-rounds = Očekivano trajanje (runde): { $value }
odds-score-points = Očekivani rezultat po igraču (bodovi): { $value }
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulacija { $games ->
        [one] { $games } igre
        [few] { $games } igre
       *[other] { $games } igara
    }, ±{ $margin } post. bodova (3 standardne pogreške).
