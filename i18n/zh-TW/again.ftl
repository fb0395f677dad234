### Traditional Chinese (Taiwan): Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = 上一局的玩家已受邀（點一次「加入」，起始籌碼不變）：{ $names }
table-server_settings = 本伺服器 · 牌桌語言：{ $language } · 電腦座位：{ $computers }
again-expired = 這局遊戲的「再來一局」已過期；請用 /… start 指令開一張新桌。

## Host controls

cmd-game-remove = 移除已離開的玩家；其座位作棄權處理（房主或有「管理頻道」權限者）
cmd-game-remove-player = 要移除的玩家
cmd-game-remove-player-name = 玩家
cmd-game-host = 把房主身份交給牌桌上的另一名玩家
cmd-game-host-player = 成為房主的玩家
cmd-game-host-player-name = 玩家
event-removed = 🚪 <@{ $by }> 把 { $name } 移出了牌桌。
event-host_changed = 👑 { $name } 現在是房主。
host-removed = <@{ $player }> 已被移出牌桌。
host-handed = <@{ $player }> 現在是房主。
host-not_seated = <@{ $player }> 不是這張牌桌上的真人玩家；沒有任何更改。
host-already = <@{ $player }> 已經是房主；沒有任何更改。
host-remove_self = 要自己離開牌桌，請用 /game leave；沒有任何更改。
table-removed = 房主把你移出了這局遊戲；你可以加入下一局。
