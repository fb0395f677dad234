### Bulgarian: /<game> odds, each seat's chances at a table before it starts.

cmd-odds-players = Колко играчи седят на масата
cmd-odds-players-name = играчи
cmd-odds-chips = Начални чипове за всеки играч (по подразбиране 3)
cmd-odds-chips-name = чипове
cmd-odds-post = Публикуване на отговора в канала за всички (по подразбиране го виждате само вие)
cmd-odds-post-name = публикувай
odds-title = { $game }: шансове · { $players ->
        [one] { $players } играч
       *[other] { $players } играча
    }
odds-options = Опции: { $options }
odds-options-none = без опции
odds-chips = по { $chips ->
        [one] { $chips } чип
       *[other] { $chips } чипа
    } на играч
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = Равните водачи делят победата: играта завършва с равенство за първото място в { $percent }% от случаите и всеки равен водач се брои за победител, затова шансовете дават общо над 100%.
odds-length-rolls = Очаквана продължителност: { $value } хвърляния
odds-length-throws = Очаквана продължителност: { $value } хвърляния
odds-length-rounds = Очаквана продължителност: { $value } рунда
odds-score-points = Очакван резултат на играч: { $value } точки
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Симулация на { $games ->
        [one] { $games } игра
       *[other] { $games } игри
    }, ±{ $margin } процентни пункта (3 стандартни грешки).
