### de: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Welche Saison (Standard: die laufende) oder alle Zeiten
cmd-leaderboard-season-name = saison
cmd-leaderboard-luck = Die Glücks-Rangliste zeigen: wer die Chancen übertraf, wer nicht
cmd-leaderboard-luck-name = glück
cmd-stats-season = Welche Saison (Standard: die laufende) oder alle Zeiten
cmd-stats-season-name = saison
cmd-settings-season = Wie lange eine Saison von /leaderboard und /stats dauert (in UTC)
cmd-settings-season-length = Eine Änderung startet jetzt eine neue Saison; beendete Saisons bleiben, wie sie waren
cmd-settings-season-length-name = dauer
season-length-week = Woche (ab Montag 00:00 UTC)
season-length-month = Monat (ab dem 1., 00:00 UTC)
season-length-none = Keine (nur alle Zeiten)
season-choice-current = Laufende Saison
season-choice-all = Alle Zeiten
season-choice-past = Saison { $start } – { $end }
season-current = Saison seit <t:{ $start }:d> · endet <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Saison <t:{ $start }:d> – <t:{ $last }:d> (beendet)
season-all = Alle Zeiten
settings-season = Saisons: { $value }
season-saved = Gespeichert. { $line }
    Die laufende Saison endet jetzt; beendete Saisons bleiben, wie sie waren.
season-invalid = Eine Saison ist eine Woche, ein Monat oder keine; nichts wurde geändert.
luck-won = Glück: { $hits } von { $games } gewonnen; die Würfel gaben dir { $expected }: **{ $luck }**
luck-lost = Glück: { $hits } von { $games } verloren; die Würfel gaben dir { $expected } Niederlagen: **{ $luck }**
luck-total = **Glück in allen Spielen**: { $luck } über { $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    }
luck-how = *Glück = deine Siege minus die Summe deiner Gewinnchancen zu Beginn jedes Spiels (Buck Dice: umgekehrt, mit Niederlagen). Über 0: mehr Glück, als die Würfel versprachen.*
luck-older = *Spiele aus der Zeit, bevor Pips Chancen speicherte, zählen nicht.*
luck-board-title = Glück — { $game }
luck-board-luckiest = **Die Glücklichsten**
luck-board-unluckiest = **Die Pechvögel**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } Spiel
       *[other] { $games } Spiele
    })
luck-board-empty = Noch niemand hat { $min ->
        [one] { $min } Spiel
       *[other] { $min } Spiele
    } mit Chancen in diesem Zeitraum.
luck-board-hint = Wer hatte die glücklichsten Würfel? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
