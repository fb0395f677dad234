### Thai: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = การตั้งค่า Pips ของเซิร์ฟเวอร์นี้ (เฉพาะผู้จัดการเซิร์ฟเวอร์)
cmd-settings-show = แสดงการตั้งค่า Pips ของเซิร์ฟเวอร์นี้
cmd-settings-language = ภาษาของโต๊ะใหม่
cmd-settings-language-value = ภาษาหนึ่ง (พิมพ์เพื่อค้นหาภาษาของคุณ) หรือภาษา Discord ของเซิร์ฟเวอร์เอง
cmd-settings-language-value-name = ภาษา
cmd-settings-turn_timeout = เวลาต่อตาของโต๊ะใหม่เมื่อคำสั่งเริ่มไม่ได้กำหนด
cmd-settings-turn_timeout-seconds = วินาทีตั้งแต่ 15 ถึง 3600 เว้นไว้เพื่อใช้ค่าเริ่มต้นของ Pips (60)
cmd-settings-turn_timeout-seconds-name = วินาที
cmd-settings-pings = ผู้เล่นที่ถึงตาแล้วจะได้รับการแจ้งเตือนหรือไม่
cmd-settings-pings-send = True: ส่งการแจ้งเตือนตา; False: ไม่ส่งเลย
cmd-settings-pings-send-name = ส่ง
cmd-settings-computers = เจ้าของโต๊ะเพิ่มที่นั่งคอมได้หรือไม่
cmd-settings-computers-allowed = True: อนุญาต; False: ไม่อนุญาต
cmd-settings-computers-allowed-name = อนุญาต
cmd-settings-channels = ช่องที่เริ่มเกมได้
cmd-settings-channels-add = อนุญาตเกมในช่อง (เมื่อมีช่องในรายการ จะได้เฉพาะช่องในรายการ)
cmd-settings-channels-remove = เอาช่องออกจากรายการ
cmd-settings-channels-clear = อนุญาตเกมในทุกช่องอีกครั้ง
cmd-settings-channels-channel = ช่อง
cmd-settings-channels-channel-name = ช่อง
settings-choice-server = ภาษา Discord ของเซิร์ฟเวอร์

## What /settings shows

settings-title = การตั้งค่า Pips ของเซิร์ฟเวอร์นี้
settings-language = ภาษาของโต๊ะ: { $value }
settings-language-server = ภาษา Discord ของเซิร์ฟเวอร์ ({ $locale })
settings-turn_timeout = เวลาต่อตาเมื่อคำสั่งเริ่มไม่ได้กำหนด: { $seconds } วินาที
settings-turn_timeout-default = { " " }(ค่าเริ่มต้นของ Pips)
settings-pings = แจ้งเตือนตา: { $value }
settings-pings-on = เปิด
settings-pings-off = ปิด
settings-computers = ที่นั่งคอม: { $value }
settings-computers-on = อนุญาต
settings-computers-off = ไม่อนุญาต
settings-channels = เริ่มเกมได้ใน: { $value }
settings-channels-any = ทุกช่อง
settings-applies = การเปลี่ยนแปลงมีผลกับโต๊ะที่เปิดหลังจากนี้
settings-saved = บันทึกแล้ว { $line }
    มีผลกับโต๊ะที่เปิดตั้งแต่นี้ไป

## Refusals (private)

settings-managers_only = เฉพาะสมาชิกที่มีสิทธิ์จัดการเซิร์ฟเวอร์เท่านั้นที่ใช้ /settings ได้
settings-turn_timeout-invalid = เวลาต่อตาเป็นจำนวนวินาทีเต็มตั้งแต่ { $min } ถึง { $max } ไม่มีอะไรเปลี่ยนแปลง
settings-language-invalid = โต๊ะใช้ได้เฉพาะภาษาเหล่านี้: { $languages } ไม่มีอะไรเปลี่ยนแปลง
settings-channels-already = <#{ $channel }> อยู่ในรายการแล้ว ไม่มีอะไรเปลี่ยนแปลง
settings-channels-not_listed = <#{ $channel }> ไม่อยู่ในรายการ ไม่มีอะไรเปลี่ยนแปลง
settings-channels-too_many = ใส่ได้ไม่เกิน { $max } ช่อง ไม่มีอะไรเปลี่ยนแปลง
settings-channel_not_allowed = ในเซิร์ฟเวอร์นี้ เริ่มเกมได้เฉพาะใน { $channels }
settings-no_computers = เซิร์ฟเวอร์นี้ไม่อนุญาตที่นั่งคอม
