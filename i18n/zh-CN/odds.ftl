### Simplified Chinese: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = 牌桌上有几名玩家
cmd-odds-players-name = 人数
cmd-odds-chips = 每名玩家的起始筹码（默认 3）
cmd-odds-chips-name = 筹码
cmd-odds-post = 把结果发到频道给所有人看（默认：只有你能看到）
cmd-odds-post-name = 公开

## The answer

odds-title = { $game } 几率 · { $players } 名玩家
odds-options = 选项：{ $options }
odds-options-none = 无选项
odds-chips = 每人 { $chips } 个筹码
odds-decimal = { $whole }.{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = 并列领先者共享胜利：有 { $percent }% 的对局以并列第一结束，每名并列者都算获胜，所以几率加起来超过 100%。
odds-length-rolls = 预计长度：{ $value } 掷
odds-length-throws = 预计长度：{ $value } 掷
odds-length-rounds = 预计长度：{ $value } 轮
odds-score-points = 每位玩家的预计得分：{ $value } 分
odds-estimate = { $value } ± { $margin }
odds-method-simulation = 模拟 { $games } 局，±{ $margin } 个百分点（3 个标准误差）。
