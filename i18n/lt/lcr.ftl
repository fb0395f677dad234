### Lithuanian: LCR.

lcr-action-roll = Mesti
lcr-option-dice-by--chips = kauliukai pagal žetonus
lcr-option-dice-always--three = visada trys kauliukai
lcr-option-dot_to_win = taškeliai pergalei
lcr-option-stakes = savi statymai
lcr-seat = { " " }— { $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
        [many] { $chips } žetono
       *[other] { $chips } žetonų
    }
lcr-pot = Bankas: { $pot ->
        [one] { $pot } žetonas
        [few] { $pot } žetonai
        [many] { $pot } žetono
       *[other] { $pot } žetonų
    } · žaidime { $dealt ->
        [one] { $dealt } žetonas
        [few] { $dealt } žetonai
        [many] { $dealt } žetono
       *[other] { $dealt } žetonų
    }
lcr-hand = { " " }· dalijimas { $hand } (dvigubas bankas)
lcr-last_holder = { $name } turi visus likusius žetonus: laimi tik metimas vien taškeliais; L ar R — žaidžiama toliau.
lcr-event-deal = Kiekvienas gauna savo žetonus.
lcr-event-roll = { $name } meta { $faces }: { $moves }.
lcr-event-roll-nothing = niekas nejuda
lcr-event-roll-idle = { $faces } nieko nedaro: žetonų nėra
lcr-event-roll-no_win = ne vien taškeliai: pergalės dar nėra, žaidžiama toliau
lcr-event-move-seat = { $count } → { $target }
lcr-event-move-pot = { $count } į banką
lcr-event-win = 🏆 { $name } laimi: { $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
        [many] { $chips } žetono
       *[other] { $chips } žetonų
    }!
lcr-event-double_pot = Niekas neturi žetonų: bankas ({ $pot ->
        [one] { $pot } žetonas
        [few] { $pot } žetonai
        [many] { $pot } žetono
       *[other] { $pot } žetonų
    }) pereina toliau, visi gauna naujus žetonus (dalijimas { $hand }).
lcr-event-double_pot-next = Niekas neturi žetonų: bankas ({ $pot ->
        [one] { $pot } žetonas
        [few] { $pot } žetonai
        [many] { $pot } žetono
       *[other] { $pot } žetonų
    }) pereina toliau, visi gauna naujus žetonus (dalijimas { $hand }); pirmas meta { $next }.
lcr-event-chips_to_pot = { $name } deda į banką: { $chips ->
        [one] { $chips } žetonas
        [few] { $chips } žetonai
        [many] { $chips } žetono
       *[other] { $chips } žetonų
    }.
lcr-rules = **LCR (Kairė Centras Dešinė)** — nuo 3 iki 20 žaidėjų, kiekvienas pradeda su 3 žetonais.
    Savo ėjimo metu metate po kauliuką už kiekvieną turimą žetoną, daugiausia tris (parinktis *visada trys kauliukai*: trys kauliukai, kol turite bent vieną žetoną; vertinama iš kairės į dešinę, žetonams pasibaigus likę nieko nedaro). Be žetonų praleidžiate ėjimą, bet liekate žaidime.
    Akys 1–3 yra taškeliai (nieko), 4 = **L**: vienas žetonas žaidėjui kairėje (kita vieta), 5 = **C**: vienas žetonas į banką, 6 = **R**: vienas žetonas žaidėjui dešinėje (ankstesnė vieta).
    Kai žetonų turi tik vienas žaidėjas, jis laimi savo žetonus ir banką.
    Parinktis *taškeliai pergalei*: tada paskutinis turėtojas, kad laimėtų, turi išmesti vien taškelius; bet koks L ar R tęsia žaidimą; jei jo paskutinis žetonas nukeliauja į banką, visi gauna naujus žetonus, o bankas pereina toliau (dvigubas bankas); pirmas meta žaidėjas kairėje nuo to, kurio metimas ištuštino stalą.
    Parinktis *savi statymai*: kiekvienas žaidėjas prisijungdamas pasirenka žetonų skaičių nuo 1 iki 99 (šeimininkas pradeda su 3 ir gali jį pakeisti paspaudęs „Prisijungti“).
    Išeinantis žaidėjas deda savo žetonus į banką. 1 vieta (šeimininkas) meta pirma. Jei nemetate per ėjimo laiką (nuo 15 s iki 1 h, numatyta 60 s), botas meta už jus.
    Kiekvienas kauliukas gaunamas iš slaptos sėklos, kurios atspaudas (SHA-256 įpareigojimas) matomas nuo pradžios; sėkla atskleidžiama pabaigoje, kad kiekvienas galėtų patikrinti kiekvieną metimą (`/game verify`).
game-lcr = LCR (Kairė Centras Dešinė)
cmd-lcr = Kauliukų žaidimas LCR (Kairė Centras Dešinė)
cmd-lcr-start = Atidaryti LCR stalą šiame kanale
cmd-lcr-dice = Kiek kauliukų metate: po vieną už žetoną iki trijų (numatyta) arba visada tris
cmd-lcr-dot_to_win = Paskutinis žaidėjas su žetonais, kad laimėtų, turi išmesti vien taškelius
cmd-lcr-stakes = Kiekvienas žaidėjas prisijungdamas pasirenka pradinių žetonų skaičių (1-99)
cmd-lcr-dice-name = kauliukai
cmd-lcr-dice-by_chips = pagal žetonus
cmd-lcr-dice-always_three = visada trys
cmd-lcr-dot_to_win-name = taškeliai-pergalei
cmd-lcr-stakes-name = statymai
stats-lcr = Parsinešti žetonai: { $chips }
cmd-lcr-odds = Kiekvienos vietos tikimybė laimėti prie LCR stalo ir žaidimo trukmė
odds-header-lcr = Tikimybė laimėti pagal vietą nuo pirmo metančio:
odds-method-exact-lcr = Tiksliai: sugerianti Markovo grandinė pagal žetonų pasiskirstymus.
odds-lcr-exact_up_to = Tikslūs atsakymai { $players } žaidėjams — iki { $chips ->
        [one] { $chips } žetono
        [few] { $chips } žetonų
       *[other] { $chips } žetonų
    } kiekvienam; taškeliai pergalei visada modeliuojami.
odds-lcr-never_exact = Su { $players } žaidėjais tiksli grandinė užtruktų per ilgai; taškeliai pergalei visada modeliuojami.
lcr-option-live_chances = tiesioginės tikimybės
