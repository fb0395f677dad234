### 日本語: high roll、テスト専用のゲーム

high_roll-action-roll = 振る
high_roll-seat = { " " }— 合計 { $total }
high_roll-round = ラウンド { $round }/{ $rounds }
high_roll-event-roll = { $name } が { $face } を出しました。
high_roll-event-won = 🏆 { $names } が合計 { $total } で{ $count ->
       *[other] 勝利
    }！
high_roll-rules = **ハイロール** — 2〜6人。
    全員が順番にサイコロを1個振り、テーブルを3周します。合計が最も高い人が勝ち、同点なら勝利を分け合います。
    席1（ホスト）が最初に振ります。持ち時間内に振らないと、ボットが代わりに振ります。

## game

game-high_roll = ハイロール

## commands

cmd-high_roll = サイコロゲーム「ハイロール」
cmd-high_roll-start = このチャンネルでハイロールのテーブルを開く

## /stats

stats-high_roll = 最高合計: { $total }
