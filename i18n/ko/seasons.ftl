### ko: seasons (/leaderboard and /stats per season, /settings season) and luck.

cmd-leaderboard-season = 어느 시즌인지 (기본: 현재 시즌) 또는 전체 기간
cmd-leaderboard-season-name = 시즌
cmd-leaderboard-luck = 운 순위 보기: 누가 확률을 이겼고 누가 못 이겼는지
cmd-leaderboard-luck-name = 운
cmd-stats-season = 어느 시즌인지 (기본: 현재 시즌) 또는 전체 기간
cmd-stats-season-name = 시즌
cmd-settings-season = /leaderboard와 /stats의 시즌 길이 (UTC 기준)
cmd-settings-season-length = 바꾸면 지금 새 시즌이 시작되고, 끝난 시즌은 그대로 남습니다
cmd-settings-season-length-name = 길이
season-length-week = 주 (월요일 00:00 UTC부터)
season-length-month = 월 (1일 00:00 UTC부터)
season-length-none = 없음 (전체 기간만)
season-choice-current = 현재 시즌
season-choice-all = 전체 기간
season-choice-past = 시즌 { $start } – { $end }
season-current = 시즌 시작 <t:{ $start }:d> · 종료 <t:{ $end }:R> (<t:{ $end }:f>)
season-past = 시즌 <t:{ $start }:d> – <t:{ $last }:d> (종료)
season-all = 전체 기간
settings-season = 시즌: { $value }
season-saved = 저장했습니다. { $line }
    진행 중인 시즌은 지금 끝나고, 끝난 시즌은 그대로 남습니다.
season-invalid = 시즌은 주, 월 또는 없음입니다. 아무것도 바뀌지 않았습니다.
luck-won = 운: { $games }게임 중 { $hits }승, 주사위가 준 기대치 { $expected }: **{ $luck }**
luck-lost = 운: { $games }게임 중 { $hits }패, 주사위가 준 기대치 { $expected }패: **{ $luck }**
luck-total = **모든 게임의 운**: { $games }게임에서 { $luck }
luck-how = *운 = 승리 수 − 각 게임 시작 때 승리 확률의 합 (Buck Dice: 반대로, 패배 수). 0보다 크면: 주사위가 약속한 것보다 운이 좋음.*
luck-older = *Pips가 확률을 저장하기 전의 게임은 빠집니다.*
luck-board-title = 운 — { $game }
luck-board-luckiest = **가장 운 좋은 사람**
luck-board-unluckiest = **가장 운 나쁜 사람**
luck-board-line = { $rank }. { $name } **{ $luck }** ({ $games }게임)
luck-board-empty = 이 기간에 확률이 기록된 게임을 { $min }게임 마친 사람이 아직 없습니다.
luck-board-hint = 누구 주사위가 가장 운이 좋았을까요? /leaderboard luck
luck-number = { $sign }{ $whole }.{ $tenths }
