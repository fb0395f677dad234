### hi: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = गेम नाइट: तय समय पर एक गेम, आने वाले शुरू होते ही टेबल पर बैठे होंगे
cmd-schedule-new = इस चैनल में एक गेम तय करें; होस्ट आप होंगे
cmd-schedule-new-game = गेम
cmd-schedule-new-game-name = खेल
cmd-schedule-new-when = कब: “2h30m”, “20:30”, “2026-12-05 20:30” या Discord टाइमस्टैम्प
cmd-schedule-new-when-name = कब
cmd-schedule-new-repeat = एक बार, या हर हफ़्ते उसी समय
cmd-schedule-new-repeat-name = दोहराव
cmd-schedule-repeat-none = एक बार
cmd-schedule-repeat-weekly = हर हफ़्ते
cmd-schedule-new-note = न्योते के लिए एक नोट
cmd-schedule-new-note-name = नोट
cmd-schedule-list = इस सर्वर पर तय गेम नाइट
cmd-schedule-cancel = ऐसी गेम नाइट रद्द करें जिसके होस्ट आप हैं
cmd-schedule-cancel-night = गेम नाइट
cmd-schedule-cancel-night-name = नाइट
cmd-settings-timezone = /schedule में लिखे समय का टाइम ज़ोन
cmd-settings-timezone-zone = Asia/Kolkata जैसा टाइम ज़ोन (अपना ढूँढने के लिए लिखें); न दें तो UTC
cmd-settings-timezone-zone-name = ज़ोन

## /settings

settings-timezone = गेम नाइट का टाइम ज़ोन: { $zone }
settings-timezone-invalid = “{ $name }” ऐसा टाइम ज़ोन नहीं है जिसे Pips जानता हो: सुझावों में से एक चुनें, जैसे Asia/Kolkata; कुछ नहीं बदला गया।

## The invitation card

night-card-title = गेम नाइट: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = हर हफ़्ते
night-card-host = होस्ट: { $host }
night-card-note = नोट: { $note }
night-card-coming = आ रहे हैं ({ $count }): { $names }
night-card-not_coming = नहीं आ सकते: { $names }
night-card-scheduled = शुरू होने पर सीट पाने के लिए “मैं आऊँगा” पर क्लिक करें।
night-card-started = शुरू हो गई: टेबल इसी चैनल में खुली है।
night-card-cancelled = रद्द की गई।
night-card-missed = छूट गई: उस समय Pips चल नहीं रहा था।
night-card-failed = शुरू नहीं हो सकी।
night-button-in = मैं आऊँगा
night-button-out = नहीं आ सकता

## In the channel

night-reminder = { $mentions }: { $game } नाइट { $relative } शुरू होगी।
night-opened = { $mentions }: { $game } नाइट अभी शुरू हो रही है। आपकी सीटें तय हैं; गेम { $host } शुरू करेंगे।
night-left_out = टेबल पर इनके लिए सीट नहीं बची: { $names }।
night-busy = { $time } की { $game } नाइट शुरू नहीं हो सकी: इस चैनल की टेबल 15 मिनट बाद भी खुली थी।
night-missed = { $time } की { $game } नाइट छूट गई: उस समय Pips चल नहीं रहा था।
night-refused = { $time } की { $game } नाइट शुरू नहीं हो सकी: इस चैनल में अब गेम शुरू नहीं किए जा सकते।
night-event_deleted = { $time } की { $game } नाइट रद्द है: उसका Discord इवेंट मिटा दिया गया।
night-event-name = { $game } गेम नाइट
night-event-description = Pips से तय: शुरू होने पर सीट पाने के लिए चैनल के न्योते पर “मैं आऊँगा” पर क्लिक करें, या यहाँ दिलचस्पी दिखाएँ।

## Private answers

night-cancelled = { $time } की { $game } नाइट रद्द है।
night-list-title = इस सर्वर की गेम नाइट
night-list-line = { $time }: { $channel } में { $game }, होस्ट { $host } (आ रहे हैं: { $count })
night-list-empty = इस सर्वर पर कोई गेम नाइट तय नहीं है; /schedule new से एक तय करें।
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips “{ $text }” को समय के रूप में नहीं पढ़ सकता। `in 90 minutes`, `{ $clock }` या `{ $date }` (सर्वर के टाइम ज़ोन में), या Discord टाइमस्टैम्प आज़माएँ।
night-when-past = वह समय बीत चुका है। `in 90 minutes`, `{ $clock }` या `{ $date }` आज़माएँ।
night-when-far = यह 60 दिन से ज़्यादा आगे है। `in 90 minutes`, `{ $clock }` या `{ $date }` आज़माएँ।
night-too_many = इस सर्वर पर पहले से ही { $max } गेम नाइट तय हैं: पहले एक रद्द करें।
night-over = यह गेम नाइट अब जवाब नहीं ले रही।
night-host_stays = आप इस गेम नाइट के होस्ट हैं: इसके बजाय इसे /schedule cancel से रद्द करें।
night-host_only = गेम नाइट को केवल उसका होस्ट (या Manage Channel वाला) रद्द कर सकता है।
night-unknown = यहाँ ऐसी कोई गेम नाइट नहीं है।
