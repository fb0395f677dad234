### Hungarian: /<game> odds, each seat's chances at a table before it starts.

cmd-odds-players = Hány játékos ül az asztalnál
cmd-odds-players-name = játékosok
cmd-odds-chips = Kezdő zsetonok játékosonként (alap: 3)
cmd-odds-chips-name = zsetonok
cmd-odds-post = A válasz közzététele a csatornában mindenkinek (alap: csak te látod)
cmd-odds-post-name = közzététel
odds-title = { $game } esélyek · { $players } játékos
odds-options = Opciók: { $options }
odds-options-none = nincs opció
odds-chips = fejenként { $chips } zseton
odds-decimal = { $whole },{ $fraction }
odds-seat = **{ $number }.** { $percent }%
odds-shared = Az egyenlő vezetők osztoznak a győzelmen: a játékok { $percent }%-a holtversennyel ér véget az első helyen, és minden egyenlő vezető nyertesnek számít, így az esélyek összege több mint 100%.
odds-length-rolls = Várható hossz: { $value } dobás
odds-length-throws = Várható hossz: { $value } dobás
odds-length-rounds = Várható hossz: { $value } kör
odds-score-points = Várható pontszám játékosonként: { $value } pont
odds-estimate = { $value } ± { $margin }
odds-method-simulation = { $games } játék szimulációja, ±{ $margin } százalékpont (3 standard hiba).
