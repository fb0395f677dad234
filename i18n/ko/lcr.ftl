### Korean: LCR.

lcr-action-roll = 굴리기
lcr-option-dice-by--chips = 칩 수만큼 주사위
lcr-option-dice-always--three = 항상 주사위 3개
lcr-option-dot_to_win = 도트로 승리
lcr-option-stakes = 시작 칩 선택
lcr-seat = { " " }— 칩 { $chips }개
lcr-pot = 팟: 칩 { $pot }개 · 판 위 { $dealt }개
lcr-hand = { " " }· { $hand }번째 판(더블 팟)
lcr-last_holder = 남은 칩은 모두 { $name } 님에게: 모두 도트가 나와야만 승리, L이나 R이 나오면 계속.
lcr-event-deal = 모두 칩을 받습니다.
lcr-event-roll = { $name } 님의 굴림 { $faces }: { $moves }.
lcr-event-roll-nothing = 움직임 없음
lcr-event-roll-idle = { $faces } 무효: 남은 칩 없음
lcr-event-roll-no_win = 모두 도트는 아님: 아직 승리 아님, 계속
lcr-event-move-seat = { $count }개 → { $target }
lcr-event-move-pot = { $count }개 → 팟
lcr-event-win = 🏆 { $name } 님이 칩 { $chips }개 획득!
lcr-event-double_pot = 아무도 칩이 없습니다: 칩 { $pot }개의 팟은 이월되고 모두 새 칩을 받습니다({ $hand }번째 판).
lcr-event-double_pot-next = 아무도 칩이 없습니다: 칩 { $pot }개의 팟은 이월되고 모두 새 칩을 받습니다({ $hand }번째 판). { $next } 님이 먼저 굴립니다.
lcr-event-chips_to_pot = { $name } 님이 칩 { $chips }개를 팟에 넣습니다.
lcr-rules = **LCR (Left Center Right, 레프트 센터 라이트)** — 3~20명, 각자 칩 3개로 시작.
    차례가 되면 가진 칩 1개당 주사위 1개, 최대 3개를 굴립니다(옵션 *항상 주사위 3개*: 칩이 있으면 항상 3개. 왼쪽부터 처리하며, 칩이 떨어지면 나머지는 무효). 칩이 없으면 건너뛰지만 게임에는 남습니다.
    1–3은 도트(아무 일 없음), 4 = **L**: 왼쪽 플레이어(다음 자리)에게 칩 1개, 5 = **C**: 팟에 칩 1개, 6 = **R**: 오른쪽 플레이어(이전 자리)에게 칩 1개.
    칩을 가진 사람이 한 명만 남으면, 그 사람이 자기 칩과 팟을 가져가며 승리합니다.
    옵션 *도트로 승리*: 마지막 보유자는 모두 도트를 굴려야 이깁니다. L이나 R이 나오면 게임이 계속됩니다. 마지막 칩이 팟으로 가면 모두 새 칩을 받고 팟은 이월됩니다(더블 팟). 테이블을 비운 굴림을 한 사람의 왼쪽 플레이어가 먼저 굴립니다.
    옵션 *시작 칩 선택*: 각 플레이어가 참가할 때 1~99개 중에서 시작 칩을 고릅니다(방장은 3개로 시작하며 참가를 눌러 바꿀 수 있습니다).
    나간 플레이어의 칩은 팟으로 갑니다. 1번 자리(방장)가 먼저 굴립니다. 제한시간(15초~1시간, 기본 60초) 안에 굴리지 않으면 봇이 대신 굴립니다.
    모든 주사위는 비밀 시드에서 나오며, 그 지문(SHA-256 약속값)은 처음부터 표시됩니다. 시드는 끝에 공개되어 누구나 모든 굴림을 확인할 수 있습니다(`/game verify`).

## Its name

game-lcr = LCR (Left Center Right)

## The command picker

cmd-lcr = LCR (Left Center Right) 주사위 게임
cmd-lcr-start = 이 채널에 LCR 테이블 열기
cmd-lcr-dice = 굴릴 주사위 수: 칩 1개당 1개씩 최대 3개(기본) 또는 항상 3개
cmd-lcr-dot_to_win = 칩을 가진 마지막 플레이어는 모두 도트를 굴려야 승리
cmd-lcr-stakes = 각 플레이어가 참가할 때 시작 칩 수(1-99)를 선택
cmd-lcr-dice-name = 주사위
cmd-lcr-dice-by_chips = 칩 수만큼
cmd-lcr-dice-always_three = 항상 3개
cmd-lcr-dot_to_win-name = 도트로-승리
cmd-lcr-stakes-name = 시작-칩

## /stats

stats-lcr = 가져간 칩: { $chips }개

## /lcr odds: the command picker

cmd-lcr-odds = LCR 테이블에서 각 자리의 승률과 게임 길이

## /lcr odds: the answer

odds-header-lcr = 승률, 먼저 굴리는 자리부터:
odds-method-exact-lcr = 정확한 계산: 칩 분포에 대한 흡수 마르코프 연쇄.
odds-lcr-exact_up_to = { $players }명일 때 정확한 계산은 각자 칩 { $chips }개까지이며, 도트로 승리는 항상 시뮬레이션합니다.
odds-lcr-never_exact = { $players }명에서는 정확한 계산이 너무 오래 걸립니다. 도트로 승리는 항상 시뮬레이션합니다.

## Live chances

lcr-option-live_chances = 실시간 승률
