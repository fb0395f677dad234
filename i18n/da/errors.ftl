### Danish: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = Den knap er ugyldig: Pips har ikke lavet den. Intet blev ændret.
error-component_gone = Den knap er ikke længere i beskeden: den er ændret, siden du så den. Intet blev ændret.
error-form_invalid = Den formular er ugyldig: Pips har ikke åbnet den. Intet blev ændret.
error-store_outcome_unknown = Spildatabasen holdt op med at svare, mens dit træk blev gemt; bordet viser, hvad der blev gemt.

## Slash commands

error-command_updated = Denne kommando er lige blevet opdateret; prøv igen om et minut.
error-unknown_option = /{ $command } har ingen valgmulighed »{ $option }«; intet blev gjort. Er kommandoen lige opdateret, så prøv igen om et minut.
error-option_value = Valgmuligheden »{ $option }« kræver { $wants }; intet blev gjort.
error-wants-choice = en af: { $choices }
error-wants-integer = et helt tal
error-wants-integer_range = et helt tal fra { $min } til { $max }
error-wants-number = et tal
error-wants-number_range = et tal fra { $min } til { $max }
error-wants-boolean = True eller False
error-wants-text = tekst på højst { $max } tegn
error-wants-any_text = tekst
error-wants-listed = en af de værdier, Discord viser
error-guild_only = Denne kommando virker kun i en serverkanal.
error-missing_permissions = Du skal have tilladelsen { $permissions } til denne kommando.
error-bot_missing_permissions = Jeg skal have tilladelsen { $permissions } i denne kanal til den kommando.
error-check_failed = Du kan ikke bruge denne kommando her.
reach-external_apps_off = Denne server lader ikke sine medlemmer bruge eksterne apps, så Pips kan kun svare dig privat her og kan ikke åbne et bord. For at spille her kan en serveradministrator tillade “Brug eksterne apps” for din rolle (Serverindstillinger → Roller) eller tilføje Pips til serveren. Du kan også spille i en DM eller en gruppe-DM.
