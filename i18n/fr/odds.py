"""French: /<game> odds, each seat's chances at a table before it starts."""

MESSAGES: dict[str, str] = {
    # --- the command picker -------------------------------------------------------
    "cmd.lcr.odds": "Les chances de gagner de chaque place à une table de LCR, et la durée d'une partie",
    "cmd.chicago.odds": "Les chances de gagner de chaque place à une table de Chicago, et la durée d'une partie",
    "cmd.buck.odds": "Les chances de perdre de chaque place à une table de Buck Dice, et la durée d'une partie",
    "cmd.leftovers.odds": "Les chances de gagner de chaque place à une table de Bad Leftovers, et la durée "
                          "d'une partie",
    "cmd.odds.players": "Combien de joueurs à la table",
    "cmd.odds.players.name": "joueurs",
    "cmd.odds.chips": "Jetons de chaque joueur au départ (par défaut 3)",
    "cmd.odds.chips.name": "jetons",
    "cmd.odds.post": "Publier la réponse dans le salon pour tous (par défaut : vous seul la voyez)",
    "cmd.odds.post.name": "publier",
    # --- the answer -----------------------------------------------------------------
    "odds.title": "Chances au {game} · {players:plural:# joueur|# joueurs}",
    "odds.options": "Options : {options}",
    "odds.options.none": "aucune option",
    "odds.chips": "{chips:plural:# jeton|# jetons} chacun",
    "odds.decimal": "{whole},{fraction}",
    "odds.header.lcr": "Chance de gagner, par place à partir du premier à lancer :",
    "odds.header.chicago": "Chance de gagner, par place à partir du premier à jouer (toutes pareilles : les "
                           "feuilles sont indépendantes) :",
    "odds.header.buck": "Chance de **perdre** (rester le dernier), par place à partir du premier tireur :",
    "odds.header.leftovers": "Chance de gagner, par numéro de place (la place 1 joue en premier) :",
    "odds.seat": "**{number}.** {percent} %",
    "odds.shared": "Les premiers à égalité partagent la victoire : une partie finit avec une égalité en tête "
                   "{percent} % du temps, et chacun d'eux compte comme gagnant, d'où un total au-delà de 100 %.",
    "odds.length.rolls": "Durée attendue : {value} lancers",
    "odds.length.turns": "Durée attendue : {value} tours",
    "odds.length.throws": "Durée attendue : {value} lancers",
    "odds.length.rounds": "Durée attendue : {value} manches",
    "odds.method.exact.lcr": "Exact : chaîne de Markov absorbante sur les répartitions des jetons.",
    "odds.method.exact.chicago": "Exact : tous les lancers énumérés, avec la meilleure relance.",
    "odds.method.exact.buck": "Exact : programmation dynamique sur les scores et les tours.",
    "odds.method.simulation": "Simulation de {games:plural:# partie|# parties}, ±{margin} points (3 écarts-types).",
    "odds.lcr.exact_up_to": "Les réponses exactes à {players} joueurs vont jusqu'à "
                            "{chips:plural:# jeton|# jetons} chacun ; l'option « que des points pour gagner » est "
                            "toujours simulée.",
    "odds.lcr.never_exact": "À {players} joueurs la chaîne exacte prendrait trop de temps ; l'option « que des "
                            "points pour gagner » est toujours simulée.",
}
