### Croatian: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· { $percent } % za poraz
cmd-live_chances = Prikaži šansu pobjede svakog igrača uz rezultat, nakon svakog poteza
cmd-live_chances-name = šanse-uživo
