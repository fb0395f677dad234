### French: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = Les réglages de Pips sur ce serveur (Gérer le serveur seulement)
cmd-settings-show = Afficher les réglages de Pips sur ce serveur
cmd-settings-language = La langue des nouvelles tables
cmd-settings-language-value = Une langue (tapez pour trouver la vôtre), ou la langue Discord du serveur
cmd-settings-language-value-name = langue
cmd-settings-turn_timeout = Le délai par tour des nouvelles tables quand leur commande n'en donne pas
cmd-settings-turn_timeout-seconds = Secondes de 15 à 3600 ; sans valeur, celui de Pips (60)
cmd-settings-turn_timeout-seconds-name = secondes
cmd-settings-pings = Si un joueur dont c'est le tour reçoit une mention
cmd-settings-pings-send = True : mentionner ; False : jamais
cmd-settings-pings-send-name = envoyer
cmd-settings-computers = Si l'hôte peut ajouter des places d'ordinateur
cmd-settings-computers-allowed = True : autorisé ; False : interdit
cmd-settings-computers-allowed-name = autorisées
cmd-settings-channels = Les salons où l'on peut lancer une partie
cmd-settings-channels-add = Autoriser les parties dans un salon (dès qu'il y en a un, seulement ceux listés)
cmd-settings-channels-remove = Retirer un salon de la liste
cmd-settings-channels-clear = Autoriser de nouveau les parties dans tous les salons
cmd-settings-channels-channel = Le salon
cmd-settings-channels-channel-name = salon
settings-choice-server = La langue Discord du serveur

## What /settings shows

settings-title = Réglages de Pips sur ce serveur
settings-language = Langue des tables : { $value }
settings-language-server = la langue Discord du serveur ({ $locale })
settings-turn_timeout = Délai par tour quand la commande n'en donne pas : { $seconds ->
        [one] { $seconds } seconde
       *[other] { $seconds } secondes
    }
settings-turn_timeout-default = { " " }(celui de Pips)
settings-pings = Mentions de tour : { $value }
settings-pings-on = activées
settings-pings-off = désactivées
settings-computers = Places d'ordinateur : { $value }
settings-computers-on = autorisées
settings-computers-off = interdites
settings-channels = On peut lancer une partie dans : { $value }
settings-channels-any = tous les salons
settings-applies = Les changements valent pour les tables ouvertes ensuite.
settings-saved = Enregistré. { $line }
    Cela vaut pour les tables ouvertes à partir de maintenant.

## Refusals (private)

settings-managers_only = Seuls les membres ayant la permission Gérer le serveur peuvent utiliser /settings.
settings-turn_timeout-invalid = Un délai par tour est un nombre entier de secondes de { $min } à { $max } ; rien n'a été changé.
settings-language-invalid = Les tables existent seulement dans ces langues : { $languages } ; rien n'a été changé.
settings-channels-already = <#{ $channel }> est déjà dans la liste ; rien n'a été changé.
settings-channels-not_listed = <#{ $channel }> n'est pas dans la liste ; rien n'a été changé.
settings-channels-too_many = La liste compte au plus { $max ->
        [one] { $max } salon
       *[other] { $max } salons
    } ; rien n'a été changé.
settings-channel_not_allowed = Sur ce serveur, on ne peut lancer une partie que dans { $channels }.
settings-no_computers = Ce serveur n'autorise pas les places d'ordinateur.
