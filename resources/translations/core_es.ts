<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
  <context>
    <name>core</name>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="41" />
      <source>{n} bet</source>
      <translation>{n} apuesta</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="42" />
      <source>{n} bets</source>
      <translation>{n} apuestas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="110" />
      <source>Long-run risk of ruin: 100% for any bankroll. The return plus {cash} cash back is {total}, at most 100%: the expected result of every hand is a loss, so played long enough every bankroll is lost. More cash back changes that; a session's odds are finite (the Session page).</source>
      <translation>Riesgo de ruina a largo plazo: 100% para cualquier bankroll. El retorno más {cash} de reembolso es {total}, como mucho 100%: el resultado esperado de cada mano es una pérdida, así que jugando lo suficiente se pierde cualquier bankroll. Un reembolso mayor cambia eso; las probabilidades de una sesión son finitas (la página Sesión).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="117" />
      <source>Long-run risk of ruin: 100% for any bankroll. The return is {total}, at most 100%: the expected result of every hand is a loss, so played long enough every bankroll is lost. More cash back changes that; a session's odds are finite (the Session page).</source>
      <translation>Riesgo de ruina a largo plazo: 100% para cualquier bankroll. El retorno es {total}, como mucho 100%: el resultado esperado de cada mano es una pérdida, así que jugando lo suficiente se pierde cualquier bankroll. Un reembolso mayor cambia eso; las probabilidades de una sesión son finitas (la página Sesión).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="132" />
      <source>No round can lose (edge {edge} a bet): the risk of ruin is 0.</source>
      <translation>Ninguna ronda puede perder (ventaja de {edge} por apuesta): el riesgo de ruina es 0.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="133" />
      <source>Return plus cash back {ret} (edge {edge} a bet). The risk of ever losing a bankroll of B bets is r^B with r = {r}.</source>
      <translation>Retorno más reembolso {ret} (ventaja de {edge} por apuesta). El riesgo de llegar a perder un bankroll de B apuestas es r^B, con r = {r}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="192" />
      <source>unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s, or Jk for the joker</source>
      <translation>carta desconocida {bad} (carta {n}); usa un valor 2-9, T (o 10), J, Q, K, A y un palo c, d, h, s, o Jk para el comodín</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="200" />
      <source>unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s</source>
      <translation>carta desconocida {bad} (carta {n}); usa un valor 2-9, T (o 10), J, Q, K, A y un palo c, d, h, s</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="211" />
      <source>card {n} is the joker ({token}), but this game has no joker</source>
      <translation>la carta {n} es el comodín ({token}), pero este juego no tiene comodín</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="221" />
      <source>duplicate card Jk (cards {first} and {second}); this game has one joker</source>
      <translation>carta repetida Jk (cartas {first} y {second}); este juego tiene un comodín</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="230" />
      <source>card {n} is a third joker ({token}), but this game has two</source>
      <translation>la carta {n} es un tercer comodín ({token}), pero este juego tiene dos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="240" />
      <source>duplicate card {card} (cards {first} and {second})</source>
      <translation>carta repetida {card} (cartas {first} y {second})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="252" />
      <source>expected {expected} cards, got {got}</source>
      <translation>se esperaban {expected} cartas, hay {got}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="285" />
      <source>a hand is five cards, got {n}</source>
      <translation>una mano son cinco cartas, hay {n}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="288" />
      <source>this game has no joker (52-card deck)</source>
      <translation>este juego no tiene comodín (baraja de 52 cartas)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="294" />
      <source>duplicate card {card} in {cards}</source>
      <translation>carta repetida {card} en {cards}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="89" />
      <source>{where}: pay must be a number, got {value}</source>
      <translation>{where}: el pago debe ser un número, no {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="106" />
      <source>{where}: pay must be a finite number, got {value}</source>
      <translation>{where}: el pago debe ser un número finito, no {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="144" />
      <source>{where}: pay {value} is not a finite number of at most {most}</source>
      <translation>{where}: el pago {value} no es un número finito de como mucho {most}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="157" />
      <source>{where}: pay must not be negative, got {value}</source>
      <translation>{where}: el pago no puede ser negativo, no {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="163" />
      <source>{where}: pay {value} is too large (at most {most})</source>
      <translation>{where}: el pago {value} es demasiado grande (como mucho {most})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="172" />
      <source>{where}: pay {value} has too many decimal places (at most 6)</source>
      <translation>{where}: el pago {value} tiene demasiados decimales (como mucho 6)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="118" />
      <source>wild: give either the shorthand wild = {wild} or {keys}, not both</source>
      <translation>wild: indica el atajo wild = {wild} o {keys}, no ambos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="131" />
      <source>wild: unknown value {value}; use "none", "deuces" or "joker" (or jokers, wild_ranks and wild_cards)</source>
      <translation>wild: valor desconocido {value}; usa "none", "deuces" o "joker" (o jokers, wild_ranks y wild_cards)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="141" />
      <source>jokers: must be 0, 1 or 2, got {value}</source>
      <translation>jokers: debe ser 0, 1 o 2, no {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="150" />
      <source>{key}: must be text such as {example}, got {value}</source>
      <translation>{key}: debe ser un texto como {example}, no {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="168" />
      <source>natural_in_place: must be true or false, got {value}</source>
      <translation>natural_in_place: debe ser true o false, no {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="184" />
      <source>{section}: must be a table of category = pay lines ({hint})</source>
      <translation>{section}: debe ser una tabla de líneas categoría = pago ({hint})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="192" />
      <source>{section}: {n} lines; a table lists at most {most}</source>
      <translation>{section}: {n} líneas; una tabla tiene como mucho {most}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="206" />
      <source>unknown key {key}; valid keys: {keys}</source>
      <translation>clave desconocida {key}; claves válidas: {keys}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="215" />
      <source>schema_version: must be a whole number &gt;= 1, got {value}</source>
      <translation>schema_version: debe ser un número entero &gt;= 1, no {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="219" />
      <source>schema_version: {version} is newer than this vptrainer reads ({known}); update vptrainer</source>
      <translation>schema_version: {version} es más reciente de lo que lee este vptrainer ({known}); actualiza vptrainer</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="228" />
      <source>name: must be non-empty text, got {value}</source>
      <translation>name: debe ser un texto no vacío, no {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="232" />
      <source>{key}: must be text</source>
      <translation>{key}: debe ser texto</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="241" />
      <source>published_return: must be a return such as 0.995439, got {value}</source>
      <translation>published_return: debe ser un retorno como 0.995439, no {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="271" />
      <source>{where}: missing {key}</source>
      <translation>{where}: falta {key}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="296" />
      <source>{where}: in a game with wild cards a four-of-a-kind split is paid on natural cards; add natural = true</source>
      <translation>{where}: en un juego con comodines, un póker dividido por valores se paga con cartas naturales; añade natural = true</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="315" />
      <source>{where}: the same split is listed twice</source>
      <translation>{where}: la misma división aparece dos veces</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="346" />
      <source>short.{key}: not a line of [pays]; a short pay changes a listed line's pay below max bet (lines: {lines})</source>
      <translation>short.{key}: no es una línea de [pays]; un pago reducido cambia el pago de una línea de la lista por debajo de la apuesta máxima (líneas: {lines})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="371" />
      <source>too large for {what} ({n} characters; at most {most})</source>
      <translation>demasiado grande para {what} ({n} caracteres; como mucho {most})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="373" />
      <source>a pay table</source>
      <translation>una tabla de pagos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="464" />
      <source>{where}: not valid TOML: {problem}</source>
      <translation>{where}: no es TOML válido: {problem}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="473" />
      <source>{where}: too deeply nested or too large for a pay table</source>
      <translation>{where}: demasiado anidado o demasiado grande para una tabla de pagos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="29" />
      <source>Super Times Pay plays with the base game's strategy: its multiplier lands before the deal and changes no hold. You practise the base game here, paid as the base game.</source>
      <translation>Super Times Pay se juega con la estrategia del juego base: su multiplicador llega antes del reparto y no cambia ninguna retención. Aquí practicas el juego base, pagado como el juego base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="41" />
      <source>Hot Roll plays with the base game's strategy: the dice multiply a whole game and change no hold. You practise the base game here, paid as the base game.</source>
      <translation>Hot Roll se juega con la estrategia del juego base: los dados multiplican una partida entera y no cambian ninguna retención. Aquí practicas el juego base, pagado como el juego base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="52" />
      <source>Big Times Draw plays with the base game's strategy: the multiplier is set before the hold and multiplies every hold alike. You practise the base game here, paid as the base game.</source>
      <translation>Big Times Draw se juega con la estrategia del juego base: el multiplicador se fija antes de retener y multiplica todas las retenciones por igual. Aquí practicas el juego base, pagado como el juego base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="64" />
      <source>Spin Poker plays with the base game's strategy: its nine paylines share one deck and change the swings, not the best hold. You practise the base game here, paid as the base game.</source>
      <translation>Spin Poker se juega con la estrategia del juego base: sus nueve líneas de pago comparten una baraja y cambian las oscilaciones, no la mejor retención. Aquí practicas el juego base, pagado como el juego base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="73" />
      <source>Standard play</source>
      <translation>Juego estándar</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="99" />
      <source>Ultimate X: 10 coins a line. A line's win earns it a multiplier for the next hand; holds are graded at the lines' total multiplier.</source>
      <translation>Ultimate X: 10 monedas por línea. El premio de una línea le da un multiplicador para la mano siguiente; las retenciones se califican con el multiplicador total de las líneas.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="103" />
      <source>Multi-Strike: four levels at 1x, 2x, 4x and 8x, bet together. A win or a free ride moves you up; each level is graded against its own optimal hold.</source>
      <translation>Multi-Strike: cuatro niveles a 1x, 2x, 4x y 8x, apostados juntos. Un premio o un free ride te hace subir; cada nivel se califica contra su propia retención óptima.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="107" />
      <source>Wheel Poker: 6 coins a line. A natural four of a kind spins the wheel; the wheel's mean prize changes the best hold, and grades count it.</source>
      <translation>Wheel Poker: 6 monedas por línea. Un póker natural hace girar la rueda; el premio medio de la rueda cambia la mejor retención, y las calificaciones lo cuentan.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="111" />
      <source>Dream Card: 10 coins a line. On a Dream Card deal the fifth card is the machine's choice; the strategy is then the base game's.</source>
      <translation>Dream Card: 10 monedas por línea. En un reparto con Dream Card la quinta carta la elige la máquina; la estrategia es entonces la del juego base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/common.py" line="79" />
      <source>{game} is not solved for {table} yet; wait a moment</source>
      <translation>{game} aún no está resuelto para {table}; espera un momento</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/common.py" line="147" />
      <source>the base game's EVs</source>
      <translation>los EV del juego base</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="108" />
      <source>value on level {level}, the next level counted</source>
      <translation>valor en el nivel {level}, contando el nivel siguiente</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="114" />
      <source>Level {level} of {levels} pays {m}x.</source>
      <translation>El nivel {level} de {levels} paga {m}x.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="121" />
      <source>Free ride: you move up a level whatever you draw.</source>
      <translation>Free ride: subes un nivel robes lo que robes.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="123" />
      <source>A paying hand moves you up a level.</source>
      <translation>Una mano ganadora te hace subir un nivel.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="136" />
      <source>On level {level}, hold {best}, as in the base game.</source>
      <translation>En el nivel {level}, retén {best}, como en el juego base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="141" />
      <source>On level {level}, hold {best}: a paying hand is worth {bets} bets more here (the next level's value), so the hold most likely to pay gains.</source>
      <translation>En el nivel {level}, retén {best}: una mano ganadora vale {bets} apuestas más aquí (el valor del nivel siguiente), así que gana la retención con más probabilidad de pagar.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="54" />
      <source>{some} and {last}</source>
      <translation>{some} y {last}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="216" />
      <source>value at {m}x per coin of a line, 5 coins a line</source>
      <translation>valor a {m}x por moneda de una línea, 5 monedas por línea</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="219" />
      <source>value at {m}x per coin of a line, the next hand's multipliers counted</source>
      <translation>valor a {m}x por moneda de una línea, contando los multiplicadores de la mano siguiente</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="227" />
      <source>The line carries {m}x into this hand.</source>
      <translation>La línea trae {m}x a esta mano.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="229" />
      <source>The {lines} lines carry {multipliers} into this hand: a total multiplier of {m}x.</source>
      <translation>Las {lines} líneas traen {multipliers} a esta mano: un multiplicador total de {m}x.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="236" />
      <source>You bet 5 coins a line: the wins are multiplied, no new multiplier is earned.</source>
      <translation>Apostaste 5 monedas por línea: los premios se multiplican, no se gana ningún multiplicador nuevo.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="253" />
      <source>With {m}x on the lines and 5 coins a line, hold {best}.</source>
      <translation>Con {m}x en las líneas y 5 monedas por línea, retén {best}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="257" />
      <source>With {m}x on the lines, hold {best}, as in the base game.</source>
      <translation>Con {m}x en las líneas, retén {best}, como en el juego base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="261" />
      <source>With {m}x on the lines, hold {best}: the multipliers it earns for the next hand are worth more here than the base game's hold, {base}.</source>
      <translation>Con {m}x en las líneas, retén {best}: los multiplicadores que gana para la mano siguiente valen aquí más que la retención del juego base, {base}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="274" />
      <source>This deal's best hold changes at a total multiplier of {turns}.</source>
      <translation>La mejor retención de este reparto cambia con un multiplicador total de {turns}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="288" />
      <source>10 coins</source>
      <translation>10 monedas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="288" />
      <source>5 coins</source>
      <translation>5 monedas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="290" />
      <source>Right bet: at {m}x, {better} a line is the better bet.</source>
      <translation>Apuesta correcta: a {m}x, {better} por línea es la mejor apuesta.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="293" />
      <source>Wrong bet: at {m}x, {better} a line is the better bet; your bet gave up {loss} coins on average.</source>
      <translation>Apuesta incorrecta: a {m}x, {better} por línea es la mejor apuesta; tu apuesta perdió {loss} monedas de media.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="65" />
      <source>EV with the wheel's mean prize</source>
      <translation>EV con el premio medio de la rueda</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="85" />
      <source>The wheel spun for a natural four of a kind and paid {won} coins.</source>
      <translation>La rueda giró por un póker natural y pagó {won} monedas.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="94" />
      <source>With the wheel, hold {best}, as in the base game.</source>
      <translation>Con la rueda, retén {best}, como en el juego base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="99" />
      <source>With the wheel, hold {best}: its mean prize of {mean} coins on every natural four of a kind makes it better than the base game's hold, {base}.</source>
      <translation>Con la rueda, retén {best}: su premio medio de {mean} monedas en cada póker natural la hace mejor que la retención del juego base, {base}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="170" />
      <source>An ordinary deal: no Dream Card this time.</source>
      <translation>Un reparto normal: esta vez no hay Dream Card.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="173" />
      <source>Dream Card: the fifth card, {card}, is the machine's choice (the card that makes the best dealt hand).</source>
      <translation>Dream Card: la quinta carta, {card}, es la elección de la máquina (la carta que forma la mejor mano servida).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="180" />
      <source>The best-EV card would be {cards}.</source>
      <translation>La carta de mayor EV sería {cards}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="189" />
      <source>The machine's Dream Card was also the best-EV card; once the cards are set the strategy is the base game's.</source>
      <translation>La Dream Card de la máquina también era la carta de mayor EV; fijadas las cartas, la estrategia es la del juego base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="193" />
      <source>The machine's Dream Card gives this deal {coins} coins; the best-EV card would give {best}. Once the cards are set the strategy is the base game's.</source>
      <translation>La Dream Card de la máquina da a este reparto {coins} monedas; la carta de mayor EV daría {best}. Fijadas las cartas, la estrategia es la del juego base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="34" />
      <source>Random deals</source>
      <translation>Manos aleatorias</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="35" />
      <source>Weak spots</source>
      <translation>Puntos débiles</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="36" />
      <source>Close calls</source>
      <translation>Decisiones ajustadas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="37" />
      <source>My mistakes</source>
      <translation>Mis errores</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="70" />
      <source>rule {number}</source>
      <translation>regla {number}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="71" />
      <source>no rule</source>
      <translation>ninguna regla</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="76" />
      <source>discard all</source>
      <translation>descartar todo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="83" />
      <source>{first} or {second}</source>
      <translation>{first} o {second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="88" />
      <source>major</source>
      <translation>grave</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="88" />
      <source>minor</source>
      <translation>leve</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="100" />
      <source>✓ Correct (tied best) — you held {hold}: EV {ev} per coin, the best there is. {n} holds share the best EV.</source>
      <translation>✓ Correcto (empate al mejor) — retuviste {hold}: EV {ev} por moneda, lo mejor posible. {n} retenciones comparten el mejor EV.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="108" />
      <source>✓ Correct — you held {hold}: EV {ev} per coin, the best there is.</source>
      <translation>✓ Correcto — retuviste {hold}: EV {ev} por moneda, lo mejor posible.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="124" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ Error ({severity}) — cuesta {cost} monedas con {bet} moneda en {lines} líneas ({per_coin} por moneda).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="130" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ Error ({severity}) — cuesta {cost} monedas con {bet} monedas en {lines} líneas ({per_coin} por moneda).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="138" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin ({per_coin} per coin).</source>
      <translation>✗ Error ({severity}) — cuesta {cost} monedas con {bet} moneda ({per_coin} por moneda).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="143" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins ({per_coin} per coin).</source>
      <translation>✗ Error ({severity}) — cuesta {cost} monedas con {bet} monedas ({per_coin} por moneda).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="147" />
      <source>You held {hold}: EV {ev} per coin. Best: {best}: EV {best_ev} per coin.</source>
      <translation>Retuviste {hold}: EV {ev} por moneda. Mejor: {best}: EV {best_ev} por moneda.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="189" />
      <source>cards no rule keeps</source>
      <translation>cartas que ninguna regla retiene</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="193" />
      <source>Chart: {words}, {rule}.</source>
      <translation>Tabla: {words}, {rule}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="194" />
      <source>Chart: no rule of the chart plays this hold.</source>
      <translation>Tabla: ninguna regla de la tabla juega esta retención.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="196" />
      <source>You kept {kept}; the best hold here follows no rule of the chart.</source>
      <translation>Retuviste {kept}; aquí la mejor retención no sigue ninguna regla de la tabla.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="200" />
      <source>You kept {kept}; {words}, {rule}, comes first.</source>
      <translation>Retuviste {kept}; {words}, {rule}, va antes.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="207" />
      <source>You kept {kept}, but not the best cards for it.</source>
      <translation>Retuviste {kept}, pero no las mejores cartas para ello.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="208" />
      <source>You kept {kept}; here the best hold is {words}, {rule}, an exception to the chart.</source>
      <translation>Retuviste {kept}; aquí la mejor retención es {words}, {rule}, una excepción a la tabla.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="216" />
      <source>Reason coming: the strategy chart of this table is still being made; the rules behind this mistake show here when it is ready.</source>
      <translation>Motivo en camino: la tabla de estrategia de esta mesa aún se está calculando; las reglas detrás de este error aparecerán aquí cuando esté lista.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="228" />
      <source>discard everything</source>
      <translation>descartarlo todo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="232" />
      <source>✓ Right by the {rules}-rule chart ({where}).</source>
      <translation>✓ Correcto según la tabla de {rules} reglas ({where}).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="234" />
      <source>✗ Not what the {rules}-rule chart plays ({where}).</source>
      <translation>✗ No es lo que juega la tabla de {rules} reglas ({where}).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="239" />
      <source>The simplification costs {cost} coins here, against optimal play.</source>
      <translation>La simplificación cuesta aquí {cost} monedas frente al juego óptimo.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="243" />
      <source>Here it plays as well as optimal play.</source>
      <translation>Aquí juega tan bien como el juego óptimo.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="257" />
      <source>{coins} more</source>
      <translation>{coins} más</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="259" />
      <source>{coins} less: you were lucky</source>
      <translation>{coins} menos: tuviste suerte</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="261" />
      <source>the same</source>
      <translation>lo mismo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="265" />
      <source>no win</source>
      <translation>sin premio</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="267" />
      <source>Luck: the best hold would have drawn {cards}, {what} ({verdict}).</source>
      <translation>Suerte: la mejor retención habría robado {cards}, {what} ({verdict}).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="278" />
      <source>Holding {hold} is a {severity} mistake: it gives up {cost} coins (EV {ev} against {best_ev} per coin).

The best hold is {best}.

Draw anyway?</source>
      <translation>Retener {hold} es un error {severity}: renuncias a {cost} monedas (EV {ev} frente a {best_ev} por moneda).

La mejor retención es {best}.

¿Robar de todos modos?</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="292" />
      <source>The dealt hand already pays: {hand} ({coins} coins), and this hold can end with less. Draw anyway?</source>
      <translation>La mano servida ya paga: {hand} ({coins} monedas), y esta retención puede acabar con menos. ¿Robar de todos modos?</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="303" />
      <source>{hand} — wins {coins}</source>
      <translation>{hand} — gana {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="304" />
      <source>No win</source>
      <translation>Sin premio</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="317" />
      <source>{lines} lines — no win</source>
      <translation>{lines} líneas — sin premio</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="321" />
      <source>{lines} lines — win {coins}</source>
      <translation>{lines} líneas — ganan {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="322" />
      <source>{lines} lines — {winners} win {coins}</source>
      <translation>{lines} líneas — {winners} ganan {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="336" />
      <source>Dealt {hand}: bonus {coins}</source>
      <translation>Servida {hand}: bono de {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="366" />
      <source>({lines} lines)</source>
      <translation>({lines} líneas)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="368" />
      <source>({n} with help, not graded)</source>
      <translation>({n} con ayuda, sin calificar)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="373" />
      <source>{n} of {unaided} unaided ({accuracy})</source>
      <translation>{n} de {unaided} sin ayuda ({accuracy})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="379" />
      <source>computing…</source>
      <translation>calculando…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="384" />
      <source>— (every hand had help)</source>
      <translation>— (todas las manos tuvieron ayuda)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="396" />
      <source>{cost} coins</source>
      <translation>{cost} monedas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="398" />
      <source>{cost} coins ({per_coin} per coin bet)</source>
      <translation>{cost} monedas ({per_coin} por moneda apostada)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="403" />
      <source>{mistakes} ({minor} minor, {major} major)</source>
      <translation>{mistakes} ({minor} leves, {major} graves)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="410" />
      <source>(and {n} with help, {cost} coins, not counted)</source>
      <translation>(y {n} con ayuda, {cost} monedas, no contados)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="419" />
      <source>Hands</source>
      <translation>Manos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="419" />
      <source>Held correctly</source>
      <translation>Retenciones correctas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="421" />
      <source>Mistakes</source>
      <translation>Errores</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="423" />
      <source>Credits won/lost</source>
      <translation>Créditos ganados/perdidos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="430" />
      <source>EV given up</source>
      <translation>EV perdido</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="431" />
      <source>Your return</source>
      <translation>Tu retorno</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="431" />
      <source>Optimal return</source>
      <translation>Retorno óptimo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="437" />
      <source>Paid back</source>
      <translation>Devuelto</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="438" />
      <source>{percent} of the coins bet, luck included</source>
      <translation>{percent} de las monedas apostadas, suerte incluida</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="447" />
      <source>Perfect play</source>
      <translation>Juego perfecto</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="475" />
      <source>would have won {paid} coins on the same cards (you won {yours}); expected {expected} coins, your holds {expected_yours}</source>
      <translation>habría ganado {paid} monedas con las mismas cartas (tú ganaste {yours}); esperado {expected} monedas, tus retenciones {expected_yours}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="480" />
      <source>expected {expected} coins on these deals, your holds {expected_yours}</source>
      <translation>esperado {expected} monedas en estas manos, tus retenciones {expected_yours}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="500" />
      <source>unknown</source>
      <translation>desconocido</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="504" />
      <source>hands {hands} ({helped} with help); mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>manos {hands} ({helped} con ayuda); errores {mistakes} ({minor} leves, {major} graves); EV perdido {cost} monedas; tu retorno {ret}; créditos {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="510" />
      <source>hands {hands}; mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>manos {hands}; errores {mistakes} ({minor} leves, {major} graves); EV perdido {cost} monedas; tu retorno {ret}; créditos {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="522" />
      <source>Start a new session with seed {seed}? This session's 1 hand stays in your history; the statistics start again from zero.</source>
      <translation>¿Empezar una nueva sesión con la semilla {seed}? La 1 mano de esta sesión queda en tu historial; las estadísticas empiezan de cero.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="527" />
      <source>Start a new session with seed {seed}? This session's {n} hands stay in your history; the statistics start again from zero.</source>
      <translation>¿Empezar una nueva sesión con la semilla {seed}? Las {n} manos de esta sesión quedan en tu historial; las estadísticas empiezan de cero.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="534" />
      <source>Start a new session with random deals? This session's 1 hand stays in your history; the statistics start again from zero.</source>
      <translation>¿Empezar una nueva sesión con cartas al azar? La 1 mano de esta sesión queda en tu historial; las estadísticas empiezan de cero.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="538" />
      <source>Start a new session with random deals? This session's {n} hands stay in your history; the statistics start again from zero.</source>
      <translation>¿Empezar una nueva sesión con cartas al azar? Las {n} manos de esta sesión quedan en tu historial; las estadísticas empiezan de cero.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="564" />
      <source>seed {seed}</source>
      <translation>semilla {seed}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="564" />
      <source>random deals</source>
      <translation>manos aleatorias</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="568" />
      <source>Optimal return: computing… · {drill}</source>
      <translation>Retorno óptimo: calculando… · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="569" />
      <source>optimal return: computing…, {drill}</source>
      <translation>retorno óptimo: calculando…, {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="573" />
      <source>Optimal {ret} · {drill}</source>
      <translation>Óptimo {ret} · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="574" />
      <source>optimal {ret}, {drill}</source>
      <translation>óptimo {ret}, {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="591" />
      <source>{Rule}, the wrong cards of it, played</source>
      <translation>{Rule}, con las cartas equivocadas, jugado</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="593" />
      <source>A hold no rule keeps, the wrong cards of it, played</source>
      <translation>Una retención que ninguna regla hace, con las cartas equivocadas, jugada</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="595" />
      <source>{Rule} played over {over}</source>
      <translation>{Rule} jugado en lugar de {over}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="599" />
      <source>A hold no rule keeps played over {over}</source>
      <translation>Una retención que ninguna regla hace jugada en lugar de {over}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="601" />
      <source>{head}: {times} time, {cost} coins</source>
      <translation>{head}: {times} vez, {cost} monedas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="602" />
      <source>{head}: {times} times, {cost} coins</source>
      <translation>{head}: {times} veces, {cost} monedas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="616" />
      <source>It is another program's file and was left untouched: move or rename it, and vptrainer starts a new history.</source>
      <translation>Es un archivo de otro programa y no se ha tocado: muévelo o cámbiale el nombre, y vptrainer empezará un historial nuevo.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="620" />
      <source>It was written by a newer vptrainer and was left untouched: update vptrainer to go on with it.</source>
      <translation>Lo escribió un vptrainer más reciente y no se ha tocado: actualiza vptrainer para seguir con él.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="624" />
      <source>It is damaged and was left untouched: restore a backup, or move it away to start a new history.</source>
      <translation>Está dañado y no se ha tocado: restaura una copia de seguridad, o muévelo a otro sitio para empezar un historial nuevo.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="628" />
      <source>It cannot be written here: make the file and its folder writable (it is not damaged, and nothing was changed).</source>
      <translation>No se puede escribir aquí: haz que el archivo y su carpeta se puedan escribir (no está dañado y no se ha cambiado nada).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="632" />
      <source>A folder is where the history file should be: rename or remove it.</source>
      <translation>Hay una carpeta donde debería estar el archivo del historial: cámbiale el nombre o elimínala.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="633" />
      <source>It holds SQL that runs by itself (someone else's triggers or views) and was left untouched: move it away to start a new history.</source>
      <translation>Contiene SQL que se ejecuta solo (triggers o vistas de otra persona) y no se ha tocado: muévelo a otro sitio para empezar un historial nuevo.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="637" />
      <source>It could not be used: check the disk and the folder's permissions.</source>
      <translation>No se pudo usar: revisa el disco y los permisos de la carpeta.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="648" />
      <source>History is off: {error}. {advice} Practice goes on, but hands are not saved.</source>
      <translation>Historial desactivado: {error}. {advice} La práctica sigue, pero las manos no se guardan.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="66" />
      <source>a hint</source>
      <translation>una pista</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="67" />
      <source>a warning</source>
      <translation>un aviso</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="68" />
      <source>a replay</source>
      <translation>una repetición</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="69" />
      <source>none</source>
      <translation>ninguna</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="71" />
      <source>Hold the cards you want (click them or press 1–5), then draw (Enter or Space).</source>
      <translation>Retén las cartas que quieras (haz clic en ellas o pulsa 1–5) y luego roba (Intro o Espacio).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="90" />
      <source>Dealt: {hand}</source>
      <translation>Servida: {hand}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="362" />
      <source>Weak spots: reading your history…</source>
      <translation>Puntos débiles: leyendo tu historial…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="365" />
      <source>Weak spots: none waiting (random deals until you miss one)</source>
      <translation>Puntos débiles: ninguno pendiente (manos aleatorias hasta que falles una)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="366" />
      <source>Weak spots: {n} waiting, next {situation}</source>
      <translation>Puntos débiles: {n} pendientes, el siguiente {situation}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="372" />
      <source>My mistakes: reading your history…</source>
      <translation>Mis errores: leyendo tu historial…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="373" />
      <source>My mistakes: {n} to play right</source>
      <translation>Mis errores: {n} por jugar bien</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="375" />
      <source>two best holds within {margin} per coin</source>
      <translation>las dos mejores retenciones a menos de {margin} por moneda</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="377" />
      <source>Close calls ({within}): finding them…</source>
      <translation>Decisiones ajustadas ({within}): buscándolas…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="378" />
      <source>Close calls: {n} kinds of deal, {within}</source>
      <translation>Decisiones ajustadas: {n} tipos de reparto, {within}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="398" />
      <source>My mistakes: none left to replay; a random deal.</source>
      <translation>Mis errores: no queda ninguno por repetir; un reparto aleatorio.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="403" />
      <source>My mistakes: {n} to play right.</source>
      <translation>Mis errores: {n} por jugar bien.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="411" />
      <source>Close call: this deal's best hold changes with the multipliers.</source>
      <translation>Decisión ajustada: la mejor retención de este reparto cambia con los multiplicadores.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="415" />
      <source>Close calls: not ready; a random deal.</source>
      <translation>Decisiones ajustadas: aún no están listas; un reparto aleatorio.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="416" />
      <source>Close call.</source>
      <translation>Decisión ajustada.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="421" />
      <source>Weak spots: none waiting; a random deal.</source>
      <translation>Puntos débiles: ninguno pendiente; un reparto aleatorio.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="428" />
      <source>Weak spot: {situation}.</source>
      <translation>Punto débil: {situation}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="495" />
      <source>Draw away a paying hand?</source>
      <translation>¿Descartar una mano ganadora?</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="498" />
      <source>Strategy mistake</source>
      <translation>Error de estrategia</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="527" />
      <source>no rule of the chart</source>
      <translation>ninguna regla de la tabla</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="529" />
      <source>Hint: the best hold here follows {where}.</source>
      <translation>Pista: aquí la mejor retención sigue {where}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="554" />
      <source>Against optimal play: {grade}</source>
      <translation>Frente al juego óptimo: {grade}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="563" />
      <source>(Played with help — {help}: not counted in your accuracy or your return.)</source>
      <translation>(Jugada con ayuda — {help}: no cuenta en tu precisión ni en tu retorno.)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="21" />
      <source>ace</source>
      <translation>as</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="22" />
      <source>king</source>
      <translation>rey</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="23" />
      <source>queen</source>
      <translation>reina</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="24" />
      <source>jack</source>
      <translation>jota</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="25" />
      <source>ten</source>
      <translation>diez</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="28" />
      <source>deuces</source>
      <translation>doses</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="29" />
      <source>jokers</source>
      <translation>comodines</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="30" />
      <source>wild cards</source>
      <translation>cartas comodín</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="64" />
      <source>any of the hands named (the best one when a hand fits several)</source>
      <translation>cualquiera de las jugadas nombradas (la mejor si una mano encaja en varias)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="67" />
      <source>commas</source>
      <translation>comas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="69" />
      <source>a list: the words before the first item go for every item</source>
      <translation>una lista: las palabras antes o después de los elementos valen para todos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="71" />
      <source>straight flush</source>
      <translation>escalera de color</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="72" />
      <source>royal flush</source>
      <translation>escalera real</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="74" />
      <source>natural</source>
      <translation>natural</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="76" />
      <source>without {wilds}</source>
      <translation>sin {wilds}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="79" />
      <source>wild royal flush</source>
      <translation>escalera real con comodín</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="81" />
      <source>a royal flush with at least one of the {wilds}</source>
      <translation>una escalera real con al menos uno de los {wilds}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="84" />
      <source>N to a hand</source>
      <translation>N a una jugada</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="87" />
      <source>that many cards of the hand held, {wilds} included</source>
      <translation>tantas cartas de la jugada retenidas, {wilds} incluidos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="89" />
      <source>that many cards of the hand held</source>
      <translation>tantas cartas de la jugada retenidas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="92" />
      <source>suited</source>
      <translation>del mismo palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="92" />
      <source>all of one suit</source>
      <translation>todas de un mismo palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="93" />
      <source>unsuited</source>
      <translation>de distinto palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="93" />
      <source>not all of one suit</source>
      <translation>no todas de un mismo palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="95" />
      <source>high cards</source>
      <translation>cartas altas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="97" />
      <source>cards of {ranks}</source>
      <translation>cartas de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="100" />
      <source>high pair</source>
      <translation>pareja alta</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="102" />
      <source>a pair of {ranks}</source>
      <translation>una pareja de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="105" />
      <source>low pair</source>
      <translation>pareja baja</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="107" />
      <source>a pair below {ranks}</source>
      <translation>una pareja por debajo de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="110" />
      <source>outside</source>
      <translation>de dos puntas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="112" />
      <source>four in a row, open at both ends (not A-2-3-4 or J-Q-K-A)</source>
      <translation>cuatro seguidas, abiertas por ambos lados (no A-2-3-4 ni J-Q-K-A)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="115" />
      <source>inside</source>
      <translation>con hueco</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="117" />
      <source>one rank missing, or four in a row at an end (A-2-3-4, J-Q-K-A)</source>
      <translation>falta un valor en medio, o cuatro seguidas en un extremo (A-2-3-4, J-Q-K-A)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="120" />
      <source>gaps</source>
      <translation>huecos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="122" />
      <source>ranks missing inside the cards held, plus one for each end of the deck that cuts the straights short (A-2-3 and Q-K-A have 2, as the Wizard of Odds counts)</source>
      <translation>valores que faltan entre las cartas retenidas, más uno por cada extremo de la baraja que acorta las escaleras (A-2-3 y Q-K-A tienen 2, como los cuenta Wizard of Odds)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="128" />
      <source>span</source>
      <translation>amplitud</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="130" />
      <source>the ranks from the lowest card held to the highest, the ace high or low, both counted</source>
      <translation>los valores de la carta retenida más baja a la más alta, ambas incluidas, con el as alto o bajo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="135" />
      <source>ranks</source>
      <translation>valores</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="137" />
      <source>every card held (not wild) is of these ranks</source>
      <translation>cada carta retenida (no comodín) es de estos valores</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="140" />
      <source>highest/lowest rank</source>
      <translation>carta más alta/más baja</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="142" />
      <source>of the cards held (not wild), the ace low when the cards fit a straight only so</source>
      <translation>de las cartas retenidas (no comodines), con el as bajo cuando solo así forman escalera</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="147" />
      <source>only</source>
      <translation>solo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="147" />
      <source>those cards alone, the others discarded</source>
      <translation>solo esas cartas, descartando las demás</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="150" />
      <source>pick the lowest/highest</source>
      <translation>elige la más baja/más alta</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="152" />
      <source>of several holds that fit, the lowest (or highest) ranks</source>
      <translation>de varias retenciones que encajan, la de valores más bajos (o más altos)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="155" />
      <source>penalty card</source>
      <translation>carta de penalización</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="157" />
      <source>a discarded card that lowers the value of a hold: a rule may play only with or without one</source>
      <translation>una carta descartada que baja el valor de una retención: una regla puede valer solo con ella o sin ella</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="163" />
      <source>flush card (fp)</source>
      <translation>carta de color (fp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="165" />
      <source>a discarded card of the suit of the cards held</source>
      <translation>una carta descartada del palo de las cartas retenidas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="168" />
      <source>straight card (sp)</source>
      <translation>carta de escalera (sp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="170" />
      <source>a discarded card of a new rank that fits a straight with the cards held</source>
      <translation>una carta descartada de un valor nuevo que forma escalera con las cartas retenidas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="175" />
      <source>discarded high card (hp)</source>
      <translation>carta alta descartada (hp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="177" />
      <source>a discarded card of {ranks}</source>
      <translation>una carta descartada de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="182" />
      <source>a discarded card of a rank missing inside the cards held</source>
      <translation>una carta descartada de un valor que falta entre las cartas retenidas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="187" />
      <source>the card held has the fewest straight cards among the discards</source>
      <translation>la carta retenida tiene el menor número de cartas de escalera entre los descartes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="192" />
      <source>in brackets: none of the discards is that</source>
      <translation>entre corchetes: ningún descarte es eso</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="197" />
      <source>in brackets: at least one of the discards is that</source>
      <translation>entre corchetes: al menos un descarte es eso</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="200" />
      <source>discarded ranks</source>
      <translation>valores descartados</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="202" />
      <source>a card of that rank among the discards</source>
      <translation>una carta de ese valor entre los descartes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="205" />
      <source>of one suit</source>
      <translation>de un mismo palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="207" />
      <source>the discards include one card of each rank named, all of one suit</source>
      <translation>los descartes incluyen una carta de cada valor nombrado, todas del mismo palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="212" />
      <source>a discard of a suit of the cards held, or of none of them</source>
      <translation>un descarte de un palo de las cartas retenidas, o de ninguno de ellos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="215" />
      <source>kicker</source>
      <translation>kicker</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="217" />
      <source>the fifth card, held with the four (or three) of a kind</source>
      <translation>la quinta carta, retenida con el póker (o el trío)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="220" />
      <source>from a deal with</source>
      <translation>de un reparto con</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="222" />
      <source>the deal has exactly that many {wilds}</source>
      <translation>el reparto tiene exactamente esa cantidad de {wilds}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="227" />
      <source>when no rule fits, draw five new cards</source>
      <translation>si ninguna regla encaja, pide cinco cartas nuevas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="249" />
      <source>Headings</source>
      <translation>Encabezados</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="250" />
      <source>a heading's rules play only the deals with that many {wilds}, and hold them all unless a rule says otherwise</source>
      <translation>las reglas de un encabezado valen solo para los repartos con esa cantidad de {wilds}, y los retienen todos salvo que la regla diga otra cosa</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="47" />
      <source>deuce</source>
      <translation>dos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="48" />
      <source>joker</source>
      <translation>comodín</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="49" />
      <source>wild card</source>
      <translation>carta comodín</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="50" />
      <source>gap</source>
      <translation>hueco</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="51" />
      <source>card</source>
      <translation>carta</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="51" />
      <source>cards</source>
      <translation>cartas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="52" />
      <source>three</source>
      <translation>tres</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="53" />
      <source>four</source>
      <translation>cuatro</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="54" />
      <source>five</source>
      <translation>cinco</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="55" />
      <source>six</source>
      <translation>seis</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="56" />
      <source>seven</source>
      <translation>siete</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="57" />
      <source>eight</source>
      <translation>ocho</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="58" />
      <source>nine</source>
      <translation>nueve</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="68" />
      <source>twos</source>
      <translation>doses</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="69" />
      <source>threes</source>
      <translation>treses</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="70" />
      <source>fours</source>
      <translation>cuatros</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="71" />
      <source>fives</source>
      <translation>cincos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="72" />
      <source>sixes</source>
      <translation>seises</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="73" />
      <source>sevens</source>
      <translation>sietes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="74" />
      <source>eights</source>
      <translation>ochos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="75" />
      <source>nines</source>
      <translation>nueves</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="76" />
      <source>tens</source>
      <translation>dieces</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="77" />
      <source>jacks</source>
      <translation>jotas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="78" />
      <source>queens</source>
      <translation>reinas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="79" />
      <source>kings</source>
      <translation>reyes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="80" />
      <source>aces</source>
      <translation>ases</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="84" />
      <source>pair</source>
      <translation>pareja</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="85" />
      <source>two pair</source>
      <translation>doble pareja</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="86" />
      <source>three of a kind</source>
      <translation>trío</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="87" />
      <source>straight</source>
      <translation>escalera</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="88" />
      <source>flush</source>
      <translation>color</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="89" />
      <source>full house</source>
      <translation>full</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="90" />
      <source>four of a kind</source>
      <translation>póker</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="93" />
      <source>five of a kind</source>
      <translation>repóker</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="118" />
      <source>no {noun}</source>
      <translation>sin {noun}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="121" />
      <source>{n} or more {noun}</source>
      <translation>{n} o más {noun}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="128" />
      <source>{first} and {second}</source>
      <translation>{first} y {second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="140" />
      <source>the joker</source>
      <translation>el comodín</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="140" />
      <source>no joker</source>
      <translation>sin comodín</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="172" />
      <source>flush card</source>
      <translation>carta de color</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="172" />
      <source>flush cards</source>
      <translation>cartas de color</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="173" />
      <source>straight card</source>
      <translation>carta de escalera</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="173" />
      <source>straight cards</source>
      <translation>cartas de escalera</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="174" />
      <source>high card</source>
      <translation>carta alta</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="187" />
      <source>a discarded {what}</source>
      <translation>descartando 1 {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="188" />
      <source>{n} or more discarded {what}</source>
      <translation>descartando {n} o más {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="192" />
      <source>no discarded {what}</source>
      <translation>sin descartar {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="193" />
      <source>{n} discarded {what}</source>
      <translation>descartando {n} {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="196" />
      <source>{lo}-{hi} discarded {what}</source>
      <translation>descartando {lo}-{hi} {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="203" />
      <source>{n} high card</source>
      <translation>{n} carta alta</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="207" />
      <source>{n} suited high card</source>
      <translation>{n} carta alta del mismo palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="208" />
      <source>{n} suited high cards</source>
      <translation>{n} cartas altas del mismo palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="210" />
      <source>{n} unsuited high card</source>
      <translation>{n} carta alta de distinto palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="211" />
      <source>{n} unsuited high cards</source>
      <translation>{n} cartas altas de distinto palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="220" />
      <source>natural royal flush</source>
      <translation>escalera real natural</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="225" />
      <source>inside {draw}</source>
      <translation>{draw} con hueco</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="227" />
      <source>outside {draw}</source>
      <translation>{draw} de dos puntas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="253" />
      <source>suited {ranks}</source>
      <translation>{ranks} del mismo palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="254" />
      <source>unsuited {ranks}</source>
      <translation>{ranks} de distinto palo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="260" />
      <source>{n} to an {draw}</source>
      <translation>{n} a {draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="261" />
      <source>{n} to a {draw}</source>
      <translation>{n} a {draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="272" />
      <source>pair of {ranks}</source>
      <translation>pareja de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="276" />
      <source>three of a kind of {ranks}</source>
      <translation>trío de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="278" />
      <source>four of a kind of {ranks}</source>
      <translation>póker de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="280" />
      <source>five of a kind of {ranks}</source>
      <translation>repóker de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="284" />
      <source>three {ranks}</source>
      <translation>trío de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="286" />
      <source>four {ranks}</source>
      <translation>póker de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="288" />
      <source>five {ranks}</source>
      <translation>repóker de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="305" />
      <source>a span of {n}</source>
      <translation>amplitud de {n}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="307" />
      <source>a span of {n} or more</source>
      <translation>amplitud de {n} o más</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="308" />
      <source>a span of {lo}-{hi}</source>
      <translation>amplitud de {lo}-{hi}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="315" />
      <source>an {rank}</source>
      <translation>un {rank}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="317" />
      <source>a {rank}</source>
      <translation>un {rank}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="322" />
      <source>spades</source>
      <translation>picas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="323" />
      <source>hearts</source>
      <translation>corazones</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="324" />
      <source>diamonds</source>
      <translation>diamantes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="325" />
      <source>clubs</source>
      <translation>tréboles</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="346" />
      <source>a kicker</source>
      <translation>un kicker</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="350" />
      <source>an {ranks} kicker</source>
      <translation>un kicker {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="352" />
      <source>a {ranks} kicker</source>
      <translation>un kicker {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="362" />
      <source>the highest rank {ranks}</source>
      <translation>la carta más alta {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="364" />
      <source>the lowest rank {ranks}</source>
      <translation>la carta más baja {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="370" />
      <source>ranks {ranks}</source>
      <translation>valores {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="374" />
      <source>{hold} in {suits}</source>
      <translation>{hold} en {suits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="376" />
      <source>{hold} with {conditions}</source>
      <translation>{hold} ({conditions})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="381" />
      <source>{hold} from a deal with {wilds}</source>
      <translation>{hold} de un reparto con {wilds}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="387" />
      <source>{hold} (pick the lowest)</source>
      <translation>{hold} (elige la más baja)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="389" />
      <source>{hold} (pick the highest)</source>
      <translation>{hold} (elige la más alta)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="397" />
      <source>no high cards</source>
      <translation>sin cartas altas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="400" />
      <source>{n} high cards</source>
      <translation>{n} cartas altas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="402" />
      <source>{n} or more high cards</source>
      <translation>{n} o más cartas altas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="403" />
      <source>{lo}-{hi} high cards</source>
      <translation>{lo}-{hi} cartas altas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="449" />
      <source>{hand} or better</source>
      <translation>{hand} o mejor</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="484" />
      <source>{ranks} only</source>
      <translation>solo {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="530" />
      <source>Deals without {noun}</source>
      <translation>Repartos sin {noun}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="532" />
      <source>Deals without the joker</source>
      <translation>Repartos sin el comodín</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="534" />
      <source>Deals with {wilds}</source>
      <translation>Repartos con {wilds}</translation>
    </message>
  </context>
</TS>
