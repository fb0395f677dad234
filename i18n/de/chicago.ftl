### German: Chicago.

chicago-action-roll = Würfeln
chicago-action-reroll = { $face } { $value } neu würfeln
chicago-action-reroll-pictured = { $value } neu würfeln
chicago-action-keep = Behalten
chicago-option-double_roll = zweiter Wurf
chicago-option-three_dice = drei Würfel
chicago-seat = { " " }— { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Runde { $round } von 11 — Ziel { $target }**
chicago-winner = 🏆 { $name } gewinnt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }!
chicago-joint_victory = 🤝 Gemeinsamer Sieg: { $names }, mit je { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, nicht { $target }{ $then }
chicago-verdict-pair_miss = { " " }— keine zwei ergeben { $target }{ $then }
chicago-verdict-kept = : 0 Punkte
chicago-verdict-kept_forced = { " " }— kein Neuwurf kann { $target } ergeben: 0 Punkte
chicago-then-zero = : 0 Punkte
chicago-event-first_player = { $name } würfelt zuerst (ausgelost).
chicago-event-round = Runde { $round }: Ziel **{ $target }**.
chicago-event-roll = { $name } würfelte { $faces }{ $verdict }.
chicago-event-reroll = { $name } würfelte die { $old } neu: { $faces }{ $verdict }.
chicago-event-keep = { $name } behält { $faces }{ $verdict }.
chicago-event-timeout = { $name } hat nicht rechtzeitig gehandelt: Der Bot wählt den besten Zug.
chicago-event-game_over = 🏁 Das Spiel ist vorbei.
chicago-rules = **Chicago (Rotation)** — 2 bis 20 Spieler, 11 Runden.
    Der erste Spieler wird ausgelost; jede Runde geht von ihm aus im Uhrzeigersinn. In Runde r ist das Ziel r + 1 (Runde 1: 2, … Runde 11: 12).
    In deinem Zug klickst du **Würfeln**: zwei Würfel, einmal. Ergeben sie das Ziel, bekommst du das Ziel als Punkte, sonst 0. Nach 11 Runden gewinnt die höchste Summe; punktgleiche Führende teilen sich einen gemeinsamen Sieg.
    Option *zweiter Wurf*: Bringt dein Wurf nichts, wählst du — genau einen Würfel neu würfeln (ein Knopf pro Würfel, mit seiner Augenzahl) und den neuen Wurf werten, oder **Behalten** (0 Punkte). Kann kein Neuwurf punkten, behält Pips den Wurf sofort für dich und sagt warum.
    Option *drei Würfel*: Wirf drei Würfel und punkte, wenn zwei davon das Ziel ergeben; der Bot wählt das Paar (das erste von Würfel 1+2, 1+3, 2+3, das passt — jedes Paar zählt gleich) und zeigt es. Mit zweitem Wurf darfst du nach einem Fehlwurf einen der drei Würfel neu würfeln.
    Wer das Spiel verlässt, punktet nicht mehr: Seine Punkte bleiben auf dem Blatt, aber er kann nicht gewinnen. Wer mitten im Zug geht (ein Fehlwurf wartet auf Neuwurf oder Behalten), lässt diese Runde leer. Bleibt nur ein Spieler, endet das Spiel sofort und er gewinnt.
    Handelst du nicht innerhalb der Zugzeit (15 s bis 1 h, Standard 60 s), spielt der Bot für dich wie die Computerspieler: Er würfelt und würfelt nach einem Fehlwurf den Würfel mit den besten Chancen neu (bei Gleichstand den ersten).
    Jeder Würfel stammt aus einem geheimen Seed, dessen SHA-256-Festlegung von Anfang an gezeigt wird; am Ende wird der Seed enthüllt, damit jeder jeden Wurf prüfen kann (`/game verify`).

## Its name

game-chicago = Chicago

## The command picker

cmd-chicago = Würfelspiel Chicago (Rotation)
cmd-chicago-start = Einen Chicago-Tisch in diesem Kanal eröffnen
cmd-chicago-double_roll = Nach einem Wurf ohne Punkte einen Würfel neu würfeln oder behalten
cmd-chicago-three_dice = Mit drei Würfeln würfeln; zwei, die das Ziel ergeben, punkten
cmd-chicago-double_roll-name = zweiter-wurf
cmd-chicago-three_dice-name = drei-würfel

## /stats

stats-chicago = Bester Punktstand: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Die Gewinnchance jedes Platzes an einem Chicago-Tisch, und der erwartete Punktstand pro Spieler

## /chicago odds: the answer

odds-header-chicago = Gewinnchance nach Platz ab dem ersten Spieler (alle Plätze gleich: die Blätter sind unabhängig):
odds-method-exact-chicago = Exakt: jeder Wurf aufgezählt, mit dem besten Neuwurf.

## Live chances

chicago-option-live_chances = Live-Chancen
