### Chinese (Traditional): a finished game's replay, step by step (cogs/replay.py).

button-replay = 重播
history-replay = 重播…（選擇一局）
replay-first = 開頭
replay-back = 上一步
replay-next = 下一步
replay-last = 結尾
replay-footer = 重播 · 第 { $step }/{ $steps } 步 · 骰子指紋 { $fingerprint } · 這裡的每次擲骰都來自本局的種子：/history 顯示種子，/game verify 說明如何核對
replay-other_guild = 那局是在另一個伺服器玩的：重播只在那裡顯示。
replay-not_finished = 只有已結束的一局才有重播：這局還沒結束，或已取消。
replay-no_step = 這個重播沒有第 { $step } 步：步數從 0 到 { $steps }。
replay-unreadable = 那局的紀錄無法重現，所以沒有重播。
