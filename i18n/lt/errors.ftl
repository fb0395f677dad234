### Lithuanian: answers to input Pips cannot take (forged or outdated buttons, commands and options).

error-component_invalid = Šis mygtukas negalioja: jo nesukūrė Pips. Niekas nepakeista.
error-component_gone = Šio mygtuko žinutėje nebėra: žinutė pasikeitė po to, kai ją matėte. Niekas nepakeista.
error-form_invalid = Ši forma negalioja: jos neatidarė Pips. Niekas nepakeista.
error-store_outcome_unknown = Žaidimų duomenų bazė nustojo atsakinėti, kol buvo įrašomas jūsų ėjimas; žaidimas rodo, kas išliko.
error-command_updated = Ši komanda ką tik atnaujinta; bandykite po minutės.
error-unknown_option = /{ $command } neturi parinkties „{ $option }“; nieko nepadaryta. Jei komanda ką tik atnaujinta, bandykite po minutės.
error-option_value = Parinktis „{ $option }“ priima { $wants }; nieko nepadaryta.
error-wants-choice = vieną iš: { $choices }
error-wants-integer = sveikąjį skaičių
error-wants-integer_range = sveikąjį skaičių nuo { $min } iki { $max }
error-wants-number = skaičių
error-wants-number_range = skaičių nuo { $min } iki { $max }
error-wants-boolean = True arba False
error-wants-text = tekstą iki { $max } simbolių
error-wants-any_text = tekstą
error-wants-listed = vieną iš Discord siūlomų reikšmių
error-guild_only = Ši komanda veikia tik serverio kanale.
error-missing_permissions = Šiai komandai jums reikia leidimo { $permissions }.
error-bot_missing_permissions = Šiai komandai man reikia leidimo { $permissions } šiame kanale.
error-check_failed = Čia šios komandos naudoti negalite.
reach-external_apps_off = Šis serveris neleidžia nariams naudoti išorinių programų, todėl Pips čia gali jums atsakyti tik privačiai ir negali atidaryti stalo. Kad čia būtų galima žaisti, serverio administratorius gali jūsų vaidmeniui leisti „Naudoti išorines programas“ (Serverio nustatymai → Vaidmenys) arba pridėti Pips prie serverio. Taip pat galite žaisti asmeninėje ar grupės žinutėje.
