### Ukrainian: /stats and /history.

cmd-stats = Ігри, перемоги й рекорди гравця на цьому сервері
cmd-stats-player = Чия статистика (типово: ваша)
cmd-stats-player-name = гравець
cmd-stats-game = Лише ця гра (типово: усі ігри)
cmd-stats-game-name = гра
cmd-stats-post = Опублікувати відповідь у каналі для всіх (типово її бачите лише ви)
cmd-stats-post-name = опублікувати
cmd-history = Останні 10 ігор каналу: коли, хто переміг, стіл і його сід
cmd-history-game = Лише ця гра (типово: усі ігри)
cmd-history-game-name = гра
cmd-history-post = Опублікувати відповідь у каналі для всіх (типово її бачите лише ви)
cmd-history-post-name = опублікувати
stats-title = Статистика — { $name }
stats-total = **Усі ігри** — { $games ->
        [one] { $games } гра
        [few] { $games } гри
        [many] { $games } ігор
       *[other] { $games } гри
    }, { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
        [many] { $wins } перемог
       *[other] { $wins } перемоги
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } гра
        [few] { $games } гри
        [many] { $games } ігор
       *[other] { $games } гри
    }, { $wins ->
        [one] { $wins } перемога
        [few] { $wins } перемоги
        [many] { $wins } перемог
       *[other] { $wins } перемоги
    }
stats-rate = { " " }· частка перемог { $percent }%
stats-rank = { " " }· місце { $rank } з { $ranked }
stats-rate-later = { " " }· частка перемог — від { $min ->
        [one] { $min } гри
        [few] { $min } ігор
        [many] { $min } ігор
       *[other] { $min } ігор
    }
stats-empty = { $name }: на цьому сервері ще немає завершених ігор ({ $game }).
stats-all_games = будь-яка гра
history-title = Останні ігри в цьому каналі
history-title-kind = Останні ігри { $game } у цьому каналі
history-line = { $when } · **{ $game }** · { $outcome } · [стіл]({ $url }) · сід `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · сід `{ $seed }`
history-won = перемога: { $names }
history-lost = програш: { $names }
history-no_winner = без переможця
history-computer = { $name } (комп’ютер)
history-footer = Сід гри задає всі її кидки: /game verify показує, як перевірити.
history-empty = У цьому каналі ще не завершилася жодна гра.
history-empty-kind = У цьому каналі ще не завершилася жодна гра { $game }.
