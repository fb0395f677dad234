### Tiếng Việt: /leaderboard.

cmd-leaderboard = Bảng xếp hạng máy chủ này (máy xếp riêng) và điểm ván Bad Leftovers ở đây
cmd-leaderboard-game = Chỉ trò này (mặc định: mọi trò)
leaderboard-title = Bảng xếp hạng — { $game }
leaderboard-all_games = mọi trò
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · điểm mỗi vòng: càng thấp càng tốt
leaderboard-computers = *Máy, xếp hạng riêng:*
leaderboard-line = { $rank }. { $name } — { $wins ->
       *[other] { $wins } thắng
    }, { $games ->
       *[other] { $games } ván
    }
leaderboard-line-per_round = { " " }· { $whole },{ $tenths } mỗi vòng
leaderboard-empty = Chưa có ván nào kết thúc ({ $game }) ở máy chủ này: chơi xong một ván và nó sẽ hiện ở đây.
leaderboard-running = { $game } ở kênh này — vòng { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· đã rời ván
leaderboard-page = Trang { $page }/{ $pages }
leaderboard-previous = ◀ Trước
leaderboard-next = Sau ▶
