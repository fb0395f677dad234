### German: "How it went", the story of a finished game in a picture.

button-story = Spielverlauf
story-title = Spielverlauf — { $game }
story-axis-turn = Zug
story-axis-win = Gewinnchance
story-axis-lose = Verlierchance
story-comeback-win = { $name } kam von { $percent } % zurück
story-comeback-lose = { $name } hatte nur { $percent } % Verlierchance
story-fall-win = { $name } führte mit { $percent } % und gewann nicht
story-fall-lose = { $name } hatte { $percent } % Verlierchance und entkam
story-swing = { $name }: { $before } % → { $after } % in einem Zug
story-reply = **Spielverlauf — { $game }**: die Gewinnchance jedes Spielers nach jedem Zug.
story-reply-lose = **Spielverlauf — { $game }**: die Verlierchance jedes Spielers nach jedem Zug.
story-cancelled = Dieses Spiel wurde vor dem Ende abgebrochen: Es gibt keinen Verlauf zu erzählen.
story-not_finished = Dieses Spiel ist noch nicht vorbei: Sein Verlauf wird nach dem Ende erzählt.
story-not_seated = Nur die Spieler dieses Spiels (oder wer Kanäle verwalten darf) können den Verlauf sehen.
story-unreadable = Das Protokoll dieses Spiels lässt sich nicht abspielen, daher gibt es keinen Verlauf.
story-failed = Das Bild konnte diesmal nicht gezeichnet werden; versuch es gleich nochmal.
history-story = Spielverlauf… (wähle ein Spiel)
history-story-option = { $game } · { $outcome }
history-story-when = Beendet { $when }
