### Traditional Chinese (Taiwan): /leaderboard.

cmd-leaderboard = 本伺服器的排名（電腦另列）以及這裡一局 Bad Leftovers 的分數
cmd-leaderboard-game = 只看這個遊戲（預設：所有遊戲）
leaderboard-title = 排行榜 — { $game }
leaderboard-all_games = 所有遊戲
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · 每輪分數：越低越好
leaderboard-computers = *電腦，另行排名：*
leaderboard-line = { $rank }. { $name } — { $wins } 勝，{ $games } 局
leaderboard-line-per_round = { " " }· 每輪 { $whole }.{ $tenths }
leaderboard-empty = 本伺服器還沒有已結束的遊戲（{ $game }）：完成一局就會顯示在這裡。
leaderboard-running = 本頻道的 { $game } — 第 { $round } 輪
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· 已退出
leaderboard-page = 第 { $page }/{ $pages } 頁
leaderboard-previous = ◀ 上一頁
leaderboard-next = 下一頁 ▶
