### Dutch: a finished game's replay, step by step (cogs/replay.py).

button-replay = Terugkijken
history-replay = Terugkijken… (kies een spel)
replay-first = Begin
replay-back = Terug
replay-next = Volgende
replay-last = Einde
replay-footer = Terugkijken · stap { $step } van { $steps } · dobbelvingerafdruk { $fingerprint } · elke worp hier komt uit de seed van het spel: /history toont die, /game verify hoe je controleert
replay-other_guild = Dat spel is op een andere server gespeeld: je kunt het alleen daar terugkijken.
replay-not_finished = Alleen een afgelopen spel kun je terugkijken: dit spel is nog bezig of werd geannuleerd.
replay-no_step = Bij het terugkijken is er geen stap { $step }: de stappen gaan van 0 tot { $steps }.
replay-unreadable = Het logboek van dat spel kan niet opnieuw worden afgespeeld, dus terugkijken kan niet.
