### Norwegian (Bokmål): Chicago.

chicago-action-roll = Slå
chicago-action-reroll = Slå om { $face } { $value }
chicago-action-reroll-pictured = Slå om { $value }
chicago-action-keep = Behold
chicago-option-double_roll = omslag
chicago-option-three_dice = tre terninger
chicago-seat = { " " }— { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Runde { $round } av 11 — mål { $target }**
chicago-winner = 🏆 { $name } vinner med { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    }!
chicago-joint_victory = 🤝 Delt seier: { $names }, med { $points ->
        [one] { $points } poeng
       *[other] { $points } poeng
    } hver!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, ikke { $target }{ $then }
chicago-verdict-pair_miss = { " " }— ingen to gir { $target }{ $then }
chicago-verdict-kept = : 0 poeng
chicago-verdict-kept_forced = { " " }— intet omslag kan gi { $target }: 0 poeng
chicago-then-zero = : 0 poeng
chicago-event-first_player = { $name } ble trukket og slår først.
chicago-event-round = Runde { $round }: mål **{ $target }**.
chicago-event-roll = { $name } slo { $faces }{ $verdict }.
chicago-event-reroll = { $name } slo om { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } beholder { $faces }{ $verdict }.
chicago-event-timeout = { $name } rakk det ikke: boten gjør det beste valget.
chicago-event-game_over = 🏁 Spillet er over.
chicago-rules = **Chicago (Rotasjon)** — 2 til 20 spillere, 11 runder.
    Første spiller trekkes tilfeldig; hver runde går med klokken fra vedkommende. I runde r er målet r + 1 (runde 1: 2, … runde 11: 12).
    På din tur klikker du **Slå**: to terninger, én gang. Blir summen målet, får du målet i poeng, ellers 0. Etter 11 runder vinner høyeste sum; like ledere deler seieren.
    Valg *omslag*: når slaget ditt ikke gir noe, velger du — slå om nøyaktig én terning (én knapp per terning, med øynene) og tell det nye slaget, eller **Behold** (0 poeng). Kan intet omslag gi poeng, beholder Pips slaget for deg med en gang og sier hvorfor.
    Valg *tre terninger*: slå tre terninger og få målet hvis to av dem til sammen blir målet; boten velger paret (det første av terning 1+2, 1+3, 2+3 som passer — alle par gir det samme) og viser det. Med omslag også kan du etter en bom slå om én av de tre terningene.
    En spiller som går, får ikke flere poeng: poengene blir stående på arket, men vedkommende kan ikke vinne. Går man midt i en tur (en bom som venter på omslag eller behold), blir den runden tom. Er bare én spiller igjen, slutter spillet straks, og vedkommende vinner.
    Handler du ikke innen turtiden (15 s til 1 t, standard 60 s), spiller boten for deg som dataspillerne: den slår, og etter en bom slår den om terningen som gir størst sjanse for poeng (den første ved likhet).
    Hver terning kommer fra et hemmelig seed der SHA-256-låsingen vises fra start; seedet avsløres til slutt, så alle kan sjekke hvert slag (`/game verify`).

## Its name

game-chicago = Chicago

## The command picker

cmd-chicago = Terningspillet Chicago (Rotasjon)
cmd-chicago-start = Åpne et Chicago-bord i denne kanalen
cmd-chicago-double_roll = Etter et slag uten poeng: slå om én terning eller behold
cmd-chicago-three_dice = Slå tre terninger; to som til sammen blir målet gir poeng
cmd-chicago-double_roll-name = omslag
cmd-chicago-three_dice-name = tre-terninger

## /stats

stats-chicago = Beste poengsum: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Hver plass' vinnersjanse ved et Chicago-bord, og forventet poengsum per spiller

## /chicago odds: the answer

odds-header-chicago = Vinnersjanse per plass fra den første (alle plasser like: arkene er uavhengige):
odds-method-exact-chicago = Eksakt: hvert slag gjennomgått, med beste omslag.

## Live chances

chicago-option-live_chances = livesjanser
