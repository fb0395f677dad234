### British English: Chicago.

chicago-action-roll = Roll
chicago-action-reroll = Reroll { $face } { $value }
chicago-action-reroll-pictured = Reroll { $value }
chicago-action-keep = Keep
chicago-option-double_roll = double roll
chicago-option-three_dice = three dice
chicago-seat = { " " }— { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Round { $round } of 11 — target { $target }**
chicago-winner = 🏆 { $name } wins with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }!
chicago-joint_victory = 🤝 Joint victory: { $names }, with { $points ->
        [one] { $points } point
       *[other] { $points } points
    } each!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, not { $target }{ $then }
chicago-verdict-pair_miss = { " " }— no two make { $target }{ $then }
chicago-verdict-kept = : 0 points
chicago-verdict-kept_forced = { " " }— no reroll can make { $target }: 0 points
chicago-then-zero = : 0 points
chicago-event-first_player = { $name } was drawn to roll first.
chicago-event-round = Round { $round }: target **{ $target }**.
chicago-event-roll = { $name } rolled { $faces }{ $verdict }.
chicago-event-reroll = { $name } rerolled the { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } keeps { $faces }{ $verdict }.
chicago-event-timeout = { $name } did not act in time: the bot makes the best choice for them.
chicago-event-game_over = 🏁 The game is over.
chicago-rules = **Chicago (Rotation)** — 2 to 20 players, 11 rounds.
    The first player is drawn at random; each round runs clockwise from them. In round r the target is r + 1 (round 1: 2, … round 11: 12).
    On your turn click **Roll**: two dice, once. If they total the target you score the target, otherwise 0. After 11 rounds the highest total wins; tied leaders share a joint victory.
    Option *double roll*: when your roll scores nothing you choose — reroll exactly one die (one button per die, showing its face) and score the new roll, or **Keep** (0 points). When no reroll could score, Pips keeps the roll for you at once and says why.
    Option *three dice*: roll three dice and score the target if any two of them total it; the bot picks the pair (the first of dice 1+2, 1+3, 2+3 that works — any pair scores the same) and shows it. With double roll too, a miss lets you reroll one of the three dice.
    A player who leaves scores nothing more: their points stay on the sheet but they cannot win. Leaving in the middle of a turn (a miss awaiting its reroll or keep) leaves that round blank. If only one player is left, the game ends at once and they win.
    If you do not act within the turn timeout (15 s to 1 h, default 60 s) the bot plays for you, as computer players do: it rolls, and after a miss it rerolls the die giving the most chances to score (the first such die on a tie).
    Every die comes from a secret seed whose SHA-256 commitment is shown from the start; the seed is revealed at the end so anyone can check every roll (`/game verify`).

## Its name

game-chicago = Chicago

## The command picker

cmd-chicago = Chicago (Rotation) dice game
cmd-chicago-start = Open a Chicago table in this channel
cmd-chicago-double_roll = After a roll that scores nothing, reroll one die or keep
cmd-chicago-three_dice = Roll three dice; any two that total the target score
cmd-chicago-double_roll-name = double-roll
cmd-chicago-three_dice-name = three-dice

## /stats

stats-chicago = Best score: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Each seat's chance to win a Chicago table, and the expected score per player

## /chicago odds: the answer

odds-header-chicago = Chance to win, by seat from the first to play (every seat alike: the sheets are independent):
odds-method-exact-chicago = Exact: every roll enumerated, with the best reroll.

## Live chances

chicago-option-live_chances = live chances
