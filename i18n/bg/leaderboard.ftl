### Bulgarian: /leaderboard.

cmd-leaderboard = Класирането на сървъра (компютрите отделно) и резултатите от игра Bad Leftovers тук
cmd-leaderboard-game = Само тази игра (по подразбиране: всички игри)
leaderboard-title = Класиране — { $game }
leaderboard-all_games = всички игри
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · точки на рунд: по-малко е по-добре
leaderboard-computers = *Компютри, класирани отделно:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } победа
       *[other] { $wins } победи
    }, { $games ->
        [one] { $games } игра
       *[other] { $games } игри
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } на рунд
leaderboard-empty = Още няма завършени игри ({ $game }) на този сървър: завършете една и тя ще се появи тук.
leaderboard-running = { $game } в този канал — рунд { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· напусна играта
leaderboard-page = Страница { $page } от { $pages }
leaderboard-previous = ◀ Предишна
leaderboard-next = Следваща ▶
