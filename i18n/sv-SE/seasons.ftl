### sv-SE: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Vilken säsong (standard: den pågående) eller all tid
cmd-leaderboard-season-name = säsong
cmd-leaderboard-luck = Visa turtavlan: vem som slog oddsen och vem som inte gjorde det
cmd-leaderboard-luck-name = tur
cmd-stats-season = Vilken säsong (standard: den pågående) eller all tid
cmd-stats-season-name = säsong
cmd-settings-season = Hur länge en säsong av /leaderboard och /stats varar (i UTC)
cmd-settings-season-length = En ändring startar en ny säsong nu; avslutade säsonger förblir som de var
cmd-settings-season-length-name = längd
season-length-week = Vecka (från måndag 00:00 UTC)
season-length-month = Månad (från den 1:a, 00:00 UTC)
season-length-none = Ingen (bara all tid)
season-choice-current = Pågående säsong
season-choice-all = All tid
season-choice-past = Säsong { $start } – { $end }
season-current = Säsong sedan <t:{ $start }:d> · slutar <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Säsong <t:{ $start }:d> – <t:{ $last }:d> (avslutad)
season-all = All tid
settings-season = Säsonger: { $value }
season-saved = Sparat. { $line }
    Den pågående säsongen slutar nu; avslutade säsonger förblir som de var.
season-invalid = En säsong är en vecka, en månad eller ingen; inget ändrades.
luck-won = Tur: vann { $hits } av { $games }; tärningarna gav dig { $expected }: **{ $luck }**
luck-lost = Tur: förlorade { $hits } av { $games }; tärningarna gav dig { $expected } förluster: **{ $luck }**
luck-total = **Tur i alla spel**: { $luck } över { $games ->
        [one] { $games } spel
       *[other] { $games } spel
    }
luck-how = *Tur = dina vinster minus summan av dina vinstchanser när varje spel började (Buck Dice: tvärtom, med förluster). Över 0: mer tur än tärningarna lovade.*
luck-older = *Spel från innan Pips sparade chanser räknas inte.*
luck-board-title = Tur — { $game }
luck-board-luckiest = **Mest tur**
luck-board-unluckiest = **Minst tur**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } spel
       *[other] { $games } spel
    })
luck-board-empty = Ingen har ännu { $min ->
        [one] { $min } spel
       *[other] { $min } spel
    } med chanser under den här perioden.
luck-board-hint = Vem hade de turligaste tärningarna? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
