### Tiếng Việt: high roll, trò chơi chỉ dùng để kiểm thử.

high_roll-action-roll = Gieo
high_roll-seat = { " " }— tổng { $total }
high_roll-round = Vòng { $round }/{ $rounds }
high_roll-event-roll = { $name } gieo được { $face }.
high_roll-event-won = 🏆 { $names } { $count ->
       *[other] thắng
    } với tổng { $total }!
high_roll-rules = **Gieo cao nhất** — 2 đến 6 người chơi.
    Mỗi người lần lượt gieo một viên xúc xắc, ba vòng quanh bàn; tổng cao nhất thắng, hòa thì cùng thắng.
    Ghế 1 (chủ bàn) gieo trước. Nếu bạn không gieo trong thời gian lượt, bot gieo thay bạn.

## game

game-high_roll = Gieo cao nhất

## commands

cmd-high_roll = Trò xúc xắc Gieo cao nhất
cmd-high_roll-start = Mở bàn Gieo cao nhất trong kênh này

## /stats

stats-high_roll = Tổng cao nhất: { $total }
