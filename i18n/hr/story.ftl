### Croatian: "How it went", the story of a finished game in a picture.

button-story = Kako je išlo
story-title = Kako je išlo — { $game }
story-axis-turn = Potez
story-axis-win = Šansa za pobjedu
story-axis-lose = Šansa za poraz
story-comeback-win = { $name }: povratak s { $percent } %
story-comeback-lose = { $name }: šansa za poraz samo { $percent } %
story-fall-win = { $name }: vodstvo s { $percent } %, a ipak bez pobjede
story-fall-lose = { $name }: šansa za poraz { $percent } %, a ipak spas
story-swing = { $name }: { $before } % → { $after } % u jednom potezu
story-reply = **Kako je išlo — { $game }**: šansa svakog igrača za pobjedu nakon svakog poteza.
story-reply-lose = **Kako je išlo — { $game }**: šansa svakog igrača za poraz nakon svakog poteza.
story-cancelled = Ta igra je otkazana prije kraja: nema priče za ispričati.
story-not_finished = Ta igra još nije gotova: njezina priča stiže kad završi.
story-not_seated = Samo igrači te igre (ili netko s Upravljanjem kanalom) mogu vidjeti kako je išlo.
story-unreadable = Zapis te igre ne može se reproducirati, pa se njezina priča ne može ispričati.
story-failed = Slika se ovaj put nije mogla nacrtati; pokušajte za trenutak.
history-story = Kako je išlo… (odaberite igru)
history-story-option = { $game } · { $outcome }
history-story-when = Završeno { $when }
