### Japanese: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = そのボタンは無効です。Pips が表示したものではありません。何も変更されていません。
error-component_gone = そのボタンはもうこのメッセージにありません。表示されたあとでメッセージが更新されました。何も変更されていません。
error-form_invalid = そのフォームは無効です。Pips が開いたものではありません。何も変更されていません。
error-store_outcome_unknown = 手を保存している途中でゲームのデータベースが応答しなくなりました。テーブルには保存された内容が表示されています。

## Slash commands

error-command_updated = このコマンドは更新されたばかりです。1分後にお試しください。
error-unknown_option = /{ $command } に「{ $option }」というオプションはありません。何も行っていません。コマンドが更新されたばかりなら、1分後にお試しください。
error-option_value = オプション「{ $option }」には { $wants } を指定してください。何も行っていません。
error-wants-choice = 次のいずれか: { $choices }
error-wants-integer = 整数
error-wants-integer_range = { $min } から { $max } までの整数
error-wants-number = 数値
error-wants-number_range = { $min } から { $max } までの数値
error-wants-boolean = True か False
error-wants-text = { $max } 文字以内のテキスト
error-wants-any_text = テキスト
error-wants-listed = Discord が示す値のいずれか
error-guild_only = このコマンドはサーバーのチャンネルでのみ使えます。
error-missing_permissions = このコマンドには { $permissions } 権限が必要です。
error-bot_missing_permissions = このコマンドには、このチャンネルでのボットの { $permissions } 権限が必要です。
error-check_failed = ここではこのコマンドを使えません。
reach-external_apps_off = このサーバーではメンバーが外部アプリを使えないため、Pips はここでは非公開でしか返信できず、テーブルを開けません。ここで遊ぶには、サーバー管理者があなたのロールに「外部のアプリを使用」を許可する（サーバー設定 → ロール）か、Pips をサーバーに追加してください。DM やグループ DM でも遊べます。
