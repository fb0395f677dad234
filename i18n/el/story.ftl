### Greek: "How it went", the story of a finished game in a picture.

button-story = Πώς πήγε
story-title = Πώς πήγε — { $game }
story-axis-turn = Σειρά
story-axis-win = Πιθανότητα νίκης
story-axis-lose = Πιθανότητα ήττας
story-comeback-win = { $name } επέστρεψε από το { $percent }%
story-comeback-lose = { $name } είχε μόνο { $percent }% πιθανότητα ήττας
story-fall-win = { $name } προηγούνταν με { $percent }%, αλλά δεν κέρδισε
story-fall-lose = { $name } είχε { $percent }% πιθανότητα ήττας και γλίτωσε
story-swing = { $name }: { $before }% → { $after }% σε μία σειρά
story-reply = **Πώς πήγε — { $game }**: η πιθανότητα νίκης κάθε παίκτη μετά από κάθε σειρά.
story-reply-lose = **Πώς πήγε — { $game }**: η πιθανότητα ήττας κάθε παίκτη μετά από κάθε σειρά.
story-cancelled = Εκείνο το παιχνίδι ακυρώθηκε πριν τελειώσει: δεν υπάρχει ιστορία να ειπωθεί.
story-not_finished = Εκείνο το παιχνίδι δεν έχει τελειώσει: η ιστορία του θα ειπωθεί όταν τελειώσει.
story-not_seated = Μόνο οι παίκτες εκείνου του παιχνιδιού (ή όποιος έχει Διαχείριση καναλιού) βλέπουν πώς πήγε.
story-unreadable = Το αρχείο εκείνου του παιχνιδιού δεν αναπαράγεται, οπότε η ιστορία του δεν μπορεί να ειπωθεί.
story-failed = Η εικόνα δεν μπόρεσε να σχεδιαστεί αυτή τη φορά· δοκίμασε ξανά σε λίγο.
history-story = Πώς πήγε… (διάλεξε παιχνίδι)
history-story-option = { $game } · { $outcome }
history-story-when = Τελείωσε { $when }
