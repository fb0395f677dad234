### Polish: a finished game's replay, step by step (cogs/replay.py).

button-replay = Powtórka
history-replay = Powtórka… (wybierz grę)
replay-first = Początek
replay-back = Wstecz
replay-next = Dalej
replay-last = Koniec
replay-footer = Powtórka · krok { $step } z { $steps } · odcisk kości { $fingerprint } · każdy rzut tutaj pochodzi z ziarna gry: /history je pokazuje, /game verify – jak to sprawdzić
replay-other_guild = Ta gra toczyła się na innym serwerze: jej powtórka jest dostępna tylko tam.
replay-not_finished = Powtórkę ma tylko zakończona gra: ta jeszcze trwa albo została anulowana.
replay-no_step = Ta powtórka nie ma kroku { $step }: kroki idą od 0 do { $steps }.
replay-unreadable = Zapisu tej gry nie da się odtworzyć, więc nie ma ona powtórki.
