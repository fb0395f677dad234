### Polish: Bad Leftovers.

cmd-leftovers = Gra w kości Bad Leftovers (Złe Resztki): bierz pary, punkty są złe
cmd-leftovers-start = Otwórz stół Bad Leftovers na tym kanale
leftovers-option-fixed_pile = stała kupka kości (liczona dla graczy na starcie)
leftovers-action-claim-pair = Deklaruj { $claim }: weź { $dice }
leftovers-action-claim-doubles = Deklaruj { $claim }: weź { $dice } (twój dublet)
leftovers-action-take-pair = Weź { $dice }
leftovers-action-take-doubles = Weź { $dice } (twój dublet)
leftovers-button-claim = Deklaruj { $claim } · { $pairs ->
        [one] { $pairs } para
        [few] { $pairs } pary
        [many] { $pairs } par
       *[other] { $pairs } pary
    }
leftovers-button-back = ◀ Nie { $claim }: inne deklaracje
leftovers-seat = { " " }— { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }
leftovers-seat-claim = { " " }— deklaracja { $claim } · { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }
leftovers-seat-no_claim = { " " }— jeszcze bez deklaracji · { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }
leftovers-seat-out = { " " }— odpada · { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }
leftovers-round = Runda { $round } · od { $out ->
        [one] { $out } punktu
        [few] { $out } punktów
        [many] { $out } punktów
       *[other] { $out } punktów
    } się odpada
leftovers-center = Środek: { $dice } ({ $count ->
        [one] { $count } kość
        [few] { $count } kości
        [many] { $count } kości
       *[other] { $count } kości
    }, { $pips ->
        [one] { $pips } oczko
        [few] { $pips } oczka
        [many] { $pips } oczek
       *[other] { $pips } oczka
    })
leftovers-event-seat_throw = Rzut o miejsca: { $throws }.
leftovers-event-seats = Stałe numery, w lewo: { $order }.
leftovers-event-round = Runda { $round }: rzucono { $count ->
        [one] { $count } kość
        [few] { $count } kości
        [many] { $count } kości
       *[other] { $count } kości
    }; zaczyna { $name }.
leftovers-event-round-after_stuck = Runda { $round }: rzucono { $count ->
        [one] { $count } kość
        [few] { $count } kości
        [many] { $count } kości
       *[other] { $count } kości
    }; zaczyna { $name }, który utknął.
leftovers-event-round-after_out = Runda { $round }: rzucono { $count ->
        [one] { $count } kość
        [few] { $count } kości
        [many] { $count } kości
       *[other] { $count } kości
    }; zaczyna { $name }, następny w grze na lewo od { $stuck }.
leftovers-event-claim = { $name } deklaruje { $claim } w tej rundzie.
leftovers-event-take = { $name } bierze { $dice } (zostaje { $left ->
        [one] { $left } kość
        [few] { $left } kości
        [many] { $left } kości
       *[other] { $left } kości
    }).
leftovers-event-doubles = { $name } bierze swój dublet { $dice } (zostaje { $left ->
        [one] { $left } kość
        [few] { $left } kości
        [many] { $left } kości
       *[other] { $left } kości
    }).
leftovers-event-stuck = { $name } nie może wziąć dwóch kości: resztki { $dice } dodają { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
        [many] { $points } punktów
       *[other] { $points } punktu
    } do wyniku (teraz { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }).
leftovers-event-stuck-empty = { $name } nie może wziąć dwóch kości, ale środek jest pusty: bez punktów.
leftovers-event-out = { $name } ma { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    } ({ $out } lub więcej) i odpada.
leftovers-event-win = 🏆 { $name } zostaje w grze do końca i wygrywa, mając { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }!
leftovers-rules = **Bad Leftovers (Złe Resztki)** — od 2 do 12 graczy. Punkty są złe.
    { "*" }*Miejsca.** Na starcie każdy rzuca kością: najwyższy wynik to numer 1 (remisujący rzucają ponownie), a numery rosną w lewo wokół stołu (w kolejności dołączania). To twój **stały numer**; numer 1 zaczyna pierwszą rundę.
    { "*" }*Runda.** Rzuca się wszystkimi kośćmi środka: 20 dla dwóch graczy plus 3 na każdego kolejnego gracza w grze, liczone od nowa w każdej rundzie (opcja *stała kupka kości*: liczona raz, dla graczy na starcie, i zachowuje rozmiar, gdy gracze odpadają). Idąc w lewo od pierwszego gracza rundy, w swojej turze musisz wziąć dwie kości: dwie dające w sumie twoją **deklarację** na rundę albo dwie pokazujące twój stały numer (tylko numery 1 do 6 — kość nie ma wyższych oczek). Deklarację, dowolną liczbę od 7 do 12, ogłaszasz przy pierwszym braniu w rundzie (inni mogą zadeklarować to samo); obowiązuje do końca rundy. W pierwszej turze wybierasz deklarację, potem dwie kości: każdy przycisk Deklaruj mówi, ile par jest teraz dla niej na środku (z twoim dubletem, żadna kość liczona dwa razy); niemożliwe są wyszarzone.
    { "*" }*Utknięcie.** Pierwszy gracz, który nie może wziąć dwóch kości, utyka: oczka widoczne jeszcze na środku dodaje się do jego wyniku i runda się kończy (przy pustym środku to 0 punktów). Gracz, który utknął, zaczyna następną rundę; jeśli odpadł, zaczyna następny gracz w grze na lewo od niego.
    { "*" }*Odpadanie.** Przy 21 punktach lub więcej odpadasz. Wygrywa ostatni gracz w grze.
    Gracz, który odchodzi, od razu odpada; jego wynik zostaje w tabeli, a runda toczy się bez niego. Jeśli nie wykonasz ruchu w limicie czasu tury (od 15 s do 1 h, domyślnie 60 s), bot gra za ciebie jak gracze komputerowi: wybiera ruch zostawiający ci najwięcej brań dla deklaracji i dubletu, a potem ten, który zostawia następnemu graczowi najmniej.
    `/leaderboard` pokazuje bieżące wyniki gry na tym kanale i ranking serwera. Po końcu gry każdy może sprawdzić każdy rzut: `/game verify`.
game-leftovers = Bad Leftovers (Złe Resztki)
cmd-leftovers-fixed_pile = Licz kości środka raz, dla graczy na starcie: kupka zachowuje rozmiar
cmd-leftovers-fixed_pile-name = stała-kupka
stats-leftovers = { $whole },{ $tenths } punktu na rundę (mniej znaczy lepiej)
cmd-leftovers-odds = Szansa wygranej każdego miejsca przy stole Bad Leftovers i długość gry
odds-header-leftovers = Szansa wygranej, według numeru miejsca (miejsce 1 gra pierwsze):
leftovers-option-live_chances = szanse na żywo
