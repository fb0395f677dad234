### Thai: a finished game's replay, step by step (cogs/replay.py).

button-replay = รีเพลย์
history-replay = รีเพลย์… (เลือกเกม)
replay-first = แรกสุด
replay-back = ย้อน
replay-next = ถัดไป
replay-last = สุดท้าย
replay-footer = รีเพลย์ · ขั้นที่ { $step } จาก { $steps } · ลายนิ้วมือลูกเต๋า { $fingerprint } · ผลทอยทุกครั้งในนี้มาจากซีดของเกม: /history แสดงซีด, /game verify บอกวิธีตรวจ
replay-other_guild = เกมนั้นเล่นในเซิร์ฟเวอร์อื่น: ดูรีเพลย์ได้เฉพาะที่นั่น
replay-not_finished = มีรีเพลย์เฉพาะเกมที่จบแล้ว: เกมนี้ยังไม่จบหรือถูกยกเลิก
replay-no_step = รีเพลย์นี้ไม่มีขั้นที่ { $step }: มีขั้นตั้งแต่ 0 ถึง { $steps }
replay-unreadable = บันทึกของเกมนั้นเล่นซ้ำไม่ได้ จึงไม่มีรีเพลย์
