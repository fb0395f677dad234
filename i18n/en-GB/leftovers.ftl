### British English: Bad Leftovers.

cmd-leftovers = Bad Leftovers dice game: take pairs, points are bad
cmd-leftovers-start = Open a Bad Leftovers table in this channel
leftovers-option-fixed_pile = fixed pile (counted for the players who start)
leftovers-action-claim-pair = Claim { $claim }: take { $dice }
leftovers-action-claim-doubles = Claim { $claim }: take { $dice } (your doubles)
leftovers-action-take-pair = Take { $dice }
leftovers-action-take-doubles = Take { $dice } (your doubles)
leftovers-button-claim = Claim { $claim } · { $pairs ->
        [one] { $pairs } pair
       *[other] { $pairs } pairs
    }
leftovers-button-back = ◀ Not { $claim }: other claims
leftovers-seat = { " " }— { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
leftovers-seat-claim = { " " }— claim { $claim } · { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
leftovers-seat-no_claim = { " " }— no claim yet · { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
leftovers-seat-out = { " " }— out · { $score ->
        [one] { $score } point
       *[other] { $score } points
    }
leftovers-round = Round { $round } · { $out ->
        [one] { $out } point
       *[other] { $out } points
    } or more is out
leftovers-center = Centre: { $dice } ({ $count ->
        [one] { $count } die
       *[other] { $count } dice
    }, { $pips ->
        [one] { $pips } pip
       *[other] { $pips } pips
    })
leftovers-event-seat_throw = Throw for seats: { $throws }.
leftovers-event-seats = Permanent numbers, going left: { $order }.
leftovers-event-round = Round { $round }: { $count ->
        [one] { $count } die
       *[other] { $count } dice
    } thrown; { $name } starts.
leftovers-event-round-after_stuck = Round { $round }: { $count ->
        [one] { $count } die
       *[other] { $count } dice
    } thrown; { $name } starts, having been stuck.
leftovers-event-round-after_out = Round { $round }: { $count ->
        [one] { $count } die
       *[other] { $count } dice
    } thrown; { $name } starts, the next one in to the left of { $stuck }.
leftovers-event-claim = { $name } claims { $claim } for this round.
leftovers-event-take = { $name } takes { $dice } ({ $left ->
        [one] { $left } die
       *[other] { $left } dice
    } left).
leftovers-event-doubles = { $name } takes their doubles { $dice } ({ $left ->
        [one] { $left } die
       *[other] { $left } dice
    } left).
leftovers-event-stuck = { $name } cannot take two dice: the leftovers { $dice } add { $points ->
        [one] { $points } point
       *[other] { $points } points
    } to their score (now { $score ->
        [one] { $score } point
       *[other] { $score } points
    }).
leftovers-event-stuck-empty = { $name } cannot take two dice, but the centre is empty: no points.
leftovers-event-out = { $name } has { $score ->
        [one] { $score } point
       *[other] { $score } points
    } ({ $out } or more) and is out.
leftovers-event-win = 🏆 { $name } is the last one in and wins with { $score ->
        [one] { $score } point
       *[other] { $score } points
    }!
leftovers-rules = **Bad Leftovers** — 2 to 12 players. Points are bad.
    { "*" }*Seats.** At the start everyone throws a die: the highest is number 1 (ties throw again among the tied) and numbers grow going left around the table (the order players joined in). That is your **permanent number**; number 1 starts the first round.
    { "*" }*A round.** All the centre dice are thrown: 20 for two players plus 3 for each further player still in, recounted every round (option *fixed pile*: counted once, for the players who start, it keeps that size as players go out). Going left from the round's first player, on your turn you must take two dice: two that total your **claim** for the round, or two that both show your permanent number (numbers 1 to 6 only — a die has no higher face). You announce your claim, any number from 7 to 12, with your first take of the round (others may claim the same); it stays yours until the round ends. On your first turn you pick the claim, then the two dice: each Claim button says how many pairs the centre holds for it now (your doubles included, no die counted twice); the impossible ones are greyed out.
    { "*" }*Stuck.** The first player who cannot take two dice is stuck: the pips still showing in the centre are added to their score and the round ends (with the centre empty that is 0 points). The stuck player starts the next round; if they are out, the next player in to their left does.
    { "*" }*Out.** At 21 points or more you are out. The last player left in wins.
    A player who leaves is out at once; their score stays on the sheet and the round goes on without them. If you do not move within the turn timeout (15 s to 1 h, default 60 s) the bot moves for you as the computer players do: it keeps the move that leaves you the most takes for your claim and doubles, then the one that leaves the next player the fewest.
    `/leaderboard` shows the running scores of this channel's game and the server's standings. Anyone can check every roll once the game is over: `/game verify`.

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = Count the centre dice once, for the starting players: the pile keeps its size
cmd-leftovers-fixed_pile-name = fixed-pile

## /stats

stats-leftovers = { $whole }.{ $tenths } points per round (lower is better)

## /leftovers odds: the command picker

cmd-leftovers-odds = Each seat's chance to win a Bad Leftovers table, and how long a game lasts

## /leftovers odds: the answer

odds-header-leftovers = Chance to win, by seat number (seat 1 plays first):

## Live chances

leftovers-option-live_chances = live chances
