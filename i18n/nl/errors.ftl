### Dutch: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = Die knop is ongeldig: Pips heeft hem niet gemaakt. Er is niets veranderd.
error-component_gone = Die knop staat niet meer in het bericht: het bericht is veranderd sinds je het zag. Er is niets veranderd.
error-form_invalid = Dat formulier is ongeldig: Pips heeft het niet geopend. Er is niets veranderd.
error-store_outcome_unknown = De speldatabase reageerde niet meer terwijl je zet werd opgeslagen; de tafel toont wat er bewaard is.

## Slash commands

error-command_updated = Dit commando is net bijgewerkt; probeer het over een minuut opnieuw.
error-unknown_option = /{ $command } heeft geen optie ‘{ $option }’; er is niets gedaan. Is het commando net bijgewerkt, probeer het dan over een minuut opnieuw.
error-option_value = De optie ‘{ $option }’ verwacht { $wants }; er is niets gedaan.
error-wants-choice = een van: { $choices }
error-wants-integer = een heel getal
error-wants-integer_range = een heel getal van { $min } tot { $max }
error-wants-number = een getal
error-wants-number_range = een getal van { $min } tot { $max }
error-wants-boolean = True of False
error-wants-text = tekst van hoogstens { $max } tekens
error-wants-any_text = tekst
error-wants-listed = een van de waarden die Discord toont
error-guild_only = Dit commando werkt alleen in een serverkanaal.
error-missing_permissions = Je hebt de machtiging { $permissions } nodig voor dit commando.
error-bot_missing_permissions = Ik heb de machtiging { $permissions } in dit kanaal nodig voor dat commando.
error-check_failed = Je kunt dit commando hier niet gebruiken.
reach-external_apps_off = Deze server laat leden geen externe apps gebruiken, dus Pips kan je hier alleen privé antwoorden en geen tafel openen. Om hier te spelen kan een serverbeheerder ‘Externe apps gebruiken’ toestaan voor je rol (Serverinstellingen → Rollen) of Pips aan de server toevoegen. Je kunt ook spelen in een DM of groeps-DM.
