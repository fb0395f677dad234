### Japanese: "How it went", the story of a finished game in a picture.

button-story = ゲームの流れ
story-title = ゲームの流れ — { $game }
story-axis-turn = 手番
story-axis-win = 勝つ確率
story-axis-lose = 負ける確率
story-comeback-win = { $name } が { $percent }% から逆転
story-comeback-lose = { $name } の負ける確率は { $percent }% だけだった
story-fall-win = { $name } は { $percent }% で優勢だったが勝てなかった
story-fall-lose = { $name } は負ける確率 { $percent }% から逃げ切った
story-swing = { $name }: 1手番で { $before }% → { $after }%
story-reply = **ゲームの流れ — { $game }**: 各手番後の各プレイヤーの勝つ確率。
story-reply-lose = **ゲームの流れ — { $game }**: 各手番後の各プレイヤーの負ける確率。
story-cancelled = そのゲームは終わる前に中止されました: 語る流れはありません。
story-not_finished = そのゲームはまだ終わっていません: 流れは終了後に表示されます。
story-not_seated = ゲームの流れを見られるのは、そのゲームのプレイヤー（またはチャンネル管理権限を持つ人）だけです。
story-unreadable = そのゲームの記録を再生できないため、流れを表示できません。
story-failed = 今回は図を描けませんでした。少ししてからお試しください。
history-story = ゲームの流れ…（ゲームを選ぶ）
history-story-option = { $game } · { $outcome }
history-story-when = { $when } に終了
