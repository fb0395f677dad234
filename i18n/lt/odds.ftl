### Lithuanian: /<game> odds, each seat's chances at a table before it starts.

cmd-odds-players = Kiek žaidėjų sėdi prie stalo
cmd-odds-players-name = žaidėjai
cmd-odds-chips = Kiekvieno žaidėjo pradiniai žetonai (numatyta 3)
cmd-odds-chips-name = žetonai
cmd-odds-post = Paskelbti atsakymą kanale visiems (numatyta: matote tik jūs)
cmd-odds-post-name = paskelbti
odds-title = { $game }: tikimybės · { $players ->
        [one] { $players } žaidėjas
        [few] { $players } žaidėjai
        [many] { $players } žaidėjo
       *[other] { $players } žaidėjų
    }
odds-options = Parinktys: { $options }
odds-options-none = be parinkčių
odds-chips = kiekvienam po { $chips ->
        [one] { $chips } žetoną
        [few] { $chips } žetonus
        [many] { $chips } žetono
       *[other] { $chips } žetonų
    }
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Lygūs lyderiai dalijasi pergale: žaidimas baigiasi lygiomis dėl pirmos vietos { $percent } % atvejų, ir kiekvienas lygus lyderis laikomas laimėjusiu, todėl tikimybių suma viršija 100 %.
odds-length-rolls = Tikėtina trukmė (metimai): { $value }
odds-length-throws = Tikėtina trukmė (metimai): { $value }
odds-length-rounds = Tikėtina trukmė (raundai): { $value }
odds-score-points = Tikėtinas žaidėjo rezultatas (taškai): { $value }
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Modeliavimas: { $games ->
        [one] { $games } žaidimas
        [few] { $games } žaidimai
        [many] { $games } žaidimo
       *[other] { $games } žaidimų
    }, ±{ $margin } proc. p. (3 standartinės paklaidos).
