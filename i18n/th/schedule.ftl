### th: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = คืนเล่นเกม: เกมตามเวลาที่นัด ผู้ที่มาจะได้นั่งที่โต๊ะเมื่อเริ่ม
cmd-schedule-new = นัดเกมในช่องนี้ คุณเป็นเจ้าของโต๊ะ
cmd-schedule-new-game = เกม
cmd-schedule-new-game-name = เกม
cmd-schedule-new-when = เมื่อไร: “2h30m”, “20:30”, “2026-12-05 20:30” หรือเวลาแบบ Discord
cmd-schedule-new-when-name = เมื่อไร
cmd-schedule-new-repeat = ครั้งเดียว หรือทุกสัปดาห์เวลาเดิม
cmd-schedule-new-repeat-name = ทำซ้ำ
cmd-schedule-repeat-none = ครั้งเดียว
cmd-schedule-repeat-weekly = ทุกสัปดาห์
cmd-schedule-new-note = บันทึกสำหรับคำเชิญ
cmd-schedule-new-note-name = บันทึก
cmd-schedule-list = คืนเล่นเกมที่นัดไว้ในเซิร์ฟเวอร์นี้
cmd-schedule-cancel = ยกเลิกคืนเล่นเกมที่คุณเป็นเจ้าของโต๊ะ
cmd-schedule-cancel-night = คืนเล่นเกม
cmd-schedule-cancel-night-name = คืน
cmd-settings-timezone = เขตเวลาของเวลาที่พิมพ์ใน /schedule
cmd-settings-timezone-zone = เขตเวลา เช่น Asia/Bangkok (พิมพ์เพื่อหาของคุณ) ถ้าไม่ใส่คือ UTC
cmd-settings-timezone-zone-name = เขตเวลา

## /settings

settings-timezone = เขตเวลาของคืนเล่นเกม: { $zone }
settings-timezone-invalid = “{ $name }” ไม่ใช่เขตเวลาที่ Pips รู้จัก: เลือกจากคำแนะนำ เช่น Asia/Bangkok ไม่มีอะไรเปลี่ยนแปลง

## The invitation card

night-card-title = คืนเล่นเกม: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = ทุกสัปดาห์
night-card-host = เจ้าของโต๊ะ: { $host }
night-card-note = บันทึก: { $note }
night-card-coming = จะมา ({ $count }): { $names }
night-card-not_coming = มาไม่ได้: { $names }
night-card-scheduled = กด “ฉันมา” เพื่อรับที่นั่งเมื่อเริ่ม
night-card-started = เริ่มแล้ว: โต๊ะเปิดอยู่ในช่องนี้
night-card-cancelled = ยกเลิกแล้ว
night-card-missed = พลาดไป: ตอนนั้น Pips ไม่ได้ทำงาน
night-card-failed = เริ่มไม่ได้
night-button-in = ฉันมา
night-button-out = มาไม่ได้

## In the channel

night-reminder = { $mentions }: คืน { $game } จะเริ่ม { $relative }
night-opened = { $mentions }: คืน { $game } เริ่มแล้วตอนนี้ ทุกคนได้ที่นั่งแล้ว { $host } จะเริ่มเกม
night-left_out = ที่โต๊ะไม่มีที่นั่งเหลือสำหรับ { $names }
night-busy = คืน { $game } เวลา { $time } เริ่มไม่ได้: โต๊ะในช่องนี้ยังเปิดอยู่หลังผ่านไป 15 นาที
night-missed = คืน { $game } เวลา { $time } พลาดไป: ตอนนั้น Pips ไม่ได้ทำงาน
night-refused = คืน { $game } เวลา { $time } เริ่มไม่ได้: ช่องนี้เริ่มเกมไม่ได้อีกแล้ว
night-event_deleted = คืน { $game } เวลา { $time } ถูกยกเลิก: กิจกรรม Discord ของมันถูกลบ
night-event-name = คืนเล่นเกม { $game }
night-event-description = นัดด้วย Pips: กด “ฉันมา” ที่คำเชิญในช่อง หรือกดสนใจที่นี่ เพื่อรับที่นั่งเมื่อเริ่ม

## Private answers

night-cancelled = คืน { $game } เวลา { $time } ถูกยกเลิก
night-list-title = คืนเล่นเกมในเซิร์ฟเวอร์นี้
night-list-line = { $time }: { $game } ใน { $channel } เจ้าของโต๊ะ { $host } (จะมา: { $count })
night-list-empty = ยังไม่มีคืนเล่นเกมที่นัดไว้ในเซิร์ฟเวอร์นี้ นัดได้ด้วย /schedule new
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips อ่าน “{ $text }” เป็นเวลาไม่ได้ ลอง `in 90 minutes`, `{ $clock }` หรือ `{ $date }` (ตามเขตเวลาของเซิร์ฟเวอร์) หรือเวลาแบบ Discord
night-when-past = เวลานั้นผ่านไปแล้ว ลอง `in 90 minutes`, `{ $clock }` หรือ `{ $date }`
night-when-far = นั่นไกลเกิน 60 วัน ลอง `in 90 minutes`, `{ $clock }` หรือ `{ $date }`
night-too_many = เซิร์ฟเวอร์นี้นัดคืนเล่นเกมไว้ครบ { $max } แล้ว: ยกเลิกสักคืนก่อน
night-over = คืนเล่นเกมนี้ไม่รับคำตอบแล้ว
night-host_stays = คุณเป็นเจ้าของโต๊ะของคืนเล่นเกมนี้: ให้ยกเลิกด้วย /schedule cancel แทน
night-host_only = เฉพาะเจ้าของโต๊ะของคืนเล่นเกม (หรือผู้มีสิทธิ์จัดการช่อง) เท่านั้นที่ยกเลิกได้
night-unknown = ไม่มีคืนเล่นเกมแบบนั้นที่นี่
