### Finnish: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = Tämän palvelimen Pips-asetukset (vain Hallitse palvelinta)
cmd-settings-show = Näytä tämän palvelimen Pips-asetukset
cmd-settings-language = Uusien pöytien kieli
cmd-settings-language-value = Kieli (kirjoita löytääksesi omasi) tai palvelimen oma Discord-kieli
cmd-settings-language-value-name = kieli
cmd-settings-turn_timeout = Uusien pöytien vuoroaika, kun aloituskomento ei anna sitä
cmd-settings-turn_timeout-seconds = Sekunnit 15–3600; jätä pois, niin käytetään Pipsin oletusta (60)
cmd-settings-turn_timeout-seconds-name = sekunnit
cmd-settings-pings = Saako pelaaja, jonka vuoro odottaa, pingin
cmd-settings-pings-send = True: lähetä vuoropingit; False: ei koskaan
cmd-settings-pings-send-name = lähetä
cmd-settings-computers = Saavatko isännät lisätä konepaikkoja
cmd-settings-computers-allowed = True: sallittu; False: ei sallittu
cmd-settings-computers-allowed-name = sallittu
cmd-settings-channels = Kanavat, joilla pelejä saa aloittaa
cmd-settings-channels-add = Salli pelit kanavalla (kun listalla on yksikin, vain listatuilla)
cmd-settings-channels-remove = Poista kanava listalta
cmd-settings-channels-clear = Salli pelit taas kaikilla kanavilla
cmd-settings-channels-channel = Kanava
cmd-settings-channels-channel-name = kanava
settings-choice-server = Palvelimen Discord-kieli

## What /settings shows

settings-title = Tämän palvelimen Pips-asetukset
settings-language = Pöydän kieli: { $value }
settings-language-server = palvelimen Discord-kieli ({ $locale })
settings-turn_timeout = Vuoroaika, kun aloituskomento ei anna sitä: { $seconds ->
        [one] { $seconds } sekunti
       *[other] { $seconds } sekuntia
    }
settings-turn_timeout-default = { " " }(Pipsin oletus)
settings-pings = Vuoropingit: { $value }
settings-pings-on = päällä
settings-pings-off = pois
settings-computers = Konepaikat: { $value }
settings-computers-on = sallittu
settings-computers-off = ei sallittu
settings-channels = Pelejä voi aloittaa: { $value }
settings-channels-any = millä tahansa kanavalla
settings-applies = Muutokset koskevat myöhemmin avattavia pöytiä.
settings-saved = Tallennettu. { $line }
    Tämä koskee tästä eteenpäin avattavia pöytiä.

## Refusals (private)

settings-managers_only = Vain jäsenet, joilla on Hallitse palvelinta -oikeus, voivat käyttää komentoa /settings.
settings-turn_timeout-invalid = Vuoroaika on kokonainen määrä sekunteja väliltä { $min }–{ $max }; mitään ei muutettu.
settings-language-invalid = Pöytiä voi näyttää vain näillä kielillä: { $languages }; mitään ei muutettu.
settings-channels-already = <#{ $channel }> on jo listalla; mitään ei muutettu.
settings-channels-not_listed = <#{ $channel }> ei ole listalla; mitään ei muutettu.
settings-channels-too_many = Listalla voi olla enintään { $max ->
        [one] { $max } kanava
       *[other] { $max } kanavaa
    }; mitään ei muutettu.
settings-channel_not_allowed = Tällä palvelimella pelejä voi aloittaa vain täällä: { $channels }.
settings-no_computers = Tämä palvelin ei salli konepaikkoja.
