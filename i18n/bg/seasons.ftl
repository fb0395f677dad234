### bg: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Кой сезон (по подразбиране: текущият) или за цялото време
cmd-leaderboard-season-name = сезон
cmd-leaderboard-luck = Показване на класацията на късмета: кой надви шансовете и кой не
cmd-leaderboard-luck-name = късмет
cmd-stats-season = Кой сезон (по подразбиране: текущият) или за цялото време
cmd-stats-season-name = сезон
cmd-settings-season = Колко трае сезон на /leaderboard и /stats (в UTC)
cmd-settings-season-length = Промяна започва нов сезон сега; приключилите сезони остават както бяха
cmd-settings-season-length-name = продължителност
season-length-week = Седмица (от понеделник 00:00 UTC)
season-length-month = Месец (от 1-во число, 00:00 UTC)
season-length-none = Без (само за цялото време)
season-choice-current = Текущ сезон
season-choice-all = За цялото време
season-choice-past = Сезон { $start } – { $end }
season-current = Сезон от <t:{ $start }:d> · свършва <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Сезон <t:{ $start }:d> – <t:{ $last }:d> (приключил)
season-all = За цялото време
settings-season = Сезони: { $value }
season-saved = Запазено. { $line }
    Текущият сезон свършва сега; приключилите сезони остават както бяха.
season-invalid = Сезонът е седмица, месец или без; нищо не е променено.
luck-won = Късмет: спечелени { $hits } от { $games }; заровете ти даваха { $expected }: **{ $luck }**
luck-lost = Късмет: загубени { $hits } от { $games }; заровете ти даваха { $expected } загуби: **{ $luck }**
luck-total = **Късмет във всички игри**: { $luck } за { $games ->
        [one] { $games } игра
       *[other] { $games } игри
    }
luck-how = *Късмет = победите ти минус сбора на шансовете ти за победа в началото на всяка игра (Buck Dice: обратното, със загуби). Над 0: повече късмет, отколкото обещаваха заровете.*
luck-older = *Игрите отпреди Pips да пази шансове не се броят.*
luck-board-title = Късмет — { $game }
luck-board-luckiest = **Най-големите късметлии**
luck-board-unluckiest = **Най-големите баксузи**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } игра
       *[other] { $games } игри
    })
luck-board-empty = Още никой няма { $min ->
        [one] { $min } игра
       *[other] { $min } игри
    } с шансове за този период.
luck-board-hint = Кой имаше най-късметлийските зарове? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
