### zh-TW: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = 遊戲之夜：約定時間的一局遊戲，報名的人開始時直接入座
cmd-schedule-new = 在此頻道約一局遊戲；你是房主
cmd-schedule-new-game = 遊戲
cmd-schedule-new-game-name = 遊戲
cmd-schedule-new-when = 時間：「2h30m」「20:30」「2026-12-05 20:30」或 Discord 時間戳記
cmd-schedule-new-when-name = 時間
cmd-schedule-new-repeat = 一次，或每週同一時間
cmd-schedule-new-repeat-name = 重複
cmd-schedule-repeat-none = 一次
cmd-schedule-repeat-weekly = 每週
cmd-schedule-new-note = 邀請的備註
cmd-schedule-new-note-name = 備註
cmd-schedule-list = 本伺服器已約定的遊戲之夜
cmd-schedule-cancel = 取消你擔任房主的遊戲之夜
cmd-schedule-cancel-night = 遊戲之夜
cmd-schedule-cancel-night-name = 之夜
cmd-settings-timezone = /schedule 中輸入的時間所用的時區
cmd-settings-timezone-zone = 時區，例如 Asia/Taipei（輸入以尋找）；不填則為 UTC
cmd-settings-timezone-zone-name = 時區

## /settings

settings-timezone = 遊戲之夜的時區：{ $zone }
settings-timezone-invalid = 「{ $name }」不是 Pips 認得的時區：請從建議中選擇，例如 Asia/Taipei；沒有任何變更。

## The invitation card

night-card-title = 遊戲之夜：{ $game }
night-card-when = { $full }（{ $relative }）
night-card-weekly = 每週
night-card-host = 房主：{ $host }
night-card-note = 備註：{ $note }
night-card-coming = 參加（{ $count }）：{ $names }
night-card-not_coming = 來不了：{ $names }
night-card-scheduled = 點擊「我參加」，開始時即可入座。
night-card-started = 已開始：牌桌在此頻道開放。
night-card-cancelled = 已取消。
night-card-missed = 錯過：當時 Pips 沒有執行。
night-card-failed = 未能開始。
night-button-in = 我參加
night-button-out = 來不了

## In the channel

night-reminder = { $mentions }：{ $game } 之夜將於 { $relative } 開始。
night-opened = { $mentions }：{ $game } 之夜現在開始。你們已入座；由 { $host } 開始遊戲。
night-left_out = 牌桌已沒有座位留給：{ $names }。
night-busy = { $time } 的 { $game } 之夜未能開始：15 分鐘後此頻道的牌桌仍未結束。
night-missed = { $time } 的 { $game } 之夜已錯過：當時 Pips 沒有執行。
night-refused = { $time } 的 { $game } 之夜未能開始：此頻道已不能再開始遊戲。
night-event_deleted = { $time } 的 { $game } 之夜已取消：它的 Discord 活動已被刪除。
night-event-name = { $game } 遊戲之夜
night-event-description = 由 Pips 約定：在頻道的邀請上點擊「我參加」，或在這裡標記感興趣，開始時即可入座。

## Private answers

night-cancelled = { $time } 的 { $game } 之夜已取消。
night-list-title = 本伺服器的遊戲之夜
night-list-line = { $time }：{ $channel } 的 { $game }，房主 { $host }（參加：{ $count }）
night-list-empty = 本伺服器沒有約定的遊戲之夜；用 /schedule new 約一個吧。
night-choice = { $game }，{ $time }（{ $zone }）
night-when-unreadable = Pips 無法把「{ $text }」讀作時間。試試 `in 90 minutes`、`{ $clock }` 或 `{ $date }`（伺服器時區），或 Discord 時間戳記。
night-when-past = 這個時間已經過去了。試試 `in 90 minutes`、`{ $clock }` 或 `{ $date }`。
night-when-far = 這已超過 60 天之後。試試 `in 90 minutes`、`{ $clock }` 或 `{ $date }`。
night-too_many = 本伺服器已約定了 { $max } 個遊戲之夜：請先取消一個。
night-over = 這個遊戲之夜不再接受回覆。
night-host_stays = 你是這個遊戲之夜的房主：請改用 /schedule cancel 取消。
night-host_only = 只有遊戲之夜的房主（或有「管理頻道」權限者）可以取消它。
night-unknown = 這裡沒有這樣的遊戲之夜。
