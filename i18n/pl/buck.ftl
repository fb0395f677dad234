### Polish: Buck Dice.

buck-action-throw = Rzuć
buck-button-again = Rewanż
buck-option-fewer_dice = mniej kości (dwie przy 13, jedna przy 14)
buck-option-point_per_throw = jeden punkt za rzut
buck-seat = { " " }— { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    } · rzuca dwiema kośćmi
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    } · rzuca jedną kością
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 przegrany, { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }
buck-point = 🎯 Liczba punktowa: **{ $point }** { $face }
buck-shooter-opening = Pierwszy rzuca: { $shooter } (najwyższy wynik w rzucie o kolejność)
buck-shooter-rotated = Gra { $game }: { $shooter } rzuca pierwszy, miejsce w lewo od poprzedniego
buck-loser = 💀 **Przegrany: { $name }**
buck-event-order_throw-order = 🎲 Rzut o kolejność: { $throws }.
buck-event-order_throw-order-again = 🎲 Wszyscy remisują, wszyscy rzucają ponownie: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Remis o najwyższy, rzut ponowny: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Remis o najniższy, rzut ponowny: { $throws }.
buck-throws-extremes = najwyżej { $high } { $top }, najniżej { $low } { $bottom }
buck-throws-highest = najwyżej { $high } { $top }
buck-throws-lowest = najniżej { $low } { $bottom }
buck-throws-all_tied = wszyscy wyrzucili { $face }
buck-throws-more = { $names } i { $others ->
        [one] { $others } inny
        [few] { $others } innych
        [many] { $others } innych
       *[other] { $others } innych
    }
buck-event-first_shooter-opening = { $name } ma najwyższy rzut i zaczyna.
buck-event-first_shooter-rotated = Gra { $game }: { $name } zaczyna (start przesunięty o miejsce w lewo).
buck-event-point_throw = 🎯 { $name } wyrzuca liczbę punktową: **{ $point }** { $face }.
buck-event-throw-normal = { $name } rzuca { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } rzuca { $faces }: brak liczby punktowej{ $then }
buck-event-throw-big_buck = { $name } rzuca { $faces }: **WIELKI BUCK!** Od razu 15{ $then }
buck-event-throw-little_buck = { $name } rzuca { $faces }: **mały buck**, +5 → { $score }; koniec tury{ $then }
buck-event-throw-overshoot = { $name } rzuca { $faces }: **przestrzał** ({ $would_be } > 15): nic się nie liczy{ $then }
buck-then-again = { " " }— rzuca ponownie.
buck-then-pass = { " " }— kości przechodzą dalej.
buck-then-end = .
buck-note-dice-2 = { " " }Przy 13: odtąd dwie kości.
buck-note-dice-1 = { " " }Przy 14: odtąd jedna kość.
buck-event-made_buck = ✅ { $name } ma dokładnie 15: buck (#{ $place }). Wycofuje się bez ryzyka przegranej.
buck-event-left_rotation = { $name } opuszcza kolejkę; rzuca { $next }.
buck-event-loser-throw = 💀 Zostaje tylko { $name }: **przegrany**, { $score ->
        [one] { $score } punkt
        [few] { $score } punkty
        [many] { $score } punktów
       *[other] { $score } punktu
    }.
buck-event-loser-forfeit = 💀 { $name } odchodzi, grając jeszcze z jednym graczem: **przegrany**.
buck-rules = **Buck Dice** — od 2 do 20 graczy, trzy kości. Zdobądź dokładnie 15; ostatni, który zostanie, przegrywa.
    { "*" }*Otwarcie** (przy Start): każdy rzuca jedną kością. Najwyższy wynik rzuca pierwszy; najniższy rzuca jedną kością o **liczbę punktową**. Gdy remisują wszyscy, rzucają ponownie (to zawsze dwaj różni gracze); potem remisujący o najwyższy, a następnie o najniższy wynik rzucają ponownie.
    { "*" }*Twoja tura**: naciśnij Rzuć. Każda kość z liczbą punktową daje punkt (3-3-6 przy liczbie 3 daje 2) i rzucasz ponownie; rzut bez niej przekazuje kości w lewo.
    { "*" }*Wielki buck**: trzy liczby punktowe ustawiają twój wynik na 15, cokolwiek miałeś (nawet 13 lub 14).
    { "*" }*Mały buck**: trzy jednakowe oczka inne niż liczba punktowa dają 5 i kości przechodzą dalej (od 10 daje to dokładnie 15).
    { "*" }*Przestrzał**: rzut, który wyprowadziłby cię ponad 15 (także mały buck), nie liczy się: rzucasz ponownie.
    Przy dokładnie 15 masz bucka i wycofujesz się; stół pokazuje kolejność bucków.
    Opcja *mniej kości*: przy 13 punktach rzucasz dwiema kośćmi, przy 14 jedną. Liczba punktowa nadal zachowuje turę; wielki i mały buck wymagają trzech kości i nie da się przestrzelić.
    Opcja *jeden punkt za rzut*: rzut z liczbą punktową daje jeden punkt, bez względu na liczbę takich kości (wielki buck daje 15).
    { "*" }*Rewanż**: te same opcje; gracze poprzedniej gry wracają jednym kliknięciem. Pierwszy rzucający przesuwa się o miejsce w lewo wśród grających, a gracz po jego prawej rzuca nową liczbę punktową.
    { "*" }*Odejście** (`/game leave` lub usunięcie przez gospodarza): jeśli rzucasz już tylko ty i jeden inny gracz, przegrywasz (on się ratuje); inaczej po prostu opuszczasz kolejkę, ani wygrany, ani przegrany (kości przechodzą dalej, jeśli była twoja tura), a zdobyty buck zostaje twój.
    Jeśli nie rzucisz w limicie czasu tury (od 15 s do 1 h, domyślnie 60 s), bot rzuca za ciebie.
    Kości pochodzą z tajnego ziarna: jego odcisk (SHA-256) widać od startu, samo ziarno ujawnia się na końcu: każdy może sprawdzić każdy rzut (`/game verify`).
game-buck = Buck Dice
cmd-buck = Buck Dice: zdobądź dokładnie 15, ostatni przegrywa
cmd-buck-start = Otwórz stół Buck Dice na tym kanale
cmd-buck-fewer_dice = Rzucaj dwiema kośćmi przy 13 punktach i jedną przy 14
cmd-buck-point_per_throw = Rzut z liczbą punktową daje jeden punkt, bez względu na liczbę takich kości
cmd-buck-fewer_dice-name = mniej-kości
cmd-buck-point_per_throw-name = punkt-za-rzut
stats-buck = Ostatni (przegrana): { $times ->
        [one] { $times } raz
        [few] { $times } razy
        [many] { $times } razy
       *[other] { $times } razy
    }
cmd-buck-odds = Szansa przegranej każdego miejsca przy stole Buck Dice i długość gry
odds-header-buck = Szansa na **przegraną** (zostać ostatnim), według miejsca od pierwszego rzucającego:
odds-method-exact-buck = Dokładnie: programowanie dynamiczne po wynikach i turach.
cmd-buck-live_chances = Pokaż szansę przegranej każdego gracza obok wyniku, odświeżaną po każdym rzucie
cmd-buck-live_chances-name = szanse-na-żywo
buck-option-live_chances = szanse przegranej na żywo
