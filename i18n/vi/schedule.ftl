### vi: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Đêm chơi: một ván hẹn giờ, ai đến sẽ được xếp ghế khi bắt đầu
cmd-schedule-new = Hẹn một ván trong kênh này; bạn là chủ bàn
cmd-schedule-new-game = Trò chơi
cmd-schedule-new-game-name = trò-chơi
cmd-schedule-new-when = Khi nào: “2h30m”, “20:30”, “2026-12-05 20:30” hoặc dấu thời gian Discord
cmd-schedule-new-when-name = khi-nào
cmd-schedule-new-repeat = Một lần, hoặc hằng tuần vào cùng giờ
cmd-schedule-new-repeat-name = lặp-lại
cmd-schedule-repeat-none = Một lần
cmd-schedule-repeat-weekly = Hằng tuần
cmd-schedule-new-note = Ghi chú cho lời mời
cmd-schedule-new-note-name = ghi-chú
cmd-schedule-list = Các đêm chơi đã hẹn trên máy chủ này
cmd-schedule-cancel = Hủy một đêm chơi mà bạn là chủ bàn
cmd-schedule-cancel-night = Đêm chơi
cmd-schedule-cancel-night-name = đêm
cmd-settings-timezone = Múi giờ của giờ gõ trong /schedule
cmd-settings-timezone-zone = Một múi giờ như Asia/Ho_Chi_Minh (gõ để tìm múi giờ của bạn); bỏ trống là UTC
cmd-settings-timezone-zone-name = múi-giờ

## /settings

settings-timezone = Múi giờ của đêm chơi: { $zone }
settings-timezone-invalid = “{ $name }” không phải múi giờ Pips biết: hãy chọn một gợi ý, ví dụ Asia/Ho_Chi_Minh; không có gì thay đổi.

## The invitation card

night-card-title = Đêm chơi: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Hằng tuần
night-card-host = Chủ bàn: { $host }
night-card-note = Ghi chú: { $note }
night-card-coming = Sẽ đến ({ $count }): { $names }
night-card-not_coming = Không đến được: { $names }
night-card-scheduled = Bấm “Tôi tham gia” để có ghế khi bắt đầu.
night-card-started = Đã bắt đầu: bàn đang mở trong kênh này.
night-card-cancelled = Đã hủy.
night-card-missed = Bị lỡ: lúc đó Pips không chạy.
night-card-failed = Không thể bắt đầu.
night-button-in = Tôi tham gia
night-button-out = Không đến được

## In the channel

night-reminder = { $mentions }: đêm { $game } bắt đầu { $relative }.
night-opened = { $mentions }: đêm { $game } bắt đầu ngay bây giờ. Các bạn đã có ghế; { $host } bắt đầu ván.
night-left_out = Bàn không còn ghế cho { $names }.
night-busy = Đêm { $game } lúc { $time } không thể bắt đầu: bàn trong kênh này vẫn còn mở sau 15 phút.
night-missed = Đêm { $game } lúc { $time } bị lỡ: lúc đó Pips không chạy.
night-refused = Đêm { $game } lúc { $time } không thể bắt đầu: kênh này không còn được bắt đầu ván chơi.
night-event_deleted = Đêm { $game } lúc { $time } đã bị hủy: sự kiện Discord của nó đã bị xóa.
night-event-name = Đêm chơi { $game }
night-event-description = Hẹn bằng Pips: bấm “Tôi tham gia” trên lời mời trong kênh, hoặc đánh dấu quan tâm tại đây, để có ghế khi bắt đầu.

## Private answers

night-cancelled = Đêm { $game } lúc { $time } đã bị hủy.
night-list-title = Các đêm chơi trên máy chủ này
night-list-line = { $time }: { $game } ở { $channel }, chủ bàn { $host } (sẽ đến: { $count })
night-list-empty = Máy chủ này chưa hẹn đêm chơi nào; hãy hẹn bằng /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips không đọc được “{ $text }” là thời gian. Hãy thử `in 90 minutes`, `{ $clock }` hoặc `{ $date }` (theo múi giờ của máy chủ), hoặc dấu thời gian Discord.
night-when-past = Thời điểm đó đã qua. Hãy thử `in 90 minutes`, `{ $clock }` hoặc `{ $date }`.
night-when-far = Thời điểm đó xa hơn 60 ngày. Hãy thử `in 90 minutes`, `{ $clock }` hoặc `{ $date }`.
night-too_many = Máy chủ này đã hẹn { $max } đêm chơi: hãy hủy bớt một đêm trước.
night-over = Đêm chơi này không nhận trả lời nữa.
night-host_stays = Bạn là chủ bàn của đêm chơi này: hãy hủy nó bằng /schedule cancel.
night-host_only = Chỉ chủ bàn của đêm chơi (hoặc người có quyền Quản lý kênh) mới hủy được.
night-unknown = Không có đêm chơi như vậy ở đây.
