### Português (Brasil): respostas ao que o Pips não pode aceitar (botões falsos ou antigos, comandos e opções).

## Botões e janelas

error-component_invalid = Esse botão não é válido: não foi o Pips que o criou. Nada foi alterado.
error-component_gone = Esse botão não está mais na mensagem: ela mudou depois que você a viu. Nada foi alterado.
error-form_invalid = Esse formulário não é válido: não foi o Pips que o abriu. Nada foi alterado.
error-store_outcome_unknown = O banco de dados das partidas parou de responder enquanto sua jogada era salva; a mesa mostra o que foi mantido.

## Comandos de barra

error-command_updated = Este comando acabou de ser atualizado; tente de novo em um minuto.
error-unknown_option = /{ $command } não tem a opção “{ $option }”; nada foi feito. Se o comando acabou de ser atualizado, tente de novo em um minuto.
error-option_value = A opção “{ $option }” aceita { $wants }; nada foi feito.
error-wants-choice = um destes: { $choices }
error-wants-integer = um número inteiro
error-wants-integer_range = um número inteiro de { $min } a { $max }
error-wants-number = um número
error-wants-number_range = um número de { $min } a { $max }
error-wants-boolean = True ou False
error-wants-text = um texto de no máximo { $max } caracteres
error-wants-any_text = um texto
error-wants-listed = um dos valores que o Discord lista
error-guild_only = Este comando só funciona em um canal de servidor.
error-missing_permissions = Você precisa da permissão { $permissions } para este comando.
error-bot_missing_permissions = Preciso da permissão { $permissions } neste canal para esse comando.
error-check_failed = Você não pode usar este comando aqui.
reach-external_apps_off = Este servidor não deixa os membros usarem apps externos, então o Pips só pode te responder em particular aqui e não pode abrir uma mesa. Para jogar aqui, um administrador pode permitir “Usar apps externos” para o seu cargo (Configurações do servidor → Cargos) ou adicionar o Pips ao servidor. Você também pode jogar em uma DM ou DM em grupo.
