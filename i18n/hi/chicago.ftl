### Hindi: Chicago.

chicago-action-roll = फेंकें
chicago-action-reroll = { $face } { $value } फिर फेंकें
chicago-action-reroll-pictured = { $value } फिर फेंकें
chicago-action-keep = रखें
chicago-option-double_roll = दोबारा फेंकना
chicago-option-three_dice = तीन पासे
chicago-seat = { " " }— { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **राउंड { $round }/11 — लक्ष्य { $target }**
chicago-winner = 🏆 { $name } { $points ->
        [one] { $points } अंक
       *[other] { $points } अंकों
    } से जीते!
chicago-joint_victory = 🤝 संयुक्त जीत: { $names }, हर एक के { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    }!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, { $target } नहीं{ $then }
chicago-verdict-pair_miss = { " " }— कोई दो { $target } नहीं बनाते{ $then }
chicago-verdict-kept = : 0 अंक
chicago-verdict-kept_forced = { " " }— कोई री-रोल { $target } नहीं बना सकता: 0 अंक
chicago-then-zero = : 0 अंक
chicago-event-first_player = { $name } को पहले फेंकने के लिए चुना गया।
chicago-event-round = राउंड { $round }: लक्ष्य **{ $target }**।
chicago-event-roll = { $name } ने { $faces } फेंका{ $verdict }।
chicago-event-reroll = { $name } ने { $old } फिर फेंका: { $faces }{ $verdict }।
chicago-event-keep = { $name } ने { $faces } रखा{ $verdict }।
chicago-event-timeout = { $name } ने समय पर चाल नहीं चली: बॉट उनके लिए सबसे अच्छा विकल्प चुनता है।
chicago-event-game_over = 🏁 खेल ख़त्म।
chicago-rules = **Chicago (शिकागो, Rotation)** — 2 से 20 खिलाड़ी, 11 राउंड।
    पहला खिलाड़ी यादृच्छिक चुना जाता है; हर राउंड उससे घड़ी की दिशा में चलता है। राउंड r में लक्ष्य r + 1 है (राउंड 1: 2, … राउंड 11: 12)।
    अपनी बारी पर **फेंकें** दबाएँ: दो पासे, एक बार। योग लक्ष्य के बराबर हो तो लक्ष्य जितने अंक, वरना 0। 11 राउंड के बाद सबसे ज़्यादा कुल वाला जीतता है; बराबरी वाले अग्रणी संयुक्त जीत बाँटते हैं।
    विकल्प *दोबारा फेंकना*: जब रोल से कोई अंक न मिले तो आप चुनते हैं — ठीक एक पासा फिर फेंकें (हर पासे का एक बटन, उसका फलक दिखाते हुए) और नए रोल पर अंक पाएँ, या **रखें** (0 अंक)। जब कोई री-रोल अंक न दिला सके, Pips तुरंत आपके लिए रोल रखता है और कारण बताता है।
    विकल्प *तीन पासे*: तीन पासे फेंकें; अगर कोई दो मिलकर लक्ष्य बनाते हैं तो अंक मिलते हैं; बॉट जोड़ी चुनकर दिखाता है (1+2, 1+3, 2+3 में से पहली जो बने — हर जोड़ी के अंक समान)। दोबारा फेंकने के साथ, चूकने पर तीन में से एक पासा फिर फेंक सकते हैं।
    खेल छोड़ने वाले को और अंक नहीं मिलते: उनके अंक शीट पर रहते हैं पर वे जीत नहीं सकते। बारी के बीच में (चूक के बाद री-रोल या रखने के इंतज़ार में) छोड़ने पर वह राउंड ख़ाली रहता है। अगर एक ही खिलाड़ी बचे, खेल तुरंत ख़त्म और वह जीतता है।
    अगर आप बारी के समय (15 सेकंड से 1 घंटा, डिफ़ॉल्ट 60 सेकंड) में नहीं खेलते, तो बॉट कंप्यूटर खिलाड़ियों की तरह आपकी जगह खेलता है: फेंकता है, और चूकने पर वह पासा फिर फेंकता है जिससे अंक की सबसे ज़्यादा संभावना हो (बराबरी पर पहला)।
    हर पासा एक गुप्त सीड से आता है जिसकी SHA-256 प्रतिबद्धता शुरू से दिखती है; अंत में सीड खोला जाता है ताकि कोई भी हर रोल जाँच सके (`/game verify`)।

## Its name

game-chicago = Chicago (शिकागो)

## The command picker

cmd-chicago = Chicago (शिकागो, Rotation) पासों का खेल
cmd-chicago-start = इस चैनल में Chicago टेबल खोलें
cmd-chicago-double_roll = बिना अंक वाले रोल के बाद एक पासा फिर फेंकें या रखें
cmd-chicago-three_dice = तीन पासे फेंकें; कोई भी दो जिनका योग लक्ष्य हो, अंक देते हैं
cmd-chicago-double_roll-name = दोबारा-फेंकना
cmd-chicago-three_dice-name = तीन-पासे

## /stats

stats-chicago = सर्वश्रेष्ठ स्कोर: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Chicago टेबल पर हर सीट की जीत की संभावना, और प्रति खिलाड़ी अनुमानित स्कोर

## /chicago odds: the answer

odds-header-chicago = जीत की संभावना, पहले खेलने वाले से सीट के क्रम में (हर सीट समान: शीटें स्वतंत्र हैं):
odds-method-exact-chicago = सटीक: हर रोल गिना गया, सबसे अच्छे री-रोल के साथ।

## Live chances

chicago-option-live_chances = लाइव संभावना
