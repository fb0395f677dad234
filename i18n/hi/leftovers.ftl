### Hindi: Bad Leftovers.

cmd-leftovers = Bad Leftovers पासों का खेल: जोड़ियाँ लें, अंक बुरे हैं
cmd-leftovers-start = इस चैनल में Bad Leftovers टेबल खोलें
leftovers-option-fixed_pile = तय ढेर (शुरुआती खिलाड़ियों के हिसाब से गिना)
leftovers-action-claim-pair = दावा { $claim }: { $dice } लें
leftovers-action-claim-doubles = दावा { $claim }: { $dice } लें (आपका डबल)
leftovers-action-take-pair = { $dice } लें
leftovers-action-take-doubles = { $dice } लें (आपका डबल)
leftovers-button-claim = दावा { $claim } · { $pairs ->
        [one] { $pairs } जोड़ी
       *[other] { $pairs } जोड़ियाँ
    }
leftovers-button-back = ◀ { $claim } नहीं: दूसरे दावे
leftovers-seat = { " " }— { $score ->
        [one] { $score } अंक
       *[other] { $score } अंक
    }
leftovers-seat-claim = { " " }— दावा { $claim } · { $score ->
        [one] { $score } अंक
       *[other] { $score } अंक
    }
leftovers-seat-no_claim = { " " }— अभी दावा नहीं · { $score ->
        [one] { $score } अंक
       *[other] { $score } अंक
    }
leftovers-seat-out = { " " }— बाहर · { $score ->
        [one] { $score } अंक
       *[other] { $score } अंक
    }
leftovers-round = राउंड { $round } · { $out ->
        [one] { $out } अंक
       *[other] { $out } अंक
    } या अधिक पर बाहर
leftovers-center = बीच में: { $dice } ({ $count ->
        [one] { $count } पासा
       *[other] { $count } पासे
    }, { $pips ->
        [one] { $pips } बिंदु
       *[other] { $pips } बिंदु
    })
leftovers-event-seat_throw = सीटों के लिए थ्रो: { $throws }।
leftovers-event-seats = स्थायी नंबर, बाईं ओर बढ़ते हुए: { $order }।
leftovers-event-round = राउंड { $round }: { $count ->
        [one] { $count } पासा फेंका
       *[other] { $count } पासे फेंके
    }; { $name } शुरू करते हैं।
leftovers-event-round-after_stuck = राउंड { $round }: { $count ->
        [one] { $count } पासा फेंका
       *[other] { $count } पासे फेंके
    }; फँसे हुए { $name } शुरू करते हैं।
leftovers-event-round-after_out = राउंड { $round }: { $count ->
        [one] { $count } पासा फेंका
       *[other] { $count } पासे फेंके
    }; { $stuck } के बाईं ओर अगले बचे खिलाड़ी { $name } शुरू करते हैं।
leftovers-event-claim = { $name } इस राउंड के लिए { $claim } का दावा करते हैं।
leftovers-event-take = { $name } { $dice } लेते हैं ({ $left ->
        [one] { $left } पासा बचा
       *[other] { $left } पासे बचे
    })।
leftovers-event-doubles = { $name } अपना डबल { $dice } लेते हैं ({ $left ->
        [one] { $left } पासा बचा
       *[other] { $left } पासे बचे
    })।
leftovers-event-stuck = { $name } दो पासे नहीं ले सकते: बचे हुए { $dice } उनके स्कोर में { $points ->
        [one] { $points } अंक
       *[other] { $points } अंक
    } जोड़ते हैं (अब { $score ->
        [one] { $score } अंक
       *[other] { $score } अंक
    })।
leftovers-event-stuck-empty = { $name } दो पासे नहीं ले सकते, पर बीच ख़ाली है: कोई अंक नहीं।
leftovers-event-out = { $name } के { $score ->
        [one] { $score } अंक
       *[other] { $score } अंक
    } हैं ({ $out } या अधिक) और वे बाहर हैं।
leftovers-event-win = 🏆 { $name } आख़िरी बचे हैं और { $score ->
        [one] { $score } अंक
       *[other] { $score } अंकों
    } के साथ जीतते हैं!
