### Traditional Chinese (Taiwan): answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = 這個按鈕無效：它不是 Pips 發出的按鈕。沒有任何更改。
error-component_gone = 這個按鈕已不在這則訊息上：你看到它之後，訊息已經更新。沒有任何更改。
error-form_invalid = 這個表單無效：它不是 Pips 開啟的。沒有任何更改。
error-store_outcome_unknown = 儲存你的這一步時，遊戲資料庫停止了回應；牌桌顯示的是已儲存的內容。

## Slash commands

error-command_updated = 這個指令剛剛更新；請一分鐘後再試。
error-unknown_option = /{ $command } 沒有「{ $option }」選項；未執行任何操作。如果指令剛剛更新，請一分鐘後再試。
error-option_value = 選項「{ $option }」需要{ $wants }；未執行任何操作。
error-wants-choice = 以下之一：{ $choices }
error-wants-integer = 一個整數
error-wants-integer_range = { $min } 到 { $max } 的整數
error-wants-number = 一個數字
error-wants-number_range = { $min } 到 { $max } 的數字
error-wants-boolean = True 或 False
error-wants-text = 最多 { $max } 個字元的文字
error-wants-any_text = 文字
error-wants-listed = Discord 列出的值之一
error-guild_only = 這個指令只能在伺服器頻道中使用。
error-missing_permissions = 使用這個指令需要 { $permissions } 權限。
error-bot_missing_permissions = 執行這個指令，我需要本頻道的 { $permissions } 權限。
error-check_failed = 你不能在這裡使用這個指令。
reach-external_apps_off = 這個伺服器不允許成員使用外部應用程式，所以 Pips 在這裡只能私下回覆你，無法開桌。若想在這裡玩，伺服器管理員可以為你的身分組開啟「使用外部應用程式」（伺服器設定 → 身分組），或把 Pips 加入伺服器。你也可以在私訊或群組私訊中玩。
