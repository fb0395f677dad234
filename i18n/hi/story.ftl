### Hindi: "How it went", the story of a finished game in a picture.

button-story = खेल कैसा रहा
story-title = खेल कैसा रहा — { $game }
story-axis-turn = बारी
story-axis-win = जीत की संभावना
story-axis-lose = हार की संभावना
story-comeback-win = { $name } ने { $percent }% से वापसी की
story-comeback-lose = { $name } के हारने की संभावना केवल { $percent }% थी
story-fall-win = { $name }: { $percent }% के साथ आगे, फिर भी जीत नहीं
story-fall-lose = { $name } के हारने की संभावना { $percent }% थी, फिर भी वे बच निकले
story-swing = { $name }: एक बारी में { $before }% → { $after }%
story-reply = **खेल कैसा रहा — { $game }**: हर बारी के बाद हर खिलाड़ी की जीत की संभावना।
story-reply-lose = **खेल कैसा रहा — { $game }**: हर बारी के बाद हर खिलाड़ी की हार की संभावना।
story-cancelled = वह खेल ख़त्म होने से पहले रद्द हो गया: बताने को कोई कहानी नहीं।
story-not_finished = वह खेल अभी ख़त्म नहीं हुआ: उसकी कहानी ख़त्म होने पर बताई जाएगी।
story-not_seated = केवल उस खेल के खिलाड़ी (या “चैनल प्रबंधित करें” अनुमति वाले) देख सकते हैं कि खेल कैसा रहा।
story-unreadable = उस खेल का लॉग दोबारा नहीं चलाया जा सकता, इसलिए उसकी कहानी नहीं बताई जा सकती।
story-failed = इस बार चित्र नहीं बन सका; थोड़ी देर में फिर कोशिश करें।
history-story = खेल कैसा रहा… (एक खेल चुनें)
history-story-option = { $game } · { $outcome }
history-story-when = { $when } समाप्त
