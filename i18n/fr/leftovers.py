"""French: Bad Leftovers."""

MESSAGES: dict[str, str] = {
    "cmd.leftovers": "Jeu de dés Bad Leftovers : prenez des paires, les points sont mauvais",
    "cmd.leftovers.start": "Ouvrir une table de Bad Leftovers dans ce salon",
    "leftovers.action.claim.pair": "Annoncer {claim} : prendre {dice}",
    "leftovers.action.claim.doubles": "Annoncer {claim} : prendre {dice} (votre double)",
    "leftovers.action.take.pair": "Prendre {dice}",
    "leftovers.action.take.doubles": "Prendre {dice} (votre double)",
    "leftovers.seat": " — numéro {number} · {score} points",
    "leftovers.seat.claim": " · annonce {claim}",
    "leftovers.seat.no_claim": " · pas encore d'annonce",
    "leftovers.seat.out": " · éliminé",
    "leftovers.round": "Manche {round} · éliminé à {out} points ou plus",
    "leftovers.center": "Centre : {dice} ({count} dés, {pips} points)",
    "leftovers.event.seat_throw": "Lancer pour les places : {throws}.",
    "leftovers.event.seats": "Numéros permanents, vers la gauche : {order}.",
    "leftovers.event.round": "Manche {round} : {count} dés lancés ; {name} commence.",
    "leftovers.event.claim": "{name} annonce {claim}.",
    "leftovers.event.take": "{name} prend {dice} (il en reste {left}).",
    "leftovers.event.doubles": "{name} prend son double {dice} (il en reste {left}).",
    "leftovers.event.stuck": "{name} est bloqué : les restes {dice} lui coûtent {points} points (total {score}).",
    "leftovers.event.stuck.empty": "{name} est bloqué avec un centre vide : aucun point.",
    "leftovers.event.out": "{name} a {score} points et est éliminé.",
    "leftovers.event.win": "🏆 {name} est le dernier en jeu et gagne avec {score} points !",
    "leftovers.rules": (
        "**Bad Leftovers** (« mauvais restes ») — 2 à 12 joueurs. Les points sont mauvais.\n"
        "**Places.** Au début, chacun lance un dé : le plus haut a le numéro 1 (les ex æquo relancent entre eux) "
        "et les numéros croissent vers la gauche (l'ordre d'arrivée). C'est votre **numéro permanent** ; "
        "le numéro 1 commence la première manche.\n"
        "**Une manche.** On lance tous les dés du centre : 20 pour deux joueurs, plus 3 par autre joueur encore en "
        "jeu, recomptés à chaque manche. Vers la gauche depuis le premier joueur de la manche, vous devez à votre tour "
        "prendre deux dés : deux dont la somme fait votre **annonce** de la manche, ou deux qui montrent votre numéro "
        "permanent (numéros 1 à 6 seulement — un dé n'a pas de face plus haute). Vous annoncez un nombre de 7 à 12 "
        "à votre première prise de la manche (d'autres peuvent annoncer le même) ; il vaut jusqu'à la fin de la "
        "manche. Le bot ne propose que les coups possibles ; si votre double fait aussi votre annonce (numéro 4 "
        "annonçant 8), le coup n'est proposé qu'une fois.\n"
        "**Bloqué.** Le premier qui ne peut pas prendre deux dés est bloqué : les points restant au centre "
        "s'ajoutent à son score et la manche se termine (centre vide : 0 point). Il commence la manche suivante ; "
        "s'il est éliminé, c'est le prochain en jeu à sa gauche.\n"
        "**Éliminé.** À 21 points ou plus, vous êtes éliminé. Le dernier en jeu gagne.\n"
        "Un joueur qui part est éliminé aussitôt ; son score reste sur la feuille et la manche continue sans lui. "
        "Passé le délai par tour (15 s à 1 h, 60 s par défaut), le bot joue pour vous comme les "
        "joueurs ordinateur : il retient le coup qui vous laisse le plus de prises pour votre annonce et votre "
        "double, puis celui qui en laisse le moins au joueur suivant.\n"
        "`/leaderboard` montre les scores de la partie en cours ici et le classement du serveur.\n"
        "Chaque dé vient d'une graine secrète dont l'engagement SHA-256 est affiché dès le début ; la graine est "
        "révélée à la fin pour que chacun vérifie chaque lancer (`/game verify`)."
    ),
}
