### Traditional Chinese (Taiwan): "How it went", the story of a finished game in a picture.

button-story = 對局回顧
story-title = 對局回顧 — { $game }
story-axis-turn = 回合
story-axis-win = 獲勝機率
story-axis-lose = 輸的機率
story-comeback-win = { $name } 從 { $percent }% 逆轉
story-comeback-lose = { $name } 輸的機率曾只有 { $percent }%
story-fall-win = { $name } 曾以 { $percent }% 領先卻沒贏
story-fall-lose = { $name } 輸的機率曾達 { $percent }%，卻逃過一劫
story-swing = { $name }：一回合內 { $before }% → { $after }%
story-reply = **對局回顧 — { $game }**：每回合後每名玩家的獲勝機率。
story-reply-lose = **對局回顧 — { $game }**：每回合後每名玩家輸的機率。
story-cancelled = 那局遊戲在結束前被取消了：沒有可回顧的內容。
story-not_finished = 那局遊戲還沒結束：結束後才能回顧。
story-not_seated = 只有那局的玩家（或有「管理頻道」權限者）可以檢視對局回顧。
story-unreadable = 那局遊戲的紀錄無法重現，所以無法回顧。
story-failed = 這次無法畫出圖片；請稍後再試。
history-story = 對局回顧…（選擇一局）
history-story-option = { $game } · { $outcome }
history-story-when = 結束於 { $when }
