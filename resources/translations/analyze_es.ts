<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AnalyzeView</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="361"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="32"/>
        <source>The royal sweep is computed when this tab is shown.</source>
        <translation>El barrido de la escalera real se calcula cuando se muestra esta pestaña.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="71"/>
        <source>Stop the calculation (Esc)</source>
        <translation>Detener el cálculo (Esc)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="82"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="181"/>
        <source>Preparing engine…</source>
        <translation>Preparando el motor…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="121"/>
        <source>Analyze pages</source>
        <translation>Páginas de análisis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="123"/>
        <source>The return of the table, its Ultimate X game and its feature games</source>
        <translation>El retorno de la tabla, su juego Ultimate X y sus juegos con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="125"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="126"/>
        <source>Feature games</source>
        <translation>Juegos con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="171"/>
        <source>Waiting for the edit to settle…</source>
        <translation>Esperando a que termine la edición…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="172"/>
        <source>The new results follow in a moment.</source>
        <translation>Los nuevos resultados llegan en un momento.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="181"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="206"/>
        <source>Calculating…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="194"/>
        <source>Cancelled: edit the table or press F5 to recalculate</source>
        <translation>Cancelado: edita la tabla o pulsa F5 para recalcular</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="195"/>
        <source>Calculation cancelled</source>
        <translation>Cálculo cancelado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="199"/>
        <source>The calculation was cancelled: press F5 to recalculate.</source>
        <translation>El cálculo se canceló: pulsa F5 para recalcular.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="216"/>
        <source>Up to date</source>
        <translation>Al día</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="216"/>
        <source>Up to date: this table pays nothing (0%)</source>
        <translation>Al día: esta tabla no paga nada (0 %)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="224"/>
        <source>Analysis took {seconds} s</source>
        <translation>El análisis tardó {seconds} s</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="231"/>
        <source>The calculation failed (see below)</source>
        <translation>El cálculo falló (ver abajo)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="233"/>
        <source>The calculation failed: {why}</source>
        <translation>El cálculo falló: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="242"/>
        <source>could not be calculated: {why}</source>
        <translation>no se pudo calcular: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="250"/>
        <source>Computing the royal sweep…</source>
        <translation>Calculando el barrido de la escalera real…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="260"/>
        <source>Nothing to sweep: the table pays nothing.</source>
        <translation>Nada que barrer: la tabla no paga nada.</translation>
    </message>
</context>
<context>
    <name>BetTable</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="88"/>
        <source>Return by coins bet</source>
        <translation>Retorno por monedas apostadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="89"/>
        <source>The return and its cost at each bet from 1 coin to the maximum.</source>
        <translation>El retorno y su coste con cada apuesta, de 1 moneda a la máxima.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="105"/>
        <source>Bet</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="106"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="107"/>
        <source>Cost vs {coins} coins</source>
        <translation>Coste frente a {coins} monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="108"/>
        <source>Loss per hand</source>
        <translation>Pérdida por mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="131"/>
        <source>max bet</source>
        <translation>apuesta máxima</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="133"/>
        <source>{percent} of the bet</source>
        <translation>{percent} de la apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="134"/>
        <source>{coins} coins</source>
        <translation>{coins} monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="138"/>
        <source>Exactly {numerator} / {denominator} under the optimal strategy of {table}</source>
        <translation>Exactamente {numerator} / {denominator} con la estrategia óptima de {table}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/results.py" line="150"/>
        <source>%n coin</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/results.py" line="151"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CategoryModel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="45"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="46"/>
        <source>Pays</source>
        <translation>Paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="47"/>
        <source>Combinations</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="48"/>
        <source>Probability</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="49"/>
        <source>1 in</source>
        <translation>1 de cada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="50"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="89"/>
        <source>never</source>
        <translation>nunca</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="108"/>
        <source>Paid on the five dealt cards, on top of what the final hand pays</source>
        <translation>Se paga por las cinco cartas repartidas, además de lo que paga la mano final</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="111"/>
        <source>Out of {total} combinations: every deal weighted by the common denominator of all draws</source>
        <translation>De {total} combinaciones: cada reparto ponderado por el denominador común de todos los cambios</translation>
    </message>
</context>
<context>
    <name>ContributionChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="40"/>
        <source>Contribution to return</source>
        <translation>Contribución al retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="41"/>
        <source>Contribution to the return (% of the bet)</source>
        <translation>Contribución al retorno (% de la apuesta)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="63"/>
        <source>This table pays nothing: its return is 0%.</source>
        <translation>Esta tabla no paga nada: su retorno es 0 %.</translation>
    </message>
</context>
<context>
    <name>FeatureBarChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="121"/>
        <source>Feature game</source>
        <translation>Juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="122"/>
        <source>Chart of the feature game&apos;s figures</source>
        <translation>Gráfico de las cifras del juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="123"/>
        <source>The same figures are in the table above the chart.</source>
        <translation>Las mismas cifras están en la tabla sobre el gráfico.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="138"/>
        <source>Nothing to draw.</source>
        <translation>Nada que dibujar.</translation>
    </message>
