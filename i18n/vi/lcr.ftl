### Tiếng Việt: LCR.

lcr-action-roll = Gieo
lcr-option-dice-by--chips = xúc xắc theo số chip
lcr-option-dice-always--three = luôn ba xúc xắc
lcr-option-dot_to_win = toàn chấm mới thắng
lcr-option-stakes = tự chọn mức cược
lcr-seat = { " " }— { $chips ->
       *[other] { $chips } chip
    }
lcr-pot = Hũ: { $pot ->
       *[other] { $pot } chip
    } · { $dealt ->
       *[other] { $dealt } chip
    } đang chơi
lcr-hand = { " " }· ván nhỏ { $hand } (hũ đôi)
lcr-last_holder = { $name } giữ toàn bộ chip còn lại: chỉ thắng khi mọi viên đều ra chấm (•); ra L hoặc R thì chơi tiếp.
lcr-event-deal = Mọi người nhận chip.
lcr-event-roll = { $name } gieo được { $faces }: { $moves }.
lcr-event-roll-nothing = không có gì di chuyển
lcr-event-roll-idle = { $faces } không tác dụng: hết chip
lcr-event-roll-no_win = không toàn chấm: chưa thắng, chơi tiếp
lcr-event-move-seat = { $count } cho { $target }
lcr-event-move-pot = { $count } vào hũ
lcr-event-win = 🏆 { $name } thắng { $chips ->
       *[other] { $chips } chip
    }!
lcr-event-double_pot = Không ai còn chip: hũ { $pot ->
       *[other] { $pot } chip
    } được giữ lại và mọi người nhận chip mới (ván nhỏ { $hand }).
lcr-event-double_pot-next = Không ai còn chip: hũ { $pot ->
       *[other] { $pot } chip
    } được giữ lại và mọi người nhận chip mới (ván nhỏ { $hand }); { $next } gieo trước.
lcr-event-chips_to_pot = { $name } bỏ { $chips ->
       *[other] { $chips } chip
    } vào hũ.
lcr-rules = **LCR (Trái Giữa Phải)** — 3 đến 20 người chơi, mỗi người bắt đầu với 3 chip.
    Đến lượt, bạn gieo một xúc xắc cho mỗi chip đang giữ, tối đa ba (tùy chọn *luôn ba xúc xắc*: ba xúc xắc miễn là bạn còn chip; xét từ trái sang phải, hết chip thì các viên còn lại không có tác dụng). Không có chip thì bạn bị bỏ qua nhưng vẫn ở trong ván.
    Mặt 1–3 là mặt chấm (•: không có gì), 4 = **L** (trái): một chip cho người bên trái (ghế kế tiếp), 5 = **C** (giữa): một chip vào hũ, 6 = **R** (phải): một chip cho người bên phải (ghế trước đó).
    Khi chỉ còn một người giữ chip, người đó thắng số chip của mình và cả hũ.
    Tùy chọn *toàn chấm mới thắng*: người giữ chip cuối cùng phải gieo toàn chấm mới thắng; có L hoặc R thì ván tiếp tục; nếu chip cuối của họ vào hũ, mọi người nhận chip mới và hũ được giữ lại (hũ đôi); người bên trái của người vừa làm trống bàn gieo trước.
    Tùy chọn *tự chọn mức cược*: mỗi người chọn số chip ban đầu từ 1 đến 99 khi tham gia (chủ bàn bắt đầu với 3 và có thể bấm Tham gia để đổi).
    Người rời ván bỏ chip của mình vào hũ. Ghế 1 (chủ bàn) gieo trước. Nếu bạn không gieo trong thời gian lượt (15 giây đến 1 giờ, mặc định 60 giây), bot gieo thay bạn.
    Mọi viên xúc xắc đến từ một hạt giống bí mật có vân tay (SHA-256) hiện từ đầu; hạt giống được công bố ở cuối để ai cũng kiểm tra được mọi lần gieo (`/game verify`).

## Tên trò

game-lcr = LCR (Trái Giữa Phải)

## Bảng chọn lệnh

cmd-lcr = Trò xúc xắc LCR (Trái Giữa Phải)
cmd-lcr-start = Mở bàn LCR trong kênh này
cmd-lcr-dice = Số xúc xắc bạn gieo: mỗi chip một viên, tối đa ba (mặc định), hoặc luôn ba
cmd-lcr-dot_to_win = Người cuối cùng còn chip phải gieo toàn chấm mới thắng
cmd-lcr-stakes = Mỗi người tự chọn số chip ban đầu (1-99) khi tham gia
cmd-lcr-dice-name = xúc-xắc
cmd-lcr-dice-by_chips = theo số chip
cmd-lcr-dice-always_three = luôn ba
cmd-lcr-dot_to_win-name = toàn-chấm
cmd-lcr-stakes-name = mức-cược

## /stats

stats-lcr = Chip mang về: { $chips ->
       *[other] { $chips } chip
    }

## /lcr odds: bảng chọn lệnh

cmd-lcr-odds = Cơ hội thắng của từng ghế ở bàn LCR, và một ván kéo dài bao lâu

## /lcr odds: câu trả lời

odds-header-lcr = Cơ hội thắng, theo ghế tính từ người gieo đầu tiên:
odds-method-exact-lcr = Chính xác: xích Markov hấp thụ trên các cách phân bố chip.
odds-lcr-exact_up_to = Kết quả chính xác cho { $players } người chơi có đến { $chips ->
       *[other] { $chips } chip
    } mỗi người; toàn chấm mới thắng luôn được mô phỏng.
odds-lcr-never_exact = Với { $players } người chơi, xích chính xác sẽ mất quá lâu; toàn chấm mới thắng luôn được mô phỏng.

## Cơ hội trực tiếp

lcr-option-live_chances = cơ hội trực tiếp
