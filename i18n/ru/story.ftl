### Russian: "How it went", the story of a finished game in a picture.

button-story = Как это было
story-title = Как это было — { $game }
story-axis-turn = Ход
story-axis-win = Шанс победы
story-axis-lose = Шанс проигрыша
story-comeback-win = { $name } отыгрывается, имея лишь { $percent } %
story-comeback-lose = { $name }: шанс проиграть был всего { $percent } %
story-fall-win = { $name }: лидерство с { $percent } %, но без победы
story-fall-lose = { $name }: шанс проиграть был { $percent } %, но удалось спастись
story-swing = { $name }: { $before } % → { $after } % за один ход
story-reply = **Как это было — { $game }**: шанс победы каждого игрока после каждого хода.
story-reply-lose = **Как это было — { $game }**: шанс проигрыша каждого игрока после каждого хода.
story-cancelled = Эта игра была отменена до конца: рассказывать нечего.
story-not_finished = Эта игра ещё не окончена: её историю покажем, когда она закончится.
story-not_seated = Как прошла игра, могут смотреть только её игроки (или те, у кого есть «Управлять каналом»).
story-unreadable = Журнал этой игры нельзя воспроизвести, поэтому её историю не рассказать.
story-failed = На этот раз картинку нарисовать не удалось; попробуйте чуть позже.
history-story = Как это было… (выберите игру)
history-story-option = { $game } · { $outcome }
history-story-when = Окончена { $when }
