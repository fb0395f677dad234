### Japanese: /leaderboard.

cmd-leaderboard = このサーバーの順位（CPU は別枠）と、ここでの Bad Leftovers の得点
cmd-leaderboard-game = このゲームだけ（既定: すべてのゲーム）
leaderboard-title = ランキング — { $game }
leaderboard-all_games = すべてのゲーム
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · 1ラウンドあたりの点: 少ないほど良い
leaderboard-computers = *CPU（別枠の順位）:*
leaderboard-line = { $rank }. { $name } — { $wins } 勝、{ $games } ゲーム
leaderboard-line-per_round = { " " }· 1ラウンド { $whole }.{ $tenths }
leaderboard-empty = このサーバーにはまだ終わったゲーム（{ $game }）がありません。1つ終えるとここに表示されます。
leaderboard-running = このチャンネルの { $game } — ラウンド { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· 退出
leaderboard-page = { $page }/{ $pages } ページ
leaderboard-previous = ◀ 前へ
leaderboard-next = 次へ ▶
