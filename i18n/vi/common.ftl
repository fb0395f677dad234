### Tiếng Việt: những gì mọi trò dùng chung (bàn, sảnh chờ, từ chối, /game).

## Tin nhắn bàn

table-title-lobby = { $game } — đang chờ người chơi
table-title-playing = { $game } — đang chơi
table-title-finished = { $game } — đã kết thúc
table-title-cancelled = { $game } — đã hủy
table-host = Chủ bàn: { $host }
table-turn_timeout = { $seconds ->
       *[other] { $seconds } giây
    } mỗi lượt
table-seats = Người chơi ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(máy)
table-seat-forfeited = { " " }— đã rời ván
table-seat-stake = { " " }— mức cược: { $stake ->
       *[other] { $stake } chip
    }
table-turn = Lượt: { $mention }
table-turn-deadline = { " " }· hết { $deadline }
table-waits_for_click = Pips có thể cập nhật bàn này đến { $time }; nước đi sau đó sẽ hiện ở lần nhấp tiếp theo.
ping-turn = { $mention }, đến lượt bạn ở { $game }: lượt hết { $deadline }.
table-lobby_hint = Tham gia để chơi. Chủ bàn có thể bắt đầu với { $min ->
       *[other] { $min } người chơi
    } trở lên (tối đa { $max }).
table-log = Gần đây
table-fingerprint = Vân tay xúc xắc { $fingerprint } · /game verify
table-revealed = Vân tay xúc xắc { $fingerprint } · hạt giống đã công bố: /game verify
table-cancelled = Bàn này đã bị hủy.
table-none = không có

## Nút

button-join = Tham gia
button-leave = Rời
button-add_computer = Thêm máy
button-start = Bắt đầu
button-cancel = Hủy
button-again = Chơi lại
button-choose = Chọn nước đi
button-go_to_table = Đến bàn

## Hộp thoại

stake-title = Chọn mức cược
stake-label = Số chip ban đầu (1 đến 99)
stake-invalid = Mức cược là số nguyên từ 1 đến 99.

## Sự kiện chung

event-joined = { $name } đã tham gia.
event-left = { $name } đã rời đi.
event-stake_changed = { $name } đổi mức cược thành { $stake ->
       *[other] { $stake } chip
    }.
event-computer_joined = { $name } (máy) đã tham gia.
event-cancelled = { $name } đã hủy bàn.
event-forfeit = { $name } đã rời ván.
event-timeout = { $name } không đi kịp giờ: bot chơi thay.

## Từ chối (riêng tư)

table-unknown = Tôi không còn biết bàn này. Hãy mở bàn mới bằng lệnh /… start.
table-over = Ván này đã kết thúc.
table-not_started = Ván chưa bắt đầu.
table-not_seated = Bạn không chơi ở bàn này.
table-forfeited = Bạn đã rời ván này.
table-other_channel = Nút đó thuộc về bàn ở kênh khác.
table-unreadable = Không đọc được ván đã lưu của bàn này; chủ bàn có thể hủy bằng /game cancel.
table-moved = Bàn đã chuyển ↓
table-moved_away = Bàn này đã chuyển xuống dưới trong kênh: hãy chơi ở tin nhắn mới.
channel-no_table = Hiện không có ván nào trong kênh này.
channel-no_game = Kênh này chưa có ván nào được chơi.
channel-busy = Kênh này đã có bàn.
channel-guild_only = Các ván được chơi trong kênh của máy chủ.
option-invalid = Tùy chọn đó không được phép: { $option } = { $value }.
lobby-already_started = Ván đã bắt đầu.
lobby-host_only = Chỉ chủ bàn (hoặc người có quyền Quản lý kênh) mới làm được việc đó.
lobby-already_seated = Bạn đã có ghế.
lobby-full = Bàn đã đầy ({ $seats ->
       *[other] { $seats } ghế
    }).
lobby-not_seated = Bạn không có ghế ở bàn này.
lobby-too_few = Cần ít nhất { $needed ->
       *[other] { $needed } người chơi
    } để bắt đầu.
turn-not_yours = Chưa đến lượt bạn: đang là lượt của <@{ $player }>.
turn-stale = Nút đó đã được dùng: bàn đã đi tiếp.
again-not_finished = Ván này vẫn đang diễn ra.
again-exists = Ở đây đã có một bàn mới được mở.
rules-not_your_turn = Chưa đến lượt bạn.
rules-not_legal = Nước đi đó hiện không được phép.
rules-game_over = Ván này đã kết thúc.
rules-not_playing = Bạn không tham gia ván này.
error-unexpected = Có lỗi ở phía tôi; không có gì thay đổi. Vui lòng thử lại.
error-store_unavailable = Cơ sở dữ liệu ván chơi hiện không phản hồi; không có gì thay đổi. Hãy thử lại sau giây lát.
bot-restarting = Pips đang khởi động lại; hãy thử lại sau vài giây.

## /game

verify-running = Bàn { $table } ({ $game }): trước lần gieo đầu tiên Pips đã hiện `{ $fingerprint }`, vân tay của một hạt giống bí mật quyết định mọi viên xúc xắc. Hạt giống được giữ bí mật khi ván còn diễn ra. Khi ván kết thúc, /game verify sẽ cho hạt giống: ai cũng có thể kiểm tra rằng nó khớp với vân tay và tạo ra mọi lần gieo.
    Vân tay đầy đủ (SHA-256 của hạt giống): `{ $commitment }`
verify-revealed = Bàn { $table } ({ $game }): trước lần gieo đầu tiên Pips đã hiện `{ $fingerprint }`, vân tay của một hạt giống bí mật. Giờ ván đã kết thúc, đây là hạt giống: ai cũng có thể kiểm tra mọi lần gieo.
    Hạt giống: `{ $seed }`
    Vân tay đầy đủ: `{ $commitment }`
    { $recipe }
verify-recipe = Cách kiểm tra: SHA-256 của hạt giống là vân tay (nên hạt giống đã cố định trước lần gieo đầu tiên); xúc xắc là các byte của HMAC-SHA256(hạt giống, số khối dạng 8 byte big-endian) cho các khối 0, 1, 2…, theo thứ tự, bỏ qua byte ≥ 252, mỗi byte cho mặt byte mod 6 + 1.
game-left = Bạn đã rời ván.
game-cancelled = Bàn đã bị hủy.
