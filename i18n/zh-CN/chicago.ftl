### Simplified Chinese: Chicago.

chicago-action-roll = 掷骰
chicago-action-reroll = 重掷 { $face } { $value }
chicago-action-reroll-pictured = 重掷 { $value }
chicago-action-keep = 保留
chicago-option-double_roll = 可重掷
chicago-option-three_dice = 三颗骰子
chicago-seat = { " " }— { $points } 分
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **第 { $round }/11 轮 — 目标 { $target }**
chicago-winner = 🏆 { $name } 以 { $points } 分获胜！
chicago-joint_victory = 🤝 并列获胜：{ $names }，各 { $points } 分！
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }：**+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }：**+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }，不是 { $target }{ $then }
chicago-verdict-pair_miss = { " " }— 没有两颗能凑成 { $target }{ $then }
chicago-verdict-kept = ：0 分
chicago-verdict-kept_forced = { " " }— 重掷也凑不出 { $target }：0 分
chicago-then-zero = ：0 分
chicago-event-first_player = 抽签决定 { $name } 先掷。
chicago-event-round = 第 { $round } 轮：目标 **{ $target }**。
chicago-event-roll = { $name } 掷出 { $faces }{ $verdict }。
chicago-event-reroll = { $name } 重掷了 { $old }：{ $faces }{ $verdict }。
chicago-event-keep = { $name } 保留 { $faces }{ $verdict }。
chicago-event-timeout = { $name } 未及时行动：机器人替其做出最佳选择。
chicago-event-game_over = 🏁 游戏结束。
chicago-rules = **Chicago（芝加哥，轮转）** — 2 到 20 名玩家，11 轮。
    先手玩家随机抽出；每轮从他开始按顺时针进行。第 r 轮的目标是 r + 1（第 1 轮：2，… 第 11 轮：12）。
    轮到你时点 **掷骰**：两颗骰子，掷一次。点数之和等于目标就得到目标的分数，否则 0 分。11 轮后总分最高者获胜；并列领先者共享胜利。
    选项 *可重掷*：掷骰没有得分时，你可以选择——只重掷一颗骰子（每颗骰子一个按钮，显示它的点数）并按新结果计分，或 **保留**（0 分）。如果怎样重掷都不能得分，Pips 会立即替你保留并说明原因。
    选项 *三颗骰子*：掷三颗，只要其中任意两颗之和等于目标就得分；机器人选出这一对并显示（按 1+2、1+3、2+3 的顺序取第一对符合的——任何一对得分相同）。若同时开启可重掷，未中时可以重掷三颗中的一颗。
    离开的玩家不再得分：他的分数留在记分表上，但不能获胜。在回合中途（未中、等待重掷或保留时）离开，该轮留空。如果只剩一名玩家，游戏立即结束，他获胜。
    若在回合时限（15 秒到 1 小时，默认 60 秒）内没有行动，机器人会像电脑玩家一样代你操作：掷骰，未中后重掷最有机会得分的那颗骰子（并列时取第一颗）。
    每颗骰子都来自一个秘密种子，其 SHA-256 承诺从一开始就显示；种子在结束时公开，任何人都能核对每一次掷骰（`/game verify`）。

## Its name

game-chicago = Chicago（芝加哥）

## The command picker

cmd-chicago = Chicago（芝加哥，轮转）骰子游戏
cmd-chicago-start = 在本频道开一张 Chicago 牌桌
cmd-chicago-double_roll = 掷骰未得分后，重掷一颗骰子或保留
cmd-chicago-three_dice = 掷三颗骰子；任意两颗之和等于目标即得分
cmd-chicago-double_roll-name = 可重掷
cmd-chicago-three_dice-name = 三颗骰子

## /stats

stats-chicago = 最高分：{ $score }

## /chicago odds: the command picker

cmd-chicago-odds = Chicago 牌桌上每个座位的获胜几率，以及每位玩家的预计得分

## /chicago odds: the answer

odds-header-chicago = 获胜几率，按座位从先手起（各座位相同：记分表互相独立）：
odds-method-exact-chicago = 精确：枚举每一次掷骰，并采用最佳重掷。

## Live chances

chicago-option-live_chances = 实时胜率
