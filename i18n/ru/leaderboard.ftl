### Russian: /leaderboard.

cmd-leaderboard = Таблица лидеров сервера (компьютеры отдельно) и счёт игры Bad Leftovers здесь
cmd-leaderboard-game = Только эта игра (по умолчанию: все игры)
leaderboard-title = Таблица лидеров — { $game }
leaderboard-all_games = все игры
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · очки за раунд: меньше — лучше
leaderboard-computers = *Компьютеры, отдельный зачёт:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    }, { $games ->
        [one] { $games } игра
        [few] { $games } игры
        [many] { $games } игр
       *[other] { $games } игры
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } за раунд
leaderboard-empty = На этом сервере ещё нет оконченных игр ({ $game }): доиграйте одну, и она появится здесь.
leaderboard-running = { $game } в этом канале — раунд { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· вне игры
leaderboard-page = Страница { $page } из { $pages }
leaderboard-previous = ◀ Назад
leaderboard-next = Вперёд ▶
