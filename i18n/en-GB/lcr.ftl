### British English: LCR.

lcr-action-roll = Roll
lcr-option-dice-by--chips = dice by chips
lcr-option-dice-always--three = always three dice
lcr-option-dot_to_win = dot to win
lcr-option-stakes = choose your stakes
lcr-seat = { " " }— { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }
lcr-pot = Pot: { $pot ->
        [one] { $pot } chip
       *[other] { $pot } chips
    } · { $dealt ->
        [one] { $dealt } chip
       *[other] { $dealt } chips
    } in play
lcr-hand = { " " }· hand { $hand } (double pot)
lcr-last_holder = { $name } holds every chip left: only a roll of all dots wins; an L or R plays on.
lcr-event-deal = Everyone gets their chips.
lcr-event-roll = { $name } rolled { $faces }: { $moves }.
lcr-event-roll-nothing = nothing moves
lcr-event-roll-idle = { $faces } did nothing: no chips left
lcr-event-roll-no_win = not all dots: no win yet, play goes on
lcr-event-move-seat = { $count } to { $target }
lcr-event-move-pot = { $count } to the pot
lcr-event-win = 🏆 { $name } wins { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }!
lcr-event-double_pot = Nobody holds chips: the pot of { $pot ->
        [one] { $pot } chip
       *[other] { $pot } chips
    } carries over and everyone gets fresh chips (hand { $hand }).
lcr-event-double_pot-next = Nobody holds chips: the pot of { $pot ->
        [one] { $pot } chip
       *[other] { $pot } chips
    } carries over and everyone gets fresh chips (hand { $hand }); { $next } rolls first.
lcr-event-chips_to_pot = { $name } puts { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } in the pot.
lcr-rules = **LCR (Left Centre Right)** — 3 to 20 players, each starts with 3 chips.
    On your turn roll one die per chip you hold, at most three (option *always three dice*: three dice whenever you hold a chip; resolved left to right, once you run out the rest do nothing). With no chips you are skipped but stay in the game.
    Faces 1–3 are dots (nothing), 4 = **L**: one chip to the player on your left (the next seat), 5 = **C**: one chip to the pot, 6 = **R**: one chip to the player on your right (the previous seat).
    When only one player holds chips, they win their chips and the pot.
    Option *dot to win*: the last holder must then roll all dots to win; any L or R continues the game; if their last chip goes to the pot, everyone gets fresh chips and the pot carries over (double pot); the player to the left of the one whose roll emptied the table rolls first.
    Option *choose your stakes*: each player picks a starting count from 1 to 99 when joining (the host starts with 3 and can click Join to change it).
    A player who leaves puts their chips in the pot. Seat 1 (the host) rolls first. If you do not roll within the turn timeout (15 s to 1 h, default 60 s) the bot rolls for you.
    Every die comes from a secret seed whose fingerprint (SHA-256 commitment) is shown from the start; the seed is revealed at the end so anyone can check every roll (`/game verify`).

## Its name

game-lcr = LCR (Left Centre Right)

## The command picker

cmd-lcr = LCR (Left Centre Right) dice game
cmd-lcr-start = Open an LCR table in this channel
cmd-lcr-dice = How many dice you roll: one per chip up to three (default), or always three
cmd-lcr-dot_to_win = The last player with chips must roll all dots to win
cmd-lcr-stakes = Each player chooses a starting chip count (1-99) when joining
cmd-lcr-dice-name = dice
cmd-lcr-dice-by_chips = by chips
cmd-lcr-dice-always_three = always three
cmd-lcr-dot_to_win-name = dot-to-win
cmd-lcr-stakes-name = stakes

## /stats

stats-lcr = Chips taken home: { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }

## /lcr odds: the command picker

cmd-lcr-odds = Each seat's chance to win an LCR table, and how long a game lasts

## /lcr odds: the answer

odds-header-lcr = Chance to win, by seat from the first to roll:
odds-method-exact-lcr = Exact: absorbing Markov chain over the chip distributions.
odds-lcr-exact_up_to = Exact answers for { $players } players go up to { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } each; dot-to-win is always simulated.
odds-lcr-never_exact = At { $players } players the exact chain would take too long; dot-to-win is always simulated.

## Live chances

lcr-option-live_chances = live chances
