### Simplified Chinese: Buck Dice.

buck-action-throw = 掷骰
buck-button-again = 再战一局
buck-option-fewer_dice = 减少骰子（13 分两颗，14 分一颗）
buck-option-point_per_throw = 每掷最多一分

## Seats

buck-seat = { " " }— { $score } 分
buck-seat-dice-2 = { " " }— { $score } 分 · 掷两颗
buck-seat-dice-1 = { " " }— { $score } 分 · 掷一颗
buck-seat-made = { " " }— ✅ 第 { $place } 个 buck
buck-seat-loser = { " " }— 💀 以 { $score } 分告负

## The whole game

buck-point = 🎯 计分点：**{ $point }** { $face }
buck-shooter-opening = 首位掷手：{ $shooter }（定序掷骰最高）
buck-shooter-rotated = 第 { $game } 局：{ $shooter } 先掷，位于上局首位掷手左边一座
buck-loser = 💀 **输家：{ $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 定序掷骰：{ $throws }。
buck-event-order_throw-order-again = 🎲 全部同点，全部重掷：{ $throws }。
buck-event-order_throw-first_shooter = 🎲 最高同点，重掷：{ $throws }。
buck-event-order_throw-point_thrower = 🎲 最低同点，重掷：{ $throws }。
buck-throws-extremes = 最高 { $high } { $top }，最低 { $low } { $bottom }
buck-throws-highest = 最高 { $high } { $top }
buck-throws-lowest = 最低 { $low } { $bottom }
buck-throws-all_tied = 全都掷出 { $face }
buck-throws-more = { $names } 及另外 { $others } 人
buck-event-first_shooter-opening = { $name } 掷得最高，首先掷骰。
buck-event-first_shooter-rotated = 第 { $game } 局：{ $name } 先掷（起始位置左移一座）。
buck-event-point_throw = 🎯 { $name } 掷出计分点：**{ $point }** { $face }。
buck-event-throw-normal = { $name } 掷出 { $faces }：+{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } 掷出 { $faces }：没有计分点{ $then }
buck-event-throw-big_buck = { $name } 掷出 { $faces }：**大 buck！** 直达 15{ $then }
buck-event-throw-little_buck = { $name } 掷出 { $faces }：**小 buck**，+5 → { $score }；回合结束{ $then }
buck-event-throw-overshoot = { $name } 掷出 { $faces }：**爆分**（{ $would_be } > 15）：不计分{ $then }
buck-then-again = { " " }— 再掷一次。
buck-then-pass = { " " }— 骰子传给下家。
buck-then-end = 。
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }到 13：此后掷两颗。
buck-note-dice-1 = { " " }到 14：此后掷一颗。
buck-event-made_buck = ✅ { $name } 正好 15 分：buck（第 { $place } 个）。退出，不会输了。
buck-event-left_rotation = { $name } 退出轮转；{ $next } 掷骰。
buck-event-loser-throw = 💀 { $name } 是最后剩下的人：**输家**，{ $score } 分。
buck-event-loser-forfeit = 💀 { $name } 在只剩两人对掷时离开：**输家**。

## Help

buck-rules = **Buck Dice** — 2 到 20 名玩家，三颗骰子。凑到正好 15 分；最后剩下的人输。
    { "*" }*开局**（开始时）：每人掷一颗骰子。最高者首先掷骰；最低者掷一颗骰子决定 **计分点**。如果全部同点，全部重掷（所以这总是两名不同的玩家）；之后最高同点、最低同点的，在同点者之间重掷。
    { "*" }*你的回合**：点“掷骰”。每颗显示计分点的骰子得一分（计分点为 3 时 3-3-6 得 2 分），然后再掷；没有计分点的一掷，骰子传给左边。
    { "*" }*大 buck**：三颗都是计分点，分数直接变为 15，不论之前多少（即使是 13 或 14）。
    { "*" }*小 buck**：非计分点的三颗相同得 5 分，骰子传下去（从 10 分正好到 15）。
    { "*" }*爆分**：会让你超过 15 的一掷（小 buck 也一样）不算：再掷一次。
    正好 15 分即完成 buck 并退出；牌桌列出完成 buck 的顺序。
    选项 *减少骰子*：13 分时掷两颗，14 分时掷一颗。掷出计分点仍保留回合；大小 buck 需要三颗骰子，也不会爆分。
    选项 *每掷最多一分*：显示计分点的一掷只得一分，不论几颗骰子显示它（大 buck 仍然直达 15）。
    { "*" }*再战一局**：选项相同；上局的玩家受邀，一键重新加入。首位掷手在仍参与的玩家中左移一座，他右边的玩家掷新的计分点。
    { "*" }*离开**（`/game leave`，或被房主移除）：若只剩你和另一名玩家在掷，你就是输家（对方脱身）；否则你只是退出轮转，不算赢也不算输（若轮到你，骰子传下去），你已完成的 buck 仍算你的。
    若在回合时限（15 秒到 1 小时，默认 60 秒）内没有掷骰，机器人代你掷。
    骰子来自一个秘密种子，开始时公布承诺（SHA-256），结束时公开种子：任何人都能核对每一掷（`/game verify`）。

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice：凑到正好 15，最后剩下的人输
cmd-buck-start = 在本频道开一张 Buck Dice 牌桌
cmd-buck-fewer_dice = 13 分时掷两颗骰子，14 分时掷一颗
cmd-buck-point_per_throw = 显示计分点的一掷只得一分，不论几颗骰子显示它
cmd-buck-fewer_dice-name = 减少骰子
cmd-buck-point_per_throw-name = 每掷一分

## /stats

stats-buck = 最后剩下（输）：{ $times } 次

## /buck odds: the command picker

cmd-buck-odds = Buck Dice 牌桌上每个座位输掉的几率，以及一局持续多久

## /buck odds: the answer

odds-header-buck = **输**（最后剩下）的几率，按座位从首位掷手起：
odds-method-exact-buck = 精确：对分数和回合做动态规划。

## Live chances

cmd-buck-live_chances = 在每名玩家的分数旁显示其输的几率，每掷更新
cmd-buck-live_chances-name = 实时败率
buck-option-live_chances = 实时败率
