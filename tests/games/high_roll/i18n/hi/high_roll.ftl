### हिन्दी: high roll, केवल परीक्षणों के लिए खेल.

high_roll-action-roll = फेंकें
high_roll-seat = { " " }— कुल { $total }
high_roll-round = राउंड { $round } / { $rounds }
high_roll-event-roll = { $name } ने { $face } फेंका।
high_roll-event-won = 🏆 { $names } कुल { $total } के साथ { $count ->
        [one] जीतता है
       *[other] जीत साझा करते हैं
    }!
high_roll-rules = **हाई रोल** — 2 से 6 खिलाड़ी।
    हर कोई अपनी बारी पर एक पासा फेंकता है, टेबल के तीन चक्कर; सबसे ऊँचा कुल जीतता है, और बराबरी पर जीत बँटती है।
    सीट 1 (होस्ट) पहले फेंकती है। अगर आप बारी के समय में नहीं फेंकते, तो बॉट आपकी जगह फेंकता है।

## game

game-high_roll = हाई रोल

## commands

cmd-high_roll = हाई रोल पासों का खेल
cmd-high_roll-start = इस चैनल में हाई रोल टेबल खोलें

## /stats

stats-high_roll = सर्वश्रेष्ठ कुल: { $total }
