### English: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = That button isn't valid: it is not one Pips drew. Nothing was changed.
error-component_gone = That button is no longer on this message: it changed after you saw it. Nothing was changed.
error-form_invalid = That form isn't valid: it is not one Pips opened. Nothing was changed.
error-store_outcome_unknown = The game database stopped answering while your move was being saved; the table shows what was kept.

## Slash commands

error-command_updated = This command was just updated; try again in a minute.
error-unknown_option = /{ $command } has no option “{ $option }”; nothing was done. If the command was just updated, try again in a minute.
error-option_value = The option “{ $option }” takes { $wants }; nothing was done.
error-wants-choice = one of: { $choices }
error-wants-integer = a whole number
error-wants-integer_range = a whole number from { $min } to { $max }
error-wants-number = a number
error-wants-number_range = a number from { $min } to { $max }
error-wants-boolean = True or False
error-wants-text = text of at most { $max } characters
error-wants-any_text = text
error-wants-listed = one of the values Discord lists
error-guild_only = This command works only in a server channel.
error-missing_permissions = You need the { $permissions } permission for this command.
error-bot_missing_permissions = I need the { $permissions } permission in this channel for that command.
error-check_failed = You can't use this command here.
reach-external_apps_off = This server does not let its members use external apps, so Pips can only answer you privately here and cannot open a table. To play here, a server admin can allow “Use External Apps” for your role (Server Settings → Roles) or add Pips to the server. You can also play in a DM or a group DM.
