### Korean: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· 패배 { $percent }%
cmd-live_chances = 각 플레이어의 승률을 점수 옆에 보여 주고 차례마다 갱신
cmd-live_chances-name = 실시간-승률
