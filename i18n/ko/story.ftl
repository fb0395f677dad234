### Korean: "How it went", the story of a finished game in a picture.

button-story = 게임 흐름
story-title = 게임 흐름 — { $game }
story-axis-turn = 차례
story-axis-win = 승률
story-axis-lose = 패배 확률
story-comeback-win = { $name } 님이 { $percent }%에서 역전
story-comeback-lose = { $name } 님의 패배 확률은 { $percent }%뿐이었음
story-fall-win = { $name } 님이 { $percent }%로 앞섰지만 이기지 못함
story-fall-lose = { $name } 님이 패배 확률 { $percent }%에서 탈출
story-swing = { $name }: 한 차례에 { $before }% → { $after }%
story-reply = **게임 흐름 — { $game }**: 매 차례 뒤 각 플레이어의 승률.
story-reply-lose = **게임 흐름 — { $game }**: 매 차례 뒤 각 플레이어의 패배 확률.
story-cancelled = 그 게임은 끝나기 전에 취소되었습니다: 보여 줄 흐름이 없습니다.
story-not_finished = 그 게임은 아직 끝나지 않았습니다: 흐름은 끝난 뒤에 보여 드립니다.
story-not_seated = 그 게임의 플레이어(또는 채널 관리 권한이 있는 사람)만 게임 흐름을 볼 수 있습니다.
story-unreadable = 그 게임의 기록을 다시 재생할 수 없어 흐름을 보여 줄 수 없습니다.
story-failed = 이번에는 그림을 그리지 못했습니다. 잠시 후 다시 시도해 주세요.
history-story = 게임 흐름…(게임 선택)
history-story-option = { $game } · { $outcome }
history-story-when = { $when } 종료
