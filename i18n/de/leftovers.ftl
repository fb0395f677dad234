### German: Bad Leftovers.

cmd-leftovers = Würfelspiel Bad Leftovers: Paare nehmen, Punkte sind schlecht
cmd-leftovers-start = Einen Bad-Leftovers-Tisch in diesem Kanal eröffnen
leftovers-option-fixed_pile = fester Vorrat (für die Startspieler gezählt)
leftovers-action-claim-pair = Ansage { $claim }: { $dice } nehmen
leftovers-action-claim-doubles = Ansage { $claim }: { $dice } nehmen (dein Pasch)
leftovers-action-take-pair = { $dice } nehmen
leftovers-action-take-doubles = { $dice } nehmen (dein Pasch)
leftovers-button-claim = Ansage { $claim } · { $pairs ->
        [one] { $pairs } Paar
       *[other] { $pairs } Paare
    }
leftovers-button-back = ◀ Nicht { $claim }: andere Ansagen
leftovers-seat = { " " }— { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
leftovers-seat-claim = { " " }— Ansage { $claim } · { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
leftovers-seat-no_claim = { " " }— noch keine Ansage · { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
leftovers-seat-out = { " " }— raus · { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }
leftovers-round = Runde { $round } · ab { $out ->
        [one] { $out } Punkt
       *[other] { $out } Punkten
    } ist man raus
leftovers-center = Mitte: { $dice } ({ $count ->
        [one] { $count } Würfel
       *[other] { $count } Würfel
    }, { $pips ->
        [one] { $pips } Auge
       *[other] { $pips } Augen
    })
leftovers-event-seat_throw = Wurf um die Plätze: { $throws }.
leftovers-event-seats = Feste Nummern, nach links: { $order }.
leftovers-event-round = Runde { $round }: { $count ->
        [one] { $count } Würfel
       *[other] { $count } Würfel
    } geworfen; { $name } beginnt.
leftovers-event-round-after_stuck = Runde { $round }: { $count ->
        [one] { $count } Würfel
       *[other] { $count } Würfel
    } geworfen; { $name } war festgefahren und beginnt.
leftovers-event-round-after_out = Runde { $round }: { $count ->
        [one] { $count } Würfel
       *[other] { $count } Würfel
    } geworfen; { $name } beginnt, der Nächste im Spiel links von { $stuck }.
leftovers-event-claim = { $name } sagt { $claim } für diese Runde an.
leftovers-event-take = { $name } nimmt { $dice } ({ $left ->
        [one] { $left } Würfel
       *[other] { $left } Würfel
    } übrig).
leftovers-event-doubles = { $name } nimmt seinen Pasch { $dice } ({ $left ->
        [one] { $left } Würfel
       *[other] { $left } Würfel
    } übrig).
leftovers-event-stuck = { $name } kann keine zwei Würfel nehmen: Die Reste { $dice } bringen { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } auf sein Konto (jetzt { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    }).
leftovers-event-stuck-empty = { $name } kann keine zwei Würfel nehmen, aber die Mitte ist leer: keine Punkte.
leftovers-event-out = { $name } hat { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkte
    } ({ $out } oder mehr) und ist raus.
leftovers-event-win = 🏆 { $name } ist als Letzter im Spiel und gewinnt mit { $score ->
        [one] { $score } Punkt
       *[other] { $score } Punkten
    }!
leftovers-rules = **Bad Leftovers** — 2 bis 12 Spieler. Punkte sind schlecht.
    { "*" }*Plätze.** Zu Beginn wirft jeder einen Würfel: Der Höchste ist Nummer 1 (bei Gleichstand werfen die Gleichen neu), und die Nummern steigen nach links (in Beitrittsreihenfolge). Das ist deine **feste Nummer**; Nummer 1 beginnt die erste Runde.
    { "*" }*Eine Runde.** Alle Würfel der Mitte werden geworfen: 20 bei zwei Spielern plus 3 für jeden weiteren Spieler im Spiel, jede Runde neu gezählt (Option *fester Vorrat*: einmal für die Startspieler gezählt, auch wenn Spieler ausscheiden). Vom ersten Spieler der Runde nach links musst du in deinem Zug zwei Würfel nehmen: zwei, die zusammen deine **Ansage** für die Runde ergeben, oder zwei, die beide deine feste Nummer zeigen (nur Nummern 1 bis 6 — ein Würfel hat keine höhere Seite). Deine Ansage (7 bis 12) machst du mit deiner ersten Entnahme der Runde (andere dürfen dieselbe ansagen); sie gilt bis zum Rundenende. In deinem ersten Zug wählst du die Ansage, dann die zwei Würfel: Jeder Ansage-Knopf zeigt, wie viele Paare die Mitte dafür gerade hat (dein Pasch mitgezählt, kein Würfel doppelt); unmögliche sind ausgegraut.
    { "*" }*Festgefahren.** Der erste Spieler, der keine zwei Würfel nehmen kann, ist festgefahren: Die Augen, die noch in der Mitte liegen, kommen auf sein Konto und die Runde endet (leere Mitte: 0 Punkte). Er beginnt die nächste Runde; ist er raus, der Nächste im Spiel links von ihm.
    { "*" }*Raus.** Ab 21 Punkten bist du raus. Wer als Letzter im Spiel bleibt, gewinnt.
    Wer das Spiel verlässt, ist sofort raus; sein Stand bleibt auf dem Blatt und die Runde geht ohne ihn weiter. Ziehst du nicht in der Zugzeit (15 s bis 1 h, Standard 60 s), zieht der Bot für dich wie die Computerspieler: Er wählt den Zug, der dir die meisten Entnahmen für Ansage und Pasch lässt, dann den, der dem nächsten Spieler die wenigsten lässt.
    `/leaderboard` zeigt die Stände des laufenden Spiels hier und die Rangliste des Servers. Nach dem Spiel kann jeder jeden Wurf prüfen: `/game verify`.

## Its name

game-leftovers = Bad Leftovers

## The command picker

cmd-leftovers-fixed_pile = Die Würfel der Mitte einmal für die Startspieler zählen: der Vorrat behält seine Größe
cmd-leftovers-fixed_pile-name = fester-vorrat

## /stats

stats-leftovers = { $whole },{ $tenths } Punkte pro Runde (weniger ist besser)

## /leftovers odds: the command picker

cmd-leftovers-odds = Die Gewinnchance jedes Platzes an einem Bad-Leftovers-Tisch, und wie lange ein Spiel dauert

## /leftovers odds: the answer

odds-header-leftovers = Gewinnchance nach Platznummer (Platz 1 beginnt):

## Live chances

leftovers-option-live_chances = Live-Chancen
