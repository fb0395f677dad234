### Български: high roll, игра само за тестове.

high_roll-action-roll = Хвърли
high_roll-seat = { " " }— сбор { $total }
high_roll-round = Рунд { $round } от { $rounds }
high_roll-event-roll = { $name } хвърли { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] печели
       *[other] делят победата
    } със сбор { $total }!
high_roll-rules = **Най-високо хвърляне (High roll)** — от 2 до 6 играчи.
    Всеки поред хвърля един зар, три пъти около масата; печели най-високият сбор, а при равенство победата се дели.
    Място 1 (домакинът) хвърля пръв. Ако не хвърлите навреме, ботът хвърля вместо вас.
game-high_roll = Най-високо хвърляне
cmd-high_roll = Игра на зарове „Най-високо хвърляне“
cmd-high_roll-start = Отваряне на маса „Най-високо хвърляне“ в този канал
stats-high_roll = Най-добър сбор: { $total }
