### Japanese: /stats and /history.

## The command picker

cmd-stats = このサーバーでのプレイヤーのゲーム数、勝利数、記録
cmd-stats-player = 誰の成績か（既定: 自分）
cmd-stats-player-name = プレイヤー
cmd-stats-game = このゲームだけ（既定: すべてのゲーム）
cmd-stats-game-name = ゲーム
cmd-stats-post = 答えをチャンネルに投稿して全員に見せる（既定: 自分だけに表示）
cmd-stats-post-name = 投稿
cmd-history = このチャンネルの直近10ゲーム: 日時、勝者、テーブル、シード
cmd-history-game = このゲームだけ（既定: すべてのゲーム）
cmd-history-game-name = ゲーム
cmd-history-post = 答えをチャンネルに投稿して全員に見せる（既定: 自分だけに表示）
cmd-history-post-name = 投稿

## /stats

stats-title = 成績 — { $name }
stats-total = **全ゲーム** — { $games } ゲーム、{ $wins } 勝
stats-kind = **{ $game }** — { $games } ゲーム、{ $wins } 勝
stats-rate = { " " }· 勝率 { $percent }%
stats-rank = { " " }· { $ranked } 人中 { $rank } 位
stats-rate-later = { " " }· 勝率は { $min } ゲームから
stats-empty = { $name } はこのサーバーでまだゲーム（{ $game }）を終えていません。
stats-all_games = すべてのゲーム

## /history

history-title = このチャンネルの最近のゲーム
history-title-kind = このチャンネルの最近の { $game }
history-line = { $when } · **{ $game }** · { $outcome } · [テーブル]({ $url }) · シード `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · シード `{ $seed }`
history-won = 勝ち: { $names }
history-lost = 負け: { $names }
history-no_winner = 勝者なし
history-computer = { $name }（CPU）
history-footer = ゲームのシードからすべての目が分かります: 確かめ方は /game verify で。
history-empty = このチャンネルではまだゲームが終わっていません。
history-empty-kind = このチャンネルではまだ { $game } のゲームが終わっていません。
