### Ukrainian: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Як цей бот веде цю гру, з її опціями
cmd-turn_timeout = Секунди, після яких бот грає за бездіяльного гравця (15-3600; типово: /settings, інакше 60)
cmd-game = Гра за столом цього каналу
cmd-game-status = Показати стіл цього каналу знову, внизу
cmd-game-leave = Покинути гру в цьому каналі (ви вибуваєте)
cmd-game-cancel = Закрити стіл цього каналу (ведучий або «Керувати каналом»)
cmd-game-verify = Показати фіксацію кубиків (і сід після кінця) останньої гри тут
cmd-turn_timeout-name = час-ходу
cmd-leaderboard-game-name = гра
