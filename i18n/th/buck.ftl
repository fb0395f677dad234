### Thai: Buck Dice.

buck-action-throw = ทอย
buck-button-again = แก้มือ
buck-option-fewer_dice = ลูกเต๋าน้อยลง (สองลูกที่ 13 หนึ่งลูกที่ 14)
buck-option-point_per_throw = หนึ่งแต้มต่อการทอย

## Seats

buck-seat = { " " }— { $score } แต้ม
buck-seat-dice-2 = { " " }— { $score } แต้ม · ทอยสองลูก
buck-seat-dice-1 = { " " }— { $score } แต้ม · ทอยหนึ่งลูก
buck-seat-made = { " " }— ✅ บั๊ก #{ $place }
buck-seat-loser = { " " }— 💀 แพ้ด้วย { $score } แต้ม

## The whole game

buck-point = 🎯 เลขแต้ม: **{ $point }** { $face }
buck-shooter-opening = ผู้ทอยคนแรก: { $shooter } (สูงสุดในการทอยจัดลำดับ)
buck-shooter-rotated = เกม { $game }: { $shooter } ทอยก่อน ถัดไปทางซ้ายหนึ่งที่ของผู้ทอยคนแรกเกมก่อน
buck-loser = 💀 **ผู้แพ้: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 ทอยจัดลำดับ: { $throws }
buck-event-order_throw-order-again = 🎲 เสมอกันหมด ทุกคนทอยใหม่: { $throws }
buck-event-order_throw-first_shooter = 🎲 สูงสุดเสมอกัน ทอยใหม่: { $throws }
buck-event-order_throw-point_thrower = 🎲 ต่ำสุดเสมอกัน ทอยใหม่: { $throws }
buck-throws-extremes = สูงสุด { $high } { $top }, ต่ำสุด { $low } { $bottom }
buck-throws-highest = สูงสุด { $high } { $top }
buck-throws-lowest = ต่ำสุด { $low } { $bottom }
buck-throws-all_tied = ทุกคนทอยได้ { $face }
buck-throws-more = { $names } และอีก { $others } คน
buck-event-first_shooter-opening = { $name } ทอยได้สูงสุดและทอยก่อน
buck-event-first_shooter-rotated = เกม { $game }: { $name } ทอยก่อน (จุดเริ่มเลื่อนไปทางซ้ายหนึ่งที่)
buck-event-point_throw = 🎯 { $name } ทอยเลขแต้ม: **{ $point }** { $face }
buck-event-throw-normal = { $name } ทอยได้ { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } ทอยได้ { $faces }: ไม่มีเลขแต้ม{ $then }
buck-event-throw-big_buck = { $name } ทอยได้ { $faces }: **บั๊กใหญ่!** ขึ้นเป็น 15 ทันที{ $then }
buck-event-throw-little_buck = { $name } ทอยได้ { $faces }: **บั๊กเล็ก** +5 → { $score } จบตา{ $then }
buck-event-throw-overshoot = { $name } ทอยได้ { $faces }: **เกิน** ({ $would_be } > 15): ไม่ได้แต้ม{ $then }
buck-then-again = { " " }— ทอยอีกครั้ง
buck-then-pass = { " " }— ส่งลูกเต๋าต่อ
buck-then-end = { "" }
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }ที่ 13: ต่อจากนี้ทอยสองลูก
buck-note-dice-1 = { " " }ที่ 14: ต่อจากนี้ทอยหนึ่งลูก
buck-event-made_buck = ✅ { $name } ได้ 15 พอดี: บั๊ก (#{ $place }) ถอนตัวและจะไม่แพ้อีกแล้ว
buck-event-left_rotation = { $name } ออกจากวง { $next } ทอย
buck-event-loser-throw = 💀 { $name } เหลือเป็นคนสุดท้าย: **ผู้แพ้** ด้วย { $score } แต้ม
buck-event-loser-forfeit = 💀 { $name } ออกขณะยังทอยสู้กับผู้เล่นอีกคน: **ผู้แพ้**

## Help

buck-rules = **Buck Dice** — ผู้เล่น 2 ถึง 20 คน ลูกเต๋าสามลูก ทำให้ได้ 15 พอดี คนสุดท้ายที่เหลือคือผู้แพ้
    { "*" }*เปิดเกม** (ตอนเริ่ม): ทุกคนทอยลูกเต๋าหนึ่งลูก คนสูงสุดทอยก่อน คนต่ำสุดทอยหนึ่งลูกเพื่อกำหนด **เลขแต้ม** ถ้าเสมอกันหมด ทุกคนทอยใหม่ (จึงเป็นสองคนที่ต่างกันเสมอ) จากนั้นถ้าสูงสุดเสมอ แล้วต่ำสุดเสมอ ให้คนที่เสมอทอยใหม่
    { "*" }*ตาของคุณ**: กดทอย ลูกเต๋าแต่ละลูกที่ได้เลขแต้มได้หนึ่งแต้ม (3-3-6 เมื่อเลขแต้มเป็น 3 ได้ 2) แล้วทอยอีก การทอยที่ไม่มีเลขแต้มจะส่งลูกเต๋าไปทางซ้าย
    { "*" }*บั๊กใหญ่**: เลขแต้มสามลูกทำให้คะแนนเป็น 15 ไม่ว่าเดิมจะเท่าไร (แม้ 13 หรือ 14)
    { "*" }*บั๊กเล็ก**: ตองที่ไม่ใช่เลขแต้มได้ 5 แต้ม และส่งลูกเต๋าต่อ (จาก 10 จะได้ 15 พอดี)
    { "*" }*เกิน**: การทอยที่จะทำให้เกิน 15 (รวมบั๊กเล็ก) ไม่นับ: ทอยอีกครั้ง
    ได้ 15 พอดีถือว่าทำบั๊กสำเร็จและถอนตัว โต๊ะจะแสดงลำดับการทำบั๊ก
    ตัวเลือก *ลูกเต๋าน้อยลง*: ที่ 13 แต้มทอยสองลูก ที่ 14 ทอยหนึ่งลูก ได้เลขแต้มยังได้ทอยต่อ บั๊กใหญ่และบั๊กเล็กต้องใช้สามลูก และจะไม่เกิน
    ตัวเลือก *หนึ่งแต้มต่อการทอย*: การทอยที่มีเลขแต้มได้หนึ่งแต้ม ไม่ว่ากี่ลูกจะได้เลขนั้น (บั๊กใหญ่ยังได้ 15)
    { "*" }*แก้มือ**: ตัวเลือกเดิม ผู้เล่นเกมก่อนได้รับเชิญและกลับเข้าด้วยคลิกเดียว ผู้ทอยคนแรกเลื่อนไปทางซ้ายหนึ่งที่ในหมู่ผู้ที่เล่น และผู้เล่นทางขวาของเขาทอยเลขแต้มใหม่
    { "*" }*การออก** (`/game leave` หรือเจ้าของโต๊ะเอาออก): ถ้าเหลือคุณกับอีกคนเดียวที่ยังทอยอยู่ คุณคือผู้แพ้ (อีกคนรอด) ไม่เช่นนั้นคุณแค่ออกจากวง ไม่ชนะไม่แพ้ (ถ้าเป็นตาคุณ ลูกเต๋าส่งต่อ) และบั๊กที่ทำได้ยังเป็นของคุณ
    ถ้าไม่ทอยภายในเวลาต่อตา (15 วินาทีถึง 1 ชั่วโมง ค่าเริ่มต้น 60 วินาที) บอทจะทอยแทน
    ลูกเต๋ามาจากซีดลับที่กำหนดไว้ล่วงหน้า (แสดงลายนิ้วมือ SHA-256 ตั้งแต่เริ่ม) และเปิดเผยตอนจบ: ใครก็ตรวจการทอยทุกครั้งได้ (`/game verify`)

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: ทำให้ได้ 15 พอดี คนสุดท้ายที่เหลือแพ้
cmd-buck-start = เปิดโต๊ะ Buck Dice ในช่องนี้
cmd-buck-fewer_dice = ทอยสองลูกที่ 13 แต้ม และหนึ่งลูกที่ 14
cmd-buck-point_per_throw = การทอยที่มีเลขแต้มได้หนึ่งแต้ม ไม่ว่ากี่ลูกจะได้เลขนั้น
cmd-buck-fewer_dice-name = ลูกเต๋าน้อยลง
cmd-buck-point_per_throw-name = หนึ่งแต้มต่อการทอย

## /stats

stats-buck = เหลือเป็นคนสุดท้าย (แพ้): { $times } ครั้ง

## /buck odds: the command picker

cmd-buck-odds = โอกาสแพ้ของแต่ละที่นั่งในโต๊ะ Buck Dice และเกมหนึ่งยาวแค่ไหน

## /buck odds: the answer

odds-header-buck = โอกาส **แพ้** (เหลือเป็นคนสุดท้าย) ตามที่นั่งจากผู้ทอยคนแรก:
odds-method-exact-buck = แม่นยำ: กำหนดการพลวัตบนคะแนนและตา

## Live chances

cmd-buck-live_chances = แสดงโอกาสแพ้ของผู้เล่นแต่ละคนข้างคะแนน อัปเดตทุกการทอย
cmd-buck-live_chances-name = โอกาสแพ้สด
buck-option-live_chances = โอกาสแพ้สด
