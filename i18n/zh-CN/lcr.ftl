### Simplified Chinese: LCR.

lcr-action-roll = 掷骰
lcr-option-dice-by--chips = 骰子数随筹码
lcr-option-dice-always--three = 总是三颗骰子
lcr-option-dot_to_win = 全点获胜
lcr-option-stakes = 自选起始筹码
lcr-seat = { " " }— { $chips } 个筹码
lcr-pot = 奖池：{ $pot } 个 · 场上 { $dealt } 个
lcr-hand = { " " }· 第 { $hand } 手（双倍奖池）
lcr-last_holder = { $name } 持有剩下的全部筹码：只有掷出全是点才赢；掷出 L 或 R 则继续。
lcr-event-deal = 每人领取筹码。
lcr-event-roll = { $name } 掷出 { $faces }：{ $moves }。
lcr-event-roll-nothing = 没有移动
lcr-event-roll-idle = { $faces } 无效：没有筹码了
lcr-event-roll-no_win = 不全是点：还没赢，继续
lcr-event-move-seat = { $count } 个给 { $target }
lcr-event-move-pot = { $count } 个进奖池
lcr-event-win = 🏆 { $name } 赢得 { $chips } 个筹码！
lcr-event-double_pot = 无人持有筹码：{ $pot } 个筹码的奖池滚入下一手，每人重新领取筹码（第 { $hand } 手）。
lcr-event-double_pot-next = 无人持有筹码：{ $pot } 个筹码的奖池滚入下一手，每人重新领取筹码（第 { $hand } 手）；{ $next } 先掷。
lcr-event-chips_to_pot = { $name } 把 { $chips } 个筹码放入奖池。
lcr-rules = **LCR（左中右，Left Center Right）** — 3 到 20 名玩家，每人 3 个筹码起。
    轮到你时，每持有一个筹码掷一颗骰子，最多三颗（选项 *总是三颗骰子*：只要有筹码就掷三颗；从左到右结算，筹码用完后其余骰子无效）。没有筹码时会被跳过，但仍留在游戏中。
    1–3 是点（无事发生），4 = **L**：给左边的玩家（下一个座位）一个筹码，5 = **C**：放一个筹码进奖池，6 = **R**：给右边的玩家（上一个座位）一个筹码。
    当只剩一名玩家持有筹码时，他赢得自己的筹码和奖池。
    选项 *全点获胜*：最后的持有者必须掷出全是点才赢；掷出任何 L 或 R 游戏继续；如果他最后一个筹码进了奖池，每人重新领取筹码，奖池滚入下一手（双倍奖池）；由清空牌桌那一掷的玩家左边的人先掷。
    选项 *自选起始筹码*：每名玩家加入时选择 1 到 99 的起始筹码（房主从 3 开始，可再点“加入”修改）。
    离开的玩家把筹码放入奖池。1 号座位（房主）先掷。若在回合时限（15 秒到 1 小时，默认 60 秒）内没有掷骰，机器人代你掷。
    每颗骰子都来自一个秘密种子，其指纹（SHA-256 承诺）从一开始就显示；种子在结束时公开，任何人都能核对每一次掷骰（`/game verify`）。

## Its name

game-lcr = LCR（左中右）

## The command picker

cmd-lcr = LCR（左中右）骰子游戏
cmd-lcr-start = 在本频道开一张 LCR 牌桌
cmd-lcr-dice = 掷几颗骰子：每个筹码一颗、最多三颗（默认），或总是三颗
cmd-lcr-dot_to_win = 最后持有筹码的玩家必须掷出全是点才赢
cmd-lcr-stakes = 每名玩家加入时自选起始筹码（1-99）
cmd-lcr-dice-name = 骰子
cmd-lcr-dice-by_chips = 随筹码
cmd-lcr-dice-always_three = 总是三颗
cmd-lcr-dot_to_win-name = 全点获胜
cmd-lcr-stakes-name = 起始筹码

## /stats

stats-lcr = 带走的筹码：{ $chips } 个

## /lcr odds: the command picker

cmd-lcr-odds = LCR 牌桌上每个座位的获胜几率，以及一局持续多久

## /lcr odds: the answer

odds-header-lcr = 获胜几率，按座位从先掷者起：
odds-method-exact-lcr = 精确：筹码分布上的吸收马尔可夫链。
odds-lcr-exact_up_to = { $players } 名玩家时，每人最多 { $chips } 个筹码可精确计算；全点获胜总是模拟。
odds-lcr-never_exact = { $players } 名玩家时精确计算耗时太长；全点获胜总是模拟。

## Live chances

lcr-option-live_chances = 实时胜率
