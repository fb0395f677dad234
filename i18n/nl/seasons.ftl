### nl: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Welk seizoen (standaard: het huidige), of altijd
cmd-leaderboard-season-name = seizoen
cmd-leaderboard-luck = Toon het geluksbord: wie de kansen versloeg en wie niet
cmd-leaderboard-luck-name = geluk
cmd-stats-season = Welk seizoen (standaard: het huidige), of altijd
cmd-stats-season-name = seizoen
cmd-settings-season = Hoe lang een seizoen van /leaderboard en /stats duurt (in UTC)
cmd-settings-season-length = Een wijziging start nu een nieuw seizoen; afgelopen seizoenen blijven zoals ze waren
cmd-settings-season-length-name = duur
season-length-week = Week (vanaf maandag 00:00 UTC)
season-length-month = Maand (vanaf de 1e, 00:00 UTC)
season-length-none = Geen (alleen altijd)
season-choice-current = Huidig seizoen
season-choice-all = Altijd
season-choice-past = Seizoen { $start } – { $end }
season-current = Seizoen sinds <t:{ $start }:d> · eindigt <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Seizoen <t:{ $start }:d> – <t:{ $last }:d> (afgelopen)
season-all = Altijd
settings-season = Seizoenen: { $value }
season-saved = Opgeslagen. { $line }
    Het lopende seizoen eindigt nu; afgelopen seizoenen blijven zoals ze waren.
season-invalid = Een seizoen is een week, een maand of geen; er is niets gewijzigd.
luck-won = Geluk: { $hits } van { $games } gewonnen; de dobbelstenen gaven je { $expected }: **{ $luck }**
luck-lost = Geluk: { $hits } van { $games } verloren; de dobbelstenen gaven je { $expected } nederlagen: **{ $luck }**
luck-total = **Geluk in alle spellen**: { $luck } over { $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    }
luck-how = *Geluk = je overwinningen min de som van je winkansen bij de start van elk spel (Buck Dice: andersom, met nederlagen). Boven 0: meer geluk dan beloofd.*
luck-older = *Spellen van voordat Pips kansen bewaarde, tellen niet mee.*
luck-board-title = Geluk — { $game }
luck-board-luckiest = **Meeste geluk**
luck-board-unluckiest = **Minste geluk**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } spel
       *[other] { $games } spellen
    })
luck-board-empty = Nog niemand heeft { $min ->
        [one] { $min } spel
       *[other] { $min } spellen
    } met kansen in deze periode.
luck-board-hint = Wie had de gelukkigste dobbelstenen? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
