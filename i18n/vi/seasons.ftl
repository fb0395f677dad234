### vi: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = Mùa nào (mặc định: mùa hiện tại), hoặc mọi thời gian
cmd-leaderboard-season-name = mùa
cmd-leaderboard-luck = Hiện bảng may mắn: ai vượt qua xác suất, ai không
cmd-leaderboard-luck-name = may-mắn
cmd-stats-season = Mùa nào (mặc định: mùa hiện tại), hoặc mọi thời gian
cmd-stats-season-name = mùa
cmd-settings-season = Một mùa của /leaderboard và /stats dài bao lâu (theo UTC)
cmd-settings-season-length = Thay đổi sẽ bắt đầu mùa mới ngay; các mùa đã kết thúc giữ nguyên
cmd-settings-season-length-name = độ-dài
season-length-week = Tuần (từ thứ Hai 00:00 UTC)
season-length-month = Tháng (từ ngày 1, 00:00 UTC)
season-length-none = Không có (chỉ mọi thời gian)
season-choice-current = Mùa hiện tại
season-choice-all = Mọi thời gian
season-choice-past = Mùa { $start } – { $end }
season-current = Mùa từ <t:{ $start }:d> · kết thúc <t:{ $end }:R> (<t:{ $end }:f>)
season-past = Mùa <t:{ $start }:d> – <t:{ $last }:d> (đã kết thúc)
season-all = Mọi thời gian
settings-season = Mùa: { $value }
season-saved = Đã lưu. { $line }
    Mùa đang diễn ra kết thúc ngay bây giờ; các mùa đã kết thúc giữ nguyên.
season-invalid = Một mùa là một tuần, một tháng hoặc không có; không có gì thay đổi.
luck-won = May mắn: thắng { $hits } trên { $games }; xúc xắc cho bạn { $expected }: **{ $luck }**
luck-lost = May mắn: thua { $hits } trên { $games }; xúc xắc cho bạn { $expected } trận thua: **{ $luck }**
luck-total = **May mắn ở mọi trò**: { $luck } qua { $games } ván
luck-how = *May mắn = số trận thắng trừ tổng cơ hội thắng của bạn lúc mỗi ván bắt đầu (Buck Dice: ngược lại, với trận thua). Trên 0: may hơn xúc xắc hứa hẹn.*
luck-older = *Các ván từ trước khi Pips lưu cơ hội không được tính.*
luck-board-title = May mắn — { $game }
luck-board-luckiest = **May mắn nhất**
luck-board-unluckiest = **Kém may nhất**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games } ván)
luck-board-empty = Chưa ai có { $min } ván có lưu cơ hội trong giai đoạn này.
luck-board-hint = Ai có xúc xắc may mắn nhất? /leaderboard luck
luck-number = { $sign }{ $whole },{ $tenths }
