### Korean: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = 이 서버의 Pips 설정(서버 관리 권한만)
cmd-settings-show = 이 서버의 Pips 설정 보기
cmd-settings-language = 새 테이블의 언어
cmd-settings-language-value = 언어(입력해서 찾기) 또는 서버 자체의 Discord 언어
cmd-settings-language-value-name = 언어
cmd-settings-turn_timeout = 시작 명령에서 지정하지 않을 때 새 테이블의 제한시간
cmd-settings-turn_timeout-seconds = 15~3600초. 비워 두면 Pips 기본값(60)
cmd-settings-turn_timeout-seconds-name = 초
cmd-settings-pings = 차례를 기다리게 하는 플레이어에게 알림을 보낼지
cmd-settings-pings-send = True: 차례 알림 보내기, False: 보내지 않기
cmd-settings-pings-send-name = 보내기
cmd-settings-computers = 방장이 컴퓨터 자리를 추가할 수 있는지
cmd-settings-computers-allowed = True: 허용, False: 허용 안 함
cmd-settings-computers-allowed-name = 허용
cmd-settings-channels = 게임을 시작할 수 있는 채널
cmd-settings-channels-add = 채널에서 게임 허용(하나라도 등록하면 등록된 채널만)
cmd-settings-channels-remove = 목록에서 채널 빼기
cmd-settings-channels-clear = 다시 모든 채널에서 게임 허용
cmd-settings-channels-channel = 채널
cmd-settings-channels-channel-name = 채널
settings-choice-server = 서버의 Discord 언어

## What /settings shows

settings-title = 이 서버의 Pips 설정
settings-language = 테이블 언어: { $value }
settings-language-server = 서버의 Discord 언어({ $locale })
settings-turn_timeout = 시작 명령에서 지정하지 않을 때의 제한시간: { $seconds }초
settings-turn_timeout-default = { " " }(Pips 기본값)
settings-pings = 차례 알림: { $value }
settings-pings-on = 켜짐
settings-pings-off = 꺼짐
settings-computers = 컴퓨터 자리: { $value }
settings-computers-on = 허용
settings-computers-off = 허용 안 함
settings-channels = 게임을 시작할 수 있는 곳: { $value }
settings-channels-any = 모든 채널
settings-applies = 변경 사항은 이후에 여는 테이블에 적용됩니다.
settings-saved = 저장했습니다. { $line }
    지금부터 여는 테이블에 적용됩니다.

## Refusals (private)

settings-managers_only = 서버 관리 권한이 있는 멤버만 /settings를 쓸 수 있습니다.
settings-turn_timeout-invalid = 제한시간은 { $min }초부터 { $max }초까지의 정수입니다. 아무것도 바뀌지 않았습니다.
settings-language-invalid = 테이블에 쓸 수 있는 언어는 다음뿐입니다: { $languages }. 아무것도 바뀌지 않았습니다.
settings-channels-already = <#{ $channel }> 채널은 이미 목록에 있습니다. 아무것도 바뀌지 않았습니다.
settings-channels-not_listed = <#{ $channel }> 채널은 목록에 없습니다. 아무것도 바뀌지 않았습니다.
settings-channels-too_many = 채널은 최대 { $max }개까지 등록할 수 있습니다. 아무것도 바뀌지 않았습니다.
settings-channel_not_allowed = 이 서버에서는 { $channels }에서만 게임을 시작할 수 있습니다.
settings-no_computers = 이 서버는 컴퓨터 자리를 허용하지 않습니다.
