### tr: /schedule (game nights set for a time) and /settings timezone.

## The command picker

cmd-schedule = Oyun geceleri: belirli bir saatte oyun, gelecekler başladığında masada oturur
cmd-schedule-new = Bu kanalda bir oyun planla; ev sahibi sensin
cmd-schedule-new-game = Oyun
cmd-schedule-new-game-name = oyun
cmd-schedule-new-when = Ne zaman: “2h30m”, “20:30”, “2026-12-05 20:30” ya da bir Discord zaman damgası
cmd-schedule-new-when-name = zaman
cmd-schedule-new-repeat = Bir kez ya da her hafta aynı saatte
cmd-schedule-new-repeat-name = tekrar
cmd-schedule-repeat-none = Bir kez
cmd-schedule-repeat-weekly = Her hafta
cmd-schedule-new-note = Davet için bir not
cmd-schedule-new-note-name = not
cmd-schedule-list = Bu sunucuda planlanmış oyun geceleri
cmd-schedule-cancel = Ev sahibi olduğun bir oyun gecesini iptal et
cmd-schedule-cancel-night = Oyun gecesi
cmd-schedule-cancel-night-name = gece
cmd-settings-timezone = /schedule içine yazılan saatlerin saat dilimi
cmd-settings-timezone-zone = Europe/Istanbul gibi bir saat dilimi (seninkini bulmak için yaz); boş bırakılırsa UTC
cmd-settings-timezone-zone-name = dilim

## /settings

settings-timezone = Oyun gecelerinin saat dilimi: { $zone }
settings-timezone-invalid = “{ $name }” Pips'in bildiği bir saat dilimi değil: önerilerden birini seç, örneğin Europe/Istanbul; hiçbir şey değişmedi.

## The invitation card

night-card-title = Oyun gecesi: { $game }
night-card-when = { $full } ({ $relative })
night-card-weekly = Her hafta
night-card-host = Ev sahibi: { $host }
night-card-note = Not: { $note }
night-card-coming = Gelenler ({ $count }): { $names }
night-card-not_coming = Gelemeyenler: { $names }
night-card-scheduled = Başladığında yerin olsun diye “Geliyorum”a tıkla.
night-card-started = Başladı: masa bu kanalda açık.
night-card-cancelled = İptal edildi.
night-card-missed = Kaçırıldı: Pips o saatte çalışmıyordu.
night-card-failed = Başlayamadı.
night-button-in = Geliyorum
night-button-out = Gelemem

## In the channel

night-reminder = { $mentions }: { $game } gecesi { $relative } başlıyor.
night-opened = { $mentions }: { $game } gecesi şimdi başlıyor. Yerleriniz hazır; oyunu { $host } başlatır.
night-left_out = Masada şu kişilere yer kalmadı: { $names }.
night-busy = { $time } tarihli { $game } gecesi başlayamadı: bu kanaldaki masa 15 dakika sonra hâlâ açıktı.
night-missed = { $time } tarihli { $game } gecesi kaçırıldı: Pips o saatte çalışmıyordu.
night-refused = { $time } tarihli { $game } gecesi başlayamadı: bu kanalda artık oyun başlatılamıyor.
night-event_deleted = { $time } tarihli { $game } gecesi iptal edildi: Discord etkinliği silindi.
night-event-name = { $game } oyun gecesi
night-event-description = Pips ile planlandı: başladığında yerin olsun diye kanaldaki davette “Geliyorum”a tıkla ya da burada ilgilendiğini işaretle.

## Private answers

night-cancelled = { $time } tarihli { $game } gecesi iptal edildi.
night-list-title = Bu sunucudaki oyun geceleri
night-list-line = { $time }: { $game }, { $channel } kanalında, ev sahibi { $host } (gelenler: { $count })
night-list-empty = Bu sunucuda planlanmış oyun gecesi yok; /schedule new ile bir tane planla.
night-choice = { $game }, { $time } ({ $zone })
night-when-unreadable = Pips “{ $text }” ifadesini bir zaman olarak okuyamıyor. `in 90 minutes`, `{ $clock }` ya da `{ $date }` (sunucunun saat diliminde) veya bir Discord zaman damgası dene.
night-when-past = Bu saat çoktan geçti. `in 90 minutes`, `{ $clock }` ya da `{ $date }` dene.
night-when-far = Bu, 60 günden daha ileride. `in 90 minutes`, `{ $clock }` ya da `{ $date }` dene.
night-too_many = Bu sunucuda zaten en fazla sayıda ({ $max }) oyun gecesi planlanmış: önce birini iptal et.
night-over = Bu oyun gecesi artık yanıt kabul etmiyor.
night-host_stays = Bu oyun gecesinin ev sahibi sensin: bunun yerine /schedule cancel ile iptal et.
night-host_only = Oyun gecesini yalnızca ev sahibi (veya Kanalları Yönet izni olan biri) iptal edebilir.
night-unknown = Burada böyle bir oyun gecesi yok.
