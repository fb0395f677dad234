### no: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Hvilken sesong (standard: den nåværende) eller hele tiden
cmd-leaderboard-season-name = sesong
cmd-leaderboard-luck = Vis flaks-tavlen: hvem slo oddsene, og hvem gjorde ikke
cmd-leaderboard-luck-name = flaks
cmd-stats-season = Hvilken sesong (standard: den nåværende) eller hele tiden
cmd-stats-season-name = sesong
cmd-settings-season = Hvor lenge en sesong av /leaderboard og /stats varer (i UTC)
cmd-settings-season-length = En endring starter en ny sesong nå; avsluttede sesonger forblir som de var
cmd-settings-season-length-name = lengde
season-length-week = Uke (fra mandag 00:00 UTC)
season-length-month = Måned (fra den 1., 00:00 UTC)
season-length-none = Ingen (bare hele tiden)
season-choice-current = Nåværende sesong
season-choice-all = Hele tiden
season-choice-past = Sesong { $start } – { $end }
season-current = Sesong siden <t:{ $start }:d> · slutter <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Sesong <t:{ $start }:d> – <t:{ $last }:d> (avsluttet)
season-all = Hele tiden
settings-season = Sesonger: { $value }
season-saved = Lagret. { $line }
    Sesongen som pågår, slutter nå; avsluttede sesonger forblir som de var.
season-invalid = En sesong er en uke, en måned eller ingen; ingenting ble endret.
luck-won = Flaks: vant { $hits } av { $games }; terningene ga deg { $expected }: **{ $luck }**
luck-lost = Flaks: tapte { $hits } av { $games }; terningene ga deg { $expected } tap: **{ $luck }**
luck-total = **Flaks i alle spill**: { $luck } over { $games ->
        [one] { $games } spill
       *[other] { $games } spill
    }
luck-how = *Flaks = seierne dine minus summen av vinnersjansene dine ved starten av hvert spill (Buck Dice: omvendt, med tap). Over 0: mer flaks enn terningene lovet.*
luck-older = *Spill fra før Pips lagret sjanser, teller ikke.*
luck-board-title = Flaks — { $game }
luck-board-luckiest = **Mest flaks**
luck-board-unluckiest = **Minst flaks**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } spill
       *[other] { $games } spill
    })
luck-board-empty = Ingen har ennå { $min ->
        [one] { $min } spill
       *[other] { $min } spill
    } med sjanser i denne perioden.
luck-board-hint = Hvem hadde de heldigste terningene? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
