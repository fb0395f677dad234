### Korean: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = 유효하지 않은 버튼입니다. Pips가 만든 버튼이 아닙니다. 아무것도 바뀌지 않았습니다.
error-component_gone = 그 버튼은 이제 이 메시지에 없습니다. 메시지를 본 뒤에 메시지가 바뀌었습니다. 아무것도 바뀌지 않았습니다.
error-form_invalid = 유효하지 않은 양식입니다. Pips가 연 양식이 아닙니다. 아무것도 바뀌지 않았습니다.
error-store_outcome_unknown = 선택을 저장하는 동안 게임 데이터베이스가 응답을 멈췄습니다. 테이블에는 저장된 내용이 표시됩니다.

## Slash commands

error-command_updated = 이 명령은 방금 업데이트되었습니다. 1분 후 다시 시도하세요.
error-unknown_option = /{ $command }에는 “{ $option }” 옵션이 없습니다. 아무것도 하지 않았습니다. 명령이 방금 업데이트되었다면 1분 후 다시 시도하세요.
error-option_value = “{ $option }” 옵션에 넣을 수 있는 값: { $wants }. 아무것도 하지 않았습니다.
error-wants-choice = 다음 중 하나: { $choices }
error-wants-integer = 정수
error-wants-integer_range = { $min }부터 { $max }까지의 정수
error-wants-number = 숫자
error-wants-number_range = { $min }부터 { $max }까지의 숫자
error-wants-boolean = True 또는 False
error-wants-text = 최대 { $max }자의 텍스트
error-wants-any_text = 텍스트
error-wants-listed = Discord가 보여 주는 값 중 하나
error-guild_only = 이 명령은 서버 채널에서만 쓸 수 있습니다.
error-missing_permissions = 이 명령을 쓰려면 { $permissions } 권한이 필요합니다.
error-bot_missing_permissions = 이 명령을 실행하려면 이 채널에서 봇에게 { $permissions } 권한이 필요합니다.
error-check_failed = 여기서는 이 명령을 쓸 수 없습니다.
reach-external_apps_off = 이 서버는 멤버가 외부 앱을 사용하는 것을 허용하지 않아서, Pips는 여기서 비공개로만 답할 수 있고 테이블을 열 수 없어요. 여기서 플레이하려면 서버 관리자가 내 역할에 ‘외부 앱 사용’을 허용하거나(서버 설정 → 역할) Pips를 서버에 추가하면 돼요. DM이나 그룹 DM에서도 플레이할 수 있어요.
