"""French: slash-command and option descriptions (Discord shows them in the command picker)."""

MESSAGES: dict[str, str] = {
    "cmd.rules": "Comment ce bot joue à ce jeu, avec ses options",
    "cmd.turn_timeout": "Secondes avant que le bot joue pour un joueur inactif (15-3600, 60 par défaut)",
    "cmd.game": "La partie à la table de ce salon",
    "cmd.game.status": "Réafficher la table de ce salon, tout en bas",
    "cmd.game.leave": "Quitter la partie de ce salon (vous abandonnez votre place)",
    "cmd.game.cancel": "Fermer la table de ce salon (hôte ou permission Gérer le salon)",
    "cmd.game.verify": "Afficher l'engagement des dés de la dernière partie ici (et la graine si la partie est finie)",
    "cmd.lcr": "Jeu de dés LCR (Left Center Right)",
    "cmd.lcr.start": "Ouvrir une table de LCR dans ce salon",
    "cmd.lcr.dice": "Nombre de dés lancés : un par jeton jusqu'à trois (par défaut), ou toujours trois",
    "cmd.lcr.dot_to_win": "Le dernier joueur à avoir des jetons ne doit lancer que des points pour gagner",
    "cmd.lcr.stakes": "Chaque joueur choisit ses jetons de départ (1-99) en rejoignant",
    "cmd.chicago": "Jeu de dés Chicago (Rotation)",
    "cmd.chicago.start": "Ouvrir une table de Chicago dans ce salon",
    "cmd.chicago.double_roll": "Après un lancer qui ne marque rien, relancer un dé ou garder",
    "cmd.chicago.three_dice": "Lancer trois dés ; deux dés dont la somme fait la cible marquent",
    "cmd.buck": "Buck Dice : faites exactement 15, le dernier qui reste perd",
    "cmd.buck.start": "Ouvrir une table de Buck Dice dans ce salon",
    "cmd.buck.fewer_dice": "Lancer deux dés à 13 points et un seul à 14",
}
