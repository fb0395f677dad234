### French: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = Ce bouton n'est pas valide : ce n'est pas Pips qui l'a dessiné. Rien n'a changé.
error-component_gone = Ce bouton n'est plus sur ce message : celui-ci a changé depuis que vous l'avez vu. Rien n'a changé.
error-form_invalid = Ce formulaire n'est pas valide : ce n'est pas Pips qui l'a ouvert. Rien n'a changé.
error-store_outcome_unknown = La base de données des parties a cessé de répondre pendant l'enregistrement de votre coup ; la partie affichée montre ce qui a été conservé.

## Slash commands

error-command_updated = Cette commande vient d'être mise à jour ; réessayez dans une minute.
error-unknown_option = /{ $command } n'a pas d'option « { $option } » ; rien n'a été fait. Si la commande vient d'être mise à jour, réessayez dans une minute.
error-option_value = L'option « { $option } » attend { $wants } ; rien n'a été fait.
error-wants-choice = l'une de ces valeurs : { $choices }
error-wants-integer = un nombre entier
error-wants-integer_range = un nombre entier de { $min } à { $max }
error-wants-number = un nombre
error-wants-number_range = un nombre de { $min } à { $max }
error-wants-boolean = True ou False
error-wants-text = un texte de { $max } caractères au plus
error-wants-any_text = un texte
error-wants-listed = l'une des valeurs proposées par Discord
error-guild_only = Cette commande ne fonctionne que dans un salon de serveur.
error-missing_permissions = Il vous faut la permission { $permissions } pour cette commande.
error-bot_missing_permissions = Il me faut la permission { $permissions } dans ce salon pour cette commande.
error-check_failed = Vous ne pouvez pas utiliser cette commande ici.
reach-external_apps_off = Ce serveur ne permet pas à ses membres d'utiliser des applications externes : Pips ne peut donc vous répondre ici qu'en privé et ne peut pas ouvrir de table. Pour jouer ici, un administrateur peut autoriser « Utiliser des applications externes » pour votre rôle (Paramètres du serveur → Rôles) ou ajouter Pips au serveur. Vous pouvez aussi jouer en MP ou en MP de groupe.
