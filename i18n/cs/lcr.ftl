### Czech: LCR.

lcr-action-roll = Hodit
lcr-option-dice-by--chips = kostky podle žetonů
lcr-option-dice-always--three = vždy tři kostky
lcr-option-dot_to_win = tečky k výhře
lcr-option-stakes = vlastní sázky
lcr-seat = { " " }— { $chips ->
        [one] { $chips } žeton
        [few] { $chips } žetony
        [many] { $chips } žetonu
       *[other] { $chips } žetonů
    }
lcr-pot = Bank: { $pot ->
        [one] { $pot } žeton
        [few] { $pot } žetony
        [many] { $pot } žetonu
       *[other] { $pot } žetonů
    } · ve hře { $dealt ->
        [one] { $dealt } žeton
        [few] { $dealt } žetony
        [many] { $dealt } žetonu
       *[other] { $dealt } žetonů
    }
lcr-hand = { " " }· rozdání { $hand } (dvojitý bank)
lcr-last_holder = { $name } drží všechny zbylé žetony: vyhrává jen hod samých teček; L nebo R hraje dál.
lcr-event-deal = Každý dostává své žetony.
lcr-event-roll = { $name } hází { $faces }: { $moves }.
lcr-event-roll-nothing = nic se nehýbe
lcr-event-roll-idle = { $faces } nic nedělá: žádné žetony
lcr-event-roll-no_win = ne samé tečky: zatím bez výhry, hraje se dál
lcr-event-move-seat = { $count } → { $target }
lcr-event-move-pot = { $count } do banku
lcr-event-win = 🏆 { $name } vyhrává { $chips ->
        [one] { $chips } žeton
        [few] { $chips } žetony
        [many] { $chips } žetonu
       *[other] { $chips } žetonů
    }!
lcr-event-double_pot = Nikdo nemá žetony: bank ({ $pot ->
        [one] { $pot } žeton
        [few] { $pot } žetony
        [many] { $pot } žetonu
       *[other] { $pot } žetonů
    }) přechází dál a každý dostává nové žetony (rozdání { $hand }).
lcr-event-double_pot-next = Nikdo nemá žetony: bank ({ $pot ->
        [one] { $pot } žeton
        [few] { $pot } žetony
        [many] { $pot } žetonu
       *[other] { $pot } žetonů
    }) přechází dál a každý dostává nové žetony (rozdání { $hand }); první hází { $next }.
lcr-event-chips_to_pot = { $name } dává do banku { $chips ->
        [one] { $chips } žeton
        [few] { $chips } žetony
        [many] { $chips } žetonu
       *[other] { $chips } žetonů
    }.
lcr-rules = **LCR (Levá Střed Pravá)** — 3 až 20 hráčů, každý začíná se 3 žetony.
    Ve svém tahu házíte jednou kostkou za každý svůj žeton, nejvýš třemi (volba *vždy tři kostky*: tři kostky, kdykoli máte aspoň žeton; vyhodnocují se zleva doprava, jakmile žetony dojdou, zbytek nic nedělá). Bez žetonů jste přeskočeni, ale zůstáváte ve hře.
    Čísla 1–3 jsou tečky (nic), 4 = **L**: jeden žeton hráči vlevo (další místo), 5 = **C**: jeden žeton do banku, 6 = **R**: jeden žeton hráči vpravo (předchozí místo).
    Když žetony drží už jen jeden hráč, vyhrává své žetony i bank.
    Volba *tečky k výhře*: poslední držitel pak musí k výhře hodit samé tečky; každé L nebo R hru prodlužuje; jde-li jeho poslední žeton do banku, každý dostane nové žetony a bank přechází dál (dvojitý bank); první hází hráč vlevo od toho, jehož hod stůl vyprázdnil.
    Volba *vlastní sázky*: každý hráč si při přidání zvolí počet žetonů od 1 do 99 (hostitel začíná se 3 a může ho změnit kliknutím na Přidat se).
    Hráč, který odejde, dává své žetony do banku. Místo 1 (hostitel) hází první. Když nehodíte v časovém limitu tahu (15 s až 1 h, výchozí 60 s), hodí bot za vás.
    Každá kostka pochází z tajného seedu, jehož otisk (závazek SHA-256) je vidět od začátku; seed se odhalí na konci, aby kdokoli mohl ověřit každý hod (`/game verify`).
game-lcr = LCR (Levá Střed Pravá)
cmd-lcr = Kostková hra LCR (Levá Střed Pravá)
cmd-lcr-start = Založit stůl LCR v tomto kanálu
cmd-lcr-dice = Kolik kostek házíte: jednu za žeton až do tří (výchozí), nebo vždy tři
cmd-lcr-dot_to_win = Poslední hráč se žetony musí k výhře hodit samé tečky
cmd-lcr-stakes = Každý hráč si při přidání zvolí počet žetonů na začátek (1-99)
cmd-lcr-dice-name = kostky
cmd-lcr-dice-by_chips = podle žetonů
cmd-lcr-dice-always_three = vždy tři
cmd-lcr-dot_to_win-name = tečky-k-výhře
cmd-lcr-stakes-name = sázky
stats-lcr = Odnesené žetony: { $chips }
cmd-lcr-odds = Šance každého místa na výhru u stolu LCR a délka hry
odds-header-lcr = Šance na výhru podle místa od prvního házejícího:
odds-method-exact-lcr = Přesně: absorpční Markovův řetězec přes rozdělení žetonů.
odds-lcr-exact_up_to = Přesné odpovědi pro { $players } hráčů sahají do { $chips ->
        [one] { $chips } žetonu
        [few] { $chips } žetonů
       *[other] { $chips } žetonů
    } na hráče; tečky k výhře se vždy simulují.
odds-lcr-never_exact = Při { $players } hráčích by přesný řetězec trval příliš dlouho; tečky k výhře se vždy simulují.
lcr-option-live_chances = průběžné šance
