### uk: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Який сезон (за замовчуванням: поточний) або за весь час
cmd-leaderboard-season-name = сезон
cmd-leaderboard-luck = Показати таблицю удачі: хто переміг шанси, а хто ні
cmd-leaderboard-luck-name = удача
cmd-stats-season = Який сезон (за замовчуванням: поточний) або за весь час
cmd-stats-season-name = сезон
cmd-settings-season = Скільки триває сезон /leaderboard і /stats (за UTC)
cmd-settings-season-length = Зміна починає новий сезон зараз; завершені сезони лишаються як були
cmd-settings-season-length-name = тривалість
season-length-week = Тиждень (з понеділка 00:00 UTC)
season-length-month = Місяць (з 1-го числа, 00:00 UTC)
season-length-none = Немає (лише за весь час)
season-choice-current = Поточний сезон
season-choice-all = За весь час
season-choice-past = Сезон { $start } – { $end }
season-current = Сезон з <t:{ $start }:d> · завершиться <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Сезон <t:{ $start }:d> – <t:{ $last }:d> (завершено)
season-all = За весь час
settings-season = Сезони: { $value }
season-saved = Збережено. { $line }
    Поточний сезон завершується зараз; завершені сезони лишаються як були.
season-invalid = Сезон — це тиждень, місяць або нічого; нічого не змінено.
luck-won = Удача: виграно { $hits } з { $games }; кості давали тобі { $expected }: **{ $luck }**
luck-lost = Удача: програно { $hits } з { $games }; кості давали тобі { $expected } поразок: **{ $luck }**
luck-total = **Удача в усіх іграх**: { $luck } за { $games ->
        [one] { $games } гру
        [few] { $games } гри
        [many] { $games } ігор
       *[other] { $games } гри
    }
luck-how = *Удача = твої перемоги мінус сума твоїх шансів на перемогу на початку кожної гри (Buck Dice: навпаки, з поразками). Понад 0: щасливіше, ніж обіцяли кості.*
luck-older = *Ігри з часу, коли Pips ще не зберігав шанси, не враховуються.*
luck-board-title = Удача — { $game }
luck-board-luckiest = **Найщасливіші**
luck-board-unluckiest = **Найменш щасливі**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } гра
        [few] { $games } гри
        [many] { $games } ігор
       *[other] { $games } гри
    })
luck-board-empty = Поки ніхто не зіграв { $min ->
        [one] { $min } гру
        [few] { $min } гри
        [many] { $min } ігор
       *[other] { $min } гри
    } із шансами за цей період.
luck-board-hint = У кого найщасливіші кубики? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
