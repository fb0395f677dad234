### German: LCR.

lcr-action-roll = Würfeln
lcr-option-dice-by--chips = Würfel nach Chips
lcr-option-dice-always--three = immer drei Würfel
lcr-option-dot_to_win = Sieg nur mit Punktseiten
lcr-option-stakes = eigener Einsatz
lcr-seat = { " " }— { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }
lcr-pot = Topf: { $pot ->
        [one] { $pot } Chip
       *[other] { $pot } Chips
    } · { $dealt ->
        [one] { $dealt } Chip
       *[other] { $dealt } Chips
    } im Spiel
lcr-hand = { " " }· Hand { $hand } (doppelter Topf)
lcr-last_holder = { $name } hat alle übrigen Chips: Nur ein Wurf aus lauter Punktseiten (•) gewinnt; ein L oder R spielt weiter.
lcr-event-deal = Alle bekommen ihre Chips.
lcr-event-roll = { $name } würfelte { $faces }: { $moves }.
lcr-event-roll-nothing = nichts bewegt sich
lcr-event-roll-idle = { $faces } bewirkte nichts: keine Chips mehr
lcr-event-roll-no_win = nicht nur Punktseiten: noch kein Sieg, es geht weiter
lcr-event-move-seat = { $count } an { $target }
lcr-event-move-pot = { $count } in den Topf
lcr-event-win = 🏆 { $name } gewinnt { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }!
lcr-event-double_pot = Niemand hat Chips: Der Topf mit { $pot ->
        [one] { $pot } Chip
       *[other] { $pot } Chips
    } bleibt stehen und alle bekommen neue Chips (Hand { $hand }).
lcr-event-double_pot-next = Niemand hat Chips: Der Topf mit { $pot ->
        [one] { $pot } Chip
       *[other] { $pot } Chips
    } bleibt stehen und alle bekommen neue Chips (Hand { $hand }); { $next } würfelt zuerst.
lcr-event-chips_to_pot = { $name } legt { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    } in den Topf.
lcr-rules = **LCR (Links Center Rechts)** — 3 bis 20 Spieler, jeder beginnt mit 3 Chips.
    In deinem Zug wirfst du einen Würfel pro Chip, den du hast, höchstens drei (Option *immer drei Würfel*: drei Würfel, sobald du einen Chip hast; von links nach rechts ausgewertet, sind deine Chips weg, bewirken die übrigen nichts). Ohne Chips wirst du übersprungen, bleibst aber im Spiel.
    Die Seiten 1–3 sind Punktseiten (•, nichts passiert), 4 = **L** (links): ein Chip an den Spieler links von dir (nächster Platz), 5 = **C** (Center, die Mitte): ein Chip in den Topf, 6 = **R** (rechts): ein Chip an den Spieler rechts von dir (vorheriger Platz).
    Hat nur noch ein Spieler Chips, gewinnt er seine Chips und den Topf.
    Option *Sieg nur mit Punktseiten*: Der letzte Chipbesitzer muss dann lauter Punktseiten würfeln, um zu gewinnen; jedes L oder R setzt das Spiel fort; geht sein letzter Chip in den Topf, bekommen alle neue Chips und der Topf bleibt stehen (doppelter Topf); der Spieler links von dem, dessen Wurf den Tisch geleert hat, würfelt zuerst.
    Option *eigener Einsatz*: Jeder Spieler wählt beim Beitreten eine Startzahl von 1 bis 99 (der Gastgeber beginnt mit 3 und kann das über Beitreten ändern).
    Wer geht, legt seine Chips in den Topf. Platz 1 (der Gastgeber) würfelt zuerst. Würfelst du nicht innerhalb der Zugzeit (15 s bis 1 h, Standard 60 s), würfelt der Bot für dich.
    Jeder Würfel stammt aus einem geheimen Seed, dessen Fingerabdruck (SHA-256-Festlegung) von Anfang an gezeigt wird; am Ende wird der Seed enthüllt, damit jeder jeden Wurf prüfen kann (`/game verify`).

## Its name

game-lcr = LCR (Links Center Rechts)

## The command picker

cmd-lcr = Würfelspiel LCR (Links Center Rechts)
cmd-lcr-start = Einen LCR-Tisch in diesem Kanal eröffnen
cmd-lcr-dice = Wie viele Würfel du wirfst: einen pro Chip bis drei (Standard) oder immer drei
cmd-lcr-dot_to_win = Der letzte Spieler mit Chips muss lauter Punktseiten (•) würfeln, um zu gewinnen
cmd-lcr-stakes = Jeder Spieler wählt beim Beitreten seine Start-Chips (1-99)
cmd-lcr-dice-name = würfel
cmd-lcr-dice-by_chips = nach Chips
cmd-lcr-dice-always_three = immer drei
cmd-lcr-dot_to_win-name = sieg-mit-punktseiten
cmd-lcr-stakes-name = einsatz

## /stats

stats-lcr = Mitgenommene Chips: { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }

## /lcr odds: the command picker

cmd-lcr-odds = Die Gewinnchance jedes Platzes an einem LCR-Tisch, und wie lange ein Spiel dauert

## /lcr odds: the answer

odds-header-lcr = Gewinnchance nach Platz ab dem ersten Spieler:
odds-method-exact-lcr = Exakt: absorbierende Markow-Kette über die Chip-Verteilungen.
odds-lcr-exact_up_to = Exakte Antworten für { $players } Spieler gibt es bis { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    } pro Kopf; „Sieg nur mit Punktseiten“ wird immer simuliert.
odds-lcr-never_exact = Bei { $players } Spielern würde die exakte Kette zu lange dauern; „Sieg nur mit Punktseiten“ wird immer simuliert.

## Live chances

lcr-option-live_chances = Live-Chancen
