### Russian: /stats and /history.

cmd-stats = Игры, победы и рекорды игрока на этом сервере
cmd-stats-player = Чья статистика (по умолчанию: ваша)
cmd-stats-player-name = игрок
cmd-stats-game = Только эта игра (по умолчанию: все игры)
cmd-stats-game-name = игра
cmd-stats-post = Опубликовать ответ в канале для всех (по умолчанию видите только вы)
cmd-stats-post-name = опубликовать
cmd-history = Последние 10 игр канала: когда, кто победил, стол и его сид
cmd-history-game = Только эта игра (по умолчанию: все игры)
cmd-history-game-name = игра
cmd-history-post = Опубликовать ответ в канале для всех (по умолчанию видите только вы)
cmd-history-post-name = опубликовать
stats-title = Статистика — { $name }
stats-total = **Все игры** — { $games ->
        [one] { $games } игра
        [few] { $games } игры
        [many] { $games } игр
       *[other] { $games } игры
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } игра
        [few] { $games } игры
        [many] { $games } игр
       *[other] { $games } игры
    }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    }
stats-rate = { " " }· доля побед { $percent } %
stats-rank = { " " }· место { $rank } из { $ranked }
stats-rate-later = { " " }· доля побед — от { $min ->
        [one] { $min } игры
        [few] { $min } игр
        [many] { $min } игр
       *[other] { $min } игр
    }
stats-empty = { $name }: на этом сервере ещё нет оконченных игр ({ $game }).
stats-all_games = любая игра
history-title = Последние игры в этом канале
history-title-kind = Последние игры { $game } в этом канале
history-line = { $when } · **{ $game }** · { $outcome } · [стол]({ $url }) · сид `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · сид `{ $seed }`
history-won = победа: { $names }
history-lost = проигрыш: { $names }
history-no_winner = без победителя
history-computer = { $name } (компьютер)
history-footer = Сид игры задаёт все её броски: /game verify показывает, как проверить.
history-empty = В этом канале ещё не закончилась ни одна игра.
history-empty-kind = В этом канале ещё не закончилась ни одна игра { $game }.
