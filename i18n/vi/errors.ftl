### Tiếng Việt: câu trả lời cho đầu vào Pips không nhận (nút giả hoặc cũ, lệnh và tùy chọn).

## Nút và hộp thoại

error-component_invalid = Nút đó không hợp lệ: không phải do Pips tạo. Không có gì thay đổi.
error-component_gone = Nút đó không còn trong tin nhắn này: tin nhắn đã thay đổi sau khi bạn xem. Không có gì thay đổi.
error-form_invalid = Biểu mẫu đó không hợp lệ: không phải do Pips mở. Không có gì thay đổi.
error-store_outcome_unknown = Cơ sở dữ liệu ván chơi ngừng phản hồi trong khi nước đi của bạn đang được lưu; bàn chơi hiển thị những gì đã được giữ lại.

## Lệnh gạch chéo

error-command_updated = Lệnh này vừa được cập nhật; hãy thử lại sau một phút.
error-unknown_option = /{ $command } không có tùy chọn “{ $option }”; chưa làm gì cả. Nếu lệnh vừa được cập nhật, hãy thử lại sau một phút.
error-option_value = Tùy chọn “{ $option }” nhận { $wants }; chưa làm gì cả.
error-wants-choice = một trong: { $choices }
error-wants-integer = một số nguyên
error-wants-integer_range = một số nguyên từ { $min } đến { $max }
error-wants-number = một số
error-wants-number_range = một số từ { $min } đến { $max }
error-wants-boolean = True hoặc False
error-wants-text = văn bản tối đa { $max } ký tự
error-wants-any_text = văn bản
error-wants-listed = một trong các giá trị Discord liệt kê
error-guild_only = Lệnh này chỉ dùng được trong kênh của máy chủ.
error-missing_permissions = Bạn cần quyền { $permissions } để dùng lệnh này.
error-bot_missing_permissions = Tôi cần quyền { $permissions } trong kênh này cho lệnh đó.
error-check_failed = Bạn không thể dùng lệnh này ở đây.
reach-external_apps_off = Máy chủ này không cho thành viên dùng ứng dụng bên ngoài, nên Pips chỉ có thể trả lời riêng bạn ở đây và không thể mở bàn. Để chơi ở đây, quản trị viên có thể cho vai trò của bạn quyền “Sử dụng ứng dụng bên ngoài” (Cài đặt máy chủ → Vai trò) hoặc thêm Pips vào máy chủ. Bạn cũng có thể chơi trong tin nhắn riêng hoặc nhóm tin nhắn.
