### Română: răspunsuri la ce Pips nu poate accepta (butoane false sau vechi, comenzi și opțiuni).

## Butoane și ferestre

error-component_invalid = Butonul nu este valid: nu l-a creat Pips. Nu s-a schimbat nimic.
error-component_gone = Butonul nu mai este în mesaj: mesajul s-a schimbat după ce l-ai văzut. Nu s-a schimbat nimic.
error-form_invalid = Formularul nu este valid: nu l-a deschis Pips. Nu s-a schimbat nimic.
error-store_outcome_unknown = Baza de date a jocurilor a încetat să răspundă în timp ce mutarea ta era salvată; masa arată ce s-a păstrat.

## Comenzi slash

error-command_updated = Comanda tocmai a fost actualizată; încearcă din nou peste un minut.
error-unknown_option = /{ $command } nu are opțiunea „{ $option }”; nu s-a făcut nimic. Dacă comanda tocmai a fost actualizată, încearcă din nou peste un minut.
error-option_value = Opțiunea „{ $option }” acceptă { $wants }; nu s-a făcut nimic.
error-wants-choice = una dintre: { $choices }
error-wants-integer = un număr întreg
error-wants-integer_range = un număr întreg de la { $min } la { $max }
error-wants-number = un număr
error-wants-number_range = un număr de la { $min } la { $max }
error-wants-boolean = True sau False
error-wants-text = un text de cel mult { $max } caractere
error-wants-any_text = un text
error-wants-listed = una dintre valorile listate de Discord
error-guild_only = Comanda funcționează doar într-un canal de server.
error-missing_permissions = Ai nevoie de permisiunea { $permissions } pentru această comandă.
error-bot_missing_permissions = Am nevoie de permisiunea { $permissions } în acest canal pentru comanda asta.
error-check_failed = Nu poți folosi această comandă aici.
reach-external_apps_off = Acest server nu le permite membrilor să folosească aplicații externe, așa că Pips îți poate răspunde aici doar în privat și nu poate deschide o masă. Ca să joci aici, un administrator poate permite „Folosește aplicații externe” pentru rolul tău (Setările serverului → Roluri) sau poate adăuga Pips pe server. Poți juca și într-un mesaj direct sau de grup.
