### Korean: Bad Leftovers.

cmd-leftovers = Bad Leftovers 주사위 게임: 쌍을 가져가며, 점수는 낮을수록 좋음
cmd-leftovers-start = 이 채널에 Bad Leftovers 테이블 열기
leftovers-option-fixed_pile = 고정 더미(시작 인원 기준으로 셈)
leftovers-action-claim-pair = { $claim } 선언: { $dice } 가져가기
leftovers-action-claim-doubles = { $claim } 선언: { $dice } 가져가기(내 더블)
leftovers-action-take-pair = { $dice } 가져가기
leftovers-action-take-doubles = { $dice } 가져가기(내 더블)
leftovers-button-claim = { $claim } 선언 · { $pairs }쌍
leftovers-button-back = ◀ { $claim } 말고: 다른 선언
leftovers-seat = { " " }— { $score }점
leftovers-seat-claim = { " " }— 선언 { $claim } · { $score }점
leftovers-seat-no_claim = { " " }— 선언 전 · { $score }점
leftovers-seat-out = { " " }— 탈락 · { $score }점
leftovers-round = 라운드 { $round } · { $out }점 이상이면 탈락
leftovers-center = 가운데: { $dice }(주사위 { $count }개, 눈 합 { $pips })
leftovers-event-seat_throw = 자리 정하기 던지기: { $throws }.
leftovers-event-seats = 고정 번호, 왼쪽 방향: { $order }.
leftovers-event-round = 라운드 { $round }: 주사위 { $count }개를 던짐. { $name } 님부터.
leftovers-event-round-after_stuck = 라운드 { $round }: 주사위 { $count }개를 던짐. 막혔던 { $name } 님부터.
leftovers-event-round-after_out = 라운드 { $round }: 주사위 { $count }개를 던짐. { $stuck } 님 왼쪽에 남은 { $name } 님부터.
leftovers-event-claim = { $name } 님의 이번 라운드 선언: { $claim }.
leftovers-event-take = { $name } 님이 { $dice } 가져감(남은 주사위 { $left }개).
leftovers-event-doubles = { $name } 님이 자기 더블 { $dice } 가져감(남은 주사위 { $left }개).
leftovers-event-stuck = { $name } 님은 주사위 2개를 가져갈 수 없습니다: 남은 주사위 { $dice }, { $points }점 추가(현재 { $score }점).
leftovers-event-stuck-empty = { $name } 님은 주사위 2개를 가져갈 수 없지만 가운데가 비어 있습니다: 0점.
leftovers-event-out = { $name } 님이 { $score }점({ $out }점 이상)으로 탈락합니다.
leftovers-event-win = 🏆 { $name } 님이 마지막까지 남아 { $score }점으로 승리!
leftovers-rules = **Bad Leftovers** — 2~12명. 점수는 낮을수록 좋습니다.
    { "*" }*자리.** 시작할 때 모두 주사위 1개를 던집니다: 가장 높은 사람이 1번(동점이면 동점자끼리 다시), 번호는 테이블을 따라 왼쪽으로(참가 순서) 커집니다. 이것이 **고정 번호**이며, 1번이 첫 라운드를 시작합니다.
    { "*" }*라운드.** 가운데 주사위를 모두 던집니다: 2명이면 20개, 남아 있는 사람이 1명 늘 때마다 3개씩 추가, 매 라운드 다시 셈(옵션 *고정 더미*: 시작 인원으로 한 번만 세어, 탈락자가 나와도 그 수를 유지). 라운드 첫 플레이어부터 왼쪽으로, 내 차례에는 반드시 주사위 2개를 가져가야 합니다: 합이 이번 라운드의 내 **선언** 숫자인 2개, 또는 둘 다 내 고정 번호인 2개(1~6번만 — 주사위에 그보다 큰 눈은 없음). 선언은 7~12 중 아무 숫자로, 라운드의 첫 가져가기 때 밝힙니다(다른 사람과 같아도 됨). 라운드가 끝날 때까지 유지됩니다. 첫 차례에는 선언을 고른 다음 주사위 2개를 고릅니다: 각 선언 버튼에는 지금 가운데에 그 선언으로 가능한 쌍의 수가 나옵니다(내 더블 포함, 같은 주사위는 두 번 세지 않음). 불가능한 것은 회색으로 표시됩니다.
    { "*" }*막힘.** 주사위 2개를 가져갈 수 없는 첫 사람이 막힙니다: 가운데 남은 눈의 합이 그 사람 점수에 더해지고 라운드가 끝납니다(가운데가 비었으면 0점). 막힌 사람이 다음 라운드를 시작하며, 그 사람이 탈락했다면 그 왼쪽의 다음 남은 사람이 시작합니다.
    { "*" }*탈락.** 21점 이상이면 탈락. 마지막까지 남은 사람이 승리합니다.
    나간 플레이어는 즉시 탈락합니다. 점수는 기록표에 남고 라운드는 그 사람 없이 계속됩니다. 제한시간(15초~1시간, 기본 60초) 안에 고르지 않으면 봇이 컴퓨터 플레이어처럼 대신 고릅니다: 내 선언과 더블로 가져갈 수 있는 쌍이 가장 많이 남는 쪽을, 그다음에는 다음 사람에게 가장 적게 남는 쪽을 고릅니다.
    `/leaderboard`는 이 채널 게임의 진행 중 점수와 서버 순위를 보여 줍니다. 게임이 끝나면 누구나 모든 굴림을 확인할 수 있습니다: `/game verify`.

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = 가운데 주사위를 시작 인원으로 한 번만 셈: 더미 크기가 그대로 유지됨
cmd-leftovers-fixed_pile-name = 고정-더미

## /stats

stats-leftovers = 라운드당 { $whole }.{ $tenths }점(낮을수록 좋음)

## /leftovers odds: the command picker

cmd-leftovers-odds = Bad Leftovers 테이블에서 각 자리의 승률과 게임 길이

## /leftovers odds: the answer

odds-header-leftovers = 승률, 자리 번호순(1번 자리가 먼저):

## Live chances

leftovers-option-live_chances = 실시간 승률
