### British English: "How it went", the story of a finished game in a picture.

button-story = How it went
story-title = How it went — { $game }
story-axis-turn = Turn
story-axis-win = Chance to win
story-axis-lose = Chance to lose
story-comeback-win = { $name } came back from { $percent }%
story-comeback-lose = { $name } was only { $percent }% likely to lose
story-fall-win = { $name } led with { $percent }% and did not win
story-fall-lose = { $name } was { $percent }% likely to lose and escaped
story-swing = { $name }: { $before }% → { $after }% in one turn
story-reply = **How it went — { $game }**: each player's chance to win after every turn.
story-reply-lose = **How it went — { $game }**: each player's chance to lose after every turn.
story-cancelled = That game was cancelled before it ended: there is no story to tell.
story-not_finished = That game is not over yet: its story is told once it ends.
story-not_seated = Only the players of that game (or someone with Manage Channel) can see how it went.
story-unreadable = That game's log cannot be replayed, so its story cannot be told.
story-failed = The picture could not be drawn this time; try again in a moment.
history-story = How it went… (pick a game)
history-story-option = { $game } · { $outcome }
history-story-when = Finished { $when }
