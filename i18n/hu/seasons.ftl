### hu: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Melyik szezon (alapértelmezett: a jelenlegi), vagy az összes idő
cmd-leaderboard-season-name = szezon
cmd-leaderboard-luck = A szerencsetábla: ki győzte le az esélyeket, és ki nem
cmd-leaderboard-luck-name = szerencse
cmd-stats-season = Melyik szezon (alapértelmezett: a jelenlegi), vagy az összes idő
cmd-stats-season-name = szezon
cmd-settings-season = Meddig tart a /leaderboard és a /stats egy szezonja (UTC szerint)
cmd-settings-season-length = A változás most új szezont indít; a véget ért szezonok maradnak, ahogy voltak
cmd-settings-season-length-name = hossz
season-length-week = Hét (hétfő 00:00 UTC-től)
season-length-month = Hónap (1-jétől, 00:00 UTC)
season-length-none = Nincs (csak az összes idő)
season-choice-current = Jelenlegi szezon
season-choice-all = Összes idő
season-choice-past = Szezon { $start } – { $end }
season-current = Szezon ettől: <t:{ $start }:d> · vége <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Szezon <t:{ $start }:d> – <t:{ $last }:d> (véget ért)
season-all = Összes idő
settings-season = Szezonok: { $value }
season-saved = Mentve. { $line }
    A futó szezon most véget ér; a véget ért szezonok maradnak, ahogy voltak.
season-invalid = A szezon egy hét, egy hónap vagy nincs; semmi sem változott.
luck-won = Szerencse: { $games } játékból { $hits } győzelem; a kockák szerint várható: { $expected } · **{ $luck }**
luck-lost = Szerencse: { $games } játékból { $hits } vereség; a kockák szerint várható: { $expected } vereség · **{ $luck }**
luck-total = **Szerencse minden játékban**: { $luck }, { $games ->
        [one] { $games } játék
       *[other] { $games } játék
    }
luck-how = *Szerencse = győzelmeid mínusz a győzelmi esélyeid összege minden játék elején (Buck Dice: fordítva, vereségekkel). 0 fölött: szerencsésebb, mint amit a kockák ígértek.*
luck-older = *Azok a játékok, amelyek előtt a Pips még nem tárolt esélyeket, nem számítanak.*
luck-board-title = Szerencse — { $game }
luck-board-luckiest = **A legszerencsésebbek**
luck-board-unluckiest = **A legpechesebbek**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } játék
       *[other] { $games } játék
    })
luck-board-empty = Ebben az időszakban még senkinek sincs { $min ->
        [one] { $min } olyan játéka
       *[other] { $min } olyan játéka
    }, amelynél rögzítették az esélyeket.
luck-board-hint = Kinek voltak a legszerencsésebb kockái? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
