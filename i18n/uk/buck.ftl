### Ukrainian: Buck Dice.

buck-action-throw = Кинути
buck-button-again = Реванш
buck-option-fewer_dice = менше кубиків (два при 13, один при 14)
buck-option-point_per_throw = одне очко за кидок
buck-seat = { " " }— { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    } · кидає два кубики
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    } · кидає один кубик
buck-seat-made = { " " }— ✅ Buck #{ $place }
buck-seat-loser = { " " }— 💀 поразка, { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    }
buck-point = 🎯 Контрольне число: **{ $point }** { $face }
buck-shooter-opening = Першим кидає: { $shooter } (найбільше в кидку за черговість)
buck-shooter-rotated = Гра { $game }: першим кидає { $shooter }, на місце лівіше від минулого першого
buck-loser = 💀 **Програш: { $name }**
buck-event-order_throw-order = 🎲 Кидок за черговість: { $throws }.
buck-event-order_throw-order-again = 🎲 Нічия в усіх, усі кидають знову: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Нічия за найбільше, перекидання: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Нічия за найменше, перекидання: { $throws }.
buck-throws-extremes = найбільше { $high } { $top }, найменше { $low } { $bottom }
buck-throws-highest = найбільше { $high } { $top }
buck-throws-lowest = найменше { $low } { $bottom }
buck-throws-all_tied = в усіх випало { $face }
buck-throws-more = { $names } і { $others ->
        [one] ще { $others }
        [few] ще { $others }
        [many] ще { $others }
       *[other] ще { $others }
    }
buck-event-first_shooter-opening = { $name } викидає найбільше й кидає першим.
buck-event-first_shooter-rotated = Гра { $game }: { $name } кидає першим (початок зсунуто на місце ліворуч).
buck-event-point_throw = 🎯 { $name } викидає контрольне число: **{ $point }** { $face }.
buck-event-throw-normal = { $name } кидає { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } кидає { $faces }: немає контрольного числа{ $then }
buck-event-throw-big_buck = { $name } кидає { $faces }: **ВЕЛИКИЙ BUCK!** Одразу 15{ $then }
buck-event-throw-little_buck = { $name } кидає { $faces }: **малий Buck**, +5 → { $score }; хід закінчено{ $then }
buck-event-throw-overshoot = { $name } кидає { $faces }: **перебір** ({ $would_be } > 15): не зараховано{ $then }
buck-then-again = { " " }— кидає знову.
buck-then-pass = { " " }— кубики переходять далі.
buck-then-end = .
buck-note-dice-2 = { " " }При 13: відтепер два кубики.
buck-note-dice-1 = { " " }При 14: відтепер один кубик.
buck-event-made_buck = ✅ { $name }: рівно 15, Buck (#{ $place }). Виходить із гри, програш більше не загрожує.
buck-event-left_rotation = { $name } виходить із черги; кидає { $next }.
buck-event-loser-throw = 💀 { $name } лишається останнім: **поразка**, { $score ->
        [one] { $score } очко
        [few] { $score } очки
        [many] { $score } очок
       *[other] { $score } очка
    }.
buck-event-loser-forfeit = 💀 { $name } іде, коли кидали лише двоє: **поразка**.
buck-rules = **Buck Dice** — від 2 до 20 гравців, три кубики. Наберіть рівно 15; останній, хто лишився, програє.
    { "*" }*Початок** (за «Старт»): кожен кидає один кубик. Найбільше кидає першим; найменше кидає один кубик на **контрольне число**. Якщо нічия в усіх, усі перекидають (тож це завжди два різні гравці); потім нічиї за найбільше, а далі за найменше перекидаються між рівними.
    { "*" }*Ваш хід**: натисніть «Кинути». Кожен кубик із контрольним числом дає очко (3-3-6 при числі 3 дає 2), і ви кидаєте знову; кидок без нього передає кубики ліворуч.
    { "*" }*Великий Buck**: три контрольні числа одразу дають вам 15 очок, хоч би що було раніше (навіть 13 чи 14).
    { "*" }*Малий Buck**: три однакові грані (не контрольне число) дають 5, і кубики переходять далі (з 10 це рівно 15).
    { "*" }*Перебір**: кидок, що вивів би вас за 15 (і малим Buck теж), не зараховується: кидайте знову.
    Набравши рівно 15, ви робите Buck і виходите; стіл показує, хто в якому порядку зробив Buck.
    Опція *менше кубиків*: при 13 очках кидайте два кубики, при 14 — один. Контрольне число, як і раніше, зберігає хід; для великого й малого Buck потрібні три кубики, а перебору не буває.
    Опція *одне очко за кидок*: кидок із контрольним числом дає одне очко, скільки б кубиків його не показали (великий Buck так само дає 15).
    { "*" }*Реванш**: ті самі опції; гравців минулої гри запрошено, вони повертаються одним кліком. Перший, хто кидає, зсувається на місце ліворуч серед тих, хто грає, а гравець праворуч від нього кидає нове контрольне число.
    { "*" }*Вихід** (`/game leave` або прибирання ведучим): якщо кидаєте лише ви та ще один гравець, ви програєте (він рятується); інакше ви просто виходите з черги, ні переможець, ні переможений (кубики переходять далі, якщо був ваш хід), а зроблений Buck лишається за вами.
    Якщо ви не кинете за час ходу (від 15 с до 1 год, типово 60 с), бот кине за вас.
    Кубики беруться з секретного сіду, зафіксованого (SHA-256) на початку й розкритого наприкінці: будь-хто може перевірити кожен кидок (`/game verify`).
game-buck = Buck Dice
cmd-buck = Buck Dice: наберіть рівно 15, останній, хто лишився, програє
cmd-buck-start = Відкрити стіл Buck Dice у цьому каналі
cmd-buck-fewer_dice = Кидати два кубики при 13 очках і один при 14
cmd-buck-point_per_throw = Кидок із контрольним числом дає одне очко, скільки б кубиків його не показали
cmd-buck-fewer_dice-name = менше-кубиків
cmd-buck-point_per_throw-name = очко-за-кидок
stats-buck = Останній (програш): { $times ->
        [one] { $times } раз
        [few] { $times } рази
        [many] { $times } разів
       *[other] { $times } разу
    }
cmd-buck-odds = Шанс кожного місця програти за столом Buck Dice і тривалість гри
odds-header-buck = Шанс **програти** (лишитися останнім) за місцями від першого, хто кидає:
odds-method-exact-buck = Точно: динамічне програмування за рахунками й ходами.
cmd-buck-live_chances = Показувати шанс програшу кожного гравця біля рахунку, після кожного кидка
cmd-buck-live_chances-name = шанси
buck-option-live_chances = шанси програшу під час гри
