### fr: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Soirées de jeu : une partie prévue à une heure, les inscrits assis quand elle commence
cmd-schedule-new = Prévoir une partie dans ce salon ; vous en êtes l'hôte
cmd-schedule-new-game = Le jeu
cmd-schedule-new-game-name = jeu
cmd-schedule-new-when = Quand : « 2h30m », « 20:30 », « 2026-12-05 20:30 » ou un horodatage Discord
cmd-schedule-new-when-name = quand
cmd-schedule-new-repeat = Une seule fois, ou chaque semaine à la même heure
cmd-schedule-new-repeat-name = répétition
cmd-schedule-repeat-none = Une fois
cmd-schedule-repeat-weekly = Chaque semaine
cmd-schedule-new-note = Une note pour l'invitation
cmd-schedule-new-note-name = remarque
cmd-schedule-list = Les soirées de jeu prévues sur ce serveur
cmd-schedule-cancel = Annuler une soirée de jeu dont vous êtes l'hôte
cmd-schedule-cancel-night = La soirée de jeu
cmd-schedule-cancel-night-name = soirée
cmd-settings-timezone = Le fuseau horaire des heures tapées dans /schedule
cmd-settings-timezone-zone = Un fuseau horaire comme Europe/Paris (tapez pour trouver le vôtre) ; sans lui, UTC
cmd-settings-timezone-zone-name = fuseau

## /settings

settings-timezone = Fuseau horaire des soirées de jeu : { $zone }
settings-timezone-invalid = « { $name } » n'est pas un fuseau horaire que Pips connaît : choisissez une suggestion, comme Europe/Paris ; rien n'a été changé.

## The invitation card

night-card-title = Soirée de jeu : { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Chaque semaine
night-card-host = Hôte : { $host }
night-card-note = Note : { $note }
night-card-coming = Inscrits ({ $count }) : { $names }
night-card-not_coming = Ne viendront pas : { $names }
night-card-scheduled = Cliquez sur « Je viens » pour avoir une place quand elle commence.
night-card-started = Elle a commencé : la table est ouverte dans ce salon.
night-card-cancelled = Annulée.
night-card-missed = Manquée : Pips ne tournait pas à ce moment-là.
night-card-failed = Elle n'a pas pu commencer.
night-button-in = Je viens
night-button-out = Je ne peux pas

## In the channel

night-reminder = { $mentions } : la soirée { $game } commence { $relative }.
night-opened = { $mentions } : la soirée { $game } commence maintenant. Vous avez vos places ; { $host } lance la partie.
night-left_out = La table n'avait plus de place pour { $names }.
night-busy = La soirée { $game } du { $time } n'a pas pu commencer : la table de ce salon était encore ouverte 15 minutes plus tard.
night-missed = La soirée { $game } du { $time } a été manquée : Pips ne tournait pas à ce moment-là.
night-refused = La soirée { $game } du { $time } n'a pas pu commencer : on ne peut plus lancer de partie dans ce salon.
night-event_deleted = La soirée { $game } du { $time } est annulée : son événement Discord a été supprimé.
night-event-name = Soirée de jeu { $game }
night-event-description = Prévue avec Pips : cliquez sur « Je viens » sur l'invitation dans le salon, ou indiquez ici qu'elle vous intéresse, pour avoir une place quand elle commence.

## Private answers

night-cancelled = La soirée { $game } du { $time } est annulée.
night-list-title = Soirées de jeu sur ce serveur
night-list-line = { $time } : { $game } dans { $channel }, hôte { $host } (inscrits : { $count })
night-list-empty = Aucune soirée de jeu n'est prévue sur ce serveur ; prévoyez-en une avec /schedule new.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips ne comprend pas « { $text } » comme une heure. Essayez `in 90 minutes`, `{ $clock }` ou `{ $date }` (dans le fuseau horaire du serveur), ou un horodatage Discord.
night-when-past = Cette heure est déjà passée. Essayez `in 90 minutes`, `{ $clock }` ou `{ $date }`.
night-when-far = C'est plus de 60 jours à l'avance. Essayez `in 90 minutes`, `{ $clock }` ou `{ $date }`.
night-too_many = Ce serveur a déjà { $max } soirées de jeu prévues : annulez-en une d'abord.
night-over = Cette soirée de jeu ne prend plus de réponses.
night-host_stays = Vous êtes l'hôte de cette soirée de jeu : annulez-la plutôt avec /schedule cancel.
night-host_only = Seul l'hôte de la soirée de jeu, ou quelqu'un avec la permission Gérer le salon, peut l'annuler.
night-unknown = Il n'y a pas de telle soirée de jeu ici.
