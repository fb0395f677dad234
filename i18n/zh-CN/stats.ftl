### Simplified Chinese: /stats and /history.

## The command picker

cmd-stats = 某玩家在本服务器的对局、胜场和纪录
cmd-stats-player = 谁的统计（默认：你自己）
cmd-stats-player-name = 玩家
cmd-stats-game = 只看这个游戏（默认：所有游戏）
cmd-stats-game-name = 游戏
cmd-stats-post = 把结果发到频道给所有人看（默认：只有你能看到）
cmd-stats-post-name = 公开
cmd-history = 本频道最近 10 局：时间、赢家、牌桌及其种子
cmd-history-game = 只看这个游戏（默认：所有游戏）
cmd-history-game-name = 游戏
cmd-history-post = 把结果发到频道给所有人看（默认：只有你能看到）
cmd-history-post-name = 公开

## /stats

stats-title = 统计 — { $name }
stats-total = **所有游戏** — { $games } 局，{ $wins } 胜
stats-kind = **{ $game }** — { $games } 局，{ $wins } 胜
stats-rate = { " " }· 胜率 { $percent }%
stats-rank = { " " }· 第 { $rank } 名，共 { $ranked } 人
stats-rate-later = { " " }· 满 { $min } 局后显示胜率
stats-empty = { $name } 在本服务器还没有完成过游戏（{ $game }）。
stats-all_games = 任意游戏

## /history

history-title = 本频道最近的对局
history-title-kind = 本频道最近的 { $game } 对局
history-line = { $when } · **{ $game }** · { $outcome } · [牌桌]({ $url }) · 种子 `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · 种子 `{ $seed }`
history-won = 赢：{ $names }
history-lost = 输：{ $names }
history-no_winner = 无人获胜
history-computer = { $name }（电脑）
history-footer = 一局的种子决定它的每一次掷骰：/game verify 说明如何核对。
history-empty = 本频道还没有已完成的对局。
history-empty-kind = 本频道还没有已完成的 { $game } 对局。
