### Tiếng Việt: "Diễn biến", câu chuyện của một ván đã xong trong một hình ảnh.

button-story = Diễn biến
story-title = Diễn biến — { $game }
story-axis-turn = Lượt
story-axis-win = Cơ hội thắng
story-axis-lose = Cơ hội thua
story-comeback-win = { $name } lội ngược dòng từ { $percent }%
story-comeback-lose = { $name } chỉ có { $percent }% khả năng thua
story-fall-win = { $name } dẫn với { $percent }% mà không thắng
story-fall-lose = { $name } có { $percent }% khả năng thua mà vẫn thoát
story-swing = { $name }: { $before }% → { $after }% trong một lượt
story-reply = **Diễn biến — { $game }**: cơ hội thắng của từng người sau mỗi lượt.
story-reply-lose = **Diễn biến — { $game }**: cơ hội thua của từng người sau mỗi lượt.
story-cancelled = Ván đó đã bị hủy trước khi kết thúc: không có diễn biến để kể.
story-not_finished = Ván đó chưa kết thúc: diễn biến sẽ được kể khi ván xong.
story-not_seated = Chỉ người chơi của ván đó (hoặc người có quyền Quản lý kênh) mới xem được diễn biến.
story-unreadable = Không thể phát lại nhật ký của ván đó, nên không kể được diễn biến.
story-failed = Lần này không vẽ được hình; hãy thử lại sau giây lát.
history-story = Diễn biến… (chọn một ván)
history-story-option = { $game } · { $outcome }
history-story-when = Kết thúc { $when }
