### Simplified Chinese: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = 本服务器的 Pips 设置（仅限“管理服务器”权限）
cmd-settings-show = 显示本服务器的 Pips 设置
cmd-settings-language = 新牌桌的语言
cmd-settings-language-value = 一种语言（输入以查找），或服务器自己的 Discord 语言
cmd-settings-language-value-name = 语言
cmd-settings-turn_timeout = 开始命令未指定时，新牌桌的回合时限
cmd-settings-turn_timeout-seconds = 15 到 3600 秒；留空则用 Pips 的默认值（60）
cmd-settings-turn_timeout-seconds-name = 秒数
cmd-settings-pings = 轮到的玩家是否收到提醒
cmd-settings-pings-send = True：发送回合提醒；False：从不
cmd-settings-pings-send-name = 提醒
cmd-settings-computers = 房主能否添加电脑座位
cmd-settings-computers-allowed = True：允许；False：不允许
cmd-settings-computers-allowed-name = 允许
cmd-settings-channels = 可以开始游戏的频道
cmd-settings-channels-add = 允许在某频道游戏（一旦列出，只有列出的频道可以）
cmd-settings-channels-remove = 把频道从列表中移除
cmd-settings-channels-clear = 重新允许在所有频道游戏
cmd-settings-channels-channel = 频道
cmd-settings-channels-channel-name = 频道
settings-choice-server = 服务器的 Discord 语言

## What /settings shows

settings-title = 本服务器的 Pips 设置
settings-language = 牌桌语言：{ $value }
settings-language-server = 服务器的 Discord 语言（{ $locale }）
settings-turn_timeout = 开始命令未指定时的回合时限：{ $seconds } 秒
settings-turn_timeout-default = （Pips 默认）
settings-pings = 回合提醒：{ $value }
settings-pings-on = 开
settings-pings-off = 关
settings-computers = 电脑座位：{ $value }
settings-computers-on = 允许
settings-computers-off = 不允许
settings-channels = 可以开始游戏的频道：{ $value }
settings-channels-any = 任意频道
settings-applies = 更改适用于之后开的牌桌。
settings-saved = 已保存。{ $line }
    这适用于从现在起开的牌桌。

## Refusals (private)

settings-managers_only = 只有拥有“管理服务器”权限的成员才能使用 /settings。
settings-turn_timeout-invalid = 回合时限须为 { $min } 到 { $max } 的整数秒；没有任何更改。
settings-language-invalid = 牌桌只能使用这些语言：{ $languages }；没有任何更改。
settings-channels-already = <#{ $channel }> 已在列表中；没有任何更改。
settings-channels-not_listed = <#{ $channel }> 不在列表中；没有任何更改。
settings-channels-too_many = 最多只能列出 { $max } 个频道；没有任何更改。
settings-channel_not_allowed = 在本服务器，只能在 { $channels } 开始游戏。
settings-no_computers = 本服务器不允许电脑座位。
