### Hungarian: a finished game's replay, step by step (cogs/replay.py).

button-replay = Visszajátszás
history-replay = Visszajátszás… (válassz játékot)
replay-first = Eleje
replay-back = Vissza
replay-next = Tovább
replay-last = Vége
replay-footer = Visszajátszás · lépés: { $step }/{ $steps } · kocka-ujjlenyomat { $fingerprint } · itt minden dobás a játék magjából jön: a /history megmutatja, a /game verify azt, hogyan ellenőrizd
replay-other_guild = Ezt a játékot egy másik szerveren játszották: a visszajátszása csak ott látható.
replay-not_finished = Csak befejezett játéknak van visszajátszása: ez még nem ért véget, vagy törölték.
replay-no_step = Ebben a visszajátszásban nincs ilyen lépés: { $step }. A lépések: 0–{ $steps }.
replay-unreadable = A játék naplója nem játszható vissza, így nincs visszajátszása.
