### Korean: Chicago.

chicago-action-roll = 굴리기
chicago-action-reroll = { $face } { $value } 다시 굴리기
chicago-action-reroll-pictured = { $value } 다시 굴리기
chicago-action-keep = 유지
chicago-option-double_roll = 다시 굴리기
chicago-option-three_dice = 주사위 3개
chicago-seat = { " " }— { $points }점
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **라운드 { $round }/11 — 목표 { $target }**
chicago-winner = 🏆 { $name } 님이 { $points }점으로 승리!
chicago-joint_victory = 🤝 공동 우승: { $names }, 각 { $points }점!
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, { $target } 아님{ $then }
chicago-verdict-pair_miss = { " " }— 두 개로 { $target } 안 됨{ $then }
chicago-verdict-kept = : 0점
chicago-verdict-kept_forced = { " " }— 다시 굴려도 { $target } 불가: 0점
chicago-then-zero = : 0점
chicago-event-first_player = 추첨으로 { $name } 님이 먼저 굴립니다.
chicago-event-round = 라운드 { $round }: 목표 **{ $target }**.
chicago-event-roll = { $name } 님의 굴림 { $faces }{ $verdict }.
chicago-event-reroll = { $name } 님이 { $old } 다시 굴림: { $faces }{ $verdict }.
chicago-event-keep = { $name } 님이 { $faces } 유지{ $verdict }.
chicago-event-timeout = { $name } 님의 제한시간이 지나 봇이 최선의 선택을 합니다.
chicago-event-game_over = 🏁 게임이 끝났습니다.
chicago-rules = **Chicago (시카고, 로테이션)** — 2~20명, 11라운드.
    첫 플레이어는 무작위로 뽑으며, 매 라운드 그 사람부터 시계 방향으로 진행합니다. 라운드 r의 목표는 r + 1입니다(라운드 1: 2, … 라운드 11: 12).
    차례가 되면 **굴리기**를 누릅니다: 주사위 2개를 한 번. 합이 목표와 같으면 목표만큼 점수를 얻고, 아니면 0점. 11라운드 후 합계가 가장 높은 사람이 승리하며, 동점 선두는 공동 우승입니다.
    옵션 *다시 굴리기*: 굴림이 점수를 못 내면 선택합니다 — 주사위 하나만 다시 굴려(주사위마다 눈을 보여 주는 버튼) 새 결과로 점수를 내거나, **유지**(0점). 어떻게 다시 굴려도 점수가 안 나면 Pips가 바로 유지하고 이유를 알려 줍니다.
    옵션 *주사위 3개*: 3개를 굴려 그중 두 개의 합이 목표면 득점. 봇이 그 쌍을 골라 보여 줍니다(1+2, 1+3, 2+3 순서로 처음 맞는 것 — 어느 쌍이든 점수는 같음). 다시 굴리기와 함께라면, 빗나갔을 때 3개 중 하나를 다시 굴릴 수 있습니다.
    나간 플레이어는 더 이상 점수를 얻지 못합니다. 점수는 기록표에 남지만 이길 수 없습니다. 차례 도중(빗나가고 다시 굴리기나 유지를 기다리는 중)에 나가면 그 라운드는 빈칸입니다. 한 명만 남으면 게임이 바로 끝나고 그 사람이 이깁니다.
    제한시간(15초~1시간, 기본 60초) 안에 굴리지 않으면 봇이 컴퓨터 플레이어처럼 대신 진행합니다: 굴리고, 빗나가면 득점 가능성이 가장 높은 주사위를 다시 굴립니다(같으면 첫 번째).
    모든 주사위는 비밀 시드에서 나오며, 그 SHA-256 약속값은 처음부터 표시됩니다. 시드는 끝에 공개되어 누구나 모든 굴림을 확인할 수 있습니다(`/game verify`).

## Its name

game-chicago = Chicago (시카고)

## The command picker

cmd-chicago = Chicago (시카고, 로테이션) 주사위 게임
cmd-chicago-start = 이 채널에 Chicago 테이블 열기
cmd-chicago-double_roll = 점수 없는 굴림 뒤 주사위 하나를 다시 굴리거나 유지
cmd-chicago-three_dice = 주사위 3개를 굴려 두 개의 합이 목표면 득점
cmd-chicago-double_roll-name = 다시-굴리기
cmd-chicago-three_dice-name = 주사위-3개

## /stats

stats-chicago = 최고 점수: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Chicago 테이블에서 각 자리의 승률과 플레이어당 예상 점수

## /chicago odds: the answer

odds-header-chicago = 승률, 첫 플레이어 자리부터(기록표가 서로 독립이라 모든 자리가 같음):
odds-method-exact-chicago = 정확한 계산: 최선의 다시 굴리기로 모든 굴림을 열거.

## Live chances

chicago-option-live_chances = 실시간 승률
