### da: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Hvilken sæson (standard: den nuværende) eller hele tiden
cmd-leaderboard-season-name = sæson
cmd-leaderboard-luck = Vis held-tavlen: hvem slog oddsene, og hvem gjorde ikke
cmd-leaderboard-luck-name = held
cmd-stats-season = Hvilken sæson (standard: den nuværende) eller hele tiden
cmd-stats-season-name = sæson
cmd-settings-season = Hvor længe en sæson af /leaderboard og /stats varer (i UTC)
cmd-settings-season-length = En ændring starter en ny sæson nu; afsluttede sæsoner forbliver som de var
cmd-settings-season-length-name = længde
season-length-week = Uge (fra mandag 00:00 UTC)
season-length-month = Måned (fra den 1., 00:00 UTC)
season-length-none = Ingen (kun hele tiden)
season-choice-current = Nuværende sæson
season-choice-all = Hele tiden
season-choice-past = Sæson { $start } – { $end }
season-current = Sæson siden <t:{ $start }:d> · slutter <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Sæson <t:{ $start }:d> – <t:{ $last }:d> (afsluttet)
season-all = Hele tiden
settings-season = Sæsoner: { $value }
season-saved = Gemt. { $line }
    Den igangværende sæson slutter nu; afsluttede sæsoner forbliver som de var.
season-invalid = En sæson er en uge, en måned eller ingen; intet blev ændret.
luck-won = Held: vandt { $hits } af { $games }; terningerne gav dig { $expected }: **{ $luck }**
luck-lost = Held: tabte { $hits } af { $games }; terningerne gav dig { $expected } nederlag: **{ $luck }**
luck-total = **Held i alle spil**: { $luck } over { $games ->
        [one] { $games } spil
       *[other] { $games } spil
    }
luck-how = *Held = dine sejre minus summen af dine vinderchancer ved starten af hvert spil (Buck Dice: omvendt, med nederlag). Over 0: mere held end terningerne lovede.*
luck-older = *Spil fra før Pips gemte chancer tæller ikke med.*
luck-board-title = Held — { $game }
luck-board-luckiest = **Mest held**
luck-board-unluckiest = **Mindst held**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } spil
       *[other] { $games } spil
    })
luck-board-empty = Ingen har endnu { $min ->
        [one] { $min } spil
       *[other] { $min } spil
    } med chancer i denne periode.
luck-board-hint = Hvem havde de heldigste terninger? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
