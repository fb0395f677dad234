### Lithuanian: Bad Leftovers.

cmd-leftovers = Kauliukų žaidimas Bad Leftovers (Blogi likučiai): imkite poras, taškai yra blogai
cmd-leftovers-start = Atidaryti Bad Leftovers stalą šiame kanale
leftovers-option-fixed_pile = pastovi krūva (pagal pradėjusius žaidėjus)
leftovers-action-claim-pair = Užsakyti { $claim }: imti { $dice }
leftovers-action-claim-doubles = Užsakyti { $claim }: imti { $dice } (jūsų dublis)
leftovers-action-take-pair = Imti { $dice }
leftovers-action-take-doubles = Imti { $dice } (jūsų dublis)
leftovers-button-claim = Užsakyti { $claim } · { $pairs ->
        [one] { $pairs } pora
        [few] { $pairs } poros
        [many] { $pairs } poros
       *[other] { $pairs } porų
    }
leftovers-button-back = ◀ Ne { $claim }: kiti užsakymai
leftovers-seat = { " " }— { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    }
leftovers-seat-claim = { " " }— užsakymas { $claim } · { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    }
leftovers-seat-no_claim = { " " }— dar be užsakymo · { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    }
leftovers-seat-out = { " " }— iškrito · { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    }
leftovers-round = Raundas { $round } · iškrenta surinkę { $out } ar daugiau taškų
leftovers-center = Centras: { $dice } ({ $count ->
        [one] { $count } kauliukas
        [few] { $count } kauliukai
        [many] { $count } kauliuko
       *[other] { $count } kauliukų
    }, { $pips ->
        [one] { $pips } akis
        [few] { $pips } akys
        [many] { $pips } akies
       *[other] { $pips } akių
    })
leftovers-event-seat_throw = Metimas dėl vietų: { $throws }.
leftovers-event-seats = Nuolatiniai numeriai, į kairę: { $order }.
leftovers-event-round = Raundas { $round }: mesta { $count ->
        [one] { $count } kauliukas
        [few] { $count } kauliukai
        [many] { $count } kauliuko
       *[other] { $count } kauliukų
    }; pradeda { $name }.
leftovers-event-round-after_stuck = Raundas { $round }: mesta { $count ->
        [one] { $count } kauliukas
        [few] { $count } kauliukai
        [many] { $count } kauliuko
       *[other] { $count } kauliukų
    }; pradeda { $name }, kuris įstrigo.
leftovers-event-round-after_out = Raundas { $round }: mesta { $count ->
        [one] { $count } kauliukas
        [few] { $count } kauliukai
        [many] { $count } kauliuko
       *[other] { $count } kauliukų
    }; pradeda { $name }, kitas žaidžiantis kairėje nuo { $stuck }.
leftovers-event-claim = { $name } užsako { $claim } šiam raundui.
leftovers-event-take = { $name } ima { $dice } (liko { $left ->
        [one] { $left } kauliukas
        [few] { $left } kauliukai
        [many] { $left } kauliuko
       *[other] { $left } kauliukų
    }).
leftovers-event-doubles = { $name } ima savo dublį { $dice } (liko { $left ->
        [one] { $left } kauliukas
        [few] { $left } kauliukai
        [many] { $left } kauliuko
       *[other] { $left } kauliukų
    }).
leftovers-event-stuck = { $name } negali paimti dviejų kauliukų: likučiai { $dice } prie rezultato prideda { $points ->
        [one] { $points } tašką
        [few] { $points } taškus
        [many] { $points } taško
       *[other] { $points } taškų
    } (dabar { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    }).
leftovers-event-stuck-empty = { $name } negali paimti dviejų kauliukų, bet centras tuščias: taškų nėra.
leftovers-event-out = { $name } turi { $score ->
        [one] { $score } tašką
        [few] { $score } taškus
        [many] { $score } taško
       *[other] { $score } taškų
    } ({ $out } ar daugiau) ir iškrenta.
