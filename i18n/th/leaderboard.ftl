### Thai: /leaderboard.

cmd-leaderboard = อันดับของเซิร์ฟเวอร์นี้ (คอมแยกไว้) และคะแนนเกม Bad Leftovers ที่นี่
cmd-leaderboard-game = เฉพาะเกมนี้ (ค่าเริ่มต้น: ทุกเกม)
leaderboard-title = กระดานผู้นำ — { $game }
leaderboard-all_games = ทุกเกม
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · แต้มต่อรอบ: ยิ่งน้อยยิ่งดี
leaderboard-computers = *คอม จัดอันดับแยก:*
leaderboard-line = { $rank }. { $name } — ชนะ { $wins }, { $games } เกม
leaderboard-line-per_round = { " " }· { $whole }.{ $tenths } ต่อรอบ
leaderboard-empty = ยังไม่มีเกมที่จบ ({ $game }) ในเซิร์ฟเวอร์นี้: เล่นให้จบสักเกมแล้วจะแสดงที่นี่
leaderboard-running = { $game } ในช่องนี้ — รอบ { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· ออกจากเกม
leaderboard-page = หน้า { $page } จาก { $pages }
leaderboard-previous = ◀ ก่อนหน้า
leaderboard-next = ถัดไป ▶
