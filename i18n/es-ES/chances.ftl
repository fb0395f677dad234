### Español (España): probabilidades de ganar en directo en la mesa (la opción live_chances).

chances-seat = { " " }· { $percent } %
chances-seat-lose = { " " }· { $percent } % de perder
cmd-live_chances = Muestra la probabilidad de ganar de cada jugador junto a su puntuación, tras cada jugada
cmd-live_chances-name = probabilidades
