### 繁體中文：high roll，僅供測試的遊戲

high_roll-action-roll = 擲骰
high_roll-seat = { " " }— 總計 { $total }
high_roll-round = 第 { $round }/{ $rounds } 輪
high_roll-event-roll = { $name } 擲出 { $face }。
high_roll-event-won = 🏆 { $names } 以總計 { $total } { $count ->
       *[other] 獲勝
    }！
high_roll-rules = **比大小** — 2 至 6 名玩家。
    每人輪流擲一顆骰子，繞桌三圈；總點數最高者獲勝，平手則共享勝利。
    1 號座位（房主）先擲。若在回合時限內沒有擲骰，機器人代你擲。

## game

game-high_roll = 比大小

## commands

cmd-high_roll = 比大小骰子遊戲
cmd-high_roll-start = 在本頻道開一張比大小牌桌

## /stats

stats-high_roll = 最高總計：{ $total }
