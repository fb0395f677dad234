### Bulgarian: "How it went", the story of a finished game in a picture.

button-story = Как мина
story-title = Как мина — { $game }
story-axis-turn = Ход
story-axis-win = Шанс за победа
story-axis-lose = Шанс за загуба
story-comeback-win = { $name } направи обрат от { $percent }%
story-comeback-lose = { $name } имаше само { $percent }% шанс да загуби
story-fall-win = { $name } водеше с { $percent }%, но не спечели
story-fall-lose = { $name } имаше { $percent }% шанс да загуби и се измъкна
story-swing = { $name }: { $before }% → { $after }% за един ход
story-reply = **Как мина — { $game }**: шансът на всеки играч за победа след всеки ход.
story-reply-lose = **Как мина — { $game }**: шансът на всеки играч за загуба след всеки ход.
story-cancelled = Тази игра беше отменена преди края: няма история за разказване.
story-not_finished = Тази игра още не е свършила: историята ѝ ще бъде разказана, когато свърши.
story-not_seated = Само играчите в тази игра (или някой с „Управление на канал“) могат да видят как мина.
story-unreadable = Дневникът на тази игра не може да бъде възпроизведен, затова историята ѝ не може да бъде разказана.
story-failed = Картинката не можа да бъде нарисувана този път; опитайте след малко.
history-story = Как мина… (изберете игра)
history-story-option = { $game } · { $outcome }
history-story-when = Приключила { $when }
