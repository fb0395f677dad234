### German: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = Dieser Knopf ist ungültig: Pips hat ihn nicht erstellt. Nichts wurde geändert.
error-component_gone = Diesen Knopf gibt es nicht mehr: Die Nachricht wurde geändert, seit du sie gesehen hast. Sonst hat sich nichts geändert.
error-form_invalid = Dieses Formular ist ungültig: Pips hat es nicht geöffnet. Nichts wurde geändert.
error-store_outcome_unknown = Die Spieldatenbank hat aufgehört zu antworten, während dein Zug gespeichert wurde; der Tisch zeigt, was erhalten blieb.

## Slash commands

error-command_updated = Dieser Befehl wurde gerade aktualisiert; versuch es in einer Minute nochmal.
error-unknown_option = /{ $command } hat keine Option „{ $option }“; nichts wurde getan. Wurde der Befehl gerade aktualisiert, versuch es in einer Minute nochmal.
error-option_value = Die Option „{ $option }“ erwartet { $wants }; nichts wurde getan.
error-wants-choice = eines von: { $choices }
error-wants-integer = eine ganze Zahl
error-wants-integer_range = eine ganze Zahl von { $min } bis { $max }
error-wants-number = eine Zahl
error-wants-number_range = eine Zahl von { $min } bis { $max }
error-wants-boolean = True oder False
error-wants-text = Text mit höchstens { $max } Zeichen
error-wants-any_text = Text
error-wants-listed = einen der Werte, die Discord anbietet
error-guild_only = Dieser Befehl funktioniert nur in einem Server-Kanal.
error-missing_permissions = Für diesen Befehl brauchst du die Berechtigung { $permissions }.
error-bot_missing_permissions = Für diesen Befehl brauche ich in diesem Kanal die Berechtigung { $permissions }.
error-check_failed = Du kannst diesen Befehl hier nicht benutzen.
reach-external_apps_off = Dieser Server erlaubt seinen Mitgliedern keine externen Apps, daher kann Pips dir hier nur privat antworten und keinen Tisch eröffnen. Damit hier gespielt werden kann, kann ein Server-Admin deiner Rolle „Externe Apps verwenden“ erlauben (Servereinstellungen → Rollen) oder Pips zum Server hinzufügen. Du kannst auch in einer Direktnachricht oder Gruppen-DM spielen.
