### ru: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Какой сезон (по умолчанию: текущий) или за всё время
cmd-leaderboard-season-name = сезон
cmd-leaderboard-luck = Показать таблицу удачи: кто обыграл шансы, а кто нет
cmd-leaderboard-luck-name = удача
cmd-stats-season = Какой сезон (по умолчанию: текущий) или за всё время
cmd-stats-season-name = сезон
cmd-settings-season = Сколько длится сезон /leaderboard и /stats (по UTC)
cmd-settings-season-length = Изменение начинает новый сезон сейчас; завершённые сезоны остаются как были
cmd-settings-season-length-name = длина
season-length-week = Неделя (с понедельника 00:00 UTC)
season-length-month = Месяц (с 1-го числа, 00:00 UTC)
season-length-none = Нет (только за всё время)
season-choice-current = Текущий сезон
season-choice-all = За всё время
season-choice-past = Сезон { $start } – { $end }
season-current = Сезон с <t:{ $start }:d> · закончится <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Сезон <t:{ $start }:d> – <t:{ $last }:d> (завершён)
season-all = За всё время
settings-season = Сезоны: { $value }
season-saved = Сохранено. { $line }
    Текущий сезон заканчивается сейчас; завершённые сезоны остаются как были.
season-invalid = Сезон — это неделя, месяц или ничего; ничего не изменено.
luck-won = Удача: выиграно { $hits } из { $games }; кости давали тебе { $expected }: **{ $luck }**
luck-lost = Удача: проиграно { $hits } из { $games }; кости давали тебе { $expected } поражений: **{ $luck }**
luck-total = **Удача во всех играх**: { $luck } за { $games ->
        [one] { $games } игру
        [few] { $games } игры
        [many] { $games } игр
       *[other] { $games } игры
    }
luck-how = *Удача = твои победы минус сумма твоих шансов на победу в начале каждой игры (Buck Dice: наоборот, с поражениями). Выше 0: удачливее, чем обещали кости.*
luck-older = *Игры до того, как Pips начал хранить шансы, не учитываются.*
luck-board-title = Удача — { $game }
luck-board-luckiest = **Самые удачливые**
luck-board-unluckiest = **Самые неудачливые**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } игра
        [few] { $games } игры
        [many] { $games } игр
       *[other] { $games } игры
    })
luck-board-empty = Пока никто не сыграл { $min ->
        [one] { $min } игру
        [few] { $min } игры
        [many] { $min } игр
       *[other] { $min } игры
    } с шансами за этот период.
luck-board-hint = У кого самые удачливые кубики? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
