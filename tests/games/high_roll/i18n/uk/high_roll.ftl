### Українська: high roll, гра лише для тестів.

high_roll-action-roll = Кинути
high_roll-seat = { " " }— сума { $total }
high_roll-round = Раунд { $round } з { $rounds }
high_roll-event-roll = { $name } кидає { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] перемагає
        [few] ділять перемогу
        [many] ділять перемогу
       *[other] ділять перемогу
    }, сума { $total }!
high_roll-rules = **Старший кидок (High roll)** — від 2 до 6 гравців.
    Кожен по черзі кидає один кубик, тричі по колу; перемагає найбільша сума, за рівності перемогу ділять.
    Місце 1 (ведучий) кидає першим. Якщо ви не кинете за час ходу, бот кине за вас.
game-high_roll = Старший кидок
cmd-high_roll = Гра в кубики «Старший кидок»
cmd-high_roll-start = Відкрити стіл «Старший кидок» у цьому каналі
stats-high_roll = Найкраща сума: { $total }
