### Japanese: LCR.

lcr-action-roll = 振る
lcr-option-dice-by--chips = サイコロはチップの数だけ
lcr-option-dice-always--three = サイコロは常に3個
lcr-option-dot_to_win = ドットで勝利
lcr-option-stakes = 開始チップを選ぶ
lcr-seat = { " " }— チップ { $chips } 枚
lcr-pot = ポット: { $pot } 枚 · 場に { $dealt } 枚
lcr-hand = { " " }· 第 { $hand } 回（ダブルポット）
lcr-last_holder = 残りのチップはすべて { $name } の手元: 全部ドットなら勝ち、L か R が出れば続行。
lcr-event-deal = 全員にチップが配られます。
lcr-event-roll = { $name } が { $faces } を出しました: { $moves }。
lcr-event-roll-nothing = 動きなし
lcr-event-roll-idle = { $faces } は無効: チップが残っていません
lcr-event-roll-no_win = 全部ドットではない: まだ勝ちではなく続行
lcr-event-move-seat = { $count } 枚を { $target } へ
lcr-event-move-pot = { $count } 枚をポットへ
lcr-event-win = 🏆 { $name } がチップ { $chips } 枚を獲得！
lcr-event-double_pot = 誰もチップを持っていません: ポットの { $pot } 枚は持ち越し、全員に新しいチップが配られます（第 { $hand } 回）。
lcr-event-double_pot-next = 誰もチップを持っていません: ポットの { $pot } 枚は持ち越し、全員に新しいチップが配られます（第 { $hand } 回）。最初に振るのは { $next }。
lcr-event-chips_to_pot = { $name } がチップ { $chips } 枚をポットに入れます。
lcr-rules = **LCR (Left Center Right)** — 3〜20人、各自チップ3枚から。
    手番では持っているチップ1枚につきサイコロを1個、最大3個振ります（オプション *サイコロは常に3個*: チップがあれば常に3個。左から順に処理し、チップが尽きたら残りは無効）。チップがなければ飛ばされますが、ゲームには残ります。
    1〜3 はドット（何もなし）、4 = **L**: 左のプレイヤー（次の席）にチップ1枚、5 = **C**: ポットにチップ1枚、6 = **R**: 右のプレイヤー（前の席）にチップ1枚。
    チップを持つプレイヤーが1人だけになると、その人が自分のチップとポットを獲得して勝ちです。
    オプション *ドットで勝利*: 最後の1人は全部ドットを出さないと勝てません。L か R が出ればゲームは続きます。最後のチップがポットに入ったら、全員に新しいチップが配られ、ポットは持ち越し（ダブルポット）。テーブルを空にした人の左のプレイヤーが最初に振ります。
    オプション *開始チップを選ぶ*: 各プレイヤーが参加時に 1〜99 の開始チップを選びます（ホストは3枚から始まり、「参加」を押して変更できます）。
    抜けたプレイヤーのチップはポットに入ります。席1（ホスト）が最初に振ります。持ち時間（15秒〜1時間、既定60秒）内に振らないと、ボットが代わりに振ります。
    すべての目は秘密のシードから決まり、その指紋（SHA-256 コミットメント）は最初から表示されます。シードは最後に公開され、誰でもすべての目を確かめられます（`/game verify`）。

## Its name

game-lcr = LCR (Left Center Right)

## The command picker

cmd-lcr = LCR (Left Center Right) サイコロゲーム
cmd-lcr-start = このチャンネルで LCR のテーブルを開く
cmd-lcr-dice = 振るサイコロの数: チップ1枚につき1個で最大3個（既定）、または常に3個
cmd-lcr-dot_to_win = チップを持つ最後の1人は全部ドットを出さないと勝てない
cmd-lcr-stakes = 各プレイヤーが参加時に開始チップ（1〜99）を選ぶ
cmd-lcr-dice-name = サイコロ
cmd-lcr-dice-by_chips = チップの数だけ
cmd-lcr-dice-always_three = 常に3個
cmd-lcr-dot_to_win-name = ドットで勝利
cmd-lcr-stakes-name = 開始チップ

## /stats

stats-lcr = 持ち帰ったチップ: { $chips } 枚

## /lcr odds: the command picker

cmd-lcr-odds = LCR のテーブルで各席が勝つ確率と、ゲームの長さ

## /lcr odds: the answer

odds-header-lcr = 勝つ確率（最初に振る席から順に）:
odds-method-exact-lcr = 厳密計算: チップ配分の吸収マルコフ連鎖。
odds-lcr-exact_up_to = { $players } 人での厳密計算は各自 { $chips } 枚まで。ドットで勝利は常にシミュレーション。
odds-lcr-never_exact = { $players } 人では厳密な計算に時間がかかりすぎます。ドットで勝利は常にシミュレーション。

## Live chances

lcr-option-live_chances = ライブ勝率
