### French: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Comment ce bot joue à ce jeu, avec ses options
cmd-turn_timeout = Secondes avant que le bot joue pour un joueur inactif (15-3600 ; défaut : /settings, sinon 60)
cmd-game = La partie à la table de ce salon
cmd-game-status = Réafficher la table de ce salon, tout en bas
cmd-game-leave = Quitter la partie de ce salon (vous abandonnez votre place)
cmd-game-cancel = Fermer la table de ce salon (hôte ou permission Gérer le salon)
cmd-game-verify = Afficher l'empreinte des dés de la dernière partie ici (et la graine si la partie est finie)
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = délai-par-tour
cmd-leaderboard-game-name = jeu
