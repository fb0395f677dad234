### ja: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = ゲームナイト: 時間を決めたゲーム。参加者は開始時に席に着きます
cmd-schedule-new = このチャンネルでゲームを予定します（ホストはあなた）
cmd-schedule-new-game = ゲーム
cmd-schedule-new-game-name = ゲーム
cmd-schedule-new-when = いつ: 「2h30m」「20:30」「2026-12-05 20:30」または Discord のタイムスタンプ
cmd-schedule-new-when-name = いつ
cmd-schedule-new-repeat = 1回だけ、または毎週同じ時刻
cmd-schedule-new-repeat-name = 繰り返し
cmd-schedule-repeat-none = 1回だけ
cmd-schedule-repeat-weekly = 毎週
cmd-schedule-new-note = 招待に添えるメモ
cmd-schedule-new-note-name = メモ
cmd-schedule-list = このサーバーで予定されているゲームナイト
cmd-schedule-cancel = あなたがホストのゲームナイトを中止します
cmd-schedule-cancel-night = ゲームナイト
cmd-schedule-cancel-night-name = ナイト
cmd-settings-timezone = /schedule で入力した時刻のタイムゾーン
cmd-settings-timezone-zone = Asia/Tokyo のようなタイムゾーン（入力して探せます）。省略すると UTC
cmd-settings-timezone-zone-name = ゾーン

## /settings

settings-timezone = ゲームナイトのタイムゾーン: { $zone }
settings-timezone-invalid = 「{ $name }」は Pips の知らないタイムゾーンです。Asia/Tokyo など候補から選んでください。何も変更していません。

## The invitation card

night-card-title = ゲームナイト: { $game }
night-card-when = { $full }（{ $relative }）
night-card-weekly = 毎週
night-card-host = ホスト: { $host }
night-card-note = メモ: { $note }
night-card-coming = 参加（{ $count }）: { $names }
night-card-not_coming = 参加できない: { $names }
night-card-scheduled = 開始時に席を取るには「参加する」を押してください。
night-card-started = 始まりました: このチャンネルでテーブルが開いています。
night-card-cancelled = 中止しました。
night-card-missed = 見送り: その時刻に Pips が動いていませんでした。
night-card-failed = 始められませんでした。
night-button-in = 参加する
night-button-out = 行けない

## In the channel

night-reminder = { $mentions }: { $game } のナイトは { $relative } に始まります。
night-opened = { $mentions }: { $game } のナイトが今始まります。席は用意済みです。ゲームは { $host } が開始します。
night-left_out = テーブルに席が残っていませんでした: { $names }
night-busy = { $time } の { $game } のナイトは始められませんでした: 15 分後もこのチャンネルのテーブルが開いていました。
night-missed = { $time } の { $game } のナイトは見送られました: その時刻に Pips が動いていませんでした。
night-refused = { $time } の { $game } のナイトは始められませんでした: このチャンネルではもうゲームを始められません。
night-event_deleted = { $time } の { $game } のナイトは中止です: Discord のイベントが削除されました。
night-event-name = { $game } ゲームナイト
night-event-description = Pips で予定: チャンネルの招待で「参加する」を押すか、ここで「興味あり」にすると、開始時に席が用意されます。

## Private answers

night-cancelled = { $time } の { $game } のナイトを中止しました。
night-list-title = このサーバーのゲームナイト
night-list-line = { $time }: { $channel } で { $game }、ホスト { $host }（参加: { $count }）
night-list-empty = このサーバーに予定されたゲームナイトはありません。/schedule new で予定できます。
night-choice = { $game }、{ $time }（{ $zone }）
night-when-unreadable = Pips は「{ $text }」を時刻として読めません。`in 90 minutes`、`{ $clock }`、`{ $date }`（サーバーのタイムゾーン）または Discord のタイムスタンプを試してください。
night-when-past = その時刻はもう過ぎています。`in 90 minutes`、`{ $clock }`、`{ $date }` を試してください。
night-when-far = 60 日より先です。`in 90 minutes`、`{ $clock }`、`{ $date }` を試してください。
night-too_many = このサーバーにはすでに { $max } 件のゲームナイトが予定されています。先にどれかを中止してください。
night-over = このゲームナイトはもう回答を受け付けていません。
night-host_stays = あなたはこのゲームナイトのホストです。/schedule cancel で中止してください。
night-host_only = ゲームナイトを中止できるのは、そのホスト（またはチャンネル管理権限を持つ人）だけです。
night-unknown = ここにそのようなゲームナイトはありません。
