### ไทย: high roll เกมสำหรับการทดสอบเท่านั้น

high_roll-action-roll = ทอย
high_roll-seat = { " " }— รวม { $total }
high_roll-round = รอบ { $round }/{ $rounds }
high_roll-event-roll = { $name } ทอยได้ { $face }
high_roll-event-won = 🏆 { $names } { $count ->
       *[other] ชนะ
    } ด้วยผลรวม { $total }!
high_roll-rules = **ไฮโรล** — ผู้เล่น 2 ถึง 6 คน
    ทุกคนผลัดกันทอยลูกเต๋า 1 ลูก วนรอบโต๊ะสามรอบ ผลรวมสูงสุดชนะ ถ้าเสมอก็ชนะร่วมกัน
    ที่นั่ง 1 (เจ้าของโต๊ะ) ทอยก่อน ถ้าไม่ทอยภายในเวลาต่อตา บอทจะทอยแทน

## game

game-high_roll = ไฮโรล

## commands

cmd-high_roll = เกมลูกเต๋า ไฮโรล
cmd-high_roll-start = เปิดโต๊ะ ไฮโรล ในช่องนี้

## /stats

stats-high_roll = ผลรวมดีที่สุด: { $total }
