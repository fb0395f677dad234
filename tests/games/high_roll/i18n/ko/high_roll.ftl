### 한국어: high roll, 테스트 전용 게임.

high_roll-action-roll = 굴리기
high_roll-seat = { " " }— 합계 { $total }
high_roll-round = 라운드 { $round }/{ $rounds }
high_roll-event-roll = { $name } 님의 굴림: { $face }.
high_roll-event-won = 🏆 { $names } 님 { $count ->
       *[other] 승리
    } — 합계 { $total }!
high_roll-rules = **하이 롤** — 2~6명.
    모두 차례대로 주사위 1개를 굴려 테이블을 세 바퀴 돕니다. 합계가 가장 높은 사람이 이기고, 동점이면 승리를 나눕니다.
    1번 자리(방장)가 먼저 굴립니다. 제한시간 안에 굴리지 않으면 봇이 대신 굴립니다.

## game

game-high_roll = 하이 롤

## commands

cmd-high_roll = 하이 롤 주사위 게임
cmd-high_roll-start = 이 채널에 하이 롤 테이블 열기

## /stats

stats-high_roll = 최고 합계: { $total }
