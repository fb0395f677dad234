### Tiếng Việt: Bad Leftovers.

cmd-leftovers = Trò xúc xắc Bad Leftovers (Đồ Thừa Xấu): lấy từng cặp, điểm là xấu
cmd-leftovers-start = Mở bàn Bad Leftovers trong kênh này
leftovers-option-fixed_pile = đống cố định (tính cho người bắt đầu)
leftovers-action-claim-pair = Khai { $claim }: lấy { $dice }
leftovers-action-claim-doubles = Khai { $claim }: lấy { $dice } (đôi của bạn)
leftovers-action-take-pair = Lấy { $dice }
leftovers-action-take-doubles = Lấy { $dice } (đôi của bạn)
leftovers-button-claim = Khai { $claim } · { $pairs ->
       *[other] { $pairs } cặp
    }
leftovers-button-back = ◀ Không { $claim }: tổng khác
leftovers-seat = { " " }— { $score ->
       *[other] { $score } điểm
    }
leftovers-seat-claim = { " " }— khai { $claim } · { $score ->
       *[other] { $score } điểm
    }
leftovers-seat-no_claim = { " " }— chưa khai · { $score ->
       *[other] { $score } điểm
    }
leftovers-seat-out = { " " }— bị loại · { $score ->
       *[other] { $score } điểm
    }
leftovers-round = Vòng { $round } · từ { $out ->
       *[other] { $out } điểm
    } bị loại
leftovers-center = Giữa: { $dice } ({ $count ->
       *[other] { $count } viên
    }, { $pips ->
       *[other] { $pips } chấm
    })
leftovers-event-seat_throw = Gieo chọn ghế: { $throws }.
leftovers-event-seats = Số cố định, theo chiều trái: { $order }.
leftovers-event-round = Vòng { $round }: gieo { $count ->
       *[other] { $count } viên
    }; { $name } bắt đầu.
leftovers-event-round-after_stuck = Vòng { $round }: gieo { $count ->
       *[other] { $count } viên
    }; { $name } bắt đầu vì vừa bị kẹt.
leftovers-event-round-after_out = Vòng { $round }: gieo { $count ->
       *[other] { $count } viên
    }; { $name } bắt đầu, người còn chơi kế tiếp bên trái { $stuck }.
leftovers-event-claim = { $name } khai { $claim } cho vòng này.
leftovers-event-take = { $name } lấy { $dice } (còn { $left ->
       *[other] { $left } viên
    }).
leftovers-event-doubles = { $name } lấy đôi của mình { $dice } (còn { $left ->
       *[other] { $left } viên
    }).
leftovers-event-stuck = { $name } không lấy được hai viên: phần thừa { $dice } cộng { $points ->
       *[other] { $points } điểm
    } vào điểm của họ (giờ là { $score ->
       *[other] { $score } điểm
    }).
leftovers-event-stuck-empty = { $name } không lấy được hai viên, nhưng giữa bàn đã trống: không có điểm.
leftovers-event-out = { $name } có { $score ->
       *[other] { $score } điểm
    } (từ { $out } trở lên) và bị loại.
leftovers-event-win = 🏆 { $name } là người cuối cùng còn lại và thắng với { $score ->
       *[other] { $score } điểm
    }!
leftovers-rules = **Bad Leftovers (Đồ Thừa Xấu)** — 2 đến 12 người chơi. Điểm là xấu.
    { "*" }*Ghế.** Lúc bắt đầu mọi người gieo một viên: cao nhất là số 1 (người hòa gieo lại với nhau) và số tăng dần theo chiều trái quanh bàn (theo thứ tự tham gia). Đó là **số cố định** của bạn; số 1 bắt đầu vòng đầu tiên.
    { "*" }*Một vòng.** Gieo tất cả xúc xắc ở giữa: 20 viên cho hai người cộng 3 viên cho mỗi người thêm còn trong cuộc, đếm lại mỗi vòng (tùy chọn *đống cố định*: đếm một lần cho người bắt đầu, giữ nguyên kích thước khi có người bị loại). Theo chiều trái từ người đi đầu vòng, đến lượt bạn phải lấy hai viên: hai viên có tổng bằng **số khai** của bạn trong vòng, hoặc hai viên cùng hiện số cố định của bạn (chỉ số 1 đến 6 — xúc xắc không có mặt cao hơn). Bạn khai số, từ 7 đến 12, trong lần lấy đầu tiên của vòng (người khác có thể khai cùng số); số khai là của bạn đến hết vòng. Ở lượt đầu bạn chọn số khai, rồi hai viên: mỗi nút Khai cho biết giữa bàn hiện có bao nhiêu cặp cho số đó (tính cả đôi của bạn, không viên nào tính hai lần); số không thể thì bị làm mờ.
    { "*" }*Kẹt.** Người đầu tiên không lấy được hai viên bị kẹt: số chấm còn hiện ở giữa được cộng vào điểm của họ và vòng kết thúc (giữa trống thì 0 điểm). Người bị kẹt bắt đầu vòng sau; nếu họ đã bị loại, người còn chơi kế tiếp bên trái họ bắt đầu.
    { "*" }*Bị loại.** Từ 21 điểm trở lên là bạn bị loại. Người cuối cùng còn trong cuộc thắng.
    Người rời ván bị loại ngay; điểm vẫn ở trên bảng và vòng tiếp tục không có họ. Nếu bạn không đi trong thời gian lượt (15 giây đến 1 giờ, mặc định 60 giây), bot đi thay bạn như người chơi máy: chọn nước để lại nhiều lần lấy nhất cho số khai và đôi của bạn, rồi nước để lại ít nhất cho người kế tiếp.
    `/leaderboard` hiện điểm đang chạy của ván ở kênh này và bảng xếp hạng máy chủ. Ai cũng kiểm tra được mọi lần gieo khi ván kết thúc: `/game verify`.

## Tên trò

game-leftovers = Bad Leftovers (Đồ Thừa Xấu)

## Bảng chọn lệnh

cmd-leftovers-fixed_pile = Đếm xúc xắc giữa một lần cho người bắt đầu: đống giữ nguyên kích thước
cmd-leftovers-fixed_pile-name = đống-cố-định

## /stats

stats-leftovers = { $whole },{ $tenths } điểm mỗi vòng (càng thấp càng tốt)

## /leftovers odds: bảng chọn lệnh

cmd-leftovers-odds = Cơ hội thắng của từng ghế ở bàn Bad Leftovers, và một ván kéo dài bao lâu

## /leftovers odds: câu trả lời

odds-header-leftovers = Cơ hội thắng, theo số ghế (ghế 1 đi trước):

## Cơ hội trực tiếp

leftovers-option-live_chances = cơ hội trực tiếp
