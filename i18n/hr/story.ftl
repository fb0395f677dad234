### Croatian: "How it went", the story of a finished game in a picture.

button-story = Kako je išlo
story-title = Kako je išlo — { $game }
story-axis-turn = Potez
story-axis-win = Šansa za pobjedu
story-axis-lose = Šansa za poraz
story-comeback-win = { $name } se vratio s { $percent } %
story-comeback-lose = { $name } je imao samo { $percent } % šanse za poraz
story-fall-win = { $name } je vodio s { $percent } % i nije pobijedio
story-fall-lose = { $name } je imao { $percent } % šanse za poraz i izvukao se
story-swing = { $name }: { $before } % → { $after } % u jednom potezu
story-reply = **Kako je išlo — { $game }**: šansa svakog igrača za pobjedu nakon svakog poteza.
story-reply-lose = **Kako je išlo — { $game }**: šansa svakog igrača za poraz nakon svakog poteza.
story-cancelled = Ta igra je otkazana prije kraja: nema priče za ispričati.
story-not_finished = Ta igra još nije gotova: njezina priča stiže kad završi.
story-not_seated = Samo igrači te igre (ili netko s Upravljanjem kanalom) mogu vidjeti kako je išlo.
story-unreadable = Zapis te igre ne može se ponoviti, pa se njezina priča ne može ispričati.
story-failed = Slika se ovaj put nije mogla nacrtati; pokušajte za trenutak.
history-story = Kako je išlo… (odaberite igru)
history-story-option = { $game } · { $outcome }
history-story-when = Završeno { $when }
