### Traditional Chinese (Taiwan): slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = 本機器人如何進行這個遊戲，以及它的選項
cmd-turn_timeout = 玩家無操作多少秒後由機器人代為行動（15-3600；預設：/settings，否則 60）
cmd-game = 本頻道牌桌上的遊戲
cmd-game-status = 在頻道底部重新顯示本頻道的牌桌
cmd-game-leave = 退出本頻道的遊戲（放棄你的座位）
cmd-game-cancel = 結束本頻道的牌桌（房主或有「管理頻道」權限者）
cmd-game-verify = 顯示這裡上一局的骰子承諾（結束後還有種子）
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = 回合時限
cmd-leaderboard-game-name = 遊戲
