### Polish: Chicago.

chicago-action-roll = Rzuć
chicago-action-reroll = Przerzuć { $face } { $value }
chicago-action-reroll-pictured = Przerzuć { $value }
chicago-action-keep = Zostaw
chicago-option-double_roll = podwójny rzut
chicago-option-three_dice = trzy kości
chicago-seat = { " " }— { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Runda { $round } z 11 — cel { $target }**
chicago-winner = 🏆 { $name } wygrywa, mając { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }!
chicago-joint_victory = 🤝 Wspólne zwycięstwo: { $names }, po { $points ->
        [one] { $points } punkcie
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    }!
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, nie { $target }{ $then }
chicago-verdict-pair_miss = { " " }— żadne dwie nie dają { $target }{ $then }
chicago-verdict-kept = : 0 punktów
chicago-verdict-kept_forced = { " " }— żaden przerzut nie da { $target }: 0 punktów
chicago-then-zero = : 0 punktów
chicago-event-first_player = Losowanie: { $name } zaczyna.
chicago-event-round = Runda { $round }: cel **{ $target }**.
chicago-event-roll = { $name } rzuca { $faces }{ $verdict }.
chicago-event-reroll = { $name } przerzuca { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } zostawia { $faces }{ $verdict }.
chicago-event-timeout = Czas minął ({ $name }): bot wybiera najlepszy ruch.
chicago-event-game_over = 🏁 Gra skończona.
chicago-rules = **Chicago (Rotation)** — od 2 do 20 graczy, 11 rund.
    Pierwszy gracz jest losowany; każda runda idzie od niego zgodnie z ruchem wskazówek zegara. W rundzie r celem jest r + 1 (runda 1: 2, … runda 11: 12).
    W swojej turze kliknij **Rzuć**: dwie kości, raz. Jeśli suma równa się celowi, zdobywasz tyle punktów, ile wynosi cel, inaczej 0. Po 11 rundach wygrywa najwyższa suma; remisujący liderzy dzielą wspólne zwycięstwo.
    Opcja *podwójny rzut*: gdy rzut nic nie daje, wybierasz — przerzuć dokładnie jedną kość (jeden przycisk na kość, z jej oczkami) i licz nowy rzut, albo **Zostaw** (0 punktów). Gdy żaden przerzut nie może dać punktów, Pips od razu zostawia rzut i mówi dlaczego.
    Opcja *trzy kości*: rzucasz trzema kośćmi i zdobywasz cel, jeśli dowolne dwie dają go w sumie; bot wybiera parę (pierwszą działającą z kości 1+2, 1+3, 2+3 — każda para liczy się tak samo) i ją pokazuje. Razem z podwójnym rzutem po pudle możesz przerzucić jedną z trzech kości.
    Gracz, który odchodzi, nic już nie zdobywa: jego punkty zostają w tabeli, ale nie może wygrać. Odejście w trakcie tury (pudło czekające na przerzut lub zostawienie) zostawia tę rundę pustą. Jeśli zostaje tylko jeden gracz, gra kończy się od razu i on wygrywa.
    Jeśli nie zagrasz w limicie czasu tury (od 15 s do 1 h, domyślnie 60 s), bot gra za ciebie jak gracze komputerowi: rzuca, a po pudle przerzuca kość dającą największe szanse (przy remisie pierwszą taką).
    Każda kość pochodzi z tajnego ziarna, którego zobowiązanie SHA-256 jest widoczne od startu; ziarno jest ujawniane na końcu, by każdy mógł sprawdzić każdy rzut (`/game verify`).
game-chicago = Chicago
cmd-chicago = Gra w kości Chicago (Rotation)
cmd-chicago-start = Otwórz stół Chicago na tym kanale
cmd-chicago-double_roll = Po rzucie bez punktów przerzuć jedną kość albo zostaw
cmd-chicago-three_dice = Rzucaj trzema kośćmi; punktują dowolne dwie dające cel
cmd-chicago-double_roll-name = podwójny-rzut
cmd-chicago-three_dice-name = trzy-kości
stats-chicago = Najlepszy wynik: { $score }
cmd-chicago-odds = Szansa wygranej każdego miejsca przy stole Chicago i oczekiwany wynik gracza
odds-header-chicago = Szansa wygranej, według miejsca od pierwszego gracza (każde miejsce tak samo: tabele są niezależne):
odds-method-exact-chicago = Dokładnie: wszystkie rzuty przeliczone, z najlepszym przerzutem.
chicago-option-live_chances = szanse na żywo
