### Spanish (Latin America): a finished game's replay, step by step (cogs/replay.py).

button-replay = Repetición
history-replay = Repetición… (elige una partida)
replay-first = Inicio
replay-back = Atrás
replay-next = Siguiente
replay-last = Final
replay-footer = Repetición · paso { $step } de { $steps } · huella de los dados { $fingerprint } · cada tirada sale de la semilla de la partida: /history la muestra, /game verify explica cómo comprobarlo
replay-other_guild = Esa partida se jugó en otro servidor: su repetición solo se muestra allí.
replay-not_finished = Solo una partida terminada tiene repetición: esta no terminó o se canceló.
replay-no_step = Esta repetición no tiene paso { $step }: sus pasos van de 0 a { $steps }.
replay-unreadable = El registro de esa partida no se puede reproducir, así que no tiene repetición.
