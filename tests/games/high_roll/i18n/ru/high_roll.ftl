### Русский: high roll, игра только для тестов.

high_roll-action-roll = Бросить
high_roll-seat = { " " }— сумма { $total }
high_roll-round = Раунд { $round } из { $rounds }
high_roll-event-roll = { $name } бросает { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] побеждает
        [few] делят победу
        [many] делят победу
       *[other] делят победу
    }, сумма { $total }!
high_roll-rules = **Старший бросок (High roll)** — от 2 до 6 игроков.
    Каждый по очереди бросает один кубик, три раза по кругу; побеждает наибольшая сумма, при равенстве победа делится.
    Место 1 (ведущий) бросает первым. Если вы не бросите за время хода, бот бросит за вас.
game-high_roll = Старший бросок
cmd-high_roll = Игра в кубики «Старший бросок»
cmd-high_roll-start = Открыть стол «Старший бросок» в этом канале
stats-high_roll = Лучшая сумма: { $total }
