### Portuguese (Brazil): a finished game's replay, step by step (cogs/replay.py).

button-replay = Replay
history-replay = Replay… (escolha uma partida)
replay-first = Início
replay-back = Voltar
replay-next = Avançar
replay-last = Fim
replay-footer = Replay · passo { $step } de { $steps } · impressão digital dos dados { $fingerprint } · cada jogada aqui vem da semente da partida: /history mostra, /game verify explica como conferir
replay-other_guild = Essa partida foi jogada em outro servidor: o replay dela só aparece lá.
replay-not_finished = Só uma partida terminada tem replay: esta ainda não acabou ou foi cancelada.
replay-no_step = Este replay não tem o passo { $step }: os passos vão de 0 a { $steps }.
replay-unreadable = O registro dessa partida não pode ser reproduzido, então ela não tem replay.
