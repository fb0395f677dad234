### Russian: Chicago.

chicago-action-roll = Бросить
chicago-action-reroll = Перебросить { $face } { $value }
chicago-action-reroll-pictured = Перебросить { $value }
chicago-action-keep = Оставить
chicago-option-double_roll = двойной бросок
chicago-option-three_dice = три кубика
chicago-seat = { " " }— { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Раунд { $round } из 11 — цель { $target }**
chicago-winner = 🏆 { $name } побеждает: { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }!
chicago-joint_victory = 🤝 Общая победа: { $names }, по { $points ->
        [one] { $points } очку
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    }!
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, не { $target }{ $then }
chicago-verdict-pair_miss = { " " }— никакие два не дают { $target }{ $then }
chicago-verdict-kept = : 0 очков
chicago-verdict-kept_forced = { " " }— никакой переброс не даст { $target }: 0 очков
chicago-then-zero = : 0 очков
chicago-event-first_player = Жребий: { $name } бросает первым.
chicago-event-round = Раунд { $round }: цель **{ $target }**.
chicago-event-roll = { $name } бросает { $faces }{ $verdict }.
chicago-event-reroll = { $name } перебрасывает { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } оставляет { $faces }{ $verdict }.
chicago-event-timeout = { $name } не успевает: бот делает лучший выбор за игрока.
chicago-event-game_over = 🏁 Игра окончена.
chicago-rules = **Chicago (Rotation)** — от 2 до 20 игроков, 11 раундов.
    Первый игрок выбирается жребием; каждый раунд идёт от него по часовой стрелке. В раунде r цель — r + 1 (раунд 1: 2, … раунд 11: 12).
    В свой ход нажмите **Бросить**: два кубика, один раз. Если сумма равна цели, вы получаете столько очков, сколько цель, иначе 0. После 11 раундов побеждает наибольшая сумма; равные лидеры делят общую победу.
    Опция *двойной бросок*: когда бросок ничего не дал, вы выбираете — перебросить ровно один кубик (кнопка на каждый кубик, с его гранью) и засчитать новый бросок, или **Оставить** (0 очков). Когда никакой переброс не может принести очки, Pips сразу оставляет бросок за вас и объясняет почему.
    Опция *три кубика*: бросайте три кубика и получайте цель, если любые два из них дают её в сумме; бот выбирает пару (первую подходящую из 1+2, 1+3, 2+3 — любая пара даёт то же) и показывает её. Вместе с двойным броском после промаха можно перебросить один из трёх кубиков.
    Ушедший игрок больше ничего не набирает: его очки остаются в таблице, но победить он не может. Уход посреди хода (промах, ждущий переброса или «Оставить») оставляет этот раунд пустым. Если остаётся один игрок, игра сразу заканчивается, и он побеждает.
    Если вы не сходите за время хода (от 15 с до 1 ч, по умолчанию 60 с), бот играет за вас, как компьютеры: бросает, а после промаха перебрасывает кубик с лучшими шансами (при равенстве — первый такой).
    Каждый кубик берётся из секретного сида, чья фиксация SHA-256 видна с начала; сид раскрывается в конце, чтобы любой мог проверить каждый бросок (`/game verify`).
game-chicago = Chicago
cmd-chicago = Игра в кубики Chicago (Rotation)
cmd-chicago-start = Открыть стол Chicago в этом канале
cmd-chicago-double_roll = После броска без очков перебросить один кубик или оставить
cmd-chicago-three_dice = Бросать три кубика; очки дают любые два с суммой, равной цели
cmd-chicago-double_roll-name = двойной-бросок
cmd-chicago-three_dice-name = три-кубика
stats-chicago = Лучший счёт: { $score }
cmd-chicago-odds = Шанс каждого места победить за столом Chicago и ожидаемый счёт игрока
odds-header-chicago = Шанс победы по местам от первого игрока (все места равны: таблицы независимы):
odds-method-exact-chicago = Точно: перебор всех бросков с лучшим перебросом.
chicago-option-live_chances = шансы по ходу игры
