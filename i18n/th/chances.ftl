### Thai: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· โอกาสแพ้ { $percent }%
cmd-live_chances = แสดงโอกาสชนะของผู้เล่นแต่ละคนข้างคะแนน อัปเดตทุกการเดิน
cmd-live_chances-name = โอกาสสด
