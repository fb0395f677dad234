### Thai: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = จำนวนผู้เล่นที่โต๊ะ
cmd-odds-players-name = ผู้เล่น
cmd-odds-chips = ชิปที่ผู้เล่นแต่ละคนเริ่ม (ค่าเริ่มต้น 3)
cmd-odds-chips-name = ชิป
cmd-odds-post = โพสต์คำตอบในช่องให้ทุกคนเห็น (ค่าเริ่มต้น: เห็นแค่คุณ)
cmd-odds-post-name = โพสต์

## The answer

odds-title = โอกาสใน { $game } · ผู้เล่น { $players } คน
odds-options = ตัวเลือก: { $options }
odds-options-none = ไม่มีตัวเลือก
odds-chips = คนละ { $chips } ชิป
odds-decimal = { $whole }.{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = ผู้นำที่เสมอกันชนะร่วมกัน: { $percent }% ของเกมจบด้วยการเสมอที่หนึ่ง และผู้นำที่เสมอทุกคนนับว่าชนะ โอกาสรวมจึงเกิน 100%
odds-length-rolls = ความยาวที่คาด: { $value } การทอย
odds-length-throws = ความยาวที่คาด: { $value } การทอย
odds-length-rounds = ความยาวที่คาด: { $value } รอบ
odds-score-points = คะแนนที่คาดต่อผู้เล่น: { $value } คะแนน
odds-estimate = { $value } ± { $margin }
odds-method-simulation = จำลอง { $games } เกม, ±{ $margin } จุด (3 เท่าของความคลาดเคลื่อนมาตรฐาน)
