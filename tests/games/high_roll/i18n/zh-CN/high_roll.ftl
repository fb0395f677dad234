### 简体中文：high roll，仅供测试的游戏

high_roll-action-roll = 掷骰
high_roll-seat = { " " }— 总计 { $total }
high_roll-round = 第 { $round }/{ $rounds } 轮
high_roll-event-roll = { $name } 掷出 { $face }。
high_roll-event-won = 🏆 { $names } 以总计 { $total } { $count ->
       *[other] 获胜
    }！
high_roll-rules = **比大小** — 2 至 6 名玩家。
    每人轮流掷一颗骰子，绕桌三圈；总点数最高者获胜，平局则共享胜利。
    1 号座位（房主）先掷。若在回合时限内没有掷骰，机器人代你掷。

## game

game-high_roll = 比大小

## commands

cmd-high_roll = 比大小骰子游戏
cmd-high_roll-start = 在本频道开一张比大小牌桌

## /stats

stats-high_roll = 最高总计：{ $total }
