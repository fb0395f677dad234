### Hungarian: "How it went", the story of a finished game in a picture.

button-story = Hogyan zajlott
story-title = Hogyan zajlott — { $game }
story-axis-turn = Lépés
story-axis-win = Nyerési esély
story-axis-lose = Vereségi esély
story-comeback-win = { $name } visszajött { $percent }%-ról
story-comeback-lose = { $name } vereségi esélye csak { $percent }% volt
story-fall-win = { $name } { $percent }%-kal vezetett, mégsem nyert
story-fall-lose = { $name } vereségi esélye { $percent }% volt, mégis megúszta
story-swing = { $name }: { $before }% → { $after }% egy lépés alatt
story-reply = **Hogyan zajlott — { $game }**: minden játékos nyerési esélye minden lépés után.
story-reply-lose = **Hogyan zajlott — { $game }**: minden játékos vereségi esélye minden lépés után.
story-cancelled = Azt a játékot a vége előtt törölték: nincs mit elmesélni.
story-not_finished = Az a játék még nem ért véget: a története a végén készül el.
story-not_seated = Csak a játék résztvevői (vagy Csatorna kezelése joggal rendelkezők) láthatják, hogyan zajlott.
story-unreadable = Annak a játéknak a naplója nem játszható vissza, így a története nem mesélhető el.
story-failed = A képet most nem sikerült megrajzolni; próbáld újra egy kis idő múlva.
history-story = Hogyan zajlott… (válassz játékot)
history-story-option = { $game } · { $outcome }
history-story-when = Befejezve: { $when }
