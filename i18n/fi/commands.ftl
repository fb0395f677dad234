### Finnish: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Miten tämä botti pelaa tätä peliä, asetuksineen
cmd-turn_timeout = Sekunnit ennen kuin botti pelaa toimettoman puolesta (15-3600; oletus: /settings, muuten 60)
cmd-game = Tämän kanavan pöydän peli
cmd-game-status = Näytä tämän kanavan pöytä uudelleen alimpana
cmd-game-leave = Poistu tämän kanavan pelistä (luovutat paikkasi)
cmd-game-cancel = Lopeta tämän kanavan pöytä (isäntä tai Hallitse kanavaa)
cmd-game-verify = Näytä täällä viimeksi pelatun pelin noppien sormenjälki (ja siemen pelin päätyttyä)
# Display names in the command picker: an option's `<key>.name` (1-32 characters, lowercase, no spaces;
# cogs/_translator.py), a choice's own key (1-100 characters).
cmd-turn_timeout-name = vuoroaika
cmd-leaderboard-game-name = peli
