### Norwegian (Bokmål): answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = Den knappen er ugyldig: Pips har ikke laget den. Ingenting ble endret.
error-component_gone = Den knappen finnes ikke lenger i meldingen: den er endret siden du så den. Ingenting ble endret.
error-form_invalid = Det skjemaet er ugyldig: Pips har ikke åpnet det. Ingenting ble endret.
error-store_outcome_unknown = Spilldatabasen sluttet å svare mens trekket ditt ble lagret; bordet viser hva som ble beholdt.

## Slash commands

error-command_updated = Denne kommandoen ble nettopp oppdatert; prøv igjen om et minutt.
error-unknown_option = /{ $command } har ikke noe valg «{ $option }»; ingenting ble gjort. Hvis kommandoen nettopp ble oppdatert, prøv igjen om et minutt.
error-option_value = Valget «{ $option }» tar { $wants }; ingenting ble gjort.
error-wants-choice = ett av: { $choices }
error-wants-integer = et heltall
error-wants-integer_range = et heltall fra { $min } til { $max }
error-wants-number = et tall
error-wants-number_range = et tall fra { $min } til { $max }
error-wants-boolean = True eller False
error-wants-text = tekst på høyst { $max } tegn
error-wants-any_text = tekst
error-wants-listed = en av verdiene Discord viser
error-guild_only = Denne kommandoen virker bare i en serverkanal.
error-missing_permissions = Du trenger tillatelsen { $permissions } for denne kommandoen.
error-bot_missing_permissions = Jeg trenger tillatelsen { $permissions } i denne kanalen for den kommandoen.
error-check_failed = Du kan ikke bruke denne kommandoen her.
reach-external_apps_off = Denne serveren lar ikke medlemmene bruke eksterne apper, så Pips kan bare svare deg privat her og kan ikke åpne et bord. For å spille her kan en serveradministrator tillate «Bruk eksterne apper» for rollen din (Serverinnstillinger → Roller) eller legge Pips til serveren. Du kan også spille i en DM eller gruppe-DM.
