### Español (Latinoamérica): /settings y las negativas que dan la configuración del servidor.

## El selector de comandos

cmd-settings = La configuración de Pips de este servidor (solo Administrar servidor)
cmd-settings-show = Mostrar la configuración de Pips de este servidor
cmd-settings-language = El idioma de las mesas nuevas
cmd-settings-language-value = Un idioma (escribe para encontrar el tuyo) o el idioma de Discord del propio servidor
cmd-settings-language-value-name = idioma
cmd-settings-turn_timeout = El tiempo de turno de las mesas nuevas cuando su comando de inicio no da ninguno
cmd-settings-turn_timeout-seconds = Segundos de 15 a 3600; déjalo vacío para el valor de Pips (60)
cmd-settings-turn_timeout-seconds-name = segundos
cmd-settings-pings = Si un jugador cuyo turno espera recibe un aviso
cmd-settings-pings-send = True: enviar avisos de turno; False: nunca
cmd-settings-pings-send-name = enviar
cmd-settings-computers = Si los anfitriones pueden agregar asientos de computadora
cmd-settings-computers-allowed = True: permitido; False: no permitido
cmd-settings-computers-allowed-name = permitido
cmd-settings-channels = Los canales donde se pueden empezar partidas
cmd-settings-channels-add = Permitir partidas en un canal (con uno en la lista, solo en los de la lista)
cmd-settings-channels-remove = Quitar un canal de la lista
cmd-settings-channels-clear = Volver a permitir partidas en todos los canales
cmd-settings-channels-channel = El canal
cmd-settings-channels-channel-name = canal
settings-choice-server = El idioma de Discord del servidor

## Lo que muestra /settings

settings-title = Configuración de Pips de este servidor
settings-language = Idioma de las mesas: { $value }
settings-language-server = el idioma de Discord del servidor ({ $locale })
settings-turn_timeout = Tiempo de turno cuando un comando de inicio no da ninguno: { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
settings-turn_timeout-default = { " " }(valor de Pips)
settings-pings = Avisos de turno: { $value }
settings-pings-on = activados
settings-pings-off = desactivados
settings-computers = Asientos de computadora: { $value }
settings-computers-on = permitidos
settings-computers-off = no permitidos
settings-channels = Se pueden empezar partidas en: { $value }
settings-channels-any = cualquier canal
settings-applies = Los cambios se aplican a las mesas que se abran después.
settings-saved = Guardado. { $line }
    Se aplica a las mesas que se abran a partir de ahora.

## Negativas (privadas)

settings-managers_only = Solo los miembros con el permiso Administrar servidor pueden usar /settings.
settings-turn_timeout-invalid = El tiempo de turno es un número entero de segundos de { $min } a { $max }; no se cambió nada.
settings-language-invalid = Las mesas solo se pueden mostrar en estos idiomas: { $languages }; no se cambió nada.
settings-channels-already = <#{ $channel }> ya está en la lista; no se cambió nada.
settings-channels-not_listed = <#{ $channel }> no está en la lista; no se cambió nada.
settings-channels-too_many = Se pueden poner como máximo { $max ->
        [one] { $max } canal
       *[other] { $max } canales
    } en la lista; no se cambió nada.
settings-channel_not_allowed = En este servidor, las partidas solo se pueden empezar en { $channels }.
settings-no_computers = Este servidor no permite asientos de computadora.
