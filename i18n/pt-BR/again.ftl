### Português (Brasil): salas de Jogar de novo / Revanche e os controles do anfitrião (/game remove, /game host).

## A sala que Jogar de novo abre

table-invited = Convidados da última partida (um clique em Entrar, mesma aposta): { $names }
table-server_settings = Este servidor · Idioma das mesas: { $language } · Lugares de computador: { $computers }
again-expired = O Jogar de novo expirou para esta partida; abra uma mesa nova com um comando /… start.

## Controles do anfitrião

cmd-game-remove = Tirar um jogador que sumiu; ele perde o lugar (anfitrião ou Gerenciar canais)
cmd-game-remove-player = O jogador a tirar
cmd-game-remove-player-name = jogador
cmd-game-host = Passar o papel de anfitrião para outro jogador da mesa
cmd-game-host-player = O jogador que vira anfitrião
cmd-game-host-player-name = jogador
event-removed = 🚪 <@{ $by }> tirou { $name } da mesa.
event-host_changed = 👑 { $name } agora é o anfitrião.
host-removed = <@{ $player }> foi tirado da mesa.
host-handed = <@{ $player }> agora é o anfitrião.
host-not_seated = <@{ $player }> não é uma pessoa jogando nesta mesa; nada foi alterado.
host-already = <@{ $player }> já é o anfitrião; nada foi alterado.
host-remove_self = Para você mesmo sair da mesa, use /game leave; nada foi alterado.
table-removed = O anfitrião tirou você desta partida; você pode entrar na próxima.
