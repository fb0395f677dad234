### French: Bad Leftovers.

cmd-leftovers = Jeu de dés Bad Leftovers : prenez des paires, les points sont mauvais
cmd-leftovers-start = Ouvrir une table de Bad Leftovers dans ce salon
leftovers-option-fixed_pile = tas fixe (compté pour les joueurs du départ)
leftovers-action-claim-pair = Annoncer { $claim } : prendre { $dice }
leftovers-action-claim-doubles = Annoncer { $claim } : prendre { $dice } (votre double)
leftovers-action-take-pair = Prendre { $dice }
leftovers-action-take-doubles = Prendre { $dice } (votre double)
leftovers-button-claim = Annoncer { $claim } · { $pairs ->
        [one] { $pairs } paire
       *[other] { $pairs } paires
    }
leftovers-button-back = ◀ Pas { $claim } : autres annonces
leftovers-seat = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
leftovers-seat-claim = { " " }— annonce { $claim } · { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
leftovers-seat-no_claim = { " " }— sans annonce · { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
leftovers-seat-out = { " " }— éliminé · { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
leftovers-round = Manche { $round } · éliminé à { $out ->
        [one] { $out } point
       *[other] { $out } points
    } ou plus
leftovers-center = Centre : { $dice } ({ $count ->
        [one] { $count } dé
       *[other] { $count } dés
    }, { $pips ->
        [one] { $pips } point
       *[other] { $pips } points
    })
leftovers-event-seat_throw = Lancer pour les places : { $throws }.
leftovers-event-seats = Numéros permanents, vers la gauche : { $order }.
leftovers-event-round = Manche { $round } : { $count ->
        [one] { $count } dé lancé
       *[other] { $count } dés lancés
    } ; { $name } commence.
leftovers-event-round-after_stuck = Manche { $round } : { $count ->
        [one] { $count } dé lancé
       *[other] { $count } dés lancés
    } ; { $name } commence, ayant été bloqué.
leftovers-event-round-after_out = Manche { $round } : { $count ->
        [one] { $count } dé lancé
       *[other] { $count } dés lancés
    } ; { $name } commence, premier en jeu à la gauche de { $stuck }.
leftovers-event-claim = { $name } annonce { $claim } pour cette manche.
leftovers-event-take = { $name } prend { $dice } ({ $left ->
        [one] { $left } dé restant
       *[other] { $left } dés restants
    }).
leftovers-event-doubles = { $name } prend son double { $dice } ({ $left ->
        [one] { $left } dé restant
       *[other] { $left } dés restants
    }).
leftovers-event-stuck = { $name } ne peut pas prendre deux dés : les restes { $dice } ajoutent { $points ->
        [one] { $points } point
       *[other] { $points } points
    } à son score (total { $score ->
        [one] { $score } point
       *[other] { $score } points
    }).
leftovers-event-stuck-empty = { $name } ne peut pas prendre deux dés, mais le centre est vide : aucun point.
leftovers-event-out = { $name } a { $score ->
        [one] { $score } point
       *[other] { $score } points
    } ({ $out } ou plus) et est éliminé.
leftovers-event-win = 🏆 { $name } est le dernier en jeu et gagne avec { $score ->
        [one] { $score } point
       *[other] { $score } points
    } !
leftovers-rules = **Bad Leftovers** (« mauvais restes ») — 2 à 12 joueurs. Les points sont mauvais.
    { "*" }*Places.** Au début, chacun lance un dé : le plus haut a le numéro 1 (les ex æquo relancent entre eux) et les numéros croissent vers la gauche (l'ordre d'arrivée). C'est votre **numéro permanent** ; le numéro 1 commence la première manche.
    { "*" }*Une manche.** On lance tous les dés du centre : 20 pour deux joueurs, plus 3 par autre joueur encore en jeu, recomptés à chaque manche (option *tas fixe* : comptés une fois, pour les joueurs du départ, ils gardent ce nombre quand des joueurs sont éliminés). Vers la gauche depuis le premier joueur de la manche, vous devez à votre tour prendre deux dés : deux dont la somme fait votre **annonce** de la manche, ou deux qui montrent votre numéro permanent (numéros 1 à 6 seulement). Vous annoncez un nombre de 7 à 12 à votre première prise de la manche (d'autres peuvent annoncer le même) ; il vaut jusqu'à la fin de la manche. À votre premier tour, choisissez l'annonce, puis les deux dés : chaque bouton d'annonce dit combien de paires le centre lui offre (votre double compris, sans compter un dé deux fois) ; les impossibles sont grisés.
    { "*" }*Bloqué.** Le premier qui ne peut pas prendre deux dés est bloqué : les points restant au centre s'ajoutent à son score et la manche se termine (centre vide : 0 point). Il commence la manche suivante ; s'il est éliminé, c'est le prochain en jeu à sa gauche.
    { "*" }*Éliminé.** À 21 points ou plus, vous êtes éliminé. Le dernier en jeu gagne.
    Un joueur qui part est éliminé aussitôt ; son score reste sur la feuille et la manche continue sans lui. Passé le délai par tour (15 s à 1 h, 60 s par défaut), le bot joue pour vous comme les joueurs ordinateur : le coup qui vous laisse le plus de prises, puis celui qui en laisse le moins au joueur suivant.
    `/leaderboard` montre les scores de la partie en cours ici et le classement du serveur. Chacun peut vérifier chaque lancer une fois la partie finie : `/game verify`.

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = Compter les dés du centre une fois, pour les joueurs du départ : le tas garde sa taille
cmd-leftovers-fixed_pile-name = tas-fixe

## /stats

stats-leftovers = { $whole },{ $tenths } points par manche (moins, c'est mieux)

## /leftovers odds: the command picker

cmd-leftovers-odds = Les chances de gagner de chaque place à une table de Bad Leftovers, et la durée d'une partie

## /leftovers odds: the answer

odds-header-leftovers = Chance de gagner, par numéro de place (la place 1 joue en premier) :

## Live chances

leftovers-option-live_chances = chances en direct
