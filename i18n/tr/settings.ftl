### Türkçe: /settings ve sunucu ayarlarından gelen retler.

## Komut seçici

cmd-settings = Bu sunucunun Pips ayarları (yalnızca Sunucuyu Yönet)
cmd-settings-show = Bu sunucunun Pips ayarlarını göster
cmd-settings-language = Yeni masaların dili
cmd-settings-language-value = Bir dil (seninkini bulmak için yaz) ya da sunucunun kendi Discord dili
cmd-settings-language-value-name = dil
cmd-settings-turn_timeout = Başlatma komutu belirtmediğinde yeni masaların sıra süresi
cmd-settings-turn_timeout-seconds = 15 ile 3600 arası saniye; Pips varsayılanı (60) için boş bırak
cmd-settings-turn_timeout-seconds-name = saniye
cmd-settings-pings = Sırası bekleyen oyuncuya bildirim gitsin mi
cmd-settings-pings-send = True: sıra bildirimi gönder; False: asla
cmd-settings-pings-send-name = gönder
cmd-settings-computers = Ev sahipleri bilgisayar yeri ekleyebilsin mi
cmd-settings-computers-allowed = True: izinli; False: izinsiz
cmd-settings-computers-allowed-name = izinli
cmd-settings-channels = Oyun başlatılabilecek kanallar
cmd-settings-channels-add = Bir kanalda oyuna izin ver (liste dolunca yalnızca listedekiler)
cmd-settings-channels-remove = Bir kanalı listeden çıkar
cmd-settings-channels-clear = Tüm kanallarda yeniden oyuna izin ver
cmd-settings-channels-channel = Kanal
cmd-settings-channels-channel-name = kanal
settings-choice-server = Sunucunun Discord dili

## /settings'in gösterdikleri

settings-title = Bu sunucu için Pips ayarları
settings-language = Masa dili: { $value }
settings-language-server = sunucunun Discord dili ({ $locale })
settings-turn_timeout = Başlatma komutu belirtmediğinde sıra süresi: { $seconds ->
       *[other] { $seconds } saniye
    }
settings-turn_timeout-default = { " " }(Pips varsayılanı)
settings-pings = Sıra bildirimleri: { $value }
settings-pings-on = açık
settings-pings-off = kapalı
settings-computers = Bilgisayar yerleri: { $value }
settings-computers-on = izinli
settings-computers-off = izinsiz
settings-channels = Oyun başlatılabilecek yerler: { $value }
settings-channels-any = her kanal
settings-applies = Değişiklikler bundan sonra açılan masalara uygulanır.
settings-saved = Kaydedildi. { $line }
    Bu, bundan sonra açılan masalara uygulanır.

## Retler (gizli)

settings-managers_only = /settings komutunu yalnızca Sunucuyu Yönet iznine sahip üyeler kullanabilir.
settings-turn_timeout-invalid = Sıra süresi { $min } ile { $max } arasında tam sayı saniyedir; hiçbir şey değişmedi.
settings-language-invalid = Masalar yalnızca şu dillerde gösterilebilir: { $languages }; hiçbir şey değişmedi.
settings-channels-already = <#{ $channel }> zaten listede; hiçbir şey değişmedi.
settings-channels-not_listed = <#{ $channel }> listede değil; hiçbir şey değişmedi.
settings-channels-too_many = Listede en fazla { $max ->
       *[other] { $max } kanal
    } olabilir; hiçbir şey değişmedi.
settings-channel_not_allowed = Bu sunucuda oyunlar yalnızca şuralarda başlatılabilir: { $channels }.
settings-no_computers = Bu sunucu bilgisayar yerlerine izin vermiyor.
