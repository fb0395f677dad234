### Ukrainian: Chicago.

chicago-action-roll = Кинути
chicago-action-reroll = Перекинути { $face } { $value }
chicago-action-reroll-pictured = Перекинути { $value }
chicago-action-keep = Залишити
chicago-option-double_roll = подвійний кидок
chicago-option-three_dice = три кубики
chicago-seat = { " " }— { $points ->
        [one] { $points } очко
        [few] { $points } очки
        [many] { $points } очок
       *[other] { $points } очка
    }
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Раунд { $round } з 11 — ціль { $target }**
chicago-winner = 🏆 { $name } перемагає: { $points ->
        [one] { $points } очко
        [few] { $points } очки
        [many] { $points } очок
       *[other] { $points } очка
    }!
chicago-joint_victory = 🤝 Спільна перемога: { $names }, по { $points ->
        [one] { $points } очку
        [few] { $points } очки
        [many] { $points } очок
       *[other] { $points } очка
    }!
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, не { $target }{ $then }
chicago-verdict-pair_miss = { " " }— жодні два не дають { $target }{ $then }
chicago-verdict-kept = : 0 очок
chicago-verdict-kept_forced = { " " }— жодне перекидання не дасть { $target }: 0 очок
chicago-then-zero = : 0 очок
chicago-event-first_player = Жереб: { $name } кидає першим.
chicago-event-round = Раунд { $round }: ціль **{ $target }**.
chicago-event-roll = { $name } кидає { $faces }{ $verdict }.
chicago-event-reroll = { $name } перекидає { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } залишає { $faces }{ $verdict }.
chicago-event-timeout = { $name } не встигає: бот робить найкращий вибір за гравця.
chicago-event-game_over = 🏁 Гру закінчено.
chicago-rules = **Chicago (Rotation)** — від 2 до 20 гравців, 11 раундів.
    Першого гравця визначає жереб; кожен раунд іде від нього за годинниковою стрілкою. У раунді r ціль — r + 1 (раунд 1: 2, … раунд 11: 12).
    У свій хід натисніть **Кинути**: два кубики, один раз. Якщо сума дорівнює цілі, ви отримуєте стільки очок, скільки ціль, інакше 0. Після 11 раундів перемагає найбільша сума; рівні лідери ділять спільну перемогу.
    Опція *подвійний кидок*: коли кидок нічого не дав, ви обираєте — перекинути рівно один кубик (кнопка на кожен кубик, з його гранню) і зарахувати новий кидок, або **Залишити** (0 очок). Коли жодне перекидання не може дати очок, Pips одразу залишає кидок за вас і пояснює чому.
    Опція *три кубики*: кидайте три кубики й отримуйте ціль, якщо будь-які два з них дають її в сумі; бот обирає пару (першу придатну з 1+2, 1+3, 2+3 — будь-яка пара дає те саме) і показує її. Разом із подвійним кидком після промаху можна перекинути один із трьох кубиків.
    Гравець, який пішов, більше нічого не набирає: його очки лишаються в таблиці, але перемогти він не може. Вихід посеред ходу (промах, що чекає перекидання чи «Залишити») лишає цей раунд порожнім. Якщо лишається один гравець, гра одразу закінчується, і він перемагає.
    Якщо ви не зробите хід за час ходу (від 15 с до 1 год, типово 60 с), бот грає за вас, як комп’ютери: кидає, а після промаху перекидає кубик із найкращими шансами (при рівності — перший такий).
    Кожен кубик береться з секретного сіду, чия фіксація SHA-256 видна від початку; сід розкривається наприкінці, щоб будь-хто міг перевірити кожен кидок (`/game verify`).
game-chicago = Chicago
cmd-chicago = Гра в кубики Chicago (Rotation)
cmd-chicago-start = Відкрити стіл Chicago у цьому каналі
cmd-chicago-double_roll = Після кидка без очок перекинути один кубик або залишити
cmd-chicago-three_dice = Кидати три кубики; очки дають будь-які два із сумою, що дорівнює цілі
cmd-chicago-double_roll-name = подвійний-кидок
cmd-chicago-three_dice-name = три-кубики
stats-chicago = Найкращий рахунок: { $score }
cmd-chicago-odds = Шанс кожного місця перемогти за столом Chicago і очікуваний рахунок гравця
odds-header-chicago = Шанс перемоги за місцями від першого гравця (усі місця рівні: таблиці незалежні):
odds-method-exact-chicago = Точно: перебір усіх кидків із найкращим перекиданням.
chicago-option-live_chances = шанси під час гри
