### Norwegian (Bokmål): Buck Dice.

buck-action-throw = Kast
buck-button-again = Revansj
buck-option-fewer_dice = færre terninger (to ved 13, én ved 14)
buck-option-point_per_throw = ett poeng per kast

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    } · kaster to terninger
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    } · kaster én terning
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 taper med { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    }

## The whole game

buck-point = 🎯 Poengtall: **{ $point }** { $face }
buck-shooter-opening = Første kaster: { $shooter } (høyest i rekkefølgekastet)
buck-shooter-rotated = Spill { $game }: { $shooter } kaster først, én plass til venstre for forrige spills første kaster
buck-loser = 💀 **Taper: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 Rekkefølgekast: { $throws }.
buck-event-order_throw-order-again = 🎲 Alle likt, alle kaster igjen: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Likt om høyest, kast igjen: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Likt om lavest, kast igjen: { $throws }.
buck-throws-extremes = høyest { $high } { $top }, lavest { $low } { $bottom }
buck-throws-highest = høyest { $high } { $top }
buck-throws-lowest = lavest { $low } { $bottom }
buck-throws-all_tied = alle slo { $face }
buck-throws-more = { $names } og { $others ->
        [one] { $others } til
       *[other] { $others } til
    }
buck-event-first_shooter-opening = { $name } slo høyest og kaster først.
buck-event-first_shooter-rotated = Spill { $game }: { $name } kaster først (start flyttet én plass til venstre).
buck-event-point_throw = 🎯 { $name } slo poengtallet: **{ $point }** { $face }.
buck-event-throw-normal = { $name } slo { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } slo { $faces }: ikke poengtallet{ $then }
buck-event-throw-big_buck = { $name } slo { $faces }: **BIG BUCK!** Rett til 15{ $then }
buck-event-throw-little_buck = { $name } slo { $faces }: **little buck**, +5 → { $score }; turen slutter{ $then }
buck-event-throw-overshoot = { $name } slo { $faces }: **for mye** ({ $would_be } > 15): ingenting teller{ $then }
buck-then-again = { " " }— kaster igjen.
buck-then-pass = { " " }— terningene går videre.
buck-then-end = .
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }Ved 13: to terninger herfra.
buck-note-dice-1 = { " " }Ved 14: én terning herfra.
buck-event-made_buck = ✅ { $name } har nøyaktig 15: en buck (#{ $place }). Trekker seg og kan ikke lenger tape.
buck-event-left_rotation = { $name } forlater rekken; { $next } kaster.
buck-event-loser-throw = 💀 { $name } er sist igjen: **taperen**, med { $score ->
        [one] { $score } poeng
       *[other] { $score } poeng
    }.
buck-event-loser-forfeit = 💀 { $name } gikk mens bare én annen spiller kastet: **taperen**.

## Help

buck-rules = **Buck Dice** — 2 til 20 spillere, tre terninger. Få nøyaktig 15; den som blir sist igjen, taper.
    { "*" }*Åpning** (ved Start): alle kaster én terning. Høyest kaster først; lavest kaster én terning for **poengtallet**. Blir alle like, kaster alle på nytt (så det alltid er to ulike spillere); deretter kaster de som er like om høyest, og så de som er like om lavest, på nytt.
    { "*" }*Din tur**: trykk Kast. Hver terning som viser poengtallet gir ett poeng (3-3-6 med poengtall 3 gir 2), og du kaster igjen; et kast uten det sender terningene til venstre.
    { "*" }*Big buck**: tre poengtall setter poengsummen din til 15, uansett hva du hadde (selv 13 eller 14).
    { "*" }*Little buck**: tre like som ikke er poengtallet gir 5, og terningene går videre (fra 10 blir det nøyaktig 15).
    { "*" }*For mye**: et kast som ville tatt deg over 15 (også little buck) teller ikke: kast igjen.
    Ved nøyaktig 15 har du laget en buck og trekker deg; bordet viser rekkefølgen på buckene.
    Valg *færre terninger*: ved 13 poeng kaster du to terninger, ved 14 én. Poengtallet beholder fortsatt turen din; big og little buck krever tre terninger, og du kan ikke slå for mye.
    Valg *ett poeng per kast*: et kast som viser poengtallet gir ett poeng, uansett hvor mange terninger som viser det (big buck gir fortsatt 15).
    { "*" }*Revansj**: samme valg; forrige spills spillere inviteres og er med igjen med ett klikk. Første kaster flytter én plass til venstre blant dem som spiller, og spilleren til høyre for vedkommende kaster det nye poengtallet.
    { "*" }*Å gå** (`/game leave`, eller fjernet av verten): kaster du bare mot én annen spiller, er du taperen (den andre slipper unna); ellers forlater du bare rekken, verken vinner eller taper (terningene går videre hvis det var din tur), og en buck du har laget, er fortsatt din.
    Kaster du ikke innen turtiden (15 s til 1 t, standard 60 s), kaster boten for deg.
    Terningene kommer fra et hemmelig seed, låst (SHA-256) ved start og avslørt til slutt: alle kan sjekke hvert kast (`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: få nøyaktig 15, den som blir sist igjen taper
cmd-buck-start = Åpne et Buck Dice-bord i denne kanalen
cmd-buck-fewer_dice = Kast to terninger ved 13 poeng og én terning ved 14
cmd-buck-point_per_throw = Et kast som viser poengtallet gir ett poeng, uansett hvor mange terninger som viser det
cmd-buck-fewer_dice-name = færre-terninger
cmd-buck-point_per_throw-name = poeng-per-kast

## /stats

stats-buck = Sist igjen (tapt): { $times ->
        [one] { $times } gang
       *[other] { $times } ganger
    }

## /buck odds: the command picker

cmd-buck-odds = Hver plass' sjanse for å tape ved et Buck Dice-bord, og hvor lenge et spill varer

## /buck odds: the answer

odds-header-buck = Sjanse for å **tape** (bli sist igjen), per plass fra første kaster:
odds-method-exact-buck = Eksakt: dynamisk programmering over poengsummer og turer.

## Live chances

cmd-buck-live_chances = Vis hver spillers sjanse for å tape ved poengsummen, oppdatert etter hvert kast
cmd-buck-live_chances-name = livesjanser
buck-option-live_chances = livesjanser for å tape
