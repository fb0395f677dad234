### Tiếng Việt: sảnh Chơi lại / Đấu lại và quyền điều khiển của chủ bàn (/game remove, /game host).

## Sảnh mà Chơi lại mở ra

table-invited = Được mời từ ván trước (một lần bấm Tham gia, cùng mức cược): { $names }
table-server_settings = Máy chủ này · Ngôn ngữ bàn: { $language } · Ghế máy: { $computers }
again-expired = Chơi lại đã hết hạn cho ván này; hãy mở bàn mới bằng lệnh /… start.

## Quyền của chủ bàn

cmd-game-remove = Loại một người chơi đã bỏ đi; họ mất ghế (chủ bàn hoặc Quản lý kênh)
cmd-game-remove-player = Người chơi cần loại
cmd-game-remove-player-name = người-chơi
cmd-game-host = Trao vai chủ bàn cho người chơi khác ở bàn
cmd-game-host-player = Người chơi trở thành chủ bàn
cmd-game-host-player-name = người-chơi
event-removed = 🚪 <@{ $by }> đã loại { $name } khỏi bàn.
event-host_changed = 👑 { $name } giờ là chủ bàn.
host-removed = <@{ $player }> đã bị loại khỏi bàn.
host-handed = <@{ $player }> giờ là chủ bàn.
host-not_seated = <@{ $player }> không phải người đang chơi ở bàn này; không có gì thay đổi.
host-already = <@{ $player }> đã là chủ bàn; không có gì thay đổi.
host-remove_self = Để tự rời bàn, hãy dùng /game leave; không có gì thay đổi.
table-removed = Chủ bàn đã loại bạn khỏi ván này; bạn có thể tham gia ván sau.
