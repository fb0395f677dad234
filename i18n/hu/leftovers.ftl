### Hungarian: Bad Leftovers.

cmd-leftovers = Bad Leftovers (Rossz maradékok) kockajáték: vegyél párokat, a pont rossz
cmd-leftovers-start = Bad Leftovers asztal nyitása ebben a csatornában
leftovers-option-fixed_pile = fix kupac (a kezdő játékosokra számolva)
leftovers-action-claim-pair = Bemondás { $claim }: elveszed: { $dice }
leftovers-action-claim-doubles = Bemondás { $claim }: elveszed: { $dice } (a duplád)
leftovers-action-take-pair = Elveszed: { $dice }
leftovers-action-take-doubles = Elveszed: { $dice } (a duplád)
leftovers-button-claim = Bemondás { $claim } · { $pairs } pár
leftovers-button-back = ◀ Nem { $claim }: más bemondás
leftovers-seat = { " " }— { $score ->
        [one] { $score } pont
       *[other] { $score } pont
    }
leftovers-seat-claim = { " " }— bemondás { $claim } · { $score } pont
leftovers-seat-no_claim = { " " }— még nincs bemondás · { $score } pont
leftovers-seat-out = { " " }— kiesett · { $score } pont
leftovers-round = { $round }. kör · { $out } ponttól kiesés
leftovers-center = Közép: { $dice } ({ $count } kocka, { $pips } pötty)
leftovers-event-seat_throw = Dobás a helyekért: { $throws }.
leftovers-event-seats = Állandó számok, balra haladva: { $order }.
leftovers-event-round = { $round }. kör: { $count } kockát dobtak; { $name } kezd.
leftovers-event-round-after_stuck = { $round }. kör: { $count } kockát dobtak; { $name } kezd, mivel ő akadt el.
leftovers-event-round-after_out = { $round }. kör: { $count } kockát dobtak; { $name } kezd: { $stuck } után balra ő a következő bent lévő.
leftovers-event-claim = { $name } bemondása ebben a körben: { $claim }.
leftovers-event-take = { $name } elveszi: { $dice } (maradt { $left } kocka).
leftovers-event-doubles = { $name } elveszi a duplát: { $dice } (maradt { $left } kocka).
leftovers-event-stuck = { $name } nem tud két kockát venni: a maradék { $dice } { $points } pontot ad a pontjaihoz (most { $score } pont).
leftovers-event-stuck-empty = { $name } nem tud két kockát venni, de a közép üres: nincs pont.
leftovers-event-out = { $name } { $score } ponton áll ({ $out } vagy több), és kiesik.
leftovers-event-win = 🏆 { $name } maradt utolsóként játékban, és { $score } ponttal nyert!
leftovers-rules = **Bad Leftovers (Rossz maradékok)** — 2–12 játékos. A pont rossz.
    { "*" }*Helyek.** Az elején mindenki dob egy kockával: a legmagasabb az 1-es szám (holtversenynél az érintettek újradobnak), és a számok balra nőnek az asztal körül (a csatlakozás sorrendjében). Ez az **állandó számod**; az 1-es kezdi az első kört.
    { "*" }*Egy kör.** A közép összes kockáját dobják: 20 két játékosra, plusz 3 minden további játékban lévő játékosra, minden körben újraszámolva (*fix kupac* opció: egyszer számolják, a kezdő játékosokra, és a mérete megmarad, ahogy a játékosok kiesnek). A kör első játékosától balra haladva a lépésedben két kockát kell elvenned: kettőt, amelyek összege a köri **bemondásod**, vagy kettőt, amelyek mindegyike az állandó számodat mutatja (csak 1–6-os számok — a kockán nincs nagyobb lap). A bemondást, egy 7 és 12 közötti számot, a kör első elvételével jelented be (mások is mondhatják ugyanazt); a kör végéig a tiéd. Első lépésedben a bemondást választod, aztán a két kockát: minden Bemondás gomb mutatja, hány pár van hozzá most középen (a duplád is, egy kocka sem számít kétszer); a lehetetlenek szürkék.
    { "*" }*Elakadás.** Az első játékos, aki nem tud két kockát venni, elakad: a középen még látható pöttyök a pontjaihoz adódnak, és a kör véget ér (üres középnél ez 0 pont). Az elakadt játékos kezdi a következő kört; ha kiesett, a tőle balra következő játékban lévő.
    { "*" }*Kiesés.** 21 ponttól kiesel. Az utolsó játékban maradt nyer.
    Aki kilép, azonnal kiesik; a pontjai a lapon maradnak, és a kör nélküle megy tovább. Ha a lépésidőn belül (15 mp–1 óra, alapból 60 mp) nem lépsz, a bot lép helyetted, mint a gépek: azt a lépést választja, amely a legtöbb elvételt hagyja a bemondásodra és duplára, aztán azt, amely a következő játékosnak a legkevesebbet hagyja.
    A `/leaderboard` mutatja a csatorna játékának állását és a szerver ranglistáját. A játék végén bárki ellenőrizheti az összes dobást: `/game verify`.
game-leftovers = Bad Leftovers (Rossz maradékok)
cmd-leftovers-fixed_pile = A középső kockák egyszeri számolása a kezdő játékosokra: a kupac mérete marad
cmd-leftovers-fixed_pile-name = fix-kupac
stats-leftovers = { $whole },{ $tenths } pont körönként (a kevesebb jobb)
cmd-leftovers-odds = Minden hely nyerési esélye egy Bad Leftovers asztalnál, és a játék hossza
odds-header-leftovers = Nyerési esély helyszám szerint (az 1. hely kezd):
leftovers-option-live_chances = élő esélyek
