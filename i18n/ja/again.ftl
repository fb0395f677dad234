### Japanese: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = 前のゲームから招待（「参加」を1回押すだけ、同じ開始チップ）: { $names }
table-server_settings = このサーバー: テーブルの言語 { $language }、CPU席 { $computers }。
again-expired = このゲームの「もう一度遊ぶ」は期限切れです。/… start コマンドで新しいテーブルを開いてください。

## Host controls

cmd-game-remove = いなくなったプレイヤーを外す。席は棄権になる（ホストかチャンネル管理権限）
cmd-game-remove-player = 外すプレイヤー
cmd-game-remove-player-name = プレイヤー
cmd-game-host = ホストの役をテーブルの別のプレイヤーに渡す
cmd-game-host-player = 新しくホストになるプレイヤー
cmd-game-host-player-name = プレイヤー
event-removed = 🚪 <@{ $by }> が { $name } をテーブルから外しました。
event-host_changed = 👑 { $name } が新しいホストです。
host-removed = <@{ $player }> をテーブルから外しました。
host-handed = <@{ $player }> が新しいホストです。
host-not_seated = <@{ $player }> はこのテーブルでプレイしている人ではありません。何も変更されていません。
host-already = <@{ $player }> はすでにホストです。何も変更されていません。
host-remove_self = 自分がテーブルから抜けるには /game leave を使ってください。何も変更されていません。
table-removed = ホストによってこのゲームから外されました。次のゲームには参加できます。
