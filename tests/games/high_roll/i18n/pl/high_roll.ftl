### Polski: high roll, gra tylko do testów.

high_roll-action-roll = Rzuć
high_roll-seat = { " " }— suma { $total }
high_roll-round = Runda { $round } z { $rounds }
high_roll-event-roll = { $name } rzuca { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] wygrywa
        [few] dzielą się zwycięstwem
        [many] dzielą się zwycięstwem
       *[other] dzielą się zwycięstwem
    }, suma { $total }!
high_roll-rules = **Najwyższy rzut (High roll)** — od 2 do 6 graczy.
    Każdy po kolei rzuca jedną kością, trzy razy dookoła stołu; wygrywa najwyższa suma, a remis dzieli zwycięstwo.
    Miejsce 1 (gospodarz) rzuca pierwsze. Jeśli nie rzucisz w limicie czasu tury, bot rzuca za ciebie.
game-high_roll = Najwyższy rzut
cmd-high_roll = Gra w kości: najwyższy rzut
cmd-high_roll-start = Otwórz stół gry Najwyższy rzut na tym kanale
stats-high_roll = Najlepsza suma: { $total }
