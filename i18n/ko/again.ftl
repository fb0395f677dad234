### Korean: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

## The lobby a Play again opens

table-invited = 지난 게임에서 초대됨(참가 한 번 클릭, 같은 시작 칩): { $names }
table-server_settings = 이 서버: 테이블 언어 { $language }, 컴퓨터 자리 { $computers }.
again-expired = 이 게임의 한 판 더가 만료되었습니다. /… start 명령으로 새 테이블을 여세요.

## Host controls

cmd-game-remove = 자리를 비운 플레이어 내보내기, 기권 처리(방장 또는 채널 관리 권한)
cmd-game-remove-player = 내보낼 플레이어
cmd-game-remove-player-name = 플레이어
cmd-game-host = 방장 역할을 테이블의 다른 플레이어에게 넘기기
cmd-game-host-player = 방장이 될 플레이어
cmd-game-host-player-name = 플레이어
event-removed = 🚪 <@{ $by }> 님이 { $name } 님을 테이블에서 내보냈습니다.
event-host_changed = 👑 이제 { $name } 님이 방장입니다.
host-removed = <@{ $player }> 님을 테이블에서 내보냈습니다.
host-handed = 이제 <@{ $player }> 님이 방장입니다.
host-not_seated = <@{ $player }> 님은 이 테이블에서 플레이하는 사람이 아닙니다. 아무것도 바뀌지 않았습니다.
host-already = <@{ $player }> 님은 이미 방장입니다. 아무것도 바뀌지 않았습니다.
host-remove_self = 직접 테이블을 나가려면 /game leave를 사용하세요. 아무것도 바뀌지 않았습니다.
table-removed = 방장이 이 게임에서 내보냈습니다. 다음 게임에는 참가할 수 있습니다.
