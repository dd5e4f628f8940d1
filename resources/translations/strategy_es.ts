<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>CrossPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="370"/>
        <source>Add the chosen game to the comparison</source>
        <translation>Añadir el juego elegido a la comparación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="374"/>
        <source>Remove the selected game from the comparison</source>
        <translation>Quitar el juego seleccionado de la comparación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="380"/>
        <source>Tables compared</source>
        <translation>Tablas comparadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="381"/>
        <source>The tables whose strategies are compared.</source>
        <translation>Las tablas cuyas estrategias se comparan.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="388"/>
        <source>Strategy cost across tables</source>
        <translation>Coste de la estrategia entre tablas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="389"/>
        <source>The cost of playing each table&apos;s strategy on each other table.</source>
        <translation>El coste de jugar la estrategia de cada tabla en cada una de las demás.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="414"/>
        <source>Each cell: what playing the column&apos;s perfect strategy on the row&apos;s table costs against the row&apos;s own perfect play.</source>
        <translation>Cada celda: lo que cuesta jugar la estrategia perfecta de la columna en la tabla de la fila, frente al juego perfecto de la propia fila.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="421"/>
        <source>A game whose strategy to compare</source>
        <translation>Un juego cuya estrategia comparar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="422"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="423"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="424"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="490"/>
        <source>Rows: the table played. Strategy N: the perfect strategy of table N. Each cell: what playing it costs against the row&apos;s own perfect play.</source>
        <translation>Filas: la tabla jugada. Estrategia N: la estrategia perfecta de la tabla N. Cada celda: lo que cuesta jugarla frente al juego perfecto de la propia fila.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="499"/>
        <source>Strategy {number}</source>
        <translation>Estrategia {number}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="507"/>
        <source>The perfect strategy of {table}</source>
        <translation>La estrategia perfecta de {table}</translation>
    </message>
