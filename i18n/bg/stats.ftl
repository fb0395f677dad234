### Bulgarian: /stats and /history.

cmd-stats = Игрите, победите и рекордите на играч в този сървър
cmd-stats-player = Чия статистика (по подразбиране: вашата)
cmd-stats-player-name = играч
cmd-stats-game = Само тази игра (по подразбиране: всички игри)
cmd-stats-game-name = игра
cmd-stats-post = Публикуване на отговора в канала за всички (по подразбиране го виждате само вие)
cmd-stats-post-name = публикувай
cmd-history = Последните 10 игри в канала: кога, кой спечели, масата и нейният сийд
cmd-history-game = Само тази игра (по подразбиране: всички игри)
cmd-history-game-name = игра
cmd-history-post = Публикуване на отговора в канала за всички (по подразбиране го виждате само вие)
cmd-history-post-name = публикувай
stats-title = Статистика — { $name }
stats-total = **Всички игри** — { $games ->
        [one] { $games } игра
       *[other] { $games } игри
    }, { $wins ->
        [one] { $wins } победа
       *[other] { $wins } победи
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } игра
       *[other] { $games } игри
    }, { $wins ->
        [one] { $wins } победа
       *[other] { $wins } победи
    }
stats-rate = { " " }· успеваемост { $percent }%
stats-rank = { " " }· място { $rank } от { $ranked }
stats-rate-later = { " " }· успеваемост след { $min ->
        [one] { $min } игра
       *[other] { $min } игри
    }
stats-empty = { $name } още няма завършена игра в този сървър ({ $game }).
stats-all_games = коя да е игра
history-title = Последни игри в този канал
history-title-kind = Последни игри { $game } в този канал
history-line = { $when } · **{ $game }** · { $outcome } · [маса]({ $url }) · сийд `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · сийд `{ $seed }`
history-won = спечелиха: { $names }
history-lost = загубиха: { $names }
history-no_winner = няма победител
history-computer = { $name } (компютър)
history-footer = Сийдът на играта дава всичките ѝ хвърляния: /game verify показва как да проверите.
history-empty = В този канал още няма завършена игра.
history-empty-kind = В този канал още няма завършена игра { $game }.
