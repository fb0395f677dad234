### Norwegian (Bokmål): LCR.

lcr-action-roll = Slå
lcr-option-dice-by--chips = terninger etter sjetonger
lcr-option-dice-always--three = alltid tre terninger
lcr-option-dot_to_win = prikker for å vinne
lcr-option-stakes = velg innsatsen din
lcr-seat = { " " }— { $chips ->
        [one] { $chips } sjetong
       *[other] { $chips } sjetonger
    }
lcr-pot = Pott: { $pot ->
        [one] { $pot } sjetong
       *[other] { $pot } sjetonger
    } · { $dealt ->
        [one] { $dealt } sjetong
       *[other] { $dealt } sjetonger
    } i spill
lcr-hand = { " " }· giv { $hand } (dobbel pott)
lcr-last_holder = { $name } har alle gjenværende sjetonger: bare et slag med kun prikker (•) vinner; en L eller R spiller videre.
lcr-event-deal = Alle får sjetongene sine.
lcr-event-roll = { $name } slo { $faces }: { $moves }.
lcr-event-roll-nothing = ingenting flyttes
lcr-event-roll-idle = { $faces } gjorde ingenting: tom for sjetonger
lcr-event-roll-no_win = ikke bare prikker: ingen seier, spillet fortsetter
lcr-event-move-seat = { $count } til { $target }
lcr-event-move-pot = { $count } til potten
lcr-event-win = 🏆 { $name } vinner { $chips ->
        [one] { $chips } sjetong
       *[other] { $chips } sjetonger
    }!
lcr-event-double_pot = Ingen har sjetonger: potten på { $pot ->
        [one] { $pot } sjetong
       *[other] { $pot } sjetonger
    } blir stående, og alle får nye sjetonger (giv { $hand }).
lcr-event-double_pot-next = Ingen har sjetonger: potten på { $pot ->
        [one] { $pot } sjetong
       *[other] { $pot } sjetonger
    } blir stående, og alle får nye sjetonger (giv { $hand }); { $next } slår først.
lcr-event-chips_to_pot = { $name } legger { $chips ->
        [one] { $chips } sjetong
       *[other] { $chips } sjetonger
    } i potten.
lcr-rules = **LCR (Venstre Midten Høyre)** — 3 til 20 spillere, alle starter med 3 sjetonger.
    På din tur slår du én terning per sjetong du har, høyst tre (valg *alltid tre terninger*: tre terninger så lenge du har en sjetong; avgjøres fra venstre mot høyre, og når sjetongene dine er brukt opp, gjør resten ingenting). Uten sjetonger hoppes du over, men blir i spillet.
    Sidene 1–3 viser en prikk (•: ingenting), 4 = **L** (venstre): én sjetong til spilleren til venstre for deg (neste plass), 5 = **C** (midten): én sjetong til potten, 6 = **R** (høyre): én sjetong til spilleren til høyre for deg (forrige plass).
    Når bare én spiller har sjetonger, vinner vedkommende sjetongene sine og potten.
    Valg *prikker for å vinne*: den siste med sjetonger må da slå bare prikker for å vinne; enhver L eller R fortsetter spillet; går den siste sjetongen i potten, får alle nye sjetonger og potten blir stående (dobbel pott); spilleren til venstre for den som tømte bordet, slår først.
    Valg *velg innsatsen din*: hver spiller velger et startantall fra 1 til 99 når de blir med (verten starter med 3 og kan klikke Bli med for å endre det).
    En spiller som går, legger sjetongene sine i potten. Plass 1 (verten) slår først. Slår du ikke innen turtiden (15 s til 1 t, standard 60 s), slår boten for deg.
    Hver terning kommer fra et hemmelig seed der fingeravtrykket (SHA-256-låsing) vises fra start; seedet avsløres til slutt, så alle kan sjekke hvert slag (`/game verify`).

## Its name

game-lcr = LCR (Venstre Midten Høyre)

## The command picker

cmd-lcr = Terningspillet LCR (Venstre Midten Høyre)
cmd-lcr-start = Åpne et LCR-bord i denne kanalen
cmd-lcr-dice = Hvor mange terninger du slår: én per sjetong opptil tre (standard), eller alltid tre
cmd-lcr-dot_to_win = Den siste spilleren med sjetonger må slå bare prikker for å vinne
cmd-lcr-stakes = Hver spiller velger antall startsjetonger (1-99) når de blir med
cmd-lcr-dice-name = terninger
cmd-lcr-dice-by_chips = etter sjetonger
cmd-lcr-dice-always_three = alltid tre
cmd-lcr-dot_to_win-name = prikker-for-å-vinne
cmd-lcr-stakes-name = innsats

## /stats

stats-lcr = Sjetonger tatt med hjem: { $chips ->
        [one] { $chips } sjetong
       *[other] { $chips } sjetonger
    }

## /lcr odds: the command picker

cmd-lcr-odds = Hver plass' vinnersjanse ved et LCR-bord, og hvor lenge et spill varer

## /lcr odds: the answer

odds-header-lcr = Vinnersjanse per plass fra den som slår først:
odds-method-exact-lcr = Eksakt: absorberende Markov-kjede over sjetongfordelingene.
odds-lcr-exact_up_to = Eksakte svar for { $players } spillere går opp til { $chips ->
        [one] { $chips } sjetong
       *[other] { $chips } sjetonger
    } hver; prikker for å vinne simuleres alltid.
odds-lcr-never_exact = Med { $players } spillere ville den eksakte kjeden tatt for lang tid; prikker for å vinne simuleres alltid.

## Live chances

lcr-option-live_chances = livesjanser
