### Traditional Chinese (Taiwan): /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = 本伺服器的 Pips 設定（僅限「管理伺服器」權限）
cmd-settings-show = 顯示本伺服器的 Pips 設定
cmd-settings-language = 新牌桌的語言
cmd-settings-language-value = 一種語言（輸入以搜尋），或伺服器自己的 Discord 語言
cmd-settings-language-value-name = 語言
cmd-settings-turn_timeout = 開始指令未指定時，新牌桌的回合時限
cmd-settings-turn_timeout-seconds = 15 到 3600 秒；留空則用 Pips 的預設值（60）
cmd-settings-turn_timeout-seconds-name = 秒數
cmd-settings-pings = 輪到的玩家是否收到提醒
cmd-settings-pings-send = True：傳送回合提醒；False：從不
cmd-settings-pings-send-name = 提醒
cmd-settings-computers = 房主能否新增電腦座位
cmd-settings-computers-allowed = True：允許；False：不允許
cmd-settings-computers-allowed-name = 允許
cmd-settings-channels = 可以開始遊戲的頻道
cmd-settings-channels-add = 允許在某頻道遊戲（一旦列出，只有列出的頻道可以）
cmd-settings-channels-remove = 把頻道從清單中移除
cmd-settings-channels-clear = 重新允許在所有頻道遊戲
cmd-settings-channels-channel = 頻道
cmd-settings-channels-channel-name = 頻道
settings-choice-server = 伺服器的 Discord 語言

## What /settings shows

settings-title = 本伺服器的 Pips 設定
settings-language = 牌桌語言：{ $value }
settings-language-server = 伺服器的 Discord 語言（{ $locale }）
settings-turn_timeout = 開始指令未指定時的回合時限：{ $seconds } 秒
settings-turn_timeout-default = （Pips 預設）
settings-pings = 回合提醒：{ $value }
settings-pings-on = 開
settings-pings-off = 關
settings-computers = 電腦座位：{ $value }
settings-computers-on = 允許
settings-computers-off = 不允許
settings-channels = 可以開始遊戲的頻道：{ $value }
settings-channels-any = 任意頻道
settings-applies = 更改適用於之後開的牌桌。
settings-saved = 已儲存。{ $line }
    這適用於從現在起開的牌桌。

## Refusals (private)

settings-managers_only = 只有擁有「管理伺服器」權限的成員才能使用 /settings。
settings-turn_timeout-invalid = 回合時限須為 { $min } 到 { $max } 的整數秒；沒有任何更改。
settings-language-invalid = 牌桌只能使用這些語言：{ $languages }；沒有任何更改。
settings-channels-already = <#{ $channel }> 已在清單中；沒有任何更改。
settings-channels-not_listed = <#{ $channel }> 不在清單中；沒有任何更改。
settings-channels-too_many = 最多只能列出 { $max } 個頻道；沒有任何更改。
settings-channel_not_allowed = 在本伺服器，只能在 { $channels } 開始遊戲。
settings-no_computers = 本伺服器不允許電腦座位。
