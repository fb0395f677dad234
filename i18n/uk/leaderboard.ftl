### Ukrainian: /leaderboard.

cmd-leaderboard = Таблиця лідерів сервера (комп’ютери окремо) і рахунок гри Bad Leftovers тут
cmd-leaderboard-game = Лише ця гра (типово: усі ігри)
leaderboard-title = Таблиця лідерів — { $game }
leaderboard-all_games = усі ігри
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · очки за раунд: менше — краще
leaderboard-computers = *Комп’ютери, окремий залік:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
        [many] { $wins } перемог
       *[other] { $wins } перемоги
    }, { $games ->
        [one] { $games } гра
        [few] { $games } гри
        [many] { $games } ігор
       *[other] { $games } гри
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } за раунд
leaderboard-empty = На цьому сервері ще немає завершених ігор ({ $game }): дограйте одну, і вона з’явиться тут.
leaderboard-running = { $game } у цьому каналі — раунд { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· поза грою
leaderboard-page = Сторінка { $page } з { $pages }
leaderboard-previous = ◀ Назад
leaderboard-next = Далі ▶
