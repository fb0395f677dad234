### Français : « Le récit », l'histoire d'une partie terminée en une image.

button-story = Le récit
story-title = Le récit — { $game }
story-axis-turn = Tour
story-axis-win = Chance de gagner
story-axis-lose = Risque de perdre
story-comeback-win = { $name } est revenu de { $percent } %
story-comeback-lose = { $name } n'avait que { $percent } % de risque de perdre
story-fall-win = { $name } menait avec { $percent } % et n'a pas gagné
story-fall-lose = { $name } avait { $percent } % de risque de perdre et s'en est sorti
story-swing = { $name } : { $before } % → { $after } % en un tour
story-reply = **Le récit — { $game }** : la chance de gagner de chacun après chaque tour.
story-reply-lose = **Le récit — { $game }** : le risque de perdre de chacun après chaque tour.
story-cancelled = Cette partie a été annulée avant la fin : il n'y a pas de récit.
story-not_finished = Cette partie n'est pas terminée : son récit viendra à la fin.
story-not_seated = Seuls les joueurs de cette partie (ou quelqu'un avec la permission Gérer le salon) peuvent voir son récit.
story-unreadable = Le journal de cette partie ne se rejoue pas : son récit ne peut pas être fait.
story-failed = L'image n'a pas pu être dessinée cette fois ; réessayez dans un instant.
history-story = Le récit… (choisissez une partie)
history-story-option = { $game } · { $outcome }
history-story-when = Terminée { $when }
