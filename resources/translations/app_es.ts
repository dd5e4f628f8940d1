<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>CardGrid</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="326"/>
        <source>The second joker ({code})</source>
        <translation>El segundo joker ({code})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="339"/>
        <source>The joker ({code})</source>
        <translation>El joker ({code})</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="73"/>
        <source>Click or press {key} to hold or release this card</source>
        <translation>Haz clic o pulsa {key} para retener o soltar esta carta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="126"/>
        <source>held</source>
        <translation>retenida</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="126"/>
        <source>wild</source>
        <translation>comodín</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="162"/>
        <source>HELD</source>
        <translation>RETENIDA</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="252"/>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="289"/>
        <source>WILD</source>
        <translation>COMODÍN</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="284"/>
        <source>JOKER</source>
        <translation>JOKER</translation>
    </message>
</context>
<context>
    <name>ChartDataDialog</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="90"/>
        <source>The figures the chart draws, one row per point.</source>
        <translation>Las cifras que dibuja el gráfico, una fila por punto.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="95"/>
        <source>Close the table and go back to the chart.</source>
        <translation>Cerrar la tabla y volver al gráfico.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="103"/>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="104"/>
        <source>Data of the chart {title}</source>
        <translation>Datos del gráfico {title}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="109"/>
        <source>{title}: %n row.</source>
        <translation>
            <numerusform>{title}: %n fila.</numerusform>
            <numerusform>{title}: %n filas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="111"/>
        <source>{title}: %n rows.</source>
        <translation>
            <numerusform>{title}: %n fila.</numerusform>
            <numerusform>{title}: %n filas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="114"/>
        <source>{title}: no data is shown yet.</source>
        <translation>{title}: aún no se muestran datos.</translation>
    </message>
