### Hindi: Buck Dice.

buck-action-throw = फेंकें
buck-button-again = रीमैच
buck-option-fewer_dice = कम पासे (13 पर दो, 14 पर एक)
buck-option-point_per_throw = हर थ्रो पर एक अंक

## Seats

buck-seat = { " " }— { $score ->
        [one] { $score } अंक
       *[other] { $score } अंक
    }
buck-seat-dice-2 = { " " }— { $score ->
        [one] { $score } अंक
       *[other] { $score } अंक
    } · अब दो पासे
buck-seat-dice-1 = { " " }— { $score ->
        [one] { $score } अंक
       *[other] { $score } अंक
    } · अब एक पासा
buck-seat-made = { " " }— ✅ बक #{ $place }
buck-seat-loser = { " " }— 💀 { $score ->
        [one] { $score } अंक
       *[other] { $score } अंकों
    } के साथ हारे

## The whole game

buck-point = 🎯 पॉइंट संख्या: **{ $point }** { $face }
buck-shooter-opening = पहला फेंकने वाला: { $shooter } (क्रम-थ्रो में सबसे ऊँचा)
buck-shooter-rotated = खेल { $game }: { $shooter } पहले फेंकते हैं, पिछले खेल के पहले फेंकने वाले से एक सीट बाएँ
buck-loser = 💀 **हारे: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 क्रम-थ्रो: { $throws }।
buck-event-order_throw-order-again = 🎲 सब बराबर, सब फिर फेंकते हैं: { $throws }।
buck-event-order_throw-first_shooter = 🎲 सबसे ऊँचे पर बराबरी, फिर से: { $throws }।
buck-event-order_throw-point_thrower = 🎲 सबसे नीचे पर बराबरी, फिर से: { $throws }।
buck-throws-extremes = सबसे ऊँचा { $high } { $top }, सबसे नीचा { $low } { $bottom }
buck-throws-highest = सबसे ऊँचा { $high } { $top }
buck-throws-lowest = सबसे नीचा { $low } { $bottom }
buck-throws-all_tied = सबने { $face } फेंका
buck-throws-more = { $names } और { $others ->
        [one] { $others } अन्य
       *[other] { $others } अन्य
    }
