### Bulgarian: answers to input Pips cannot take (forged or outdated buttons, commands and options).

error-component_invalid = Този бутон не е валиден: не е създаден от Pips. Нищо не е променено.
error-component_gone = Този бутон вече не е в съобщението: то се промени, след като го видяхте. Нищо не е променено.
error-form_invalid = Този формуляр не е валиден: не е отворен от Pips. Нищо не е променено.
error-store_outcome_unknown = Базата данни с игри спря да отговаря, докато ходът ви се записваше; играта показва какво е запазено.
error-command_updated = Тази команда току-що беше обновена; опитайте след минута.
error-unknown_option = /{ $command } няма опция „{ $option }“; нищо не е направено. Ако командата току-що е обновена, опитайте след минута.
error-option_value = Опцията „{ $option }“ приема { $wants }; нищо не е направено.
error-wants-choice = едно от: { $choices }
error-wants-integer = цяло число
error-wants-integer_range = цяло число от { $min } до { $max }
error-wants-number = число
error-wants-number_range = число от { $min } до { $max }
error-wants-boolean = True или False
error-wants-text = текст до { $max } знака
error-wants-any_text = текст
error-wants-listed = една от стойностите, които Discord предлага
error-guild_only = Тази команда работи само в канал на сървър.
error-missing_permissions = За тази команда ви трябва правото { $permissions }.
error-bot_missing_permissions = За тази команда ми трябва правото { $permissions } в този канал.
error-check_failed = Не можете да използвате тази команда тук.
reach-external_apps_off = Този сървър не позволява на членовете си да използват външни приложения, затова Pips може да ви отговаря тук само лично и не може да отвори маса. За да играете тук, администратор може да разреши „Използване на външни приложения“ за вашата роля (Настройки на сървъра → Роли) или да добави Pips към сървъра. Можете да играете и в ЛС или групово ЛС.
