### Simplified Chinese: "How it went", the story of a finished game in a picture.

button-story = 对局回顾
story-title = 对局回顾 — { $game }
story-axis-turn = 回合
story-axis-win = 获胜几率
story-axis-lose = 输的几率
story-comeback-win = { $name } 从 { $percent }% 逆转
story-comeback-lose = { $name } 输的几率曾只有 { $percent }%
story-fall-win = { $name } 曾以 { $percent }% 领先却没赢
story-fall-lose = { $name } 输的几率曾达 { $percent }%，却逃过一劫
story-swing = { $name }：一回合内 { $before }% → { $after }%
story-reply = **对局回顾 — { $game }**：每回合后每名玩家的获胜几率。
story-reply-lose = **对局回顾 — { $game }**：每回合后每名玩家输的几率。
story-cancelled = 那局游戏在结束前被取消了：没有可回顾的内容。
story-not_finished = 那局游戏还没结束：结束后才能回顾。
story-not_seated = 只有那局的玩家（或有“管理频道”权限者）可以查看对局回顾。
story-unreadable = 那局游戏的记录无法重放，所以无法回顾。
story-failed = 这次无法画出图片；请稍后再试。
history-story = 对局回顾…（选择一局）
history-story-option = { $game } · { $outcome }
history-story-when = 结束于 { $when }
