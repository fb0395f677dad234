### Tiếng Việt: /settings và các lời từ chối do cài đặt máy chủ.

## Bảng chọn lệnh

cmd-settings = Cài đặt Pips của máy chủ này (chỉ Quản lý máy chủ)
cmd-settings-show = Hiện cài đặt Pips của máy chủ này
cmd-settings-language = Ngôn ngữ của các bàn mới
cmd-settings-language-value = Một ngôn ngữ (gõ để tìm ngôn ngữ của bạn), hoặc ngôn ngữ Discord của chính máy chủ
cmd-settings-language-value-name = ngôn-ngữ
cmd-settings-turn_timeout = Thời gian lượt của bàn mới khi lệnh bắt đầu không nêu
cmd-settings-turn_timeout-seconds = Số giây từ 15 đến 3600; bỏ trống để dùng mặc định của Pips (60)
cmd-settings-turn_timeout-seconds-name = giây
cmd-settings-pings = Người chơi đang đến lượt có được nhắc hay không
cmd-settings-pings-send = True: gửi lời nhắc lượt; False: không bao giờ
cmd-settings-pings-send-name = gửi
cmd-settings-computers = Chủ bàn có được thêm ghế máy hay không
cmd-settings-computers-allowed = True: được phép; False: không được phép
cmd-settings-computers-allowed-name = cho-phép
cmd-settings-channels = Các kênh được phép bắt đầu ván
cmd-settings-channels-add = Cho phép chơi ở một kênh (khi đã có danh sách, chỉ các kênh trong đó)
cmd-settings-channels-remove = Bỏ một kênh khỏi danh sách
cmd-settings-channels-clear = Cho phép chơi ở mọi kênh trở lại
cmd-settings-channels-channel = Kênh
cmd-settings-channels-channel-name = kênh
settings-choice-server = Ngôn ngữ Discord của máy chủ

## Những gì /settings hiển thị

settings-title = Cài đặt Pips cho máy chủ này
settings-language = Ngôn ngữ bàn: { $value }
settings-language-server = ngôn ngữ Discord của máy chủ ({ $locale })
settings-turn_timeout = Thời gian lượt khi lệnh bắt đầu không nêu: { $seconds ->
       *[other] { $seconds } giây
    }
settings-turn_timeout-default = { " " }(mặc định của Pips)
settings-pings = Nhắc lượt: { $value }
settings-pings-on = bật
settings-pings-off = tắt
settings-computers = Ghế máy: { $value }
settings-computers-on = được phép
settings-computers-off = không được phép
settings-channels = Được bắt đầu ván ở: { $value }
settings-channels-any = mọi kênh
settings-applies = Thay đổi áp dụng cho các bàn mở sau đó.
settings-saved = Đã lưu. { $line }
    Áp dụng cho các bàn mở từ bây giờ.

## Từ chối (riêng tư)

settings-managers_only = Chỉ thành viên có quyền Quản lý máy chủ mới dùng được /settings.
settings-turn_timeout-invalid = Thời gian lượt là số nguyên giây từ { $min } đến { $max }; không có gì thay đổi.
settings-language-invalid = Bàn chỉ hiển thị được bằng các ngôn ngữ này: { $languages }; không có gì thay đổi.
settings-channels-already = <#{ $channel }> đã có trong danh sách; không có gì thay đổi.
settings-channels-not_listed = <#{ $channel }> không có trong danh sách; không có gì thay đổi.
settings-channels-too_many = Danh sách chỉ có tối đa { $max ->
       *[other] { $max } kênh
    }; không có gì thay đổi.
settings-channel_not_allowed = Ở máy chủ này, chỉ được bắt đầu ván ở { $channels }.
settings-no_computers = Máy chủ này không cho phép ghế máy.
