### French: Buck Dice.

buck-action-throw = Lancer
buck-button-again = Revanche
buck-option-fewer_dice = moins de dés (deux à 13, un à 14)
buck-option-point_per_throw = un point par lancer

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · lance deux dés
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } points
    } · lance un dé
buck-seat-made = { " " }— ✅ buck n° { $place }
buck-seat-loser = { " " }— 💀 perdant avec { $score ->
        [one] { $score } point
       *[other] { $score } points
    }

## The whole game

buck-point = 🎯 Numéro de point : **{ $point }** { $face }
buck-shooter-opening = Premier lanceur : { $shooter } (le plus haut au lancer d'ordre)
buck-shooter-rotated = Partie { $game } : { $shooter } lance en premier, une place à gauche du premier lanceur de la partie précédente
buck-loser = 💀 **Perdant : { $name }**

## Events

buck-event-order_throw-order = 🎲 Lancer d'ordre : { $throws }.
buck-event-order_throw-order-again = 🎲 Tout le monde est à égalité, tout le monde relance : { $throws }.
buck-event-order_throw-first_shooter = 🎲 Égalité pour le plus haut, on relance : { $throws }.
buck-event-order_throw-point_thrower = 🎲 Égalité pour le plus bas, on relance : { $throws }.
buck-throws-extremes = le plus haut { $high } { $top }, le plus bas { $low } { $bottom }
buck-throws-highest = le plus haut { $high } { $top }
buck-throws-lowest = le plus bas { $low } { $bottom }
buck-throws-all_tied = tout le monde a fait { $face }
buck-throws-more = { $names } et { $others ->
        [one] { $others } autre
       *[other] { $others } autres
    }
buck-event-first_shooter-opening = { $name } a fait le plus haut et lance en premier.
buck-event-first_shooter-rotated = Partie { $game } : { $name } lance en premier (le départ avance d'une place à gauche).
buck-event-point_throw = 🎯 { $name } a lancé le numéro de point : **{ $point }** { $face }.
buck-event-throw-normal = { $name } a lancé { $faces } : +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } a lancé { $faces } : pas de numéro de point{ $then }
buck-event-throw-big_buck = { $name } a lancé { $faces } : **GRAND BUCK !** Directement à 15{ $then }
buck-event-throw-little_buck = { $name } a lancé { $faces } : **petit buck**, +5 → { $score } ; fin du tour{ $then }
buck-event-throw-overshoot = { $name } a lancé { $faces } : **dépassement** ({ $would_be } > 15) : rien de marqué{ $then }
buck-then-again = { " " }— relance.
buck-then-pass = { " " }— au suivant.
buck-then-end = .
buck-note-dice-2 = { " " }À 13 : deux dés désormais.
buck-note-dice-1 = { " " }À 14 : un seul dé désormais.
buck-event-made_buck = ✅ { $name } a exactement 15 : un buck (n° { $place }). Il se retire et ne peut plus perdre.
buck-event-left_rotation = { $name } quitte la rotation ; { $next } lance.
buck-event-loser-throw = 💀 { $name } est le dernier qui reste : **le perdant**, avec { $score ->
        [one] { $score } point
       *[other] { $score } points
    }.
buck-event-loser-forfeit = 💀 { $name } est parti en lançant encore contre un seul autre joueur : **le perdant**.

## Help

buck-rules = **Buck Dice** — 2 à 20 joueurs, trois dés. Faites exactement 15 ; le dernier qui reste est le perdant.
    { "*" }*Ouverture** (à Démarrer) : chacun lance un dé. Le plus haut lance en premier ; le plus bas lance un dé pour le **numéro de point**. Si tous sont à égalité, tous relancent (ce sont donc deux joueurs différents) ; puis les ex æquo pour le plus haut relancent entre eux, de même pour le plus bas.
    { "*" }*Votre tour** : appuyez sur Lancer. Chaque dé qui montre le numéro de point rapporte un point (3-3-6 avec le numéro 3 rapporte 2) et vous relancez ; un lancer sans ce numéro passe les dés à gauche.
    { "*" }*Grand buck** : trois numéros de point mettent votre score à 15, quel qu'il soit (même 13 ou 14).
    { "*" }*Petit buck** : un brelan qui n'est pas le numéro de point rapporte 5, et les dés passent (depuis 10, il fait exactement 15).
    { "*" }*Dépassement** : un lancer qui vous ferait dépasser 15 (petit buck compris) ne compte pas : relancez.
    À exactement 15, vous avez fait un buck et vous retirez ; la table montre leur ordre.
    Option *moins de dés* : à 13 points, lancez deux dés, à 14 un seul. Un numéro de point vous garde la main ; grand et petit buck exigent trois dés, et vous ne pouvez pas dépasser.
    Option *un point par lancer* : un lancer avec le numéro de point rapporte 1, quel que soit le nombre de dés (grand buck : toujours 15).
    { "*" }*Revanche** : les invités reviennent d'un clic ; le premier lanceur avance d'une place à gauche parmi eux, le joueur à sa droite lance le numéro de point.
    { "*" }*Partir** (`/game leave`, ou retiré par l'hôte) : si vous et un seul autre joueur lancez encore, vous êtes le perdant (il s'en sort) ; sinon vous quittez la rotation, ni gagnant ni perdant (les dés passent si c'était votre tour) ; un buck déjà fait reste le vôtre.
    Passé le délai par tour (15 s à 1 h, 60 s par défaut), le bot lance pour vous.
    Les dés viennent d'une graine secrète fixée d'avance (empreinte SHA-256 affichée dès le début), révélée à la fin : chacun peut vérifier chaque lancer (`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice : faites exactement 15, le dernier qui reste perd
cmd-buck-start = Ouvrir une table de Buck Dice dans ce salon
cmd-buck-fewer_dice = Lancer deux dés à 13 points et un seul à 14
cmd-buck-point_per_throw = Un lancer qui montre le numéro de point rapporte un point, quel que soit le nombre de dés
cmd-buck-fewer_dice-name = moins-de-dés
cmd-buck-point_per_throw-name = un-point-par-lancer

## /stats

stats-buck = Dernier restant (perdu) : { $times ->
        [one] { $times } fois
       *[other] { $times } fois
    }

## /buck odds: the command picker

cmd-buck-odds = Les chances de perdre de chaque place à une table de Buck Dice, et la durée d'une partie

## /buck odds: the answer

odds-header-buck = Chance de **perdre** (rester le dernier), par place à partir du premier lanceur :
odds-method-exact-buck = Exact : programmation dynamique sur les scores et les tours.

## Live chances

cmd-buck-live_chances = Afficher la chance de perdre de chaque joueur à côté de son score, à chaque lancer
cmd-buck-live_chances-name = chances-en-direct
buck-option-live_chances = chances de perdre en direct
