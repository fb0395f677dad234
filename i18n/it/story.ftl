### Italian: "How it went", the story of a finished game in a picture.

button-story = Com'è andata
story-title = Com'è andata — { $game }
story-axis-turn = Turno
story-axis-win = Probabilità di vincere
story-axis-lose = Probabilità di perdere
story-comeback-win = { $name } è risalito dal { $percent }%
story-comeback-lose = { $name } aveva solo il { $percent }% di probabilità di perdere
story-fall-win = { $name } era in testa con il { $percent }% e non ha vinto
story-fall-lose = { $name } aveva il { $percent }% di probabilità di perdere e si è salvato
story-swing = { $name }: { $before }% → { $after }% in un turno
story-reply = **Com'è andata — { $game }**: la probabilità di vincere di ogni giocatore dopo ogni turno.
story-reply-lose = **Com'è andata — { $game }**: la probabilità di perdere di ogni giocatore dopo ogni turno.
story-cancelled = Quella partita è stata annullata prima della fine: non c'è nessuna storia da raccontare.
story-not_finished = Quella partita non è ancora finita: la sua storia si racconta quando finisce.
story-not_seated = Solo i giocatori di quella partita (o chi ha Gestisci canale) possono vedere com'è andata.
story-unreadable = Il registro di quella partita non si può riprodurre, quindi la sua storia non si può raccontare.
story-failed = Questa volta non è stato possibile disegnare l'immagine; riprova tra un momento.
history-story = Com'è andata… (scegli una partita)
history-story-option = { $game } · { $outcome }
history-story-when = Finita { $when }
