### Türkçe: Tekrar oyna / Rövanş lobileri ve ev sahibi kontrolleri (/game remove, /game host).

## Tekrar oyna'nın açtığı lobi

table-invited = Son oyundan davetliler (Katıl'a bir tık, aynı bahis): { $names }
table-server_settings = Bu sunucu · Masa dili: { $language } · Bilgisayar yerleri: { $computers }
again-expired = Bu oyun için Tekrar oyna süresi doldu; bir /… start komutuyla yeni masa aç.

## Ev sahibi kontrolleri

cmd-game-remove = Ayrılıp giden bir oyuncuyu çıkar; yerini kaybeder (ev sahibi veya Kanalları Yönet)
cmd-game-remove-player = Çıkarılacak oyuncu
cmd-game-remove-player-name = oyuncu
cmd-game-host = Ev sahipliğini masadaki başka bir oyuncuya devret
cmd-game-host-player = Ev sahibi olacak oyuncu
cmd-game-host-player-name = oyuncu
event-removed = 🚪 <@{ $by }>, { $name } oyuncusunu masadan çıkardı.
event-host_changed = 👑 Ev sahibi artık { $name }.
host-removed = <@{ $player }> masadan çıkarıldı.
host-handed = Ev sahibi artık <@{ $player }>.
host-not_seated = <@{ $player }> bu masada oynayan bir kişi değil; hiçbir şey değişmedi.
host-already = <@{ $player }> zaten ev sahibi; hiçbir şey değişmedi.
host-remove_self = Masadan kendin ayrılmak için /game leave kullan; hiçbir şey değişmedi.
table-removed = Ev sahibi seni bu oyundan çıkardı; bir sonrakine katılabilirsin.
