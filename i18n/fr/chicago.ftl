### French: Chicago.

chicago-action-roll = Lancer
chicago-action-reroll = Relancer { $face } { $value }
chicago-action-reroll-pictured = Relancer { $value }
chicago-action-keep = Garder
chicago-option-double_roll = double lancer
chicago-option-three_dice = trois dés
chicago-seat = { " " }— { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Manche { $round } sur 11 — cible { $target }**
chicago-winner = 🏆 { $name } gagne avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } !
chicago-joint_victory = 🤝 Victoire partagée : { $names }, avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } chacun !
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total } : **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target } : **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, pas { $target }{ $then }
chicago-verdict-pair_miss = { " " }— aucune paire ne fait { $target }{ $then }
chicago-verdict-kept = { " " }: 0 point
chicago-verdict-kept_forced = { " " }— aucune relance ne peut faire { $target } : 0 point
chicago-then-zero = { " " }: 0 point
chicago-event-first_player = { $name } a été tiré au sort pour lancer en premier.
chicago-event-round = Manche { $round } : cible **{ $target }**.
chicago-event-roll = { $name } a lancé { $faces }{ $verdict }.
chicago-event-reroll = { $name } a relancé le { $old } : { $faces }{ $verdict }.
chicago-event-keep = { $name } garde { $faces }{ $verdict }.
chicago-event-timeout = { $name } n'a pas agi à temps : le bot fait le meilleur choix à sa place.
chicago-event-game_over = 🏁 La partie est terminée.
chicago-rules = **Chicago (Rotation)** — 2 à 20 joueurs, 11 manches.
    Le premier joueur est tiré au sort ; chaque manche se joue dans le sens horaire à partir de lui. À la manche r, la cible est r + 1 (manche 1 : 2, … manche 11 : 12).
    À votre tour, cliquez sur **Lancer** : deux dés, une seule fois. Si leur somme fait la cible, vous marquez la cible, sinon 0. Après 11 manches, le plus haut total gagne ; les premiers à égalité partagent la victoire.
    Option *double lancer* : quand votre lancer ne marque rien, vous choisissez — relancer exactement un dé (un bouton par dé, avec sa face) et marquer selon le nouveau lancer, ou **Garder** (0 point). Quand aucune relance ne pourrait marquer, Pips garde le lancer pour vous aussitôt et dit pourquoi.
    Option *trois dés* : lancez trois dés et marquez la cible si deux d'entre eux en font la somme ; le bot choisit la paire (la première qui convient parmi les dés 1+2, 1+3, 2+3 — toutes marquent autant) et l'affiche. Avec aussi le double lancer, un échec permet de relancer l'un des trois dés.
    Un joueur qui part ne marque plus rien : ses points restent sur la feuille mais il ne peut pas gagner. Partir au milieu d'un tour (un échec en attente de relance ou de Garder) laisse cette manche vide. S'il ne reste qu'un joueur, la partie s'arrête aussitôt et il gagne.
    Si vous n'agissez pas dans le délai par tour (15 s à 1 h, 60 s par défaut), le bot joue pour vous, comme les joueurs ordinateur : il lance, et après un échec il relance le dé qui donne le plus de chances de marquer (le premier en cas d'égalité).
    Chaque dé vient d'une graine secrète dont l'empreinte SHA-256 est affichée dès le début ; la graine est révélée à la fin pour que chacun vérifie chaque lancer (`/game verify`).

## Its name

game-chicago = Chicago

## The command picker

cmd-chicago = Jeu de dés Chicago (Rotation)
cmd-chicago-start = Ouvrir une table de Chicago dans ce salon
cmd-chicago-double_roll = Après un lancer qui ne marque rien, relancer un dé ou garder
cmd-chicago-three_dice = Lancer trois dés ; deux dés dont la somme fait la cible marquent
cmd-chicago-double_roll-name = double-lancer
cmd-chicago-three_dice-name = trois-dés

## /stats

stats-chicago = Meilleur score : { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Les chances de gagner de chaque place à une table de Chicago, et le score attendu par joueur

## /chicago odds: the answer

odds-header-chicago = Chance de gagner, par place à partir du premier à jouer (toutes pareilles : les feuilles sont indépendantes) :
odds-method-exact-chicago = Exact : tous les lancers énumérés, avec la meilleure relance.

## Live chances

chicago-option-live_chances = chances en direct
