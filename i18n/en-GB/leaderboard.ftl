### British English: /leaderboard.

cmd-leaderboard = This server's standings (computers listed apart) and a Bad Leftovers game's scores here
cmd-leaderboard-game = Only this game (default: every game)
leaderboard-title = Leaderboard — { $game }
leaderboard-all_games = all games
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · points per round: lower is better
leaderboard-computers = *Computers, ranked apart:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
leaderboard-line-per_round = { " " }· { $whole }.{ $tenths } per round
leaderboard-empty = No finished games yet ({ $game }) in this server: finish one and it shows here.
leaderboard-running = { $game } in this channel — round { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· left the game
leaderboard-page = Page { $page } of { $pages }
leaderboard-previous = ◀ Previous
leaderboard-next = Next ▶
