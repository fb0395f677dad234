### ja: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = どのシーズンか（既定: 現在のシーズン）、または全期間
cmd-leaderboard-season-name = シーズン
cmd-leaderboard-luck = 運ランキングを表示: 確率を上回ったのは誰か
cmd-leaderboard-luck-name = 運
cmd-stats-season = どのシーズンか（既定: 現在のシーズン）、または全期間
cmd-stats-season-name = シーズン
cmd-settings-season = /leaderboard と /stats のシーズンの長さ（UTC）
cmd-settings-season-length = 変更すると今から新しいシーズンが始まります。終わったシーズンはそのままです
cmd-settings-season-length-name = 長さ
season-length-week = 週（月曜 00:00 UTC から）
season-length-month = 月（1日 00:00 UTC から）
season-length-none = なし（全期間のみ）
season-choice-current = 現在のシーズン
season-choice-all = 全期間
season-choice-past = シーズン { $start } – { $end }
season-current = シーズン開始 <t:{ $start }:d> · 終了 <t:{ $end }:R>（<t:{ $end }:f>）
season-past = シーズン <t:{ $start }:d> – <t:{ $last }:d>（終了）
season-all = 全期間
settings-season = シーズン: { $value }
season-saved = 保存しました。{ $line }
    進行中のシーズンは今終わります。終わったシーズンはそのままです。
season-invalid = シーズンは週、月、なしのいずれかです。何も変更されていません。
luck-won = 運: { $games } 戦 { $hits } 勝、サイコロの期待値は { $expected }: **{ $luck }**
luck-lost = 運: { $games } 戦 { $hits } 敗、サイコロの期待値は { $expected } 敗: **{ $luck }**
luck-total = **全ゲームの運**: { $luck }（{ $games } ゲーム）
luck-how = *運 = 勝ち数 − 各ゲーム開始時の勝率の合計（Buck Dice は逆で、負け数）。0 より上: サイコロの約束より幸運。*
luck-older = *Pips が確率を保存する前のゲームは含まれません。*
luck-board-title = 運 — { $game }
luck-board-luckiest = **幸運な人**
luck-board-unluckiest = **不運な人**
luck-board-line = { $rank }. { $name } **{ $luck }**（{ $games } ゲーム）
luck-board-empty = この期間に、確率が記録されたゲームを { $min } ゲーム以上終えた人はまだいません。
luck-board-hint = 一番運のいいサイコロは誰？ /leaderboard luck
luck-number = { $sign }{ $whole }.{ $tenths }
