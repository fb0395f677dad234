### Hungarian: Chicago.

chicago-action-roll = Dobás
chicago-action-reroll = Újradob { $face } { $value }
chicago-action-reroll-pictured = Újradob { $value }
chicago-action-keep = Megtart
chicago-option-double_roll = dupla dobás
chicago-option-three_dice = három kocka
chicago-seat = { " " }— { $points } pont
chicago-seat-hits = { " " }({ $hits })
chicago-round = **{ $round }. kör a 11-ből — cél { $target }**
chicago-winner = 🏆 { $name } nyert { $points } ponttal!
chicago-joint_victory = 🤝 Közös győzelem: { $names }, fejenként { $points } ponttal!
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, nem { $target }{ $then }
chicago-verdict-pair_miss = { " " }— nincs két kocka { $target } összeggel{ $then }
chicago-verdict-kept = : 0 pont
chicago-verdict-kept_forced = { " " }— újradobással sem lesz { $target }: 0 pont
chicago-then-zero = : 0 pont
chicago-event-first_player = Sorsolás: { $name } dob elsőként.
chicago-event-round = { $round }. kör: cél **{ $target }**.
chicago-event-roll = { $name } dobása { $faces }{ $verdict }.
chicago-event-reroll = { $name } újradob egy kockát ({ $old }): { $faces }{ $verdict }.
chicago-event-keep = { $name } megtartja a dobást: { $faces }{ $verdict }.
chicago-event-timeout = { $name } nem lépett időben: a bot a legjobbat választja helyette.
chicago-event-game_over = 🏁 A játék véget ért.
chicago-rules = **Chicago (Rotation)** — 2–20 játékos, 11 kör.
    Az első játékost sorsolás dönti el; minden kör tőle indul az óramutató járásával. Az r-edik körben a cél r + 1 (1. kör: 2, … 11. kör: 12).
    A lépésedben kattints a **Dobás** gombra: két kocka, egyszer. Ha az összeg a cél, annyi pontot kapsz, amennyi a cél, különben 0-t. 11 kör után a legnagyobb összeg nyer; az egyenlő vezetők közös győzelmen osztoznak.
    { "*" }Dupla dobás* opció: ha a dobás nem ér semmit, választasz — pontosan egy kockát újradobsz (kockánként egy gomb, a lapjával) és az új dobás számít, vagy **Megtart** (0 pont). Ha egyik újradobás sem hozhat pontot, Pips azonnal megtartja helyetted a dobást, és megmondja, miért.
    { "*" }Három kocka* opció: három kockával dobsz, és megkapod a célt, ha bármely kettő összege kiadja; a bot választja a párt (az 1+2, 1+3, 2+3 közül az első jót — bármelyik pár ugyanannyit ér), és megmutatja. Dupla dobással együtt hiba után a három kocka egyikét újradobhatod.
    Aki kilép, többé nem szerez pontot: pontjai a lapon maradnak, de nem nyerhet. Lépés közbeni kilépés (újradobásra vagy megtartásra váró hiba) üresen hagyja azt a kört. Ha csak egy játékos marad, a játék azonnal véget ér, és ő nyer.
    Ha a lépésidőn belül (15 mp–1 óra, alapból 60 mp) nem lépsz, a bot játszik helyetted, mint a gépek: dob, és hiba után azt a kockát dobja újra, amelyik a legtöbb esélyt adja (egyenlőségnél az elsőt).
    Minden kocka egy titkos magból jön, amelynek SHA-256 lekötése az elejétől látható; a magot a végén felfedik, így bárki ellenőrizheti az összes dobást (`/game verify`).
game-chicago = Chicago
cmd-chicago = Chicago (Rotation) kockajáték
cmd-chicago-start = Chicago asztal nyitása ebben a csatornában
cmd-chicago-double_roll = Pont nélküli dobás után egy kocka újradobása vagy megtartás
cmd-chicago-three_dice = Három kockával dobsz; bármely kettő, amelynek összege a cél, pontot ér
cmd-chicago-double_roll-name = dupla-dobás
cmd-chicago-three_dice-name = három-kocka
stats-chicago = Legjobb pontszám: { $score }
cmd-chicago-odds = Minden hely nyerési esélye egy Chicago asztalnál, és a várható pontszám játékosonként
odds-header-chicago = Nyerési esély helyenként az első játékostól (minden hely egyforma: a lapok függetlenek):
odds-method-exact-chicago = Pontos: minden dobás végigszámolva, a legjobb újradobással.
chicago-option-live_chances = élő esélyek
