### Czech: "How it went", the story of a finished game in a picture.

button-story = Jak to šlo
story-title = Jak to šlo — { $game }
story-axis-turn = Tah
story-axis-win = Šance na výhru
story-axis-lose = Šance na prohru
story-comeback-win = { $name }: návrat ze { $percent } %
story-comeback-lose = { $name }: šance na prohru jen { $percent } %
story-fall-win = { $name }: vedení s { $percent } %, a přesto bez výhry
story-fall-lose = { $name }: šance na prohru { $percent } %, a přesto záchrana
story-swing = { $name }: { $before } % → { $after } % za jeden tah
story-reply = **Jak to šlo — { $game }**: šance každého hráče na výhru po každém tahu.
story-reply-lose = **Jak to šlo — { $game }**: šance každého hráče na prohru po každém tahu.
story-cancelled = Ta hra byla zrušena před koncem: není co vyprávět.
story-not_finished = Ta hra ještě neskončila: její příběh uvidíte, až skončí.
story-not_seated = Jak hra probíhala, mohou vidět jen její hráči (nebo někdo s oprávněním Spravovat kanál).
story-unreadable = Záznam té hry nelze přehrát, takže její příběh vyprávět nejde.
story-failed = Obrázek se tentokrát nepodařilo nakreslit; zkuste to za chvíli.
history-story = Jak to šlo… (vyberte hru)
history-story-option = { $game } · { $outcome }
history-story-when = Skončeno { $when }
