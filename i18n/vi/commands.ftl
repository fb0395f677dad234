### Tiếng Việt: mô tả lệnh và tùy chọn (Discord hiển thị trong bảng chọn lệnh).

cmd-rules = Cách bot này chơi trò này, kèm các tùy chọn
cmd-turn_timeout = Số giây trước khi bot chơi thay người chơi im lặng (15-3600; mặc định: /settings, nếu không thì 60)
cmd-game = Ván chơi ở bàn của kênh này
cmd-game-status = Hiện lại bàn của kênh này, ở cuối cùng
cmd-game-leave = Rời ván ở kênh này (bạn mất ghế)
cmd-game-cancel = Đóng bàn của kênh này (chủ bàn hoặc Quản lý kênh)
cmd-game-verify = Hiện vân tay xúc xắc (và hạt giống, khi kết thúc) của ván gần nhất ở đây
# Tên trong bảng chọn lệnh: 1-32 ký tự, chữ thường, không dấu cách.
cmd-turn_timeout-name = thời-gian-lượt
cmd-leaderboard-game-name = trò-chơi
