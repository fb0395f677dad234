### Română: descrierile comenzilor și ale opțiunilor (Discord le arată în selectorul de comenzi).

cmd-rules = Cum joacă acest bot jocul, cu opțiunile lui
cmd-turn_timeout = Secunde până când botul joacă pentru un jucător inactiv (15-3600; implicit: /settings sau 60)
cmd-game = Jocul de la masa acestui canal
cmd-game-status = Arată din nou masa acestui canal, jos de tot
cmd-game-leave = Ieși din jocul acestui canal (îți pierzi locul)
cmd-game-cancel = Închide masa acestui canal (gazda sau Gestionează canalele)
cmd-game-verify = Arată amprenta zarurilor (și sămânța, la final) ultimului joc de aici
# Nume în selectorul de comenzi: 1-32 de caractere, litere mici, fără spații.
cmd-turn_timeout-name = timp-de-tură
cmd-leaderboard-game-name = joc
