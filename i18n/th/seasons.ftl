### th: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = ซีซันไหน (ค่าเริ่มต้น: ซีซันปัจจุบัน) หรือตลอดเวลา
cmd-leaderboard-season-name = ซีซัน
cmd-leaderboard-luck = แสดงกระดานดวง: ใครชนะโอกาส ใครไม่
cmd-leaderboard-luck-name = ดวง
cmd-stats-season = ซีซันไหน (ค่าเริ่มต้น: ซีซันปัจจุบัน) หรือตลอดเวลา
cmd-stats-season-name = ซีซัน
cmd-settings-season = ซีซันของ /leaderboard และ /stats ยาวเท่าไร (ตาม UTC)
cmd-settings-season-length = การเปลี่ยนจะเริ่มซีซันใหม่ทันที ซีซันที่จบแล้วคงเดิม
cmd-settings-season-length-name = ความยาว
season-length-week = สัปดาห์ (จากวันจันทร์ 00:00 UTC)
season-length-month = เดือน (จากวันที่ 1 เวลา 00:00 UTC)
season-length-none = ไม่มี (ตลอดเวลาเท่านั้น)
season-choice-current = ซีซันปัจจุบัน
season-choice-all = ตลอดเวลา
season-choice-past = ซีซัน { $start } – { $end }
season-current = ซีซันตั้งแต่ <t:{ $start }:d> · จบ <t:{ $end }:R> (<t:{ $end }:f>)
season-past = ซีซัน <t:{ $start }:d> – <t:{ $last }:d> (จบแล้ว)
season-all = ตลอดเวลา
settings-season = ซีซัน: { $value }
season-saved = บันทึกแล้ว { $line }
    ซีซันที่กำลังดำเนินอยู่จบลงตอนนี้ ซีซันที่จบแล้วคงเดิม
season-invalid = ซีซันคือหนึ่งสัปดาห์ หนึ่งเดือน หรือไม่มี ไม่มีอะไรเปลี่ยน
luck-won = ดวง: ชนะ { $hits } จาก { $games } ลูกเต๋าให้คุณ { $expected }: **{ $luck }**
luck-lost = ดวง: แพ้ { $hits } จาก { $games } ลูกเต๋าให้คุณแพ้ { $expected }: **{ $luck }**
luck-total = **ดวงในทุกเกม**: { $luck } จาก { $games } เกม
luck-how = *ดวง = จำนวนชนะของคุณ ลบผลรวมโอกาสชนะตอนเริ่มแต่ละเกม (Buck Dice: กลับกัน ใช้การแพ้) มากกว่า 0: ดวงดีกว่าที่ลูกเต๋าสัญญา*
luck-older = *เกมก่อนที่ Pips จะเก็บโอกาสไว้ไม่ถูกนับ*
luck-board-title = ดวง — { $game }
luck-board-luckiest = **ดวงดีที่สุด**
luck-board-unluckiest = **ดวงแย่ที่สุด**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games } เกม)
luck-board-empty = ยังไม่มีใครเล่นครบ { $min } เกม ที่มีโอกาสเก็บไว้ในช่วงนี้
luck-board-hint = ใครมีลูกเต๋าดวงดีที่สุด? /leaderboard luck
luck-number = { $sign }{ $whole }.{ $tenths }
