### Traditional Chinese (Taiwan): live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· 輸 { $percent }%
cmd-live_chances = 在每名玩家的分數旁顯示其獲勝機率，每步更新
cmd-live_chances-name = 即時勝率
