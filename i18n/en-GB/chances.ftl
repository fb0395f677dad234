### British English: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· { $percent }% to lose
cmd-live_chances = Show each player's chance to win next to their score, updated with each move
cmd-live_chances-name = live-chances
