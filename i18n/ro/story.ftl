### Română: „Cum a fost”, povestea unui joc încheiat, într-o imagine.

button-story = Cum a fost
story-title = Cum a fost — { $game }
story-axis-turn = Tură
story-axis-win = Șansa de câștig
story-axis-lose = Șansa de a pierde
story-comeback-win = { $name } a revenit de la { $percent } %
story-comeback-lose = { $name } avea doar { $percent } % șanse să piardă
story-fall-win = { $name } a condus cu { $percent } % și nu a câștigat
story-fall-lose = { $name } avea { $percent } % șanse să piardă și a scăpat
story-swing = { $name }: { $before } % → { $after } % într-o tură
story-reply = **Cum a fost — { $game }**: șansa de câștig a fiecărui jucător după fiecare tură.
story-reply-lose = **Cum a fost — { $game }**: șansa fiecărui jucător de a pierde după fiecare tură.
story-cancelled = Jocul a fost anulat înainte de final: nu e nicio poveste de spus.
story-not_finished = Jocul nu s-a încheiat încă: povestea lui se spune după final.
story-not_seated = Doar jucătorii acelui joc (sau cineva cu Gestionează canalele) pot vedea cum a fost.
story-unreadable = Jurnalul acelui joc nu poate fi reluat, așa că povestea lui nu poate fi spusă.
story-failed = Imaginea nu a putut fi desenată de data asta; încearcă din nou peste puțin timp.
history-story = Cum a fost… (alege un joc)
history-story-option = { $game } · { $outcome }
history-story-when = Încheiat { $when }
