### Swedish: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = Den knappen är ogiltig: Pips har inte skapat den. Inget ändrades.
error-component_gone = Den knappen finns inte längre i meddelandet: det har ändrats sedan du såg det. Inget ändrades.
error-form_invalid = Det formuläret är ogiltigt: Pips har inte öppnat det. Inget ändrades.
error-store_outcome_unknown = Speldatabasen slutade svara medan ditt drag sparades; bordet visar vad som behölls.

## Slash commands

error-command_updated = Det här kommandot uppdaterades nyss; försök igen om en minut.
error-unknown_option = /{ $command } har inget alternativ ”{ $option }”; inget gjordes. Om kommandot nyss uppdaterades, försök igen om en minut.
error-option_value = Alternativet ”{ $option }” tar { $wants }; inget gjordes.
error-wants-choice = ett av: { $choices }
error-wants-integer = ett heltal
error-wants-integer_range = ett heltal från { $min } till { $max }
error-wants-number = ett tal
error-wants-number_range = ett tal från { $min } till { $max }
error-wants-boolean = True eller False
error-wants-text = text på högst { $max } tecken
error-wants-any_text = text
error-wants-listed = ett av värdena som Discord visar
error-guild_only = Det här kommandot fungerar bara i en serverkanal.
error-missing_permissions = Du behöver behörigheten { $permissions } för det här kommandot.
error-bot_missing_permissions = Jag behöver behörigheten { $permissions } i den här kanalen för det kommandot.
error-check_failed = Du kan inte använda det här kommandot här.
reach-external_apps_off = Den här servern låter inte medlemmarna använda externa appar, så Pips kan bara svara dig privat här och kan inte öppna ett bord. För att spela här kan en serveradministratör tillåta ”Använd externa appar” för din roll (Serverinställningar → Roller) eller lägga till Pips på servern. Du kan också spela i ett DM eller grupp-DM.
