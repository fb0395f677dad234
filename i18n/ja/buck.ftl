### Japanese: Buck Dice.

buck-action-throw = 投げる
buck-button-again = 再戦
buck-option-fewer_dice = サイコロを減らす（13で2個、14で1個）
buck-option-point_per_throw = 1投につき1点

## Seats

buck-seat = { " " }— { $score } 点
buck-seat-dice-2 = { " " }— { $score } 点 · サイコロ2個
buck-seat-dice-1 = { " " }— { $score } 点 · サイコロ1個
buck-seat-made = { " " }— ✅ バック #{ $place }
buck-seat-loser = { " " }— 💀 { $score } 点で負け

## The whole game

buck-point = 🎯 ポイント目: **{ $point }** { $face }
buck-shooter-opening = 最初の投げ手: { $shooter }（順番決めで最高）
buck-shooter-rotated = ゲーム { $game }: { $shooter } が最初に投げる（前回の最初の投げ手の1つ左の席）
buck-loser = 💀 **負け: { $name }**

## Events

# $throws: each player and their die; at a big table only who threw highest and lowest (see buck.throws.*).
buck-event-order_throw-order = 🎲 順番決め: { $throws }。
buck-event-order_throw-order-again = 🎲 全員同じ目、全員投げ直し: { $throws }。
buck-event-order_throw-first_shooter = 🎲 最高が同点、投げ直し: { $throws }。
buck-event-order_throw-point_thrower = 🎲 最低が同点、投げ直し: { $throws }。
buck-throws-extremes = 最高 { $high } { $top }、最低 { $low } { $bottom }
buck-throws-highest = 最高 { $high } { $top }
buck-throws-lowest = 最低 { $low } { $bottom }
buck-throws-all_tied = 全員 { $face }
buck-throws-more = { $names } ほか { $others } 人
buck-event-first_shooter-opening = { $name } が最高の目を出し、最初に投げます。
buck-event-first_shooter-rotated = ゲーム { $game }: { $name } が最初に投げます（開始位置が1つ左へ）。
buck-event-point_throw = 🎯 { $name } がポイント目を投げました: **{ $point }** { $face }。
buck-event-throw-normal = { $name } が { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } が { $faces }: ポイント目なし{ $then }
buck-event-throw-big_buck = { $name } が { $faces }: **ビッグバック！** 一気に 15{ $then }
buck-event-throw-little_buck = { $name } が { $faces }: **リトルバック**、+5 → { $score }。手番終了{ $then }
buck-event-throw-overshoot = { $name } が { $faces }: **オーバー**（{ $would_be } > 15）: 得点なし{ $then }
buck-then-again = { " " }— もう一度投げます。
buck-then-pass = { " " }— サイコロは次へ。
buck-then-end = 。
# With fewer dice, a throw that reaches 13 or 14 says what changes from the next throw on.
buck-note-dice-2 = { " " }13点: 以後サイコロ2個。
buck-note-dice-1 = { " " }14点: 以後サイコロ1個。
buck-event-made_buck = ✅ { $name } はちょうど 15: バック（#{ $place }）。抜けて負けを免れます。
buck-event-left_rotation = { $name } が順番から抜けます。{ $next } が投げます。
buck-event-loser-throw = 💀 { $name } が最後の1人: **負け**、{ $score } 点。
buck-event-loser-forfeit = 💀 { $name } は残り2人で投げている最中に抜けました: **負け**。

## Help

buck-rules = **Buck Dice（バックダイス）** — 2〜20人、サイコロ3個。ちょうど 15 を目指し、最後に残った人が負け。
    { "*" }*開始**（開始時）: 全員がサイコロを1個投げます。最高の人が最初の投げ手、最低の人がサイコロ1個で **ポイント目** を決めます。全員同じなら全員投げ直し（この2人は必ず別人）。次に最高の同点、次に最低の同点を、同点の人どうしで投げ直します。
    { "*" }*手番**: 「投げる」を押します。ポイント目の出たサイコロ1個につき1点（ポイント3で 3-3-6 なら2点）で、もう一度投げます。ポイント目がなければサイコロは左へ回ります。
    { "*" }*ビッグバック**: ポイント目が3つ揃うと、それまでの点に関係なく（13や14でも）15点になります。
    { "*" }*リトルバック**: ポイント目以外のゾロ目は5点で、サイコロは次へ回ります（10点からならちょうど 15）。
    { "*" }*オーバー**: 15 を超える投げ（リトルバックも）は無効で、もう一度投げます。
    ちょうど 15 でバックとなり抜けます。テーブルにはバックの順番が表示されます。
    オプション *サイコロを減らす*: 13点でサイコロ2個、14点で1個。ポイント目が出れば手番は続きます。ビッグバックとリトルバックには3個必要で、オーバーはありません。
    オプション *1投につき1点*: ポイント目が出た投げは、何個出ても1点（ビッグバックは 15 のまま）。
    { "*" }*再戦**: 同じオプションで、前回のプレイヤーが招待され1クリックで戻れます。最初の投げ手はプレイ中の人の中で1つ左の席へ移り、その右の人が新しいポイント目を投げます。
    { "*" }*抜ける**（`/game leave`、またはホストが外す）: 自分ともう1人だけが投げている場合は負け（相手は逃げ切り）。それ以外は順番から抜けるだけで勝ちでも負けでもありません（自分の手番ならサイコロは次へ）。取ったバックはそのまま残ります。
    持ち時間（15秒〜1時間、既定60秒）内に投げないと、ボットが代わりに投げます。
    サイコロは秘密のシードから決まり、開始時にコミット（SHA-256）、終了時に公開されます: 誰でもすべての投げを確かめられます（`/game verify`）。

## Its name

game-buck = Buck Dice

## The command picker

cmd-buck = Buck Dice: ちょうど 15 を目指す。最後に残った人が負け
cmd-buck-start = このチャンネルで Buck Dice のテーブルを開く
cmd-buck-fewer_dice = 13点でサイコロ2個、14点で1個を投げる
cmd-buck-point_per_throw = ポイント目が出た投げは、何個出ても1点
cmd-buck-fewer_dice-name = サイコロを減らす
cmd-buck-point_per_throw-name = 1投1点

## /stats

stats-buck = 最後に残った（負け）: { $times } 回

## /buck odds: the command picker

cmd-buck-odds = Buck Dice のテーブルで各席が負ける確率と、ゲームの長さ

## /buck odds: the answer

odds-header-buck = **負ける**（最後に残る）確率、最初の投げ手の席から順に:
odds-method-exact-buck = 厳密計算: 点数と手番の動的計画法。

## Live chances

cmd-buck-live_chances = 各プレイヤーの負ける確率をスコアの横に表示し、一投ごとに更新
cmd-buck-live_chances-name = ライブ負け率
buck-option-live_chances = ライブ負け率
