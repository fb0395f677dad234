### zh-CN: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = 哪个赛季（默认：当前赛季），或全部时间
cmd-leaderboard-season-name = 赛季
cmd-leaderboard-luck = 显示运气榜：谁超越了概率，谁没有
cmd-leaderboard-luck-name = 运气
cmd-stats-season = 哪个赛季（默认：当前赛季），或全部时间
cmd-stats-season-name = 赛季
cmd-settings-season = /leaderboard 和 /stats 的赛季长度（UTC）
cmd-settings-season-length = 更改会立即开始新赛季；已结束的赛季保持不变
cmd-settings-season-length-name = 长度
season-length-week = 周（周一 00:00 UTC 起）
season-length-month = 月（1 日 00:00 UTC 起）
season-length-none = 无（仅全部时间）
season-choice-current = 当前赛季
season-choice-all = 全部时间
season-choice-past = 赛季 { $start } – { $end }
season-current = 赛季始于 <t:{ $start }:d> · 结束于 <t:{ $end }:R>（<t:{ $end }:f>）
season-past = 赛季 <t:{ $start }:d> – <t:{ $last }:d>（已结束）
season-all = 全部时间
settings-season = 赛季：{ $value }
season-saved = 已保存。{ $line }
    进行中的赛季现在结束；已结束的赛季保持不变。
season-invalid = 赛季可以是一周、一个月或无；未做任何更改。
luck-won = 运气：{ $games } 局赢 { $hits } 局；骰子给你的期望是 { $expected }：**{ $luck }**
luck-lost = 运气：{ $games } 局输 { $hits } 局；骰子给你的期望是输 { $expected } 局：**{ $luck }**
luck-total = **所有游戏的运气**：{ $luck }，共 { $games } 局
luck-how = *运气 = 你的胜局数减去每局开始时你获胜概率之和（Buck Dice：反过来，算输局）。大于 0：比骰子承诺的更幸运。*
luck-older = *Pips 保存概率之前的对局不计入。*
luck-board-title = 运气 — { $game }
luck-board-luckiest = **最幸运**
luck-board-unluckiest = **最不走运**
luck-board-line = { $rank }. { $name } **{ $luck }**（{ $games } 局）
luck-board-empty = 本期间还没有人完成 { $min } 局有概率记录的对局。
luck-board-hint = 谁的骰子最幸运？/leaderboard luck
luck-number = { $sign }{ $whole }.{ $tenths }
