"""French: /leaderboard."""

MESSAGES: dict[str, str] = {
    "cmd.leaderboard": "Classement des parties terminées de ce serveur, et scores d'une partie de Bad Leftovers ici",
    "cmd.leaderboard.game": "Seulement ce jeu (par défaut : tous les jeux)",
    "leaderboard.title": "Classement — {game}",
    "leaderboard.all_games": "tous les jeux",
    "leaderboard.line": "{rank}. {name} — {wins} victoires, {games} parties",
    "leaderboard.line.per_round": " · {points} points par manche",
    "leaderboard.empty": "Aucune partie terminée pour l'instant ({game}) sur ce serveur.",
    "leaderboard.running": "{game} dans ce salon — manche {round}",
    "leaderboard.running.line": "{name} (numéro {number}) — {score} points",
    "leaderboard.running.out": " · éliminé",
    "leaderboard.running.left": " · a quitté la partie",
    "leaderboard.page": "Page {page} sur {pages}",
    "leaderboard.previous": "◀ Précédent",
    "leaderboard.next": "Suivant ▶",
}
