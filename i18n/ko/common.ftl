### Korean: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — 참가자 모집 중
table-title-playing = { $game } — 진행 중
table-title-finished = { $game } — 종료
table-title-cancelled = { $game } — 취소됨
table-host = 방장: { $host }
# Korean has one plural form: this select keeps it visible to the plural check.
table-turn_timeout = 차례당 { $seconds ->
       *[other] { $seconds }초
    }
table-seats = 플레이어 ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(컴퓨터)
table-seat-forfeited = { " " }— 나감
table-seat-stake = { " " }— 시작 칩 { $stake }개
table-turn = 차례: { $mention }
table-turn-deadline = { " " }· { $deadline } 종료
table-waits_for_click = Pips는 { $time }까지 이 테이블을 업데이트할 수 있습니다. 그 이후의 수는 다음 클릭 때 표시됩니다.
ping-turn = { $mention } 님, { $game }에서 차례가 되었습니다. 차례는 { $deadline } 끝납니다.
table-lobby_hint = 참가를 눌러 함께하세요. 방장은 { $min }명 이상(최대 { $max }명)이면 시작할 수 있습니다.
table-log = 최근
table-fingerprint = 주사위 지문 { $fingerprint } · /game verify
table-revealed = 주사위 지문 { $fingerprint } · 시드 공개됨: /game verify
table-cancelled = 이 테이블은 취소되었습니다.
table-none = 없음

## Buttons

button-join = 참가
button-leave = 나가기
button-add_computer = 컴퓨터 추가
button-start = 시작
button-cancel = 취소
button-again = 한 판 더
button-choose = 선택하기
button-go_to_table = 테이블로 가기

## Modal

stake-title = 시작 칩 정하기
stake-label = 시작 칩 (1~99)
stake-invalid = 시작 칩은 1부터 99까지의 정수입니다.

## Events any game shows

event-joined = { $name } 님이 참가했습니다.
event-left = { $name } 님이 나갔습니다.
event-stake_changed = { $name } 님이 시작 칩을 { $stake }개로 바꿨습니다.
event-computer_joined = 컴퓨터 { $name } 참가.
event-cancelled = { $name } 님이 테이블을 취소했습니다.
event-forfeit = { $name } 님이 게임에서 나갔습니다.
event-timeout = { $name } 님의 제한시간이 지나 봇이 대신 진행합니다.

## Refusals (ephemeral)

table-unknown = 이 테이블은 더 이상 사용할 수 없습니다. /… start 명령으로 새로 시작하세요.
table-over = 이 게임은 끝났습니다.
table-not_started = 게임이 아직 시작되지 않았습니다.
table-not_seated = 이 테이블에서 플레이하고 있지 않습니다.
table-forfeited = 이 게임에서 나갔습니다.
table-other_channel = 그 버튼은 다른 채널의 테이블 것입니다.
table-unreadable = 이 테이블의 저장된 게임을 읽을 수 없습니다. 방장이 /game cancel로 취소할 수 있습니다.
table-moved = 테이블이 아래로 옮겨졌습니다 ↓
table-moved_away = 이 테이블은 채널 아래쪽으로 옮겨졌습니다. 새 메시지에서 계속하세요.
channel-no_table = 지금 이 채널에는 게임이 없습니다.
channel-no_game = 이 채널에서는 아직 게임을 한 적이 없습니다.
channel-busy = 이 채널에는 이미 테이블이 있습니다.
channel-guild_only = 게임은 서버 채널에서 할 수 있습니다.
option-invalid = 허용되지 않는 옵션입니다: { $option } = { $value }.
lobby-already_started = 게임이 이미 시작되었습니다.
lobby-host_only = 방장(또는 채널 관리 권한이 있는 사람)만 할 수 있습니다.
lobby-already_seated = 이미 자리에 앉아 있습니다.
lobby-full = 테이블이 꽉 찼습니다(자리 { $seats }개).
lobby-not_seated = 이 테이블에 앉아 있지 않습니다.
lobby-too_few = 시작하려면 최소 { $needed }명이 필요합니다.
turn-not_yours = 지금은 내 차례가 아닙니다. <@{ $player }> 님의 차례입니다.
turn-stale = 이미 사용된 버튼입니다. 테이블이 다음으로 넘어갔습니다.
again-not_finished = 이 게임은 아직 진행 중입니다.
again-exists = 여기에 이미 새 테이블이 열려 있습니다.
rules-not_your_turn = 지금은 내 차례가 아닙니다.
rules-not_legal = 지금은 그렇게 할 수 없습니다.
rules-game_over = 이 게임은 끝났습니다.
rules-not_playing = 이 게임에 참여하고 있지 않습니다.
error-unexpected = 제 쪽에서 문제가 생겼습니다. 아무것도 바뀌지 않았습니다. 다시 시도해 주세요.
error-store_unavailable = 게임 데이터베이스가 지금 응답하지 않습니다. 아무것도 바뀌지 않았습니다. 잠시 후 다시 시도해 주세요.
bot-restarting = Pips가 다시 시작하는 중입니다. 몇 초 후 다시 시도해 주세요.

## /game

verify-running = 테이블 { $table }({ $game }): 첫 굴림 전에 Pips가 보여 준 `{ $fingerprint }` 값은 모든 주사위를 정하는 비밀 시드의 지문입니다. 게임 중에는 시드가 비밀로 유지됩니다. 게임이 끝나면 /game verify가 시드를 알려 주며, 누구나 시드가 지문과 일치하고 모든 굴림을 만들었는지 확인할 수 있습니다.
    전체 지문(시드의 SHA-256): `{ $commitment }`
verify-revealed = 테이블 { $table }({ $game }): 첫 굴림 전에 Pips는 비밀 시드의 지문으로 `{ $fingerprint }` 값을 보여 주었습니다. 게임이 끝났으니 시드를 공개합니다. 누구나 모든 굴림을 확인할 수 있습니다.
    시드: `{ $seed }`
    전체 지문: `{ $commitment }`
    { $recipe }
verify-recipe = 확인 방법: 시드의 SHA-256이 지문입니다(즉 시드는 첫 굴림 전에 정해져 있었습니다). 주사위는 블록 0, 1, 2… 순서로 HMAC-SHA256(시드, 8바이트 빅엔디언 블록 번호)의 바이트에서 나오며, 252 이상인 바이트는 건너뛰고, 각 바이트를 6으로 나눈 나머지 + 1이 눈이 됩니다.
game-left = 게임에서 나갔습니다.
game-cancelled = 테이블이 취소되었습니다.
