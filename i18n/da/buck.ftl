### Danish: Buck Dice.

buck-action-throw = Kast
buck-button-again = Revanche
buck-option-fewer_dice = færre terninger (to ved 13, én ved 14)
buck-option-point_per_throw = ét point pr. kast

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } point
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } point
    } · kaster to terninger
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } point
    } · kaster én terning
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 taber med { $score ->
        [one] { $score } point
       *[other] { $score } point
    }

## The whole game

buck-point = 🎯 Pointtal: **{ $point }** { $face }
buck-shooter-opening = Første kaster: { $shooter } (højest i rækkefølgekastet)
buck-shooter-rotated = Spil { $game }: { $shooter } kaster først, én plads til venstre for sidste spils første kaster
buck-loser = 💀 **Taber: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 Rækkefølgekast: { $throws }.
buck-event-order_throw-order-again = 🎲 Alle lige, alle kaster igen: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Lige om højest, kast igen: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Lige om lavest, kast igen: { $throws }.
buck-throws-extremes = højest { $high } { $top }, lavest { $low } { $bottom }
buck-throws-highest = højest { $high } { $top }
buck-throws-lowest = lavest { $low } { $bottom }
buck-throws-all_tied = alle slog { $face }
buck-throws-more = { $names } og { $others ->
        [one] { $others } anden
       *[other] { $others } andre
    }
buck-event-first_shooter-opening = { $name } slog højest og kaster først.
buck-event-first_shooter-rotated = Spil { $game }: { $name } kaster først (start flyttet én plads til venstre).
buck-event-point_throw = 🎯 { $name } slog pointtallet: **{ $point }** { $face }.
buck-event-throw-normal = { $name } slog { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } slog { $faces }: intet pointtal{ $then }
buck-event-throw-big_buck = { $name } slog { $faces }: **BIG BUCK!** Direkte til 15{ $then }
buck-event-throw-little_buck = { $name } slog { $faces }: **little buck**, +5 → { $score }; turen slutter{ $then }
buck-event-throw-overshoot = { $name } slog { $faces }: **for meget** ({ $would_be } > 15): intet tæller{ $then }
buck-then-again = { " " }— kaster igen.
buck-then-pass = { " " }— terningerne går videre.
buck-then-end = .
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }Ved 13: to terninger herfra.
buck-note-dice-1 = { " " }Ved 14: én terning herfra.
buck-event-made_buck = ✅ { $name } har præcis 15: en buck (#{ $place }). Trækker sig og kan ikke længere tabe.
buck-event-left_rotation = { $name } forlader rækken; { $next } kaster.
buck-event-loser-throw = 💀 { $name } er den sidste tilbage: **taberen**, med { $score ->
        [one] { $score } point
       *[other] { $score } point
    }.
buck-event-loser-forfeit = 💀 { $name } gik, mens kun én anden stadig kastede: **taberen**.

## Help

buck-rules = **Buck Dice** — 2 til 20 spillere, tre terninger. Få præcis 15; den sidste tilbage taber.
    { "*" }*Åbning** (ved Start): alle kaster én terning. Den højeste kaster først; den laveste kaster én terning for **pointtallet**. Er alle lige, kaster alle igen (så det altid er to forskellige spillere); derefter kaster de lige om højest, og så de lige om lavest, igen.
    { "*" }*Din tur**: tryk Kast. Hver terning med pointtallet giver ét point (3-3-6 med pointtal 3 giver 2), og du kaster igen; et kast uden det sender terningerne til venstre.
    { "*" }*Big buck**: tre pointtal sætter din score til 15, uanset hvad du havde (selv 13 eller 14).
    { "*" }*Little buck**: tre ens, der ikke er pointtallet, giver 5, og terningerne går videre (fra 10 giver det præcis 15).
    { "*" }*For meget**: et kast, der ville bringe dig over 15 (også little buck), tæller ikke: kast igen.
    Ved præcis 15 har du lavet en buck og trækker dig; bordet viser rækkefølgen af bucks.
    Valgmulighed *færre terninger*: ved 13 point kaster du to terninger, ved 14 én. Et pointtal beholder stadig din tur; big og little buck kræver tre terninger, og du kan ikke slå for meget.
    Valgmulighed *ét point pr. kast*: et kast med pointtallet giver ét point, uanset hvor mange terninger der viser det (big buck giver stadig 15).
    { "*" }*Revanche**: samme valgmuligheder; sidste spils spillere inviteres og er med igen med ét klik. Første kaster rykker én plads til venstre blandt dem, der spiller, og spilleren til højre for vedkommende kaster det nye pointtal.
    { "*" }*At gå** (`/game leave`, eller fjernet af værten): kaster du kun med én anden spiller, er du taberen (den anden slipper); ellers forlader du bare rækken, hverken vinder eller taber (terningerne går videre, hvis det var din tur), og en buck, du har lavet, er stadig din.
    Kaster du ikke inden for turtiden (15 s til 1 t, standard 60 s), kaster botten for dig.
    Terningerne kommer fra et hemmeligt seed, fastlagt (SHA-256) ved start og afsløret til sidst: alle kan tjekke hvert kast (`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: få præcis 15, den sidste tilbage taber
cmd-buck-start = Åbn et Buck Dice-bord i denne kanal
cmd-buck-fewer_dice = Kast to terninger ved 13 point og én terning ved 14
cmd-buck-point_per_throw = Et kast med pointtallet giver ét point, uanset hvor mange terninger der viser det
cmd-buck-fewer_dice-name = færre-terninger
cmd-buck-point_per_throw-name = point-pr-kast

## /stats

stats-buck = Sidst tilbage (tabt): { $times ->
        [one] { $times } gang
       *[other] { $times } gange
    }

## /buck odds: the command picker

cmd-buck-odds = Hver plads' chance for at tabe ved et Buck Dice-bord, og hvor længe et spil varer

## /buck odds: the answer

odds-header-buck = Chance for at **tabe** (være den sidste tilbage), pr. plads fra første kaster:
odds-method-exact-buck = Præcis: dynamisk programmering over scorer og ture.

## Live chances

cmd-buck-live_chances = Vis hver spillers chance for at tabe ved siden af scoren, opdateret efter hvert kast
cmd-buck-live_chances-name = live-chancer
buck-option-live_chances = live-chancer for at tabe
