### Traditional Chinese (Taiwan): Buck Dice.

buck-action-throw = 擲骰
buck-button-again = 再戰一局
buck-option-fewer_dice = 減少骰子（13 分兩顆，14 分一顆）
buck-option-point_per_throw = 每擲最多一分

## Seats

buck-seat = { " " }— { $score } 分
buck-seat-dice-2 = { " " }— { $score } 分 · 擲兩顆
buck-seat-dice-1 = { " " }— { $score } 分 · 擲一顆
buck-seat-made = { " " }— ✅ 第 { $place } 個 buck
buck-seat-loser = { " " }— 💀 以 { $score } 分告負

## The whole game

buck-point = 🎯 計分點：**{ $point }** { $face }
buck-shooter-opening = 首位擲手：{ $shooter }（定序擲骰最高）
buck-shooter-rotated = 第 { $game } 局：{ $shooter } 先擲，位於上局首位擲手左邊一座
buck-loser = 💀 **輸家：{ $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 定序擲骰：{ $throws }。
buck-event-order_throw-order-again = 🎲 全部同點，全部重擲：{ $throws }。
buck-event-order_throw-first_shooter = 🎲 最高同點，重擲：{ $throws }。
buck-event-order_throw-point_thrower = 🎲 最低同點，重擲：{ $throws }。
buck-throws-extremes = 最高 { $high } { $top }，最低 { $low } { $bottom }
buck-throws-highest = 最高 { $high } { $top }
buck-throws-lowest = 最低 { $low } { $bottom }
buck-throws-all_tied = 全都擲出 { $face }
buck-throws-more = { $names } 及另外 { $others } 人
buck-event-first_shooter-opening = { $name } 擲得最高，首先擲骰。
buck-event-first_shooter-rotated = 第 { $game } 局：{ $name } 先擲（起始位置左移一座）。
buck-event-point_throw = 🎯 { $name } 擲出計分點：**{ $point }** { $face }。
buck-event-throw-normal = { $name } 擲出 { $faces }：+{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } 擲出 { $faces }：沒有計分點{ $then }
buck-event-throw-big_buck = { $name } 擲出 { $faces }：**大 buck！** 直達 15{ $then }
buck-event-throw-little_buck = { $name } 擲出 { $faces }：**小 buck**，+5 → { $score }；回合結束{ $then }
buck-event-throw-overshoot = { $name } 擲出 { $faces }：**爆分**（{ $would_be } > 15）：不計分{ $then }
buck-then-again = { " " }— 再擲一次。
buck-then-pass = { " " }— 骰子傳給下家。
buck-then-end = 。
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }到 13：此後擲兩顆。
buck-note-dice-1 = { " " }到 14：此後擲一顆。
buck-event-made_buck = ✅ { $name } 正好 15 分：buck（第 { $place } 個）。退出，不會輸了。
buck-event-left_rotation = { $name } 退出輪轉；{ $next } 擲骰。
buck-event-loser-throw = 💀 { $name } 是最後剩下的人：**輸家**，{ $score } 分。
buck-event-loser-forfeit = 💀 { $name } 在只剩兩人對擲時離開：**輸家**。

## Help

buck-rules = **Buck Dice** — 2 到 20 名玩家，三顆骰子。湊到正好 15 分；最後剩下的人輸。
    { "*" }*開局**（開始時）：每人擲一顆骰子。最高者首先擲骰；最低者擲一顆骰子決定 **計分點**。如果全部同點，全部重擲（所以這總是兩名不同的玩家）；之後最高同點、最低同點的，在同點者之間重擲。
    { "*" }*你的回合**：點「擲骰」。每顆顯示計分點的骰子得一分（計分點為 3 時 3-3-6 得 2 分），然後再擲；沒有計分點的一擲，骰子傳給左邊。
    { "*" }*大 buck**：三顆都是計分點，分數直接變為 15，不論之前多少（即使是 13 或 14）。
    { "*" }*小 buck**：非計分點的三顆相同得 5 分，骰子傳下去（從 10 分正好到 15）。
    { "*" }*爆分**：會讓你超過 15 的一擲（小 buck 也一樣）不算：再擲一次。
    正好 15 分即完成 buck 並退出；牌桌列出完成 buck 的順序。
    選項 *減少骰子*：13 分時擲兩顆，14 分時擲一顆。擲出計分點仍保留回合；大小 buck 需要三顆骰子，也不會爆分。
    選項 *每擲最多一分*：顯示計分點的一擲只得一分，不論幾顆骰子顯示它（大 buck 仍然直達 15）。
    { "*" }*再戰一局**：選項相同；上局的玩家受邀，一鍵重新加入。首位擲手在仍參與的玩家中左移一座，他右邊的玩家擲新的計分點。
    { "*" }*離開**（`/game leave`，或被房主移除）：若只剩你和另一名玩家在擲，你就是輸家（對方脫身）；否則你只是退出輪轉，不算贏也不算輸（若輪到你，骰子傳下去），你已完成的 buck 仍算你的。
    若在回合時限（15 秒到 1 小時，預設 60 秒）內沒有擲骰，機器人代你擲。
    骰子來自一個秘密種子，開始時公佈承諾（SHA-256），結束時公開種子：任何人都能核對每一擲（`/game verify`）。

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice：湊到正好 15，最後剩下的人輸
cmd-buck-start = 在本頻道開一張 Buck Dice 牌桌
cmd-buck-fewer_dice = 13 分時擲兩顆骰子，14 分時擲一顆
cmd-buck-point_per_throw = 顯示計分點的一擲只得一分，不論幾顆骰子顯示它
cmd-buck-fewer_dice-name = 減少骰子
cmd-buck-point_per_throw-name = 每擲一分

## /stats

stats-buck = 最後剩下（輸）：{ $times } 次

## /buck odds: the command picker

cmd-buck-odds = Buck Dice 牌桌上每個座位輸掉的機率，以及一局持續多久

## /buck odds: the answer

odds-header-buck = **輸**（最後剩下）的機率，按座位從首位擲手起：
odds-method-exact-buck = 精確：對分數和回合做動態規劃。

## Live chances

cmd-buck-live_chances = 在每名玩家的分數旁顯示其輸的機率，每擲更新
cmd-buck-live_chances-name = 即時敗率
buck-option-live_chances = 即時敗率
