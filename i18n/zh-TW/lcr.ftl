### Traditional Chinese (Taiwan): LCR.

lcr-action-roll = 擲骰
lcr-option-dice-by--chips = 骰子數隨籌碼
lcr-option-dice-always--three = 總是三顆骰子
lcr-option-dot_to_win = 全點獲勝
lcr-option-stakes = 自選起始籌碼
lcr-seat = { " " }— { $chips } 個籌碼
lcr-pot = 獎池：{ $pot } 個 · 場上 { $dealt } 個
lcr-hand = { " " }· 第 { $hand } 手（雙倍獎池）
lcr-last_holder = { $name } 持有剩下的全部籌碼：只有擲出全是點才贏；擲出 L 或 R 則繼續。
lcr-event-deal = 每人領取籌碼。
lcr-event-roll = { $name } 擲出 { $faces }：{ $moves }。
lcr-event-roll-nothing = 沒有移動
lcr-event-roll-idle = { $faces } 無效：沒有籌碼了
lcr-event-roll-no_win = 不全是點：還沒贏，繼續
lcr-event-move-seat = { $count } 個給 { $target }
lcr-event-move-pot = { $count } 個進獎池
lcr-event-win = 🏆 { $name } 贏得 { $chips } 個籌碼！
lcr-event-double_pot = 無人持有籌碼：{ $pot } 個籌碼的獎池滾入下一手，每人重新領取籌碼（第 { $hand } 手）。
lcr-event-double_pot-next = 無人持有籌碼：{ $pot } 個籌碼的獎池滾入下一手，每人重新領取籌碼（第 { $hand } 手）；{ $next } 先擲。
lcr-event-chips_to_pot = { $name } 把 { $chips } 個籌碼放入獎池。
lcr-rules = **LCR（左中右，Left Center Right）** — 3 到 20 名玩家，每人 3 個籌碼起。
    輪到你時，每持有一個籌碼擲一顆骰子，最多三顆（選項 *總是三顆骰子*：只要有籌碼就擲三顆；從左到右結算，籌碼用完後其餘骰子無效）。沒有籌碼時會被跳過，但仍留在遊戲中。
    1–3 是點（無事發生），4 = **L**：給左邊的玩家（下一個座位）一個籌碼，5 = **C**：放一個籌碼進獎池，6 = **R**：給右邊的玩家（上一個座位）一個籌碼。
    當只剩一名玩家持有籌碼時，他贏得自己的籌碼和獎池。
    選項 *全點獲勝*：最後的持有者必須擲出全是點才贏；擲出任何 L 或 R 遊戲繼續；如果他最後一個籌碼進了獎池，每人重新領取籌碼，獎池滾入下一手（雙倍獎池）；由清空牌桌那一擲的玩家左邊的人先擲。
    選項 *自選起始籌碼*：每名玩家加入時選擇 1 到 99 的起始籌碼（房主從 3 開始，可再點「加入」修改）。
    離開的玩家把籌碼放入獎池。1 號座位（房主）先擲。若在回合時限（15 秒到 1 小時，預設 60 秒）內沒有擲骰，機器人代你擲。
    每顆骰子都來自一個秘密種子，其指紋（SHA-256 承諾）從一開始就顯示；種子在結束時公開，任何人都能核對每一次擲骰（`/game verify`）。

## Its name

game-lcr = LCR（左中右）

## The command picker

cmd-lcr = LCR（左中右）骰子遊戲
cmd-lcr-start = 在本頻道開一張 LCR 牌桌
cmd-lcr-dice = 擲幾顆骰子：每個籌碼一顆、最多三顆（預設），或總是三顆
cmd-lcr-dot_to_win = 最後持有籌碼的玩家必須擲出全是點才贏
cmd-lcr-stakes = 每名玩家加入時自選起始籌碼（1-99）
cmd-lcr-dice-name = 骰子
cmd-lcr-dice-by_chips = 隨籌碼
cmd-lcr-dice-always_three = 總是三顆
cmd-lcr-dot_to_win-name = 全點獲勝
cmd-lcr-stakes-name = 起始籌碼

## /stats

stats-lcr = 帶走的籌碼：{ $chips } 個

## /lcr odds: the command picker

cmd-lcr-odds = LCR 牌桌上每個座位的獲勝機率，以及一局持續多久

## /lcr odds: the answer

odds-header-lcr = 獲勝機率，按座位從先擲者起：
odds-method-exact-lcr = 精確：籌碼分佈上的吸收馬可夫鏈。
odds-lcr-exact_up_to = { $players } 名玩家時，每人最多 { $chips } 個籌碼可精確計算；全點獲勝總是模擬。
odds-lcr-never_exact = { $players } 名玩家時精確計算耗時太長；全點獲勝總是模擬。

## Live chances

lcr-option-live_chances = 即時勝率
