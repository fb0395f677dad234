### Traditional Chinese (Taiwan): Bad Leftovers.

cmd-leftovers = Bad Leftovers 骰子遊戲：拿走成對的骰子，分數越低越好
cmd-leftovers-start = 在本頻道開一張 Bad Leftovers 牌桌
leftovers-option-fixed_pile = 固定骰堆（按開局玩家數計）
leftovers-action-claim-pair = 叫 { $claim }：拿 { $dice }
leftovers-action-claim-doubles = 叫 { $claim }：拿 { $dice }（你的本號對子）
leftovers-action-take-pair = 拿 { $dice }
leftovers-action-take-doubles = 拿 { $dice }（你的本號對子）
leftovers-button-claim = 叫 { $claim } · { $pairs } 對
leftovers-button-back = ◀ 不叫 { $claim }：其他叫數
leftovers-seat = { " " }— { $score } 分
leftovers-seat-claim = { " " }— 叫 { $claim } · { $score } 分
leftovers-seat-no_claim = { " " }— 未叫數 · { $score } 分
leftovers-seat-out = { " " }— 出局 · { $score } 分
leftovers-round = 第 { $round } 輪 · { $out } 分或以上出局
leftovers-center = 中央：{ $dice }（{ $count } 顆，共 { $pips } 點）
leftovers-event-seat_throw = 擲骰定座：{ $throws }。
leftovers-event-seats = 固定號碼，向左依次：{ $order }。
leftovers-event-round = 第 { $round } 輪：擲出 { $count } 顆骰子；{ $name } 先開始。
leftovers-event-round-after_stuck = 第 { $round } 輪：擲出 { $count } 顆骰子；上輪卡住的 { $name } 先開始。
leftovers-event-round-after_out = 第 { $round } 輪：擲出 { $count } 顆骰子；{ $stuck } 左邊仍在局中的 { $name } 先開始。
leftovers-event-claim = { $name } 本輪叫 { $claim }。
leftovers-event-take = { $name } 拿走 { $dice }（剩 { $left } 顆）。
leftovers-event-doubles = { $name } 拿走本號對子 { $dice }（剩 { $left } 顆）。
leftovers-event-stuck = { $name } 拿不到兩顆骰子：剩下的 { $dice } 計入其分數，加 { $points } 分（現在 { $score } 分）。
leftovers-event-stuck-empty = { $name } 拿不到兩顆骰子，但中央已空：不加分。
leftovers-event-out = { $name } 有 { $score } 分（{ $out } 或以上），出局。
leftovers-event-win = 🏆 { $name } 是最後留在局中的人，以 { $score } 分獲勝！
leftovers-rules = **Bad Leftovers** — 2 到 12 名玩家。分數越低越好。
    { "*" }*座位。** 開始時每人擲一顆骰子：最高者為 1 號（同點者之間重擲），號碼沿牌桌向左遞增（即加入順序）。這就是你的 **固定號碼**；1 號開始第一輪。
    { "*" }*一輪。** 擲出中央的全部骰子：兩名玩家 20 顆，每多一名仍在局中的玩家加 3 顆，每輪重新計算（選項 *固定骰堆*：只按開局玩家數計算一次，有人出局時數量不變）。從本輪的第一名玩家起向左，輪到你時必須拿兩顆骰子：兩顆之和等於你本輪的 **叫數**，或兩顆都顯示你的固定號碼（僅限 1 到 6 號——骰子沒有更大的面）。叫數是 7 到 12 中的任意數，在本輪第一次拿骰時宣佈（可以和別人相同），直到本輪結束都歸你。第一個回合你先選叫數，再選兩顆骰子：每個叫數按鈕顯示中央現在有幾對符合（含你的本號對子，同一顆骰子不重複計算）；不可能的會變灰。
    { "*" }*卡住。** 第一個拿不到兩顆骰子的玩家被卡住：中央剩餘骰子的點數加到他的分數上，本輪結束（中央為空則為 0 分）。被卡住的玩家開始下一輪；如果他已出局，則由他左邊下一位仍在局中的玩家開始。
    { "*" }*出局。** 達到 21 分或以上即出局。最後留在局中的玩家獲勝。
    離開的玩家立即出局；他的分數留在記分表上，本輪在沒有他的情況下繼續。若在回合時限（15 秒到 1 小時，預設 60 秒）內沒有行動，機器人會像電腦玩家一樣代你操作：選擇讓你的叫數和本號對子剩下最多可拿組合的操作，其次選擇讓下一名玩家剩下最少的操作。
    `/leaderboard` 顯示本頻道這局的即時分數和本伺服器的排名。遊戲結束後，任何人都能核對每一次擲骰：`/game verify`。

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = 中央骰子只按開局玩家數計算一次：骰堆數量不變
cmd-leftovers-fixed_pile-name = 固定骰堆

## /stats

stats-leftovers = 每輪 { $whole }.{ $tenths } 分（越低越好）

## /leftovers odds: the command picker

cmd-leftovers-odds = Bad Leftovers 牌桌上每個座位的獲勝機率，以及一局持續多久

## /leftovers odds: the answer

odds-header-leftovers = 獲勝機率，按座位號（1 號先開始）：

## Live chances

leftovers-option-live_chances = 即時勝率
