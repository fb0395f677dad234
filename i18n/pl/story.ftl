### Polish: "How it went", the story of a finished game in a picture.

button-story = Jak poszło
story-title = Jak poszło — { $game }
story-axis-turn = Tura
story-axis-win = Szansa wygranej
story-axis-lose = Szansa przegranej
story-comeback-win = { $name }: powrót z { $percent }%
story-comeback-lose = { $name }: tylko { $percent }% szans na przegraną
story-fall-win = { $name }: prowadzenie z { $percent }%, a jednak bez wygranej
story-fall-lose = { $name }: { $percent }% szans na przegraną, a jednak ucieczka
story-swing = { $name }: { $before }% → { $after }% w jednej turze
story-reply = **Jak poszło — { $game }**: szansa wygranej każdego gracza po każdej turze.
story-reply-lose = **Jak poszło — { $game }**: szansa przegranej każdego gracza po każdej turze.
story-cancelled = Ta gra została anulowana przed końcem: nie ma historii do opowiedzenia.
story-not_finished = Ta gra jeszcze trwa: jej historia pojawi się po zakończeniu.
story-not_seated = Tylko gracze tej gry (lub ktoś z uprawnieniem Zarządzanie kanałem) mogą zobaczyć, jak poszło.
story-unreadable = Nie da się odtworzyć zapisu tej gry, więc nie można opowiedzieć jej historii.
story-failed = Tym razem nie udało się narysować obrazka; spróbuj za chwilę.
history-story = Jak poszło… (wybierz grę)
history-story-option = { $game } · { $outcome }
history-story-when = Zakończona { $when }
