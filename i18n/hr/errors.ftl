### Croatian: answers to input Pips cannot take (forged or outdated buttons, commands and options).

error-component_invalid = Taj gumb nije valjan: nije ga poslao Pips. Ništa nije promijenjeno.
error-component_gone = Taj gumb više nije u poruci: poruka se promijenila otkad ste je vidjeli. Ništa nije promijenjeno.
error-form_invalid = Taj obrazac nije valjan: nije ga otvorio Pips. Ništa nije promijenjeno.
error-store_outcome_unknown = Baza podataka igara prestala je odgovarati dok se vaš potez spremao; igra prikazuje ono što je sačuvano.
error-command_updated = Ova naredba je upravo ažurirana; pokušajte za minutu.
error-unknown_option = /{ $command } nema opciju „{ $option }”; ništa nije učinjeno. Ako je naredba upravo ažurirana, pokušajte za minutu.
error-option_value = Opcija „{ $option }” prima { $wants }; ništa nije učinjeno.
error-wants-choice = jedno od: { $choices }
error-wants-integer = cijeli broj
error-wants-integer_range = cijeli broj od { $min } do { $max }
error-wants-number = broj
error-wants-number_range = broj od { $min } do { $max }
error-wants-boolean = True ili False
error-wants-text = tekst od najviše { $max } znakova
error-wants-any_text = tekst
error-wants-listed = jednu od vrijednosti koje Discord nudi
error-guild_only = Ova naredba radi samo u kanalu poslužitelja.
error-missing_permissions = Za ovu naredbu trebate dopuštenje { $permissions }.
error-bot_missing_permissions = Za tu naredbu trebam dopuštenje { $permissions } u ovom kanalu.
error-check_failed = Ovdje ne možete upotrijebiti ovu naredbu.
reach-external_apps_off = Ovaj poslužitelj ne dopušta članovima korištenje vanjskih aplikacija, pa vam Pips ovdje može odgovarati samo privatno i ne može otvoriti stol. Da bi se ovdje igralo, administrator može vašoj ulozi dopustiti „Koristi vanjske aplikacije” (Postavke poslužitelja → Uloge) ili dodati Pips na poslužitelj. Možete igrati i u privatnoj ili grupnoj poruci.
