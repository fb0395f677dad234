### French: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = Combien de joueurs à la table
cmd-odds-players-name = joueurs
cmd-odds-chips = Jetons de chaque joueur au départ (par défaut 3)
cmd-odds-chips-name = jetons
cmd-odds-post = Publier la réponse dans le salon pour tous (par défaut : vous seul la voyez)
cmd-odds-post-name = publier

## The answer

odds-title = Chances au { $game } · { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
odds-options = Options : { $options }
odds-options-none = aucune option
odds-chips = { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    } chacun
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent } %
odds-shared = Les premiers à égalité partagent la victoire : une partie finit avec une égalité en tête { $percent } % du temps, et chacun d'eux compte comme gagnant, d'où un total au-delà de 100 %.
odds-length-rolls = Durée attendue : { $value } lancers
odds-length-throws = Durée attendue : { $value } lancers
odds-length-rounds = Durée attendue : { $value } manches
odds-score-points = Score attendu par joueur : { $value } points
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulation de { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, ±{ $margin } points (3 écarts-types).
