### Français : les tables de « Rejouer » / « Revanche » et les commandes de l'hôte (/game remove, /game host).

## The lobby a Play again opens

table-invited = Invités de la dernière partie (un clic sur Rejoindre, même mise) : { $names }
table-server_settings = Ce serveur · Langue des tables : { $language } · Places d'ordinateur : { $computers }
again-expired = Il est trop tard pour rejouer cette partie ; ouvrez une nouvelle table avec une commande /… start.

## Host controls

cmd-game-remove = Retirer un joueur parti ; il abandonne (hôte ou Gérer le salon)
cmd-game-remove-player = Le joueur à retirer
cmd-game-remove-player-name = joueur
cmd-game-host = Confier le rôle d'hôte à un autre joueur de la table
cmd-game-host-player = Le joueur qui devient l'hôte
cmd-game-host-player-name = joueur
event-removed = 🚪 <@{ $by }> a retiré { $name } de la table.
event-host_changed = 👑 { $name } est l'hôte désormais.
host-removed = <@{ $player }> a été retiré de la table.
host-handed = <@{ $player }> est l'hôte désormais.
host-not_seated = <@{ $player }> ne joue pas à cette table ; rien n'a changé.
host-already = <@{ $player }> est déjà l'hôte ; rien n'a changé.
host-remove_self = Pour quitter la table vous-même, utilisez /game leave ; rien n'a changé.
table-removed = L'hôte vous a retiré de cette partie ; vous pourrez rejoindre la suivante.
