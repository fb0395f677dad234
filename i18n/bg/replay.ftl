### Bulgarian: a finished game's replay, step by step (cogs/replay.py).

button-replay = Повторение
history-replay = Повторение… (изберете игра)
replay-first = Начало
replay-back = Назад
replay-next = Напред
replay-last = Край
replay-footer = Повторение · стъпка { $step } от { $steps } · отпечатък на заровете { $fingerprint } · всяко хвърляне тук идва от сийда на играта: /history го показва, /game verify – как да проверите
replay-other_guild = Тази игра е играна в друг сървър: повторението ѝ се показва само там.
replay-not_finished = Само завършена игра има повторение: тази не е свършила или е отменена.
replay-no_step = Това повторение няма стъпка { $step }: стъпките му са от 0 до { $steps }.
replay-unreadable = Дневникът на тази игра не може да се възпроизведе, затова тя няма повторение.
