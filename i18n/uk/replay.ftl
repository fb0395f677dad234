### Ukrainian: a finished game's replay, step by step (cogs/replay.py).

button-replay = Повтор
history-replay = Повтор… (виберіть гру)
replay-first = На початок
replay-back = Назад
replay-next = Далі
replay-last = В кінець
replay-footer = Повтор · крок { $step } з { $steps } · відбиток кубиків { $fingerprint } · кожен кидок тут задано сідом гри: /history показує його, /game verify — як перевірити
replay-other_guild = Ця гра відбувалася на іншому сервері: її повтор доступний лише там.
replay-not_finished = Повтор є лише в завершеної гри: ця ще триває або її скасовано.
replay-no_step = У цьому повторі немає кроку { $step }: кроки йдуть від 0 до { $steps }.
replay-unreadable = Журнал цієї гри неможливо відтворити, тому повтору немає.
