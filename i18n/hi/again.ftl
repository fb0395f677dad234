### Hindi: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = पिछले खेल से आमंत्रित (जुड़ें पर एक क्लिक, वही दांव): { $names }
table-server_settings = यह सर्वर: टेबलें { $language } में, कंप्यूटर सीटें { $computers }।
again-expired = इस खेल का "फिर से खेलें" समाप्त हो गया; /… start कमांड से नई टेबल शुरू करें।

## Host controls

cmd-game-remove = चले गए खिलाड़ी को हटाएँ; वे खेल से बाहर होंगे (होस्ट या “चैनल प्रबंधित करें” वाले)
cmd-game-remove-player = हटाया जाने वाला खिलाड़ी
cmd-game-remove-player-name = खिलाड़ी
cmd-game-host = होस्ट की भूमिका टेबल के किसी दूसरे खिलाड़ी को दें
cmd-game-host-player = जो खिलाड़ी होस्ट बनेगा
cmd-game-host-player-name = खिलाड़ी
event-removed = 🚪 <@{ $by }> ने { $name } को टेबल से हटा दिया।
event-host_changed = 👑 अब { $name } होस्ट हैं।
host-removed = <@{ $player }> को टेबल से हटा दिया गया।
host-handed = अब <@{ $player }> होस्ट हैं।
host-not_seated = <@{ $player }> इस टेबल पर खेल नहीं रहे हैं; कुछ नहीं बदला।
host-already = <@{ $player }> पहले से होस्ट हैं; कुछ नहीं बदला।
host-remove_self = ख़ुद टेबल छोड़ने के लिए /game leave इस्तेमाल करें; कुछ नहीं बदला।
table-removed = होस्ट ने आपको इस खेल से हटा दिया; आप अगले खेल में जुड़ सकते हैं।
