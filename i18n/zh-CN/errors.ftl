### Simplified Chinese: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = 这个按钮无效：它不是 Pips 发出的按钮。没有任何更改。
error-component_gone = 这个按钮已不在这条消息上：你看到它之后，消息已经更新。没有任何更改。
error-form_invalid = 这个表单无效：它不是 Pips 打开的。没有任何更改。
error-store_outcome_unknown = 保存你的这一步时，游戏数据库停止了响应；牌桌显示的是已保存的内容。

## Slash commands

error-command_updated = 这个命令刚刚更新；请一分钟后再试。
error-unknown_option = /{ $command } 没有“{ $option }”选项；未执行任何操作。如果命令刚刚更新，请一分钟后再试。
error-option_value = 选项“{ $option }”需要{ $wants }；未执行任何操作。
error-wants-choice = 以下之一：{ $choices }
error-wants-integer = 一个整数
error-wants-integer_range = { $min } 到 { $max } 的整数
error-wants-number = 一个数字
error-wants-number_range = { $min } 到 { $max } 的数字
error-wants-boolean = True 或 False
error-wants-text = 最多 { $max } 个字符的文本
error-wants-any_text = 文本
error-wants-listed = Discord 列出的值之一
error-guild_only = 这个命令只能在服务器频道中使用。
error-missing_permissions = 使用这个命令需要 { $permissions } 权限。
error-bot_missing_permissions = 执行这个命令，我需要本频道的 { $permissions } 权限。
error-check_failed = 你不能在这里使用这个命令。
reach-external_apps_off = 此服务器不允许成员使用外部应用，所以 Pips 在这里只能私下回复你，无法开桌。若想在这里玩，服务器管理员可以为你的身份组开启“使用外部应用”（服务器设置 → 身份组），或把 Pips 添加到服务器。你也可以在私信或群组私信中玩。
