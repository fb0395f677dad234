### Polish: answers to input Pips cannot take (forged or outdated buttons, commands and options).

error-component_invalid = Ten przycisk jest nieprawidłowy: to nie Pips go utworzył. Nic nie zmieniono.
error-component_gone = Tego przycisku nie ma już w wiadomości: zmieniła się w międzyczasie. Nic nie zmieniono.
error-form_invalid = Ten formularz jest nieprawidłowy: to nie Pips go otworzył. Nic nie zmieniono.
error-store_outcome_unknown = Baza danych gier przestała odpowiadać podczas zapisywania twojego ruchu; stół pokazuje, co zostało zachowane.
error-command_updated = To polecenie zostało właśnie zaktualizowane; spróbuj za minutę.
error-unknown_option = /{ $command } nie ma opcji „{ $option }”; nic nie zrobiono. Jeśli polecenie zostało właśnie zaktualizowane, spróbuj za minutę.
error-option_value = Opcja „{ $option }” przyjmuje { $wants }; nic nie zrobiono.
error-wants-choice = jedno z: { $choices }
error-wants-integer = liczbę całkowitą
error-wants-integer_range = liczbę całkowitą od { $min } do { $max }
error-wants-number = liczbę
error-wants-number_range = liczbę od { $min } do { $max }
error-wants-boolean = True lub False
error-wants-text = tekst o długości najwyżej { $max } znaków
error-wants-any_text = tekst
error-wants-listed = jedną z wartości z listy Discorda
error-guild_only = To polecenie działa tylko na kanale serwera.
error-missing_permissions = Do tego polecenia potrzebujesz uprawnienia { $permissions }.
error-bot_missing_permissions = Do tego polecenia potrzebuję uprawnienia { $permissions } na tym kanale.
error-check_failed = Nie możesz tu użyć tego polecenia.
reach-external_apps_off = Ten serwer nie pozwala członkom używać aplikacji zewnętrznych, więc Pips może tu odpowiadać tylko prywatnie i nie może otworzyć stołu. Aby tu zagrać, administrator może zezwolić twojej roli na „Używanie aplikacji zewnętrznych” (Ustawienia serwera → Role) albo dodać Pips do serwera. Możesz też grać w wiadomości prywatnej lub grupowej.
