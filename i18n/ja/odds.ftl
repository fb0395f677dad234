### Japanese: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = テーブルのプレイヤー数
cmd-odds-players-name = 人数
cmd-odds-chips = 各プレイヤーの開始チップ（既定3）
cmd-odds-chips-name = チップ
cmd-odds-post = 答えをチャンネルに投稿して全員に見せる（既定: 自分だけに表示）
cmd-odds-post-name = 投稿

## The answer

odds-title = { $game } の確率 · { $players } 人
odds-options = オプション: { $options }
odds-options-none = オプションなし
odds-chips = 各 { $chips } 枚
odds-decimal = { $whole }.{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = 同点の首位は勝利を分け合います: ゲームの { $percent }% は首位が同点で終わり、同点の各自が勝ちと数えられるため、確率の合計は 100% を超えます。
odds-length-rolls = 予想される長さ: { $value } ロール
odds-length-throws = 予想される長さ: { $value } 投
odds-length-rounds = 予想される長さ: { $value } ラウンド
odds-score-points = 1人あたりの予想得点: { $value } 点
odds-estimate = { $value } ± { $margin }
odds-method-simulation = { $games } ゲームのシミュレーション、±{ $margin } ポイント（標準誤差の3倍）。
