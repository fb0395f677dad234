### Türkçe: tüm oyunların ortak metinleri (masalar, lobi, retler, /game).

## Masa mesajı

table-title-lobby = { $game } — oyuncu bekleniyor
table-title-playing = { $game } — oynanıyor
table-title-finished = { $game } — bitti
table-title-cancelled = { $game } — iptal edildi
table-host = Ev sahibi: { $host }
table-turn_timeout = sıra başına { $seconds ->
       *[other] { $seconds } saniye
    }
table-seats = Oyuncular ({ $count }/{ $max })
table-seat = { $marker }{ $number }. { $name }{ $computer }{ $detail }
table-seat-computer = { " " }(bilgisayar)
table-seat-forfeited = { " " }— oyundan çıktı
table-seat-stake = { " " }— bahis: { $stake ->
       *[other] { $stake } fiş
    }
table-turn = Sıra: { $mention }
table-turn-deadline = { " " }· bitiş { $deadline }
table-waits_for_click = Pips bu masayı { $time } saatine kadar güncelleyebilir; sonrasında yapılan hamle bir sonraki tıklamada görünür.
ping-turn = { $mention }, { $game } oyununda sıra sende: sıra { $deadline } bitiyor.
table-lobby_hint = Oynamak için katıl. Ev sahibi en az { $min ->
       *[other] { $min } oyuncu
    } ile başlatabilir (en fazla { $max }).
table-log = Son olaylar
table-fingerprint = Zar parmak izi { $fingerprint } · /game verify
table-revealed = Zar parmak izi { $fingerprint } · tohum açıklandı: /game verify
table-cancelled = Bu masa iptal edildi.
table-none = yok

## Düğmeler

button-join = Katıl
button-leave = Ayrıl
button-add_computer = Bilgisayar ekle
button-start = Başlat
button-cancel = İptal
button-again = Tekrar oyna
button-choose = Hamleni seç
button-go_to_table = Masaya git

## Pencere

stake-title = Bahsini seç
stake-label = Başlangıç fişi (1 ile 99 arası)
stake-invalid = Bahis 1 ile 99 arasında bir tam sayıdır.

## Her oyunun olayları

event-joined = { $name } katıldı.
event-left = { $name } ayrıldı.
event-stake_changed = { $name } bahsini { $stake ->
       *[other] { $stake } fiş
    } olarak değiştirdi.
event-computer_joined = { $name } (bilgisayar) katıldı.
event-cancelled = { $name } masayı iptal etti.
event-forfeit = { $name } oyundan çıktı.
event-timeout = { $name } zamanında oynamadı: bot onun yerine oynuyor.

## Retler (gizli)

table-unknown = Bu masa artık kullanılamıyor. Bir /… start komutuyla yenisini aç.
table-over = Bu oyun bitti.
table-not_started = Oyun henüz başlamadı.
table-not_seated = Bu masada oynamıyorsun.
table-forfeited = Bu oyundan çıktın.
table-other_channel = O düğme başka bir kanaldaki masaya ait.
table-unreadable = Bu masanın kayıtlı oyunu okunamadı; ev sahibi /game cancel ile iptal edebilir.
table-moved = Masa taşındı ↓
table-moved_away = Bu masa kanalda aşağı taşındı: yeni mesajda oyna.
channel-no_table = Şu anda bu kanalda oyun yok.
channel-no_game = Bu kanalda henüz hiç oyun oynanmadı.
channel-busy = Bu kanalda zaten bir masa var.
channel-guild_only = Oyunlar sunucu kanallarında oynanır.
option-invalid = Bu seçeneğe izin verilmiyor: { $option } = { $value }.
lobby-already_started = Oyun zaten başladı.
lobby-host_only = Bunu yalnızca ev sahibi (veya Kanalları Yönet izni olan biri) yapabilir.
lobby-already_seated = Zaten masadasın.
lobby-full = Masa dolu ({ $seats ->
       *[other] { $seats } yer
    }).
lobby-not_seated = Bu masada yerin yok.
lobby-too_few = Başlamak için en az { $needed ->
       *[other] { $needed } oyuncu
    } gerekli.
turn-not_yours = Sıra sende değil: sıra <@{ $player }> kullanıcısında.
turn-stale = O düğme zaten kullanıldı: masa ilerledi.
again-not_finished = Bu oyun hâlâ sürüyor.
again-exists = Burada zaten yeni bir masa açık.
rules-not_your_turn = Sıra sende değil.
rules-not_legal = Bu hamleye şu anda izin verilmiyor.
rules-game_over = Bu oyun bitti.
rules-not_playing = Bu oyunda değilsin.
error-unexpected = Benim tarafımda bir şeyler ters gitti; hiçbir şey değişmedi. Lütfen tekrar dene.
error-store_unavailable = Oyun veritabanı şu anda yanıt vermiyor; hiçbir şey değişmedi. Biraz sonra tekrar dene.
bot-restarting = Pips yeniden başlıyor; birkaç saniye sonra tekrar dene.

## /game

verify-running = Masa { $table } ({ $game }): ilk atıştan önce Pips `{ $fingerprint }` gösterdi; bu, her zarı belirleyen gizli bir tohumun parmak izidir. Tohum oyun sürdükçe gizli kalır. Oyun bitince /game verify tohumu verir: herkes tohumun parmak iziyle eşleştiğini ve her atışı ürettiğini kontrol edebilir.
    Tam parmak izi (tohumun SHA-256 değeri): `{ $commitment }`
verify-revealed = Masa { $table } ({ $game }): ilk atıştan önce Pips `{ $fingerprint }` gösterdi; bu, gizli bir tohumun parmak izidir. Oyun bittiğine göre işte tohum: herkes her atışı kontrol edebilir.
    Tohum: `{ $seed }`
    Tam parmak izi: `{ $commitment }`
    { $recipe }
verify-recipe = Nasıl kontrol edilir: tohumun SHA-256 değeri parmak izidir (yani tohum ilk atıştan önce sabitlenmişti); zarlar, 0, 1, 2… blokları için sırayla HMAC-SHA256(tohum, 8 baytlık big-endian blok numarası) baytlarıdır, ≥ 252 olan baytlar atlanır ve her bayt yüz olarak bayt mod 6 + 1 verir.
game-left = Oyundan çıktın.
game-cancelled = Masa iptal edildi.
