### Hungarian: answers to input Pips cannot take (forged or outdated buttons, commands and options).

error-component_invalid = Ez a gomb érvénytelen: nem a Pips küldte. Semmi sem változott.
error-component_gone = Ez a gomb már nincs az üzenetben: az üzenet megváltozott, mióta láttad. Semmi sem változott.
error-form_invalid = Ez az űrlap érvénytelen: nem a Pips nyitotta meg. Semmi sem változott.
error-store_outcome_unknown = A játékadatbázis abbahagyta a válaszadást, miközben a lépésedet mentette; a játék azt mutatja, ami megmaradt.
error-command_updated = Ezt a parancsot épp most frissítették; próbáld újra egy perc múlva.
error-unknown_option = A /{ $command } parancsnak nincs „{ $option }” opciója; nem történt semmi. Ha a parancsot épp most frissítették, próbáld újra egy perc múlva.
error-option_value = A(z) „{ $option }” opció értéke: { $wants }; nem történt semmi.
error-wants-choice = ezek egyike: { $choices }
error-wants-integer = egész szám
error-wants-integer_range = egész szám { $min } és { $max } között
error-wants-number = szám
error-wants-number_range = szám { $min } és { $max } között
error-wants-boolean = True vagy False
error-wants-text = legfeljebb { $max } karakteres szöveg
error-wants-any_text = szöveg
error-wants-listed = a Discord által felkínált értékek egyike
error-guild_only = Ez a parancs csak szervercsatornában működik.
error-missing_permissions = Ehhez a parancshoz { $permissions } jogosultság kell.
error-bot_missing_permissions = Ehhez a parancshoz { $permissions } jogosultságra van szükségem ebben a csatornában.
error-check_failed = Itt nem használhatod ezt a parancsot.
reach-external_apps_off = Ez a szerver nem engedi, hogy a tagjai külső alkalmazásokat használjanak, ezért a Pips itt csak privátban válaszolhat neked, és nem nyithat asztalt. Hogy itt játszhass, egy szerveradmin engedélyezheti a szerepkörödnek a „Külső alkalmazások használata” jogot (Szerverbeállítások → Szerepkörök), vagy hozzáadhatja a Pipset a szerverhez. Játszhatsz privát üzenetben vagy csoportos üzenetben is.
