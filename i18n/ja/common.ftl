### Japanese: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — 参加者募集中
table-title-playing = { $game } — プレイ中
table-title-finished = { $game } — 終了
table-title-cancelled = { $game } — 中止
table-host = ホスト: { $host }
# Japanese has one plural form: this select keeps it visible to the plural check.
table-turn_timeout = 持ち時間 { $seconds ->
       *[other] { $seconds } 秒
    }
table-seats = プレイヤー（{ $count }/{ $max }）
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = （CPU）
table-seat-forfeited = { " " }— 退出
table-seat-stake = { " " }— 開始チップ { $stake } 枚
table-turn = 手番: { $mention }
table-turn-deadline = { " " }· 期限 { $deadline }
table-waits_for_click = Pips がこのテーブルを更新できるのは { $time } までです。それ以降の手は次のクリックで表示されます。
ping-turn = { $mention } さん、{ $game } で手番が回ってきました。期限は { $deadline } です。
table-lobby_hint = 「参加」で参加できます。ホストは { $min } 人以上（最大 { $max } 人）で開始できます。
table-log = 最近の出来事
table-fingerprint = サイコロの指紋 { $fingerprint } · /game verify
table-revealed = サイコロの指紋 { $fingerprint } · シード公開済み: /game verify
table-cancelled = このテーブルは中止されました。
table-none = なし

## Buttons

button-join = 参加
button-leave = 抜ける
button-add_computer = CPUを追加
button-start = 開始
button-cancel = 中止
button-again = もう一度遊ぶ
button-choose = 手を選ぶ
button-go_to_table = テーブルへ

## Modal

stake-title = 開始チップを選ぶ
stake-label = 開始チップ（1〜99）
stake-invalid = 開始チップは 1 から 99 までの整数です。

## Events any game shows

event-joined = { $name } が参加しました。
event-left = { $name } が抜けました。
event-stake_changed = { $name } が開始チップを { $stake } 枚に変えました。
event-computer_joined = { $name }（CPU）が参加しました。
event-cancelled = { $name } がテーブルを中止しました。
event-forfeit = { $name } がゲームから抜けました。
event-timeout = { $name } は時間内に操作しませんでした。ボットが代わりに進めます。

## Refusals (ephemeral)

table-unknown = このテーブルはもう使えません。/… start コマンドで新しく始めてください。
table-over = このゲームは終了しています。
table-not_started = ゲームはまだ始まっていません。
table-not_seated = このテーブルでプレイしていません。
table-forfeited = このゲームからはすでに抜けています。
table-other_channel = そのボタンは別のチャンネルのテーブルのものです。
table-unreadable = このテーブルの保存データを読めませんでした。ホストは /game cancel で中止できます。
table-moved = テーブルは下へ移動しました ↓
table-moved_away = このテーブルはチャンネルの下へ移動しました。新しいメッセージで遊んでください。
channel-no_table = このチャンネルには今ゲームがありません。
channel-no_game = このチャンネルではまだゲームが遊ばれていません。
channel-busy = このチャンネルにはすでにテーブルがあります。
channel-guild_only = ゲームはサーバーのチャンネルで遊べます。
option-invalid = そのオプションは使えません: { $option } = { $value }。
lobby-already_started = ゲームはすでに始まっています。
lobby-host_only = それができるのはホスト（またはチャンネル管理権限を持つ人）だけです。
lobby-already_seated = すでに着席しています。
lobby-full = テーブルは満席です（{ $seats } 席）。
lobby-not_seated = このテーブルに着席していません。
lobby-too_few = 開始には { $needed } 人以上が必要です。
turn-not_yours = 今は手番ではありません。<@{ $player }> さんの手番です。
turn-stale = そのボタンはもう使われました。テーブルは先へ進んでいます。
again-not_finished = このゲームはまだ続いています。
again-exists = ここにはすでに新しいテーブルが開いています。
rules-not_your_turn = 今は手番ではありません。
rules-not_legal = 今はその操作はできません。
rules-game_over = このゲームは終了しています。
rules-not_playing = このゲームに参加していません。
error-unexpected = こちら側で問題が起きました。何も変更されていません。もう一度お試しください。
error-store_unavailable = ゲームのデータベースが今応答していません。何も変更されていません。少ししてからお試しください。
bot-restarting = Pips は再起動中です。数秒後にお試しください。

## /game

verify-running = テーブル { $table }（{ $game }）: 最初のロールの前に Pips は `{ $fingerprint }` を表示しました。これはすべての目を決める秘密のシードの指紋です。ゲーム中、シードは秘密のままです。終了後は /game verify でシードが分かり、誰でもそれが指紋と一致し、すべての目を生んだことを確かめられます。
    完全な指紋（シードの SHA-256）: `{ $commitment }`
verify-revealed = テーブル { $table }（{ $game }）: 最初のロールの前に Pips は秘密のシードの指紋 `{ $fingerprint }` を表示しました。ゲームが終わったのでシードを公開します。誰でもすべての目を確かめられます。
    シード: `{ $seed }`
    完全な指紋: `{ $commitment }`
    { $recipe }
verify-recipe = 確かめ方: シードの SHA-256 が指紋です（つまりシードは最初のロールの前に決まっていました）。サイコロの目は、ブロック 0, 1, 2… の順に HMAC-SHA256(シード, 8 バイトのビッグエンディアンのブロック番号) のバイトを読み、252 以上のバイトは飛ばし、各バイトを 6 で割った余り + 1 が目になります。
game-left = ゲームから抜けました。
game-cancelled = テーブルは中止されました。
