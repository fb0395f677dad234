### Hindi: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = यह बॉट यह खेल कैसे खेलता है, इसके विकल्पों के साथ
cmd-turn_timeout = कितने सेकंड बाद बॉट निष्क्रिय खिलाड़ी की जगह खेले (15-3600; डिफ़ॉल्ट: /settings, वरना 60)
cmd-game = इस चैनल की टेबल का खेल
cmd-game-status = इस चैनल की टेबल फिर से सबसे नीचे दिखाएँ
cmd-game-leave = इस चैनल का खेल छोड़ें (आप खेल से बाहर हो जाएँगे)
cmd-game-cancel = इस चैनल की टेबल बंद करें (होस्ट या “चैनल प्रबंधित करें” वाले)
cmd-game-verify = यहाँ के पिछले खेल की पासों की प्रतिबद्धता (और ख़त्म होने पर सीड) दिखाएँ
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = बारी-का-समय
cmd-leaderboard-game-name = खेल
