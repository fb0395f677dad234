### Russian: /<game> odds, each seat's chances at a table before it starts.

cmd-odds-players = Сколько игроков за столом
cmd-odds-players-name = игроки
cmd-odds-chips = Фишки у каждого игрока на старте (по умолчанию 3)
cmd-odds-chips-name = фишки
cmd-odds-post = Опубликовать ответ в канале для всех (по умолчанию видите только вы)
cmd-odds-post-name = опубликовать
odds-title = { $game }: шансы · { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
        [many] { $players } игроков
       *[other] { $players } игрока
    }
odds-options = Опции: { $options }
odds-options-none = без опций
odds-chips = по { $chips ->
        [one] { $chips } фишке
        [few] { $chips } фишки
        [many] { $chips } фишек
       *[other] { $chips } фишки
    }
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Равные лидеры делят победу: игра заканчивается ничьей за первое место в { $percent } % случаев, и каждый из равных лидеров считается победителем, поэтому сумма шансов больше 100 %.
odds-length-rolls = Ожидаемая продолжительность (в бросках): { $value }
odds-length-throws = Ожидаемая продолжительность (в бросках): { $value }
odds-length-rounds = Ожидаемая продолжительность (в раундах): { $value }
odds-score-points = Ожидаемый счёт игрока (очки): { $value }
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Моделирование: { $games ->
        [one] { $games } игра
        [few] { $games } игры
        [many] { $games } игр
       *[other] { $games } игры
    }, ±{ $margin } п.п. (3 стандартные ошибки).
