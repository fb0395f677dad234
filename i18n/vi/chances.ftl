### Tiếng Việt: cơ hội thắng trực tiếp trên bàn (tùy chọn live_chances).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· { $percent }% khả năng thua
cmd-live_chances = Hiện cơ hội thắng của từng người cạnh điểm số, cập nhật sau mỗi nước đi
cmd-live_chances-name = cơ-hội-trực-tiếp
