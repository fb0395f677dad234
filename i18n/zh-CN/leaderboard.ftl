### Simplified Chinese: /leaderboard.

cmd-leaderboard = 本服务器的排名（电脑另列）以及这里一局 Bad Leftovers 的分数
cmd-leaderboard-game = 只看这个游戏（默认：所有游戏）
leaderboard-title = 排行榜 — { $game }
leaderboard-all_games = 所有游戏
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · 每轮分数：越低越好
leaderboard-computers = *电脑，另行排名：*
leaderboard-line = { $rank }. { $name } — { $wins } 胜，{ $games } 局
leaderboard-line-per_round = { " " }· 每轮 { $whole }.{ $tenths }
leaderboard-empty = 本服务器还没有已结束的游戏（{ $game }）：完成一局就会显示在这里。
leaderboard-running = 本频道的 { $game } — 第 { $round } 轮
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· 已退出
leaderboard-page = 第 { $page }/{ $pages } 页
leaderboard-previous = ◀ 上一页
leaderboard-next = 下一页 ▶
