### Vietnamese: a finished game's replay, step by step (cogs/replay.py).

button-replay = Xem lại
history-replay = Xem lại… (chọn một ván)
replay-first = Đầu
replay-back = Lùi
replay-next = Tiếp
replay-last = Cuối
replay-footer = Xem lại · bước { $step }/{ $steps } · vân tay xúc xắc { $fingerprint } · mọi lần gieo ở đây đều từ hạt giống của ván: /history cho xem hạt giống, /game verify chỉ cách kiểm tra
replay-other_guild = Ván đó được chơi ở máy chủ khác: chỉ xem lại được ở đó.
replay-not_finished = Chỉ ván đã kết thúc mới xem lại được: ván này chưa xong hoặc đã bị hủy.
replay-no_step = Bản xem lại này không có bước { $step }: các bước từ 0 đến { $steps }.
replay-unreadable = Không thể phát lại nhật ký của ván đó nên không có bản xem lại.
