### Tiếng Việt: /<game> odds, cơ hội của từng ghế trước khi bắt đầu.

## Bảng chọn lệnh

cmd-odds-players = Số người chơi ngồi ở bàn
cmd-odds-players-name = người-chơi
cmd-odds-chips = Số chip mỗi người bắt đầu (mặc định 3)
cmd-odds-chips-name = chip
cmd-odds-post = Đăng câu trả lời vào kênh cho mọi người (mặc định: chỉ bạn thấy)
cmd-odds-post-name = đăng

## Câu trả lời

odds-title = Tỉ lệ { $game } · { $players ->
       *[other] { $players } người chơi
    }
odds-options = Tùy chọn: { $options }
odds-options-none = không có tùy chọn
odds-chips = mỗi người { $chips ->
       *[other] { $chips } chip
    }
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = Những người dẫn đầu bằng điểm cùng chia chiến thắng: { $percent }% số ván kết thúc với hòa ở vị trí nhất, và mỗi người dẫn đầu bằng điểm đều tính là thắng, nên tổng các cơ hội vượt quá 100%.
odds-length-rolls = Độ dài dự kiến: { $value } lần gieo
odds-length-throws = Độ dài dự kiến: { $value } lần gieo
odds-length-rounds = Độ dài dự kiến: { $value } vòng
odds-score-points = Điểm dự kiến mỗi người chơi: { $value } điểm
odds-estimate = { $value } ± { $margin }
odds-method-simulation = Mô phỏng { $games ->
       *[other] { $games } ván
    }, ±{ $margin } điểm (3 sai số chuẩn).
