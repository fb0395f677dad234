### Simplified Chinese: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = 本机器人如何进行这个游戏，以及它的选项
cmd-turn_timeout = 玩家无操作多少秒后由机器人代为行动（15-3600；默认：/settings，否则 60）
cmd-game = 本频道牌桌上的游戏
cmd-game-status = 在频道底部重新显示本频道的牌桌
cmd-game-leave = 退出本频道的游戏（放弃你的座位）
cmd-game-cancel = 结束本频道的牌桌（房主或有“管理频道”权限者）
cmd-game-verify = 显示这里上一局的骰子承诺（结束后还有种子）
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = 回合时限
cmd-leaderboard-game-name = 游戏
