### Korean: /<game> odds, each seat's chances at a table before it starts.

## The command picker

cmd-odds-players = 테이블에 앉는 플레이어 수
cmd-odds-players-name = 인원
cmd-odds-chips = 각 플레이어의 시작 칩(기본 3)
cmd-odds-chips-name = 칩
cmd-odds-post = 채널에 답을 올려 모두에게 보여 주기(기본: 나만 보기)
cmd-odds-post-name = 공개

## The answer

odds-title = { $game } 확률 · { $players }명
odds-options = 옵션: { $options }
odds-options-none = 옵션 없음
odds-chips = 각자 칩 { $chips }개
odds-decimal = { $whole }.{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = 동점 선두는 승리를 나눕니다: 게임의 { $percent }%는 1위 동점으로 끝나며, 동점자 모두 이긴 것으로 세므로 확률의 합이 100%를 넘습니다.
odds-length-rolls = 예상 길이: 굴림 { $value }회
odds-length-throws = 예상 길이: 던지기 { $value }회
odds-length-rounds = 예상 길이: { $value }라운드
odds-score-points = 플레이어당 예상 점수: { $value }점
odds-estimate = { $value } ± { $margin }
odds-method-simulation = 게임 { $games }판 시뮬레이션, ±{ $margin }%p(표준오차 3배).
