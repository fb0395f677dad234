### Lithuanian: slash-command and option descriptions (Discord shows them in the command picker).

cmd-rules = Kaip šis botas žaidžia šį žaidimą, su jo parinktimis
cmd-turn_timeout = Sekundės, po kurių botas žaidžia už neveiklų žaidėją (15-3600; numatyta: /settings, kitaip 60)
cmd-game = Šio kanalo stalo žaidimas
cmd-game-status = Vėl parodyti šio kanalo stalą apačioje
cmd-game-leave = Palikti šio kanalo žaidimą (prarandate savo vietą)
cmd-game-cancel = Uždaryti šio kanalo stalą (šeimininkas arba „Tvarkyti kanalą“)
cmd-game-verify = Parodyti paskutinio čia žaidimo kauliukų įpareigojimą (ir sėklą, kai baigsis)
cmd-turn_timeout-name = ėjimo-laikas
cmd-leaderboard-game-name = žaidimas
