### British English: /settings, and the refusals the server's settings give.

## The command picker

cmd-settings = This server's Pips settings (Manage Server only)
cmd-settings-show = Show this server's Pips settings
cmd-settings-language = The language of new tables
cmd-settings-language-value = A language (type to find yours), or the server's own Discord language
cmd-settings-language-value-name = language
cmd-settings-turn_timeout = The turn timeout of new tables when their start command gives none
cmd-settings-turn_timeout-seconds = Seconds from 15 to 3600; leave it out for Pips's default (60)
cmd-settings-turn_timeout-seconds-name = seconds
cmd-settings-pings = Whether a player whose turn is waiting gets a ping
cmd-settings-pings-send = True: send turn pings; False: never
cmd-settings-pings-send-name = send
cmd-settings-computers = Whether hosts may add computer seats
cmd-settings-computers-allowed = True: allowed; False: not allowed
cmd-settings-computers-allowed-name = allowed
cmd-settings-channels = The channels where games may be started
cmd-settings-channels-add = Allow games in a channel (once one is listed, only the listed ones)
cmd-settings-channels-remove = Take a channel off the list
cmd-settings-channels-clear = Allow games in every channel again
cmd-settings-channels-channel = The channel
cmd-settings-channels-channel-name = channel
settings-choice-server = The server's Discord language

## What /settings shows

settings-title = Pips settings for this server
settings-language = Table language: { $value }
settings-language-server = the server's Discord language ({ $locale })
settings-turn_timeout = Turn timeout when a start command gives none: { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
settings-turn_timeout-default = { " " }(Pips's default)
settings-pings = Turn pings: { $value }
settings-pings-on = on
settings-pings-off = off
settings-computers = Computer seats: { $value }
settings-computers-on = allowed
settings-computers-off = not allowed
settings-channels = Games may be started in: { $value }
settings-channels-any = any channel
settings-applies = Changes apply to the tables opened afterwards.
settings-saved = Saved. { $line }
    This applies to the tables opened from now on.

## Refusals (private)

settings-managers_only = Only members with the Manage Server permission can use /settings.
settings-turn_timeout-invalid = A turn timeout is a whole number of seconds from { $min } to { $max }; nothing was changed.
settings-language-invalid = Tables can be drawn in these languages only: { $languages }; nothing was changed.
settings-channels-already = <#{ $channel }> is already on the list; nothing was changed.
settings-channels-not_listed = <#{ $channel }> is not on the list; nothing was changed.
settings-channels-too_many = At most { $max ->
        [one] { $max } channel
       *[other] { $max } channels
    } can be listed; nothing was changed.
settings-channel_not_allowed = On this server, games can be started only in { $channels }.
settings-no_computers = This server does not allow computer seats.
