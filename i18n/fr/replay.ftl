### French: a finished game's replay, step by step (cogs/replay.py).

button-replay = Rediffusion
history-replay = Rediffusion… (choisissez une partie)
replay-first = Début
replay-back = Précédent
replay-next = Suivant
replay-last = Fin
replay-footer = Rediffusion · étape { $step } sur { $steps } · empreinte des dés { $fingerprint } · chaque dé ici vient de la graine de la partie : /history la montre, /game verify explique comment vérifier
replay-other_guild = Cette partie s'est jouée sur un autre serveur : sa rediffusion n'est visible que là-bas.
replay-not_finished = Seule une partie terminée a une rediffusion : celle-ci n'est pas finie, ou a été annulée.
replay-no_step = Cette rediffusion n'a pas d'étape { $step } : ses étapes vont de 0 à { $steps }.
replay-unreadable = Le journal de cette partie ne peut pas être rejoué : elle n'a pas de rediffusion.
