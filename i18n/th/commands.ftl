### Thai: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = วิธีที่บอทนี้เล่นเกมนี้ พร้อมตัวเลือก
cmd-turn_timeout = จำนวนวินาทีก่อนบอทเล่นแทนผู้เล่นที่ไม่ขยับ (15-3600; ค่าเริ่มต้น: /settings ไม่เช่นนั้น 60)
cmd-game = เกมที่โต๊ะของช่องนี้
cmd-game-status = แสดงโต๊ะของช่องนี้อีกครั้งที่ด้านล่าง
cmd-game-leave = ออกจากเกมของช่องนี้ (สละที่นั่ง)
cmd-game-cancel = ปิดโต๊ะของช่องนี้ (เจ้าของโต๊ะหรือผู้มีสิทธิ์จัดการช่อง)
cmd-game-verify = แสดงลายนิ้วมือของลูกเต๋า (และซีดเมื่อจบแล้ว) ของเกมล่าสุดที่นี่
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = เวลาต่อตา
cmd-leaderboard-game-name = เกม