</context>
<context>
    <name>ExceptionsPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="216"/>
        <source>Exceptions to the chart</source>
        <translation>Excepciones a la tabla de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="217"/>
        <source>Deals where the chart&apos;s hold is not the best one, and what it costs.</source>
        <translation>Repartos en los que la retención de la tabla de estrategia no es la mejor, y lo que cuesta.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="244"/>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="245"/>
        <source>Exception</source>
        <translation>Excepción</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="246"/>
        <source>Goes above</source>
        <translation>Sube por encima de</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="247"/>
        <source>How often</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="248"/>
        <source>Worth</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="295"/>
        <source>rule {number}</source>
        <translation>regla {number}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="306"/>
        <source>{deals} of {total} deals</source>
        <translation>{deals} de {total} manos repartidas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="318"/>
        <source>What ignoring it costs; with it and the ones above: {percent}</source>
        <translation>Lo que cuesta ignorarla; con ella y las de arriba: {percent}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/pages.py" line="327"/>
        <source>Basic strategy {basic}; with these %n exceptions {after}; perfect play {optimal}. {remaining} deals still differ from perfect play ({missing}).</source>
        <translation>
            <numerusform>Estrategia básica {basic}; con esta %n excepción {after}; juego perfecto {optimal}. {remaining} manos repartidas aún difieren del juego perfecto ({missing}).</numerusform>
            <numerusform>Estrategia básica {basic}; con estas %n excepciones {after}; juego perfecto {optimal}. {remaining} manos repartidas aún difieren del juego perfecto ({missing}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="342"/>
        <source>No exception found: the basic strategy returns {basic}, perfect play {optimal}.</source>
        <translation>No se encontró ninguna excepción: la estrategia básica devuelve {basic}, el juego perfecto {optimal}.</translation>
    </message>
</context>
<context>
    <name>LevelsChart</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="209"/>
        <source>No levels yet</source>
        <translation>Todavía no hay niveles</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="213"/>
        <source>Return by number of rules</source>
        <translation>Retorno según el número de reglas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="215"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="216"/>
        <source>Return (%)</source>
        <translation>Retorno (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="236"/>
        <source>No levels</source>
        <translation>Ningún nivel</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="247"/>
        <source>levels</source>
        <translation>niveles</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="255"/>
        <source>perfect play</source>
        <translation>juego perfecto</translation>
    </message>
</context>
<context>
    <name>LevelsPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="123"/>
        <source>Chart levels</source>
        <translation>Niveles de la tabla de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="146"/>
        <source>Click a level to show its chart</source>
        <translation>Haz clic en un nivel para ver su tabla de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="149"/>
        <source>Each point is the best list of that many rules found, priced exactly (a rule that fits several holds read against the player). Click one to see it.</source>
        <translation>Cada punto es la mejor lista encontrada con ese número de reglas, calculada con exactitud (una regla que admite varias retenciones se lee en contra del jugador). Haz clic en uno para verla.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="187"/>
        <source>{percent} when every choice goes the player&apos;s way</source>
        <translation>{percent} cuando cada elección favorece al jugador</translation>
    </message>
</context>
<context>
    <name>OwnStrategyPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="574"/>
        <source>Your strategy&apos;s rules</source>
        <translation>Reglas de su estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="575"/>
        <source>The rules of the strategy file you opened.</source>
        <translation>Las reglas del archivo de estrategia que abrió.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="595"/>
        <source>Readings to check</source>
        <translation>Lecturas a revisar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="596"/>
        <source>How lines of your strategy were read where they could be read another way.</source>
        <translation>Cómo se leyeron las líneas de su estrategia donde podían leerse de otra manera.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="598"/>
        <source>Open strategy…</source>
        <translation>Abrir estrategia…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="600"/>
        <source>Price a strategy file of your own (the strategy language) on this table</source>
        <translation>Calcula un archivo de estrategia propio (en el lenguaje de estrategia) en esta tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="603"/>
        <source>No strategy file open.</source>
        <translation>No hay ningún archivo de estrategia abierto.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="644"/>
        <source>(no rule fits: discard everything)</source>
        <translation>(ninguna regla encaja: descartar todo)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="662"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; on {table}: return &lt;b&gt;{percent}&lt;/b&gt; ({worst} when every choice goes against you); perfect play {optimal}; cost {cost}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; en {table}: retorno del &lt;b&gt;{percent}&lt;/b&gt; ({worst} cuando cada elección va en tu contra); juego perfecto {optimal}; coste {cost}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="667"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; on {table}: return &lt;b&gt;{percent}&lt;/b&gt;; perfect play {optimal}; cost {cost}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; en {table}: retorno del &lt;b&gt;{percent}&lt;/b&gt;; juego perfecto {optimal}; coste {cost}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="676"/>
        <source>Readings to check:</source>
        <translation>Lecturas a revisar:</translation>
    </message>
</context>
<context>
    <name>RuleTable</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="116"/>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="117"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="118"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="119"/>
        <source>EV per coin</source>
        <translation>VE por moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="120"/>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="161"/>
        <source>{percent} of hands</source>
        <translation>{percent} de las manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="174"/>
        <source>What this rule gives up against optimal play</source>
        <translation>Lo que esta regla pierde frente al juego óptimo</translation>
    </message>
</context>
<context>
    <name>StrategyView</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="152"/>
        <source>Stop this view&apos;s calculations</source>
        <extracomment>pixels the rules keep beside the pages when the pages widen to show their tab names</extracomment>
        <translation>Detener los cálculos de esta vista</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="165"/>
        <source>Strategy chart</source>
        <translation>Tabla de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="166"/>
        <source>The chart&apos;s rules, best first: hold what the first rule that matches says.</source>
        <translation>Las reglas de la tabla, de la mejor a la peor: retenga lo que diga la primera regla que coincida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="170"/>
        <source>Legend</source>
        <translation>Leyenda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="171"/>
        <source>What the abbreviations and terms of the chart&apos;s rules mean.</source>
        <translation>Qué significan las abreviaturas y los términos de las reglas de la tabla.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="193"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="808"/>
        <source>Exported {path}</source>
        <translation>Exportado: {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="201"/>
        <source>The chart is computed when this view is shown.</source>
        <translation>La tabla de estrategia se calcula cuando se muestra esta vista.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="205"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="714"/>
        <source>Basic strategy</source>
        <translation>Estrategia básica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="206"/>
        <source>At most</source>
        <translation>Como máximo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="209"/>
        <source>The basic strategy (every rule, no exceptions) or a shorter list for beginners</source>
        <translation>La estrategia básica (todas las reglas, sin excepciones) o una lista más corta para principiantes</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="212"/>
        <source> rules</source>
        <translation> reglas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="213"/>
        <source>The most rules a beginner&apos;s chart may have</source>
        <translation>El máximo de reglas que puede tener la tabla de un principiante</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="215"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="215"/>
        <source>Print the chart as a pocket card</source>
        <translation>Imprime la tabla de estrategia como tarjeta de bolsillo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="216"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="216"/>
        <source>Save the pocket card as a PDF</source>
        <translation>Guarda la tarjeta de bolsillo como PDF</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="217"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="217"/>
        <source>Save the pocket card as a PNG image</source>
        <translation>Guarda la tarjeta de bolsillo como imagen PNG</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="220"/>
        <source>Text…</source>
        <translation>Texto…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="222"/>
        <source>Save the chart in the strategy language (vptrainer strategy eval reads it back)</source>
        <translation>Guarda la tabla en el lenguaje de estrategia (vptrainer strategy eval la vuelve a leer)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="230"/>
        <source>&amp;Levels</source>
        <translation>&amp;Niveles</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="231"/>
        <source>E&amp;xceptions</source>
        <translation>E&amp;xcepciones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="232"/>
        <source>Other &amp;games</source>
        <translation>Otros &amp;juegos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="233"/>
        <source>&amp;Your strategy</source>
        <translation>&amp;Tu estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="234"/>
        <source>&amp;Turning points</source>
        <translation>&amp;Puntos de cambio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="267"/>
        <source>Rules in the chart</source>
        <translation>Reglas en la tabla de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="320"/>
        <source>&lt;b&gt;Legend&lt;/b&gt; — {terms}</source>
        <translation>&lt;b&gt;Leyenda&lt;/b&gt; — {terms}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="370"/>
        <source>Strategy pages</source>
        <translation>Páginas de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="371"/>
        <source>The strategy&apos;s levels, exceptions and other pages.</source>
        <translation>Los niveles, las excepciones y las demás páginas de la estrategia.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="510"/>
        <source>This table pays nothing: there is no strategy to make.</source>
        <translation>Esta tabla no paga nada: no hay estrategia que hacer.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="515"/>
        <source>Add a game to compare with this table.</source>
        <translation>Añade un juego para compararlo con esta tabla.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="523"/>
        <source>Cancelled: choose the level again to make its chart.</source>
        <translation>Cancelado: vuelve a elegir el nivel para hacer su tabla.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="530"/>
        <source>Strategy calculations cancelled</source>
        <translation>Cálculos de estrategia cancelados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="536"/>
        <source>Open a strategy</source>
        <translation>Abrir una estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="538"/>
        <source>Strategies (*.txt *.vps);;All files (*)</source>
        <translation>Estrategias (*.txt *.vps);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="559"/>
        <source>Could not make the chart of {table}: {message}</source>
        <translation>No se pudo hacer la tabla de estrategia de {table}: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="576"/>
        <source>Could not find the levels: {message}</source>
        <translation>No se pudieron encontrar los niveles: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="581"/>
        <source>Could not find the exceptions: {message}</source>
        <translation>No se pudieron encontrar las excepciones: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="586"/>
        <source>Could not compare the games: {message}</source>
        <translation>No se pudieron comparar los juegos: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="595"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="764"/>
        <source>Searching the shorter levels…</source>
        <translation>Buscando los niveles más cortos…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="598"/>
        <source>Looking for the basic strategy&apos;s exceptions…</source>
        <translation>Buscando las excepciones de la estrategia básica…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="601"/>
        <source>Playing each strategy on each table…</source>
        <translation>Jugando cada estrategia en cada tabla…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="606"/>
        <source>Pricing {file} on {table}…</source>
        <translation>Calculando {file} en {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="664"/>
        <source>{file}: {percent} on {table}</source>
        <translation>{file}: {percent} en {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="679"/>
        <source>Making the chart of {table}…</source>
        <translation>Haciendo la tabla de estrategia de {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="683"/>
        <source>Showing the chart of {shown} until the chart of {table} is ready.</source>
        <translation>Se muestra la tabla de {shown} hasta que esté lista la de {table}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="527"/>
        <source>The search for a better chart was cancelled: choose the level again to search.</source>
        <translation>Se canceló la búsqueda de una tabla mejor: elija el nivel de nuevo para buscar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="636"/>
        <source>A first chart of at most {rules} rules; a better one is being searched for (the first long chart of a table takes from seconds to a few minutes; then every level of it comes at once).</source>
        <translation>Una primera tabla de como máximo {rules} reglas; se está buscando una mejor (la primera tabla larga de una tabla de pagos tarda de unos segundos a unos minutos; después, cada nivel aparece al instante).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="716"/>
        <source>Best of at most {rules} rules</source>
        <translation>Mejor con como máximo {rules} reglas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="728"/>
        <source>{level}: {rules} rules, return &lt;b&gt;{percent}&lt;/b&gt; (at worst {worst}); perfect play {optimal}; cost &lt;b&gt;{cost}&lt;/b&gt;</source>
        <translation>{level}: {rules} reglas, retorno del &lt;b&gt;{percent}&lt;/b&gt; (en el peor caso {worst}); juego perfecto {optimal}; coste &lt;b&gt;{cost}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="733"/>
        <source>{level}: {rules} rules, return &lt;b&gt;{percent}&lt;/b&gt;; perfect play {optimal}; cost &lt;b&gt;{cost}&lt;/b&gt;</source>
        <translation>{level}: {rules} reglas, retorno del &lt;b&gt;{percent}&lt;/b&gt;; juego perfecto {optimal}; coste &lt;b&gt;{cost}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="738"/>
        <source>Exactly {fraction}</source>
        <translation>Exactamente {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="751"/>
        <source>The exceptions are found when this page is shown.</source>
        <translation>Las excepciones se buscan cuando se muestra esta página.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="753"/>
        <source>Comparing when this page is shown.</source>
        <translation>La comparación se hace cuando se muestra esta página.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="756"/>
        <source>{file} is priced when this page is shown.</source>
        <translation>{file} se calcula cuando se muestra esta página.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="766"/>
        <source>The levels are searched when this page is shown.</source>
        <translation>Los niveles se buscan cuando se muestra esta página.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="805"/>
        <source>Export the strategy</source>
        <translation>Exportar la estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="830"/>
        <source>Print the strategy card</source>
        <translation>Imprimir la tarjeta de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="834"/>
        <source>Strategy card sent to the printer</source>
        <translation>Tarjeta de estrategia enviada a la impresora</translation>
    </message>
</context>
<context>
    <name>TurningChart</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="295"/>
        <source>No returns yet</source>
        <translation>Todavía no hay retornos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="299"/>
        <source>Return by meter</source>
        <translation>Retorno según el medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="301"/>
        <source>Return (%)</source>
        <translation>Retorno (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="344"/>
        <source>the meter</source>
        <translation>el medidor</translation>
    </message>
</context>
<context>
    <name>TurningPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="85"/>
        <source>{rule} moves up above {other} (rule {number}).</source>
        <translation>{rule} sube por encima de {other} (regla {number}).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="89"/>
        <source>{rule} moves back below {other} (rule {number}).</source>
        <translation>{rule} vuelve a bajar por debajo de {other} (regla {number}).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="239"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="683"/>
        <source>Exported {path}.</source>
        <translation>Exportado: {path}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="245"/>
        <source>Progressive line</source>
        <translation>Línea progresiva</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="246"/>
        <source>The pay that grows with the progressive meter</source>
        <translation>El pago que crece con el medidor progresivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="247"/>
        <source>Chart</source>
        <translation>Tabla de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="248"/>
        <source>The basic strategy</source>
        <translation>La estrategia básica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="251"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="412"/>
        <source>Your strategy: {name}</source>
        <translation>Tu estrategia: {name}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="255"/>
        <source>The chart whose turning points are shown: the table&apos;s basic strategy, or the strategy you opened on the Your strategy page</source>
        <translation>La tabla cuyos puntos de cambio se muestran: la estrategia básica de la tabla o la estrategia que abriste en la página Tu estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="259"/>
        <source>Coins a bet</source>
        <translation>Monedas por apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="260"/>
        <source>Coins bet on each hand (the meter is for this bet)</source>
        <translation>Monedas apostadas en cada mano (el medidor es para esta apuesta)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="261"/>
        <source>Denomination</source>
        <translation>Denominación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="262"/>
        <source>Dollars per coin</source>
        <translation>Dólares por moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="263"/>
        <source>Meter</source>
        <translation>Medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="266"/>
        <source>The progressive meter to price the chart at (what ignoring each change costs there)</source>
        <translation>El medidor progresivo con el que calcular la tabla (lo que cuesta ahí ignorar cada cambio)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="149"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="270"/>
        <source>Meter unit</source>
        <translation>Unidad del medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="271"/>
        <source>dollars</source>
        <translation>dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="272"/>
        <source>coins</source>
        <translation>monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="273"/>
        <source>Returns at the meter</source>
        <translation>Retornos con el medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="163"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="274"/>
        <source>Turning points</source>
        <translation>Puntos de cambio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="150"/>
        <source>Whether the meter is typed in dollars or in coins</source>
        <translation>Si el medidor se escribe en dólares o en monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="165"/>
        <source>Each strategy change as the line grows: the meter where it moves and what ignoring it costs at the meter typed.</source>
        <translation>Cada cambio de estrategia a medida que crece el premio: el medidor en el que ocurre y lo que cuesta ignorarlo en el medidor escrito.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="277"/>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="278"/>
        <source>Dollars</source>
        <translation>Dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="279"/>
        <source>Move</source>
        <translation>Cambio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="280"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="281"/>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="284"/>
        <source>Return by meter</source>
        <translation>Retorno según el medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="288"/>
        <source>Print guide…</source>
        <translation>Imprimir guía…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="289"/>
        <source>Print the turning points as a pocket guide</source>
        <translation>Imprime los puntos de cambio como guía de bolsillo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="291"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="291"/>
        <source>Save the pocket guide as a PDF</source>
        <translation>Guarda la guía de bolsillo como PDF</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="292"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="292"/>
        <source>Save the pocket guide as a PNG image</source>
        <translation>Guarda la guía de bolsillo como imagen PNG</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="300"/>
        <source>&amp;Denomination</source>
        <translation>&amp;Denominación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="301"/>
        <source>&amp;Line</source>
        <translation>&amp;Línea</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="302"/>
        <source>C&amp;hart</source>
        <translation>&amp;Tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="303"/>
        <source>&amp;Meter</source>
        <translation>&amp;Medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="304"/>
        <source>C&amp;oins</source>
        <translation>M&amp;onedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="396"/>
        <source>The turning points of {table} are found when this page is shown.</source>
        <translation>Los puntos de cambio de {table} se buscan cuando se muestra esta página.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="419"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="482"/>
        <source>Finding the turning points…</source>
        <translation>Buscando los puntos de cambio…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="479"/>
        <source>The returns along the meter come with the turning points.</source>
        <translation>Los retornos a lo largo del medidor llegan con los puntos de cambio.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="488"/>
        <source>Could not find the turning points: {message}</source>
        <translation>No se pudieron encontrar los puntos de cambio: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="495"/>
        <source>Could not compute the returns: {message}</source>
        <translation>No se pudieron calcular los retornos: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="499"/>
        <source>Computing the returns along the meter…</source>
        <translation>Calculando los retornos a lo largo del medidor…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="573"/>
        <source>Exactly {pay} per coin of the {line}.</source>
        <translation>Exactamente {pay} por moneda de {line}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="583"/>
        <source>Deals the chart plays by the rule passed that the moving one fits too.</source>
        <translation>Manos repartidas que la tabla juega por la regla superada y a las que también se aplica la regla que se mueve.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="590"/>
        <source>Playing the chart unchanged on these deals costs {percent} of the return at this meter.</source>
        <translation>Jugar la tabla sin cambios en estas manos cuesta {percent} del retorno con este medidor.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="594"/>
        <source>Ignoring this change costs nothing at this meter.</source>
        <translation>Ignorar este cambio no cuesta nada con este medidor.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="611"/>
        <source>{coins} coins ({dollars}, {pay} per coin)</source>
        <translation>{coins} monedas ({dollars}, {pay} por moneda)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="617"/>
        <source>The meter of {meter} is outside the range looked at: from {low} to {high} coins.</source>
        <translation>El medidor de {meter} está fuera del intervalo estudiado: de {low} a {high} monedas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="620"/>
        <source>No line of the chart moves between {low} and {high} coins.</source>
        <translation>Ninguna línea de la tabla cambia entre {low} y {high} monedas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/turning.py" line="625"/>
        <source>At a meter of {meter}: {due} of the %n changes due (highlighted).</source>
        <translation>
            <numerusform>Con un medidor de {meter}: {due} del %n cambio ya toca (resaltado).</numerusform>
            <numerusform>Con un medidor de {meter}: {due} de los %n cambios ya tocan (resaltados).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/turning.py" line="631"/>
        <source>At a meter of {meter}: none of the %n changes due yet.</source>
        <translation>
            <numerusform>Con un medidor de {meter}: el %n cambio aún no toca.</numerusform>
            <numerusform>Con un medidor de {meter}: ninguno de los %n cambios toca aún.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="635"/>
        <source>{sentence} Pricing the chart at this meter…</source>
        <translation>{sentence} Calculando la tabla con este medidor…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="637"/>
        <source>{sentence} The chart returns {chart}, with the changes due {guide}, and perfect play {optimal}.</source>
        <translation>{sentence} La tabla devuelve {chart}, con los cambios que tocan {guide}, y el juego perfecto {optimal}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="658"/>
        <source>The chart as it is</source>
        <translation>La tabla tal cual</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="659"/>
        <source>With the changes due</source>
        <translation>Con los cambios que tocan</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="660"/>
        <source>Perfect play</source>
        <translation>Juego perfecto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="662"/>
        <source>{line} meter (coins for a {coins}-coin bet)</source>
        <translation>Medidor de {line} (monedas, apuesta de {coins} monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="680"/>
        <source>Export the turning-point guide</source>
        <translation>Exportar la guía de puntos de cambio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="701"/>
        <source>Print the turning-point guide</source>
        <translation>Imprimir la guía de puntos de cambio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="705"/>
        <source>The turning-point guide was sent to the printer.</source>
        <translation>La guía de puntos de cambio se envió a la impresora.</translation>
    </message>
</context>
<context>
    <name>card</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="66"/>
        <source>Otherwise: {rule}</source>
        <translation>Si no: {rule}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="93"/>
        <source>Basic strategy</source>
        <translation>Estrategia básica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="94"/>
        <source>Simple strategy</source>
        <translation>Estrategia simple</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="130"/>
        <source>{title}: {rules} rules, best first. Hold the cards of the first rule your hand fits.</source>
        <translation>{title}: {rules} reglas, de mejor a peor. Retén las cartas de la primera regla que cumpla tu mano.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="134"/>
        <source>Return &lt;b&gt;{percent}&lt;/b&gt; with this card; {optimal} with perfect play. Priced exactly by vptrainer.</source>
        <translation>Retorno del &lt;b&gt;{percent}&lt;/b&gt; con esta tarjeta; {optimal} con juego perfecto. Calculado con exactitud por vptrainer.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="176"/>
        <source>Pocket card</source>
        <translation>Tarjeta de bolsillo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="203"/>
        <source>the card could not be drawn as PDF</source>
        <translation>no se pudo dibujar la tarjeta como PDF</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="265"/>
        <source>the card could not be encoded as PNG</source>
        <translation>no se pudo codificar la tarjeta como PNG</translation>
    </message>
</context>
<context>
    <name>saving</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="18"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="20"/>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="21"/>
        <source>Strategy text (*.txt)</source>
        <translation>Texto de estrategia (*.txt)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="41"/>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="42"/>
        <source>Could not write {path}: {reason}</source>
        <translation>No se pudo escribir {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>strategy</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="67"/>
        <source>never</source>
        <extracomment>the other games offered first, by the kind of wild card of the table on screen</extracomment>
        <translation>nunca</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="68"/>
        <source>1 in {count}</source>
        <translation>1 de cada {count}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="522"/>
        <source>The strategy of {strategy} on {table}: {percent} (perfect play {optimal}); {deals} deals played differently</source>
        <translation>La estrategia de {strategy} en {table}: {percent} (juego perfecto {optimal}); {deals} manos repartidas jugadas de otra forma</translation>
    </message>
</context>
</TS>
