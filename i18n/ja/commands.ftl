### Japanese: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = このボットでのこのゲームの遊び方とオプション
cmd-turn_timeout = 放置したプレイヤーの代わりにボットがプレイするまでの秒数（15〜3600、既定: /settings、なければ60）
cmd-game = このチャンネルのテーブルのゲーム
cmd-game-status = このチャンネルのテーブルを一番下に表示し直す
cmd-game-leave = このチャンネルのゲームから抜ける（席は棄権）
cmd-game-cancel = このチャンネルのテーブルを終える（ホストかチャンネル管理権限）
cmd-game-verify = ここで最後に遊んだゲームのサイコロのコミットメント（終了後はシードも）を表示
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = 持ち時間
cmd-leaderboard-game-name = ゲーム
