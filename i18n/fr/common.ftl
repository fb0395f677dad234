### French: what every game shares (tables, lobby, refusals, /game).

## The table message

table-title-lobby = { $game } — en attente de joueurs
table-title-playing = { $game } — partie en cours
table-title-finished = { $game } — partie terminée
table-title-cancelled = { $game } — partie annulée
table-host = Hôte : { $host }
table-turn_timeout = { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    } par tour
table-seats = Joueurs ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(ordinateur)
table-seat-forfeited = { " " }— a quitté la partie
table-seat-stake = { " " }— mise : { $stake ->
        [one] { $stake } jeton
       *[other] { $stake } jetons
    }
table-turn = Au tour de { $mention }
table-turn-deadline = { " " }· fin { $deadline }
table-waits_for_click = Pips peut mettre à jour cette table jusqu'à { $time } ; un coup joué après s'affiche au prochain clic.
ping-turn = { $mention }, c'est votre tour ({ $game }) : fin du tour { $deadline }.
table-lobby_hint = Rejoignez la table pour jouer. L'hôte peut démarrer à partir de { $min ->
        [one] { $min } joueur
       *[other] { $min } joueurs
    } ({ $max } au plus).
table-log = Activité récente
table-fingerprint = Empreinte des dés { $fingerprint } · /game verify
table-revealed = Empreinte des dés { $fingerprint } · graine révélée : /game verify
table-cancelled = Cette table a été annulée.
table-none = aucune

## Buttons

button-join = Rejoindre
button-leave = Quitter
button-add_computer = Ajouter un ordinateur
button-start = Démarrer
button-cancel = Annuler
button-again = Rejouer
button-choose = Choisissez votre coup
button-go_to_table = Aller à la table

## Modal

stake-title = Choisissez votre mise
stake-label = Jetons de départ (1 à 99)
stake-invalid = Une mise est un nombre entier de 1 à 99.

## Events any game shows

event-joined = { $name } a rejoint la table.
event-left = { $name } a quitté la table.
event-stake_changed = { $name } a changé sa mise : { $stake ->
        [one] { $stake } jeton
       *[other] { $stake } jetons
    }.
event-computer_joined = { $name } (ordinateur) a rejoint la table.
event-cancelled = { $name } a annulé la table.
event-forfeit = { $name } a quitté la partie.
event-timeout = { $name } n'a pas joué à temps : le bot joue à sa place.

## Refusals (ephemeral)

table-unknown = Je ne connais plus cette table. Ouvrez-en une nouvelle avec une commande /… start.
table-over = Cette partie est terminée.
table-not_started = La partie n'a pas encore commencé.
table-not_seated = Vous ne jouez pas à cette table.
table-forfeited = Vous avez quitté cette partie.
table-other_channel = Ce bouton appartient à une table d'un autre salon.
table-unreadable = La partie enregistrée de cette table est illisible ; l'hôte peut l'annuler avec /game cancel.
table-moved = La table s'est déplacée ↓
table-moved_away = Cette table s'est déplacée plus bas dans le salon : jouez sur le nouveau message.
channel-no_table = Il n'y a aucune partie dans ce salon pour le moment.
channel-no_game = Aucune partie n'a encore été jouée dans ce salon.
channel-busy = Ce salon a déjà une table.
channel-guild_only = Les parties se jouent dans les salons d'un serveur.
option-invalid = Cette option n'est pas autorisée : { $option } = { $value }.
lobby-already_started = La partie a déjà commencé.
lobby-host_only = Seul l'hôte (ou quelqu'un avec la permission Gérer le salon) peut faire cela.
lobby-already_seated = Vous avez déjà une place à cette table.
lobby-full = La table est complète ({ $seats ->
        [one] { $seats } place
       *[other] { $seats } places
    }).
lobby-not_seated = Vous n'avez pas de place à cette table.
lobby-too_few = Il faut au moins { $needed ->
        [one] { $needed } joueur
       *[other] { $needed } joueurs
    } pour démarrer.
turn-not_yours = Ce n'est pas votre tour : c'est celui de <@{ $player }>.
turn-stale = Ce bouton a déjà servi : la partie a avancé.
again-not_finished = Cette partie est toujours en cours.
again-exists = Une nouvelle table est déjà ouverte ici.
rules-not_your_turn = Ce n'est pas votre tour.
rules-not_legal = Ce coup n'est pas autorisé pour le moment.
rules-game_over = Cette partie est terminée.
rules-not_playing = Vous ne participez pas à cette partie.
error-unexpected = Un problème est survenu de mon côté ; rien n'a été modifié. Veuillez réessayer.
error-store_unavailable = La base de données des parties ne répond pas pour l'instant ; rien n'a été modifié. Réessayez dans un moment.
bot-restarting = Pips redémarre ; réessayez dans quelques secondes.

## /game

verify-running = Table { $table } ({ $game }) : avant le premier lancer, Pips a affiché `{ $fingerprint }`, l'empreinte d'une graine secrète qui décide de chaque dé. La graine reste secrète pendant la partie. Une fois celle-ci finie, /game verify donne la graine : chacun peut alors vérifier qu'elle correspond à l'empreinte et qu'elle a donné chaque lancer.
    Empreinte complète (SHA-256 de la graine) : `{ $commitment }`
verify-revealed = Table { $table } ({ $game }) : avant le premier lancer, Pips a affiché `{ $fingerprint }`, l'empreinte d'une graine secrète. Maintenant que la partie est finie, voici la graine : chacun peut vérifier chaque lancer.
    Graine : `{ $seed }`
    Empreinte complète : `{ $commitment }`
    { $recipe }
verify-recipe = Comment vérifier : le SHA-256 de la graine est l'empreinte (la graine était donc fixée avant le premier lancer) ; les dés sont les octets de HMAC-SHA256(graine, numéro de bloc sur 8 octets gros-boutiste) pour les blocs 0, 1, 2…, dans l'ordre, en sautant les octets ≥ 252, chacun donnant la face octet mod 6 + 1.
game-left = Vous avez quitté la partie.
game-cancelled = La table a été annulée.
