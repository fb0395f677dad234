### Ukrainian: /<game> odds, each seat's chances at a table before it starts.

cmd-odds-players = Скільки гравців за столом
cmd-odds-players-name = гравці
cmd-odds-chips = Фішки кожного гравця на старті (типово 3)
cmd-odds-chips-name = фішки
cmd-odds-post = Опублікувати відповідь у каналі для всіх (типово її бачите лише ви)
cmd-odds-post-name = опублікувати
odds-title = { $game }: шанси · { $players ->
        [one] { $players } гравець
        [few] { $players } гравці
        [many] { $players } гравців
       *[other] { $players } гравця
    }
odds-options = Опції: { $options }
odds-options-none = без опцій
odds-chips = по { $chips ->
        [one] { $chips } фішці
        [few] { $chips } фішки
        [many] { $chips } фішок
       *[other] { $chips } фішки
    }
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = Рівні лідери ділять перемогу: гра закінчується нічиєю за перше місце в { $percent }% випадків, і кожен із рівних лідерів вважається переможцем, тому сума шансів більша за 100%.
odds-length-rolls = Очікувана тривалість (кидки): { $value }
odds-length-throws = Очікувана тривалість (кидки): { $value }
odds-length-rounds = Очікувана тривалість (раунди): { $value }
odds-score-points = Очікуваний рахунок гравця (очки): { $value }
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Моделювання: { $games ->
        [one] { $games } гра
        [few] { $games } гри
        [many] { $games } ігор
       *[other] { $games } гри
    }, ±{ $margin } в.п. (3 стандартні похибки).
