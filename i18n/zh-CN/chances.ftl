### Simplified Chinese: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· 输 { $percent }%
cmd-live_chances = 在每名玩家的分数旁显示其获胜几率，每步更新
cmd-live_chances-name = 实时胜率
