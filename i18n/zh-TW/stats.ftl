### Traditional Chinese (Taiwan): /stats and /history.

## The command picker

cmd-stats = 某玩家在本伺服器的對局、勝場和紀錄
cmd-stats-player = 誰的統計（預設：你自己）
cmd-stats-player-name = 玩家
cmd-stats-game = 只看這個遊戲（預設：所有遊戲）
cmd-stats-game-name = 遊戲
cmd-stats-post = 把結果發到頻道給所有人看（預設：只有你能看到）
cmd-stats-post-name = 公開
cmd-history = 本頻道最近 10 局：時間、贏家、牌桌及其種子
cmd-history-game = 只看這個遊戲（預設：所有遊戲）
cmd-history-game-name = 遊戲
cmd-history-post = 把結果發到頻道給所有人看（預設：只有你能看到）
cmd-history-post-name = 公開

## /stats

stats-title = 統計 — { $name }
stats-total = **所有遊戲** — { $games } 局，{ $wins } 勝
stats-kind = **{ $game }** — { $games } 局，{ $wins } 勝
stats-rate = { " " }· 勝率 { $percent }%
stats-rank = { " " }· 第 { $rank } 名，共 { $ranked } 人
stats-rate-later = { " " }· 滿 { $min } 局後顯示勝率
stats-empty = { $name } 在本伺服器還沒有完成過遊戲（{ $game }）。
stats-all_games = 任意遊戲

## /history

history-title = 本頻道最近的對局
history-title-kind = 本頻道最近的 { $game } 對局
history-line = { $when } · **{ $game }** · { $outcome } · [牌桌]({ $url }) · 種子 `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · 種子 `{ $seed }`
history-won = 贏：{ $names }
history-lost = 輸：{ $names }
history-no_winner = 無人獲勝
history-computer = { $name }（電腦）
history-footer = 一局的種子決定它的每一次擲骰：/game verify 說明如何核對。
history-empty = 本頻道還沒有已完成的對局。
history-empty-kind = 本頻道還沒有已完成的 { $game } 對局。
