### French: /stats and /history.

## The command picker

cmd-stats = Les parties, victoires et records d'un joueur sur ce serveur
cmd-stats-player = Les statistiques de qui (par défaut : les vôtres)
cmd-stats-player-name = joueur
cmd-stats-game = Seulement ce jeu (par défaut : tous les jeux)
cmd-stats-game-name = jeu
cmd-stats-post = Publier la réponse dans le salon pour tous (par défaut : vous seul la voyez)
cmd-stats-post-name = publier
cmd-history = Les 10 dernières parties de ce salon : quand, qui a gagné, la table et sa graine
cmd-history-game = Seulement ce jeu (par défaut : tous les jeux)
cmd-history-game-name = jeu
cmd-history-post = Publier la réponse dans le salon pour tous (par défaut : vous seul la voyez)
cmd-history-post-name = publier

## /stats

stats-title = Statistiques — { $name }
stats-total = **Tous les jeux** — { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
stats-rate = { " " }· { $percent } % de victoires
stats-rank = { " " }· rang { $rank } sur { $ranked }
stats-rate-later = { " " }· taux de victoire à partir de { $min ->
        [one] { $min } partie
       *[other] { $min } parties
    }
stats-empty = { $name } n'a encore terminé aucune partie sur ce serveur ({ $game }).
stats-all_games = tous les jeux

## /history

history-title = Dernières parties dans ce salon
history-title-kind = Dernières parties de { $game } dans ce salon
history-line = { $when } · **{ $game }** · { $outcome } · [table]({ $url }) · graine `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · graine `{ $seed }`
history-won = gagné : { $names }
history-lost = perdu : { $names }
history-no_winner = aucun gagnant
history-computer = { $name } (ordinateur)
history-footer = La graine d'une partie donne chacun de ses dés : /game verify explique comment vérifier.
history-empty = Aucune partie n'a encore été terminée dans ce salon.
history-empty-kind = Aucune partie de { $game } n'a encore été terminée dans ce salon.
