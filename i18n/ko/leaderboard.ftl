### Korean: /leaderboard.

cmd-leaderboard = 이 서버의 순위(컴퓨터는 따로)와 여기서 진행 중인 Bad Leftovers 점수
cmd-leaderboard-game = 이 게임만(기본: 모든 게임)
leaderboard-title = 순위표 — { $game }
leaderboard-all_games = 모든 게임
leaderboard-kind = **{ $game }**
leaderboard-kind-per_round = **{ $game }** · 라운드당 점수: 낮을수록 좋음
leaderboard-computers = *컴퓨터, 따로 순위:*
leaderboard-line = { $rank }. { $name } — { $wins }승, { $games }게임
leaderboard-line-per_round = { " " }· 라운드당 { $whole }.{ $tenths }
leaderboard-empty = 이 서버에는 아직 끝난 게임({ $game })이 없습니다. 한 게임을 끝내면 여기에 나옵니다.
leaderboard-running = 이 채널의 { $game } — 라운드 { $round }
leaderboard-running-line = { $number }. { $name }{ $detail }
leaderboard-running-left = { " " }· 나감
leaderboard-page = { $page }/{ $pages } 페이지
leaderboard-previous = ◀ 이전
leaderboard-next = 다음 ▶
