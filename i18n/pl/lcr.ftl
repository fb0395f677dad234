### Polish: LCR.

lcr-action-roll = Rzuć
lcr-option-dice-by--chips = kości według żetonów
lcr-option-dice-always--three = zawsze trzy kości
lcr-option-dot_to_win = kropki do wygranej
lcr-option-stakes = wybór stawek
lcr-seat = { " " }— { $chips ->
        [one] { $chips } żeton
        [few] { $chips } żetony
        [many] { $chips } żetonów
       *[other] { $chips } żetonu
    }
lcr-pot = Pula: { $pot ->
        [one] { $pot } żeton
        [few] { $pot } żetony
        [many] { $pot } żetonów
       *[other] { $pot } żetonu
    } · w grze { $dealt ->
        [one] { $dealt } żeton
        [few] { $dealt } żetony
        [many] { $dealt } żetonów
       *[other] { $dealt } żetonu
    }
lcr-hand = { " " }· rozdanie { $hand } (podwójna pula)
lcr-last_holder = { $name } ma wszystkie pozostałe żetony: wygrywa tylko rzut samych kropek; L lub R gra dalej.
lcr-event-deal = Każdy dostaje swoje żetony.
lcr-event-roll = { $name } rzuca { $faces }: { $moves }.
lcr-event-roll-nothing = nic się nie rusza
lcr-event-roll-idle = { $faces } nic nie dało: brak żetonów
lcr-event-roll-no_win = nie same kropki: gra toczy się dalej
lcr-event-move-seat = { $count } dla { $target }
lcr-event-move-pot = { $count } do puli
lcr-event-win = 🏆 { $name } wygrywa { $chips ->
        [one] { $chips } żeton
        [few] { $chips } żetony
        [many] { $chips } żetonów
       *[other] { $chips } żetonu
    }!
lcr-event-double_pot = Nikt nie ma żetonów: pula ({ $pot ->
        [one] { $pot } żeton
        [few] { $pot } żetony
        [many] { $pot } żetonów
       *[other] { $pot } żetonu
    }) przechodzi dalej, każdy dostaje nowe żetony (rozdanie { $hand }).
lcr-event-double_pot-next = Nikt nie ma żetonów: pula ({ $pot ->
        [one] { $pot } żeton
        [few] { $pot } żetony
        [many] { $pot } żetonów
       *[other] { $pot } żetonu
    }) przechodzi dalej, każdy dostaje nowe żetony (rozdanie { $hand }); pierwszy rzuca { $next }.
lcr-event-chips_to_pot = { $name } wkłada do puli { $chips ->
        [one] { $chips } żeton
        [few] { $chips } żetony
        [many] { $chips } żetonów
       *[other] { $chips } żetonu
    }.
lcr-rules = **LCR (Lewo Środek Prawo)** — od 3 do 20 graczy, każdy zaczyna z 3 żetonami.
    W swojej turze rzucasz jedną kością na każdy posiadany żeton, najwyżej trzema (opcja *zawsze trzy kości*: trzy kości, gdy masz choć jeden żeton; rozliczane od lewej, gdy żetony się skończą, reszta nic nie robi). Bez żetonów jesteś pomijany, ale zostajesz w grze.
    Oczka 1–3 to kropki (nic), 4 = **L**: jeden żeton dla gracza po lewej (następne miejsce), 5 = **C**: jeden żeton do puli, 6 = **R**: jeden żeton dla gracza po prawej (poprzednie miejsce).
    Gdy żetony ma już tylko jeden gracz, wygrywa swoje żetony i pulę.
    Opcja *kropki do wygranej*: ostatni posiadacz musi wtedy wyrzucić same kropki, by wygrać; każde L lub R kontynuuje grę; jeśli jego ostatni żeton trafi do puli, każdy dostaje nowe żetony, a pula przechodzi dalej (podwójna pula); pierwszy rzuca gracz na lewo od tego, którego rzut opróżnił stół.
    Opcja *wybór stawek*: każdy gracz przy dołączaniu wybiera liczbę żetonów od 1 do 99 (gospodarz zaczyna z 3 i może kliknąć Dołącz, by ją zmienić).
    Gracz, który odchodzi, wkłada swoje żetony do puli. Miejsce 1 (gospodarz) rzuca pierwsze. Jeśli nie rzucisz w limicie czasu tury (od 15 s do 1 h, domyślnie 60 s), bot rzuca za ciebie.
    Każda kość pochodzi z tajnego ziarna, którego odcisk (zobowiązanie SHA-256) jest widoczny od startu; ziarno jest ujawniane na końcu, by każdy mógł sprawdzić każdy rzut (`/game verify`).
game-lcr = LCR (Lewo Środek Prawo)
cmd-lcr = Gra w kości LCR (Lewo Środek Prawo)
cmd-lcr-start = Otwórz stół LCR na tym kanale
cmd-lcr-dice = Ile kości rzucasz: jedna na żeton, najwyżej trzy (domyślnie), albo zawsze trzy
cmd-lcr-dot_to_win = Ostatni gracz z żetonami musi wyrzucić same kropki, by wygrać
cmd-lcr-stakes = Każdy gracz przy dołączaniu wybiera liczbę żetonów na start (1-99)
cmd-lcr-dice-name = kości
cmd-lcr-dice-by_chips = według żetonów
cmd-lcr-dice-always_three = zawsze trzy
cmd-lcr-dot_to_win-name = kropki-do-wygranej
cmd-lcr-stakes-name = stawki
stats-lcr = Żetony zabrane do domu: { $chips ->
        [one] { $chips } żeton
        [few] { $chips } żetony
        [many] { $chips } żetonów
       *[other] { $chips } żetonu
    }
cmd-lcr-odds = Szansa wygranej każdego miejsca przy stole LCR i długość gry
odds-header-lcr = Szansa wygranej, według miejsca od pierwszego rzucającego:
odds-method-exact-lcr = Dokładnie: pochłaniający łańcuch Markowa po rozkładach żetonów.
odds-lcr-exact_up_to = Dokładne odpowiedzi dla { $players } graczy sięgają do { $chips ->
        [one] { $chips } żetonu
        [few] { $chips } żetonów
        [many] { $chips } żetonów
       *[other] { $chips } żetonów
    } na osobę; kropki do wygranej są zawsze symulowane.
odds-lcr-never_exact = Przy { $players } graczach dokładny łańcuch trwałby za długo; kropki do wygranej są zawsze symulowane.
lcr-option-live_chances = szanse na żywo
