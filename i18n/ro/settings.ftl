### Română: /settings și refuzurile date de setările serverului.

## Selectorul de comenzi

cmd-settings = Setările Pips ale acestui server (doar Gestionează serverul)
cmd-settings-show = Arată setările Pips ale acestui server
cmd-settings-language = Limba meselor noi
cmd-settings-language-value = O limbă (tastează ca să o găsești pe a ta) sau limba de Discord a serverului
cmd-settings-language-value-name = limbă
cmd-settings-turn_timeout = Timpul de tură al meselor noi când comanda de start nu dă niciunul
cmd-settings-turn_timeout-seconds = Secunde de la 15 la 3600; lasă gol pentru valoarea implicită Pips (60)
cmd-settings-turn_timeout-seconds-name = secunde
cmd-settings-pings = Dacă un jucător al cărui rând așteaptă primește o mențiune
cmd-settings-pings-send = True: trimite mențiuni de tură; False: niciodată
cmd-settings-pings-send-name = trimite
cmd-settings-computers = Dacă gazdele pot adăuga locuri pentru calculator
cmd-settings-computers-allowed = True: permis; False: nepermis
cmd-settings-computers-allowed-name = permis
cmd-settings-channels = Canalele în care se pot porni jocuri
cmd-settings-channels-add = Permite jocuri într-un canal (cu unul în listă, doar în cele din listă)
cmd-settings-channels-remove = Scoate un canal din listă
cmd-settings-channels-clear = Permite din nou jocuri în toate canalele
cmd-settings-channels-channel = Canalul
cmd-settings-channels-channel-name = canal
settings-choice-server = Limba de Discord a serverului

## Ce arată /settings

settings-title = Setările Pips pentru acest server
settings-language = Limba meselor: { $value }
settings-language-server = limba de Discord a serverului ({ $locale })
settings-turn_timeout = Timp de tură când comanda de start nu dă niciunul: { $seconds ->
        [one] { $seconds } secundă
        [few] { $seconds } secunde
       *[other] { $seconds } de secunde
    }
settings-turn_timeout-default = { " " }(implicit Pips)
settings-pings = Mențiuni de tură: { $value }
settings-pings-on = pornite
settings-pings-off = oprite
settings-computers = Locuri pentru calculator: { $value }
settings-computers-on = permise
settings-computers-off = nepermise
settings-channels = Jocurile se pot porni în: { $value }
settings-channels-any = orice canal
settings-applies = Schimbările se aplică meselor deschise după aceea.
settings-saved = Salvat. { $line }
    Se aplică meselor deschise de acum înainte.

## Refuzuri (private)

settings-managers_only = Doar membrii cu permisiunea Gestionează serverul pot folosi /settings.
settings-turn_timeout-invalid = Timpul de tură este un număr întreg de secunde de la { $min } la { $max }; nu s-a schimbat nimic.
settings-language-invalid = Mesele pot fi afișate doar în aceste limbi: { $languages }; nu s-a schimbat nimic.
settings-channels-already = <#{ $channel }> este deja în listă; nu s-a schimbat nimic.
settings-channels-not_listed = <#{ $channel }> nu este în listă; nu s-a schimbat nimic.
settings-channels-too_many = În listă pot fi cel mult { $max ->
        [one] { $max } canal
        [few] { $max } canale
       *[other] { $max } de canale
    }; nu s-a schimbat nimic.
settings-channel_not_allowed = Pe acest server, jocurile se pot porni doar în { $channels }.
settings-no_computers = Acest server nu permite locuri pentru calculator.
