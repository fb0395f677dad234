### Danish: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· { $percent } % tabsrisiko
cmd-live_chances = Vis hver spillers vinderchance ved siden af scoren, opdateret efter hvert træk
cmd-live_chances-name = live-chancer
