### Korean: Buck Dice.

buck-action-throw = 던지기
buck-button-again = 재대결
buck-option-fewer_dice = 주사위 줄이기(13에서 2개, 14에서 1개)
buck-option-point_per_throw = 던질 때마다 1점

## Seats

buck-seat = { " " }— { $score }점
buck-seat-dice-2 = { " " }— { $score }점 · 주사위 2개
buck-seat-dice-1 = { " " }— { $score }점 · 주사위 1개
buck-seat-made = { " " }— ✅ 벅 #{ $place }
buck-seat-loser = { " " }— 💀 { $score }점으로 패배

## The whole game

buck-point = 🎯 포인트 숫자: **{ $point }** { $face }
buck-shooter-opening = 첫 슈터: { $shooter }(순서 던지기 최고)
buck-shooter-rotated = 게임 { $game }: { $shooter } 님이 먼저 던짐, 지난 게임 첫 슈터의 왼쪽 자리
buck-loser = 💀 **패자: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 순서 던지기: { $throws }.
buck-event-order_throw-order-again = 🎲 모두 동점, 모두 다시 던짐: { $throws }.
buck-event-order_throw-first_shooter = 🎲 최고 동점, 다시 던짐: { $throws }.
buck-event-order_throw-point_thrower = 🎲 최저 동점, 다시 던짐: { $throws }.
buck-throws-extremes = 최고 { $high } { $top }, 최저 { $low } { $bottom }
buck-throws-highest = 최고 { $high } { $top }
buck-throws-lowest = 최저 { $low } { $bottom }
buck-throws-all_tied = 모두 { $face }
buck-throws-more = { $names } 외 { $others }명
buck-event-first_shooter-opening = { $name } 님이 가장 높게 던져 먼저 던집니다.
buck-event-first_shooter-rotated = 게임 { $game }: { $name } 님이 먼저 던집니다(시작 자리가 왼쪽으로 한 칸 이동).
buck-event-point_throw = 🎯 { $name } 님이 포인트 숫자를 던졌습니다: **{ $point }** { $face }.
buck-event-throw-normal = { $name } 님의 던지기 { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } 님의 던지기 { $faces }: 포인트 숫자 없음{ $then }
buck-event-throw-big_buck = { $name } 님의 던지기 { $faces }: **빅 벅!** 바로 15{ $then }
buck-event-throw-little_buck = { $name } 님의 던지기 { $faces }: **리틀 벅**, +5 → { $score }, 차례 끝{ $then }
buck-event-throw-overshoot = { $name } 님의 던지기 { $faces }: **초과**({ $would_be } > 15): 득점 없음{ $then }
buck-then-again = { " " }— 다시 던집니다.
buck-then-pass = { " " }— 주사위가 넘어갑니다.
buck-then-end = .
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }13점: 이제부터 주사위 2개.
buck-note-dice-1 = { " " }14점: 이제부터 주사위 1개.
buck-event-made_buck = ✅ { $name } 님이 정확히 15: 벅(#{ $place }). 빠져서 패배를 면합니다.
buck-event-left_rotation = { $name } 님이 순서에서 빠집니다. { $next } 님이 던집니다.
buck-event-loser-throw = 💀 { $name } 님이 마지막 남은 사람: **패자**, { $score }점.
buck-event-loser-forfeit = 💀 { $name } 님이 한 명과 맞서 던지던 중 나갔습니다: **패자**.

## Help

buck-rules = **Buck Dice (벅 다이스)** — 2~20명, 주사위 3개. 정확히 15를 만드세요. 마지막까지 남은 사람이 패자입니다.
    { "*" }*시작**(시작할 때): 모두 주사위 1개를 던집니다. 가장 높은 사람이 먼저 던지고, 가장 낮은 사람이 주사위 1개로 **포인트 숫자**를 던집니다. 모두 같으면 모두 다시 던집니다(그래서 늘 서로 다른 두 사람). 그다음 최고 동점, 최저 동점은 동점자끼리 다시 던집니다.
    { "*" }*내 차례**: 던지기를 누릅니다. 포인트 숫자가 나온 주사위 하나당 1점(포인트 3일 때 3-3-6은 2점)이고 다시 던집니다. 포인트 숫자가 없으면 주사위는 왼쪽으로 넘어갑니다.
    { "*" }*빅 벅**: 포인트 숫자 3개면 그전 점수와 상관없이(13이나 14라도) 15점이 됩니다.
    { "*" }*리틀 벅**: 포인트 숫자가 아닌 트리플은 5점이고 주사위가 넘어갑니다(10점에서라면 정확히 15).
    { "*" }*초과**: 15를 넘게 되는 던지기(리틀 벅도)는 무효: 다시 던집니다.
    정확히 15가 되면 벅을 만들고 빠집니다. 테이블에 벅 순서가 표시됩니다.
    옵션 *주사위 줄이기*: 13점에서 주사위 2개, 14점에서 1개를 던집니다. 포인트 숫자가 나오면 여전히 차례가 이어지고, 빅 벅과 리틀 벅은 주사위 3개가 필요하며, 초과는 없습니다.
    옵션 *던질 때마다 1점*: 포인트 숫자가 나온 던지기는 몇 개가 나오든 1점(빅 벅은 그대로 15).
    { "*" }*재대결**: 같은 옵션. 지난 게임 플레이어가 초대되어 클릭 한 번으로 다시 참가합니다. 첫 슈터는 플레이 중인 사람 가운데 왼쪽으로 한 자리 옮기고, 그 오른쪽 사람이 새 포인트 숫자를 던집니다.
    { "*" }*나가기**(`/game leave` 또는 방장이 내보냄): 나와 다른 한 명만 던지고 있다면 내가 패자입니다(상대는 탈출). 아니면 순서에서 빠질 뿐 승자도 패자도 아닙니다(내 차례였다면 주사위가 넘어감). 만든 벅은 그대로 내 것입니다.
    제한시간(15초~1시간, 기본 60초) 안에 던지지 않으면 봇이 대신 던집니다.
    주사위는 비밀 시드에서 나오며, 시작할 때 약속값(SHA-256)을, 끝날 때 시드를 공개합니다: 누구나 모든 던지기를 확인할 수 있습니다(`/game verify`).

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: 정확히 15를 만들기, 마지막까지 남은 사람이 패배
cmd-buck-start = 이 채널에 Buck Dice 테이블 열기
cmd-buck-fewer_dice = 13점에서 주사위 2개, 14점에서 1개를 던짐
cmd-buck-point_per_throw = 포인트 숫자가 나온 던지기는 몇 개가 나오든 1점
cmd-buck-fewer_dice-name = 주사위-줄이기
cmd-buck-point_per_throw-name = 던질-때마다-1점

## /stats

stats-buck = 마지막까지 남음(패배): { $times }회

## /buck odds: the command picker

cmd-buck-odds = Buck Dice 테이블에서 각 자리가 질 확률과 게임 길이

## /buck odds: the answer

odds-header-buck = **질** 확률(마지막까지 남을 확률), 첫 슈터 자리부터:
odds-method-exact-buck = 정확한 계산: 점수와 차례에 대한 동적 계획법.

## Live chances

cmd-buck-live_chances = 각 플레이어의 질 확률을 점수 옆에 보여 주고 던질 때마다 갱신
cmd-buck-live_chances-name = 실시간-패배율
buck-option-live_chances = 실시간 패배율
