### Română: /stats și /history.

## Selectorul de comenzi

cmd-stats = Jocurile, victoriile și recordurile unui jucător pe acest server
cmd-stats-player = Ale cui statistici (implicit: ale tale)
cmd-stats-player-name = jucător
cmd-stats-game = Doar acest joc (implicit: toate jocurile)
cmd-stats-game-name = joc
cmd-stats-post = Publică răspunsul în canal pentru toți (implicit: îl vezi doar tu)
cmd-stats-post-name = public
cmd-history = Ultimele 10 jocuri din acest canal: când, cine a câștigat, masa și sămânța ei
cmd-history-game = Doar acest joc (implicit: toate jocurile)
cmd-history-game-name = joc
cmd-history-post = Publică răspunsul în canal pentru toți (implicit: îl vezi doar tu)
cmd-history-post-name = public

## /stats

stats-title = Statistici — { $name }
stats-total = **Toate jocurile** — { $games ->
        [one] { $games } joc
        [few] { $games } jocuri
       *[other] { $games } de jocuri
    }, { $wins ->
        [one] { $wins } victorie
        [few] { $wins } victorii
       *[other] { $wins } de victorii
    }
stats-kind = **{ $game }** — { $games ->
        [one] { $games } joc
        [few] { $games } jocuri
       *[other] { $games } de jocuri
    }, { $wins ->
        [one] { $wins } victorie
        [few] { $wins } victorii
       *[other] { $wins } de victorii
    }
stats-rate = { " " }· rată de câștig { $percent } %
stats-rank = { " " }· locul { $rank } din { $ranked }
stats-rate-later = { " " }· rata de câștig de la { $min ->
        [one] { $min } joc
        [few] { $min } jocuri
       *[other] { $min } de jocuri
    } încolo
stats-empty = { $name } nu a terminat încă niciun joc pe acest server ({ $game }).
stats-all_games = orice joc

## /history

history-title = Ultimele jocuri din acest canal
history-title-kind = Ultimele jocuri { $game } din acest canal
history-line = { $when } · **{ $game }** · { $outcome } · [masa]({ $url }) · sămânța `{ $seed }`
history-line-no_link = { $when } · **{ $game }** · { $outcome } · sămânța `{ $seed }`
history-won = a câștigat: { $names }
history-lost = a pierdut: { $names }
history-no_winner = niciun câștigător
history-computer = { $name } (calculator)
history-footer = Sămânța unui joc dă fiecare aruncare a lui: /game verify arată cum se verifică.
history-empty = Încă nu s-a terminat niciun joc în acest canal.
history-empty-kind = Încă nu s-a terminat niciun joc { $game } în acest canal.
