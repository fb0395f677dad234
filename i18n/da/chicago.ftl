### Danish: Chicago.

chicago-action-roll = Slå
chicago-action-reroll = Slå { $face } { $value } om
chicago-action-reroll-pictured = Slå { $value } om
chicago-action-keep = Behold
chicago-option-double_roll = omslag
chicago-option-three_dice = tre terninger
chicago-seat = { " " }— { $points ->
        [one] { $points } point
       *[other] { $points } point
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Runde { $round } af 11 — mål { $target }**
chicago-winner = 🏆 { $name } vinder med { $points ->
        [one] { $points } point
       *[other] { $points } point
    }!
chicago-joint_victory = 🤝 Delt sejr: { $names }, med { $points ->
        [one] { $points } point
       *[other] { $points } point
    } hver!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, ikke { $target }{ $then }
chicago-verdict-pair_miss = { " " }— ingen to giver { $target }{ $then }
chicago-verdict-kept = : 0 point
chicago-verdict-kept_forced = { " " }— intet omslag kan give { $target }: 0 point
chicago-then-zero = : 0 point
chicago-event-first_player = { $name } blev trukket og slår først.
chicago-event-round = Runde { $round }: mål **{ $target }**.
chicago-event-roll = { $name } slog { $faces }{ $verdict }.
chicago-event-reroll = { $name } slog { $old } om: { $faces }{ $verdict }.
chicago-event-keep = { $name } beholder { $faces }{ $verdict }.
chicago-event-timeout = { $name } nåede det ikke i tide: botten træffer det bedste valg.
chicago-event-game_over = 🏁 Spillet er slut.
chicago-rules = **Chicago (Rotation)** — 2 til 20 spillere, 11 runder.
    Første spiller trækkes tilfældigt; hver runde går med uret fra vedkommende. I runde r er målet r + 1 (runde 1: 2, … runde 11: 12).
    I din tur klikker du **Slå**: to terninger, én gang. Giver de målet tilsammen, får du målet i point, ellers 0. Efter 11 runder vinder den højeste sum; lige førende deler sejren.
    Valgmulighed *omslag*: når dit slag ikke giver noget, vælger du — slå præcis én terning om (én knap pr. terning med dens øjne) og tæl det nye slag, eller **Behold** (0 point). Kan intet omslag give point, beholder Pips slaget for dig med det samme og siger hvorfor.
    Valgmulighed *tre terninger*: slå tre terninger og få målet, hvis to af dem giver det tilsammen; botten vælger parret (det første af terning 1+2, 1+3, 2+3, der passer — alle par giver det samme) og viser det. Med omslag kan du efter en bom slå én af de tre terninger om.
    En spiller, der går, får ikke flere point: pointene bliver på arket, men vedkommende kan ikke vinde. Går man midt i en tur (en bom, der venter på omslag eller behold), står runden tom. Er kun én spiller tilbage, slutter spillet straks, og vedkommende vinder.
    Handler du ikke inden for turtiden (15 s til 1 t, standard 60 s), spiller botten for dig som computerspillerne: den slår, og efter en bom slår den terningen om, der giver flest chancer for point (den første ved lighed).
    Hver terning kommer fra et hemmeligt seed, hvis SHA-256-fastlæggelse vises fra start; seedet afsløres til sidst, så alle kan tjekke hvert slag (`/game verify`).

## Its name

game-chicago = Chicago

## The command picker

cmd-chicago = Terningspillet Chicago (Rotation)
cmd-chicago-start = Åbn et Chicago-bord i denne kanal
cmd-chicago-double_roll = Efter et slag uden point: slå én terning om eller behold
cmd-chicago-three_dice = Slå tre terninger; to, der giver målet tilsammen, giver point
cmd-chicago-double_roll-name = omslag
cmd-chicago-three_dice-name = tre-terninger

## /stats

stats-chicago = Bedste score: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Hver plads' chance for at vinde ved et Chicago-bord, og forventet score pr. spiller

## /chicago odds: the answer

odds-header-chicago = Vinderchance pr. plads fra den første (alle pladser ens: arkene er uafhængige):
odds-method-exact-chicago = Præcis: hvert slag gennemgået, med det bedste omslag.

## Live chances

chicago-option-live_chances = live-chancer
