### French: /leaderboard.

cmd-leaderboard = Classement du serveur (ordinateurs à part) et scores d'une partie de Bad Leftovers ici
cmd-leaderboard-game = Seulement ce jeu (par défaut : tous les jeux)
leaderboard-title = Classement — { $game }
leaderboard-all_games = tous les jeux
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · points par manche : moins, c'est mieux
leaderboard-computers = *Ordinateurs, classés à part :*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } par manche
leaderboard-empty = Aucune partie terminée pour l'instant ({ $game }) sur ce serveur : finissez-en une et elle apparaîtra ici.
leaderboard-running = { $game } dans ce salon — manche { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· a quitté la partie
leaderboard-page = Page { $page } sur { $pages }
leaderboard-previous = ◀ Précédent
leaderboard-next = Suivant ▶
