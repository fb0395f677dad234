### Thai: /stats and /history.

## The command picker

cmd-stats = เกม ชัยชนะ และสถิติของผู้เล่นในเซิร์ฟเวอร์นี้
cmd-stats-player = สถิติของใคร (ค่าเริ่มต้น: ของคุณ)
cmd-stats-player-name = ผู้เล่น
cmd-stats-game = เฉพาะเกมนี้ (ค่าเริ่มต้น: ทุกเกม)
cmd-stats-game-name = เกม
cmd-stats-post = โพสต์คำตอบในช่องให้ทุกคนเห็น (ค่าเริ่มต้น: เห็นแค่คุณ)
cmd-stats-post-name = โพสต์
cmd-history = 10 เกมล่าสุดของช่องนี้: เมื่อไร ใครชนะ โต๊ะ และซีด
cmd-history-game = เฉพาะเกมนี้ (ค่าเริ่มต้น: ทุกเกม)
cmd-history-game-name = เกม
cmd-history-post = โพสต์คำตอบในช่องให้ทุกคนเห็น (ค่าเริ่มต้น: เห็นแค่คุณ)
cmd-history-post-name = โพสต์

## /stats

stats-title = สถิติ — { $name }
stats-total = **ทุกเกม** — { $games } เกม ชนะ { $wins }
stats-kind = **{ $game }** — { $games } เกม ชนะ { $wins }
stats-rate = { " " }· อัตราชนะ { $percent }%
stats-rank = { " " }· อันดับ { $rank } จาก { $ranked }
stats-rate-later = { " " }· อัตราชนะแสดงเมื่อครบ { $min } เกม
stats-empty = { $name } ยังไม่เคยเล่นจบสักเกมในเซิร์ฟเวอร์นี้ ({ $game })
stats-all_games = เกมใดก็ได้

## /history

history-title = เกมล่าสุดในช่องนี้
history-title-kind = เกม { $game } ล่าสุดในช่องนี้
history-line = { $when } · **{ $game }** · { $outcome } · [โต๊ะ]({ $url }) · ซีด `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · ซีด `{ $seed }`
history-won = ชนะ: { $names }
history-lost = แพ้: { $names }
history-no_winner = ไม่มีผู้ชนะ
history-computer = { $name } (คอม)
history-footer = ซีดของเกมให้ผลทอยทุกครั้งของเกมนั้น: /game verify บอกวิธีตรวจ
history-empty = ยังไม่มีเกมที่เล่นจบในช่องนี้
history-empty-kind = ยังไม่มีเกม { $game } ที่เล่นจบในช่องนี้
