### hi: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = कौन सा सीज़न (डिफ़ॉल्ट: मौजूदा), या पूरा समय
cmd-leaderboard-season-name = सीज़न
cmd-leaderboard-luck = किस्मत बोर्ड दिखाएँ: किसने संभावनाओं को हराया, किसने नहीं
cmd-leaderboard-luck-name = किस्मत
cmd-stats-season = कौन सा सीज़न (डिफ़ॉल्ट: मौजूदा), या पूरा समय
cmd-stats-season-name = सीज़न
cmd-settings-season = /leaderboard और /stats का सीज़न कितना लंबा है (UTC में)
cmd-settings-season-length = बदलाव अभी नया सीज़न शुरू करता है; ख़त्म हुए सीज़न जैसे थे वैसे रहते हैं
cmd-settings-season-length-name = अवधि
season-length-week = हफ़्ता (सोमवार 00:00 UTC से)
season-length-month = महीना (1 तारीख, 00:00 UTC से)
season-length-none = कोई नहीं (सिर्फ़ पूरा समय)
season-choice-current = मौजूदा सीज़न
season-choice-all = पूरा समय
season-choice-past = सीज़न { $start } – { $end }
season-current = सीज़न <t:{ $start }:d> से · खत्म होगा <t:{ $end }:R> (<t:{ $end }:f>)
season-past = सीज़न <t:{ $start }:d> – <t:{ $last }:d> (खत्म)
season-all = पूरा समय
settings-season = सीज़न: { $value }
season-saved = सहेजा गया। { $line }
    चल रहा सीज़न अभी ख़त्म होता है; ख़त्म हुए सीज़न जैसे थे वैसे रहते हैं।
season-invalid = सीज़न एक हफ़्ता, एक महीना या कोई नहीं होता है; कुछ नहीं बदला गया।
luck-won = किस्मत: { $games } में से { $hits } जीते; पासों ने आपको { $expected } दी थीं: **{ $luck }**
luck-lost = किस्मत: { $games } में से { $hits } हारे; पासों ने आपको { $expected } हारें दी थीं: **{ $luck }**
luck-total = **सभी खेलों में किस्मत**: { $luck }, { $games ->
        [one] { $games } खेल
       *[other] { $games } खेल
    }
luck-how = *किस्मत = आपकी जीतें घटा हर खेल की शुरुआत में आपकी जीत की संभावनाओं का योग (Buck Dice: उल्टा, हारों के साथ)। 0 से ऊपर: पासों के वादे से ज़्यादा किस्मत।*
luck-older = *Pips के संभावनाएँ रखने से पहले के खेल नहीं गिने जाते।*
luck-board-title = किस्मत — { $game }
luck-board-luckiest = **सबसे किस्मत वाले**
luck-board-unluckiest = **सबसे बदकिस्मत**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games ->
        [one] { $games } खेल
       *[other] { $games } खेल
    })
luck-board-empty = इस अवधि में अभी किसी के पास संभावनाओं वाले { $min ->
        [one] { $min } खेल
       *[other] { $min } खेल
    } नहीं हैं।
luck-board-hint = सबसे किस्मत वाले पासे किसके थे? /leaderboard luck
luck-number = { $sign }{ $whole }.{ $tenths }
