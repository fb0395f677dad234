### Bulgarian: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Как този бот играе тази игра, с нейните опции
cmd-turn_timeout = Секунди, преди ботът да играе вместо неактивен играч (15-3600; по подразбиране: /settings, иначе 60)
cmd-game = Играта на масата в този канал
cmd-game-status = Показване на масата на този канал отново, най-долу
cmd-game-leave = Напускане на играта в този канал (отказвате се от мястото си)
cmd-game-cancel = Закриване на масата в този канал (домакин или „Управление на канал“)
cmd-game-verify = Показване на обвързването на заровете (и сийда след края) на последната игра тук
cmd-turn_timeout-name = време-за-ход
cmd-leaderboard-game-name = игра
