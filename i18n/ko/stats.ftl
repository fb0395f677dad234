### Korean: /stats and /history.

## The command picker

cmd-stats = 이 서버에서 플레이어의 게임 수, 승리, 기록
cmd-stats-player = 누구의 통계(기본: 나)
cmd-stats-player-name = 플레이어
cmd-stats-game = 이 게임만(기본: 모든 게임)
cmd-stats-game-name = 게임
cmd-stats-post = 채널에 답을 올려 모두에게 보여 주기(기본: 나만 보기)
cmd-stats-post-name = 공개
cmd-history = 이 채널의 최근 10게임: 언제, 누가 이겼는지, 테이블과 시드
cmd-history-game = 이 게임만(기본: 모든 게임)
cmd-history-game-name = 게임
cmd-history-post = 채널에 답을 올려 모두에게 보여 주기(기본: 나만 보기)
cmd-history-post-name = 공개

## /stats

stats-title = 통계 — { $name }
stats-total = **모든 게임** — { $games }게임, { $wins }승
stats-kind = **{ $game }** — { $games }게임, { $wins }승
stats-rate = { " " }· 승률 { $percent }%
stats-rank = { " " }· { $ranked }명 중 { $rank }위
stats-rate-later = { " " }· 승률은 { $min }게임부터
stats-empty = { $name } 님은 이 서버에서 아직 끝낸 게임({ $game })이 없습니다.
stats-all_games = 모든 게임

## /history

history-title = 이 채널의 최근 게임
history-title-kind = 이 채널의 최근 { $game } 게임
history-line = { $when } · **{ $game }** · { $outcome } · [테이블]({ $url }) · 시드 `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · 시드 `{ $seed }`
history-won = 승리: { $names }
history-lost = 패배: { $names }
history-no_winner = 승자 없음
history-computer = { $name }(컴퓨터)
history-footer = 게임의 시드가 그 게임의 모든 굴림을 정합니다: 확인 방법은 /game verify에서.
history-empty = 이 채널에서 아직 끝난 게임이 없습니다.
history-empty-kind = 이 채널에서 아직 끝난 { $game } 게임이 없습니다.
