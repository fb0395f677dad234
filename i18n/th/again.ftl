### Thai: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = เชิญจากเกมที่แล้ว (กดเข้าร่วมครั้งเดียว ชิปเริ่มต้นเท่าเดิม): { $names }
table-server_settings = เซิร์ฟเวอร์นี้ · ภาษาของโต๊ะ: { $language } · ที่นั่งคอม: { $computers }
again-expired = เล่นอีกครั้งของเกมนี้หมดอายุแล้ว เริ่มโต๊ะใหม่ด้วยคำสั่ง /… start

## Host controls

cmd-game-remove = เอาผู้เล่นที่หายไปออก ถือว่าสละสิทธิ์ (เจ้าของโต๊ะหรือผู้มีสิทธิ์จัดการช่อง)
cmd-game-remove-player = ผู้เล่นที่จะเอาออก
cmd-game-remove-player-name = ผู้เล่น
cmd-game-host = มอบบทบาทเจ้าของโต๊ะให้ผู้เล่นอื่นที่โต๊ะ
cmd-game-host-player = ผู้เล่นที่จะเป็นเจ้าของโต๊ะ
cmd-game-host-player-name = ผู้เล่น
event-removed = 🚪 <@{ $by }> เอา { $name } ออกจากโต๊ะ
event-host_changed = 👑 ตอนนี้ { $name } เป็นเจ้าของโต๊ะ
host-removed = เอา <@{ $player }> ออกจากโต๊ะแล้ว
host-handed = ตอนนี้ <@{ $player }> เป็นเจ้าของโต๊ะ
host-not_seated = <@{ $player }> ไม่ใช่คนที่เล่นอยู่ที่โต๊ะนี้ ไม่มีอะไรเปลี่ยนแปลง
host-already = <@{ $player }> เป็นเจ้าของโต๊ะอยู่แล้ว ไม่มีอะไรเปลี่ยนแปลง
host-remove_self = หากจะออกจากโต๊ะเอง ใช้ /game leave ไม่มีอะไรเปลี่ยนแปลง
table-removed = เจ้าของโต๊ะเอาคุณออกจากเกมนี้ คุณเข้าร่วมเกมถัดไปได้
