### Japanese: a finished game's replay, step by step (cogs/replay.py).

button-replay = リプレイ
history-replay = リプレイ…（ゲームを選ぶ）
replay-first = 最初
replay-back = 戻る
replay-next = 次へ
replay-last = 最後
replay-footer = リプレイ · ステップ { $step }/{ $steps } · サイコロの指紋 { $fingerprint } · ここの目はすべてゲームのシードから: シードは /history、確かめ方は /game verify で
replay-other_guild = そのゲームは別のサーバーで遊ばれました。リプレイはそのサーバーでのみ見られます。
replay-not_finished = リプレイがあるのは終わったゲームだけです。このゲームはまだ終わっていないか、中止されました。
replay-no_step = このリプレイにステップ { $step } はありません。ステップは 0 から { $steps } までです。
replay-unreadable = そのゲームの記録は再生できないため、リプレイはありません。
