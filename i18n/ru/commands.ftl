### Russian: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Как этот бот ведёт эту игру, с её опциями
cmd-turn_timeout = Секунды, после которых бот играет за бездействующего (15-3600; по умолчанию: /settings, иначе 60)
cmd-game = Игра за столом этого канала
cmd-game-status = Показать стол этого канала заново, внизу
cmd-game-leave = Покинуть игру в этом канале (вы выбываете)
cmd-game-cancel = Закрыть стол этого канала (ведущий или «Управлять каналом»)
cmd-game-verify = Показать фиксацию кубиков (и сид после конца) последней игры здесь
cmd-turn_timeout-name = время-хода
cmd-leaderboard-game-name = игра
