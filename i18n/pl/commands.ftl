### Polish: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Jak ten bot prowadzi tę grę, z jej opcjami
cmd-turn_timeout = Sekundy, po których bot gra za bezczynnego gracza (15-3600; domyślnie: /settings, inaczej 60)
cmd-game = Gra przy stole na tym kanale
cmd-game-status = Pokaż ponownie stół tego kanału, na dole
cmd-game-leave = Opuść grę na tym kanale (tracisz swoje miejsce)
cmd-game-cancel = Zakończ stół na tym kanale (gospodarz lub Zarządzanie kanałem)
cmd-game-verify = Pokaż zobowiązanie kości (i ziarno po zakończeniu) ostatniej gry tutaj
cmd-turn_timeout-name = czas-tury
cmd-leaderboard-game-name = gra
