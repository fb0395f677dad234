### Japanese: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· 負け { $percent }%
cmd-live_chances = 各プレイヤーの勝率をスコアの横に表示し、一手ごとに更新
cmd-live_chances-name = ライブ勝率