</context>
<context>
    <name>FirstStartPointer</name>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="97"/>
        <source>Open Practice</source>
        <translation>Abrir Práctica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="99"/>
        <source>Open the Practice view: play hands and have each hold graded</source>
        <translation>Abrir la vista Práctica: juega manos y recibe una nota en cada retención</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="101"/>
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="103"/>
        <source>Hide this welcome note (it is shown on the first start only)</source>
        <translation>Ocultar esta nota de bienvenida (solo se muestra la primera vez)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="110"/>
        <source>Settings: {problem}.</source>
        <translation>Ajustes: {problem}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="360"/>
        <source>Settings: the theme “{value}” is not one this app knows; the system’s colours are used (View &gt; Theme).</source>
        <translation>Ajustes: la aplicación no conoce el tema «{value}»; se usan los colores del sistema (Ver &gt; Tema).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="360"/>
        <source>Settings: the language “{value}” is not one this app knows; the system’s language is used (View &gt; Language).</source>
        <translation>Ajustes: la aplicación no conoce el idioma «{value}»; se usa el idioma del sistema (Ver &gt; Idioma).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="131"/>
        <source>Views</source>
        <translation>Vistas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="133"/>
        <source>Analyze, Practice, Bankroll and Strategy: Control+1 to Control+4 switch between them.</source>
        <translation>Analizar, Práctica, Bankroll y Estrategia: Control+1 a Control+4 cambian entre ellas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="182"/>
        <source>Preparing engine…</source>
        <translation>Preparando el motor…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="192"/>
        <source>{progress}: a one-time wait of about {estimate}; later starts load it from the cache</source>
        <translation>{progress}: una espera única de unos {estimate}; en los próximos inicios se carga desde la caché</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="321"/>
        <source>Practice mode is not available in this build.</source>
        <translation>El modo Práctica no está disponible en esta versión.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="349"/>
        <source>Could not open {table}: {why} ({fallback} is open instead).</source>
        <translation>No se pudo abrir {table}: {why} (se abrió {fallback} en su lugar).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="352"/>
        <source>Could not open the last table, {table}: {why} ({fallback} is open instead).</source>
        <translation>No se pudo abrir la última tabla, {table}: {why} (se abrió {fallback} en su lugar).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="380"/>
        <source>Analyze</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="381"/>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="382"/>
        <source>Bankroll</source>
        <translation>Bankroll</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="383"/>
        <source>Strategy</source>
        <translation>Estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="422"/>
        <source>&amp;New table</source>
        <translation>&amp;Nueva tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="426"/>
        <source>Start a new pay table</source>
        <translation>Empezar una nueva tabla de pagos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="429"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="433"/>
        <source>Open a pay table file (TOML)</source>
        <translation>Abrir un archivo de tabla de pagos (TOML)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="436"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="440"/>
        <source>Save the pay table</source>
        <translation>Guardar la tabla de pagos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="443"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="447"/>
        <source>Save the pay table to a new file</source>
        <translation>Guardar la tabla de pagos en un archivo nuevo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="450"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="453"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="456"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="460"/>
        <source>&amp;Copy results</source>
        <translation>&amp;Copiar resultados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="464"/>
        <source>Copy the results, tab-separated</source>
        <translation>Copiar los resultados, separados por tabuladores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="467"/>
        <source>&amp;Recalculate</source>
        <translation>&amp;Recalcular</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="471"/>
        <source>Analyse the table again</source>
        <translation>Analizar la tabla de nuevo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="474"/>
        <source>&amp;Cancel calculation</source>
        <translation>&amp;Cancelar cálculo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="478"/>
        <source>Stop the running calculation</source>
        <translation>Detener el cálculo en curso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="481"/>
        <source>&amp;Analyze</source>
        <translation>&amp;Analizar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="484"/>
        <location filename="../../vptrainer/gui/main_window.py" line="545"/>
        <source>&amp;Practice</source>
        <translation>&amp;Práctica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="487"/>
        <source>&amp;Bankroll</source>
        <translation>&amp;Bankroll</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="490"/>
        <source>&amp;Strategy</source>
        <translation>&amp;Estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="493"/>
        <source>&amp;About vptrainer</source>
        <translation>&amp;Acerca de vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="496"/>
        <source>&amp;User guide</source>
        <translation>&amp;Guía del usuario</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="500"/>
        <source>How to use vptrainer</source>
        <translation>Cómo usar vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="503"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Glosario</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="507"/>
        <source>EV, variance, penalty card, tied best hold, seed and other terms</source>
        <translation>EV, varianza, carta de penalización, mejor retención empatada, semilla y otros términos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="514"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="517"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="524"/>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="530"/>
        <source>Results as CSV…</source>
        <translation>Resultados como CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="532"/>
        <source>Results as JSON…</source>
        <translation>Resultados como JSON…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="537"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="542"/>
        <source>&amp;Calculate</source>
        <translation>&amp;Calcular</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="548"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="563"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="578"/>
        <source>Exported {path}</source>
        <translation>Exportado: {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="590"/>
        <source>{chart} as {format}…</source>
        <translation>{chart} como {format}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="594"/>
        <source>Main toolbar</source>
        <translation>Barra de herramientas principal</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="608"/>
        <source>{table}[*] — {source} — vptrainer</source>
        <translation>{table}[*] — {source} — vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="658"/>
        <source>About vptrainer</source>
        <translation>Acerca de vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="660"/>
        <source>Exact video poker analysis and a trainer that grades every hold.</source>
        <translation>Análisis exacto de video póker y un entrenador que califica cada retención.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="662"/>
        <source>Returns are computed exactly by integer counting over every deal and draw.</source>
        <translation>Los retornos se calculan con exactitud contando con enteros cada reparto y cada cambio.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="664"/>
        <source>Licence: MIT.</source>
        <translation>Licencia: MIT.</translation>
    </message>
</context>
<context>
    <name>PlotChart</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="117"/>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="118"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="119"/>
        <source>CSV data (*.csv)</source>
        <translation>Datos CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="156"/>
        <source>Export chart as PNG…</source>
        <translation>Exportar gráfico como PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="157"/>
        <source>Export chart as SVG…</source>
        <translation>Exportar gráfico como SVG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="158"/>
        <source>Export data as CSV…</source>
        <translation>Exportar datos como CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="159"/>
        <source>Show data as a table…</source>
        <translation>Mostrar los datos como tabla…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="163"/>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="188"/>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="236"/>
        <source>Chart: {title}</source>
        <translation>Gráfico: {title}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="253"/>
        <source>the chart could not be drawn</source>
        <translation>no se pudo dibujar el gráfico</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="258"/>
        <source>the image could not be encoded as PNG</source>
        <translation>no se pudo codificar la imagen como PNG</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="267"/>
        <source>the chart could not be drawn as SVG</source>
        <translation>no se pudo dibujar el gráfico como SVG</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="274"/>
        <source>the chart has no data to export yet</source>
        <translation>el gráfico aún no tiene datos para exportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="309"/>
        <source>Export {chart}</source>
        <translation>Exportar {chart}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="326"/>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="327"/>
        <source>Could not write {path}: {reason}</source>
        <translation>No se pudo escribir {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>ProblemNotice</name>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="42"/>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>ProgressStrip</name>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="16"/>
        <source>calculation</source>
        <translation>cálculo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="17"/>
        <source>history</source>
        <translation>historial</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="18"/>
        <source>strategy chart</source>
        <translation>tabla de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="19"/>
        <source>close calls</source>
        <translation>decisiones ajustadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="20"/>
        <source>analysis</source>
        <translation>análisis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="21"/>
        <source>royal sweep</source>
        <translation>barrido de la escalera real</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="22"/>
        <source>table</source>
        <translation>tabla</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="23"/>
        <source>return at each bet</source>
        <translation>retorno en cada apuesta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="24"/>
        <source>chart</source>
        <translation>tabla de estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="25"/>
        <source>levels</source>
        <translation>niveles</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="26"/>
        <source>exceptions</source>
        <translation>excepciones</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="27"/>
        <source>other games</source>
        <translation>otros juegos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="28"/>
        <source>your strategy</source>
        <translation>su estrategia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="29"/>
        <source>round&apos;s outcomes</source>
        <translation>resultados de la ronda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="30"/>
        <source>long-run risk</source>
        <translation>riesgo a largo plazo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="31"/>
        <source>session odds</source>
        <translation>probabilidades de la sesión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="32"/>
        <source>session results</source>
        <translation>resultados de la sesión</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="33"/>
        <source>comparison</source>
        <translation>comparación</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="34"/>
        <source>turning points</source>
        <translation>puntos de cambio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="35"/>
        <source>returns along the meter</source>
        <translation>retornos a lo largo del medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="38"/>
        <source>returns at the meter</source>
        <translation>retornos en el medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="39"/>
        <source>printable guide</source>
        <translation>guía para imprimir</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="40"/>
        <source>hand values</source>
        <translation>valores de la mano</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="41"/>
        <source>feature game</source>
        <translation>juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="42"/>
        <source>rising meter</source>
        <translation>medidor creciente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="43"/>
        <source>feature game solve</source>
        <translation>resolución del juego con función</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="102"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="103"/>
        <source>Stop the calculations of this view</source>
        <translation>Detener los cálculos de esta vista</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="118"/>
        <source>Computing {jobs}…</source>
        <translation>Calculando {jobs}…</translation>
    </message>
</context>
<context>
    <name>RankedHoldsModel</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="45"/>
        <source>★ best</source>
        <extracomment>Row marks, English here (tests and other views read them), translated when shown.</extracomment>
        <translation>★ mejor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="46"/>
        <source>◀ yours</source>
        <translation>◀ la tuya</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="70"/>
        <source>Hold</source>
        <translation>Retención</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="71"/>
        <source>EV / coin</source>
        <translation>EV / moneda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="72"/>
        <source>vs best</source>
        <translation>vs. mejor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="73"/>
        <source>Cost (coins)</source>
        <translation>Coste (monedas)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="133"/>
        <source>Cost (%n coin)</source>
        <translation>
            <numerusform>Coste (%n moneda)</numerusform>
            <numerusform>Coste (%n monedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="134"/>
        <source>Cost (%n coins)</source>
        <translation>
            <numerusform>Coste (%n moneda)</numerusform>
            <numerusform>Coste (%n monedas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="138"/>
        <source>Rank (tied holds share a rank)</source>
        <translation>Puesto (las retenciones empatadas comparten puesto)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="139"/>
        <source>The cards kept</source>
        <translation>Las cartas retenidas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="140"/>
        <source>Expected pay per coin bet, over every possible draw</source>
        <translation>Pago esperado por moneda apostada, sobre todos los cambios posibles</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="141"/>
        <source>EV given up per coin compared with the best hold</source>
        <translation>EV perdido por moneda frente a la mejor retención</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="142"/>
        <source>EV given up in coins at the current bet</source>
        <translation>EV perdido en monedas con la apuesta actual</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="185"/>
        <source>other hold</source>
        <translation>otra retención</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="192"/>
        <source>EV per coin: {ev}&lt;br&gt;exactly {numerator}/{denominator}</source>
        <translation>EV por moneda: {ev}&lt;br&gt;exactamente {numerator}/{denominator}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="195"/>
        <source>%n possible draws:</source>
        <translation>
            <numerusform>%n cambio posible:</numerusform>
            <numerusform>%n cambios posibles:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankedHoldsView</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="272"/>
        <source>Holds ranked by expected value</source>
        <translation>Retenciones ordenadas por valor esperado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="273"/>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="302"/>
        <source>No hand yet.</source>
        <translation>Aún no hay mano.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="304"/>
        <source>%n holds, best first</source>
        <translation>
            <numerusform>%n retención, la mejor primero</numerusform>
            <numerusform>%n retenciones, la mejor primero</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="205"/>
        <source>it is too large: {why}</source>
        <translation>es demasiado grande: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="214"/>
        <source>{why}; the default settings are used</source>
        <translation>{why}; se usan los ajustes predeterminados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="219"/>
        <source>the settings file {why}</source>
        <translation>el archivo de ajustes {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="239"/>
        <source>the settings could not be read ({why}); the defaults are used and it stays in {path}</source>
        <translation>no se pudieron leer los ajustes ({why}); se usan los predeterminados y el archivo sigue en {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="246"/>
        <source>the settings could not be read ({why}); the defaults are used and it was kept as {path}</source>
        <translation>no se pudieron leer los ajustes ({why}); se usan los predeterminados y el archivo se guardó como {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="309"/>
        <source>the settings cannot be saved: {why}</source>
        <translation>no se pueden guardar los ajustes: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="314"/>
        <source>the settings cannot be saved to {path} ({why})</source>
        <translation>no se pueden guardar los ajustes en {path} ({why})</translation>
    </message>
</context>
<context>
    <name>TableChooser</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="112"/>
        <source>Your tables</source>
        <translation>Tus tablas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="121"/>
        <source>Table being edited (Analyze view)</source>
        <translation>Tabla en edición (vista Analizar)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="124"/>
        <source>The pay table open in the Analyze view: chosen here, practice follows its edits</source>
        <translation>La tabla de pagos abierta en la vista Analizar: si la eliges aquí, la práctica sigue sus cambios</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131"/>
        <source>Open file…</source>
        <translation>Abrir archivo…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131"/>
        <source>Practise on a pay table file (TOML)</source>
        <translation>Practicar con un archivo de tabla de pagos (TOML)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="222"/>
        <source>Cannot open the pay table</source>
        <translation>No se puede abrir la tabla de pagos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="236"/>
        <source>Table being edited: {table}</source>
        <translation>Tabla en edición: {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="256"/>
        <source>from the history</source>
        <translation>del historial</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="284"/>
        <source>Could not open the practice table {table}: {why} ({default} instead).</source>
        <translation>No se pudo abrir la tabla de práctica {table}: {why} (se usa {default}).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="326"/>
        <source>Practise on a pay table</source>
        <translation>Practicar con una tabla de pagos</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="51"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="52"/>
        <source>“{table}” has changes that are not saved. Save them?</source>
        <translation>«{table}» tiene cambios sin guardar. ¿Guardarlos?</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="73"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="89"/>
        <source>Open pay table</source>
        <translation>Abrir tabla de pagos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="101"/>
        <source>Cannot open the pay table</source>
        <translation>No se puede abrir la tabla de pagos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="112"/>
        <source>No recent files</source>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="120"/>
        <source>Clear list</source>
        <translation>Borrar lista</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="134"/>
        <source>Save pay table</source>
        <translation>Guardar tabla de pagos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="153"/>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="154"/>
        <source>Could not save {path}: {reason}</source>
        <translation>No se pudo guardar {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="161"/>
        <source>Saved {path}</source>
        <translation>Guardado: {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="170"/>
        <source>Nothing to export</source>
        <translation>Nada que exportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="172"/>
        <source>The results are not up to date with the table yet (or the calculation failed); export them once they are.</source>
        <translation>Los resultados aún no están al día con la tabla (o el cálculo falló); expórtalos cuando lo estén.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="177"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="177"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="180"/>
        <source>Export results</source>
        <translation>Exportar resultados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="195"/>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="196"/>
        <source>Could not write {path}: {reason}</source>
        <translation>No se pudo escribir {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="199"/>
        <source>Exported {path}</source>
        <translation>Exportado: {path}</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="27"/>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="28"/>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="29"/>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="37"/>
        <source>Follow the desktop&apos;s colours</source>
        <translation>Seguir los colores del escritorio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="38"/>
        <source>Dark text on light backgrounds</source>
        <translation>Texto oscuro sobre fondo claro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="39"/>
        <source>Light text on dark backgrounds</source>
        <translation>Texto claro sobre fondo oscuro</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="204"/>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
</context>
<context>
    <name>accessibility</name>
    <message>
        <location filename="../../vptrainer/gui/accessibility.py" line="26"/>
        <source>{name}: the Left and Right arrow keys choose a page. {description}</source>
        <translation>{name}: las flechas izquierda y derecha eligen una página. {description}</translation>
    </message>
</context>
<context>
    <name>chart_data</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="44"/>
        <source>No data is shown yet.</source>
        <translation>Aún no se muestran datos.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="47"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="48"/>
        <source>{column}: {value}</source>
        <translation>{column}: {value}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="56"/>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="58"/>
        <source>{figures}. And 1 more row: press Enter on the chart to read them all as a table.</source>
        <translation>{figures}. Y 1 fila más: pulsa Intro en el gráfico para leerlo todo como tabla.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="63"/>
        <source>{figures}. And {count} more rows: press Enter on the chart to read them all as a table.</source>
        <translation>{figures}. Y {count} filas más: pulsa Intro en el gráfico para leerlo todo como tabla.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="69"/>
        <source>{figures}. Press Enter on the chart to read the figures as a table.</source>
        <translation>{figures}. Pulsa Intro en el gráfico para leer las cifras como tabla.</translation>
    </message>
</context>
<context>
    <name>file_prompts</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="22"/>
        <source>Replace a read-only file?</source>
        <translation>¿Reemplazar un archivo de solo lectura?</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="23"/>
        <source>{path} is read-only. Replace it anyway?

It keeps its read-only permissions.</source>
        <translation>{path} es de solo lectura. ¿Reemplazarlo de todos modos?

Conserva sus permisos de solo lectura.</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="17"/>
        <source>vptrainer user guide</source>
        <extracomment>The help pages: object name of the dialog, window title, file in ``resources/help``. The title is English here, translated when shown (context ``help``).</extracomment>
        <translation>Guía del usuario de vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="18"/>
        <source>vptrainer glossary</source>
        <translation>Glosario de vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="20"/>
        <source>Welcome! Here is the exact return of a pay table. Play and be graded on every hold in Practice (Ctrl+2); learn a table&apos;s holds from its strategy chart in the Strategy tab (Ctrl+4). Help has a user guide and a glossary.</source>
        <translation>¡Bienvenido! Aquí tienes el retorno exacto de una tabla de pagos. Juega y recibe una nota en cada retención en Práctica (Ctrl+2); aprende las retenciones de una tabla con su tabla de estrategia en la pestaña Estrategia (Ctrl+4). La Ayuda tiene una guía del usuario y un glosario.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="47"/>
        <source>The help page {file} is missing from this installation.</source>
        <translation>Falta la página de ayuda {file} en esta instalación.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="66"/>
        <source>The help text; Tab moves between its links.</source>
        <translation>El texto de ayuda; Tab pasa de un enlace a otro.</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <location filename="../../vptrainer/gui/i18n/__init__.py" line="49"/>
        <source>{value}%</source>
        <translation>{value} %</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/i18n/__init__.py" line="55"/>
        <source>${value}</source>
        <translation>{value} US$</translation>
    </message>
</context>
<context>
    <name>ranked_holds</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="56"/>
        <source>discard all</source>
        <translation>descartar todo</translation>
    </message>
</context>
<context>
    <name>table_chooser</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="37"/>
        <source>Pay tables (*.toml);;All files (*)</source>
        <translation>Tablas de pagos (*.toml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="66"/>
        <source>Other</source>
        <translation>Otros</translation>
    </message>
</context>
</TS>
