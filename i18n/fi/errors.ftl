### Finnish: answers to input Pips cannot take (forged or outdated buttons, commands and options).

## Buttons and dialogs

error-component_invalid = Painike ei ole kelvollinen: Pips ei luonut sitä. Mitään ei muutettu.
error-component_gone = Painiketta ei enää ole viestissä: viesti muuttui sen jälkeen, kun näit sen. Mitään ei muutettu.
error-form_invalid = Lomake ei ole kelvollinen: Pips ei avannut sitä. Mitään ei muutettu.
error-store_outcome_unknown = Pelitietokanta lakkasi vastaamasta, kun siirtoasi tallennettiin; pöytä näyttää, mitä säilyi.

## Slash commands

error-command_updated = Tämä komento päivitettiin juuri; yritä minuutin päästä uudelleen.
error-unknown_option = Komennolla /{ $command } ei ole asetusta ”{ $option }”; mitään ei tehty. Jos komento päivitettiin juuri, yritä minuutin päästä uudelleen.
error-option_value = Asetus ”{ $option }” ottaa { $wants }; mitään ei tehty.
error-wants-choice = jonkin näistä: { $choices }
error-wants-integer = kokonaisluvun
error-wants-integer_range = kokonaisluvun väliltä { $min }–{ $max }
error-wants-number = luvun
error-wants-number_range = luvun väliltä { $min }–{ $max }
error-wants-boolean = True tai False
error-wants-text = enintään { $max } merkin tekstin
error-wants-any_text = tekstin
error-wants-listed = jonkin Discordin näyttämistä arvoista
error-guild_only = Tämä komento toimii vain palvelimen kanavalla.
error-missing_permissions = Tarvitset tähän komentoon oikeuden { $permissions }.
error-bot_missing_permissions = Tarvitsen tällä kanavalla oikeuden { $permissions } tähän komentoon.
error-check_failed = Et voi käyttää tätä komentoa täällä.
reach-external_apps_off = Tämä palvelin ei salli jäsentensä käyttää ulkoisia sovelluksia, joten Pips voi vastata sinulle täällä vain yksityisesti eikä voi avata pöytää. Jotta täällä voisi pelata, palvelimen ylläpitäjä voi sallia roolillesi ”Käytä ulkoisia sovelluksia” (Palvelimen asetukset → Roolit) tai lisätä Pipsin palvelimelle. Voit myös pelata yksityisviestissä tai ryhmäviestissä.
