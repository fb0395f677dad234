### Swedish: Chicago.

chicago-action-roll = Slå
chicago-action-reroll = Slå om { $face } { $value }
chicago-action-reroll-pictured = Slå om { $value }
chicago-action-keep = Behåll
chicago-option-double_roll = omslag
chicago-option-three_dice = tre tärningar
chicago-seat = { " " }— { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Runda { $round } av 11 — mål { $target }**
chicago-winner = 🏆 { $name } vinner med { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }!
chicago-joint_victory = 🤝 Delad seger: { $names }, med { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    } var!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, inte { $target }{ $then }
chicago-verdict-pair_miss = { " " }— inga två blir { $target }{ $then }
chicago-verdict-kept = : 0 poäng
chicago-verdict-kept_forced = { " " }— inget omslag kan ge { $target }: 0 poäng
chicago-then-zero = : 0 poäng
chicago-event-first_player = { $name } lottades att slå först.
chicago-event-round = Runda { $round }: mål **{ $target }**.
chicago-event-roll = { $name } slog { $faces }{ $verdict }.
chicago-event-reroll = { $name } slog om { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } behåller { $faces }{ $verdict }.
chicago-event-timeout = { $name } hann inte: boten gör det bästa valet.
chicago-event-game_over = 🏁 Spelet är slut.
chicago-rules = **Chicago (Rotation)** — 2 till 20 spelare, 11 rundor.
    Första spelaren lottas; varje runda går medurs från hen. I runda r är målet r + 1 (runda 1: 2, … runda 11: 12).
    På din tur klickar du **Slå**: två tärningar, en gång. Blir summan målet får du målet i poäng, annars 0. Efter 11 rundor vinner högsta summan; lika ledare delar segern.
    Alternativ *omslag*: när ditt slag inte ger något väljer du — slå om exakt en tärning (en knapp per tärning, med dess ögon) och räkna det nya slaget, eller **Behåll** (0 poäng). Kan inget omslag ge poäng behåller Pips slaget åt dig direkt och säger varför.
    Alternativ *tre tärningar*: slå tre tärningar och få målet om två av dem tillsammans blir målet; boten väljer paret (det första av tärning 1+2, 1+3, 2+3 som fungerar — alla par ger lika mycket) och visar det. Med omslag också får du efter en miss slå om en av de tre tärningarna.
    En spelare som går får inga fler poäng: poängen står kvar på protokollet men hen kan inte vinna. Går man mitt i en tur (en miss som väntar på omslag eller behåll) blir den rundan tom. Är bara en spelare kvar slutar spelet direkt och hen vinner.
    Agerar du inte inom turtiden (15 s till 1 h, standard 60 s) spelar boten åt dig som datorspelarna: den slår, och efter en miss slår den om tärningen som ger störst chans till poäng (den första vid lika).
    Varje tärning kommer från ett hemligt seed vars SHA-256-fastläggning visas från start; seedet avslöjas i slutet så att vem som helst kan kontrollera varje slag (`/game verify`).

## Its name

game-chicago = Chicago

## The command picker

cmd-chicago = Tärningsspelet Chicago (Rotation)
cmd-chicago-start = Öppna ett Chicago-bord i den här kanalen
cmd-chicago-double_roll = Efter ett slag utan poäng: slå om en tärning eller behåll
cmd-chicago-three_dice = Slå tre tärningar; två som tillsammans blir målet ger poäng
cmd-chicago-double_roll-name = omslag
cmd-chicago-three_dice-name = tre-tärningar

## /stats

stats-chicago = Bästa poäng: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Varje plats vinstchans vid ett Chicago-bord, och förväntat resultat per spelare

## /chicago odds: the answer

odds-header-chicago = Vinstchans per plats från den första (alla platser lika: protokollen är oberoende):
odds-method-exact-chicago = Exakt: varje slag genomräknat, med bästa omslag.

## Live chances

chicago-option-live_chances = livechanser
