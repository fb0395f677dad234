### Thai: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = ปุ่มนั้นไม่ถูกต้อง: ไม่ใช่ปุ่มที่ Pips สร้าง ไม่มีอะไรเปลี่ยนแปลง
error-component_gone = ปุ่มนั้นไม่อยู่ในข้อความนี้แล้ว: ข้อความเปลี่ยนไปหลังจากที่คุณเห็น ไม่มีอะไรเปลี่ยนแปลง
error-form_invalid = แบบฟอร์มนั้นไม่ถูกต้อง: ไม่ใช่แบบฟอร์มที่ Pips เปิด ไม่มีอะไรเปลี่ยนแปลง
error-store_outcome_unknown = ฐานข้อมูลเกมหยุดตอบสนองระหว่างที่กำลังบันทึกการเดินของคุณ โต๊ะแสดงสิ่งที่ถูกเก็บไว้

## Slash commands

error-command_updated = คำสั่งนี้เพิ่งอัปเดต โปรดลองใหม่ในอีกหนึ่งนาที
error-unknown_option = /{ $command } ไม่มีตัวเลือก “{ $option }” ไม่ได้ทำอะไร หากคำสั่งเพิ่งอัปเดต โปรดลองใหม่ในอีกหนึ่งนาที
error-option_value = ตัวเลือก “{ $option }” ต้องเป็น{ $wants } ไม่ได้ทำอะไร
error-wants-choice = ค่าใดค่าหนึ่งใน: { $choices }
error-wants-integer = จำนวนเต็ม
error-wants-integer_range = จำนวนเต็มตั้งแต่ { $min } ถึง { $max }
error-wants-number = ตัวเลข
error-wants-number_range = ตัวเลขตั้งแต่ { $min } ถึง { $max }
error-wants-boolean = True หรือ False
error-wants-text = ข้อความไม่เกิน { $max } ตัวอักษร
error-wants-any_text = ข้อความ
error-wants-listed = ค่าใดค่าหนึ่งที่ Discord แสดง
error-guild_only = คำสั่งนี้ใช้ได้เฉพาะในช่องของเซิร์ฟเวอร์
error-missing_permissions = คุณต้องมีสิทธิ์ { $permissions } เพื่อใช้คำสั่งนี้
error-bot_missing_permissions = บอทต้องมีสิทธิ์ { $permissions } ในช่องนี้เพื่อใช้คำสั่งนั้น
error-check_failed = คุณใช้คำสั่งนี้ที่นี่ไม่ได้
reach-external_apps_off = เซิร์ฟเวอร์นี้ไม่อนุญาตให้สมาชิกใช้แอปภายนอก Pips จึงตอบคุณได้เฉพาะแบบส่วนตัวที่นี่และเปิดโต๊ะไม่ได้ หากต้องการเล่นที่นี่ ผู้ดูแลเซิร์ฟเวอร์สามารถอนุญาต “ใช้แอปภายนอก” ให้บทบาทของคุณ (การตั้งค่าเซิร์ฟเวอร์ → บทบาท) หรือเพิ่ม Pips เข้าเซิร์ฟเวอร์ คุณยังเล่นใน DM หรือ DM กลุ่มได้ด้วย
