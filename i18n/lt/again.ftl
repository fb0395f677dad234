### Lithuanian: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

table-invited = Pakviesti iš praeito žaidimo (vienu paspaudimu, tas pats statymas): { $names }
table-server_settings = Šis serveris · Stalų kalba: { $language } · Kompiuterių vietos: { $computers }
again-expired = „Žaisti dar kartą“ šiam žaidimui nebegalioja; atidarykite naują stalą komanda /… start.
cmd-game-remove = Pašalinti išėjusį žaidėją; jis pralaimi (šeimininkas arba „Tvarkyti kanalą“)
cmd-game-remove-player = Žaidėjas, kurį pašalinti
cmd-game-remove-player-name = žaidėjas
cmd-game-host = Perduoti šeimininko vaidmenį kitam žaidėjui prie stalo
cmd-game-host-player = Žaidėjas, kuris taps šeimininku
cmd-game-host-player-name = žaidėjas
event-removed = 🚪 <@{ $by }> pašalina { $name } nuo stalo.
event-host_changed = 👑 { $name } dabar šeimininkas.
host-removed = <@{ $player }> pašalintas nuo stalo.
host-handed = <@{ $player }> dabar šeimininkas.
host-not_seated = <@{ $player }> nežaidžia prie šio stalo; niekas nepakeista.
host-already = <@{ $player }> jau yra šeimininkas; niekas nepakeista.
host-remove_self = Norėdami patys palikti stalą, naudokite /game leave; niekas nepakeista.
table-removed = Šeimininkas pašalino jus iš šio žaidimo; galite prisijungti prie kito.
