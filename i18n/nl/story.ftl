### Dutch: "How it went", the story of a finished game in a picture.

button-story = Zo ging het
story-title = Zo ging het — { $game }
story-axis-turn = Beurt
story-axis-win = Winkans
story-axis-lose = Verlieskans
story-comeback-win = { $name } kwam terug van { $percent }%
story-comeback-lose = { $name } had maar { $percent }% kans om te verliezen
story-fall-win = { $name } stond op { $percent }% en won niet
story-fall-lose = { $name } had { $percent }% kans om te verliezen en ontsnapte
story-swing = { $name }: { $before }% → { $after }% in één beurt
story-reply = **Zo ging het — { $game }**: de winkans van elke speler na elke beurt.
story-reply-lose = **Zo ging het — { $game }**: de verlieskans van elke speler na elke beurt.
story-cancelled = Dat spel werd geannuleerd voor het eind: er is geen verhaal te vertellen.
story-not_finished = Dat spel is nog niet voorbij: het verhaal volgt als het afgelopen is.
story-not_seated = Alleen de spelers van dat spel (of iemand met Kanaal beheren) kunnen zien hoe het ging.
story-unreadable = Het logboek van dat spel kan niet worden afgespeeld, dus er is geen verhaal.
story-failed = De afbeelding kon deze keer niet getekend worden; probeer het zo opnieuw.
history-story = Zo ging het… (kies een spel)
history-story-option = { $game } · { $outcome }
history-story-when = Afgelopen { $when }
