### Danish: LCR.

lcr-action-roll = Slå
lcr-option-dice-by--chips = terninger efter jetoner
lcr-option-dice-always--three = altid tre terninger
lcr-option-dot_to_win = prikker for at vinde
lcr-option-stakes = vælg din indsats
lcr-seat = { " " }— { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetoner
    }
lcr-pot = Pulje: { $pot ->
        [one] { $pot } jeton
       *[other] { $pot } jetoner
    } · { $dealt ->
        [one] { $dealt } jeton
       *[other] { $dealt } jetoner
    } i spil
lcr-hand = { " " }· hånd { $hand } (dobbelt pulje)
lcr-last_holder = { $name } har alle resterende jetoner: kun et slag med lutter prikker vinder; et L eller R spiller videre.
lcr-event-deal = Alle får deres jetoner.
lcr-event-roll = { $name } slog { $faces }: { $moves }.
lcr-event-roll-nothing = intet flytter sig
lcr-event-roll-idle = { $faces } gjorde intet: ingen jetoner tilbage
lcr-event-roll-no_win = ikke kun prikker: ingen sejr, spillet fortsætter
lcr-event-move-seat = { $count } til { $target }
lcr-event-move-pot = { $count } til puljen
lcr-event-win = 🏆 { $name } vinder { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetoner
    }!
lcr-event-double_pot = Ingen har jetoner: puljen på { $pot ->
        [one] { $pot } jeton
       *[other] { $pot } jetoner
    } går videre, og alle får nye jetoner (hånd { $hand }).
lcr-event-double_pot-next = Ingen har jetoner: puljen på { $pot ->
        [one] { $pot } jeton
       *[other] { $pot } jetoner
    } går videre, og alle får nye jetoner (hånd { $hand }); { $next } slår først.
lcr-event-chips_to_pot = { $name } lægger { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetoner
    } i puljen.
lcr-rules = **LCR (Venstre Midte Højre)** — 3 til 20 spillere, hver starter med 3 jetoner.
    I din tur slår du én terning pr. jeton, du har, højst tre (valgmulighed *altid tre terninger*: tre terninger, når du har en jeton; afgøres fra venstre mod højre, og når dine jetoner er væk, gør resten intet). Uden jetoner springes du over, men bliver i spillet.
    Siderne 1–3 viser en prik (•: intet), 4 = **L** (venstre): én jeton til spilleren til venstre for dig (næste plads), 5 = **C** (midten): én jeton til puljen, 6 = **R** (højre): én jeton til spilleren til højre for dig (forrige plads).
    Når kun én spiller har jetoner, vinder vedkommende sine jetoner og puljen.
    Valgmulighed *prikker for at vinde*: den sidste med jetoner skal så slå lutter prikker for at vinde; ethvert L eller R fortsætter spillet; går den sidste jeton i puljen, får alle nye jetoner, og puljen går videre (dobbelt pulje); spilleren til venstre for den, hvis slag tømte bordet, slår først.
    Valgmulighed *vælg din indsats*: hver spiller vælger et startantal fra 1 til 99 ved tilmelding (værten starter med 3 og kan klikke Deltag for at ændre det).
    En spiller, der går, lægger sine jetoner i puljen. Plads 1 (værten) slår først. Slår du ikke inden for turtiden (15 s til 1 t, standard 60 s), slår botten for dig.
    Hver terning kommer fra et hemmeligt seed, hvis fingeraftryk (SHA-256-fastlæggelse) vises fra start; seedet afsløres til sidst, så alle kan tjekke hvert slag (`/game verify`).

## Its name

game-lcr = LCR (Venstre Midte Højre)

## The command picker

cmd-lcr = Terningspillet LCR (Venstre Midte Højre)
cmd-lcr-start = Åbn et LCR-bord i denne kanal
cmd-lcr-dice = Hvor mange terninger du slår: én pr. jeton op til tre (standard) eller altid tre
cmd-lcr-dot_to_win = Den sidste spiller med jetoner skal slå lutter prikker for at vinde
cmd-lcr-stakes = Hver spiller vælger sit antal startjetoner (1-99) ved tilmelding
cmd-lcr-dice-name = terninger
cmd-lcr-dice-by_chips = efter jetoner
cmd-lcr-dice-always_three = altid tre
cmd-lcr-dot_to_win-name = prikker-for-at-vinde
cmd-lcr-stakes-name = indsats

## /stats

stats-lcr = Jetoner taget med hjem: { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetoner
    }

## /lcr odds: the command picker

cmd-lcr-odds = Hver plads' chance for at vinde ved et LCR-bord, og hvor længe et spil varer

## /lcr odds: the answer

odds-header-lcr = Vinderchance pr. plads fra den første, der slår:
odds-method-exact-lcr = Præcis: absorberende Markovkæde over jetonfordelingerne.
odds-lcr-exact_up_to = Præcise svar for { $players } spillere går op til { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetoner
    } hver; prikker for at vinde simuleres altid.
odds-lcr-never_exact = Ved { $players } spillere ville den præcise kæde tage for lang tid; prikker for at vinde simuleres altid.

## Live chances

lcr-option-live_chances = live-chancer
