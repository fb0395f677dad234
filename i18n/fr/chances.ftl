### Français : les chances en direct sur la table (l'option de table live_chances).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· { $percent } % de perdre
cmd-live_chances = Afficher la chance de gagner de chaque joueur à côté de son score, à chaque coup
cmd-live_chances-name = chances-en-direct
