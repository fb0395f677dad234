### Danish: "How it went", the story of a finished game in a picture.

button-story = Sådan gik det
story-title = Sådan gik det — { $game }
story-axis-turn = Tur
story-axis-win = Vinderchance
story-axis-lose = Chance for at tabe
story-comeback-win = { $name } kom tilbage fra { $percent } %
story-comeback-lose = { $name } havde kun { $percent } % risiko for at tabe
story-fall-win = { $name } førte med { $percent } % og vandt ikke
story-fall-lose = { $name } havde { $percent } % risiko for at tabe og slap
story-swing = { $name }: { $before } % → { $after } % på én tur
story-reply = **Sådan gik det — { $game }**: hver spillers vinderchance efter hver tur.
story-reply-lose = **Sådan gik det — { $game }**: hver spillers chance for at tabe efter hver tur.
story-cancelled = Det spil blev aflyst, før det sluttede: der er ingen historie at fortælle.
story-not_finished = Det spil er ikke slut endnu: historien fortælles, når det slutter.
story-not_seated = Kun spillerne i det spil (eller en med Administrer kanal) kan se, hvordan det gik.
story-unreadable = Det spils log kan ikke afspilles, så historien kan ikke fortælles.
story-failed = Billedet kunne ikke tegnes denne gang; prøv igen om lidt.
history-story = Sådan gik det… (vælg et spil)
history-story-option = { $game } · { $outcome }
history-story-when = Sluttede { $when }
