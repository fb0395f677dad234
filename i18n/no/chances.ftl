### Norwegian (Bokmål): live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· { $percent } % tapsrisiko
cmd-live_chances = Vis hver spillers vinnersjanse ved poengsummen, oppdatert etter hvert trekk
cmd-live_chances-name = livesjanser