leftovers-event-win = 🏆 { $name } lieka paskutinis žaidime ir laimi: { $score ->
        [one] { $score } taškas
        [few] { $score } taškai
        [many] { $score } taško
       *[other] { $score } taškų
    }!
leftovers-rules = **Bad Leftovers (Blogi likučiai)** — nuo 2 iki 12 žaidėjų. Taškai yra blogai.
    { "*" }*Vietos.** Pradžioje kiekvienas meta kauliuką: didžiausias gauna numerį 1 (lygūs meta iš naujo tarpusavyje), o numeriai didėja į kairę aplink stalą (prisijungimo tvarka). Tai jūsų **nuolatinis numeris**; numeris 1 pradeda pirmą raundą.
    { "*" }*Raundas.** Metami visi centro kauliukai: 20 dviem žaidėjams ir po 3 kiekvienam kitam dar žaidžiančiam, perskaičiuojama kas raundą (parinktis *pastovi krūva*: skaičiuojama kartą, pradėjusiems žaidėjams, ir dydis išlieka, kai žaidėjai iškrenta). Einant į kairę nuo raundo pirmo žaidėjo, savo ėjimo metu turite paimti du kauliukus: du, kurių suma lygi jūsų raundo **užsakymui**, arba du, kurie abu rodo jūsų nuolatinį numerį (tik numeriai nuo 1 iki 6 — kauliukas didesnių akių neturi). Užsakymą, bet kurį skaičių nuo 7 iki 12, paskelbiate pirmu raundo ėmimu (kiti gali užsakyti tą patį); jis jūsų iki raundo pabaigos. Pirmu ėjimu pasirenkate užsakymą, tada du kauliukus: kiekvienas „Užsakyti“ mygtukas rodo, kiek porų jam dabar yra centre (su jūsų dubliu, joks kauliukas neskaičiuojamas dukart); neįmanomi yra pilki.
    { "*" }*Įstrigimas.** Pirmas žaidėjas, negalintis paimti dviejų kauliukų, įstringa: centre dar matomos akys pridedamos prie jo rezultato ir raundas baigiasi (esant tuščiam centrui tai 0 taškų). Įstrigęs žaidėjas pradeda kitą raundą; jei jis iškrito, pradeda kitas žaidžiantis kairėje nuo jo.
    { "*" }*Iškritimas.** Surinkę 21 ar daugiau taškų iškrentate. Laimi paskutinis likęs žaidime.
    Išeinantis žaidėjas iškart iškrenta; jo rezultatas lieka lentelėje, o raundas tęsiasi be jo. Jei nepadarote ėjimo per ėjimo laiką (nuo 15 s iki 1 h, numatyta 60 s), botas eina už jus kaip kompiuteriai: renkasi ėjimą, paliekantį jums daugiausia ėmimų pagal užsakymą ir dublį, paskui tą, kuris kitam žaidėjui palieka mažiausiai.
    `/leaderboard` rodo šio kanalo žaidimo einamuosius rezultatus ir serverio lyderių lentelę. Po žaidimo kiekvienas gali patikrinti kiekvieną metimą: `/game verify`.
game-leftovers = Bad Leftovers (Blogi likučiai)
cmd-leftovers-fixed_pile = Centro kauliukus skaičiuoti kartą, pradėjusiems žaidėjams: krūvos dydis išlieka
cmd-leftovers-fixed_pile-name = pastovi-krūva
stats-leftovers = { $whole },{ $tenths } taško per raundą (mažiau yra geriau)
cmd-leftovers-odds = Kiekvienos vietos tikimybė laimėti prie Bad Leftovers stalo ir žaidimo trukmė
odds-header-leftovers = Tikimybė laimėti pagal vietos numerį (1 vieta žaidžia pirma):
leftovers-option-live_chances = tiesioginės tikimybės
