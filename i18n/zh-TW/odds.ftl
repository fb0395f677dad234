### Traditional Chinese (Taiwan): /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = 牌桌上有幾名玩家
cmd-odds-players-name = 人數
cmd-odds-chips = 每名玩家的起始籌碼（預設 3）
cmd-odds-chips-name = 籌碼
cmd-odds-post = 把結果發到頻道給所有人看（預設：只有你能看到）
cmd-odds-post-name = 公開

## The answer

odds-title = { $game } 機率 · { $players } 名玩家
odds-options = 選項：{ $options }
odds-options-none = 無選項
odds-chips = 每人 { $chips } 個籌碼
odds-decimal = { $whole }.{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = 並列領先者共享勝利：有 { $percent }% 的對局以並列第一結束，每名並列者都算獲勝，所以機率加起來超過 100%。
odds-length-rolls = 預計長度：{ $value } 擲
odds-length-throws = 預計長度：{ $value } 擲
odds-length-rounds = 預計長度：{ $value } 輪
odds-score-points = 每位玩家的預計得分：{ $value } 分
odds-estimate = { $value } ± { $margin }
odds-method-simulation = 模擬 { $games } 局，±{ $margin } 個百分點（3 個標準誤差）。
