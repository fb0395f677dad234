### Dutch: Chicago.

chicago-action-roll = Gooien
chicago-action-reroll = { $face } { $value } opnieuw
chicago-action-reroll-pictured = { $value } opnieuw
chicago-action-keep = Houden
chicago-option-double_roll = tweede worp
chicago-option-three_dice = drie stenen
chicago-seat = { " " }— { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Ronde { $round } van 11 — doel { $target }**
chicago-winner = 🏆 { $name } wint met { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }!
chicago-joint_victory = 🤝 Gedeelde winst: { $names }, met elk { $points ->
        [one] { $points } punt
       *[other] { $points } punten
    }!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, niet { $target }{ $then }
chicago-verdict-pair_miss = { " " }— geen twee maken { $target }{ $then }
chicago-verdict-kept = : 0 punten
chicago-verdict-kept_forced = { " " }— geen herworp kan { $target } maken: 0 punten
chicago-then-zero = : 0 punten
chicago-event-first_player = { $name } is geloot en gooit eerst.
chicago-event-round = Ronde { $round }: doel **{ $target }**.
chicago-event-roll = { $name } gooide { $faces }{ $verdict }.
chicago-event-reroll = { $name } gooide de { $old } opnieuw: { $faces }{ $verdict }.
chicago-event-keep = { $name } houdt { $faces }{ $verdict }.
chicago-event-timeout = { $name } was niet op tijd: de bot kiest de beste zet.
chicago-event-game_over = 🏁 Het spel is voorbij.
chicago-rules = **Chicago (Rotatie)** — 2 tot 20 spelers, 11 rondes.
    De eerste speler wordt geloot; elke ronde gaat vanaf die speler met de klok mee. In ronde r is het doel r + 1 (ronde 1: 2, … ronde 11: 12).
    Klik in je beurt op **Gooien**: twee stenen, één keer. Is het totaal het doel, dan scoor je het doel, anders 0. Na 11 rondes wint het hoogste totaal; gelijke koplopers delen de winst.
    Optie *tweede worp*: scoort je worp niets, dan kies je — precies één steen opnieuw gooien (één knop per steen, met zijn ogen) en de nieuwe worp laten tellen, of **Houden** (0 punten). Kan geen herworp scoren, dan houdt Pips de worp meteen voor je en zegt waarom.
    Optie *drie stenen*: gooi drie stenen en scoor het doel als twee ervan samen het doel zijn; de bot kiest het paar (het eerste van stenen 1+2, 1+3, 2+3 dat past — elk paar scoort hetzelfde) en toont het. Met tweede worp erbij mag je na een misser een van de drie stenen opnieuw gooien.
    Wie vertrekt, scoort niets meer: de punten blijven op het blad maar die speler kan niet winnen. Wie midden in een beurt vertrekt (een misser die wacht op herworp of houden), laat die ronde leeg. Blijft er één speler over, dan eindigt het spel meteen en wint die.
    Doe je niets binnen de beurttijd (15 s tot 1 u, standaard 60 s), dan speelt de bot voor je zoals computerspelers: hij gooit, en na een misser gooit hij de steen opnieuw die de meeste kans geeft om te scoren (bij gelijkspel de eerste).
    Elke steen komt uit een geheime seed waarvan de SHA-256-vastlegging vanaf het begin te zien is; aan het eind wordt de seed onthuld zodat iedereen elke worp kan controleren (`/game verify`).

## Its name

game-chicago = Chicago

## The command picker

cmd-chicago = Dobbelspel Chicago (Rotatie)
cmd-chicago-start = Open een Chicago-tafel in dit kanaal
cmd-chicago-double_roll = Na een worp zonder punten één steen opnieuw gooien of houden
cmd-chicago-three_dice = Gooi drie stenen; elke twee die samen het doel zijn scoren
cmd-chicago-double_roll-name = tweede-worp
cmd-chicago-three_dice-name = drie-stenen

## /stats

stats-chicago = Beste score: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = De winkans per plaats aan een Chicago-tafel, en de verwachte score per speler

## /chicago odds: the answer

odds-header-chicago = Winkans per plaats vanaf de eerste speler (elke plaats gelijk: de bladen zijn onafhankelijk):
odds-method-exact-chicago = Exact: elke worp opgesomd, met de beste herworp.

## Live chances

chicago-option-live_chances = live kansen
