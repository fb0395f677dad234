### Hungarian: Buck Dice.

buck-action-throw = Dobás
buck-button-again = Visszavágó
buck-option-fewer_dice = kevesebb kocka (13-nál kettő, 14-nél egy)
buck-option-point_per_throw = dobásonként egy pont
buck-seat = { " " }— { $score ->
        [one] { $score } pont
       *[other] { $score } pont
    }
buck-seat-dice-2 = { " " }— { $score } pont · két kockával dob
buck-seat-dice-1 = { " " }— { $score } pont · egy kockával dob
buck-seat-made = { " " }— ✅ buck #{ $place }
buck-seat-loser = { " " }— 💀 vesztes, { $score } pont
buck-point = 🎯 Célszám: **{ $point }** { $face }
buck-shooter-opening = Elsőként dob: { $shooter } (legmagasabb a sorrenddobásban)
buck-shooter-rotated = { $game }. játék: { $shooter } dob elsőként, egy hellyel balra az előzőtől
buck-loser = 💀 **Vesztes: { $name }**
buck-event-order_throw-order = 🎲 Sorrenddobás: { $throws }.
buck-event-order_throw-order-again = 🎲 Mindenki egyenlő, mindenki újra dob: { $throws }.
buck-event-order_throw-first_shooter = 🎲 Holtverseny a legnagyobbért, újradobás: { $throws }.
buck-event-order_throw-point_thrower = 🎲 Holtverseny a legkisebbért, újradobás: { $throws }.
buck-throws-extremes = legmagasabb { $high } { $top }, legalacsonyabb { $low } { $bottom }
buck-throws-highest = legmagasabb { $high } { $top }
buck-throws-lowest = legalacsonyabb { $low } { $bottom }
buck-throws-all_tied = mindenki { $face } dobott
buck-throws-more = { $names } és még { $others } játékos
buck-event-first_shooter-opening = { $name } dobta a legtöbbet, ő dob elsőként.
buck-event-first_shooter-rotated = { $game }. játék: { $name } dob elsőként (a kezdés egy hellyel balra került).
buck-event-point_throw = 🎯 { $name } dobta a célszámot: **{ $point }** { $face }.
buck-event-throw-normal = { $name } dobása { $faces }: +{ $scored } → { $score }{ $then }
buck-event-throw-miss = { $name } dobása { $faces }: nincs célszám{ $then }
buck-event-throw-big_buck = { $name } dobása { $faces }: **NAGY BUCK!** Egyből 15{ $then }
buck-event-throw-little_buck = { $name } dobása { $faces }: **kis buck**, +5 → { $score }; vége a lépésnek{ $then }
buck-event-throw-overshoot = { $name } dobása { $faces }: **túldobás** ({ $would_be } > 15): nem számít{ $then }
buck-then-again = { " " }— újra dob.
buck-then-pass = { " " }— a kockák továbbmennek.
buck-then-end = .
buck-note-dice-2 = { " " }13-nál: innentől két kocka.
buck-note-dice-1 = { " " }14-nél: innentől egy kocka.
buck-event-made_buck = ✅ { $name } pontosan 15-ön áll: buck (#{ $place }). Kiszáll, nem veszíthet.
buck-event-left_rotation = { $name } kilép a sorból; { $next } dob.
buck-event-loser-throw = 💀 { $name } maradt utolsónak: **a vesztes**, { $score ->
        [one] { $score } ponttal
       *[other] { $score } ponttal
    }.
buck-event-loser-forfeit = 💀 { $name } kilépett, amikor már csak ketten dobtak: **a vesztes**.
buck-rules = **Buck Dice** — 2–20 játékos, három kocka. Érj el pontosan 15-öt; aki utolsónak marad, veszít.
    { "*" }*Nyitás** (a Start után): mindenki dob egy kockával. A legmagasabb dob elsőként; a legalacsonyabb egy kockával a **célszámot** dobja. Ha mindenki egyenlő, mindenki újra dob (így ez mindig két különböző játékos); aztán a legmagasabbért, majd a legalacsonyabbért holtversenyben lévők dobnak újra egymás közt.
    { "*" }*A te lépésed**: nyomd meg a Dobás gombot. Minden célszámot mutató kocka egy pont (3-3-6 a 3-as célszámmal 2 pont), és újra dobsz; célszám nélküli dobásnál a kockák balra mennek tovább.
    { "*" }*Nagy buck**: három célszám 15-re állítja a pontszámod, bármennyi volt is (akár 13 vagy 14).
    { "*" }*Kis buck**: három egyforma, ami nem a célszám, 5 pontot ér, és a kockák továbbmennek (10-ről ez pontosan 15).
    { "*" }*Túldobás**: ha egy dobás 15 fölé vinne (a kis buck is), nem számít: dobj újra.
    Pontosan 15-nél buckot értél el és kiszállsz; az asztal mutatja a buckok sorrendjét.
    { "*" }Kevesebb kocka* opció: 13 pontnál két kockával dobsz, 14-nél eggyel. A célszám továbbra is megtartja a lépést; a nagy és a kis buckhoz három kocka kell, és túldobni nem lehet.
    { "*" }Dobásonként egy pont* opció: a célszámot mutató dobás egy pontot ér, akárhány kocka mutatja (a nagy buck továbbra is 15).
    { "*" }*Visszavágó**: ugyanazok az opciók; az előző játék játékosai meghívást kapnak, és egy kattintással visszatérnek. Az első dobó egy hellyel balra kerül a játszók közt, és a tőle jobbra ülő dobja az új célszámot.
    { "*" }*Kilépés** (`/game leave`, vagy a házigazda eltávolít): ha már csak te és egy másik játékos dobtok, te veszítesz (ő megmenekül); különben csak kilépsz a sorból, se nyertes, se vesztes (a kockák továbbmennek, ha te következtél), és a megszerzett buck a tiéd marad.
    Ha a lépésidőn belül (15 mp–1 óra, alapból 60 mp) nem dobsz, a bot dob helyetted.
    A kockák egy titkos magból jönnek, amelyet az elején lekötnek (SHA-256) és a végén felfednek: bárki ellenőrizheti az összes dobást (`/game verify`).
game-buck = Buck Dice
cmd-buck = Buck Dice: érj el pontosan 15-öt, az utolsó veszít
cmd-buck-start = Buck Dice asztal nyitása ebben a csatornában
cmd-buck-fewer_dice = 13 pontnál két kockával, 14-nél eggyel dobsz
cmd-buck-point_per_throw = A célszámot mutató dobás egy pontot ér, akárhány kocka mutatja
cmd-buck-fewer_dice-name = kevesebb-kocka
cmd-buck-point_per_throw-name = egy-pont-dobásonként
stats-buck = Utolsó maradt (vesztett): { $times } alkalommal
cmd-buck-odds = Minden hely esélye a vereségre egy Buck Dice asztalnál, és a játék hossza
odds-header-buck = Esély a **vereségre** (utolsónak maradni), helyenként az első dobótól:
odds-method-exact-buck = Pontos: dinamikus programozás a pontszámok és lépések felett.
cmd-buck-live_chances = Minden játékos vereségi esélye a pontszáma mellett, minden dobás után frissítve
cmd-buck-live_chances-name = élő-esélyek
buck-option-live_chances = élő vereségi esélyek
