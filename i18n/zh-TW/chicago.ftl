### Traditional Chinese (Taiwan): Chicago.

chicago-action-roll = 擲骰
chicago-action-reroll = 重擲 { $face } { $value }
chicago-action-reroll-pictured = 重擲 { $value }
chicago-action-keep = 保留
chicago-option-double_roll = 可重擲
chicago-option-three_dice = 三顆骰子
chicago-seat = { " " }— { $points } 分
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **第 { $round }/11 輪 — 目標 { $target }**
chicago-winner = 🏆 { $name } 以 { $points } 分獲勝！
chicago-joint_victory = 🤝 並列獲勝：{ $names }，各 { $points } 分！
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }：**+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }：**+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }，不是 { $target }{ $then }
chicago-verdict-pair_miss = { " " }— 沒有兩顆能湊成 { $target }{ $then }
chicago-verdict-kept = ：0 分
chicago-verdict-kept_forced = { " " }— 重擲也湊不出 { $target }：0 分
chicago-then-zero = ：0 分
chicago-event-first_player = 抽籤決定 { $name } 先擲。
chicago-event-round = 第 { $round } 輪：目標 **{ $target }**。
chicago-event-roll = { $name } 擲出 { $faces }{ $verdict }。
chicago-event-reroll = { $name } 重擲了 { $old }：{ $faces }{ $verdict }。
chicago-event-keep = { $name } 保留 { $faces }{ $verdict }。
chicago-event-timeout = { $name } 未及時行動：機器人替其做出最佳選擇。
chicago-event-game_over = 🏁 遊戲結束。
chicago-rules = **Chicago（芝加哥，輪轉）** — 2 到 20 名玩家，11 輪。
    先手玩家隨機抽出；每輪從他開始按順時針進行。第 r 輪的目標是 r + 1（第 1 輪：2，… 第 11 輪：12）。
    輪到你時點 **擲骰**：兩顆骰子，擲一次。點數之和等於目標就得到目標的分數，否則 0 分。11 輪後總分最高者獲勝；並列領先者共享勝利。
    選項 *可重擲*：擲骰沒有得分時，你可以選擇——只重擲一顆骰子（每顆骰子一個按鈕，顯示它的點數）並按新結果計分，或 **保留**（0 分）。如果怎樣重擲都不能得分，Pips 會立即替你保留並說明原因。
    選項 *三顆骰子*：擲三顆，只要其中任意兩顆之和等於目標就得分；機器人選出這一對並顯示（按 1+2、1+3、2+3 的順序取第一對符合的——任何一對得分相同）。若同時開啟可重擲，未中時可以重擲三顆中的一顆。
    離開的玩家不再得分：他的分數留在記分表上，但不能獲勝。在回合中途（未中、等待重擲或保留時）離開，該輪留空。如果只剩一名玩家，遊戲立即結束，他獲勝。
    若在回合時限（15 秒到 1 小時，預設 60 秒）內沒有行動，機器人會像電腦玩家一樣代你操作：擲骰，未中後重擲最有機會得分的那顆骰子（並列時取第一顆）。
    每顆骰子都來自一個秘密種子，其 SHA-256 承諾從一開始就顯示；種子在結束時公開，任何人都能核對每一次擲骰（`/game verify`）。

## Its name

game-chicago = Chicago（芝加哥）

## The command picker

cmd-chicago = Chicago（芝加哥，輪轉）骰子遊戲
cmd-chicago-start = 在本頻道開一張 Chicago 牌桌
cmd-chicago-double_roll = 擲骰未得分後，重擲一顆骰子或保留
cmd-chicago-three_dice = 擲三顆骰子；任意兩顆之和等於目標即得分
cmd-chicago-double_roll-name = 可重擲
cmd-chicago-three_dice-name = 三顆骰子

## /stats

stats-chicago = 最高分：{ $score }

## /chicago odds: the command picker

cmd-chicago-odds = Chicago 牌桌上每個座位的獲勝機率，以及每位玩家的預計得分

## /chicago odds: the answer

odds-header-chicago = 獲勝機率，按座位從先手起（各座位相同：記分表互相獨立）：
odds-method-exact-chicago = 精確：列舉每一次擲骰，並採用最佳重擲。

## Live chances

chicago-option-live_chances = 即時勝率
