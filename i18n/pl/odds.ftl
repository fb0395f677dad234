### Polish: /<game> odds, each seat's chances at a table before it starts.

cmd-odds-players = Ilu graczy siedzi przy stole
cmd-odds-players-name = gracze
cmd-odds-chips = Żetony każdego gracza na start (domyślnie 3)
cmd-odds-chips-name = żetony
cmd-odds-post = Opublikuj odpowiedź na kanale dla wszystkich (domyślnie widzisz ją tylko ty)
cmd-odds-post-name = opublikuj
odds-title = { $game }: szanse · { $players ->
        [one] { $players } gracz
        [few] { $players } gracze
        [many] { $players } graczy
       *[other] { $players } gracza
    }
odds-options = Opcje: { $options }
odds-options-none = bez opcji
odds-chips = { $chips ->
        [one] { $chips } żeton
        [few] { $chips } żetony
        [many] { $chips } żetonów
       *[other] { $chips } żetonu
    } na osobę
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = Remisujący liderzy dzielą zwycięstwo: gra kończy się remisem o pierwsze miejsce w { $percent }% przypadków, a każdy remisujący lider liczy się jako zwycięzca, więc szanse sumują się do ponad 100%.
odds-length-rolls = Oczekiwana długość (rzuty): { $value }
odds-length-throws = Oczekiwana długość (rzuty): { $value }
odds-length-rounds = Oczekiwana długość (rundy): { $value }
odds-score-points = Oczekiwany wynik gracza (punkty): { $value }
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Symulacja { $games ->
        [one] { $games } gry
        [few] { $games } gier
        [many] { $games } gier
       *[other] { $games } gier
    }, ±{ $margin } pkt proc. (3 błędy standardowe).
