### Italian: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = Quel pulsante non è valido: non l'ha creato Pips. Non è cambiato nulla.
error-component_gone = Quel pulsante non è più nel messaggio: il messaggio è cambiato da quando l'hai visto. Non è cambiato nulla.
error-form_invalid = Quel modulo non è valido: non l'ha aperto Pips. Non è cambiato nulla.
error-store_outcome_unknown = Il database delle partite ha smesso di rispondere mentre la tua mossa veniva salvata; il tavolo mostra ciò che è stato conservato.

## Slash commands

error-command_updated = Questo comando è appena stato aggiornato; riprova tra un minuto.
error-unknown_option = /{ $command } non ha l'opzione «{ $option }»; non è stato fatto nulla. Se il comando è appena stato aggiornato, riprova tra un minuto.
error-option_value = L'opzione «{ $option }» accetta { $wants }; non è stato fatto nulla.
error-wants-choice = uno tra: { $choices }
error-wants-integer = un numero intero
error-wants-integer_range = un numero intero da { $min } a { $max }
error-wants-number = un numero
error-wants-number_range = un numero da { $min } a { $max }
error-wants-boolean = True o False
error-wants-text = un testo di al massimo { $max } caratteri
error-wants-any_text = un testo
error-wants-listed = uno dei valori che Discord elenca
error-guild_only = Questo comando funziona solo in un canale di un server.
error-missing_permissions = Ti serve il permesso { $permissions } per questo comando.
error-bot_missing_permissions = Mi serve il permesso { $permissions } in questo canale per quel comando.
error-check_failed = Non puoi usare questo comando qui.
reach-external_apps_off = Questo server non consente ai membri di usare app esterne, quindi qui Pips può risponderti solo in privato e non può aprire un tavolo. Per giocare qui, un amministratore può concedere al tuo ruolo «Usare app esterne» (Impostazioni del server → Ruoli) o aggiungere Pips al server. Puoi anche giocare in un messaggio diretto o in un gruppo.
