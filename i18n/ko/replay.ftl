### Korean: a finished game's replay, step by step (cogs/replay.py).

button-replay = 다시 보기
history-replay = 다시 보기…(게임 선택)
replay-first = 처음
replay-back = 이전
replay-next = 다음
replay-last = 마지막
replay-footer = 다시 보기 · { $steps }단계 중 { $step }단계 · 주사위 지문 { $fingerprint } · 여기의 모든 굴림은 게임의 시드에서 나옵니다: 시드는 /history, 확인 방법은 /game verify에서
replay-other_guild = 그 게임은 다른 서버에서 진행되었습니다: 다시 보기는 그 서버에서만 볼 수 있습니다.
replay-not_finished = 끝난 게임만 다시 볼 수 있습니다: 이 게임은 아직 끝나지 않았거나 취소되었습니다.
replay-no_step = 이 다시 보기에는 { $step }단계가 없습니다: 단계는 0부터 { $steps }까지입니다.
replay-unreadable = 그 게임의 기록을 재생할 수 없어 다시 보기가 없습니다.
