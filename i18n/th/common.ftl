### Thai: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — รอผู้เล่น
table-title-playing = { $game } — กำลังเล่น
table-title-finished = { $game } — จบแล้ว
table-title-cancelled = { $game } — ยกเลิกแล้ว
table-host = เจ้าของโต๊ะ: { $host }
# Thai has one plural form: this select keeps it visible to the plural check.
table-turn_timeout = ตาละ { $seconds ->
       *[other] { $seconds } วินาที
    }
table-seats = ผู้เล่น ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(คอม)
table-seat-forfeited = { " " }— ออกจากเกม
table-seat-stake = { " " }— ชิปเริ่มต้น { $stake }
table-turn = ตาของ: { $mention }
table-turn-deadline = { " " }· หมดเวลา { $deadline }
table-waits_for_click = Pips อัปเดตโต๊ะนี้ได้จนถึง { $time } การเดินหลังจากนั้นจะแสดงเมื่อมีการคลิกครั้งถัดไป
ping-turn = { $mention } ถึงตาคุณใน { $game } แล้ว: ตานี้หมดเวลา { $deadline }
table-lobby_hint = กดเข้าร่วมเพื่อเล่น เจ้าของโต๊ะเริ่มได้เมื่อมีผู้เล่น { $min } คนขึ้นไป (สูงสุด { $max } คน)
table-log = ล่าสุด
table-fingerprint = ลายนิ้วมือลูกเต๋า { $fingerprint } · /game verify
table-revealed = ลายนิ้วมือลูกเต๋า { $fingerprint } · เปิดเผยซีดแล้ว: /game verify
table-cancelled = โต๊ะนี้ถูกยกเลิกแล้ว
table-none = ไม่มี

## Buttons

button-join = เข้าร่วม
button-leave = ออก
button-add_computer = เพิ่มคอม
button-start = เริ่ม
button-cancel = ยกเลิก
button-again = เล่นอีกครั้ง
button-choose = เลือกการเดิน
button-go_to_table = ไปที่โต๊ะ

## Modal

stake-title = เลือกชิปเริ่มต้น
stake-label = ชิปเริ่มต้น (1 ถึง 99)
stake-invalid = ชิปเริ่มต้นต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 99

## Events any game shows

event-joined = { $name } เข้าร่วมแล้ว
event-left = { $name } ออกแล้ว
event-stake_changed = { $name } เปลี่ยนชิปเริ่มต้นเป็น { $stake } ชิป
event-computer_joined = { $name } (คอม) เข้าร่วมแล้ว
event-cancelled = { $name } ยกเลิกโต๊ะ
event-forfeit = { $name } ออกจากเกม
event-timeout = { $name } ไม่ขยับทันเวลา: บอทเล่นแทน

## Refusals (ephemeral)

table-unknown = โต๊ะนี้ไม่มีอยู่แล้ว เริ่มโต๊ะใหม่ด้วยคำสั่ง /… start
table-over = เกมนี้จบแล้ว
table-not_started = เกมยังไม่เริ่ม
table-not_seated = คุณไม่ได้เล่นที่โต๊ะนี้
table-forfeited = คุณออกจากเกมนี้แล้ว
table-other_channel = ปุ่มนั้นเป็นของโต๊ะในช่องอื่น
table-unreadable = อ่านเกมที่บันทึกของโต๊ะนี้ไม่ได้ เจ้าของโต๊ะใช้ /game cancel เพื่อยกเลิกได้
table-moved = โต๊ะย้ายลงไปแล้ว ↓
table-moved_away = โต๊ะนี้ย้ายลงไปด้านล่างของช่องแล้ว: เล่นต่อที่ข้อความใหม่
channel-no_table = ตอนนี้ไม่มีเกมในช่องนี้
channel-no_game = ยังไม่เคยมีการเล่นเกมในช่องนี้
channel-busy = ช่องนี้มีโต๊ะอยู่แล้ว
channel-guild_only = เล่นเกมได้ในช่องของเซิร์ฟเวอร์
option-invalid = ไม่อนุญาตตัวเลือกนี้: { $option } = { $value }
lobby-already_started = เกมเริ่มไปแล้ว
lobby-host_only = เฉพาะเจ้าของโต๊ะ (หรือผู้มีสิทธิ์จัดการช่อง) เท่านั้นที่ทำได้
lobby-already_seated = คุณนั่งอยู่แล้ว
lobby-full = โต๊ะเต็มแล้ว ({ $seats } ที่นั่ง)
lobby-not_seated = คุณไม่ได้นั่งที่โต๊ะนี้
lobby-too_few = ต้องมีผู้เล่นอย่างน้อย { $needed } คนจึงจะเริ่มได้
turn-not_yours = ยังไม่ถึงตาคุณ: ตอนนี้เป็นตาของ <@{ $player }>
turn-stale = ปุ่มนั้นถูกใช้ไปแล้ว: โต๊ะเดินต่อไปแล้ว
again-not_finished = เกมนี้ยังเล่นอยู่
again-exists = มีโต๊ะใหม่เปิดอยู่ที่นี่แล้ว
rules-not_your_turn = ยังไม่ถึงตาคุณ
rules-not_legal = ตอนนี้เดินแบบนั้นไม่ได้
rules-game_over = เกมนี้จบแล้ว
rules-not_playing = คุณไม่ได้อยู่ในเกมนี้
error-unexpected = เกิดข้อผิดพลาดฝั่งเรา ไม่มีอะไรเปลี่ยนแปลง โปรดลองอีกครั้ง
error-store_unavailable = ฐานข้อมูลเกมไม่ตอบสนองในขณะนี้ ไม่มีอะไรเปลี่ยนแปลง โปรดลองใหม่อีกสักครู่
bot-restarting = Pips กำลังรีสตาร์ต โปรดลองใหม่ในอีกไม่กี่วินาที

## /game

verify-running = โต๊ะ { $table } ({ $game }): ก่อนทอยครั้งแรก Pips แสดง `{ $fingerprint }` ซึ่งเป็นลายนิ้วมือของซีดลับที่กำหนดลูกเต๋าทุกลูก ซีดจะเป็นความลับระหว่างเกม เมื่อจบเกม /game verify จะให้ซีด: ใครก็ตรวจได้ว่าตรงกับลายนิ้วมือและให้ผลทอยทุกครั้ง
    ลายนิ้วมือเต็ม (SHA-256 ของซีด): `{ $commitment }`
verify-revealed = โต๊ะ { $table } ({ $game }): ก่อนทอยครั้งแรก Pips แสดง `{ $fingerprint }` ซึ่งเป็นลายนิ้วมือของซีดลับ ตอนนี้เกมจบแล้ว นี่คือซีด: ใครก็ตรวจผลทอยทุกครั้งได้
    ซีด: `{ $seed }`
    ลายนิ้วมือเต็ม: `{ $commitment }`
    { $recipe }
verify-recipe = วิธีตรวจ: SHA-256 ของซีดคือลายนิ้วมือ (ซีดจึงถูกกำหนดก่อนทอยครั้งแรก) ลูกเต๋ามาจากไบต์ของ HMAC-SHA256(ซีด, หมายเลขบล็อกแบบ 8 ไบต์ big-endian) สำหรับบล็อก 0, 1, 2… ตามลำดับ ข้ามไบต์ที่ ≥ 252 แต่ละไบต์ให้หน้าลูกเต๋า = ไบต์ mod 6 + 1
game-left = คุณออกจากเกมแล้ว
game-cancelled = โต๊ะถูกยกเลิกแล้ว
