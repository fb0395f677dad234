### Russian: a finished game's replay, step by step (cogs/replay.py).

button-replay = Повтор
history-replay = Повтор… (выберите игру)
replay-first = В начало
replay-back = Назад
replay-next = Вперёд
replay-last = В конец
replay-footer = Повтор · шаг { $step } из { $steps } · отпечаток кубиков { $fingerprint } · каждый бросок здесь задан сидом игры: /history показывает его, /game verify — как проверить
replay-other_guild = Эта игра шла на другом сервере: её повтор доступен только там.
replay-not_finished = Повтор есть только у завершённой игры: эта ещё идёт или была отменена.
replay-no_step = В этом повторе нет шага { $step }: шаги идут от 0 до { $steps }.
replay-unreadable = Журнал этой игры нельзя воспроизвести, поэтому повтора нет.
