### Simplified Chinese: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — 等待玩家
table-title-playing = { $game } — 进行中
table-title-finished = { $game } — 已结束
table-title-cancelled = { $game } — 已取消
table-host = 房主：{ $host }
# Chinese has one plural form: this select keeps it visible to the plural check.
table-turn_timeout = 每回合 { $seconds ->
       *[other] { $seconds } 秒
    }
table-seats = 玩家（{ $count }/{ $max }）
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = （电脑）
table-seat-forfeited = { " " }— 已退出
table-seat-stake = { " " }— 起始筹码 { $stake }
table-turn = 轮到：{ $mention }
table-turn-deadline = { " " }· { $deadline }截止
table-waits_for_click = Pips 可以更新此牌桌至 { $time }；之后的操作将在下一次点击时显示。
ping-turn = { $mention }，{ $game } 轮到你了：回合在 { $deadline }截止。
table-lobby_hint = 点“加入”参加。房主可在 { $min } 人或以上时开始（最多 { $max } 人）。
table-log = 最近
table-fingerprint = 骰子指纹 { $fingerprint } · /game verify
table-revealed = 骰子指纹 { $fingerprint } · 种子已公开：/game verify
table-cancelled = 这张牌桌已取消。
table-none = 无

## Buttons

button-join = 加入
button-leave = 离开
button-add_computer = 添加电脑
button-start = 开始
button-cancel = 取消
button-again = 再来一局
button-choose = 选择你的操作
button-go_to_table = 前往牌桌

## Modal

stake-title = 选择起始筹码
stake-label = 起始筹码（1 到 99）
stake-invalid = 起始筹码须为 1 到 99 的整数。

## Events any game shows

event-joined = { $name } 加入了。
event-left = { $name } 离开了。
event-stake_changed = { $name } 把起始筹码改为 { $stake } 个。
event-computer_joined = { $name }（电脑）加入了。
event-cancelled = { $name } 取消了牌桌。
event-forfeit = { $name } 退出了游戏。
event-timeout = { $name } 未及时行动：由机器人代为操作。

## Refusals (ephemeral)

table-unknown = 这张牌桌已失效。请用 /… start 命令开一张新桌。
table-over = 这局游戏已结束。
table-not_started = 游戏还没有开始。
table-not_seated = 你不在这张牌桌上。
table-forfeited = 你已退出这局游戏。
table-other_channel = 这个按钮属于另一个频道的牌桌。
table-unreadable = 无法读取这张牌桌保存的游戏；房主可以用 /game cancel 取消它。
table-moved = 牌桌已移到下方 ↓
table-moved_away = 这张牌桌已移到频道下方：请在新消息上继续。
channel-no_table = 本频道现在没有游戏。
channel-no_game = 本频道还没有玩过游戏。
channel-busy = 本频道已经有一张牌桌。
channel-guild_only = 游戏只能在服务器频道中进行。
option-invalid = 不允许该选项：{ $option } = { $value }。
lobby-already_started = 游戏已经开始了。
lobby-host_only = 只有房主（或有“管理频道”权限者）可以这样做。
lobby-already_seated = 你已经入座了。
lobby-full = 牌桌已满（{ $seats } 个座位）。
lobby-not_seated = 你没有在这张牌桌入座。
lobby-too_few = 至少需要 { $needed } 名玩家才能开始。
turn-not_yours = 还没轮到你：现在轮到 <@{ $player }>。
turn-stale = 这个按钮已经用过了：牌桌已继续进行。
again-not_finished = 这局游戏仍在进行。
again-exists = 这里已经开了一张新牌桌。
rules-not_your_turn = 还没轮到你。
rules-not_legal = 现在不能这样操作。
rules-game_over = 这局游戏已结束。
rules-not_playing = 你不在这局游戏中。
error-unexpected = 我这边出了问题；没有任何更改。请再试一次。
error-store_unavailable = 游戏数据库暂时没有响应；没有任何更改。请稍后再试。
bot-restarting = Pips 正在重启；请几秒后再试。

## /game

verify-running = 牌桌 { $table }（{ $game }）：第一次掷骰前，Pips 显示了 `{ $fingerprint }`，这是决定每颗骰子的秘密种子的指纹。游戏进行期间种子保密。游戏结束后，/game verify 会给出种子：任何人都可以核对它与指纹相符，并产生了每一次掷骰。
    完整指纹（种子的 SHA-256）：`{ $commitment }`
verify-revealed = 牌桌 { $table }（{ $game }）：第一次掷骰前，Pips 显示了秘密种子的指纹 `{ $fingerprint }`。游戏已结束，种子如下：任何人都可以核对每一次掷骰。
    种子：`{ $seed }`
    完整指纹：`{ $commitment }`
    { $recipe }
verify-recipe = 核对方法：种子的 SHA-256 就是指纹（所以种子在第一次掷骰前就已确定）；骰子依次取自 HMAC-SHA256(种子, 以 8 字节大端序表示的块编号) 的字节，块编号为 0、1、2…，跳过 ≥ 252 的字节，每个字节除以 6 的余数 + 1 即为点数。
game-left = 你已退出游戏。
game-cancelled = 牌桌已取消。
