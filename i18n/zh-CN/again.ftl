### Simplified Chinese: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = 上一局的玩家已受邀（点一次“加入”，起始筹码不变）：{ $names }
table-server_settings = 本服务器 · 牌桌语言：{ $language } · 电脑座位：{ $computers }
again-expired = 这局游戏的“再来一局”已过期；请用 /… start 命令开一张新桌。

## Host controls

cmd-game-remove = 移除已离开的玩家；其座位作弃权处理（房主或有“管理频道”权限者）
cmd-game-remove-player = 要移除的玩家
cmd-game-remove-player-name = 玩家
cmd-game-host = 把房主身份交给牌桌上的另一名玩家
cmd-game-host-player = 成为房主的玩家
cmd-game-host-player-name = 玩家
event-removed = 🚪 <@{ $by }> 把 { $name } 移出了牌桌。
event-host_changed = 👑 { $name } 现在是房主。
host-removed = <@{ $player }> 已被移出牌桌。
host-handed = <@{ $player }> 现在是房主。
host-not_seated = <@{ $player }> 不是这张牌桌上的真人玩家；没有任何更改。
host-already = <@{ $player }> 已经是房主；没有任何更改。
host-remove_self = 要自己离开牌桌，请用 /game leave；没有任何更改。
table-removed = 房主把你移出了这局游戏；你可以加入下一局。
