### Ukrainian: "How it went", the story of a finished game in a picture.

button-story = Як це було
story-title = Як це було — { $game }
story-axis-turn = Хід
story-axis-win = Шанс перемоги
story-axis-lose = Шанс програшу
story-comeback-win = { $name } відіграється, маючи лише { $percent }%
story-comeback-lose = { $name }: шанс програти був лише { $percent }%
story-fall-win = { $name }: лідерство з { $percent }%, але без перемоги
story-fall-lose = { $name }: шанс програти був { $percent }%, але вдалося врятуватися
story-swing = { $name }: { $before }% → { $after }% за один хід
story-reply = **Як це було — { $game }**: шанс перемоги кожного гравця після кожного ходу.
story-reply-lose = **Як це було — { $game }**: шанс програшу кожного гравця після кожного ходу.
story-cancelled = Цю гру скасовано до кінця: розповідати нічого.
story-not_finished = Ця гра ще триває: її історію покажемо, коли вона закінчиться.
story-not_seated = Як минула гра, можуть дивитися лише її гравці (або ті, хто має «Керувати каналом»).
story-unreadable = Журнал цієї гри не вдається відтворити, тож її історію не розповісти.
story-failed = Цього разу картинку намалювати не вдалося; спробуйте трохи згодом.
history-story = Як це було… (оберіть гру)
history-story-option = { $game } · { $outcome }
history-story-when = Завершено { $when }