buck-event-first_shooter-opening = { $name } ने सबसे ऊँचा फेंका और पहले फेंकेंगे।
buck-event-first_shooter-rotated = खेल { $game }: { $name } पहले फेंकते हैं (शुरुआत एक सीट बाएँ खिसकी)।
buck-event-point_throw = 🎯 { $name } ने पॉइंट संख्या फेंकी: **{ $point }** { $face }।
buck-event-throw-normal = { $name } ने { $faces } फेंका: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } ने { $faces } फेंका: पॉइंट संख्या नहीं{ $then }
buck-event-throw-big_buck = { $name } ने { $faces } फेंका: **बिग बक!** सीधे 15{ $then }
buck-event-throw-little_buck = { $name } ने { $faces } फेंका: **लिटल बक**, +5 → { $score }; बारी ख़त्म{ $then }
buck-event-throw-overshoot = { $name } ने { $faces } फेंका: **ओवरशूट** ({ $would_be } > 15): कोई अंक नहीं{ $then }
buck-then-again = { " " }— फिर फेंकते हैं।
buck-then-pass = { " " }— पासे आगे जाते हैं।
buck-then-end = ।
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }13 पर: अब से दो पासे।
buck-note-dice-1 = { " " }14 पर: अब से एक पासा।
buck-event-made_buck = ✅ { $name } के ठीक 15 हैं: बक (#{ $place })। वे खेल से हट जाते हैं, हार से सुरक्षित।
buck-event-left_rotation = { $name } क्रम से हटते हैं; अब { $next } फेंकते हैं।
buck-event-loser-throw = 💀 { $name } आख़िरी बचे हैं: **हारे**, { $score ->
        [one] { $score } अंक
       *[other] { $score } अंकों
    } के साथ।
buck-event-loser-forfeit = 💀 { $name } तब चले गए जब केवल एक और खिलाड़ी फेंक रहा था: **हारे**।

## Help

buck-rules = **Buck Dice** — 2 से 20 खिलाड़ी, तीन पासे। ठीक 15 बनाएँ; आख़िरी बचा हारता है।
    { "*" }*शुरुआत** (Start पर): हर कोई एक पासा फेंकता है। सबसे ऊँचा पहले फेंकता है; सबसे नीचा एक पासा फेंककर **पॉइंट संख्या** तय करता है। सब बराबर हों तो सब फिर फेंकते हैं (इसलिए ये हमेशा दो अलग खिलाड़ी होते हैं); फिर सबसे ऊँचे की बराबरी, फिर सबसे नीचे की बराबरी, बराबर वाले आपस में फिर फेंकते हैं।
    { "*" }*आपकी बारी**: फेंकें दबाएँ। पॉइंट संख्या दिखाने वाला हर पासा एक अंक देता है (पॉइंट 3 के साथ 3-3-6 से 2) और आप फिर फेंकते हैं; बिना पॉइंट संख्या वाला थ्रो पासे बाईं ओर भेजता है।
    { "*" }*बिग बक**: तीन पॉइंट संख्याएँ आपका स्कोर 15 कर देती हैं, पहले जो भी हो (13 या 14 भी)।
    { "*" }*लिटल बक**: पॉइंट संख्या के अलावा तीन एक जैसे 5 अंक देते हैं, और पासे आगे जाते हैं (10 से ठीक 15 बनता है)।
    { "*" }*ओवरशूट**: जो थ्रो आपको 15 से आगे ले जाए (लिटल बक भी) गिना नहीं जाता: फिर फेंकें।
    ठीक 15 पर आप बक बना लेते हैं और खेल से हट जाते हैं; टेबल बक का क्रम दिखाती है।
    विकल्प *कम पासे*: 13 अंक पर दो पासे, 14 पर एक। पॉइंट संख्या अब भी बारी जारी रखती है; बिग और लिटल बक के लिए तीन पासे चाहिए, और ओवरशूट नहीं हो सकता।
    विकल्प *हर थ्रो पर एक अंक*: पॉइंट संख्या वाला थ्रो एक अंक देता है, चाहे कितने पासे उसे दिखाएँ (बिग बक अब भी 15)।
    { "*" }*रीमैच**: वही विकल्प; पिछले खेल के खिलाड़ी आमंत्रित होते हैं और एक क्लिक में लौटते हैं। पहला फेंकने वाला खेल रहे लोगों में एक सीट बाएँ खिसकता है और उसके दाईं ओर वाला नई पॉइंट संख्या फेंकता है।
    { "*" }*छोड़ना** (`/game leave`, या होस्ट हटाए): अगर आप और केवल एक अन्य खिलाड़ी अभी फेंक रहे हैं, तो आप हारते हैं (वे बच जाते हैं); वरना आप बस क्रम से हटते हैं, न जीते न हारे (आपकी बारी थी तो पासे आगे जाते हैं), और आपका बनाया बक आपका रहता है।
    अगर आप बारी के समय (15 सेकंड से 1 घंटा, डिफ़ॉल्ट 60 सेकंड) में नहीं फेंकते, तो बॉट आपकी जगह फेंकता है।
    पासे एक गुप्त सीड से आते हैं, जो शुरू में प्रतिबद्ध (SHA-256) और अंत में खोला जाता है: कोई भी हर थ्रो जाँच सकता है (`/game verify`)।

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: ठीक 15 बनाएँ, आख़िरी बचा हारता है
cmd-buck-start = इस चैनल में Buck Dice टेबल खोलें
cmd-buck-fewer_dice = 13 अंक पर दो पासे और 14 पर एक पासा फेंकें
cmd-buck-point_per_throw = पॉइंट संख्या वाला थ्रो एक अंक देता है, चाहे कितने पासे उसे दिखाएँ
cmd-buck-fewer_dice-name = कम-पासे
cmd-buck-point_per_throw-name = हर-थ्रो-एक-अंक

## /stats

stats-buck = आख़िरी बचे (हारे): { $times ->
        [one] { $times } बार
       *[other] { $times } बार
    }

## /buck odds: the command picker

cmd-buck-odds = Buck Dice टेबल पर हर सीट के हारने की संभावना, और खेल कितना लंबा चलता है

## /buck odds: the answer

odds-header-buck = **हारने** (आख़िरी बचने) की संभावना, पहले फेंकने वाले से सीट के क्रम में:
odds-method-exact-buck = सटीक: स्कोर और बारियों पर डायनेमिक प्रोग्रामिंग।

## Live chances

cmd-buck-live_chances = हर खिलाड़ी के स्कोर के पास उसके हारने की संभावना दिखाएँ, हर थ्रो पर अपडेट
cmd-buck-live_chances-name = लाइव-हार-संभावना
buck-option-live_chances = हार की लाइव संभावना
