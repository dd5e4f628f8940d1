<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>BankrollInputs</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="206"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="237"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="207"/>
        <source>Bankroll and risk</source>
        <translation>Bankroll y riesgo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="208"/>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="209"/>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="210"/>
        <source>Progressive royal</source>
        <translation>Escalera real progresiva</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="218"/>
        <source>G&amp;ame</source>
        <translation>J&amp;uego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="219"/>
        <source>&amp;Bankroll</source>
        <translation>&amp;Bankroll</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="220"/>
        <source>&amp;Risk of ruin</source>
        <translation>&amp;Riesgo de ruina</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="221"/>
        <source>Cash bac&amp;k</source>
        <translation>Cashbac&amp;k</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="222"/>
        <source>&amp;Lines</source>
        <translation>&amp;Líneas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="223"/>
        <source>&amp;Hands</source>
        <translation>&amp;Manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="224"/>
        <source>&amp;Goal</source>
        <translation>M&amp;eta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="225"/>
        <source>&amp;Denomination</source>
        <translation>&amp;Denominación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="226"/>
        <source>C&amp;oins per bet</source>
        <translation>M&amp;onedas por apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="227"/>
        <source>Hands an ho&amp;ur</source>
        <translation>Manos por &amp;hora</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="228"/>
        <source>Royal meter</source>
        <translation>Medidor de la escalera real</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="233"/>
        <source>The base game</source>
        <translation>El juego base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="239"/>
        <source>Price the risk and the session of the base game or of one of its feature games</source>
        <translation>Calcula el riesgo y la sesión del juego base o de uno de sus juegos con función especial</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="242"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="259"/>
        <source> bets</source>
        <translation> apuestas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="244"/>
        <source>Your bankroll, in bets of one line (coins × denomination)</source>
        <translation>Tu bankroll, en apuestas de una línea (monedas × denominación)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="246"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="248"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="247"/>
        <source>Find the bankroll whose long-run risk of ruin is this</source>
        <translation>Encuentra el bankroll cuyo riesgo de ruina a largo plazo es este</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="250"/>
        <source>Cash back in percent of coin-in, added to every hand</source>
        <translation>Cashback en porcentaje de lo apostado, sumado a cada mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="254"/>
        <source>1 line</source>
        <translation>1 línea</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="254"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="256"/>
        <source>Lines per round: they share the deal and the hold</source>
        <translation>Líneas por ronda: comparten el reparto y las cartas retenidas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="257"/>
        <source> rounds</source>
        <translation> rondas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="258"/>
        <source>Rounds in the session (each round plays every line)</source>
        <translation>Rondas de la sesión (cada ronda juega todas las líneas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="260"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="262"/>
        <source>Stop the session when it is this far ahead (none: play on)</source>
        <translation>Termina la sesión cuando la ganancia llegue a este valor (ninguna: sigue jugando)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="264"/>
        <source>Dollars per coin</source>
        <translation>Dólares por moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="265"/>
        <source> coins</source>
        <translation> monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="267"/>
        <source>Coins per bet (per line): below max bet the table&apos;s short pays are used</source>
        <translation>Monedas por apuesta (por línea): por debajo de la apuesta máxima se usan los pagos reducidos de la tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="272"/>
        <source>Hands an hour</source>
        <translation>Manos por hora</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="273"/>
        <source>Rounds you play an hour: the figures in hours use it</source>
        <translation>Rondas que juegas por hora: las cifras en horas lo usan</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="275"/>
        <source> an hour</source>
        <translation> por hora</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="276"/>
        <source>Price the royal at this &amp;meter</source>
        <translation>&amp;Pagar la escalera real según este medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="280"/>
        <source>Price the royal at the progressive meter</source>
        <translation>Pagar la escalera real según el medidor progresivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="281"/>
        <source>The risk and the session count the royal at the progressive meter below</source>
        <translation>El riesgo y la sesión cuentan la escalera real según el medidor progresivo de abajo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="286"/>
        <source>Royal meter in dollars</source>
        <translation>Medidor de la escalera real en dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="287"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>Lo que paga ahora una escalera real con apuesta máxima, en dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="377"/>
        <source>One bet: {coins} × {coin} = {bet}; bankroll {bankroll}.</source>
        <translation>Una apuesta: {coins} × {coin} = {bet}; bankroll {bankroll}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="402"/>
        <source>{game} plays its own lines with its built-in data (docs/feature-games.md names the sources).</source>
        <translation>{game} juega sus propias líneas con sus datos integrados (docs/feature-games.md cita las fuentes).</translation>
    </message>
</context>
<context>
    <name>BankrollView</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="135"/>
        <source>Exported {path}</source>
        <translation>Exportado: {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="142"/>
        <source>Waiting for the analysis of the table…</source>
        <translation>Esperando el análisis de la tabla…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="147"/>
        <source>Risk of ruin</source>
        <translation>Riesgo de ruina</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="148"/>
        <source>Session</source>
        <translation>Sesión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="149"/>
        <source>Multi-play</source>
        <translation>Multi-play</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="150"/>
        <source>Progressive</source>
        <translation>Progresivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="151"/>
        <source>Rising meter</source>
        <translation>Medidor creciente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="154"/>
        <source>&amp;Risk and sessions</source>
        <translation>&amp;Riesgo y sesiones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="155"/>
        <source>Co&amp;mpare tables</source>
        <translation>Co&amp;mparar tablas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="182"/>
        <source>Bankroll inputs</source>
        <translation>Datos del bankroll</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="183"/>
        <source>The bankroll, bet, session and strategy the results are for.</source>
        <translation>El bankroll, la apuesta, la sesión y la estrategia a los que corresponden los resultados.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="198"/>
        <source>Bankroll results</source>
        <translation>Resultados del bankroll</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="199"/>
        <source>Risk of ruin, session and multi-play results.</source>
        <translation>Resultados de riesgo de ruina, sesión y multi-play.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="225"/>
        <source>Bankroll pages</source>
        <translation>Páginas del bankroll</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="225"/>
        <source>Risk and sessions, and Compare tables.</source>
        <translation>Riesgo y sesiones, y Comparar tablas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="252"/>
        <source>Waiting for the analysis of {table}…</source>
        <translation>Esperando el análisis de {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="291"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="426"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="429"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="432"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="453"/>
        <source>Computing…</source>
        <translation>Calculando…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="339"/>
        <source>A progressive meter pays a max bet only: choose {coins} coins per bet or more (Money, on the left).</source>
        <translation>Un medidor progresivo solo paga la apuesta máxima: elige {coins} monedas por apuesta o más (Dinero, a la izquierda).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="379"/>
        <source>Bankroll calculations cancelled</source>
        <translation>Cálculos del bankroll cancelados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="388"/>
        <source>Could not compute the analysis: {message}</source>
        <translation>No se pudo calcular el análisis: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="394"/>
        <source>Could not compute the risk: {message}</source>
        <translation>No se pudo calcular el riesgo: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="400"/>
        <source>Could not compute the session: {message}</source>
        <translation>No se pudo calcular la sesión: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="406"/>
        <source>Could not compute the fan: {message}</source>
        <translation>No se pudo calcular el abanico de resultados: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="412"/>
        <source>Could not compute the sweep: {message}</source>
        <translation>No se pudo calcular el barrido: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="418"/>
        <source>Could not compute the rising meter: {message}</source>
        <translation>No se pudo calcular el medidor creciente: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="423"/>
        <source>Computing the rising meter…</source>
        <translation>Calculando el medidor creciente…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="435"/>
        <source>Computing the royal sweep…</source>
        <translation>Calculando el barrido de la escalera real…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="459"/>
        <source>{table}: return {percent}</source>
        <translation>{table}: retorno del {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="455"/>
        <source>This table pays nothing: nothing to compute.</source>
        <translation>Esta tabla no paga nada: no hay nada que calcular.</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="104"/>
        <source>Tables compared</source>
        <translation>Tablas comparadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="105"/>
        <source>The first table is the reference the others are compared with.</source>
        <translation>La primera tabla es la referencia con la que se comparan las demás.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="110"/>
        <source>Remove the selected tables from the comparison</source>
        <translation>Quitar las tablas seleccionadas de la comparación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="117"/>
        <source>Save the comparison as a CSV file</source>
        <translation>Guardar la comparación como archivo CSV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="128"/>
        <source>Comparison summary</source>
        <translation>Resumen de la comparación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="129"/>
        <source>Return, variance and risk of each table compared.</source>
        <translation>Retorno, varianza y riesgo de cada tabla comparada.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="134"/>
        <source>Pays of each table</source>
        <translation>Pagos de cada tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="135"/>
        <source>What each hand pays on each table compared.</source>
        <translation>Lo que paga cada mano en cada tabla comparada.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="140"/>
        <source>Pay differences</source>
        <translation>Diferencias de pago</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="141"/>
        <source>Each pay that differs from the reference table and what it is worth.</source>
        <translation>Cada pago que difiere de la tabla de referencia y lo que vale.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="175"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="214"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="309"/>
        <source>Add two or more tables.</source>
        <translation>Añade dos o más tablas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="179"/>
        <source>Choose a table to add to the comparison</source>
        <translation>Elige una tabla para añadirla a la comparación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="180"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="181"/>
        <source>Make reference</source>
        <translation>Hacer referencia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="182"/>
        <source>Compare every other table with the selected one</source>
        <translation>Compara todas las demás tablas con la seleccionada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="183"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="184"/>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="187"/>
        <source>Table</source>
        <translation>Tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="188"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="373"/>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="189"/>
        <source>Pays</source>
        <translation>Paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="190"/>
        <source>Worth</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="191"/>
        <source>At own play</source>
        <translation>Con su propio juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="195"/>
        <source>The change of return the pay makes at the reference&apos;s optimal play</source>
        <translation>El cambio de retorno que produce el pago con el juego óptimo de la referencia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="196"/>
        <source>The change of return the pay makes at the table&apos;s own optimal play</source>
        <translation>El cambio de retorno que produce el pago con el juego óptimo de la propia tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="244"/>
        <source>That table is already in the comparison</source>
        <translation>Esa tabla ya está en la comparación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="255"/>
        <source>Table being edited: {table}</source>
        <translation>Tabla en edición: {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="259"/>
        <source>Reference: {table}</source>
        <translation>Referencia: {table}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="314"/>
        <source>Comparing %n tables…</source>
        <translation>
            <numerusform>Comparando %n tabla…</numerusform>
            <numerusform>Comparando %n tablas…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="321"/>
        <source>Cannot compare: {message}</source>
        <translation>No se puede comparar: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="330"/>
        <source>Compared with {reference}: the worth of a pay difference is the change of return it makes at the reference&apos;s optimal play, and at the table&apos;s own.</source>
        <translation>Comparado con {reference}: el valor de una diferencia de pago es el cambio de retorno que produce con el juego óptimo de la referencia y con el de la propia tabla.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="337"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="338"/>
        <source>Change from the reference</source>
        <translation>Diferencia con la referencia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="339"/>
        <source>Variance</source>
        <translation>Varianza</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="340"/>
        <source>Standard deviation</source>
        <translation>Desviación típica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="341"/>
        <source>Multi-play covariance</source>
        <translation>Covarianza multi-play</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="342"/>
        <source>Hit frequency</source>
        <translation>Frecuencia de premio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="343"/>
        <source>Re-optimised strategy adds</source>
        <translation>Ganancia de la estrategia reoptimizada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="376"/>
        <source>{table}
pays</source>
        <translation>{table}
paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="377"/>
        <source>combinations</source>
        <translation>combinaciones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="378"/>
        <source>contribution</source>
        <translation>contribución</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="396"/>
        <source>probability {p}</source>
        <translation>probabilidad {p}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="423"/>
        <source>No pay differences between tables of one kind</source>
        <translation>Ninguna diferencia de pago entre tablas del mismo tipo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="427"/>
        <source>Exactly {fraction}</source>
        <translation>Exactamente {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="493"/>
        <source>Export the comparison</source>
        <translation>Exportar la comparación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="495"/>
        <source>CSV data (*.csv)</source>
        <translation>Datos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="506"/>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="507"/>
        <source>Could not write {path}: {reason}</source>
        <translation>No se pudo escribir {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="512"/>
        <source>Exported {path}</source>
        <translation>Exportado: {path}</translation>
    </message>
</context>
<context>
    <name>FanChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="143"/>
        <source>Session results</source>
        <translation>Resultados de la sesión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="144"/>
        <source>Rounds played</source>
        <translation>Rondas jugadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="145"/>
        <source>Result (bets)</source>
        <translation>Resultado (apuestas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="186"/>
        <source>median</source>
        <translation>mediana</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="192"/>
        <source>average</source>
        <translation>media</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="199"/>
        <source>broke ({bankroll})</source>
        <translation>en quiebra ({bankroll})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="209"/>
        <source>goal (+{goal})</source>
        <translation>meta (+{goal})</translation>
    </message>
</context>
<context>
    <name>MeterChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="255"/>
        <source>Return by meter</source>
        <translation>Retorno según el medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="256"/>
        <source>Return (%)</source>
        <translation>Retorno (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="280"/>
        <source>{line} meter ($, {coins} coins)</source>
        <translation>Medidor de {line} ($, {coins} monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="291"/>
        <source>{target} + {cashback} cash back</source>
        <translation>{target} + {cashback} de cashback</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="307"/>
        <source>meter {meter}</source>
        <translation>medidor {meter}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="309"/>
        <source>meter {meter}: {percent}</source>
        <translation>medidor {meter}: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="321"/>
        <source>break-even {meter}</source>
        <translation>equilibrio {meter}</translation>
    </message>
</context>
<context>
    <name>MultiPlayPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="496"/>
        <source>Multi-play variance</source>
        <translation>Varianza de multi-play</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="497"/>
        <source>The variance of a round for each number of lines.</source>
        <translation>La varianza de una ronda para cada número de líneas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="510"/>
        <source>Lines</source>
        <translation>Líneas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="511"/>
        <source>Variance of a round</source>
        <translation>Varianza por ronda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="512"/>
        <source>Std deviation of a round</source>
        <translation>Desv. típica por ronda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="513"/>
        <source>Std deviation per line</source>
        <translation>Desv. típica por línea</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="518"/>
        <source>Lines share the deal and the hold and draw apart: the variance of N lines is N·v + N(N−1)·c (in bets of one line). Per line is the round&apos;s deviation divided by √N, comparable across numbers of lines.</source>
        <translation>Las líneas comparten el reparto y las cartas retenidas y cambian cartas por separado: la varianza de N líneas es N·v + N(N−1)·c (en apuestas de una línea). Por línea es la desviación de la ronda dividida por √N, comparable entre distintos números de líneas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="543"/>
        <source>A feature game plays its own lines: the multi-play table is the base game&apos;s.</source>
        <translation>Un juego con función especial juega sus propias líneas: la tabla multi-play es la del juego base.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="552"/>
        <source>{table}: one line&apos;s variance v = {v}; covariance of two lines c = {c} (exactly {exact}).</source>
        <translation>{table}: varianza de una línea v = {v}; covarianza de dos líneas c = {c} (exactamente {exact}).</translation>
    </message>
</context>
<context>
    <name>ProgressivePanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="622"/>
        <source>Royal &amp;meter</source>
        <translation>&amp;Medidor de la escalera real</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="623"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>Lo que paga ahora una escalera real con apuesta máxima, en dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="661"/>
        <source>At {meter} the {label} pays {pay} per coin ({coins} coins of {coin}); the table pays {table_pay}.</source>
        <translation>Con {meter}, {label} paga {pay} por moneda ({coins} monedas de {coin}); la tabla paga {table_pay}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="673"/>
        <source>Return at this meter: {percent}</source>
        <translation>Retorno con este medidor: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="676"/>
        <source>Exactly {fraction}</source>
        <translation>Exactamente {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="681"/>
        <source>Break-even meter: none (the return stays below {full})</source>
        <translation>Medidor de equilibrio: ninguno (el retorno queda por debajo del {full})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="686"/>
        <source>Break-even meter: {meter} ({pay} per coin)</source>
        <translation>Medidor de equilibrio: {meter} ({pay} por moneda)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="693"/>
        <source>The least royal pay where the return reaches {full}, exactly {pay} per coin</source>
        <translation>El menor pago de la escalera real con el que el retorno llega al {full}: exactamente {pay} por moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="699"/>
        <source>With cash back: no break-even meter</source>
        <translation>Con cashback: ningún medidor de equilibrio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="702"/>
        <source>With {cashback} cash back: break-even meter {meter}</source>
        <translation>Con {cashback} de cashback: medidor de equilibrio {meter}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="708"/>
        <source>Return plus cash back reaches {full} at exactly {pay} per coin</source>
        <translation>Retorno más cashback llega al {full} con exactamente {pay} por moneda</translation>
    </message>
</context>
<context>
    <name>RisingChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="78"/>
        <source>Value of a rising meter</source>
        <translation>Valor de un medidor creciente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="80"/>
        <source>Meter when you sit down ($)</source>
        <translation>Medidor al sentarte ($)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="81"/>
        <source>Profit to the next royal ($)</source>
        <translation>Ganancia hasta la próxima escalera real ($)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="107"/>
        <source>break even</source>
        <translation>equilibrio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="119"/>
        <source>meter {meter}: {profit}</source>
        <translation>medidor {meter}: {profit}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="132"/>
        <source>break-even {meter}</source>
        <translation>equilibrio {meter}</translation>
    </message>
</context>
<context>
    <name>RisingPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="45"/>
        <source>For the most profit</source>
        <translation>Para la mayor ganancia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="46"/>
        <source>For the meter shown</source>
        <translation>Para el medidor mostrado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="52"/>
        <source>{number} coins</source>
        <translation>{number} monedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="250"/>
        <source>For each meter: the expected profit to the next royal, hands, hours and the meter at the hit.</source>
        <translation>Para cada medidor: la ganancia esperada hasta la próxima escalera real, manos, horas y el medidor al salir.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="272"/>
        <source>Rising meter</source>
        <translation>Medidor creciente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="273"/>
        <source>The rising meter&apos;s inputs, results, chart and table, scrolled as a whole.</source>
        <translation>Los datos, resultados, gráfico y tabla del medidor creciente, desplazados en conjunto.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="289"/>
        <source>Royal meter in dollars</source>
        <translation>Medidor de la escalera real en dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="290"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>Lo que paga ahora una escalera real con apuesta máxima, en dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="291"/>
        <source>Meter rate in percent of each bet</source>
        <translation>Tasa del medidor en porcentaje de cada apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="292"/>
        <source>The part of each bet that goes to the meter</source>
        <translation>La parte de cada apuesta que va al medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="293"/>
        <source> % of each bet</source>
        <translation> % de cada apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="294"/>
        <source>Players on the bank</source>
        <translation>Jugadores en el banco de máquinas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="297"/>
        <source>Players on the bank, you included, each at your speed and bet: another may hit the royal first</source>
        <translation>Jugadores en el banco de máquinas, tú incluido, cada uno a tu ritmo y apuesta: otro puede sacar la escalera real primero</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="301"/>
        <source>How you play</source>
        <translation>Cómo juegas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="304"/>
        <source>How you choose the strategy as the meter rises: re-optimised for the most profit to the next royal, or the strategy of the highest return at the meter shown</source>
        <translation>Cómo eliges la estrategia mientras sube el medidor: reoptimizada para la mayor ganancia hasta la próxima escalera real, o la estrategia de mayor retorno con el medidor mostrado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="314"/>
        <source>Royal &amp;meter</source>
        <translation>&amp;Medidor de la escalera real</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="315"/>
        <source>Meter &amp;rises by</source>
        <translation>El medidor &amp;sube</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="316"/>
        <source>&amp;Players on the bank</source>
        <translation>&amp;Jugadores en el banco</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="317"/>
        <source>P&amp;lay</source>
        <translation>&amp;Estilo de juego</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="324"/>
        <source>Meter</source>
        <translation>Medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="325"/>
        <source>Per coin</source>
        <translation>Por moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="326"/>
        <source>Profit ($)</source>
        <translation>Ganancia ($)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="327"/>
        <source>Profit (coins)</source>
        <translation>Ganancia (monedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="328"/>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="329"/>
        <source>Hours</source>
        <translation>Horas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="330"/>
        <source>Meter at the hit</source>
        <translation>Medidor al premio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="248"/>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="333"/>
        <source>Value of a rising meter, by meter</source>
        <translation>Valor de un medidor creciente, según el medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="382"/>
        <source>Expected profit to the next royal: {profit} ({dollars}), {bets} bets.</source>
        <translation>Ganancia esperada hasta la próxima escalera real: {profit} ({dollars}), {bets} apuestas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="389"/>
        <source>You play {hands} hands to it on average, about {hours} hours at {speed} hands an hour.</source>
        <translation>Juegas de media {hands} manos hasta entonces, unas {hours} horas a {speed} manos por hora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="402"/>
        <source>The meter is {meter} ({dollars}) on average when the royal is hit; the chance that you hit it is {chance}.</source>
        <translation>El medidor está de media en {meter} ({dollars}) cuando sale la escalera real; la probabilidad de que la saques tú es del {chance}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="409"/>
        <source>The meter is {meter} ({dollars}) on average when you hit the royal.</source>
        <translation>El medidor está de media en {meter} ({dollars}) cuando sacas la escalera real.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="415"/>
        <source>No meter the model covers makes sitting down worth it.</source>
        <translation>Ningún medidor que cubre el modelo hace que valga la pena sentarse.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="421"/>
        <source>Break-even meter: {coins} ({dollars}), {per} per coin.</source>
        <translation>Medidor de equilibrio: {coins} ({dollars}), {per} por moneda.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="428"/>
        <source>Exactly {fraction} coins.</source>
        <translation>Exactamente {fraction} monedas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="435"/>
        <source>The return at this meter is {percent}; if the meter stood still, sitting down would be worth {fixed} to the next royal. The first hand plays the optimal strategy for a royal of {pay} per coin.</source>
        <translation>El retorno con este medidor es del {percent}; si el medidor no subiera, sentarse valdría {fixed} hasta la próxima escalera real. La primera mano juega la estrategia óptima para una escalera real de {pay} por moneda.</translation>
    </message>
</context>
<context>
    <name>RiskCurveChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="62"/>
        <source>Risk of ruin</source>
        <translation>Riesgo de ruina</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="63"/>
        <source>Bankroll (bets)</source>
        <translation>Bankroll (apuestas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="64"/>
        <source>Long-run risk of ruin (%)</source>
        <translation>Riesgo de ruina a largo plazo (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="96"/>
        <source>{risk} risk: {bankroll}</source>
        <translation>riesgo del {risk}: {bankroll}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="106"/>
        <source>{bankroll}: {risk}</source>
        <translation>{bankroll}: {risk}</translation>
    </message>
</context>
<context>
    <name>RiskPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="150"/>
        <source>Bankroll for each risk of ruin</source>
        <translation>Bankroll para cada riesgo de ruina</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="151"/>
        <source>The bankroll in bets and in dollars needed for each risk of ruin.</source>
        <translation>El bankroll, en apuestas y en dólares, necesario para cada riesgo de ruina.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Risk of ruin</source>
        <translation>Riesgo de ruina</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Bankroll</source>
        <translation>Bankroll</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Dollars</source>
        <translation>Dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="204"/>
        <source>Risk of ruin with {bankroll}: {risk}</source>
        <translation>Riesgo de ruina con {bankroll}: {risk}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="217"/>
        <source>A round of {game} costs {cost} bets; its standard deviation is {sd} bets.</source>
        <translation>Una ronda de {game} cuesta {cost} apuestas; su desviación típica es de {sd} apuestas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="226"/>
        <source>1 line a round: standard deviation {sd} bets a round, {per} per line</source>
        <translation>1 línea por ronda: desviación típica de {sd} apuestas por ronda, {per} por línea</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="230"/>
        <source>%n lines a round: standard deviation {sd} bets a round, {per} per line</source>
        <translation>
            <numerusform>%n línea por ronda: desviación típica de {sd} apuestas por ronda, {per} por línea</numerusform>
            <numerusform>%n líneas por ronda: desviación típica de {sd} apuestas por ronda, {per} por línea</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="241"/>
        <source>Ruin is certain: no bankroll is enough</source>
        <translation>La ruina es segura: ningún bankroll basta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="245"/>
        <source>{bets} bets</source>
        <translation>{bets} apuestas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="250"/>
        <source>{all} for every bankroll: return plus cash back ≤ {all}</source>
        <translation>{all} para cualquier bankroll: retorno más cashback ≤ {all}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="255"/>
        <source>No round can lose: the risk of ruin is 0</source>
        <translation>Ninguna ronda puede perder: el riesgo de ruina es 0</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="277"/>
        <source>At {speed} rounds an hour: an average result of {result} ({result_dollars}) an hour, give or take {spread} ({spread_dollars}) for one standard deviation.</source>
        <translation>A {speed} rondas por hora: un resultado medio de {result} ({result_dollars}) por hora, con una variación de {spread} ({spread_dollars}) para una desviación típica.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="288"/>
        <source>The average loss uses up the bankroll in about {hours} hours.</source>
        <translation>La pérdida media agota el bankroll en unas {hours} horas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="291"/>
        <source>{sentence} {next}</source>
        <translation>{sentence} {next}</translation>
    </message>
</context>
<context>
    <name>SessionOddsPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="356"/>
        <source>Broke</source>
        <translation>En quiebra</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="357"/>
        <source>Goal reached</source>
        <translation>Meta alcanzada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="358"/>
        <source>Still playing</source>
        <translation>Sigue jugando</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="359"/>
        <source>A royal or more</source>
        <translation>Una escalera real o más</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="360"/>
        <source>Average result</source>
        <translation>Resultado medio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="397"/>
        <source>{name}: {hands} rounds from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}: {hands} rondas desde {bankroll}, unas {hours} horas a {speed} por hora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="401"/>
        <source>{name}: {hands} rounds of {lines} lines from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}: {hands} rondas de {lines} líneas desde {bankroll}, unas {hours} horas a {speed} por hora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="406"/>
        <source>{name}: {hands} rounds of 1 line from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}: {hands} rondas de 1 línea desde {bankroll}, unas {hours} horas a {speed} por hora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="418"/>
        <source>The session stops {goal} ahead.</source>
        <translation>La sesión termina con {goal} de ganancia.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="421"/>
        <source>{sentence} {next}</source>
        <translation>{sentence} {next}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="425"/>
        <source>no goal</source>
        <translation>sin meta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="429"/>
        <source>no royal line</source>
        <translation>sin línea de escalera real</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="436"/>
        <source>{total} if every round is played, {hourly} an hour.</source>
        <translation>{total} si se juegan todas las rondas, {hourly} por hora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="441"/>
        <source>Exact recursion over the bankroll.</source>
        <translation>Recursión exacta sobre el bankroll.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="445"/>
        <source>Simulation of {trials} sessions (seed {seed}); ± one standard error.</source>
        <translation>Simulación de {trials} sesiones (semilla {seed}); ± un error típico.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="456"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="460"/>
        <source>exact distribution of the sum of the rounds</source>
        <translation>distribución exacta de la suma de las rondas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="463"/>
        <source>simulated: {trials} sessions, seed {seed}; each level within ± {error} bets ({confidence} confidence)</source>
        <translation>simulado: {trials} sesiones, semilla {seed}; cada nivel con un margen de ± {error} apuestas ({confidence} de confianza)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="474"/>
        <source>The result after each round when every round is played (no stop at broke or at the goal): the bands hold {levels} of the sessions, around the median; {how}.</source>
        <translation>El resultado tras cada ronda cuando se juegan todas las rondas (sin parar en la quiebra ni en la meta): las bandas contienen el {levels} de las sesiones, alrededor de la mediana; {how}.</translation>
    </message>
</context>
<context>
    <name>bankroll</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="112"/>
        <source>{game} on {table}</source>
        <translation>{game} en {table}</translation>
    </message>
</context>
</TS>
