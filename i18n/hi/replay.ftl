### Hindi: a finished game's replay, step by step (cogs/replay.py).

button-replay = रीप्ले
history-replay = रीप्ले… (एक खेल चुनें)
replay-first = पहला
replay-back = पीछे
replay-next = आगे
replay-last = आख़िरी
replay-footer = रीप्ले · चरण { $step } / { $steps } · पासों का फ़िंगरप्रिंट { $fingerprint } · यहाँ हर रोल खेल के सीड से आता है: /history उसे दिखाता है, /game verify जाँचने का तरीका
replay-other_guild = वह खेल दूसरे सर्वर में खेला गया था: उसका रीप्ले सिर्फ़ वहीं दिखता है।
replay-not_finished = रीप्ले सिर्फ़ पूरे हुए खेल का होता है: यह खेल अभी ख़त्म नहीं हुआ या रद्द हो गया।
replay-no_step = इस रीप्ले में चरण { $step } नहीं है: इसके चरण 0 से { $steps } तक हैं।
replay-unreadable = उस खेल का लॉग दोबारा नहीं चलाया जा सकता, इसलिए उसका रीप्ले नहीं है।
