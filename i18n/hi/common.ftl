### Hindi: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — खिलाड़ियों का इंतज़ार
table-title-playing = { $game } — खेल जारी
table-title-finished = { $game } — समाप्त
table-title-cancelled = { $game } — रद्द
table-host = होस्ट: { $host }
table-turn_timeout = हर बारी { $seconds ->
        [one] { $seconds } सेकंड
       *[other] { $seconds } सेकंड
    }
table-seats = खिलाड़ी ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(कंप्यूटर)
table-seat-forfeited = { " " }— खेल छोड़ा
table-seat-stake = { " " }— दांव: { $stake ->
        [one] { $stake } चिप
       *[other] { $stake } चिप्स
    }
table-turn = बारी: { $mention }
table-turn-deadline = { " " }· समाप्ति { $deadline }
table-waits_for_click = Pips इस टेबल को { $time } तक अपडेट कर सकता है; उसके बाद की चाल अगले क्लिक पर दिखती है।
ping-turn = { $mention }, { $game } में आपकी बारी है: बारी { $deadline } समाप्त होगी।
table-lobby_hint = खेलने के लिए जुड़ें। होस्ट { $min ->
        [one] { $min } खिलाड़ी
       *[other] { $min } खिलाड़ियों
    } या अधिक के साथ शुरू कर सकते हैं (अधिकतम { $max })।
table-log = हाल ही में
table-fingerprint = पासों का फ़िंगरप्रिंट { $fingerprint } · /game verify
table-revealed = पासों का फ़िंगरप्रिंट { $fingerprint } · सीड खुला: /game verify
table-cancelled = यह टेबल रद्द कर दी गई।
table-none = कोई नहीं

## Buttons

button-join = जुड़ें
button-leave = छोड़ें
button-add_computer = कंप्यूटर जोड़ें
button-start = शुरू करें
button-cancel = रद्द करें
button-again = फिर से खेलें
button-choose = अपनी चाल चुनें
button-go_to_table = टेबल पर जाएँ

## Modal

stake-title = अपना दांव चुनें
stake-label = शुरुआती चिप्स (1 से 99)
stake-invalid = दांव 1 से 99 तक की पूर्ण संख्या है।

## Events any game shows

event-joined = { $name } जुड़ गए।
event-left = { $name } चले गए।
event-stake_changed = { $name } ने अपना दांव { $stake ->
        [one] { $stake } चिप
       *[other] { $stake } चिप्स
    } कर दिया।
event-computer_joined = { $name } (कंप्यूटर) जुड़ गया।
event-cancelled = { $name } ने टेबल रद्द कर दी।
event-forfeit = { $name } ने खेल छोड़ दिया।
event-timeout = { $name } ने समय पर चाल नहीं चली: बॉट उनकी जगह खेलता है।

## Refusals (ephemeral)

table-unknown = यह टेबल अब उपलब्ध नहीं है। /… start कमांड से नई टेबल शुरू करें।
table-over = यह खेल ख़त्म हो चुका है।
table-not_started = खेल अभी शुरू नहीं हुआ है।
table-not_seated = आप इस टेबल पर नहीं खेल रहे हैं।
table-forfeited = आप यह खेल छोड़ चुके हैं।
table-other_channel = यह बटन किसी दूसरे चैनल की टेबल का है।
table-unreadable = इस टेबल का सहेजा गया खेल पढ़ा नहीं जा सका; होस्ट इसे /game cancel से रद्द कर सकते हैं।
table-moved = टेबल नीचे चली गई ↓
table-moved_away = यह टेबल चैनल में और नीचे चली गई है: नए संदेश पर खेलें।
channel-no_table = इस चैनल में अभी कोई खेल नहीं है।
channel-no_game = इस चैनल में अभी तक कोई खेल नहीं खेला गया।
channel-busy = इस चैनल में पहले से एक टेबल है।
channel-guild_only = खेल सर्वर के चैनलों में खेले जाते हैं।
option-invalid = यह विकल्प अनुमत नहीं है: { $option } = { $value }।
lobby-already_started = खेल पहले ही शुरू हो चुका है।
lobby-host_only = यह केवल होस्ट या “चैनल प्रबंधित करें” (Manage Channel) अनुमति वाले सदस्य कर सकते हैं।
lobby-already_seated = आप पहले से बैठे हैं।
lobby-full = टेबल भरी है ({ $seats ->
        [one] { $seats } सीट
       *[other] { $seats } सीटें
    })।
lobby-not_seated = आप इस टेबल पर नहीं बैठे हैं।
lobby-too_few = शुरू करने के लिए कम से कम { $needed ->
        [one] { $needed } खिलाड़ी चाहिए
       *[other] { $needed } खिलाड़ी चाहिए
    }।
turn-not_yours = आपकी बारी नहीं है: यह <@{ $player }> की बारी है।
turn-stale = यह बटन पहले ही इस्तेमाल हो चुका है: टेबल आगे बढ़ गई है।
again-not_finished = यह खेल अभी चल रहा है।
again-exists = यहाँ पहले से एक नई टेबल खुली है।
rules-not_your_turn = आपकी बारी नहीं है।
rules-not_legal = यह चाल अभी अनुमत नहीं है।
rules-game_over = यह खेल ख़त्म हो चुका है।
rules-not_playing = आप इस खेल में नहीं हैं।
error-unexpected = मेरी तरफ़ कुछ गड़बड़ हुई; कुछ नहीं बदला। कृपया फिर कोशिश करें।
error-store_unavailable = खेल का डेटाबेस अभी जवाब नहीं दे रहा; कुछ नहीं बदला। थोड़ी देर में फिर कोशिश करें।
bot-restarting = Pips फिर से शुरू हो रहा है; कुछ सेकंड में फिर कोशिश करें।

## /game

verify-running = टेबल { $table } ({ $game }): पहले रोल से पहले Pips ने `{ $fingerprint }` दिखाया, एक गुप्त सीड का फ़िंगरप्रिंट जो हर पासा तय करता है। खेल चलते समय सीड गुप्त रहता है। खेल ख़त्म होने पर /game verify सीड देता है: तब कोई भी जाँच सकता है कि वह फ़िंगरप्रिंट से मेल खाता है और उसी से हर रोल बना।
    पूरा फ़िंगरप्रिंट (सीड का SHA-256): `{ $commitment }`
verify-revealed = टेबल { $table } ({ $game }): पहले रोल से पहले Pips ने `{ $fingerprint }` दिखाया, एक गुप्त सीड का फ़िंगरप्रिंट। अब खेल ख़त्म हो गया है, यह रहा सीड: कोई भी हर रोल जाँच सकता है।
    सीड: `{ $seed }`
    पूरा फ़िंगरप्रिंट: `{ $commitment }`
    { $recipe }
verify-recipe = जाँचने का तरीका: सीड का SHA-256 ही फ़िंगरप्रिंट है (यानी सीड पहले रोल से पहले तय था); पासे HMAC-SHA256(सीड, ब्लॉक संख्या 8 बाइट big-endian में) के बाइट हैं, ब्लॉक 0, 1, 2… क्रम से, ≥ 252 वाले बाइट छोड़कर, हर बाइट से फलक = बाइट mod 6 + 1।
game-left = आपने खेल छोड़ दिया।
game-cancelled = टेबल रद्द कर दी गई।
