### Chinese (Simplified): a finished game's replay, step by step (cogs/replay.py).

button-replay = 回放
history-replay = 回放…（选择一局）
replay-first = 开头
replay-back = 上一步
replay-next = 下一步
replay-last = 结尾
replay-footer = 回放 · 第 { $step }/{ $steps } 步 · 骰子指纹 { $fingerprint } · 这里的每次掷骰都来自本局的种子：/history 显示种子，/game verify 说明如何核对
replay-other_guild = 那局是在另一个服务器玩的：回放只在那里显示。
replay-not_finished = 只有已结束的一局才有回放：这局还没结束，或已取消。
replay-no_step = 这个回放没有第 { $step } 步：步数从 0 到 { $steps }。
replay-unreadable = 那局的记录无法重放，所以没有回放。
