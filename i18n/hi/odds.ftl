### Hindi: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = टेबल पर कितने खिलाड़ी बैठते हैं
cmd-odds-players-name = खिलाड़ी
cmd-odds-chips = हर खिलाड़ी की शुरुआती चिप्स (डिफ़ॉल्ट 3)
cmd-odds-chips-name = चिप्स
cmd-odds-post = जवाब चैनल में सबके लिए पोस्ट करें (डिफ़ॉल्ट: केवल आप देखें)
cmd-odds-post-name = पोस्ट

## The answer

odds-title = { $game } संभावनाएँ · { $players ->
        [one] { $players } खिलाड़ी
       *[other] { $players } खिलाड़ी
    }
odds-options = विकल्प: { $options }
odds-options-none = कोई विकल्प नहीं
odds-chips = हर एक { $chips ->
        [one] { $chips } चिप
       *[other] { $chips } चिप्स
    }
odds-decimal = { $whole }.{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = बराबरी वाले अग्रणी जीत बाँटते हैं: { $percent }% खेल पहले स्थान की बराबरी पर ख़त्म होते हैं, और हर बराबर अग्रणी जीता हुआ गिना जाता है, इसलिए संभावनाओं का योग 100% से ज़्यादा होता है।
odds-length-rolls = अनुमानित लंबाई: { $value } रोल
odds-length-throws = अनुमानित लंबाई: { $value } थ्रो
odds-length-rounds = अनुमानित लंबाई: { $value } राउंड
odds-score-points = प्रति खिलाड़ी अनुमानित स्कोर: { $value } अंक
odds-estimate = { $value } ± { $margin }
odds-method-simulation = { $games ->
        [one] { $games } खेल
       *[other] { $games } खेलों
    } का सिमुलेशन, ±{ $margin } अंक (3 मानक त्रुटियाँ)।
