### Hungarian: Play again / Rematch lobbies and the host's controls (/game remove, /game host).

table-invited = Meghívva az előző játékból (egy kattintás a Csatlakozásra, ugyanaz a tét): { $names }
table-server_settings = Ez a szerver: asztalok nyelve { $language }, gépi helyek { $computers }.
again-expired = Az új játék lehetősége lejárt ennél a játéknál; nyiss új asztalt egy /… start paranccsal.
cmd-game-remove = Eltávolít egy elment játékost; ő feladja (házigazda vagy Csatorna kezelése)
cmd-game-remove-player = Az eltávolítandó játékos
cmd-game-remove-player-name = játékos
cmd-game-host = A házigazda szerepét átadja egy másik játékosnak az asztalnál
cmd-game-host-player = A játékos, aki házigazda lesz
cmd-game-host-player-name = játékos
event-removed = 🚪 <@{ $by }> eltávolította az asztaltól: { $name }.
event-host_changed = 👑 Mostantól { $name } a házigazda.
host-removed = <@{ $player }> kikerült az asztaltól.
host-handed = Mostantól <@{ $player }> a házigazda.
host-not_seated = <@{ $player }> nem játszik ennél az asztalnál; semmi sem változott.
host-already = <@{ $player }> már a házigazda; semmi sem változott.
host-remove_self = Ha magad akarod elhagyni az asztalt, használd a /game leave parancsot; semmi sem változott.
table-removed = A házigazda eltávolított ebből a játékból; a következőhöz csatlakozhatsz.
