### British English: seasons (/leaderboard and /stats per season, /settings season) and luck.

## The command picker

cmd-leaderboard-season = Which season (default: the current one), or all time
cmd-leaderboard-season-name = season
cmd-leaderboard-luck = Show the luck board: who beat the odds, who did not
cmd-leaderboard-luck-name = luck
cmd-stats-season = Which season (default: the current one), or all time
cmd-stats-season-name = season
cmd-settings-season = How long a season of /leaderboard and /stats lasts (in UTC)
cmd-settings-season-length = A change starts a new season now; ended seasons stay as they were
cmd-settings-season-length-name = length
season-length-week = Week (from Monday 00:00 UTC)
season-length-month = Month (from the 1st, 00:00 UTC)
season-length-none = None (all time only)

## Choosing a season (typed suggestions: plain text)

season-choice-current = Current season
season-choice-all = All time
season-choice-past = Season { $start } – { $end }

## The boards

season-current = Season since <t:{ $start }:d> · ends <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Season <t:{ $start }:d> – <t:{ $last }:d> (ended)
season-all = All time
settings-season = Seasons: { $value }
season-saved = Saved. { $line }
    The season running now ends now; ended seasons stay as they were.
season-invalid = A season is a week, a month or none; nothing was changed.

## Luck: wins against the chances each game gave when it started

luck-won = Luck: won { $hits } of { $games }; the dice gave you { $expected }: **{ $luck }**
luck-lost = Luck: lost { $hits } of { $games }; the dice gave you { $expected } losses: **{ $luck }**
luck-total = **Luck in all games**: { $luck } over { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
luck-how = *Luck = your wins minus the sum of your chances to win when each game started (Buck Dice: the other way round, with losses). Above 0: luckier than the dice promised.*
luck-older = *Games from before Pips kept chances are left out.*
luck-board-title = Luck — { $game }
luck-board-luckiest = **Luckiest**
luck-board-unluckiest = **Unluckiest**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
luck-board-empty = Nobody has { $min ->
        [one] { $min } game
       *[other] { $min } games
    } with chances in this period yet.
luck-board-hint = Who had the luckiest dice? /leaderboard luck
# A figure with one decimal: its sign (+, − or nothing), whole part and tenths; the separator is the language's.
luck-number = { $sign }{ $whole }.{ $tenths }
