### Ukrainian: Bad Leftovers.

cmd-leftovers = Гра в кубики Bad Leftovers (Погані залишки): беріть пари, очки — це погано
cmd-leftovers-start = Відкрити стіл Bad Leftovers у цьому каналі
leftovers-option-fixed_pile = стала купа (за кількістю тих, хто почав)
leftovers-action-claim-pair = Заявка { $claim }: взяти { $dice }
leftovers-action-claim-doubles = Заявка { $claim }: взяти { $dice } (ваш дубль)
leftovers-action-take-pair = Взяти { $dice }
leftovers-action-take-doubles = Взяти { $dice } (ваш дубль)
leftovers-button-claim = Заявка { $claim } · { $pairs ->
        [one] { $pairs } пара
        [few] { $pairs } пари
        [many] { $pairs } пар
       *[other] { $pairs } пари
    }
leftovers-button-back = ◀ Не { $claim }: інші заявки
leftovers-seat = { " " }— { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    }
leftovers-seat-claim = { " " }— заявка { $claim } · { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    }
leftovers-seat-no_claim = { " " }— заявки немає · { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    }
leftovers-seat-out = { " " }— поза грою · { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    }
leftovers-round = Раунд { $round } · з { $out ->
        [one] { $out } очком
        [few] { $out } очками
        [many] { $out } очками
       *[other] { $out } очками
    } і більше — вибування
leftovers-center = Центр: { $dice } ({ $count ->
        [one] { $count } кубик
        [few] { $count } кубики
        [many] { $count } кубиків
       *[other] { $count } кубика
    }, сума { $pips })
leftovers-event-seat_throw = Кидок за місця: { $throws }.
leftovers-event-seats = Постійні номери, по колу ліворуч: { $order }.
leftovers-event-round = Раунд { $round }: кинуто { $count ->
        [one] { $count } кубик
        [few] { $count } кубики
        [many] { $count } кубиків
       *[other] { $count } кубика
    }; починає { $name }.
leftovers-event-round-after_stuck = Раунд { $round }: кинуто { $count ->
        [one] { $count } кубик
        [few] { $count } кубики
        [many] { $count } кубиків
       *[other] { $count } кубика
    }; починає { $name }, що застряг минулого раунду.
leftovers-event-round-after_out = Раунд { $round }: кинуто { $count ->
        [one] { $count } кубик
        [few] { $count } кубики
        [many] { $count } кубиків
       *[other] { $count } кубика
    }; починає { $name }, наступний у грі ліворуч від { $stuck }.
leftovers-event-claim = { $name } заявляє { $claim } на цей раунд.
leftovers-event-take = { $name } бере { $dice } (лишилося { $left ->
        [one] { $left } кубик
        [few] { $left } кубики
        [many] { $left } кубиків
       *[other] { $left } кубика
    }).
leftovers-event-doubles = { $name } бере свій дубль { $dice } (лишилося { $left ->
        [one] { $left } кубик
        [few] { $left } кубики
        [many] { $left } кубиків
       *[other] { $left } кубика
    }).
leftovers-event-stuck = { $name } не може взяти два кубики: залишки { $dice } додають { $points ->
        [one] { $points } очко
        [few] { $points } очки
        [many] { $points } очок
       *[other] { $points } очка
    } до рахунку (тепер { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    }).
leftovers-event-stuck-empty = { $name } не може взяти два кубики, але центр порожній: без очок.
leftovers-event-out = { $name } набирає { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    } ({ $out } і більше) й вибуває.
leftovers-event-win = 🏆 { $name } лишається останнім у грі й перемагає: { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    }!
leftovers-rules = **Bad Leftovers (Погані залишки)** — від 2 до 12 гравців. Очки — це погано.
    { "*" }*Місця.** На початку кожен кидає кубик: у найбільшого номер 1 (при нічиї рівні перекидають), номери зростають ліворуч по колу (у порядку приєднання). Це ваш **постійний номер**; номер 1 починає перший раунд.
    { "*" }*Раунд.** Кидаються всі кубики центру: 20 на двох плюс 3 на кожного наступного гравця в грі, перерахунок щораунду (опція *стала купа*: рахується один раз, за тими, хто почав, і зберігає розмір, коли гравці вибувають). По колу ліворуч від першого гравця раунду у свій хід ви мусите взяти два кубики: два із сумою, що дорівнює вашій **заявці** на раунд, або два, на яких ваш постійний номер (лише номери 1–6 — у кубика немає вищих граней). Заявку, будь-яке число від 7 до 12, ви оголошуєте з першим взяттям у раунді (інші можуть заявити те саме); вона ваша до кінця раунду. У перший хід ви обираєте заявку, потім два кубики: кожна кнопка «Заявка» показує, скільки пар для неї зараз у центрі (з вашим дублем, без подвійного рахунку кубиків); неможливі затемнено.
    { "*" }*Застряг.** Перший гравець, який не може взяти два кубики, застрягає: точки, ще видні в центрі, додаються до його рахунку, і раунд закінчується (при порожньому центрі це 0 очок). Той, хто застряг, починає наступний раунд; якщо він вибув — наступний гравець у грі ліворуч від нього.
    { "*" }*Вибування.** З 21 очком і більше ви вибуваєте. Перемагає останній, хто лишився в грі.
    Гравець, який іде, одразу вибуває; його рахунок лишається в таблиці, а раунд іде без нього. Якщо ви не зробите хід за час ходу (від 15 с до 1 год, типово 60 с), бот ходить за вас, як комп’ютери: обирає хід, що лишає вам найбільше взять за заявкою й дублем, потім той, що лишає наступному гравцеві найменше.
    `/leaderboard` показує поточний рахунок гри цього каналу й таблицю лідерів сервера. Після кінця гри будь-хто може перевірити кожен кидок: `/game verify`.
game-leftovers = Bad Leftovers (Погані залишки)
cmd-leftovers-fixed_pile = Рахувати кубики центру один раз, за тими, хто почав: купа зберігає розмір
cmd-leftovers-fixed_pile-name = стала-купа
stats-leftovers = { $whole },{ $tenths } очка за раунд (менше — краще)
cmd-leftovers-odds = Шанс кожного місця перемогти за столом Bad Leftovers і тривалість гри
odds-header-leftovers = Шанс перемоги за номером місця (місце 1 ходить першим):
leftovers-option-live_chances = шанси під час гри
