### Swedish: live win chances on the table (the live_chances table option).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· { $percent } % förlustrisk
cmd-live_chances = Visa varje spelares vinstchans bredvid poängen, uppdaterad efter varje drag
cmd-live_chances-name = livechanser
