### Tiếng Việt: Chicago.

chicago-action-roll = Gieo
chicago-action-reroll = Gieo lại { $face } { $value }
chicago-action-reroll-pictured = Gieo lại { $value }
chicago-action-keep = Giữ
chicago-option-double_roll = gieo hai lần
chicago-option-three_dice = ba xúc xắc
chicago-seat = { " " }— { $points ->
       *[other] { $points } điểm
    }
# Khi ván kết thúc, dòng của mỗi người là dòng của họ trên bảng điểm: các mục tiêu trúng, cộng lại thành tổng.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Vòng { $round }/11 — mục tiêu { $target }**
chicago-winner = 🏆 { $name } thắng với { $points ->
       *[other] { $points } điểm
    }!
chicago-joint_victory = 🤝 Đồng chiến thắng: { $names }, mỗi người { $points ->
       *[other] { $points } điểm
    }!
# Một lần gieo đọc là "<mặt><kết quả>": xúc xắc ra gì, số điểm, hoặc lựa chọn tiếp theo.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, không phải { $target }{ $then }
chicago-verdict-pair_miss = { " " }— không cặp nào ra { $target }{ $then }
chicago-verdict-kept = : 0 điểm
chicago-verdict-kept_forced = { " " }— gieo lại cũng không ra { $target }: 0 điểm
chicago-then-zero = : 0 điểm
chicago-event-first_player = { $name } được bốc thăm gieo trước.
chicago-event-round = Vòng { $round }: mục tiêu **{ $target }**.
chicago-event-roll = { $name } gieo { $faces }{ $verdict }.
chicago-event-reroll = { $name } gieo lại viên { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } giữ { $faces }{ $verdict }.
chicago-event-timeout = { $name } không đi kịp giờ: bot chọn nước tốt nhất thay họ.
chicago-event-game_over = 🏁 Ván đã kết thúc.
chicago-rules = **Chicago (Rotation)** — 2 đến 20 người chơi, 11 vòng.
    Người đầu tiên được bốc thăm; mỗi vòng đi theo chiều kim đồng hồ từ người đó. Ở vòng r mục tiêu là r + 1 (vòng 1: 2, … vòng 11: 12).
    Đến lượt, bấm **Gieo**: hai xúc xắc, một lần. Nếu tổng bằng mục tiêu bạn được số điểm bằng mục tiêu, nếu không thì 0. Sau 11 vòng tổng cao nhất thắng; những người dẫn đầu bằng điểm cùng chiến thắng.
    Tùy chọn *gieo hai lần*: khi lần gieo không được điểm, bạn chọn — gieo lại đúng một viên (mỗi viên một nút, hiện mặt của nó) và tính điểm lần gieo mới, hoặc **Giữ** (0 điểm). Khi không lần gieo lại nào có thể ghi điểm, Pips giữ ngay lần gieo cho bạn và nói lý do.
    Tùy chọn *ba xúc xắc*: gieo ba viên và được điểm mục tiêu nếu hai viên bất kỳ cộng lại bằng mục tiêu; bot chọn cặp (cặp đầu tiên hợp lệ trong các viên 1+2, 1+3, 2+3 — cặp nào cũng được điểm như nhau) và hiện ra. Khi có cả gieo hai lần, lần trượt cho phép gieo lại một trong ba viên.
    Người rời ván không ghi thêm điểm: điểm của họ vẫn ở trên bảng nhưng không thể thắng. Rời giữa lượt (lần trượt đang chờ gieo lại hoặc giữ) để trống vòng đó. Nếu chỉ còn một người, ván kết thúc ngay và người đó thắng.
    Nếu bạn không đi trong thời gian lượt (15 giây đến 1 giờ, mặc định 60 giây), bot chơi thay bạn như người chơi máy: bot gieo, và sau lần trượt sẽ gieo lại viên cho nhiều cơ hội ghi điểm nhất (viên đầu tiên nếu bằng nhau).
    Mọi viên xúc xắc đến từ một hạt giống bí mật có vân tay SHA-256 hiện từ đầu; hạt giống được công bố ở cuối để ai cũng kiểm tra được mọi lần gieo (`/game verify`).

## Tên trò

game-chicago = Chicago

## Bảng chọn lệnh

cmd-chicago = Trò xúc xắc Chicago (Rotation)
cmd-chicago-start = Mở bàn Chicago trong kênh này
cmd-chicago-double_roll = Sau lần gieo không được điểm, gieo lại một viên hoặc giữ
cmd-chicago-three_dice = Gieo ba viên; hai viên bất kỳ có tổng bằng mục tiêu thì được điểm
cmd-chicago-double_roll-name = gieo-hai-lần
cmd-chicago-three_dice-name = ba-xúc-xắc

## /stats

stats-chicago = Điểm cao nhất: { $score }

## /chicago odds: bảng chọn lệnh

cmd-chicago-odds = Cơ hội thắng của từng ghế ở bàn Chicago, và điểm dự kiến mỗi người chơi

## /chicago odds: câu trả lời

odds-header-chicago = Cơ hội thắng, theo ghế tính từ người đi đầu (mọi ghế như nhau: các bảng điểm độc lập):
odds-method-exact-chicago = Chính xác: liệt kê mọi lần gieo, với lần gieo lại tốt nhất.

## Cơ hội trực tiếp

chicago-option-live_chances = cơ hội trực tiếp
