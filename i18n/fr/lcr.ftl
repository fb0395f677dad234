### French: LCR.

lcr-action-roll = Lancer
lcr-option-dice-by--chips = dés selon les jetons
lcr-option-dice-always--three = toujours trois dés
lcr-option-dot_to_win = que des faces point pour gagner
lcr-option-stakes = mise au choix
lcr-seat = { " " }— { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }
lcr-pot = Pot : { $pot ->
        [one] { $pot } jeton
       *[other] { $pot } jetons
    } · { $dealt ->
        [one] { $dealt } jeton
       *[other] { $dealt } jetons
    } en jeu
lcr-hand = { " " }· manche { $hand } (double pot)
lcr-last_holder = { $name } a tous les jetons restants : pour gagner, tous ses dés doivent tomber sur le point (•) ; un L ou un R fait continuer la partie.
lcr-event-deal = Chacun reçoit ses jetons.
lcr-event-roll = { $name } a lancé { $faces } : { $moves }.
lcr-event-roll-nothing = rien ne bouge
lcr-event-roll-idle = { $faces } sans effet : plus de jetons
lcr-event-roll-no_win = pas que des faces point : pas encore de victoire, la partie continue
lcr-event-move-seat = { $count } à { $target }
lcr-event-move-pot = { $count } au pot
lcr-event-win = 🏆 { $name } gagne { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    } !
lcr-event-double_pot = Personne n'a de jetons : le pot de { $pot ->
        [one] { $pot } jeton
       *[other] { $pot } jetons
    } est reporté et chacun reçoit de nouveaux jetons (manche { $hand }).
lcr-event-double_pot-next = Personne n'a de jetons : le pot de { $pot ->
        [one] { $pot } jeton
       *[other] { $pot } jetons
    } est reporté et chacun reçoit de nouveaux jetons (manche { $hand }) ; { $next } lance en premier.
lcr-event-chips_to_pot = { $name } met { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    } au pot.
lcr-rules = **LCR (Left Center Right)** — 3 à 20 joueurs, chacun commence avec 3 jetons.
    À votre tour, lancez un dé par jeton que vous avez, trois au plus (option *toujours trois dés* : trois dés dès que vous avez un jeton ; ils se lisent de gauche à droite, et une fois vos jetons épuisés les suivants ne font rien). Sans jeton, vous passez votre tour mais restez dans la partie.
    Les faces 1 à 3 montrent un point (•, rien ne bouge), 4 = **L** (left, gauche) : un jeton au joueur à votre gauche (la place suivante), 5 = **C** (center, centre) : un jeton au pot, 6 = **R** (right, droite) : un jeton au joueur à votre droite (la place précédente).
    Quand un seul joueur a encore des jetons, il gagne ses jetons et le pot.
    Option *que des faces point pour gagner* : ce dernier détenteur doit alors obtenir le point (•) sur tous ses dés pour gagner ; tout L ou R fait continuer la partie ; si son dernier jeton va au pot, chacun reçoit de nouveaux jetons et le pot est reporté (double pot) ; le joueur à gauche de celui dont le lancer a vidé la table lance en premier.
    Option *mise au choix* : chaque joueur choisit ses jetons de départ, de 1 à 99, en rejoignant (l'hôte commence avec 3 et peut cliquer sur Rejoindre pour changer).
    Un joueur qui part met ses jetons au pot. La place 1 (l'hôte) lance en premier. Si vous ne lancez pas dans le délai par tour (15 s à 1 h, 60 s par défaut), le bot lance pour vous.
    Chaque dé vient d'une graine secrète dont l'empreinte (SHA-256) est affichée dès le début ; la graine est révélée à la fin pour que chacun vérifie chaque lancer (`/game verify`).

## Its name

game-lcr = LCR (Left Center Right)

## The command picker

cmd-lcr = Jeu de dés LCR (Left Center Right)
cmd-lcr-start = Ouvrir une table de LCR dans ce salon
cmd-lcr-dice = Nombre de dés lancés : un par jeton jusqu'à trois (par défaut), ou toujours trois
cmd-lcr-dot_to_win = Le dernier joueur à avoir des jetons doit obtenir le point (•) sur tous ses dés pour gagner
cmd-lcr-stakes = Chaque joueur choisit ses jetons de départ (1-99) en rejoignant
cmd-lcr-dice-name = dés
cmd-lcr-dice-by_chips = selon les jetons
cmd-lcr-dice-always_three = toujours trois
cmd-lcr-dot_to_win-name = faces-point-pour-gagner
cmd-lcr-stakes-name = mises

## /stats

stats-lcr = Jetons remportés : { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }

## /lcr odds: the command picker

cmd-lcr-odds = Les chances de gagner de chaque place à une table de LCR, et la durée d'une partie

## /lcr odds: the answer

odds-header-lcr = Chance de gagner, par place à partir du premier à lancer :
odds-method-exact-lcr = Exact : chaîne de Markov absorbante sur les répartitions des jetons.
odds-lcr-exact_up_to = Les réponses exactes à { $players } joueurs vont jusqu'à { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    } chacun ; l'option « que des faces point pour gagner » est toujours simulée.
odds-lcr-never_exact = À { $players } joueurs la chaîne exacte prendrait trop de temps ; l'option « que des faces point pour gagner » est toujours simulée.

## Live chances

lcr-option-live_chances = chances en direct
