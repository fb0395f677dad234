### Finnish: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· { $percent } % häviöriski
cmd-live_chances = Näytä kunkin pelaajan voittotodennäköisyys pisteiden vieressä, päivittyy joka siirrolla
cmd-live_chances-name = live-kertoimet
