### Tiếng Việt: /stats và /history.

## Bảng chọn lệnh

cmd-stats = Số ván, số trận thắng và kỷ lục của một người chơi ở máy chủ này
cmd-stats-player = Thống kê của ai (mặc định: của bạn)
cmd-stats-player-name = người-chơi
cmd-stats-game = Chỉ trò này (mặc định: mọi trò)
cmd-stats-game-name = trò-chơi
cmd-stats-post = Đăng câu trả lời vào kênh cho mọi người (mặc định: chỉ bạn thấy)
cmd-stats-post-name = đăng
cmd-history = 10 ván gần nhất của kênh này: khi nào, ai thắng, bàn chơi và hạt giống
cmd-history-game = Chỉ trò này (mặc định: mọi trò)
cmd-history-game-name = trò-chơi
cmd-history-post = Đăng câu trả lời vào kênh cho mọi người (mặc định: chỉ bạn thấy)
cmd-history-post-name = đăng

## /stats

stats-title = Thống kê — { $name }
stats-total = **Mọi trò** — { $games ->
       *[other] { $games } ván
    }, { $wins ->
       *[other] { $wins } thắng
    }
stats-kind = **{ $game }** — { $games ->
       *[other] { $games } ván
    }, { $wins ->
       *[other] { $wins } thắng
    }
stats-rate = { " " }· tỉ lệ thắng { $percent }%
stats-rank = { " " }· hạng { $rank }/{ $ranked }
stats-rate-later = { " " }· tỉ lệ thắng tính từ { $min ->
       *[other] { $min } ván
    }
stats-empty = { $name } chưa hoàn thành ván nào ở máy chủ này ({ $game }).
stats-all_games = mọi trò

## /history

history-title = Các ván gần đây trong kênh này
history-title-kind = Các ván { $game } gần đây trong kênh này
history-line = { $when } · **{ $game }** · { $outcome } · [bàn]({ $url }) · hạt giống `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · hạt giống `{ $seed }`
history-won = thắng: { $names }
history-lost = thua: { $names }
history-no_winner = không ai thắng
history-computer = { $name } (máy)
history-footer = Hạt giống của một ván cho ra mọi lần gieo của ván đó: /game verify chỉ cách kiểm tra.
history-empty = Kênh này chưa có ván nào kết thúc.
history-empty-kind = Kênh này chưa có ván { $game } nào kết thúc.
