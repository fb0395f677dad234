### Japanese: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = このサーバーの Pips 設定（サーバー管理権限のみ）
cmd-settings-show = このサーバーの Pips 設定を表示
cmd-settings-language = 新しいテーブルの言語
cmd-settings-language-value = 言語（入力して探せます）、またはサーバー自身の Discord の言語
cmd-settings-language-value-name = 言語
cmd-settings-turn_timeout = 開始コマンドで指定がないときの新しいテーブルの持ち時間
cmd-settings-turn_timeout-seconds = 15〜3600秒。省略すると Pips の既定（60）
cmd-settings-turn_timeout-seconds-name = 秒
cmd-settings-pings = 手番を待たせているプレイヤーに通知するか
cmd-settings-pings-send = True: 手番を通知する、False: しない
cmd-settings-pings-send-name = 通知
cmd-settings-computers = ホストが CPU 席を追加できるか
cmd-settings-computers-allowed = True: 許可、False: 不許可
cmd-settings-computers-allowed-name = 許可
cmd-settings-channels = ゲームを始められるチャンネル
cmd-settings-channels-add = チャンネルでのゲームを許可（1つ登録すると登録済みのみ）
cmd-settings-channels-remove = チャンネルをリストから外す
cmd-settings-channels-clear = すべてのチャンネルで再びゲームを許可
cmd-settings-channels-channel = チャンネル
cmd-settings-channels-channel-name = チャンネル
settings-choice-server = サーバーの Discord の言語

## What /settings shows

settings-title = このサーバーの Pips 設定
settings-language = テーブルの言語: { $value }
settings-language-server = サーバーの Discord の言語（{ $locale }）
settings-turn_timeout = 開始コマンドで指定がないときの持ち時間: { $seconds } 秒
settings-turn_timeout-default = （Pips の既定）
settings-pings = 手番の通知: { $value }
settings-pings-on = オン
settings-pings-off = オフ
settings-computers = CPU 席: { $value }
settings-computers-on = 許可
settings-computers-off = 不許可
settings-channels = ゲームを始められる場所: { $value }
settings-channels-any = すべてのチャンネル
settings-applies = 変更はこの後に開かれるテーブルに適用されます。
settings-saved = 保存しました。{ $line }
    これから開かれるテーブルに適用されます。

## Refusals (private)

settings-managers_only = /settings を使えるのはサーバー管理権限を持つメンバーだけです。
settings-turn_timeout-invalid = 持ち時間は { $min } から { $max } までの整数の秒数です。何も変更されていません。
settings-language-invalid = テーブルに使える言語は次のとおりです: { $languages }。何も変更されていません。
settings-channels-already = <#{ $channel }> はすでにリストにあります。何も変更されていません。
settings-channels-not_listed = <#{ $channel }> はリストにありません。何も変更されていません。
settings-channels-too_many = 登録できるのは最大 { $max } チャンネルです。何も変更されていません。
settings-channel_not_allowed = このサーバーでは、ゲームを始められるのは { $channels } だけです。
settings-no_computers = このサーバーでは CPU 席は許可されていません。
