### Hungarian: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Hogyan játssza ez a bot ezt a játékot, az opcióival
cmd-turn_timeout = Másodpercek, mielőtt a bot lép a tétlen játékos helyett (15-3600; alap: /settings, különben 60)
cmd-game = A csatorna asztalánál folyó játék
cmd-game-status = A csatorna asztalának újbóli megjelenítése alul
cmd-game-leave = Kilépés a csatorna játékából (feladod a helyed)
cmd-game-cancel = A csatorna asztalának bezárása (házigazda vagy Csatorna kezelése)
cmd-game-verify = Az itteni utolsó játék kockalekötése (és befejezés után a magja)
cmd-turn_timeout-name = lépésidő
cmd-leaderboard-game-name = játék
