### Czech: Chicago.

chicago-action-roll = Hodit
chicago-action-reroll = Přehodit { $face } { $value }
chicago-action-reroll-pictured = Přehodit { $value }
chicago-action-keep = Ponechat
chicago-option-double_roll = dvojitý hod
chicago-option-three_dice = tři kostky
chicago-seat = { " " }— { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Kolo { $round } z 11 — cíl { $target }**
chicago-winner = 🏆 { $name } vítězí: { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }!
chicago-joint_victory = 🤝 Společné vítězství: { $names }, každý { $points ->
        [one] { $points } bod
        [few] { $points } body
        [many] { $points } bodu
       *[other] { $points } bodů
    }!
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, ne { $target }{ $then }
chicago-verdict-pair_miss = { " " }— žádné dvě nedají { $target }{ $then }
chicago-verdict-kept = : 0 bodů
chicago-verdict-kept_forced = { " " }— žádný přehoz nedá { $target }: 0 bodů
chicago-then-zero = : 0 bodů
chicago-event-first_player = Los: { $name } hází první.
chicago-event-round = Kolo { $round }: cíl **{ $target }**.
chicago-event-roll = { $name } hází { $faces }{ $verdict }.
chicago-event-reroll = { $name } přehazuje { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } ponechává { $faces }{ $verdict }.
chicago-event-timeout = Čas vypršel ({ $name }): bot zvolí nejlepší tah.
chicago-event-game_over = 🏁 Hra skončila.
chicago-rules = **Chicago (Rotation)** — 2 až 20 hráčů, 11 kol.
    První hráč se losuje; každé kolo jde od něj po směru hodinových ručiček. V kole r je cíl r + 1 (kolo 1: 2, … kolo 11: 12).
    Ve svém tahu klikněte na **Hodit**: dvě kostky, jednou. Je-li součet roven cíli, získáte tolik bodů, kolik je cíl, jinak 0. Po 11 kolech vyhrává nejvyšší součet; shodní vedoucí sdílejí společné vítězství.
    Volba *dvojitý hod*: když hod nic nedá, vybíráte — přehodit právě jednu kostku (tlačítko pro každou kostku, s jejím číslem) a počítat nový hod, nebo **Ponechat** (0 bodů). Když žádný přehoz nemůže bodovat, Pips hod hned ponechá za vás a řekne proč.
    Volba *tři kostky*: házíte třemi kostkami a získáte cíl, dají-li ho součtem libovolné dvě; bot vybere dvojici (první fungující z kostek 1+2, 1+3, 2+3 — každá dvojice dává totéž) a ukáže ji. Spolu s dvojitým hodem můžete po netrefě přehodit jednu ze tří kostek.
    Hráč, který odejde, už nic nezíská: jeho body zůstanou v tabulce, ale vyhrát nemůže. Odchod uprostřed tahu (netrefa čekající na přehoz nebo ponechání) nechá toto kolo prázdné. Zbude-li jediný hráč, hra hned končí a on vítězí.
    Když nezahrajete v časovém limitu tahu (15 s až 1 h, výchozí 60 s), hraje bot za vás jako počítače: hodí a po netrefě přehodí kostku s největší šancí bodovat (při shodě první takovou).
    Každá kostka pochází z tajného seedu, jehož závazek SHA-256 je vidět od začátku; seed se odhalí na konci, aby kdokoli mohl ověřit každý hod (`/game verify`).
game-chicago = Chicago
cmd-chicago = Kostková hra Chicago (Rotation)
cmd-chicago-start = Založit stůl Chicago v tomto kanálu
cmd-chicago-double_roll = Po hodu bez bodů přehodit jednu kostku, nebo ponechat
cmd-chicago-three_dice = Házet třemi kostkami; boduje libovolná dvojice se součtem rovným cíli
cmd-chicago-double_roll-name = dvojitý-hod
cmd-chicago-three_dice-name = tři-kostky
stats-chicago = Nejlepší skóre: { $score }
cmd-chicago-odds = Šance každého místa na výhru u stolu Chicago a očekávané skóre hráče
odds-header-chicago = Šance na výhru podle místa od prvního hráče (všechna místa stejně: tabulky jsou nezávislé):
odds-method-exact-chicago = Přesně: všechny hody vyčísleny, s nejlepším přehozem.
chicago-option-live_chances = průběžné šance
