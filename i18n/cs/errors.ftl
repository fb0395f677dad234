### Czech: answers to input Pips cannot take (forged or outdated buttons, commands and options).

error-component_invalid = Toto tlačítko není platné: nevytvořil ho Pips. Nic se nezměnilo.
error-component_gone = Toto tlačítko už ve zprávě není: zpráva se změnila poté, co jste ji viděli. Nic se nezměnilo.
error-form_invalid = Tento formulář není platný: neotevřel ho Pips. Nic se nezměnilo.
error-store_outcome_unknown = Databáze her přestala odpovídat, zatímco se ukládal váš tah; hra ukazuje, co zůstalo uloženo.
error-command_updated = Tento příkaz byl právě aktualizován; zkuste to za minutu.
error-unknown_option = /{ $command } nemá volbu „{ $option }“; nic se nestalo. Byl-li příkaz právě aktualizován, zkuste to za minutu.
error-option_value = Volba „{ $option }“ přijímá { $wants }; nic se nestalo.
error-wants-choice = jedno z: { $choices }
error-wants-integer = celé číslo
error-wants-integer_range = celé číslo od { $min } do { $max }
error-wants-number = číslo
error-wants-number_range = číslo od { $min } do { $max }
error-wants-boolean = True nebo False
error-wants-text = text o nejvýš { $max } znacích
error-wants-any_text = text
error-wants-listed = jednu z hodnot, které Discord nabízí
error-guild_only = Tento příkaz funguje jen v kanálu serveru.
error-missing_permissions = K tomuto příkazu potřebujete oprávnění { $permissions }.
error-bot_missing_permissions = K tomuto příkazu potřebuji v tomto kanálu oprávnění { $permissions }.
error-check_failed = Tento příkaz tady použít nemůžete.
reach-external_apps_off = Tento server nedovoluje členům používat externí aplikace, takže vám tu Pips může odpovídat jen soukromě a nemůže otevřít stůl. Aby se tu dalo hrát, může správce serveru povolit vaší roli „Používat externí aplikace“ (Nastavení serveru → Role) nebo přidat Pips na server. Hrát můžete také v soukromé nebo skupinové zprávě.
