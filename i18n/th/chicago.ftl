### Thai: Chicago.

chicago-action-roll = ทอย
chicago-action-reroll = ทอยใหม่ { $face } { $value }
chicago-action-reroll-pictured = ทอยใหม่ { $value }
chicago-action-keep = เก็บไว้
chicago-option-double_roll = ทอยซ้ำได้
chicago-option-three_dice = ลูกเต๋าสามลูก
chicago-seat = { " " }— { $points } แต้ม
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **รอบ { $round }/11 — เป้า { $target }**
chicago-winner = 🏆 { $name } ชนะด้วย { $points } แต้ม!
chicago-joint_victory = 🤝 ชนะร่วม: { $names } คนละ { $points } แต้ม!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total } ไม่ใช่ { $target }{ $then }
chicago-verdict-pair_miss = { " " }— ไม่มีสองลูกที่รวมได้ { $target }{ $then }
chicago-verdict-kept = : 0 แต้ม
chicago-verdict-kept_forced = { " " }— ทอยใหม่ก็ไม่ได้ { $target }: 0 แต้ม
chicago-then-zero = : 0 แต้ม
chicago-event-first_player = จับฉลากได้ { $name } ทอยก่อน
chicago-event-round = รอบ { $round }: เป้า **{ $target }**
chicago-event-roll = { $name } ทอยได้ { $faces }{ $verdict }
chicago-event-reroll = { $name } ทอย { $old } ใหม่: { $faces }{ $verdict }
chicago-event-keep = { $name } เก็บ { $faces }{ $verdict }
chicago-event-timeout = { $name } ไม่ขยับทันเวลา: บอทเลือกทางที่ดีที่สุดให้
chicago-event-game_over = 🏁 เกมจบแล้ว
chicago-rules = **Chicago (ชิคาโก, Rotation)** — ผู้เล่น 2 ถึง 20 คน 11 รอบ
    สุ่มผู้เล่นคนแรก แต่ละรอบเริ่มจากเขาแล้ววนตามเข็มนาฬิกา ในรอบ r เป้าคือ r + 1 (รอบ 1: 2, … รอบ 11: 12)
    ในตาของคุณกด **ทอย**: ลูกเต๋าสองลูก ทอยครั้งเดียว ถ้ารวมได้เท่าเป้า ได้แต้มเท่าเป้า ไม่เช่นนั้นได้ 0 หลัง 11 รอบ คะแนนรวมสูงสุดชนะ ผู้นำที่เสมอกันชนะร่วมกัน
    ตัวเลือก *ทอยซ้ำได้*: เมื่อทอยแล้วไม่ได้แต้ม คุณเลือกได้ — ทอยใหม่หนึ่งลูกพอดี (ปุ่มละลูก แสดงหน้าของมัน) แล้วนับผลใหม่ หรือ **เก็บไว้** (0 แต้ม) ถ้าทอยใหม่อย่างไรก็ไม่ได้แต้ม Pips จะเก็บให้ทันทีและบอกเหตุผล
    ตัวเลือก *ลูกเต๋าสามลูก*: ทอยสามลูก ได้แต้มเท่าเป้าถ้ามีสองลูกใดรวมได้เท่าเป้า บอทเลือกคู่และแสดงให้ดู (คู่แรกที่ใช้ได้จาก 1+2, 1+3, 2+3 — คู่ไหนก็ได้แต้มเท่ากัน) ถ้าเปิดทอยซ้ำได้ด้วย เมื่อพลาดจะทอยใหม่ได้หนึ่งในสามลูก
    ผู้เล่นที่ออกจะไม่ได้แต้มเพิ่ม: แต้มยังอยู่ในใบคะแนน แต่ชนะไม่ได้ การออกกลางตา (พลาดแล้วรอทอยใหม่หรือเก็บ) ทำให้รอบนั้นว่าง ถ้าเหลือผู้เล่นคนเดียว เกมจบทันทีและเขาชนะ
    ถ้าไม่ขยับภายในเวลาต่อตา (15 วินาทีถึง 1 ชั่วโมง ค่าเริ่มต้น 60 วินาที) บอทจะเล่นแทนแบบเดียวกับผู้เล่นคอม: ทอย และเมื่อพลาดจะทอยใหม่ลูกที่มีโอกาสได้แต้มมากที่สุด (ถ้าเท่ากันเลือกลูกแรก)
    ลูกเต๋าทุกลูกมาจากซีดลับที่แสดงลายนิ้วมือ SHA-256 ตั้งแต่เริ่ม ซีดจะเปิดเผยตอนจบ ใครก็ตรวจผลทอยทุกครั้งได้ (`/game verify`)

## Its name

game-chicago = Chicago (ชิคาโก)

## The command picker

cmd-chicago = เกมลูกเต๋า Chicago (ชิคาโก, Rotation)
cmd-chicago-start = เปิดโต๊ะ Chicago ในช่องนี้
cmd-chicago-double_roll = หลังทอยไม่ได้แต้ม ทอยใหม่หนึ่งลูกหรือเก็บไว้
cmd-chicago-three_dice = ทอยสามลูก สองลูกใดรวมได้เท่าเป้าก็ได้แต้ม
cmd-chicago-double_roll-name = ทอยซ้ำได้
cmd-chicago-three_dice-name = ลูกเต๋าสามลูก

## /stats

stats-chicago = คะแนนดีที่สุด: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = โอกาสชนะของแต่ละที่นั่งในโต๊ะ Chicago และคะแนนที่คาดต่อผู้เล่น

## /chicago odds: the answer

odds-header-chicago = โอกาสชนะ ตามที่นั่งจากคนที่เล่นก่อน (ทุกที่นั่งเท่ากัน: ใบคะแนนเป็นอิสระต่อกัน):
odds-method-exact-chicago = แม่นยำ: แจกแจงทุกการทอย พร้อมการทอยใหม่ที่ดีที่สุด

## Live chances

chicago-option-live_chances = โอกาสชนะสด
