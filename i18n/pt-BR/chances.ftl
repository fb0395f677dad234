### Português (Brasil): chances de vitória ao vivo na mesa (a opção live_chances).

chances-seat = { " " }· { $percent }%
chances-seat-lose = { " " }· { $percent }% de perder
cmd-live_chances = Mostra a chance de vitória de cada jogador ao lado da pontuação, atualizada a cada jogada
cmd-live_chances-name = chances-ao-vivo
