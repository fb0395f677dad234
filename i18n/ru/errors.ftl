### Russian: answers to input Pips cannot take (forged or outdated buttons, commands and options).

error-component_invalid = Эта кнопка недействительна: её создал не Pips. Ничего не изменено.
error-component_gone = Этой кнопки больше нет в сообщении: оно изменилось после того, как вы его увидели. Ничего не изменено.
error-form_invalid = Эта форма недействительна: её открыл не Pips. Ничего не изменено.
error-store_outcome_unknown = База данных игр перестала отвечать, пока сохранялся ваш ход; игра показывает то, что сохранилось.
error-command_updated = Эта команда только что обновилась; попробуйте через минуту.
error-unknown_option = У /{ $command } нет опции «{ $option }»; ничего не сделано. Если команда только что обновилась, попробуйте через минуту.
error-option_value = Опция «{ $option }» принимает { $wants }; ничего не сделано.
error-wants-choice = одно из: { $choices }
error-wants-integer = целое число
error-wants-integer_range = целое число от { $min } до { $max }
error-wants-number = число
error-wants-number_range = число от { $min } до { $max }
error-wants-boolean = True или False
error-wants-text = текст не длиннее { $max } символов
error-wants-any_text = текст
error-wants-listed = одно из значений из списка Discord
error-guild_only = Эта команда работает только в канале сервера.
error-missing_permissions = Для этой команды нужно право { $permissions }.
error-bot_missing_permissions = Для этой команды мне нужно право { $permissions } в этом канале.
error-check_failed = Здесь эту команду использовать нельзя.
reach-external_apps_off = Этот сервер не разрешает участникам использовать внешние приложения, поэтому Pips может отвечать вам здесь только лично и не может открыть стол. Чтобы играть здесь, администратор может разрешить вашей роли «Использовать внешние приложения» (Настройки сервера → Роли) или добавить Pips на сервер. Играть можно и в личных сообщениях или групповом чате.
