### Thai: "How it went", the story of a finished game in a picture.

button-story = เกมเป็นอย่างไร
story-title = เกมเป็นอย่างไร — { $game }
story-axis-turn = ตา
story-axis-win = โอกาสชนะ
story-axis-lose = โอกาสแพ้
story-comeback-win = { $name } พลิกกลับมาจาก { $percent }%
story-comeback-lose = { $name } มีโอกาสแพ้เพียง { $percent }%
story-fall-win = { $name } นำด้วย { $percent }% แต่ไม่ชนะ
story-fall-lose = { $name } มีโอกาสแพ้ { $percent }% แต่รอดมาได้
story-swing = { $name }: { $before }% → { $after }% ในตาเดียว
story-reply = **เกมเป็นอย่างไร — { $game }**: โอกาสชนะของผู้เล่นแต่ละคนหลังทุกตา
story-reply-lose = **เกมเป็นอย่างไร — { $game }**: โอกาสแพ้ของผู้เล่นแต่ละคนหลังทุกตา
story-cancelled = เกมนั้นถูกยกเลิกก่อนจบ: ไม่มีเรื่องให้เล่า
story-not_finished = เกมนั้นยังไม่จบ: จะเล่าเรื่องเมื่อเกมจบ
story-not_seated = เฉพาะผู้เล่นของเกมนั้น (หรือผู้มีสิทธิ์จัดการช่อง) ที่ดูได้ว่าเกมเป็นอย่างไร
story-unreadable = เล่นบันทึกของเกมนั้นซ้ำไม่ได้ จึงเล่าเรื่องไม่ได้
story-failed = วาดภาพไม่ได้ในครั้งนี้ โปรดลองใหม่อีกสักครู่
history-story = เกมเป็นอย่างไร… (เลือกเกม)
history-story-option = { $game } · { $outcome }
history-story-when = จบ { $when }