leftovers-rules = **Bad Leftovers** — 2 से 12 खिलाड़ी। अंक बुरे हैं।
    { "*" }*सीटें।** शुरू में हर कोई एक पासा फेंकता है: सबसे ऊँचा नंबर 1 है (बराबरी वाले आपस में फिर फेंकते हैं) और नंबर टेबल पर बाईं ओर बढ़ते हैं (जुड़ने के क्रम में)। यही आपका **स्थायी नंबर** है; नंबर 1 पहला राउंड शुरू करता है।
    { "*" }*एक राउंड।** बीच के सारे पासे फेंके जाते हैं: दो खिलाड़ियों के लिए 20, और खेल में बचे हर अतिरिक्त खिलाड़ी के लिए 3 और, हर राउंड फिर से गिने जाते हैं (विकल्प *तय ढेर*: शुरू करने वालों के लिए एक बार गिना, खिलाड़ियों के बाहर होने पर भी वही आकार)। राउंड के पहले खिलाड़ी से बाईं ओर, अपनी बारी पर आपको दो पासे लेने ही होंगे: दो जिनका योग राउंड के लिए आपका **दावा** हो, या दो जो दोनों आपका स्थायी नंबर दिखाएँ (केवल नंबर 1 से 6 — पासे पर इससे बड़ा फलक नहीं)। आप अपना दावा, 7 से 12 तक कोई भी संख्या, राउंड के पहले लेने के साथ घोषित करते हैं (दूसरे भी वही दावा कर सकते हैं); राउंड ख़त्म होने तक वह आपका रहता है। अपनी पहली बारी पर आप दावा चुनते हैं, फिर दो पासे: हर दावा बटन बताता है कि अभी बीच में उसके लिए कितनी जोड़ियाँ हैं (आपका डबल शामिल, कोई पासा दो बार नहीं गिना); असंभव वाले धूसर होते हैं।
    { "*" }*फँसना।** जो पहला खिलाड़ी दो पासे नहीं ले सकता वह फँस जाता है: बीच में दिख रहे बिंदु उसके स्कोर में जुड़ते हैं और राउंड ख़त्म (बीच ख़ाली हो तो 0 अंक)। फँसा खिलाड़ी अगला राउंड शुरू करता है; अगर वह बाहर है, तो उसके बाईं ओर अगला बचा खिलाड़ी।
    { "*" }*बाहर।** 21 या अधिक अंक पर आप बाहर हैं। आख़िरी बचा खिलाड़ी जीतता है।
    छोड़ने वाला खिलाड़ी तुरंत बाहर होता है; उसका स्कोर शीट पर रहता है और राउंड उसके बिना चलता है। अगर आप बारी के समय (15 सेकंड से 1 घंटा, डिफ़ॉल्ट 60 सेकंड) में नहीं चलते, तो बॉट कंप्यूटर खिलाड़ियों की तरह आपकी जगह चलता है: वह चाल रखता है जो आपके दावे और डबल के लिए सबसे ज़्यादा विकल्प छोड़े, फिर वह जो अगले खिलाड़ी के लिए सबसे कम छोड़े।
    `/leaderboard` इस चैनल के खेल के चालू स्कोर और सर्वर की रैंकिंग दिखाता है। खेल ख़त्म होने पर कोई भी हर रोल जाँच सकता है: `/game verify`।

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = बीच के पासे शुरू करने वालों के लिए एक बार गिनें: ढेर का आकार वही रहता है
cmd-leftovers-fixed_pile-name = तय-ढेर

## /stats

stats-leftovers = प्रति राउंड { $whole }.{ $tenths } अंक (कम बेहतर)

## /leftovers odds: the command picker

cmd-leftovers-odds = Bad Leftovers टेबल पर हर सीट की जीत की संभावना, और खेल कितना लंबा चलता है

## /leftovers odds: the answer

odds-header-leftovers = जीत की संभावना, सीट नंबर के क्रम में (सीट 1 पहले खेलती है):

## Live chances

leftovers-option-live_chances = लाइव संभावना
