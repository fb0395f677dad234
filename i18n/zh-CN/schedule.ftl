### zh-CN: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = 游戏之夜：约定时间的一局游戏，报名的人开始时直接入座
cmd-schedule-new = 在此频道约一局游戏；你是房主
cmd-schedule-new-game = 游戏
cmd-schedule-new-game-name = 游戏
cmd-schedule-new-when = 时间：“2h30m”“20:30”“2026-12-05 20:30”或 Discord 时间戳
cmd-schedule-new-when-name = 时间
cmd-schedule-new-repeat = 一次，或每周同一时间
cmd-schedule-new-repeat-name = 重复
cmd-schedule-repeat-none = 一次
cmd-schedule-repeat-weekly = 每周
cmd-schedule-new-note = 邀请的备注
cmd-schedule-new-note-name = 备注
cmd-schedule-list = 本服务器已约定的游戏之夜
cmd-schedule-cancel = 取消你担任房主的游戏之夜
cmd-schedule-cancel-night = 游戏之夜
cmd-schedule-cancel-night-name = 之夜
cmd-settings-timezone = /schedule 中输入的时间所用的时区
cmd-settings-timezone-zone = 时区，例如 Asia/Shanghai（输入以查找）；不填则为 UTC
cmd-settings-timezone-zone-name = 时区

## /settings

settings-timezone = 游戏之夜的时区：{ $zone }
settings-timezone-invalid = “{ $name }”不是 Pips 认识的时区：请从建议中选择，例如 Asia/Shanghai；没有任何改动。

## The invitation card

night-card-title = 游戏之夜：{ $game }
night-card-when = { $full }（{ $relative }）
night-card-weekly = 每周
night-card-host = 房主：{ $host }
night-card-note = 备注：{ $note }
night-card-coming = 参加（{ $count }）：{ $names }
night-card-not_coming = 来不了：{ $names }
night-card-scheduled = 点击“我参加”，开始时即可入座。
night-card-started = 已开始：牌桌在此频道开放。
night-card-cancelled = 已取消。
night-card-missed = 错过：当时 Pips 没有运行。
night-card-failed = 未能开始。
night-button-in = 我参加
night-button-out = 来不了

## In the channel

night-reminder = { $mentions }：{ $game } 之夜将于 { $relative } 开始。
night-opened = { $mentions }：{ $game } 之夜现在开始。你们已入座；由 { $host } 开始游戏。
night-left_out = 牌桌已没有座位留给：{ $names }。
night-busy = { $time } 的 { $game } 之夜未能开始：15 分钟后此频道的牌桌仍未结束。
night-missed = { $time } 的 { $game } 之夜已错过：当时 Pips 没有运行。
night-refused = { $time } 的 { $game } 之夜未能开始：此频道已不能再开始游戏。
night-event_deleted = { $time } 的 { $game } 之夜已取消：它的 Discord 活动已被删除。
night-event-name = { $game } 游戏之夜
night-event-description = 由 Pips 约定：在频道的邀请上点击“我参加”，或在这里标记感兴趣，开始时即可入座。

## Private answers

night-cancelled = { $time } 的 { $game } 之夜已取消。
night-list-title = 本服务器的游戏之夜
night-list-line = { $time }：{ $channel } 的 { $game }，房主 { $host }（参加：{ $count }）
night-list-empty = 本服务器没有约定的游戏之夜；用 /schedule new 约一个吧。
night-choice = { $game }，{ $time }（{ $zone }）
night-when-unreadable = Pips 无法把“{ $text }”读作时间。试试 `in 90 minutes`、`{ $clock }` 或 `{ $date }`（服务器时区），或 Discord 时间戳。
night-when-past = 这个时间已经过去了。试试 `in 90 minutes`、`{ $clock }` 或 `{ $date }`。
night-when-far = 这已超过 60 天之后。试试 `in 90 minutes`、`{ $clock }` 或 `{ $date }`。
night-too_many = 本服务器已约定了 { $max } 个游戏之夜：请先取消一个。
night-over = 这个游戏之夜不再接受回复。
night-host_stays = 你是这个游戏之夜的房主：请改用 /schedule cancel 取消。
night-host_only = 只有游戏之夜的房主（或有“管理频道”权限者）可以取消它。
night-unknown = 这里没有这样的游戏之夜。
