### Português (Brasil): /settings e as recusas que as configurações do servidor dão.

## O seletor de comandos

cmd-settings = As configurações do Pips neste servidor (só Gerenciar servidor)
cmd-settings-show = Mostrar as configurações do Pips neste servidor
cmd-settings-language = O idioma das mesas novas
cmd-settings-language-value = Um idioma (digite para achar o seu) ou o próprio idioma do servidor no Discord
cmd-settings-language-value-name = idioma
cmd-settings-turn_timeout = O tempo de turno das mesas novas quando o comando de início não indica nenhum
cmd-settings-turn_timeout-seconds = Segundos de 15 a 3600; deixe em branco para o padrão do Pips (60)
cmd-settings-turn_timeout-seconds-name = segundos
cmd-settings-pings = Se um jogador cuja vez está esperando recebe uma menção
cmd-settings-pings-send = True: enviar menções de vez; False: nunca
cmd-settings-pings-send-name = enviar
cmd-settings-computers = Se os anfitriões podem adicionar lugares de computador
cmd-settings-computers-allowed = True: permitido; False: não permitido
cmd-settings-computers-allowed-name = permitido
cmd-settings-channels = Os canais onde as partidas podem começar
cmd-settings-channels-add = Permitir partidas num canal (com um na lista, só nos da lista)
cmd-settings-channels-remove = Tirar um canal da lista
cmd-settings-channels-clear = Permitir partidas em todos os canais de novo
cmd-settings-channels-channel = O canal
cmd-settings-channels-channel-name = canal
settings-choice-server = O idioma do servidor no Discord

## O que /settings mostra

settings-title = Configurações do Pips neste servidor
settings-language = Idioma das mesas: { $value }
settings-language-server = o idioma do servidor no Discord ({ $locale })
settings-turn_timeout = Tempo de turno quando o comando de início não indica nenhum: { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
settings-turn_timeout-default = { " " }(padrão do Pips)
settings-pings = Menções de vez: { $value }
settings-pings-on = ligadas
settings-pings-off = desligadas
settings-computers = Lugares de computador: { $value }
settings-computers-on = permitidos
settings-computers-off = não permitidos
settings-channels = Partidas podem começar em: { $value }
settings-channels-any = qualquer canal
settings-applies = As mudanças valem para as mesas abertas depois.
settings-saved = Salvo. { $line }
    Vale para as mesas abertas a partir de agora.

## Recusas (privadas)

settings-managers_only = Só membros com a permissão Gerenciar servidor podem usar /settings.
settings-turn_timeout-invalid = O tempo de turno é um número inteiro de segundos de { $min } a { $max }; nada foi alterado.
settings-language-invalid = As mesas só podem ser mostradas nestes idiomas: { $languages }; nada foi alterado.
settings-channels-already = <#{ $channel }> já está na lista; nada foi alterado.
settings-channels-not_listed = <#{ $channel }> não está na lista; nada foi alterado.
settings-channels-too_many = No máximo { $max ->
        [one] { $max } canal pode
       *[other] { $max } canais podem
    } estar na lista; nada foi alterado.
settings-channel_not_allowed = Neste servidor, as partidas só podem começar em { $channels }.
settings-no_computers = Este servidor não permite lugares de computador.
