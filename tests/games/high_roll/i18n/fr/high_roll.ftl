### Français : high roll, un jeu pour les tests seulement.

high_roll-action-roll = Lancer
high_roll-seat = { " " }— total { $total }
high_roll-round = Tour { $round } sur { $rounds }
high_roll-event-roll = { $name } a fait { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
        [one] gagne
       *[other] se partagent la victoire
    } avec un total de { $total } !
high_roll-rules = **Dé le plus haut** — 2 à 6 joueurs.
    Chacun lance un dé à son tour, trois fois autour de la table ; le plus haut total gagne, et une égalité partage la victoire.
    La place 1 (l'hôte) lance en premier. Si vous ne lancez pas dans le délai du tour, le bot lance pour vous.

## Son nom

game-high_roll = Dé le plus haut

## Le sélecteur de commandes

cmd-high_roll = Jeu de dés : le dé le plus haut
cmd-high_roll-start = Ouvrir une table de dé le plus haut dans ce salon

## /stats

stats-high_roll = Meilleur total : { $total }
