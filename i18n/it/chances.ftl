### Italian: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· { $percent }% di perdere
cmd-live_chances = Mostra accanto al punteggio la probabilità di vincere di ogni giocatore, aggiornata a ogni mossa
cmd-live_chances-name = probabilità-live
