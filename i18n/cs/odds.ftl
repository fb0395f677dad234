### Czech: /<game> odds, each seat's chances at a table before it starts.

cmd-odds-players = Kolik hráčů sedí u stolu
cmd-odds-players-name = hráči
cmd-odds-chips = Žetony každého hráče na začátku (výchozí 3)
cmd-odds-chips-name = žetony
cmd-odds-post = Zveřejnit odpověď v kanálu pro všechny (výchozí: vidíte ji jen vy)
cmd-odds-post-name = zveřejnit
odds-title = { $game }: šance · { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
        [many] { $players } hráče
       *[other] { $players } hráčů
    }
odds-options = Volby: { $options }
odds-options-none = bez voleb
odds-chips = { $chips ->
        [one] { $chips } žeton
        [few] { $chips } žetony
        [many] { $chips } žetonu
       *[other] { $chips } žetonů
    } na hráče
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Shodní vedoucí sdílejí vítězství: hra končí shodou o první místo v { $percent } % případů a každý shodný vedoucí se počítá jako vítěz, takže šance dávají dohromady víc než 100 %.
odds-length-rolls = Očekávaná délka (hody): { $value }
odds-length-throws = Očekávaná délka (hody): { $value }
odds-length-rounds = Očekávaná délka (kola): { $value }
odds-score-points = Očekávané skóre hráče (body): { $value }
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulace { $games ->
        [one] { $games } hry
        [few] { $games } her
       *[other] { $games } her
    }, ±{ $margin } p. b. (3 směrodatné chyby).
