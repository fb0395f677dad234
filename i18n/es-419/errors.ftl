### Español (Latinoamérica): respuestas a lo que Pips no puede aceptar (botones falsos o caducados, comandos y opciones).

## Botones y diálogos

error-component_invalid = Ese botón no es válido: no lo creó Pips. No se cambió nada.
error-component_gone = Ese botón ya no está en el mensaje: el mensaje cambió después de que lo viste. No se cambió nada.
error-form_invalid = Ese formulario no es válido: no lo abrió Pips. No se cambió nada.
error-store_outcome_unknown = La base de datos de partidas dejó de responder mientras se guardaba tu jugada; la mesa muestra lo que se conservó.

## Comandos de barra

error-command_updated = Este comando se acaba de actualizar; inténtalo en un minuto.
error-unknown_option = /{ $command } no tiene la opción “{ $option }”; no se hizo nada. Si el comando se acaba de actualizar, inténtalo en un minuto.
error-option_value = La opción “{ $option }” admite { $wants }; no se hizo nada.
error-wants-choice = uno de estos valores: { $choices }
error-wants-integer = un número entero
error-wants-integer_range = un número entero de { $min } a { $max }
error-wants-number = un número
error-wants-number_range = un número de { $min } a { $max }
error-wants-boolean = True o False
error-wants-text = un texto de { $max } caracteres como máximo
error-wants-any_text = un texto
error-wants-listed = uno de los valores que muestra Discord
error-guild_only = Este comando solo funciona en un canal de servidor.
error-missing_permissions = Necesitas el permiso { $permissions } para este comando.
error-bot_missing_permissions = Necesito el permiso { $permissions } en este canal para ese comando.
error-check_failed = No puedes usar este comando aquí.
reach-external_apps_off = Este servidor no permite a sus miembros usar apps externas, así que Pips solo puede responderte en privado aquí y no puede abrir una mesa. Para jugar aquí, un administrador puede permitir «Usar apps externas» a tu rol (Ajustes del servidor → Roles) o agregar Pips al servidor. También puedes jugar en un MD o en un MD grupal.