</context>
<context>
    <name>FeatureOptions</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="139"/>
        <source>{game}: {option}</source>
        <translation>{game}: {option}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="155"/>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="166"/>
        <source>Multi-Strike 16X (five levels, up to 16x)</source>
        <translation>Multi-Strike 16X (cinco niveles, hasta 16x)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="171"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="227"/>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="173"/>
        <source>The 16X version has a fifth level</source>
        <translation>La versión 16X tiene un quinto nivel</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="180"/>
        <source>The levels bet (the bottom ones are played)</source>
        <translation>Los niveles apostados (se juegan los de abajo)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="181"/>
        <source>Levels bet</source>
        <translation>Niveles apostados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="187"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="363"/>
        <source>Level multipliers</source>
        <translation>Multiplicadores de los niveles</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="188"/>
        <source>Each level&apos;s multiplier</source>
        <translation>El multiplicador de cada nivel</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="194"/>
        <source>Free rides (%)</source>
        <translation>Pases gratis (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="196"/>
        <source>Each level&apos;s chance of a free ride, in percent, level 1 up (not the top level); machines show them nowhere</source>
        <translation>La probabilidad de pase gratis de cada nivel, en porcentaje, del nivel 1 hacia arriba (salvo el superior); las máquinas no la muestran en ningún sitio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="202"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="212"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="243"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="266"/>
        <source>Multi-play lines</source>
        <translation>Líneas multi-play</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="207"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="376"/>
        <source>Multiplier weights</source>
        <translation>Pesos de los multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="208"/>
        <source>multiplier:weight pairs from the machine&apos;s help screen; 1 for no multiplier</source>
        <translation>pares multiplicador:peso de la pantalla de ayuda de la máquina; 1 para sin multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="217"/>
        <source>Chance of a roll</source>
        <translation>Probabilidad de tirada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="218"/>
        <source>As a fraction (1/6) or a decimal</source>
        <translation>Como fracción (1/6) o decimal</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="222"/>
        <source>Hundred Play (one spin times the quads made)</source>
        <translation>Hundred Play (un giro por los póqueres conseguidos)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="229"/>
        <source>Hundred Play Wheel Poker</source>
        <translation>Hundred Play Wheel Poker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="232"/>
        <source>Lines played</source>
        <translation>Líneas jugadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="237"/>
        <source>Wheel (coins:weight)</source>
        <translation>Rueda (monedas:peso)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="238"/>
        <source>The wheel&apos;s prizes in coins with their weights; empty: the built-in wheel</source>
        <translation>Los premios de la rueda en monedas con sus pesos; vacío: la rueda integrada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="239"/>
        <source>the built-in wheel of this game</source>
        <translation>la rueda integrada de este juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="248"/>
        <source>Chance of a Dream Card</source>
        <translation>Probabilidad de una Dream Card</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="250"/>
        <source>The share of deals that come with a Dream Card (set by the machine, shown nowhere)</source>
        <translation>La parte de los repartos que traen una Dream Card (la fija la máquina, no se muestra en ningún sitio)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="254"/>
        <source>The best-EV card</source>
        <translation>La carta de mejor EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="255"/>
        <source>The card that makes the best hand</source>
        <translation>La carta que forma la mejor mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="260"/>
        <source>The machine gives</source>
        <translation>La máquina da</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="262"/>
        <source>Which card the machine gives</source>
        <translation>Qué carta da la máquina</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="269"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="274"/>
        <source>Coins a line</source>
        <translation>Monedas por línea</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="276"/>
        <source>Coins bet a line (wins on five)</source>
        <translation>Monedas apostadas por línea (premios sobre cinco)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="282"/>
        <source>Multipliers (2 to K)</source>
        <translation>Multiplicadores (2 a K)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="284"/>
        <source>The 12 multipliers for the highest dealt card 2, 3, ..., K; empty: the built-in table of this game</source>
        <translation>Los 12 multiplicadores para la carta más alta repartida 2, 3, ..., K; vacío: la tabla integrada de este juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="287"/>
        <source>the built-in table of this game</source>
        <translation>la tabla integrada de este juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="291"/>
        <source>Paylines bet (of the nine)</source>
        <translation>Líneas de pago apostadas (de las nueve)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="291"/>
        <source>Paylines</source>
        <translation>Líneas de pago</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="364"/>
        <source>Free rides</source>
        <translation>Pases gratis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="368"/>
        <source>Free rides: give one for each level but the top ({wanted}), got {got}</source>
        <translation>Pases gratis: indica uno por nivel salvo el superior ({wanted}); hay {got}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="373"/>
        <source>Levels bet: at most {count}</source>
        <translation>Niveles apostados: como máximo {count}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="378"/>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="384"/>
        <source>Wheel</source>
        <translation>Rueda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="388"/>
        <source>Multipliers</source>
        <translation>Multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="391"/>
        <source>Multipliers: give 12 (cards 2 to K), got {got}</source>
        <translation>Multiplicadores: indica 12 (cartas 2 a K); hay {got}</translation>
    </message>
</context>
<context>
    <name>FeaturePage</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="54"/>
        <source>Level</source>
        <extracomment>What each game&apos;s own table shows, and which of its columns the chart draws: (headers, the chart&apos;s column, its unit, the format of a bar&apos;s value).</extracomment>
        <translation>Nivel</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="55"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="69"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="79"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="109"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="113"/>
        <source>Multiplier</source>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="56"/>
        <source>Free ride</source>
        <translation>Pase gratis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="57"/>
        <source>Value (bets)</source>
        <translation>Valor (apuestas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="58"/>
        <source>Without free ride</source>
        <translation>Sin pase gratis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="59"/>
        <source>Reached</source>
        <translation>Alcanzado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="60"/>
        <source>Holds changed</source>
        <translation>Retenciones cambiadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="61"/>
        <source>Base holds cost</source>
        <translation>Coste de las retenciones base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="64"/>
        <source>Value of reaching the level (bets of one line)</source>
        <translation>Valor de alcanzar el nivel (apuestas de una línea)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="70"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="89"/>
        <source>Weight</source>
        <translation>Peso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="71"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="74"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="80"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="83"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="90"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="93"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="110"/>
        <source>Probability</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="88"/>
        <source>Prize (coins)</source>
        <translation>Premio (monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="98"/>
        <source>Dream Card rule</source>
        <translation>Regla de la Dream Card</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="99"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="423"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="100"/>
        <source>Dream Card deal&apos;s EV (per coin)</source>
        <translation>EV del reparto con Dream Card (por moneda)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="103"/>
        <source>Return (%)</source>
        <translation>Retorno (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="108"/>
        <source>Highest card</source>
        <translation>Carta más alta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="118"/>
        <source>Paylines</source>
        <translation>Líneas de pago</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="119"/>
        <source>SD per hand</source>
        <translation>DT por mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="120"/>
        <source>Multi-play SD per hand</source>
        <translation>DT multi-play por mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="123"/>
        <source>Standard deviation per hand (bets)</source>
        <translation>Desviación típica por mano (apuestas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="134"/>
        <source>Feature games</source>
        <translation>Juegos con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="146"/>
        <source>Cancel the feature game&apos;s analysis</source>
        <translation>Cancelar el análisis del juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="147"/>
        <source>Progress of the feature game&apos;s analysis</source>
        <translation>Progreso del análisis del juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="148"/>
        <source>State of the feature game&apos;s analysis</source>
        <translation>Estado del análisis del juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="154"/>
        <source>Analyse again</source>
        <translation>Analizar de nuevo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="155"/>
        <source>Analyse again after a cancel or a failure</source>
        <translation>Analizar de nuevo tras una cancelación o un fallo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="166"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="193"/>
        <source>Feature game</source>
        <translation>Juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="167"/>
        <source>The extra-bet game whose return, strategy changes and variance are shown</source>
        <translation>El juego de apuesta adicional cuyo retorno, cambios de estrategia y varianza se muestran</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="173"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="250"/>
        <source>Options of the feature game</source>
        <translation>Opciones del juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="179"/>
        <source>Restore the built-in options</source>
        <translation>Restaurar las opciones integradas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="180"/>
        <source>Set the options back to the game&apos;s built-in data</source>
        <translation>Devolver las opciones a los datos integrados del juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="183"/>
        <source>Source of the game&apos;s data</source>
        <translation>Fuente de los datos del juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="185"/>
        <source>Feature game message</source>
        <translation>Mensaje del juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="191"/>
        <source>Feature game figures</source>
        <translation>Cifras del juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="192"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="221"/>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="192"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="196"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="257"/>
        <source>Strategy of the feature game</source>
        <translation>Estrategia del juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="202"/>
        <source>Multi-Strike level whose holds are shown</source>
        <translation>Nivel de Multi-Strike cuyas retenciones se muestran</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="203"/>
        <source>The Multi-Strike level whose strategy changes the table lists</source>
        <translation>El nivel de Multi-Strike cuyos cambios de estrategia lista la tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="208"/>
        <source>Holds that differ from the base game&apos;s</source>
        <translation>Retenciones que difieren de las del juego base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="210"/>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="211"/>
        <source>Base game holds</source>
        <translation>El juego base retiene</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="212"/>
        <source>This game holds</source>
        <translation>Este juego retiene</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="213"/>
        <source>Share of deals</source>
        <translation>Parte de los repartos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="214"/>
        <source>Gain per deal</source>
        <translation>Ganancia por reparto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="216"/>
        <source>Strategy changes</source>
        <translation>Cambios de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="220"/>
        <source>The game&apos;s own figures</source>
        <translation>Cifras propias del juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="222"/>
        <source>Feature game details</source>
        <translation>Detalles del juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="267"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="282"/>
        <source>Feature games page</source>
        <translation>Página de juegos con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="283"/>
        <source>The feature game&apos;s options, figures and charts, scrolled as a whole</source>
        <translation>Las opciones, las cifras y los gráficos del juego con función, desplazados en conjunto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="296"/>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="297"/>
        <source>Restore defaults</source>
        <translation>Restaurar valores predeterminados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="298"/>
        <source>Feature:</source>
        <translation>Función:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="299"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="300"/>
        <source>Strategy</source>
        <translation>Estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="342"/>
        <source>Cancelled: press Analyse, or change an option, to go on.</source>
        <translation>Cancelado: pulsa Analizar o cambia una opción para continuar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="354"/>
        <source>Built-in data: {source}</source>
        <translation>Datos integrados: {source}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="362"/>
        <source>Waiting for the edit to settle…</source>
        <translation>Esperando a que termine la edición…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="375"/>
        <source>{table} pays bonuses on the dealt hand; the feature games take tables without them.</source>
        <translation>{table} paga bonos por la mano servida; los juegos con función admiten tablas sin ellos.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="412"/>
        <source>The analysis failed: {why}</source>
        <translation>El análisis falló: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="424"/>
        <source>Base game&apos;s return</source>
        <translation>Retorno del juego base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="425"/>
        <source>The feature adds</source>
        <translation>La función añade</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="430"/>
        <source>The extra %n coin(s) a line return</source>
        <translation>
            <numerusform>La moneda extra por línea (%n) devuelve</numerusform>
            <numerusform>Las %n monedas extra por línea devuelven</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="433"/>
        <source>A round costs (bets of one line)</source>
        <translation>Una ronda cuesta (apuestas de una línea)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="434"/>
        <source>Variance of a round (bets squared)</source>
        <translation>Varianza de una ronda (apuestas al cuadrado)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="435"/>
        <source>Standard deviation of a round (bets)</source>
        <translation>Desviación típica de una ronda (apuestas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="436"/>
        <source>Variance per unit bet</source>
        <translation>Varianza por unidad apostada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="437"/>
        <source>Base game&apos;s variance (one line)</source>
        <translation>Varianza del juego base (una línea)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="440"/>
        <source>Computed in</source>
        <translation>Calculado en</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="441"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="447"/>
        <source>Exactly {numerator} / {denominator} per coin bet</source>
        <translation>Exactamente {numerator} / {denominator} por moneda apostada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="458"/>
        <source>Level {level} ({multiplier}x)</source>
        <translation>Nivel {level} ({multiplier}x)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="475"/>
        <source>the base game&apos;s</source>
        <translation>la del juego base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="478"/>
        <source>The strategy is the base game&apos;s: play {game} as you play {table} ({reason}).</source>
        <translation>La estrategia es la del juego base: juega a {game} como juegas a {table} ({reason}).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="500"/>
        <source>The best holds on {level} are the base game&apos;s.</source>
        <translation>Las mejores retenciones en {level} son las del juego base.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="502"/>
        <source>The best holds are the base game&apos;s.</source>
        <translation>Las mejores retenciones son las del juego base.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="507"/>
        <source>The best hold on {level} differs from the base game&apos;s on {share} of deals ({kinds} kinds of deal); playing the base game&apos;s holds there costs {cost} of the return. The changes worth most:</source>
        <translation>La mejor retención en {level} difiere de la del juego base en el {share} de los repartos ({kinds} tipos de reparto); jugar ahí las retenciones del juego base cuesta {cost} del retorno. Los cambios que más valen:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="513"/>
        <source>The best hold differs from the base game&apos;s on {share} of deals ({kinds} kinds of deal); playing the base game&apos;s holds there costs {cost} of the return. The changes worth most:</source>
        <translation>La mejor retención difiere de la del juego base en el {share} de los repartos ({kinds} tipos de reparto); jugar ahí las retenciones del juego base cuesta {cost} del retorno. Los cambios que más valen:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="539"/>
        <source>{game} details</source>
        <translation>Detalles de {game}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="577"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="625"/>
        <source>Average multiplier</source>
        <translation>Multiplicador medio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="581"/>
        <source>Mean square of the multiplier</source>
        <translation>Media del cuadrado del multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="588"/>
        <source>Average wheel prize (coins)</source>
        <translation>Premio medio de la rueda (monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="592"/>
        <source>A line&apos;s chance of a natural four of a kind</source>
        <translation>Probabilidad de un póquer natural en una línea</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="598"/>
        <source>Return with the base game&apos;s holds</source>
        <translation>Retorno con las retenciones del juego base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="605"/>
        <source>Chance of a Dream Card deal</source>
        <translation>Probabilidad de un reparto con Dream Card</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="609"/>
        <source>What the machine&apos;s rule costs (best-EV against best-hand card)</source>
        <translation>Lo que cuesta la regla de la máquina (carta de mejor EV frente a la de mejor mano)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="615"/>
        <source>Four-card deals the two rules value differently</source>
        <translation>Repartos de cuatro cartas que las dos reglas valoran distinto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="623"/>
        <source>Coins a line</source>
        <translation>Monedas por línea</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="633"/>
        <source>Standard deviation per hand of the lines bet</source>
        <translation>Desviación típica por mano de las líneas apostadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="636"/>
        <source>{sd} (multi-play: {multi})</source>
        <translation>{sd} (multi-play: {multi})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="551"/>
        <source>%n line</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="552"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="676"/>
        <source>Level {level}</source>
        <translation>Nivel {level}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="707"/>
        <source>The best-EV card</source>
        <translation>La carta de mejor EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="708"/>
        <source>The best-hand card</source>
        <translation>La carta de mejor mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="720"/>
        <source>{card} high</source>
        <translation>{card} como carta más alta</translation>
    </message>
</context>
<context>
    <name>FigureTable</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="83"/>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="114"/>
        <source>{name}: read the figures cell by cell; Ctrl+C copies them, the context menu exports them as CSV.</source>
        <extracomment>What a cell shows while its figure is being computed, or cannot be.</extracomment>
        <translation>{name}: lea las cifras celda por celda; Ctrl+C las copia y el menú contextual las exporta como CSV.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="126"/>
        <source>Copy table</source>
        <translation>Copiar tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="127"/>
        <source>Export table as CSV…</source>
        <translation>Exportar tabla como CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="216"/>
        <source>Export {table}</source>
        <translation>Exportar {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="218"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="229"/>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="230"/>
        <source>Could not write {path}: {reason}</source>
        <translation>No se pudo escribir {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="108"/>
        <source>Choose the game</source>
        <translation>Elegir el juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="114"/>
        <source> (added to the deck, wild)</source>
        <translation> (añadidos a la baraja, comodines)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="124"/>
        <source>Every {rank} is wild</source>
        <translation>Todos los {rank} son comodines</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="131"/>
        <source>none, or cards such as Jh Js</source>
        <translation>ninguna, o cartas como Jh Js</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="132"/>
        <source>A wild card in its own place keeps a hand natural</source>
        <translation>Un comodín en su propio lugar mantiene la mano natural</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="137"/>
        <source>One-Eyed Jacks: a royal flush with the jack of hearts in its own place is a natural royal</source>
        <translation>One-Eyed Jacks: una escalera real con la jota de corazones en su propio lugar es una escalera real natural</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="145"/>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="146"/>
        <source>Wild ranks</source>
        <translation>Valores comodín</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="147"/>
        <source>Wild cards</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="173"/>
        <source>Not a game yet: {why}</source>
        <translation>Aún no es un juego: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="178"/>
        <source>{game}: {cards} cards, {wild} of them wild.</source>
        <translation>{game}: {cards} cartas, {wild} de ellas comodines.</translation>
    </message>
</context>
<context>
    <name>HoldValueChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="36"/>
        <source>Hold values by total multiplier</source>
        <translation>Valor de las retenciones según el multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="37"/>
        <source>Chart of the hold values against the total multiplier</source>
        <translation>Gráfico del valor de las retenciones frente al multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="40"/>
        <source>The same figures are in the tables below the chart: each hold&apos;s value at the total multiplier chosen, and the best hold by range of total multiplier.</source>
        <translation>Las mismas cifras están en las tablas bajo el gráfico: el valor de cada retención con el multiplicador total elegido y la mejor retención por tramo de multiplicador total.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="46"/>
        <source>Total multiplier M (the sum of the lines&apos; multipliers)</source>
        <translation>Multiplicador total M (la suma de los multiplicadores de las líneas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="48"/>
        <source>Value per coin</source>
        <translation>Valor por moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="83"/>
        <source>From M = {m} the best hold is {hold}</source>
        <translation>Desde M = {m} la mejor retención es {hold}</translation>
    </message>
</context>
<context>
    <name>PayTableDocument</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="85"/>
        <source>built-in: {table}</source>
        <translation>integrada: {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="86"/>
        <source>unsaved</source>
        <translation>sin guardar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="152"/>
        <location filename="../../vptrainer/gui/analyze/document.py" line="186"/>
        <source>{hand} dealt (bonus)</source>
        <translation>{hand} servida (bono)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="156"/>
        <source>Set {hand} to {pay}</source>
        <translation>Poner {hand} a {pay}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="172"/>
        <source>Pay {hand} as at max bet on 1 to 4 coins</source>
        <translation>Pagar {hand} como con la apuesta máxima de 1 a 4 monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="174"/>
        <source>Set {hand} on 1 to 4 coins to {pay}</source>
        <translation>Poner {hand} de 1 a 4 monedas a {pay}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="189"/>
        <location filename="../../vptrainer/gui/analyze/document.py" line="201"/>
        <source>Add {hand}</source>
        <translation>Añadir {hand}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="210"/>
        <source>Remove {hand}</source>
        <translation>Quitar {hand}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="219"/>
        <source>Rename</source>
        <translation>Renombrar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="252"/>
        <source>Switch to {game}</source>
        <translation>Cambiar a {game}</translation>
    </message>
</context>
<context>
    <name>PayTableEditor</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="56"/>
        <source>No wild cards</source>
        <extracomment>The games the chooser offers by name (any other through &quot;Other game…&quot;).</extracomment>
        <translation>Sin comodines</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="57"/>
        <source>Deuces wild</source>
        <translation>Doses comodín (Deuces Wild)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="58"/>
        <source>Joker (53 cards)</source>
        <translation>Joker (53 cartas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="59"/>
        <source>Two jokers (54 cards)</source>
        <translation>Dos jokers (54 cartas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="62"/>
        <source>Deuces and a joker (53 cards)</source>
        <translation>Doses y un joker (53 cartas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="66"/>
        <source>Sevens and a joker (53 cards)</source>
        <translation>Sietes y un joker (53 cartas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="70"/>
        <source>One-eyed jacks</source>
        <translation>Jotas tuertas (One-Eyed Jacks)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="73"/>
        <source>Other game…</source>
        <translation>Otro juego…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="227"/>
        <source>Choose a built-in pay table to analyze and edit</source>
        <translation>Elige una tabla de pagos integrada para analizarla y editarla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="234"/>
        <source>The pay table&apos;s name, shown in titles and file names</source>
        <translation>El nombre de la tabla de pagos, que aparece en títulos y nombres de archivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="258"/>
        <source>Add a hand the table pays for (a category)</source>
        <translation>Añadir una mano que paga la tabla (una categoría)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="322"/>
        <source>Your own table</source>
        <translation>Tu propia tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="324"/>
        <source>Which cards are wild (the deck has 52 cards plus its jokers)</source>
        <translation>Qué cartas son comodines (la baraja tiene 52 cartas más sus jokers)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="326"/>
        <source>Game…</source>
        <translation>Juego…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="327"/>
        <source>Any game: jokers, wild ranks, specific wild cards</source>
        <translation>Cualquier juego: jokers, valores comodín, cartas comodín concretas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="328"/>
        <source>Bonuses on the deal, on top of the final hand&apos;s pay:</source>
        <translation>Bonos del reparto, además del pago de la mano final:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="329"/>
        <source>Add category</source>
        <translation>Añadir mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="330"/>
        <source>Deal bonus</source>
        <translation>Bono inicial</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="331"/>
        <source>Pay a bonus when the five dealt cards make a hand</source>
        <translation>Pagar un bono cuando las cinco cartas repartidas forman una mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="332"/>
        <source>Quad split…</source>
        <translation>Dividir póquer…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="333"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="334"/>
        <source>Stop paying the selected hand (Delete)</source>
        <translation>Dejar de pagar la mano seleccionada (Supr)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Built-in</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Wild cards</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="354"/>
        <source>Pays</source>
        <translation>Paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="354"/>
        <source>Deal bonuses</source>
        <translation>Bonos iniciales</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="355"/>
        <source>Each hand and what it pays per coin; type a number or press F2 to change it.</source>
        <translation>Cada mano y lo que paga por moneda; escribe un número o pulsa F2 para cambiarlo.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="358"/>
        <source>What a dealt hand pays before the draw; type a number or press F2 to change it.</source>
        <translation>Lo que paga una mano servida antes del cambio; escribe un número o pulsa F2 para cambiarlo.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="401"/>
        <source>{game} ({cards} cards)</source>
        <translation>{game} ({cards} cartas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="428"/>
        <source>Pay some natural fours of a kind differently, by rank and kicker</source>
        <translation>Pagar algunos póqueres naturales de forma distinta, por valor y kicker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="430"/>
        <source>Pay some fours of a kind differently, by rank and kicker</source>
        <translation>Pagar algunos póqueres de forma distinta, por valor y kicker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="434"/>
        <source>Published return: {percent}</source>
        <translation>Retorno publicado: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="436"/>
        <source>Published return (from the file): {percent}</source>
        <translation>Retorno publicado (del archivo): {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="440"/>
        <source>No published return for this table.</source>
        <translation>No hay retorno publicado para esta tabla.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="443"/>
        <source>This table pays nothing: add a category (its return is 0% until then).</source>
        <translation>Esta tabla no paga nada: añade una categoría (hasta entonces su retorno es 0 %).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="446"/>
        <source>Your own table: the return below is for your pays.</source>
        <translation>Tu propia tabla: el retorno de abajo es para tus pagos.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="507"/>
        <source>Every category is listed</source>
        <translation>Todas las categorías están en la lista</translation>
    </message>
</context>
<context>
    <name>PayTableModel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="96"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="97"/>
        <source>Pays (per coin)</source>
        <translation>Por moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="98"/>
        <source>{coins} coins</source>
        <translation>{coins} monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="99"/>
        <source>Per coin on 1–{coins}</source>
        <translation>Con 1–{coins}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="138"/>
        <source>Dealt hand (bonus)</source>
        <translation>Mano servida (bono)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="169"/>
        <source>Pay per coin bet, at the maximum bet: a whole number, a decimal such as 1600.25 or a fraction such as 2000/3. Double-click or type to edit.</source>
        <translation>Pago por moneda apostada, con la apuesta máxima: un número entero, un decimal como 1600.25 o una fracción como 2000/3. Haz doble clic o escribe para editar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="174"/>
        <source>Pay per coin on 1 to {fewer} coins, where the machine pays less than at {coins} coins (a royal of 250); empty: the same as at max bet. Double-click or type to edit; clear it to remove.</source>
        <translation>Pago por moneda de 1 a {fewer} monedas, cuando la máquina paga menos que con {coins} monedas (una escalera real de 250); vacío: lo mismo que con la apuesta máxima. Haz doble clic o escribe para editar; bórralo para quitarlo.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="179"/>
        <source>Paid when the five dealt cards make {hand} ({key})</source>
        <translation>Se paga cuando las cinco cartas repartidas forman {hand} ({key})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="202"/>
        <source>Not changed: {why}</source>
        <translation>Sin cambios: {why}</translation>
    </message>
</context>
<context>
    <name>ProbabilityChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="87"/>
        <source>Probability by hand</source>
        <translation>Probabilidad por mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="114"/>
        <source>This table pays nothing: every hand is Nothing.</source>
        <translation>Esta tabla no paga nada: toda mano es Nada.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="124"/>
        <source>Probability (log scale)</source>
        <translation>Probabilidad (escala logarítmica)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="128"/>
        <source>Probability</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="141"/>
        <source>1 in {count}</source>
        <translation>1 de cada {count}</translation>
    </message>
</context>
<context>
    <name>QuadSplitDialog</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="38"/>
        <source>Add a natural four-of-a-kind split</source>
        <translation>Añadir una división de póquer natural</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="40"/>
        <source>Add a four-of-a-kind split</source>
        <translation>Añadir una división de póquer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="42"/>
        <source>e.g. A,8 or 2-4</source>
        <translation>p. ej. A,8 o 2-4</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="44"/>
        <source>optional, e.g. A-4</source>
        <translation>opcional, p. ej. A-4</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="46"/>
        <source>per coin, e.g. 80</source>
        <translation>por moneda, p. ej. 80</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="48"/>
        <source>optional, e.g. Four aces or eights</source>
        <translation>opcional, p. ej. Póquer de ases u ochos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="55"/>
        <source>Quad ranks</source>
        <translation>Valores del póquer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="56"/>
        <source>Kicker ranks</source>
        <translation>Valores del kicker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="57"/>
        <source>Pays</source>
        <translation>Paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="58"/>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="68"/>
        <source>Paid on natural fours: four cards of the rank that are not wild (the fifth card may be wild).</source>
        <translation>Se paga con póqueres naturales: cuatro cartas del valor que no son comodines (la quinta puede ser comodín).</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="231"/>
        <source>Results by hand</source>
        <translation>Resultados por mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="232"/>
        <source>Each hand&apos;s pay, combinations, probability and contribution to the return.</source>
        <translation>El pago, las combinaciones, la probabilidad y la contribución al retorno de cada mano.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="257"/>
        <source>Draw the probabilities on a logarithmic scale</source>
        <translation>Dibujar las probabilidades en escala logarítmica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="271"/>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="272"/>
        <source>Contribution, probability and royal sweep charts of the analysis.</source>
        <translation>Gráficos de contribución, probabilidad y barrido de la escalera real del análisis.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="312"/>
        <source>Contribution</source>
        <translation>Contribución</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="313"/>
        <source>Probability</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="314"/>
        <source>Royal sweep</source>
        <translation>Barrido de la escalera real</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="315"/>
        <source>Bets</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="321"/>
        <source>Variance:</source>
        <translation>Varianza:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="322"/>
        <source>Standard deviation:</source>
        <translation>Desviación típica:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="323"/>
        <source>Hit frequency:</source>
        <translation>Frecuencia de premio:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="324"/>
        <source>Deals with a tied best hold:</source>
        <translation>Empates de mejor retención:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="325"/>
        <source>Cards held (share of deals):</source>
        <translation>Cartas retenidas (% de manos):</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="326"/>
        <source>Below max bet:</source>
        <translation>Por debajo de la apuesta máxima:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="330"/>
        <source>Ties go to the hold that keeps more cards</source>
        <translation>Los empates se resuelven a favor de la retención que conserva más cartas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="331"/>
        <source>Copy results</source>
        <translation>Copiar resultados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="332"/>
        <source>Copy the numbers and the table, tab-separated</source>
        <translation>Copiar las cifras y la tabla, separadas por tabuladores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="333"/>
        <source>Logarithmic scale</source>
        <translation>Escala logarítmica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="445"/>
        <source>Not up to date — these results are for “{table}” before your last change. {why}</source>
        <translation>Desactualizado: estos resultados son de «{table}» antes de tu último cambio. {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="454"/>
        <source>Return —</source>
        <translation>Retorno —</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="464"/>
        <source>The calculation failed: {why}</source>
        <translation>El cálculo falló: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="470"/>
        <source>No results: the calculation failed.</source>
        <translation>Sin resultados: el cálculo falló.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="485"/>
        <source>Return {percent}</source>
        <translation>Retorno {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="488"/>
        <source>Exactly {numerator} / {denominator}
= {decimal}</source>
        <translation>Exactamente {numerator} / {denominator}
= {decimal}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="501"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations — this table pays nothing, so its return is 0%</source>
        <translation>{table}: juego óptimo, {deals} repartos, {combinations} combinaciones; esta tabla no paga nada, así que su retorno es 0 %</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="506"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations — bonuses on the deal pay {percent} of it, included in the return</source>
        <translation>{table}: juego óptimo, {deals} repartos, {combinations} combinaciones; los bonos del reparto pagan {percent} del mismo, incluido en el retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="511"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations</source>
        <translation>{table}: juego óptimo, {deals} repartos, {combinations} combinaciones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="521"/>
        <source>{cards}: {percent}</source>
        <translation>{cards}: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="542"/>
        <source>{table} pays the same per coin at every bet: {percent} from 1 to {coins} coins.</source>
        <translation>{table} paga lo mismo por moneda con cualquier apuesta: {percent} de 1 a {coins} monedas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="550"/>
        <source>Below {coins} coins this table pays, per coin: {pays}. Each bet is played with its own optimal strategy.</source>
        <translation>Por debajo de {coins} monedas esta tabla paga, por moneda: {pays}. Cada apuesta se juega con su propia estrategia óptima.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="555"/>
        <source>calculating the return of 1 to {coins} coins…</source>
        <translation>calculando el retorno de 1 a {coins} monedas…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="557"/>
        <source>calculating…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="567"/>
        <source>1–{coins} coins return {percent}, {cost} of the bet less (the Bets tab)</source>
        <translation>1–{coins} monedas devuelven {percent}, {cost} de la apuesta menos (pestaña Apuestas)</translation>
    </message>
</context>
<context>
    <name>RoyalSweepChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="161"/>
        <source>Royal sweep</source>
        <translation>Barrido de la escalera real</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="163"/>
        <source>Return (%)</source>
        <translation>Retorno (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="173"/>
        <source>The strategy changes at {pay} per coin
exactly {pay_exact}
return {percent} = {return_exact}</source>
        <translation>La estrategia cambia en {pay} por moneda
exactamente {pay_exact}
retorno {percent} = {return_exact}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="186"/>
        <source>The return never reaches 100%</source>
        <translation>El retorno nunca llega al 100 %</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="190"/>
        <source>Break-even: {pay} per coin ({five} for 5 coins)
exactly {exact} per coin, where the return is 100%</source>
        <translation>Punto de equilibrio: {pay} por moneda ({five} con 5 monedas)
exactamente {exact} por moneda, donde el retorno es del 100 %</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="199"/>
        <source>Return as the {hand} pays more</source>
        <translation>Retorno según sube el pago de {hand}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="201"/>
        <source>{chart} — {table}</source>
        <translation>{chart} — {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="205"/>
        <source>{hand} pays (per coin)</source>
        <translation>Pago de {hand} (por moneda)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="242"/>
        <source>now: {pay} → {percent}</source>
        <translation>ahora: {pay} → {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="256"/>
        <source>break-even {pay} ({five} for 5 coins)</source>
        <translation>equilibrio {pay} ({five} con 5 monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="276"/>
        <source>{count} pays where the strategy changes ({shown} on this chart; hover a dot for its exact value)</source>
        <translation>{count} pagos en los que cambia la estrategia ({shown} en este gráfico; pasa el ratón sobre un punto para ver su valor exacto)</translation>
    </message>
</context>
<context>
    <name>UltimateXHandPanel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="27"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="39"/>
        <source>Discard all</source>
        <extracomment>Colours of the holds drawn (the best holds first).</extracomment>
        <translation>Descartar todo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="118"/>
        <source>Holds against the total multiplier</source>
        <translation>Retenciones frente al multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="119"/>
        <source>Holds of a hand against the total multiplier</source>
        <translation>Retenciones de una mano frente al multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="123"/>
        <source>Dealt hand</source>
        <translation>Mano servida</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="124"/>
        <source>Five cards such as Jh Qh Kh 7c 7d; press Enter to show their holds.</source>
        <translation>Cinco cartas como Jh Qh Kh 7c 7d; pulsa Intro para ver sus retenciones.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="126"/>
        <source>Five cards, such as Jh Qh Kh 7c 7d</source>
        <translation>Cinco cartas, como Jh Qh Kh 7c 7d</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="127"/>
        <source>Next example</source>
        <translation>Siguiente ejemplo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="131"/>
        <source>Show another deal whose best hold changes with the multiplier</source>
        <translation>Mostrar otro reparto cuya mejor retención cambia con el multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="132"/>
        <source>Show another deal whose best hold changes with the total multiplier</source>
        <translation>Mostrar otro reparto cuya mejor retención cambia con el multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="137"/>
        <source>Total multiplier</source>
        <translation>Multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="138"/>
        <source>The sum of the lines&apos; multipliers</source>
        <translation>La suma de los multiplicadores de las líneas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="140"/>
        <source>Hand message</source>
        <translation>Mensaje de la mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="76"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="144"/>
        <source>Holds of the hand at the total multiplier</source>
        <translation>Retenciones de la mano con el multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="78"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="146"/>
        <source>Hold</source>
        <translation>Retención</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="79"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="147"/>
        <source>EV per coin</source>
        <translation>EV por moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="80"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="148"/>
        <source>Next multiplier</source>
        <translation>Multiplicador siguiente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="81"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="149"/>
        <source>Value at M</source>
        <translation>Valor con M</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="82"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="150"/>
        <source>Cost (coins)</source>
        <translation>Coste (monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="84"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="152"/>
        <source>Ultimate X holds</source>
        <translation>Retenciones de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="88"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="155"/>
        <source>Best hold by range of total multiplier</source>
        <translation>Mejor retención por tramo de multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>From M</source>
        <translation>Desde M</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>To M</source>
        <translation>Hasta M</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>Best hold</source>
        <translation>Mejor retención</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="90"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="157"/>
        <source>Ultimate X turning points</source>
        <translation>Puntos de cambio de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="141"/>
        <source>Deal:</source>
        <translation>Reparto:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="142"/>
        <source>M:</source>
        <translation>M:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="213"/>
        <source>Not a hand: {why}.</source>
        <translation>No es una mano: {why}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="231"/>
        <source>best</source>
        <translation>mejor</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="248"/>
        <source>The best hold changes %n time(s) as the total multiplier rises; at M = {m} hold {best}.</source>
        <translation>
            <numerusform>La mejor retención cambia %n vez al subir el multiplicador total; con M = {m} retén {best}.</numerusform>
            <numerusform>La mejor retención cambia %n veces al subir el multiplicador total; con M = {m} retén {best}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="256"/>
        <source>The best hold is {best} at every total multiplier.</source>
        <translation>La mejor retención es {best} con cualquier multiplicador total.</translation>
    </message>
</context>
<context>
    <name>UltimateXPage</name>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="198"/>
        <source>%n line</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="199"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="78"/>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="79"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="80"/>
        <source>Feature adds</source>
        <translation>Añadido</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="81"/>
        <source>Base game&apos;s holds</source>
        <translation>Retenciones del juego base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="82"/>
        <source>Approximation</source>
        <translation>Aproximación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="83"/>
        <source>With 5-coin bets</source>
        <translation>Con 5 monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="104"/>
        <source>Cancel the Ultimate X solves</source>
        <translation>Cancelar los cálculos de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="105"/>
        <source>Progress of the Ultimate X solves</source>
        <translation>Progreso de los cálculos de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="106"/>
        <source>State of the Ultimate X solves</source>
        <translation>Estado de los cálculos de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="109"/>
        <source>Solve</source>
        <translation>Calcular</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="111"/>
        <source>Solve again</source>
        <translation>Calcular de nuevo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="112"/>
        <source>Solve again after a cancel or a failure</source>
        <translation>Calcular de nuevo tras una cancelación o un fallo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="124"/>
        <source>Multiplier table family</source>
        <translation>Familia de la tabla de multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="125"/>
        <source>The multiplier table the game is solved with: a built-in table or a file</source>
        <translation>La tabla de multiplicadores con la que se resuelve el juego: una tabla integrada o un archivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="127"/>
        <source>Choose a family…</source>
        <translation>Elige una familia…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="130"/>
        <source>A file…</source>
        <translation>Un archivo…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="133"/>
        <source>Open a multiplier table file (TOML, docs/ultimate-x-format.md)</source>
        <translation>Abrir un archivo de tabla de multiplicadores (TOML, docs/ultimate-x-format.md)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="145"/>
        <source>Lines shown in detail</source>
        <translation>Líneas mostradas en detalle</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="146"/>
        <source>The number of lines whose multiplier frequencies and hands are shown</source>
        <translation>El número de líneas cuyas frecuencias de multiplicadores y manos se muestran</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="151"/>
        <source>5-coin option</source>
        <translation>Opción 5 monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="155"/>
        <source>Allow 5-coin bets on hands that carry multipliers</source>
        <translation>Permitir apuestas de 5 monedas en manos con multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="157"/>
        <source>Many machines let a hand that carries multipliers be bet at 5 coins a line: the multiplied win is paid, no new multipliers are earned.</source>
        <translation>Muchas máquinas permiten apostar 5 monedas por línea en una mano con multiplicadores: se paga el premio multiplicado, pero no se ganan multiplicadores nuevos.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="163"/>
        <source>Ultimate X message</source>
        <translation>Mensaje de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="167"/>
        <source>Multiplier table</source>
        <translation>Tabla de multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="170"/>
        <source>Source of the multiplier table</source>
        <translation>Fuente de la tabla de multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="172"/>
        <source>Base game&apos;s return</source>
        <translation>Retorno del juego base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="175"/>
        <source>Ultimate X return by lines</source>
        <translation>Retorno de Ultimate X por líneas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="177"/>
        <source>Ultimate X return</source>
        <translation>Retorno de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="183"/>
        <source>Share of lines at each multiplier</source>
        <translation>Parte de las líneas con cada multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="184"/>
        <source>Multiplier</source>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="184"/>
        <source>Share of lines</source>
        <translation>Parte de las líneas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="185"/>
        <source>Ultimate X multiplier frequencies</source>
        <translation>Frecuencias de los multiplicadores de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="187"/>
        <source>Ultimate X statistics</source>
        <translation>Estadísticas de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="234"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="250"/>
        <source>Ultimate X page</source>
        <translation>Página de Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="251"/>
        <source>The Ultimate X returns, multipliers and hand, scrolled as a whole</source>
        <translation>Los retornos, los multiplicadores y la mano de Ultimate X, desplazados en conjunto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="264"/>
        <source>Multipliers of:</source>
        <translation>Multiplicadores:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="265"/>
        <source>Details for:</source>
        <translation>Detalles:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="320"/>
        <source>Cancelled: press Solve, or change an option, to go on.</source>
        <translation>Cancelado: pulsa Calcular o cambia una opción para continuar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="334"/>
        <source>Waiting for the edit to settle…</source>
        <translation>Esperando a que termine la edición…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="365"/>
        <source>{table} pays bonuses on the dealt hand, which Ultimate X does not; remove its dealt-hand lines to analyse it here.</source>
        <translation>{table} paga bonos por la mano servida, cosa que Ultimate X no hace; quita sus líneas de mano servida para analizarla aquí.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="371"/>
        <source>The Ultimate X family of {table} cannot be told from the table: choose whose multipliers to use above.</source>
        <translation>No se puede deducir de la tabla la familia Ultimate X de {table}: elige arriba qué multiplicadores usar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="385"/>
        <source>Open a multiplier table</source>
        <translation>Abrir una tabla de multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="387"/>
        <source>Multiplier tables (*.toml);;All files (*)</source>
        <translation>Tablas de multiplicadores (*.toml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="395"/>
        <source>File: {name}</source>
        <translation>Archivo: {name}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="418"/>
        <source>No example yet: the game is being solved.</source>
        <translation>Aún no hay ejemplo: se está calculando el juego.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="433"/>
        <source>Solved exactly in {iterations} policy iterations ({seconds} s); {coins} coins a game.</source>
        <translation>Calculado con exactitud en {iterations} iteraciones de política ({seconds} s); {coins} monedas por partida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="449"/>
        <source>The feature played with the base game&apos;s holds at every multiplier.</source>
        <translation>La función jugada con las retenciones del juego base en todos los multiplicadores.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="456"/>
        <source>Holds ranked by M x EV + c x lines x E[next multiplier] (c = {c}): the approximation other tools use.</source>
        <translation>Retenciones ordenadas por M x EV + c x líneas x E[multiplicador siguiente] (c = {c}): la aproximación que usan otras herramientas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="462"/>
        <source>Tick the 5-coin option to compute the return with it.</source>
        <translation>Marca la opción de 5 monedas para calcular el retorno con ella.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="466"/>
        <source>Base game (5 coins a line, no feature): {percent}. Returns are per coin bet, 10 coins a line, with perfect play.</source>
        <translation>Juego base (5 monedas por línea, sin función): {percent}. Los retornos son por moneda apostada, 10 monedas por línea, con juego perfecto.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="479"/>
        <source>Ultimate X could not be solved: {why}</source>
        <translation>No se pudo calcular Ultimate X: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="487"/>
        <source>Multiplier table: {name}: {description}.</source>
        <translation>Tabla de multiplicadores: {name}: {description}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="494"/>
        <source>This multiplier table is unverified: {why}</source>
        <translation>Esta tabla de multiplicadores no está verificada: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="498"/>
        <source>Source: {source}</source>
        <translation>Fuente: {source}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="500"/>
        <source>The multiplier table names no source.</source>
        <translation>La tabla de multiplicadores no indica ninguna fuente.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="503"/>
        <source>{m}x</source>
        <translation>{m}x</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="513"/>
        <source>{lines}: a line carries {mean}x on average. The best hold depends on the total multiplier on {depends} of deals; {differs} of deals are played otherwise than in the base game at some multiplier.</source>
        <translation>{lines}: una línea lleva de media {mean}x. La mejor retención depende del multiplicador total en el {depends} de los repartos; el {differs} de los repartos se juega distinto que en el juego base con algún multiplicador.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="519"/>
        <source>{lines}: a line carries {mean}x on average. Standard deviation of a game: {sd} coins. The best hold depends on the total multiplier on {depends} of deals; {differs} of deals are played otherwise than in the base game at some multiplier.</source>
        <translation>{lines}: una línea lleva de media {mean}x. Desviación típica de una partida: {sd} monedas. La mejor retención depende del multiplicador total en el {depends} de los repartos; el {differs} de los repartos se juega distinto que en el juego base con algún multiplicador.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="538"/>
        <source>The holds could not be computed: {why}</source>
        <translation>No se pudieron calcular las retenciones: {why}</translation>
    </message>
</context>
<context>
    <name>categories</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="32"/>
        <source>{hand} dealt (bonus)</source>
        <translation>{hand} servida (bono)</translation>
    </message>
</context>
<context>
    <name>feature_options</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="48"/>
        <source>{what}: give at least one value</source>
        <extracomment>The most lines a multi-play feature game is analysed on here.</extracomment>
        <translation>{what}: indica al menos un valor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="61"/>
        <source>{what}: {item} is not a whole number</source>
        <translation>{what}: {item} no es un número entero</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="81"/>
        <source>{what}: {item} is not value:weight (a whole weight)</source>
        <translation>{what}: {item} no es valor:peso (un peso entero)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="99"/>
        <source>{what}: {item} is not a number</source>
        <translation>{what}: {item} no es un número</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="61"/>
        <source>{hand} {pays} ({max_pays} on {coins} coins)</source>
        <extracomment>Charts here may be smaller than elsewhere: the window fits a 1024x640 screen.</extracomment>
        <translation>{hand} {pays} ({max_pays} con {coins} monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="62"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
</TS>
