### British English: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = How many players sit at the table
cmd-odds-players-name = players
cmd-odds-chips = Chips each player starts with (default 3)
cmd-odds-chips-name = chips
cmd-odds-post = Post the answer in the channel for everyone (default: only you see it)
cmd-odds-post-name = post

## The answer

odds-title = { $game } odds · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
odds-options = Options: { $options }
odds-options-none = no options
odds-chips = { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } each
odds-decimal = { $whole }.{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = Tied leaders share the victory: a game ends in a tie for first { $percent }% of the time, and each tied leader counts as winning, so the chances add up to more than 100%.
odds-length-rolls = Expected length: { $value } rolls
odds-length-throws = Expected length: { $value } throws
odds-length-rounds = Expected length: { $value } rounds
# Chicago's figure: the expected score of one player's sheet (its length is always 11 turns a player).
odds-score-points = Expected score per player: { $value } points
# A simulated figure with its margin (3 standard errors), given as the value of a line above.
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Simulation of { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, ±{ $margin } points (3 standard errors).
