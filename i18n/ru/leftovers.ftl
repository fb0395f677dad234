### Russian: Bad Leftovers.

cmd-leftovers = Игра в кубики Bad Leftovers (Плохие остатки): берите пары, очки — это плохо
cmd-leftovers-start = Открыть стол Bad Leftovers в этом канале
leftovers-option-fixed_pile = постоянная куча (по числу начавших)
leftovers-action-claim-pair = Заявка { $claim }: взять { $dice }
leftovers-action-claim-doubles = Заявка { $claim }: взять { $dice } (ваш дубль)
leftovers-action-take-pair = Взять { $dice }
leftovers-action-take-doubles = Взять { $dice } (ваш дубль)
leftovers-button-claim = Заявка { $claim } · { $pairs ->
        [one] { $pairs } пара
        [few] { $pairs } пары
        [many] { $pairs } пар
       *[other] { $pairs } пары
    }
leftovers-button-back = ◀ Не { $claim }: другие заявки
leftovers-seat = { " " }— { $score ->
        [one] { $score } очко
        [few] { $score } очка
        [many] { $score } очков
       *[other] { $score } очка
    }
leftovers-seat-claim = { " " }— заявка { $claim } · { $score ->
        [one] { $score } очко
        [few] { $score } очка
        [many] { $score } очков
       *[other] { $score } очка
    }
leftovers-seat-no_claim = { " " }— заявки нет · { $score ->
        [one] { $score } очко
        [few] { $score } очка
        [many] { $score } очков
       *[other] { $score } очка
    }
leftovers-seat-out = { " " }— вне игры · { $score ->
        [one] { $score } очко
        [few] { $score } очка
        [many] { $score } очков
       *[other] { $score } очка
    }
leftovers-round = Раунд { $round } · с { $out ->
        [one] { $out } очком
        [few] { $out } очками
        [many] { $out } очками
       *[other] { $out } очками
    } и больше — выбывание
leftovers-center = Центр: { $dice } ({ $count ->
        [one] { $count } кубик
        [few] { $count } кубика
        [many] { $count } кубиков
       *[other] { $count } кубика
    }, сумма { $pips })
leftovers-event-seat_throw = Бросок за места: { $throws }.
leftovers-event-seats = Постоянные номера, по кругу влево: { $order }.
leftovers-event-round = Раунд { $round }: брошено { $count ->
        [one] { $count } кубик
        [few] { $count } кубика
        [many] { $count } кубиков
       *[other] { $count } кубика
    }; начинает { $name }.
leftovers-event-round-after_stuck = Раунд { $round }: брошено { $count ->
        [one] { $count } кубик
        [few] { $count } кубика
        [many] { $count } кубиков
       *[other] { $count } кубика
    }; начинает { $name }, застрявший в прошлом раунде.
leftovers-event-round-after_out = Раунд { $round }: брошено { $count ->
        [one] { $count } кубик
        [few] { $count } кубика
        [many] { $count } кубиков
       *[other] { $count } кубика
    }; начинает { $name }, следующий в игре слева от { $stuck }.
leftovers-event-claim = { $name } заявляет { $claim } на этот раунд.
leftovers-event-take = { $name } берёт { $dice } (осталось { $left ->
        [one] { $left } кубик
        [few] { $left } кубика
        [many] { $left } кубиков
       *[other] { $left } кубика
    }).
leftovers-event-doubles = { $name } берёт свой дубль { $dice } (осталось { $left ->
        [one] { $left } кубик
        [few] { $left } кубика
        [many] { $left } кубиков
       *[other] { $left } кубика
    }).
leftovers-event-stuck = { $name } не может взять два кубика: остатки { $dice } добавляют { $points ->
        [one] { $points } очко
        [few] { $points } очка
        [many] { $points } очков
       *[other] { $points } очка
    } к счёту (теперь { $score ->
        [one] { $score } очко
        [few] { $score } очка
        [many] { $score } очков
       *[other] { $score } очка
    }).
leftovers-event-stuck-empty = { $name } не может взять два кубика, но центр пуст: без очков.
leftovers-event-out = { $name } набирает { $score ->
        [one] { $score } очко
        [few] { $score } очка
        [many] { $score } очков
       *[other] { $score } очка
    } ({ $out } и больше) и выбывает.
leftovers-event-win = 🏆 { $name } остаётся последним в игре и побеждает: { $score ->
        [one] { $score } очко
        [few] { $score } очка
        [many] { $score } очков
       *[other] { $score } очка
    }!
leftovers-rules = **Bad Leftovers (Плохие остатки)** — от 2 до 12 игроков. Очки — это плохо.
    { "*" }*Места.** В начале каждый бросает кубик: у наибольшего номер 1 (при ничьей равные перебрасывают), номера растут влево по кругу (в порядке входа). Это ваш **постоянный номер**; номер 1 начинает первый раунд.
    { "*" }*Раунд.** Бросаются все кубики центра: 20 на двоих плюс 3 на каждого следующего игрока в игре, пересчёт каждый раунд (опция *постоянная куча*: считается один раз, по начавшим, и сохраняет размер, когда игроки выбывают). По кругу влево от первого игрока раунда в свой ход вы должны взять два кубика: два с суммой, равной вашей **заявке** на раунд, или два, на которых ваш постоянный номер (только номера 1–6 — у кубика нет граней выше). Заявку, любое число от 7 до 12, вы объявляете при первом взятии в раунде (другие могут заявить то же); она ваша до конца раунда. В первый ход вы выбираете заявку, затем два кубика: каждая кнопка «Заявка» показывает, сколько пар для неё сейчас в центре (с вашим дублем, без двойного счёта кубиков); невозможные затемнены.
    { "*" }*Застрял.** Первый игрок, который не может взять два кубика, застревает: точки, ещё видные в центре, добавляются к его счёту, и раунд заканчивается (при пустом центре это 0 очков). Застрявший начинает следующий раунд; если он выбыл — следующий игрок в игре слева от него.
    { "*" }*Выбывание.** С 21 очком и больше вы выбываете. Побеждает последний оставшийся в игре.
    Ушедший игрок сразу выбывает; его счёт остаётся в таблице, а раунд идёт без него. Если вы не сходите за время хода (от 15 с до 1 ч, по умолчанию 60 с), бот ходит за вас, как компьютеры: выбирает ход, оставляющий вам больше всего взятий по заявке и дублю, затем тот, что оставляет следующему игроку меньше всего.
    `/leaderboard` показывает текущий счёт игры этого канала и таблицу лидеров сервера. После конца игры любой может проверить каждый бросок: `/game verify`.
game-leftovers = Bad Leftovers (Плохие остатки)
cmd-leftovers-fixed_pile = Считать кубики центра один раз, по начавшим: куча сохраняет размер
cmd-leftovers-fixed_pile-name = постоянная-куча
stats-leftovers = { $whole },{ $tenths } очка за раунд (меньше — лучше)
cmd-leftovers-odds = Шанс каждого места победить за столом Bad Leftovers и продолжительность игры
odds-header-leftovers = Шанс победы по номеру места (место 1 ходит первым):
leftovers-option-live_chances = шансы по ходу игры
