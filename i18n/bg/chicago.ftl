### Bulgarian: Chicago.

chicago-action-roll = Хвърли
chicago-action-reroll = Хвърли пак { $face } { $value }
chicago-action-reroll-pictured = Хвърли пак { $value }
chicago-action-keep = Запази
chicago-option-double_roll = двойно хвърляне
chicago-option-three_dice = три зара
chicago-seat = { " " }— { $points ->
        [one] { $points } точка
       *[other] { $points } точки
    }
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Рунд { $round } от 11 — цел { $target }**
chicago-winner = 🏆 { $name } печели с { $points ->
        [one] { $points } точка
       *[other] { $points } точки
    }!
chicago-joint_victory = 🤝 Обща победа: { $names }, с по { $points ->
        [one] { $points } точка
       *[other] { $points } точки
    }!
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, не { $target }{ $then }
chicago-verdict-pair_miss = { " " }— никои два не дават { $target }{ $then }
chicago-verdict-kept = : 0 точки
chicago-verdict-kept_forced = { " " }— никое повторно хвърляне не дава { $target }: 0 точки
chicago-then-zero = : 0 точки
chicago-event-first_player = Жребий: { $name } хвърля пръв.
chicago-event-round = Рунд { $round }: цел **{ $target }**.
chicago-event-roll = { $name } хвърли { $faces }{ $verdict }.
chicago-event-reroll = { $name } хвърли пак { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } запазва { $faces }{ $verdict }.
chicago-event-timeout = { $name } не игра навреме: ботът прави най-добрия избор вместо играча.
chicago-event-game_over = 🏁 Играта свърши.
chicago-rules = **Chicago (Rotation)** — от 2 до 20 играчи, 11 рунда.
    Първият играч се тегли на жребий; всеки рунд тръгва от него по часовниковата стрелка. В рунд r целта е r + 1 (рунд 1: 2, … рунд 11: 12).
    На своя ход натиснете **Хвърли**: два зара, веднъж. Ако сборът е равен на целта, получавате толкова точки, колкото е целта, иначе 0. След 11 рунда печели най-високият сбор; равните водачи делят обща победа.
    Опция *двойно хвърляне*: когато хвърлянето не носи нищо, избирате — хвърляте отново точно един зар (бутон за всеки зар, с неговата стойност) и се брои новото хвърляне, или **Запази** (0 точки). Когато никое повторно хвърляне не може да донесе точки, Pips веднага запазва хвърлянето вместо вас и казва защо.
    Опция *три зара*: хвърляте три зара и получавате целта, ако кои да е два от тях я дават като сбор; ботът избира чифта (първия подходящ от зарове 1+2, 1+3, 2+3 — всеки чифт носи същото) и го показва. Заедно с двойното хвърляне след пропуск можете да хвърлите отново един от трите зара.
    Играч, който напусне, не печели повече нищо: точките му остават в таблицата, но не може да спечели. Напускане по средата на хода (пропуск, чакащ повторно хвърляне или запазване) оставя този рунд празен. Ако остане само един играч, играта свършва веднага и той печели.
    Ако не изиграете хода си навреме (от 15 с до 1 ч, по подразбиране 60 с), ботът играе вместо вас като компютрите: хвърля, а след пропуск хвърля отново зара с най-голям шанс за точки (при равенство първия такъв).
    Всеки зар идва от таен сийд, чието SHA-256 обвързване се вижда от началото; сийдът се разкрива в края, за да може всеки да провери всяко хвърляне (`/game verify`).
game-chicago = Chicago
cmd-chicago = Игра на зарове Chicago (Rotation)
cmd-chicago-start = Отваряне на маса Chicago в този канал
cmd-chicago-double_roll = След хвърляне без точки хвърляте отново един зар или запазвате
cmd-chicago-three_dice = Хвърляте три зара; точки носят кои да е два със сбор, равен на целта
cmd-chicago-double_roll-name = двойно-хвърляне
cmd-chicago-three_dice-name = три-зара
stats-chicago = Най-добър резултат: { $score }
cmd-chicago-odds = Шансът на всяко място да спечели на маса Chicago и очакваният резултат на играч
odds-header-chicago = Шанс за победа, по място от първия играч (всички места еднакво: таблиците са независими):
odds-method-exact-chicago = Точно: изброени всички хвърляния, с най-доброто повторно хвърляне.
chicago-option-live_chances = шансове на живо
