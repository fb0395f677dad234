### Ukrainian: answers to input Pips cannot take (forged or outdated buttons, commands and options).

error-component_invalid = Ця кнопка недійсна: її створив не Pips. Нічого не змінено.
error-component_gone = Цієї кнопки вже немає в повідомленні: воно змінилося після того, як ви його побачили. Нічого не змінено.
error-form_invalid = Ця форма недійсна: її відкрив не Pips. Нічого не змінено.
error-store_outcome_unknown = База даних ігор перестала відповідати, поки зберігався ваш хід; гра показує те, що збереглося.
error-command_updated = Цю команду щойно оновлено; спробуйте за хвилину.
error-unknown_option = /{ $command } не має опції «{ $option }»; нічого не зроблено. Якщо команду щойно оновлено, спробуйте за хвилину.
error-option_value = Опція «{ $option }» приймає { $wants }; нічого не зроблено.
error-wants-choice = одне з: { $choices }
error-wants-integer = ціле число
error-wants-integer_range = ціле число від { $min } до { $max }
error-wants-number = число
error-wants-number_range = число від { $min } до { $max }
error-wants-boolean = True або False
error-wants-text = текст не довший за { $max } символів
error-wants-any_text = текст
error-wants-listed = одне зі значень зі списку Discord
error-guild_only = Ця команда працює лише в каналі сервера.
error-missing_permissions = Для цієї команди потрібен дозвіл { $permissions }.
error-bot_missing_permissions = Для цієї команди мені потрібен дозвіл { $permissions } у цьому каналі.
error-check_failed = Тут цю команду використовувати не можна.
reach-external_apps_off = Цей сервер не дозволяє учасникам користуватися зовнішніми застосунками, тому Pips може відповідати вам тут лише особисто й не може відкрити стіл. Щоб грати тут, адміністратор може дозволити вашій ролі «Використовувати зовнішні застосунки» (Налаштування сервера → Ролі) або додати Pips на сервер. Грати можна й в особистих повідомленнях чи груповому чаті.
