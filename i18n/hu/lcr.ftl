### Hungarian: LCR.

lcr-action-roll = Dobás
lcr-option-dice-by--chips = kockák zsetonok szerint
lcr-option-dice-always--three = mindig három kocka
lcr-option-dot_to_win = pöttyökkel nyer
lcr-option-stakes = saját tét
lcr-seat = { " " }— { $chips ->
        [one] { $chips } zseton
       *[other] { $chips } zseton
    }
lcr-pot = Kassza: { $pot } zseton · játékban { $dealt } zseton
lcr-hand = { " " }· { $hand }. osztás (dupla kassza)
lcr-last_holder = Minden megmaradt zseton { $name } kezében: csak egy csupa pötty dobás nyer; L vagy R esetén megy tovább.
lcr-event-deal = Mindenki megkapja a zsetonjait.
lcr-event-roll = { $name } dobása { $faces }: { $moves }.
lcr-event-roll-nothing = semmi sem mozdul
lcr-event-roll-idle = { $faces } hatástalan: nincs zseton
lcr-event-roll-no_win = nem csupa pötty: még nincs győzelem, megy tovább
lcr-event-move-seat = { $count } → { $target }
lcr-event-move-pot = { $count } a kasszába
lcr-event-win = 🏆 { $name } nyert { $chips } zsetont!
lcr-event-double_pot = Senkinél nincs zseton: a kassza ({ $pot } zseton) marad, mindenki új zsetonokat kap ({ $hand }. osztás).
lcr-event-double_pot-next = Senkinél nincs zseton: a kassza ({ $pot } zseton) marad, mindenki új zsetonokat kap ({ $hand }. osztás); elsőként { $next } dob.
lcr-event-chips_to_pot = { $name } { $chips } zsetont tesz a kasszába.
lcr-rules = **LCR (Bal Közép Jobb)** — 3–20 játékos, mindenki 3 zsetonnal kezd.
    A lépésedben minden zsetonodért egy kockával dobsz, legfeljebb hárommal (*mindig három kocka* opció: három kocka, amíg van zsetonod; balról jobbra értékelve, ha elfogy a zseton, a többi nem csinál semmit). Zseton nélkül kimaradsz, de játékban maradsz.
    Az 1–3 lapok pöttyök (semmi), 4 = **L**: egy zseton a bal oldali játékosnak (következő hely), 5 = **C**: egy zseton a kasszába, 6 = **R**: egy zseton a jobb oldali játékosnak (előző hely).
    Ha már csak egy játékosnál van zseton, ő nyeri a zsetonjait és a kasszát.
    { "*" }Pöttyökkel nyer* opció: az utolsó birtokosnak ekkor csupa pöttyöt kell dobnia a győzelemhez; minden L vagy R folytatja a játékot; ha az utolsó zsetonja a kasszába kerül, mindenki új zsetonokat kap, és a kassza marad (dupla kassza); annak bal szomszédja dob elsőként, akinek dobása kiürítette az asztalt.
    { "*" }Saját tét* opció: csatlakozáskor mindenki 1 és 99 közötti kezdő zsetonszámot választ (a házigazda 3-mal kezd, és a Csatlakozás gombbal módosíthatja).
    Aki kilép, a zsetonjait a kasszába teszi. Az 1. hely (a házigazda) dob elsőként. Ha a lépésidőn belül (15 mp–1 óra, alapból 60 mp) nem dobsz, a bot dob helyetted.
    Minden kocka egy titkos magból jön, amelynek ujjlenyomata (SHA-256 lekötés) az elejétől látható; a magot a végén felfedik, így bárki ellenőrizheti az összes dobást (`/game verify`).
game-lcr = LCR (Bal Közép Jobb)
cmd-lcr = LCR (Bal Közép Jobb) kockajáték
cmd-lcr-start = LCR asztal nyitása ebben a csatornában
cmd-lcr-dice = Hány kockával dobsz: zsetononként egy, legfeljebb három (alap), vagy mindig három
cmd-lcr-dot_to_win = Az utolsó zsetonos játékosnak csupa pöttyöt kell dobnia a győzelemhez
cmd-lcr-stakes = Csatlakozáskor minden játékos kezdő zsetonszámot választ (1-99)
cmd-lcr-dice-name = kockák
cmd-lcr-dice-by_chips = zsetonok szerint
cmd-lcr-dice-always_three = mindig három
cmd-lcr-dot_to_win-name = pöttyökkel-nyer
cmd-lcr-stakes-name = tét
stats-lcr = Hazavitt zsetonok: { $chips }
cmd-lcr-odds = Minden hely nyerési esélye egy LCR asztalnál, és a játék hossza
odds-header-lcr = Nyerési esély helyenként az első dobótól:
odds-method-exact-lcr = Pontos: elnyelő Markov-lánc a zsetonelosztások felett.
odds-lcr-exact_up_to = { $players } játékosnál a pontos válasz fejenként legfeljebb { $chips } zsetonig megy; a pöttyökkel nyer opciót mindig szimuláljuk.
odds-lcr-never_exact = { $players } játékosnál a pontos lánc túl sokáig tartana; a pöttyökkel nyer opciót mindig szimuláljuk.
lcr-option-live_chances = élő esélyek
