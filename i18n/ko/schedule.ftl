### ko: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = 게임 나이트: 정해진 시간의 게임, 참가자는 시작할 때 자리에 앉습니다
cmd-schedule-new = 이 채널에 게임을 예약합니다(방장은 당신)
cmd-schedule-new-game = 게임
cmd-schedule-new-game-name = 게임
cmd-schedule-new-when = 언제: “2h30m”, “20:30”, “2026-12-05 20:30” 또는 Discord 타임스탬프
cmd-schedule-new-when-name = 언제
cmd-schedule-new-repeat = 한 번, 또는 매주 같은 시간
cmd-schedule-new-repeat-name = 반복
cmd-schedule-repeat-none = 한 번
cmd-schedule-repeat-weekly = 매주
cmd-schedule-new-note = 초대에 붙일 메모
cmd-schedule-new-note-name = 메모
cmd-schedule-list = 이 서버에 예약된 게임 나이트
cmd-schedule-cancel = 당신이 방장인 게임 나이트를 취소합니다
cmd-schedule-cancel-night = 게임 나이트
cmd-schedule-cancel-night-name = 나이트
cmd-settings-timezone = /schedule에 입력한 시각의 시간대
cmd-settings-timezone-zone = Asia/Seoul 같은 시간대(입력해서 찾으세요). 비워 두면 UTC
cmd-settings-timezone-zone-name = 시간대

## /settings

settings-timezone = 게임 나이트 시간대: { $zone }
settings-timezone-invalid = “{ $name }”은(는) Pips가 아는 시간대가 아닙니다. Asia/Seoul 같은 추천 항목에서 고르세요. 아무것도 바뀌지 않았습니다.

## The invitation card

night-card-title = 게임 나이트: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = 매주
night-card-host = 방장: { $host }
night-card-note = 메모: { $note }
night-card-coming = 참가 ({ $count }): { $names }
night-card-not_coming = 불참: { $names }
night-card-scheduled = 시작할 때 자리를 받으려면 “참가”를 누르세요.
night-card-started = 시작했습니다: 이 채널에 테이블이 열려 있습니다.
night-card-cancelled = 취소됨.
night-card-missed = 놓침: 그 시각에 Pips가 실행 중이 아니었습니다.
night-card-failed = 시작하지 못했습니다.
night-button-in = 참가
night-button-out = 못 가요

## In the channel

night-reminder = { $mentions }: { $game } 나이트가 { $relative } 시작합니다.
night-opened = { $mentions }: { $game } 나이트가 지금 시작합니다. 자리는 준비됐고, 게임은 { $host }님이 시작합니다.
night-left_out = 테이블에 자리가 남지 않았습니다: { $names }
night-busy = { $time } { $game } 나이트를 시작하지 못했습니다: 15분 뒤에도 이 채널의 테이블이 열려 있었습니다.
night-missed = { $time } { $game } 나이트를 놓쳤습니다: 그 시각에 Pips가 실행 중이 아니었습니다.
night-refused = { $time } { $game } 나이트를 시작하지 못했습니다: 이 채널에서는 더 이상 게임을 시작할 수 없습니다.
night-event_deleted = { $time } { $game } 나이트가 취소되었습니다: Discord 이벤트가 삭제되었습니다.
night-event-name = { $game } 게임 나이트
night-event-description = Pips로 예약됨: 채널의 초대에서 “참가”를 누르거나 여기서 관심 있음을 표시하면 시작할 때 자리를 받습니다.

## Private answers

night-cancelled = { $time } { $game } 나이트가 취소되었습니다.
night-list-title = 이 서버의 게임 나이트
night-list-line = { $time }: { $channel }에서 { $game }, 방장 { $host } (참가: { $count })
night-list-empty = 이 서버에 예약된 게임 나이트가 없습니다. /schedule new로 예약하세요.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips가 “{ $text }”을(를) 시각으로 읽을 수 없습니다. `in 90 minutes`, `{ $clock }`, `{ $date }`(서버 시간대) 또는 Discord 타임스탬프를 써 보세요.
night-when-past = 그 시각은 이미 지났습니다. `in 90 minutes`, `{ $clock }`, `{ $date }`를 써 보세요.
night-when-far = 60일보다 먼 시각입니다. `in 90 minutes`, `{ $clock }`, `{ $date }`를 써 보세요.
night-too_many = 이 서버에는 이미 게임 나이트가 { $max }개 예약되어 있습니다. 먼저 하나를 취소하세요.
night-over = 이 게임 나이트는 더 이상 응답을 받지 않습니다.
night-host_stays = 당신은 이 게임 나이트의 방장입니다. 대신 /schedule cancel로 취소하세요.
night-host_only = 게임 나이트는 방장(또는 채널 관리 권한이 있는 사람)만 취소할 수 있습니다.
night-unknown = 여기에는 그런 게임 나이트가 없습니다.
