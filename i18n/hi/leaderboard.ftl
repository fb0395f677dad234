### Hindi: /leaderboard.

cmd-leaderboard = इस सर्वर की रैंकिंग (कंप्यूटर अलग) और यहाँ के Bad Leftovers खेल के स्कोर
cmd-leaderboard-game = केवल यह खेल (डिफ़ॉल्ट: हर खेल)
leaderboard-title = लीडरबोर्ड — { $game }
leaderboard-all_games = सभी खेल
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · प्रति राउंड अंक: कम बेहतर
leaderboard-computers = *कंप्यूटर, अलग रैंक:*
leaderboard-line = { $rank }. { $name } — { $wins ->
        [one] { $wins } जीत
       *[other] { $wins } जीत
    }, { $games ->
        [one] { $games } खेल
       *[other] { $games } खेल
    }
leaderboard-line-per_round = { " " }· प्रति राउंड { $whole }.{ $tenths }
leaderboard-empty = इस सर्वर में अभी कोई पूरा खेल नहीं ({ $game }): एक पूरा करें और वह यहाँ दिखेगा।
leaderboard-running = इस चैनल में { $game } — राउंड { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· खेल छोड़ा
leaderboard-page = पेज { $page } / { $pages }
leaderboard-previous = ◀ पिछला
leaderboard-next = अगला ▶
