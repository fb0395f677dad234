### Simplified Chinese: Bad Leftovers.

cmd-leftovers = Bad Leftovers 骰子游戏：拿走成对的骰子，分数越低越好
cmd-leftovers-start = 在本频道开一张 Bad Leftovers 牌桌
leftovers-option-fixed_pile = 固定骰堆（按开局玩家数计）
leftovers-action-claim-pair = 叫 { $claim }：拿 { $dice }
leftovers-action-claim-doubles = 叫 { $claim }：拿 { $dice }（你的本号对子）
leftovers-action-take-pair = 拿 { $dice }
leftovers-action-take-doubles = 拿 { $dice }（你的本号对子）
leftovers-button-claim = 叫 { $claim } · { $pairs } 对
leftovers-button-back = ◀ 不叫 { $claim }：其他叫数
leftovers-seat = { " " }— { $score } 分
leftovers-seat-claim = { " " }— 叫 { $claim } · { $score } 分
leftovers-seat-no_claim = { " " }— 未叫数 · { $score } 分
leftovers-seat-out = { " " }— 出局 · { $score } 分
leftovers-round = 第 { $round } 轮 · { $out } 分或以上出局
leftovers-center = 中央：{ $dice }（{ $count } 颗，共 { $pips } 点）
leftovers-event-seat_throw = 掷骰定座：{ $throws }。
leftovers-event-seats = 固定号码，向左依次：{ $order }。
leftovers-event-round = 第 { $round } 轮：掷出 { $count } 颗骰子；{ $name } 先开始。
leftovers-event-round-after_stuck = 第 { $round } 轮：掷出 { $count } 颗骰子；上轮卡住的 { $name } 先开始。
leftovers-event-round-after_out = 第 { $round } 轮：掷出 { $count } 颗骰子；{ $stuck } 左边仍在局中的 { $name } 先开始。
leftovers-event-claim = { $name } 本轮叫 { $claim }。
leftovers-event-take = { $name } 拿走 { $dice }（剩 { $left } 颗）。
leftovers-event-doubles = { $name } 拿走本号对子 { $dice }（剩 { $left } 颗）。
leftovers-event-stuck = { $name } 拿不到两颗骰子：剩下的 { $dice } 计入其分数，加 { $points } 分（现在 { $score } 分）。
leftovers-event-stuck-empty = { $name } 拿不到两颗骰子，但中央已空：不加分。
leftovers-event-out = { $name } 有 { $score } 分（{ $out } 或以上），出局。
leftovers-event-win = 🏆 { $name } 是最后留在局中的人，以 { $score } 分获胜！
leftovers-rules = **Bad Leftovers** — 2 到 12 名玩家。分数越低越好。
    { "*" }*座位。** 开始时每人掷一颗骰子：最高者为 1 号（同点者之间重掷），号码沿牌桌向左递增（即加入顺序）。这就是你的 **固定号码**；1 号开始第一轮。
    { "*" }*一轮。** 掷出中央的全部骰子：两名玩家 20 颗，每多一名仍在局中的玩家加 3 颗，每轮重新计算（选项 *固定骰堆*：只按开局玩家数计算一次，有人出局时数量不变）。从本轮的第一名玩家起向左，轮到你时必须拿两颗骰子：两颗之和等于你本轮的 **叫数**，或两颗都显示你的固定号码（仅限 1 到 6 号——骰子没有更大的面）。叫数是 7 到 12 中的任意数，在本轮第一次拿骰时宣布（可以和别人相同），直到本轮结束都归你。第一个回合你先选叫数，再选两颗骰子：每个叫数按钮显示中央现在有几对符合（含你的本号对子，同一颗骰子不重复计算）；不可能的会变灰。
    { "*" }*卡住。** 第一个拿不到两颗骰子的玩家被卡住：中央剩余骰子的点数加到他的分数上，本轮结束（中央为空则为 0 分）。被卡住的玩家开始下一轮；如果他已出局，则由他左边下一位仍在局中的玩家开始。
    { "*" }*出局。** 达到 21 分或以上即出局。最后留在局中的玩家获胜。
    离开的玩家立即出局；他的分数留在记分表上，本轮在没有他的情况下继续。若在回合时限（15 秒到 1 小时，默认 60 秒）内没有行动，机器人会像电脑玩家一样代你操作：选择让你的叫数和本号对子剩下最多可拿组合的操作，其次选择让下一名玩家剩下最少的操作。
    `/leaderboard` 显示本频道这局的即时分数和本服务器的排名。游戏结束后，任何人都能核对每一次掷骰：`/game verify`。

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = 中央骰子只按开局玩家数计算一次：骰堆数量不变
cmd-leftovers-fixed_pile-name = 固定骰堆

## /stats

stats-leftovers = 每轮 { $whole }.{ $tenths } 分（越低越好）

## /leftovers odds: the command picker

cmd-leftovers-odds = Bad Leftovers 牌桌上每个座位的获胜几率，以及一局持续多久

## /leftovers odds: the answer

odds-header-leftovers = 获胜几率，按座位号（1 号先开始）：

## Live chances

leftovers-option-live_chances = 实时胜率
