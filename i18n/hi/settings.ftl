### Hindi: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = इस सर्वर की Pips सेटिंग्स (केवल “सर्वर प्रबंधित करें” अनुमति वाले)
cmd-settings-show = इस सर्वर की Pips सेटिंग्स दिखाएँ
cmd-settings-language = नई टेबलों की भाषा
cmd-settings-language-value = एक भाषा (अपनी भाषा खोजने के लिए टाइप करें), या सर्वर की अपनी Discord भाषा
cmd-settings-language-value-name = भाषा
cmd-settings-turn_timeout = नई टेबलों का बारी-समय जब start कमांड कोई न दे
cmd-settings-turn_timeout-seconds = 15 से 3600 सेकंड; Pips के डिफ़ॉल्ट (60) के लिए ख़ाली छोड़ें
cmd-settings-turn_timeout-seconds-name = सेकंड
cmd-settings-pings = क्या जिस खिलाड़ी की बारी रुकी है उसे पिंग मिले
cmd-settings-pings-send = True: बारी पिंग भेजें; False: कभी नहीं
cmd-settings-pings-send-name = भेजें
cmd-settings-computers = क्या होस्ट कंप्यूटर सीटें जोड़ सकते हैं
cmd-settings-computers-allowed = True: अनुमत; False: अनुमत नहीं
cmd-settings-computers-allowed-name = अनुमत
cmd-settings-channels = वे चैनल जहाँ खेल शुरू हो सकते हैं
cmd-settings-channels-add = किसी चैनल में खेल की अनुमति दें (एक सूची में हो तो केवल सूची वाले)
cmd-settings-channels-remove = किसी चैनल को सूची से हटाएँ
cmd-settings-channels-clear = फिर से हर चैनल में खेल की अनुमति दें
cmd-settings-channels-channel = चैनल
cmd-settings-channels-channel-name = चैनल
settings-choice-server = सर्वर की Discord भाषा

## What /settings shows

settings-title = इस सर्वर के लिए Pips सेटिंग्स
settings-language = टेबल की भाषा: { $value }
settings-language-server = सर्वर की Discord भाषा ({ $locale })
settings-turn_timeout = बारी-समय जब start कमांड कोई न दे: { $seconds ->
        [one] { $seconds } सेकंड
       *[other] { $seconds } सेकंड
    }
settings-turn_timeout-default = { " " }(Pips का डिफ़ॉल्ट)
settings-pings = बारी पिंग: { $value }
settings-pings-on = चालू
settings-pings-off = बंद
settings-computers = कंप्यूटर सीटें: { $value }
settings-computers-on = अनुमत
settings-computers-off = अनुमत नहीं
settings-channels = खेल यहाँ शुरू हो सकते हैं: { $value }
settings-channels-any = कोई भी चैनल
settings-applies = बदलाव बाद में खुलने वाली टेबलों पर लागू होते हैं।
settings-saved = सहेजा गया। { $line }
    यह अब से खुलने वाली टेबलों पर लागू होता है।

## Refusals (private)

settings-managers_only = केवल “सर्वर प्रबंधित करें” (Manage Server) अनुमति वाले सदस्य /settings इस्तेमाल कर सकते हैं।
settings-turn_timeout-invalid = बारी-समय { $min } से { $max } तक सेकंड की पूर्ण संख्या है; कुछ नहीं बदला।
settings-language-invalid = टेबलें केवल इन भाषाओं में बन सकती हैं: { $languages }; कुछ नहीं बदला।
settings-channels-already = <#{ $channel }> पहले से सूची में है; कुछ नहीं बदला।
settings-channels-not_listed = <#{ $channel }> सूची में नहीं है; कुछ नहीं बदला।
settings-channels-too_many = अधिकतम { $max ->
        [one] { $max } चैनल
       *[other] { $max } चैनल
    } सूची में हो सकते हैं; कुछ नहीं बदला।
settings-channel_not_allowed = इस सर्वर पर खेल केवल { $channels } में शुरू हो सकते हैं।
settings-no_computers = यह सर्वर कंप्यूटर सीटों की अनुमति नहीं देता।
