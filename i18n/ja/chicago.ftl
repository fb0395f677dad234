### Japanese: Chicago.

chicago-action-roll = 振る
chicago-action-reroll = { $face } { $value } を振り直す
chicago-action-reroll-pictured = { $value } を振り直す
chicago-action-keep = キープ
chicago-option-double_roll = 振り直しあり
chicago-option-three_dice = サイコロ3個
chicago-seat = { " " }— { $points } 点
# Once the game is over each player's row is their line of the sheet: the targets hit, which sum to the total.
chicago-seat-hits = { " " }({ $hits })
chicago-round = **ラウンド { $round }/11 — 目標 { $target }**
chicago-winner = 🏆 { $name } が { $points } 点で勝利！
chicago-joint_victory = 🤝 同点優勝: { $names }、各 { $points } 点！
# A roll or reroll reads "<faces><verdict>": what the dice made, the points, or the choice that follows.
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
# the faces as numbers
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }、{ $target } ではない{ $then }
chicago-verdict-pair_miss = { " " }— 2個で { $target } にならない{ $then }
chicago-verdict-kept = : 0 点
chicago-verdict-kept_forced = { " " }— 振り直しても { $target } にならない: 0 点
chicago-then-zero = : 0 点
chicago-event-first_player = 抽選で { $name } が最初に振ります。
chicago-event-round = ラウンド { $round }: 目標 **{ $target }**。
chicago-event-roll = { $name } が { $faces } を出しました{ $verdict }。
chicago-event-reroll = { $name } が { $old } を振り直し: { $faces }{ $verdict }。
chicago-event-keep = { $name } は { $faces } をキープ{ $verdict }。
chicago-event-timeout = { $name } は時間内に操作しませんでした。ボットが最善の手を選びます。
chicago-event-game_over = 🏁 ゲーム終了。
chicago-rules = **Chicago（シカゴ、ローテーション）** — 2〜20人、11ラウンド。
    最初のプレイヤーは抽選で決まり、各ラウンドはその人から時計回りに進みます。ラウンド r の目標は r + 1 です（ラウンド1: 2、… ラウンド11: 12）。
    手番では **振る** を押します: サイコロ2個を1回。合計が目標なら目標の数だけ得点、そうでなければ 0 点。11ラウンド後、合計点が最も高い人の勝ち。同点の首位は同点優勝です。
    オプション *振り直しあり*: 得点できなかったとき、サイコロを1個だけ振り直して（サイコロごとに目を示したボタン）新しい目で得点するか、**キープ**（0 点）を選びます。どう振り直しても得点できないときは、Pips がすぐにキープし、理由を示します。
    オプション *サイコロ3個*: 3個振り、どれか2個の合計が目標なら得点。ボットがペアを選んで示します（1+2、1+3、2+3 の順で最初に合うもの。どのペアでも得点は同じ）。振り直しありと組み合わせると、外れたとき3個のうち1個を振り直せます。
    抜けたプレイヤーはそれ以上得点しません。点は記録に残りますが、勝てません。手番の途中（外れて振り直しかキープを待つ間）に抜けると、そのラウンドは空欄です。1人だけ残ったら、ゲームはすぐ終わりその人の勝ちです。
    持ち時間（15秒〜1時間、既定60秒）内に操作しないと、CPU と同じようにボットが代わりにプレイします: 振り、外れたら得点の可能性が最も高いサイコロを振り直します（同じなら最初のもの）。
    すべての目は秘密のシードから決まり、その SHA-256 コミットメントは最初から表示されます。シードは最後に公開され、誰でもすべての目を確かめられます（`/game verify`）。

## Its name

game-chicago = Chicago（シカゴ）

## The command picker

cmd-chicago = Chicago（シカゴ、ローテーション）サイコロゲーム
cmd-chicago-start = このチャンネルで Chicago のテーブルを開く
cmd-chicago-double_roll = 得点なしのロールの後、サイコロを1個振り直すかキープする
cmd-chicago-three_dice = サイコロを3個振り、どれか2個の合計が目標なら得点
cmd-chicago-double_roll-name = 振り直し
cmd-chicago-three_dice-name = サイコロ3個

## /stats

stats-chicago = 最高得点: { $score }

## /chicago odds: the command picker

cmd-chicago-odds = Chicago のテーブルで各席が勝つ確率と、1人あたりの予想得点

## /chicago odds: the answer

odds-header-chicago = 勝つ確率（最初に振る席から順に。記録は独立なので全席同じ）:
odds-method-exact-chicago = 厳密計算: すべてのロールを最善の振り直しで列挙。

## Live chances

chicago-option-live_chances = ライブ勝率
