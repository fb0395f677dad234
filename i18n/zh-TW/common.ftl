### Traditional Chinese (Taiwan): what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — 等待玩家
table-title-playing = { $game } — 進行中
table-title-finished = { $game } — 已結束
table-title-cancelled = { $game } — 已取消
table-host = 房主：{ $host }
# Chinese has one plural form: this select keeps it visible to the plural check.
table-turn_timeout = 每回合 { $seconds ->
       *[other] { $seconds } 秒
    }
table-seats = 玩家（{ $count }/{ $max }）
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = （電腦）
table-seat-forfeited = { " " }— 已退出
table-seat-stake = { " " }— 起始籌碼 { $stake }
table-turn = 輪到：{ $mention }
table-turn-deadline = { " " }· { $deadline }截止
table-waits_for_click = Pips 可以更新此牌桌至 { $time }；之後的操作將在下一次點擊時顯示。
ping-turn = { $mention }，{ $game } 輪到你了：回合在 { $deadline }截止。
table-lobby_hint = 點「加入」參加。房主可在 { $min } 人或以上時開始（最多 { $max } 人）。
table-log = 最近
table-fingerprint = 骰子指紋 { $fingerprint } · /game verify
table-revealed = 骰子指紋 { $fingerprint } · 種子已公開：/game verify
table-cancelled = 這張牌桌已取消。
table-none = 無

## Buttons

button-join = 加入
button-leave = 離開
button-add_computer = 新增電腦
button-start = 開始
button-cancel = 取消
button-again = 再來一局
button-choose = 選擇你的操作
button-go_to_table = 前往牌桌

## Modal

stake-title = 選擇起始籌碼
stake-label = 起始籌碼（1 到 99）
stake-invalid = 起始籌碼須為 1 到 99 的整數。

## Events any game shows

event-joined = { $name } 加入了。
event-left = { $name } 離開了。
event-stake_changed = { $name } 把起始籌碼改為 { $stake } 個。
event-computer_joined = { $name }（電腦）加入了。
event-cancelled = { $name } 取消了牌桌。
event-forfeit = { $name } 退出了遊戲。
event-timeout = { $name } 未及時行動：由機器人代為操作。

## Refusals (ephemeral)

table-unknown = 這張牌桌已失效。請用 /… start 指令開一張新桌。
table-over = 這局遊戲已結束。
table-not_started = 遊戲還沒有開始。
table-not_seated = 你不在這張牌桌上。
table-forfeited = 你已退出這局遊戲。
table-other_channel = 這個按鈕屬於另一個頻道的牌桌。
table-unreadable = 無法讀取這張牌桌儲存的遊戲；房主可以用 /game cancel 取消它。
table-moved = 牌桌已移到下方 ↓
table-moved_away = 這張牌桌已移到頻道下方：請在新訊息上繼續。
channel-no_table = 本頻道現在沒有遊戲。
channel-no_game = 本頻道還沒有玩過遊戲。
channel-busy = 本頻道已經有一張牌桌。
channel-guild_only = 遊戲只能在伺服器頻道中進行。
option-invalid = 不允許該選項：{ $option } = { $value }。
lobby-already_started = 遊戲已經開始了。
lobby-host_only = 只有房主（或有「管理頻道」權限者）可以這樣做。
lobby-already_seated = 你已經入座了。
lobby-full = 牌桌已滿（{ $seats } 個座位）。
lobby-not_seated = 你沒有在這張牌桌入座。
lobby-too_few = 至少需要 { $needed } 名玩家才能開始。
turn-not_yours = 還沒輪到你：現在輪到 <@{ $player }>。
turn-stale = 這個按鈕已經用過了：牌桌已繼續進行。
again-not_finished = 這局遊戲仍在進行。
again-exists = 這裡已經開了一張新牌桌。
rules-not_your_turn = 還沒輪到你。
rules-not_legal = 現在不能這樣操作。
rules-game_over = 這局遊戲已結束。
rules-not_playing = 你不在這局遊戲中。
error-unexpected = 我這邊出了問題；沒有任何更改。請再試一次。
error-store_unavailable = 遊戲資料庫暫時沒有回應；沒有任何更改。請稍後再試。
bot-restarting = Pips 正在重新啟動；請幾秒後再試。

## /game

verify-running = 牌桌 { $table }（{ $game }）：第一次擲骰前，Pips 顯示了 `{ $fingerprint }`，這是決定每顆骰子的秘密種子的指紋。遊戲進行期間種子保密。遊戲結束後，/game verify 會給出種子：任何人都可以核對它與指紋相符，並產生了每一次擲骰。
    完整指紋（種子的 SHA-256）：`{ $commitment }`
verify-revealed = 牌桌 { $table }（{ $game }）：第一次擲骰前，Pips 顯示了秘密種子的指紋 `{ $fingerprint }`。遊戲已結束，種子如下：任何人都可以核對每一次擲骰。
    種子：`{ $seed }`
    完整指紋：`{ $commitment }`
    { $recipe }
verify-recipe = 核對方法：種子的 SHA-256 就是指紋（所以種子在第一次擲骰前就已確定）；骰子依次取自 HMAC-SHA256(種子, 以 8 位元組大端序表示的區塊編號) 的位元組，區塊編號為 0、1、2…，跳過 ≥ 252 的位元組，每個位元組除以 6 的餘數 + 1 即為點數。
game-left = 你已退出遊戲。
game-cancelled = 牌桌已取消。
