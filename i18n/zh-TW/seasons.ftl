### zh-TW: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = 哪個賽季（預設：目前賽季），或全部時間
cmd-leaderboard-season-name = 賽季
cmd-leaderboard-luck = 顯示運氣榜：誰超越了機率，誰沒有
cmd-leaderboard-luck-name = 運氣
cmd-stats-season = 哪個賽季（預設：目前賽季），或全部時間
cmd-stats-season-name = 賽季
cmd-settings-season = /leaderboard 和 /stats 的賽季長度（UTC）
cmd-settings-season-length = 變更會立即開始新賽季；已結束的賽季維持不變
cmd-settings-season-length-name = 長度
season-length-week = 週（週一 00:00 UTC 起）
season-length-month = 月（1 日 00:00 UTC 起）
season-length-none = 無（僅全部時間）
season-choice-current = 目前賽季
season-choice-all = 全部時間
season-choice-past = 賽季 { $start } – { $end }
season-current = 賽季始於 <t:{ $start }:d> · 結束於 <t:{ $end }:R>（<t:{ $end }:f>）
season-past = 賽季 <t:{ $start }:d> – <t:{ $last }:d>（已結束）
season-all = 全部時間
settings-season = 賽季：{ $value }
season-saved = 已儲存。{ $line }
    進行中的賽季現在結束；已結束的賽季維持不變。
season-invalid = 賽季可以是一週、一個月或無；未做任何變更。
luck-won = 運氣：{ $games } 局贏 { $hits } 局；骰子給你的期望是 { $expected }：**{ $luck }**
luck-lost = 運氣：{ $games } 局輸 { $hits } 局；骰子給你的期望是輸 { $expected } 局：**{ $luck }**
luck-total = **所有遊戲的運氣**：{ $luck }，共 { $games } 局
luck-how = *運氣 = 你的勝局數減去每局開始時你獲勝機率的總和（Buck Dice：反過來，算輸局）。大於 0：比骰子承諾的更幸運。*
luck-older = *Pips 儲存機率之前的對局不計入。*
luck-board-title = 運氣 — { $game }
luck-board-luckiest = **最幸運**
luck-board-unluckiest = **最不走運**
luck-board-line = { $rank }. { $name } **{ $luck }**（{ $games } 局）
luck-board-empty = 本期間還沒有人完成 { $min } 局有機率紀錄的對局。
luck-board-hint = 誰的骰子最幸運？/leaderboard luck
luck-number = { $sign }{ $whole }.{ $tenths }
