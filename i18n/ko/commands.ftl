### Korean: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = 이 봇에서 이 게임을 하는 방법과 옵션
cmd-turn_timeout = 자리를 비운 플레이어 대신 봇이 진행하기까지의 초(15-3600, 기본: /settings, 없으면 60)
cmd-game = 이 채널 테이블의 게임
cmd-game-status = 이 채널의 테이블을 맨 아래에 다시 표시
cmd-game-leave = 이 채널의 게임에서 나가기(자리는 기권 처리)
cmd-game-cancel = 이 채널의 테이블 끝내기(방장 또는 채널 관리 권한)
cmd-game-verify = 여기서 마지막으로 한 게임의 주사위 약속값(끝난 뒤에는 시드도) 보기
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = 제한시간
cmd-leaderboard-game-name = 게임
