<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="es">
<context>
    <name>DrillBar</name>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="103" />
        <source>&amp;Drill</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="106" />
        <source>Random deals; weak spots (the situations you get wrong, by spaced repetition); close calls (the two best holds near in EV); your past mistakes until played right</source>
        <translation>Manos al azar; puntos débiles (las situaciones que falla, con repetición espaciada); decisiones ajustadas (las dos mejores retenciones con EV parecido); sus errores pasados hasta jugarlos bien</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="111" />
        <source> /coin</source>
        <translation>/moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="113" />
        <source>Close calls: the two best holds differ by less than this EV</source>
        <translation>Decisiones ajustadas: las dos mejores retenciones difieren en menos de este EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="115" />
        <source>Grade by chart:</source>
        <translation>Por tabla:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="118" />
        <source>Grade against a simpler strategy chart instead of optimal play; what the simplification costs is shown apart</source>
        <translation>Calificar con una tabla de estrategia más simple en lugar del juego óptimo; lo que cuesta la simplificación se muestra aparte</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="122" />
        <source> rules</source>
        <translation> reglas</translation>
    </message>
</context>
<context>
    <name>DrillCoordinator</name>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="120" />
        <source>Grades name the rules of the {rules}-rule basic strategy, grading by a {level}-rule chart.</source>
        <translation>Las calificaciones citan las reglas de la estrategia básica de {rules} reglas, calificando con una tabla de {level} reglas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="124" />
        <source>Grades name the rules of the {rules}-rule basic strategy.</source>
        <translation>Las calificaciones citan las reglas de la estrategia básica de {rules} reglas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="135" />
        <location filename="../../vptrainer/gui/practice/drills.py" line="192" />
        <source>Making the strategy chart of {table}…</source>
        <translation>Creando la tabla de estrategia de {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="140" />
        <source>No strategy chart: {reason}</source>
        <translation>Sin tabla de estrategia: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="142" />
        <source>The strategy chart could not be made: {reason}</source>
        <translation>No se pudo crear la tabla de estrategia: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="168" />
        <source>Finding the close calls…</source>
        <translation>Buscando las decisiones ajustadas…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="171" />
        <source>Close calls unavailable: {reason}</source>
        <translation>Decisiones ajustadas no disponibles: {reason}</translation>
    </message>
</context>
<context>
    <name>EvLostChart</name>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="31" />
        <source>EV lost this session</source>
        <translation>EV perdido en esta sesión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="33" />
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="34" />
        <source>Cumulative EV lost (coins)</source>
        <translation>EV perdido (monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="47" />
        <source>No hands played yet.</source>
        <translation>Aún no se ha jugado ninguna mano.</translation>
    </message>
</context>
<context>
    <name>GameStrip</name>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="78" />
        <source>The game practised</source>
        <translation>El juego practicado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="88" />
        <source>About the game</source>
        <translation>Sobre el juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="94" />
        <source>The game's state</source>
        <translation>El estado del juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="97" />
        <source>5-coin option</source>
        <translation>Opción de 5 monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="99" />
        <source>Ultimate X's 5-coin option</source>
        <translation>Opción de 5 monedas de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="102" />
        <source>The machine lets you bet 5 coins a line on a hand that carries multipliers: the win is multiplied, no new multiplier is earned. Practice then grades against the game solved with that choice, the bet included.</source>
        <translation>La máquina permite apostar 5 monedas por línea en una mano que lleva multiplicadores: el premio se multiplica, no se gana ningún multiplicador nuevo. La práctica evalúa entonces contra el juego resuelto con esa opción, apuesta incluida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="110" />
        <source>Bet 5 a line</source>
        <translation>Apostar 5 por línea</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="113" />
        <source>Bet 5 coins a line on the next hand</source>
        <translation>Apostar 5 monedas por línea en la próxima mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="116" />
        <source>Bet 5 coins a line instead of 10 on the next hand (it carries multipliers): its wins are multiplied, it earns no multiplier for the hand after.</source>
        <translation>Apostar 5 monedas por línea en lugar de 10 en la próxima mano (lleva multiplicadores): sus premios se multiplican, no gana multiplicador para la mano siguiente.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="125" />
        <source>Stop solving the game (practise it once it is solved)</source>
        <translation>Dejar de resolver el juego (practíquelo cuando esté resuelto)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="240" />
        <location filename="../../vptrainer/gui/practice/games.py" line="308" />
        <source>Solving {game} for {table}…</source>
        <translation>Resolviendo {game} para {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="297" />
        <source>{game} cannot be played on this table: {reason}</source>
        <translation>{game} no se puede jugar en esta tabla: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="338" />
        <source>This hand: {total}x in all.</source>
        <translation>Esta mano: {total}x en total.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="343" />
        <source>Next hand: {total}x in all.</source>
        <translation>Próxima mano: {total}x en total.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="348" />
        <source>Line {line} carries {multiplier}x.</source>
        <translation>La línea {line} lleva {multiplier}x.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="351" />
        <source>Line {line} carries {multiplier}x into the hand.</source>
        <translation>La línea {line} lleva {multiplier}x a la mano.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="364" />
        <source>Level {level} of {levels} with a free ride:</source>
        <translation>Nivel {level} de {levels} con pase gratis:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="366" />
        <source>Level {level} of {levels}:</source>
        <translation>Nivel {level} de {levels}:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="372" />
        <source>Level {level} pays {multiplier}x.</source>
        <translation>El nivel {level} paga {multiplier}x.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="385" />
        <source>Standard play</source>
        <translation>Juego estándar</translation>
    </message>
</context>
<context>
    <name>HandAnalyzer</name>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="126" />
        <source>Pay table</source>
        <translation>Tabla de pagos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="127" />
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="128" />
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="129" />
        <source> coins</source>
        <translation> monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="131" />
        <source>The bet: its pays (a table's short pays below max bet) and the cost column</source>
        <translation>La apuesta: sus pagos (los pagos reducidos por debajo de la apuesta máxima) y la columna de coste</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="133" />
        <source>&amp;Hand</source>
        <translation>&amp;Mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="135" />
        <source>Five cards, e.g. Ah Kh Qh Jh 9c  (T or 10 for tens)</source>
        <translation>Cinco cartas, p. ej. Ah Kh Qh Jh 9c  (T o 10 para el diez)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="137" />
        <source>Hand to analyze</source>
        <translation>Mano para analizar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="138" />
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="139" />
        <source>Clear the hand to analyze</source>
        <translation>Borrar la mano para analizar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="140" />
        <source>Practise this hand</source>
        <translation>Practicar esta mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="142" />
        <source>Deal exactly this hand in practice, on this table</source>
        <translation>Repartir exactamente esta mano en la práctica, con esta tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="144" />
        <source>Or pick the cards</source>
        <translation>O elija las cartas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="182" />
        <source>Preparing {table}…</source>
        <translation>Preparando {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="197" />
        <source>Cannot prepare this table: {reason}</source>
        <translation>No se puede preparar esta tabla: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="220" />
        <source>from practice</source>
        <translation>de la práctica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="246" />
        <source>Type five cards, or pick them on the grid below.</source>
        <translation>Escriba cinco cartas o elíjalas en la cuadrícula de abajo.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="250" />
        <source>{n} of 5 cards: {more} more to go.</source>
        <translation>{n} de 5 cartas: faltan {more}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="253" />
        <source>Too many cards: {n} (a hand is five cards).</source>
        <translation>Demasiadas cartas: {n} (una mano tiene cinco cartas).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="256" />
        <source>Preparing the pay table…</source>
        <translation>Preparando la tabla de pagos…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="259" />
        <source>{cards}: all 32 holds, best first.</source>
        <translation>{cards}: las 32 retenciones, la mejor primero.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="270" />
        <source>The 32 holds appear here once the hand has five valid cards.</source>
        <translation>Las 32 retenciones aparecen aquí cuando la mano tenga cinco cartas válidas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="276" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other hold) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>
            <numerusform>Mejor retención: &lt;b&gt;{hold}&lt;/b&gt; (empatada con %n retención más) — EV &lt;b&gt;{ev}&lt;/b&gt; por moneda en {table}</numerusform>
            <numerusform>Mejor retención: &lt;b&gt;{hold}&lt;/b&gt; (empatada con %n retenciones más) — EV &lt;b&gt;{ev}&lt;/b&gt; por moneda en {table}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="283" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other holds) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>
            <numerusform>Mejor retención: &lt;b&gt;{hold}&lt;/b&gt; (empatada con %n retención más) — EV &lt;b&gt;{ev}&lt;/b&gt; por moneda en {table}</numerusform>
            <numerusform>Mejor retención: &lt;b&gt;{hold}&lt;/b&gt; (empatada con %n retenciones más) — EV &lt;b&gt;{ev}&lt;/b&gt; por moneda en {table}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="289" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>Mejor retención: &lt;b&gt;{hold}&lt;/b&gt; — EV &lt;b&gt;{ev}&lt;/b&gt; por moneda en {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="303" />
        <source>A hand has five cards: release one first.</source>
        <translation>Una mano tiene cinco cartas: quite una primero.</translation>
    </message>
</context>
<context>
    <name>HoldsPanel</name>
    <message>
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="33" />
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="49" />
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="54" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;</source>
        <translation>&lt;b&gt;Las 32 retenciones&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>LineRow</name>
    <message>
        <location filename="../../vptrainer/gui/practice/lines_panel.py" line="133" />
        <source>Line {line} carries {multiplier}x.</source>
        <extracomment>the multiplier the line carries (Ultimate X; hidden otherwise)</extracomment>
        <translation>La línea {line} lleva {multiplier}x.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/lines_panel.py" line="145" />
        <source>{hand} {amount} ({multiplier}x)</source>
        <translation>{hand} {amount} ({multiplier}x)</translation>
    </message>
</context>
<context>
    <name>LineTiles</name>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="35" />
        <source>Other lines</source>
        <translation>Otras líneas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="95" />
        <source>Line {n}: drawn with your hold after the draw</source>
        <translation>Línea {n}: se cambia con su retención tras el cambio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="98" />
        <source>Line {n}: {hand} — no win</source>
        <translation>Línea {n}: {hand} — sin premio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="99" />
        <source>Line {n}: {hand} — {win} {amount}</source>
        <translation>Línea {n}: {hand} — {win} {amount}</translation>
    </message>
</context>
<context>
    <name>MachineKeys</name>
    <message>
        <location filename="../../vptrainer/gui/practice/keys.py" line="100" />
        <source>New seed</source>
        <translation>Nueva semilla</translation>
    </message>
</context>
<context>
    <name>ManyLines</name>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="165" />
        <source>Lines 2 to {last} draw with your hold:
their wins show here after the draw.</source>
        <translation>Las líneas 2 a {last} cambian con su retención:
los premios aparecen aquí tras el cambio.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="182" />
        <source>Lines 2 to {last}: no line wins.</source>
        <translation>Líneas 2 a {last}: ninguna línea gana.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="191" />
        <source>Lines 2 to {last}: {winners} of {others} win {paid} coins.
{hands}.</source>
        <translation>Líneas 2 a {last}: {winners} de {others} ganan {paid} monedas.
{hands}.</translation>
    </message>
</context>
<context>
    <name>OptionsBar</name>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="207" />
        <source>Pay &amp;table</source>
        <extracomment>asked before a new seed is used (see the class)</extracomment>
        <translation>&amp;Tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="208" />
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="209" />
        <source>&amp;Seed</source>
        <translation>&amp;Semilla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="210" />
        <source>&amp;Major from</source>
        <translation>&amp;Grave ≥</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="211" />
        <source>The pay table to practise on</source>
        <translation>La tabla de pagos con la que practicar</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="215" />
        <source>Bet %n coin per hand</source>
        <translation>
            <numerusform>Apostar %n moneda por mano</numerusform>
            <numerusform>Apostar %n monedas por mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="217" />
        <source>Bet %n coins per hand</source>
        <translation>
            <numerusform>Apostar %n moneda por mano</numerusform>
            <numerusform>Apostar %n monedas por mano</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="221" />
        <source>Multi-play: one hold, each line drawn from its own shuffle of the rest of the deck</source>
        <translation>Multi-play: una sola retención, cada línea cambia con su propio barajado del resto de la baraja</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="226" />
        <source>%n line</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="226" />
        <source>%n lines</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="228" />
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="230" />
        <source>The game to practise: standard play, or a feature game graded its own way</source>
        <translation>El juego a practicar: juego estándar, o un juego con función especial calificado a su manera</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="232" />
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="235" />
        <source>A number replays the same sequence of deals (a drill); empty deals at random. It changes between hands.</source>
        <translation>Un número repite la misma secuencia de manos (un ejercicio); vacío reparte al azar. Cambia entre manos.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="239" />
        <source> /coin</source>
        <translation>/moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="242" />
        <source>A mistake is major when it gives up at least this much EV per coin, minor otherwise</source>
        <translation>Un error es grave cuando pierde al menos este EV por moneda; si no, es leve</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="246" />
        <source>&amp;Warn before drawing a mistake</source>
        <translation>&amp;Avisar antes de cambiar con un error</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="247" />
        <source>Ask before drawing a hold that is not the best</source>
        <translation>Preguntar antes de cambiar con una retención que no es la mejor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="248" />
        <source>&amp;Guard dealt paying hands</source>
        <translation>&amp;Proteger manos con premio al repartir</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="250" />
        <source>Ask before a mistake draws away a hand that already pays</source>
        <translation>Preguntar antes de que un error descarte una mano que ya paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="253" />
        <source>Practice options: warnings, mistake threshold and more</source>
        <translation>Ajustes de práctica: avisos, umbral de error y más</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="255" />
        <source>Options</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="366" />
        <source>1 line</source>
        <translation>1 línea</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="366" />
        <source>{n} lines</source>
        <translation>{n} líneas</translation>
    </message>
</context>
<context>
    <name>PayDisplay</name>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="109" />
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="118" />
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="126" />
        <source>This table pays nothing</source>
        <translation>Esta tabla no paga nada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="130" />
        <source>{hand} dealt (bonus)</source>
        <translation>{hand} servida (bono)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="146" />
        <source>%n coin</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="146" />
        <source>%n coins</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="200" />
        <source>Pay table</source>
        <translation>Tabla de pagos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="201" />
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="202" />
        <source>Dealt</source>
        <translation>Repartida</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="204" />
        <source>The dealt hand (discards dimmed after the draw)</source>
        <translation>La mano repartida (descartes atenuados tras el cambio)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="206" />
        <source>Deal, then draw (Enter or Space)</source>
        <translation>Repartir y luego cambiar (Intro o Espacio)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="207" />
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="208" />
        <source>Show the EVs of all 32 holds before drawing (H)</source>
        <translation>Mostrar el EV de las 32 retenciones antes de cambiar (H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="209" />
        <source>Analyze this hand</source>
        <translation>Analizar mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="210" />
        <source>Open this deal in the hand analyzer</source>
        <translation>Abrir esta mano en el analizador de manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="228" />
        <source>Keys: 1–5 hold · Enter/Space deal and draw · H hint · B bet</source>
        <translation>Teclas: 1–5 retener · Intro/Espacio repartir y cambiar · H pista · B apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="229" />
        <source>Keys: 1–5 hold · Enter/Space deal and draw
H hint · B bet</source>
        <translation>Teclas: 1–5 retener · Intro/Espacio repartir y cambiar
H pista · B apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="230" />
        <source>1–5 hold · Enter draw
H hint · B bet</source>
        <translation>1–5 retener · ↵ cambiar
H pista · B apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="237" />
        <source>DEAL</source>
        <translation>REPARTIR</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="238" />
        <source>DRAW</source>
        <translation>CAMBIAR</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="239" />
        <source>Preparing…</source>
        <translation>Preparando…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="394" />
        <source>Deal a hand: after the draw, every hold is ranked here with its exact EV.</source>
        <translation>Reparta una mano: tras el cambio, cada retención aparece aquí ordenada con su EV exacto.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="399" />
        <source>Press Deal (Enter or Space) to start.</source>
        <translation>Pulse Repartir (Intro o Espacio) para empezar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="457" />
        <source>Cannot deal that hand: {error}</source>
        <translation>No se puede repartir esa mano: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="482" />
        <source>The EVs of all 32 holds appear after the draw.
Press Hint (H) to see them now.</source>
        <translation>El EV de las 32 retenciones aparece tras el cambio.
Pulse Pista (H) para verlo ahora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="485" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt; (hidden until the draw)</source>
        <translation>&lt;b&gt;Las 32 retenciones&lt;/b&gt; (ocultas hasta el cambio)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="514" />
        <source>Not drawn: change your hold, or draw again and confirm.</source>
        <translation>No se cambió: modifique su retención, o cambie de nuevo y confirme.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="559" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note} (hint: the hand is not drawn yet)</source>
        <translation>&lt;b&gt;Las 32 retenciones&lt;/b&gt;, la mejor primero: {note} (pista: aún no se ha cambiado)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="562" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note}</source>
        <translation>&lt;b&gt;Las 32 retenciones&lt;/b&gt;, la mejor primero: {note}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="564" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first (hint: the hand is not drawn yet)</source>
        <translation>&lt;b&gt;Las 32 retenciones&lt;/b&gt;, la mejor primero (pista: aún no se ha cambiado)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="566" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first</source>
        <translation>&lt;b&gt;Las 32 retenciones&lt;/b&gt;, la mejor primero</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="618" />
        <source>CREDITS {amount}</source>
        <translation>CRÉDITOS {amount}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="627" />
        <source>BET {coins} × {lines}</source>
        <translation>APUESTA {coins} × {lines}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="632" />
        <source>BET {coins}</source>
        <translation>APUESTA {coins}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="634" />
        <source>WIN {amount}</source>
        <translation>PREMIO {amount}</translation>
    </message>
</context>
<context>
    <name>PracticeCommands</name>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="43" />
        <source>&amp;Deal or draw</source>
        <translation>&amp;Repartir o cambiar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="44" />
        <source>Deal a hand, or draw the held cards (Enter or Space)</source>
        <translation>Repartir una mano, o cambiar conservando las cartas retenidas (Intro o Espacio)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="48" />
        <source>&amp;Hint: show the 32 holds</source>
        <translation>&amp;Pista: mostrar las 32 retenciones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="49" />
        <source>Show the EVs before drawing (H)</source>
        <translation>Mostrar el EV antes de cambiar (H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="53" />
        <source>Analyze &amp;this hand</source>
        <translation>Analizar es&amp;ta mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="54" />
        <source>Open the current deal in the hand analyzer</source>
        <translation>Abrir la mano actual en el analizador de manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="58" />
        <source>Hand &amp;analyzer</source>
        <translation>&amp;Analizador de manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="59" />
        <source>Type or pick five cards and see all 32 holds</source>
        <translation>Escriba o elija cinco cartas y vea las 32 retenciones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="63" />
        <source>&amp;Review mistakes</source>
        <translation>&amp;Revisar errores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="64" />
        <source>Past mistakes by cost; replay one</source>
        <translation>Errores pasados por coste; vuelva a jugar uno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="68" />
        <source>&amp;Export session as CSV…</source>
        <translation>&amp;Exportar sesión como CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="69" />
        <source>Write this session's hands to a CSV file</source>
        <translation>Escribir las manos de esta sesión en un archivo CSV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="71" />
        <source>EV-lost chart as &amp;PNG…</source>
        <translation>Gráfico de EV perdido como &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="72" />
        <source>EV-lost chart as S&amp;VG…</source>
        <translation>Gráfico de EV perdido como S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="75" />
        <source>Re&amp;start session</source>
        <translation>Re&amp;iniciar sesión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="76" />
        <source>Start the drill again (same seed, same deals)</source>
        <translation>Empezar de nuevo el ejercicio (misma semilla, mismas manos)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="80" />
        <source>Reset &amp;credits</source>
        <translation>Restablecer &amp;créditos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="81" />
        <source>Put the credit meter back to the starting credits</source>
        <translation>Devolver el contador de créditos a los créditos iniciales</translation>
    </message>
</context>
<context>
    <name>PracticeView</name>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="201" />
        <source>Practice machine</source>
        <extracomment>what could not be opened (also said through ``problemFound``)</extracomment>
        <translation>Máquina de práctica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="202" />
        <source>Keys: 1 to 5 hold, Enter or Space deal and draw, H hint, B bet.</source>
        <translation>Teclas: 1 a 5 retener, Intro o Espacio repartir y cambiar, H pista, B apuesta.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="206" />
        <source>Practice pages</source>
        <translation>Páginas de práctica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="207" />
        <source>Play, Hand analyzer, Review mistakes and Situations.</source>
        <translation>Jugar, Analizador de manos, Revisar errores y Situaciones.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="209" />
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="210" />
        <source>Hand &amp;analyzer</source>
        <translation>&amp;Analizador de manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="211" />
        <source>&amp;Review mistakes</source>
        <translation>&amp;Revisar errores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="212" />
        <source>S&amp;ituations</source>
        <translation>S&amp;ituaciones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="368" />
        <source>Preparing {table}…</source>
        <translation>Preparando {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="392" />
        <source>Cannot prepare this table: {reason}</source>
        <translation>No se puede preparar esta tabla: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="395" />
        <source>This table cannot be practised: {reason}</source>
        <translation>No se puede practicar con esta tabla: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="420" />
        <source>The optimal return is not known: {reason}</source>
        <translation>No se conoce el retorno óptimo: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="446" />
        <source>Session restarted</source>
        <translation>Sesión reiniciada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="456" />
        <source>New drill: seed {seed}</source>
        <translation>Nuevo ejercicio: semilla {seed}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="458" />
        <source>New drill: random deals</source>
        <translation>Nuevo ejercicio: manos al azar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="544" />
        <source>Nothing to export</source>
        <translation>Nada que exportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="545" />
        <source>The history is not available, so no hands are saved.</source>
        <translation>El historial no está disponible, así que no se guarda ninguna mano.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="610" />
        <source>Cannot replay</source>
        <translation>No se puede volver a jugar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="611" />
        <location filename="../../vptrainer/gui/practice/view.py" line="624" />
        <source>The stored pay table is unreadable: {error}</source>
        <translation>La tabla de pagos guardada no se puede leer: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="623" />
        <source>Cannot analyze</source>
        <translation>No se puede analizar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="627" />
        <source>from the history</source>
        <translation>del historial</translation>
    </message>
</context>
<context>
    <name>ProgressChart</name>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="59" />
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="68" />
        <source>No sessions with hands yet.</source>
        <translation>Aún no hay sesiones con manos.</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="207" />
        <source>Started</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="208" />
        <location filename="../../vptrainer/gui/practice/review.py" line="221" />
        <source>Pay table</source>
        <translation>Tabla de pagos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="209" />
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="210" />
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="211" />
        <source>EV lost (coins)</source>
        <translation>EV perdido (monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="212" />
        <source>Your return</source>
        <translation>Su retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="213" />
        <source>Credits</source>
        <translation>Créditos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="218" />
        <source>EV lost / coin</source>
        <translation>EV perdido / moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="219" />
        <source>Cost (coins)</source>
        <translation>Coste (monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="220" />
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="222" />
        <source>Dealt</source>
        <translation>Repartida</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="223" />
        <source>Your hold</source>
        <translation>Su retención</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="224" />
        <source>Best hold</source>
        <translation>Mejor retención</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="225" />
        <source>Played</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="226" />
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="229" />
        <source>Your practice sessions, newest first</source>
        <translation>Sus sesiones de práctica, las más recientes primero</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="230" />
        <source>Export session as CSV…</source>
        <translation>Exportar sesión como CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="231" />
        <source>Which mistakes to list: all, major or minor</source>
        <translation>Qué errores listar: todos, graves o leves</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="232" />
        <source>All mistakes</source>
        <translation>Todos los errores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="233" />
        <source>Major mistakes</source>
        <translation>Errores graves</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="234" />
        <source>Minor mistakes</source>
        <translation>Errores leves</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="235" />
        <source>Only the selected session</source>
        <translation>Solo la sesión seleccionada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="237" />
        <source>List only the mistakes of the session selected above</source>
        <translation>Listar solo los errores de la sesión seleccionada arriba</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="239" />
        <source>Your past mistakes, the costliest first</source>
        <translation>Sus errores pasados, los más costosos primero</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="240" />
        <source>Replay in practice</source>
        <translation>Volver a jugar en práctica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="242" />
        <source>Deal exactly this hand again, on the same pay table</source>
        <translation>Repartir exactamente esta mano otra vez, con la misma tabla de pagos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="244" />
        <source>Analyze this hand</source>
        <translation>Analizar mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="245" />
        <source>Refresh</source>
        <translation>Actualizar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="247" />
        <source>Read the sessions and mistakes again from the history</source>
        <translation>Volver a leer las sesiones y los errores del historial</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="249" />
        <source>Sessions</source>
        <translation>Sesiones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="250" />
        <source>Past mistakes, largest first</source>
        <translation>Errores pasados, los mayores primero</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="262" />
        <source>major</source>
        <translation>grave</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="263" />
        <source>minor</source>
        <translation>leve</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="264" />
        <source>correct</source>
        <translation>correcto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="271" />
        <source>after a hint</source>
        <translation>tras una pista</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="272" />
        <source>after a warning</source>
        <translation>tras un aviso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="273" />
        <source>replayed</source>
        <translation>repetida</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="301" />
        <source>The history cannot be read: {error}</source>
        <translation>No se puede leer el historial: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="366" />
        <source>Session {id}</source>
        <translation>Sesión {id}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="372" />
        <source>%n played with help (not graded)</source>
        <translation>
            <numerusform>%n jugada con ayuda (sin calificar)</numerusform>
            <numerusform>%n jugadas con ayuda (sin calificar)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="382" />
        <source>{mistakes} ({minor} minor, {major} major)</source>
        <translation>{mistakes} ({minor} leves, {major} graves)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="389" />
        <source>Counts the hands played without help</source>
        <translation>Cuenta las manos jugadas sin ayuda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="425" />
        <source>Select a session</source>
        <translation>Seleccione una sesión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="447" />
        <source>Tied best holds:</source>
        <translation>Mejores retenciones empatadas:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="456" />
        <source>warned, then changed</source>
        <translation>avisado, luego cambió</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="462" />
        <source>Your hold EV {yours}, best {best} per coin</source>
        <translation>EV de su retención {yours}, mejor {best} por moneda</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="469" />
        <source>At %n coin</source>
        <translation>
            <numerusform>Con %n moneda</numerusform>
            <numerusform>Con %n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="471" />
        <source>At %n coins</source>
        <translation>
            <numerusform>Con %n moneda</numerusform>
            <numerusform>Con %n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="486" />
        <source>%n mistakes (the %n largest)</source>
        <translation>
            <numerusform>%n error (los %n mayores)</numerusform>
            <numerusform>%n errores (los %n mayores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="488" />
        <source>%n mistake</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="490" />
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="552" />
        <source>Nothing to export</source>
        <translation>Nada que exportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="553" />
        <source>No session with recorded hands is selected.</source>
        <translation>No hay ninguna sesión con manos registradas seleccionada.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="562" />
        <source>Export session</source>
        <translation>Exportar sesión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="562" />
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="572" />
        <source>Exported %n hand to {path}</source>
        <translation>
            <numerusform>%n mano exportada a {path}</numerusform>
            <numerusform>%n manos exportadas a {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="574" />
        <source>Exported %n hands to {path}</source>
        <translation>
            <numerusform>%n mano exportada a {path}</numerusform>
            <numerusform>%n manos exportadas a {path}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="580" />
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
</context>
<context>
    <name>SessionPanel</name>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="88" />
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="101" />
        <source>&lt;b&gt;This session&lt;/b&gt;</source>
        <translation>&lt;b&gt;Esta sesión&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="112" />
        <source>Your return: the expected return of your own holds, per coin bet: the optimal return less the EV your mistakes gave up, in coins, over the coins bet. Hands played with help are not counted. Paid back: what the machine paid per coin bet, luck included.</source>
        <translation>Tu retorno: el retorno esperado de tus propias retenciones, por moneda apostada: el retorno óptimo menos el EV que perdieron tus errores, en monedas, sobre las monedas apostadas. Las manos jugadas con ayuda no cuentan. Devuelto: lo que pagó la máquina por moneda apostada, suerte incluida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="119" />
        <source>Optimal return: Ultimate X's exact return per coin bet (10 coins a line) when every hand is played optimally. The multipliers on the lines change from hand to hand, so it is the long-run average over the total multipliers optimal play meets (the stationary distribution of the multipliers). A hold's value counts the multipliers it earns for the next hand, so a mistake's cost includes what it leaves the next hand.</source>
        <translation>Retorno óptimo: el retorno exacto de Ultimate X por moneda apostada (10 monedas por línea) cuando cada mano se juega de forma óptima. Los multiplicadores de las líneas cambian de mano en mano, así que es el promedio a largo plazo sobre los multiplicadores totales que encuentra el juego óptimo (la distribución estacionaria de los multiplicadores). El valor de una retención cuenta los multiplicadores que gana para la próxima mano, así que el coste de un error incluye lo que deja a la próxima mano.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="127" />
        <source>Optimal return: Multi-Strike's exact return per coin bet (the four levels' 20 coins, bet with a round's first hand) when every level is played optimally. A hold's value counts what the next level is worth, so a mistake's cost includes the levels it gives up.</source>
        <translation>Retorno óptimo: el retorno exacto de Multi-Strike por moneda apostada (las 20 monedas de los cuatro niveles, apostadas con la primera mano de una ronda) cuando cada nivel se juega de forma óptima. El valor de una retención cuenta lo que vale el nivel siguiente, así que el coste de un error incluye los niveles que pierde.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="133" />
        <source>Optimal return: Wheel Poker's exact return per coin bet (6 coins a line) when every hold is the best with the wheel's mean prize counted.</source>
        <translation>Retorno óptimo: el retorno exacto de Wheel Poker por moneda apostada (6 monedas por línea) cuando cada retención es la mejor, contando el premio medio de la rueda.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="137" />
        <source>Optimal return: Dream Card's exact return per coin bet (10 coins a line) with the machine's Dream Card (the card that makes the best dealt hand) and every hold the best.</source>
        <translation>Retorno óptimo: el retorno exacto de Dream Card por moneda apostada (10 monedas por línea) con la Dream Card de la máquina (la carta que hace la mejor mano servida) y cada retención la mejor.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="144" />
        <source>Optimal return: the table's exact return per coin bet when every hold is the best (a feature game that keeps the base game's strategy is practised as the base game).</source>
        <translation>Retorno óptimo: el retorno exacto de la tabla por moneda apostada cuando cada retención es la mejor (un juego con función extra que conserva la estrategia del juego base se practica como el juego base).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="149" />
        <source>{optimal}

{yours}</source>
        <translation>{optimal}

{yours}</translation>
    </message>
</context>
<context>
    <name>SituationsPage</name>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="147" />
        <source>Situation (best hold's rule)</source>
        <translation>Situación (regla de la mejor retención)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="148" />
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="149" />
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="150" />
        <source>Errors /1k</source>
        <translation>Errores /1k</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="151" />
        <source>EV lost /1k</source>
        <translation>EV perdido /1k</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="155" />
        <source>The rule of the strategy chart the best hold follows</source>
        <translation>La regla de la tabla de estrategia que sigue la mejor retención</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="156" />
        <source>Hands of this situation</source>
        <translation>Manos de esta situación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="157" />
        <source>Hands held wrong</source>
        <translation>Manos mal retenidas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="158" />
        <source>Mistakes per 1,000 hands of this situation</source>
        <translation>Errores por cada 1.000 manos de esta situación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="159" />
        <source>EV lost per coin per 1,000 hands of this situation</source>
        <translation>EV perdido por moneda por cada 1.000 manos de esta situación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="167" />
        <source>Situations</source>
        <translation>Situaciones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="169" />
        <source>Each kind of hand you were dealt, how often you held it right and the EV you gave up.</source>
        <translation>Cada tipo de mano que recibió, cuántas veces la retuvo bien y el EV que perdió.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="175" />
        <source>Holds confused</source>
        <translation>Retenciones confundidas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="176" />
        <source>The holds you chose most often in place of the best one.</source>
        <translation>Las retenciones que más eligió en lugar de la mejor.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="178" />
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="178" />
        <source>Unaided hands right (%)</source>
        <translation>Manos sin ayuda acertadas (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="180" />
        <source>EV lost per 1,000 hands</source>
        <translation>EV perdido por cada 1.000 manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="180" />
        <source>EV lost / 1,000 hands</source>
        <translation>EV perdido / 1.000 manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="182" />
        <source>Most expensive confusions</source>
        <translation>Confusiones más costosas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="213" />
        <source>How you play each situation of {table} (hands recorded with its strategy chart).</source>
        <translation>Cómo juega cada situación de {table} (manos registradas con su tabla de estrategia).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="217" />
        <source>How you play each situation of the pay table (hands recorded with its strategy chart).</source>
        <translation>Cómo juega cada situación de la tabla de pagos (manos registradas con su tabla de estrategia).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="229" />
        <source>The history is not available.</source>
        <translation>El historial no está disponible.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="233" />
        <source>The history cannot be read: {error}</source>
        <translation>No se puede leer el historial: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="262" />
        <source>No confusions yet: mistakes show here by the rules involved.</source>
        <translation>Aún no hay confusiones: los errores aparecen aquí según las reglas implicadas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="271" />
        <source>{hands} hands in %n situation.</source>
        <translation>
            <numerusform>{hands} manos en %n situación.</numerusform>
            <numerusform>{hands} manos en %n situaciones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="273" />
        <source>{hands} hands in %n situations.</source>
        <translation>
            <numerusform>{hands} manos en %n situación.</numerusform>
            <numerusform>{hands} manos en %n situaciones.</numerusform>
        </translation>
    </message>
</context>
</TS>