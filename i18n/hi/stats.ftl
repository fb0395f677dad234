### Hindi: /stats and /history.

## The command picker

cmd-stats = इस सर्वर में किसी खिलाड़ी के खेल, जीत और रिकॉर्ड
cmd-stats-player = किसके आँकड़े (डिफ़ॉल्ट: आपके)
cmd-stats-player-name = खिलाड़ी
cmd-stats-game = केवल यह खेल (डिफ़ॉल्ट: हर खेल)
cmd-stats-game-name = खेल
cmd-stats-post = जवाब चैनल में सबके लिए पोस्ट करें (डिफ़ॉल्ट: केवल आप देखें)
cmd-stats-post-name = पोस्ट
cmd-history = इस चैनल के पिछले 10 खेल: कब, कौन जीता, टेबल और उसका सीड
cmd-history-game = केवल यह खेल (डिफ़ॉल्ट: हर खेल)
cmd-history-game-name = खेल
cmd-history-post = जवाब चैनल में सबके लिए पोस्ट करें (डिफ़ॉल्ट: केवल आप देखें)
cmd-history-post-name = पोस्ट

## /stats

stats-title = आँकड़े — { $name }
stats-total = **सभी खेल** — { $games ->
        [one] { $games } खेल
       *[other] { $games } खेल
    }, { $wins ->
        [one] { $wins } जीत
       *[other] { $wins } जीत
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } खेल
       *[other] { $games } खेल
    }, { $wins ->
        [one] { $wins } जीत
       *[other] { $wins } जीत
    }
stats-rate = { " " }· जीत दर { $percent }%
stats-rank = { " " }· { $ranked } में से रैंक { $rank }
stats-rate-later = { " " }· जीत दर { $min ->
        [one] { $min } खेल
       *[other] { $min } खेलों
    } के बाद से
stats-empty = { $name } ने इस सर्वर में अभी तक कोई खेल पूरा नहीं किया ({ $game })।
stats-all_games = कोई भी खेल

## /history

history-title = इस चैनल के पिछले खेल
history-title-kind = इस चैनल के पिछले { $game } खेल
history-line = { $when } · **{ $game }** · { $outcome } · [टेबल]({ $url }) · सीड `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · सीड `{ $seed }`
history-won = जीते: { $names }
history-lost = हारे: { $names }
history-no_winner = कोई विजेता नहीं
history-computer = { $name } (कंप्यूटर)
history-footer = खेल का सीड उसका हर रोल देता है: /game verify जाँचने का तरीका बताता है।
history-empty = इस चैनल में अभी तक कोई खेल पूरा नहीं हुआ।
history-empty-kind = इस चैनल में अभी तक कोई { $game } खेल पूरा नहीं हुआ।
