### Japanese: Bad Leftovers.

cmd-leftovers = Bad Leftovers サイコロゲーム: ペアを取る、点は少ないほど良い
cmd-leftovers-start = このチャンネルで Bad Leftovers のテーブルを開く
leftovers-option-fixed_pile = 山を固定（開始時のプレイヤー数で数える）
leftovers-action-claim-pair = 宣言 { $claim }: { $dice } を取る
leftovers-action-claim-doubles = 宣言 { $claim }: { $dice } を取る（自分のゾロ目）
leftovers-action-take-pair = { $dice } を取る
leftovers-action-take-doubles = { $dice } を取る（自分のゾロ目）
leftovers-button-claim = 宣言 { $claim } · { $pairs } ペア
leftovers-button-back = ◀ { $claim } 以外: ほかの宣言
leftovers-seat = { " " }— { $score } 点
leftovers-seat-claim = { " " }— 宣言 { $claim } · { $score } 点
leftovers-seat-no_claim = { " " }— 宣言前 · { $score } 点
leftovers-seat-out = { " " }— 脱落 · { $score } 点
leftovers-round = ラウンド { $round } · { $out } 点以上で脱落
leftovers-center = 中央: { $dice }（{ $count } 個、目の合計 { $pips }）
leftovers-event-seat_throw = 席決めの投げ: { $throws }。
leftovers-event-seats = 固定番号（左回り）: { $order }。
leftovers-event-round = ラウンド { $round }: サイコロ { $count } 個を投げました。{ $name } から。
leftovers-event-round-after_stuck = ラウンド { $round }: サイコロ { $count } 個を投げました。行き詰まった { $name } から。
leftovers-event-round-after_out = ラウンド { $round }: サイコロ { $count } 個を投げました。{ $stuck } の左で残っている { $name } から。
leftovers-event-claim = { $name } がこのラウンドの宣言を { $claim } にしました。
leftovers-event-take = { $name } が { $dice } を取りました（残り { $left } 個）。
leftovers-event-doubles = { $name } が自分のゾロ目 { $dice } を取りました（残り { $left } 個）。
leftovers-event-stuck = { $name } は2個取れません: 残りの { $dice } で { $points } 点が加わります（計 { $score } 点）。
leftovers-event-stuck-empty = { $name } は2個取れませんが、中央は空です: 0 点。
leftovers-event-out = { $name } は { $score } 点（{ $out } 点以上）で脱落です。
leftovers-event-win = 🏆 { $name } が最後まで残り、{ $score } 点で勝利！
leftovers-rules = **Bad Leftovers（バッド・レフトオーバーズ）** — 2〜12人。点は少ないほど良い。
    { "*" }*席.** 開始時に全員がサイコロを1個投げます: 最高の人が番号1（同点は同点の人どうしで投げ直し）、そこから左回り（参加順）に番号が増えます。これがあなたの **固定番号** で、番号1が最初のラウンドを始めます。
    { "*" }*ラウンド.** 中央のサイコロをすべて投げます: 2人で20個、残っている人が1人増えるごとに3個追加、毎ラウンド数え直し（オプション *山を固定*: 開始時のプレイヤー数で1回だけ数え、脱落者が出ても同じ数）。ラウンドの最初の人から左回りに、手番では必ずサイコロを2個取ります: 合計がそのラウンドの **宣言** になる2個か、どちらも自分の固定番号を示す2個（番号1〜6のみ。サイコロにそれより大きい目はありません）。宣言は 7〜12 のどれかで、そのラウンドの最初の取りで告げます（他の人と同じでも可）。ラウンド終了まで有効です。最初の手番では宣言を選んでから2個を選びます: 各宣言ボタンには今の中央でその宣言に使えるペアの数が表示されます（自分のゾロ目を含み、同じサイコロは二重に数えません）。不可能なものはグレー表示です。
    { "*" }*行き詰まり.** 2個取れない最初の人が行き詰まり: 中央に残った目の合計がその人の点に加わり、ラウンドは終わります（中央が空なら0点）。行き詰まった人が次のラウンドを始めます。脱落していれば、その左で残っている次の人が始めます。
    { "*" }*脱落.** 21点以上で脱落。最後に残った人の勝ち。
    抜けたプレイヤーはその場で脱落です。点は記録に残り、ラウンドはその人抜きで続きます。持ち時間（15秒〜1時間、既定60秒）内に操作しないと、CPU と同じようにボットが代わりにプレイします: 自分の宣言とゾロ目で取れる手が最も多く残る手を選び、次に次の人の取れる手が最も少なくなる手を選びます。
    `/leaderboard` はこのチャンネルのゲームの途中経過とサーバーの順位を表示します。ゲーム終了後は誰でもすべての目を確かめられます: `/game verify`。

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = 中央のサイコロを開始時のプレイヤー数で1回だけ数える: 山の数は変わらない
cmd-leftovers-fixed_pile-name = 山を固定

## /stats

stats-leftovers = 1ラウンド平均 { $whole }.{ $tenths } 点（少ないほど良い）

## /leftovers odds: the command picker

cmd-leftovers-odds = Bad Leftovers のテーブルで各席が勝つ確率と、ゲームの長さ

## /leftovers odds: the answer

odds-header-leftovers = 勝つ確率、席番号順（席1が最初）:

## Live chances

leftovers-option-live_chances = ライブ勝率
