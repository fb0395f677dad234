### Lithuanian: Chicago.

chicago-action-roll = Mesti
chicago-action-reroll = Permesti { $face } { $value }
chicago-action-reroll-pictured = Permesti { $value }
chicago-action-keep = Palikti
chicago-option-double_roll = dvigubas metimas
chicago-option-three_dice = trys kauliukai
chicago-seat = { " " }— { $points ->
        [one] { $points } taškas
        [few] { $points } taškai
        [many] { $points } taško
       *[other] { $points } taškų
    }
chicago-seat-hits = { " " }({ $hits })
chicago-round = **Raundas { $round } iš 11 — tikslas { $target }**
chicago-winner = 🏆 { $name } laimi: { $points ->
        [one] { $points } taškas
        [few] { $points } taškai
        [many] { $points } taško
       *[other] { $points } taškų
    }!
chicago-joint_victory = 🤝 Bendra pergalė: { $names }, kiekvienas po { $points ->
        [one] { $points } tašką
        [few] { $points } taškus
        [many] { $points } taško
       *[other] { $points } taškų
    }!
chicago-verdict-total_hit = { " " }= { $total }: **+{ $score }**
chicago-verdict-pair_hit = { " " }— { $first } + { $second } = { $target }: **+{ $score }**
chicago-verdict-total_miss = { " " }= { $total }, ne { $target }{ $then }
chicago-verdict-pair_miss = { " " }— jokie du neduoda { $target }{ $then }
chicago-verdict-kept = : 0 taškų
chicago-verdict-kept_forced = { " " }— joks permetimas neduos { $target }: 0 taškų
chicago-then-zero = : 0 taškų
chicago-event-first_player = Burtai: { $name } meta pirmas.
chicago-event-round = Raundas { $round }: tikslas **{ $target }**.
chicago-event-roll = { $name } meta { $faces }{ $verdict }.
chicago-event-reroll = { $name } permeta { $old }: { $faces }{ $verdict }.
chicago-event-keep = { $name } palieka { $faces }{ $verdict }.
chicago-event-timeout = { $name } nespėjo: botas pasirenka geriausią ėjimą už žaidėją.
chicago-event-game_over = 🏁 Žaidimas baigtas.
chicago-rules = **Chicago (Rotation)** — nuo 2 iki 20 žaidėjų, 11 raundų.
    Pirmas žaidėjas traukiamas burtais; kiekvienas raundas eina nuo jo pagal laikrodžio rodyklę. Raunde r tikslas yra r + 1 (1 raundas: 2, … 11 raundas: 12).
    Savo ėjimo metu spauskite **Mesti**: du kauliukai, vieną kartą. Jei suma lygi tikslui, gaunate tiek taškų, koks tikslas, kitaip 0. Po 11 raundų laimi didžiausia suma; lygūs lyderiai dalijasi bendra pergale.
    Parinktis *dvigubas metimas*: kai metimas nieko neduoda, renkatės — permesti lygiai vieną kauliuką (mygtukas kiekvienam kauliukui, su jo akimis) ir skaičiuoti naują metimą, arba **Palikti** (0 taškų). Kai joks permetimas negali duoti taškų, Pips iškart palieka metimą už jus ir paaiškina kodėl.
    Parinktis *trys kauliukai*: metate tris kauliukus ir gaunate tikslą, jei bet kurie du jų kartu jį sudaro; botas parenka porą (pirmą tinkamą iš 1+2, 1+3, 2+3 — bet kuri pora duoda tą patį) ir ją parodo. Kartu su dvigubu metimu po nepataikymo galite permesti vieną iš trijų kauliukų.
    Išėjęs žaidėjas daugiau nieko nebegauna: jo taškai lieka lentelėje, bet laimėti jis negali. Išėjimas ėjimo viduryje (nepataikymas, laukiantis permetimo ar palikimo) palieka tą raundą tuščią. Jei lieka vienas žaidėjas, žaidimas iškart baigiasi ir jis laimi.
    Jei nesužaidžiate per ėjimo laiką (nuo 15 s iki 1 h, numatyta 60 s), botas žaidžia už jus kaip kompiuteriai: meta, o po nepataikymo permeta kauliuką su didžiausia tikimybe (lygybės atveju pirmą tokį).
    Kiekvienas kauliukas gaunamas iš slaptos sėklos, kurios SHA-256 įpareigojimas matomas nuo pradžios; sėkla atskleidžiama pabaigoje, kad kiekvienas galėtų patikrinti kiekvieną metimą (`/game verify`).
game-chicago = Chicago
cmd-chicago = Kauliukų žaidimas Chicago (Rotation)
cmd-chicago-start = Atidaryti Chicago stalą šiame kanale
cmd-chicago-double_roll = Po metimo be taškų permesti vieną kauliuką arba palikti
cmd-chicago-three_dice = Mesti tris kauliukus; taškus duoda bet kurie du, kurių suma lygi tikslui
cmd-chicago-double_roll-name = dvigubas-metimas
cmd-chicago-three_dice-name = trys-kauliukai
stats-chicago = Geriausias rezultatas: { $score }
cmd-chicago-odds = Kiekvienos vietos tikimybė laimėti prie Chicago stalo ir tikėtinas žaidėjo rezultatas
odds-header-chicago = Tikimybė laimėti pagal vietą nuo pirmo žaidėjo (visos vietos vienodos: lentelės nepriklausomos):
odds-method-exact-chicago = Tiksliai: perrinkti visi metimai, su geriausiu permetimu.
chicago-option-live_chances = tiesioginės tikimybės
