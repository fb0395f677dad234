### Czech: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Jak tento bot hraje tuto hru, s jejími volbami
cmd-turn_timeout = Sekundy, po nichž bot hraje za nečinného hráče (15-3600; výchozí: /settings, jinak 60)
cmd-game = Hra u stolu tohoto kanálu
cmd-game-status = Znovu ukázat stůl tohoto kanálu, dole
cmd-game-leave = Opustit hru v tomto kanálu (vzdáváte své místo)
cmd-game-cancel = Ukončit stůl tohoto kanálu (hostitel nebo Spravovat kanál)
cmd-game-verify = Ukázat závazek kostek (a seed po skončení) poslední hry zde
cmd-turn_timeout-name = limit-tahu
cmd-leaderboard-game-name = hra
