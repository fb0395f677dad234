### Hindi: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = यह बटन मान्य नहीं है: इसे Pips ने नहीं बनाया। कुछ नहीं बदला।
error-component_gone = यह बटन अब इस संदेश में नहीं है: आपके देखने के बाद संदेश बदल गया। कुछ नहीं बदला।
error-form_invalid = यह फ़ॉर्म मान्य नहीं है: इसे Pips ने नहीं खोला। कुछ नहीं बदला।
error-store_outcome_unknown = आपकी चाल सहेजी जा रही थी तभी खेल के डेटाबेस ने जवाब देना बंद कर दिया; टेबल वही दिखाती है जो रखा गया।

## Slash commands

error-command_updated = यह कमांड अभी अपडेट हुई है; एक मिनट में फिर कोशिश करें।
error-unknown_option = /{ $command } में “{ $option }” विकल्प नहीं है; कुछ नहीं किया गया। अगर कमांड अभी अपडेट हुई है, तो एक मिनट में फिर कोशिश करें।
error-option_value = विकल्प “{ $option }” में { $wants } चाहिए; कुछ नहीं किया गया।
error-wants-choice = इनमें से एक: { $choices }
error-wants-integer = एक पूर्ण संख्या
error-wants-integer_range = { $min } से { $max } तक की पूर्ण संख्या
error-wants-number = एक संख्या
error-wants-number_range = { $min } से { $max } तक की संख्या
error-wants-boolean = True या False
error-wants-text = अधिकतम { $max } अक्षरों का टेक्स्ट
error-wants-any_text = टेक्स्ट
error-wants-listed = Discord की सूची में से एक मान
error-guild_only = यह कमांड केवल सर्वर चैनल में काम करती है।
error-missing_permissions = इस कमांड के लिए आपको { $permissions } अनुमति चाहिए।
error-bot_missing_permissions = उस कमांड के लिए मुझे इस चैनल में { $permissions } अनुमति चाहिए।
error-check_failed = आप यहाँ यह कमांड इस्तेमाल नहीं कर सकते।
reach-external_apps_off = यह सर्वर अपने सदस्यों को बाहरी ऐप्स इस्तेमाल करने नहीं देता, इसलिए Pips यहाँ आपको सिर्फ़ निजी तौर पर जवाब दे सकता है और टेबल नहीं खोल सकता। यहाँ खेलने के लिए कोई सर्वर एडमिन आपकी भूमिका के लिए “बाहरी ऐप्स का इस्तेमाल करें” की अनुमति दे सकता है (सर्वर सेटिंग्स → भूमिकाएँ) या Pips को सर्वर में जोड़ सकता है। आप DM या ग्रुप DM में भी खेल सकते हैं।
