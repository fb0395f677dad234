### Swedish: "How it went", the story of a finished game in a picture.

button-story = Så gick det
story-title = Så gick det — { $game }
story-axis-turn = Tur
story-axis-win = Vinstchans
story-axis-lose = Förlustrisk
story-comeback-win = { $name } kom tillbaka från { $percent } %
story-comeback-lose = { $name } hade bara { $percent } % risk att förlora
story-fall-win = { $name } ledde med { $percent } % och vann inte
story-fall-lose = { $name } hade { $percent } % risk att förlora och klarade sig
story-swing = { $name }: { $before } % → { $after } % på en tur
story-reply = **Så gick det — { $game }**: varje spelares vinstchans efter varje tur.
story-reply-lose = **Så gick det — { $game }**: varje spelares förlustrisk efter varje tur.
story-cancelled = Det spelet avbröts innan det tog slut: det finns ingen historia att berätta.
story-not_finished = Det spelet är inte slut än: historien berättas när det är slut.
story-not_seated = Bara spelarna i det spelet (eller någon med Hantera kanal) kan se hur det gick.
story-unreadable = Det spelets logg kan inte spelas upp, så historien kan inte berättas.
story-failed = Bilden kunde inte ritas den här gången; försök igen om en stund.
history-story = Så gick det… (välj ett spel)
history-story-option = { $game } · { $outcome }
history-story-when = Avslutat { $when }
