### Tiếng Việt: Buck Dice.

buck-action-throw = Gieo
buck-button-again = Đấu lại
buck-option-fewer_dice = ít xúc xắc hơn (hai ở 13, một ở 14)
buck-option-point_per_throw = một điểm mỗi lần gieo

## Ghế

buck-seat = { " " }— { $score ->
       *[other] { $score } điểm
    }
buck-seat-dice-2 = { " " }— { $score ->
       *[other] { $score } điểm
    } · gieo hai viên
buck-seat-dice-1 = { " " }— { $score ->
       *[other] { $score } điểm
    } · gieo một viên
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 thua với { $score ->
       *[other] { $score } điểm
    }

## Cả ván

buck-point = 🎯 Số chủ: **{ $point }** { $face }
buck-shooter-opening = Người gieo đầu: { $shooter } (cao nhất ở lượt gieo thứ tự)
buck-shooter-rotated = Ván { $game }: { $shooter } gieo trước, một ghế bên trái người gieo đầu ván trước
buck-loser = 💀 **Người thua: { $name }**

## Sự kiện

buck-event-order_throw-order = 🎲 Gieo thứ tự: { $throws }.
buck-event-order_throw-order-again = 🎲 Tất cả hòa, tất cả gieo lại: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Hòa cao nhất, gieo lại: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Hòa thấp nhất, gieo lại: { $throws }.
buck-throws-extremes = cao nhất { $high } { $top }, thấp nhất { $low } { $bottom }
buck-throws-highest = cao nhất { $high } { $top }
buck-throws-lowest = thấp nhất { $low } { $bottom }
buck-throws-all_tied = ai cũng gieo { $face }
buck-throws-more = { $names } và { $others ->
       *[other] { $others } người khác
    }
buck-event-first_shooter-opening = { $name } gieo cao nhất và gieo trước.
buck-event-first_shooter-rotated = Ván { $game }: { $name } gieo trước (lượt đầu dời một ghế sang trái).
buck-event-point_throw = 🎯 { $name } gieo ra số chủ: **{ $point }** { $face }.
buck-event-throw-normal = { $name } gieo { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } gieo { $faces }: không có số chủ{ $then }
buck-event-throw-big_buck = { $name } gieo { $faces }: **BIG BUCK!** Lên thẳng 15{ $then }
buck-event-throw-little_buck = { $name } gieo { $faces }: **little buck**, +5 → { $score }; hết lượt{ $then }
buck-event-throw-overshoot = { $name } gieo { $faces }: **vượt** ({ $would_be } > 15): không tính điểm{ $then }
buck-then-again = { " " }— gieo tiếp.
buck-then-pass = { " " }— xúc xắc chuyển đi.
buck-then-end = .
buck-note-dice-2 = { " " }Ở 13: từ giờ gieo hai viên.
buck-note-dice-1 = { " " }Ở 14: từ giờ gieo một viên.
buck-event-made_buck = ✅ { $name } có đúng 15: một buck (#{ $place }). Rút lui và không thể thua nữa.
buck-event-left_rotation = { $name } rời vòng gieo; { $next } gieo.
buck-event-loser-throw = 💀 { $name } là người còn lại cuối cùng: **người thua**, với { $score ->
       *[other] { $score } điểm
    }.
buck-event-loser-forfeit = 💀 { $name } rời đi khi vẫn còn gieo với một người khác: **người thua**.

## Hướng dẫn

buck-rules = **Buck Dice** — 2 đến 20 người chơi, ba xúc xắc. Đạt đúng 15; người còn lại cuối cùng thua.
    { "*" }*Mở đầu** (khi Bắt đầu): mọi người gieo một viên. Cao nhất gieo trước; thấp nhất gieo một viên để ra **số chủ**. Nếu tất cả hòa, tất cả gieo lại (nên đây luôn là hai người khác nhau); sau đó những người hòa cao nhất, rồi hòa thấp nhất, gieo lại với nhau.
    { "*" }*Lượt của bạn**: bấm Gieo. Mỗi viên ra số chủ được một điểm (3-3-6 với số chủ 3 được 2) và bạn gieo tiếp; lần gieo không có số chủ thì chuyển xúc xắc sang trái.
    { "*" }*Big buck**: ba viên số chủ đưa điểm của bạn lên 15, dù trước đó là bao nhiêu (kể cả 13 hay 14).
    { "*" }*Little buck**: ba viên giống nhau mà không phải số chủ được 5 điểm, và xúc xắc chuyển đi (từ 10 thì thành đúng 15).
    { "*" }*Vượt**: lần gieo làm bạn vượt quá 15 (kể cả little buck) không tính: gieo lại.
    Đạt đúng 15 là bạn có buck và rút lui; bàn liệt kê thứ tự các buck.
    Tùy chọn *ít xúc xắc hơn*: ở 13 điểm gieo hai viên, ở 14 gieo một. Số chủ vẫn giữ lượt cho bạn; big và little buck cần ba viên, và bạn không thể vượt.
    Tùy chọn *một điểm mỗi lần gieo*: lần gieo có số chủ được một điểm, bất kể bao nhiêu viên ra số đó (big buck vẫn lên 15).
    { "*" }*Đấu lại**: cùng tùy chọn; người chơi ván trước được mời và vào lại bằng một lần bấm. Người gieo đầu dời một ghế sang trái trong số người chơi, và người bên phải họ gieo số chủ mới.
    { "*" }*Rời ván** (`/game leave`, hoặc bị chủ bàn loại): nếu chỉ còn bạn và một người nữa đang gieo, bạn thua (người kia thoát); nếu không, bạn chỉ rời vòng gieo, không thắng cũng không thua (xúc xắc chuyển đi nếu đang là lượt bạn), và buck bạn đã đạt vẫn là của bạn.
    Nếu bạn không gieo trong thời gian lượt (15 giây đến 1 giờ, mặc định 60 giây), bot gieo thay bạn.
    Xúc xắc đến từ một hạt giống bí mật, được cố định từ trước (vân tay SHA-256 của nó hiện từ đầu) và công bố ở cuối: ai cũng kiểm tra được mọi lần gieo (`/game verify`).

## Tên trò

game-buck = Buck Dice

## Bảng chọn lệnh

cmd-buck = Buck Dice: đạt đúng 15, người còn lại cuối cùng thua
cmd-buck-start = Mở bàn Buck Dice trong kênh này
cmd-buck-fewer_dice = Gieo hai viên khi có 13 điểm và một viên khi có 14
cmd-buck-point_per_throw = Lần gieo có số chủ được một điểm, bất kể bao nhiêu viên ra số đó
cmd-buck-fewer_dice-name = ít-xúc-xắc
cmd-buck-point_per_throw-name = điểm-mỗi-lần-gieo

## /stats

stats-buck = Còn lại cuối (thua): { $times ->
       *[other] { $times } lần
    }

## /buck odds: bảng chọn lệnh

cmd-buck-odds = Cơ hội thua của từng ghế ở bàn Buck Dice, và một ván kéo dài bao lâu

## /buck odds: câu trả lời

odds-header-buck = Cơ hội **thua** (là người còn lại cuối cùng), theo ghế tính từ người gieo đầu:
odds-method-exact-buck = Chính xác: quy hoạch động trên điểm số và lượt.

## Cơ hội trực tiếp

cmd-buck-live_chances = Hiện cơ hội thua của từng người cạnh điểm số, cập nhật sau mỗi lần gieo
cmd-buck-live_chances-name = cơ-hội-trực-tiếp
buck-option-live_chances = cơ hội thua trực tiếp
