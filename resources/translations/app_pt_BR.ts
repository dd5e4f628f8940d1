<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>CardGrid</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="326"/>
        <source>The second joker ({code})</source>
        <translation>O segundo coringa ({code})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="339"/>
        <source>The joker ({code})</source>
        <translation>O coringa ({code})</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="73"/>
        <source>Click or press {key} to hold or release this card</source>
        <translation>Clique ou pressione {key} para segurar ou soltar esta carta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="126"/>
        <source>held</source>
        <translation>segurada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="126"/>
        <source>wild</source>
        <translation>curinga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="162"/>
        <source>HELD</source>
        <translation>SEGURA</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="252"/>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="289"/>
        <source>WILD</source>
        <translation>CURINGA</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="284"/>
        <source>JOKER</source>
        <translation>CORINGA</translation>
    </message>
</context>
<context>
    <name>ChartDataDialog</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="90"/>
        <source>The figures the chart draws, one row per point.</source>
        <translation>Os números que o gráfico desenha, uma linha por ponto.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="95"/>
        <source>Close the table and go back to the chart.</source>
        <translation>Fechar a tabela e voltar ao gráfico.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="103"/>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="104"/>
        <source>Data of the chart {title}</source>
        <translation>Dados do gráfico {title}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="109"/>
        <source>{title}: %n row.</source>
        <translation>
            <numerusform>{title}: %n linha.</numerusform>
            <numerusform>{title}: %n linhas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="111"/>
        <source>{title}: %n rows.</source>
        <translation>
            <numerusform>{title}: %n linha.</numerusform>
            <numerusform>{title}: %n linhas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="114"/>
        <source>{title}: no data is shown yet.</source>
        <translation>{title}: ainda não há dados exibidos.</translation>
    </message>
</context>
<context>
    <name>FirstStartPointer</name>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="97"/>
        <source>Open Practice</source>
        <translation>Abrir o Treino</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="99"/>
        <source>Open the Practice view: play hands and have each hold graded</source>
        <translation>Abrir o Treino: jogue mãos e receba uma avaliação de cada hold</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="101"/>
        <source>Got it</source>
        <translation>Entendi</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="103"/>
        <source>Hide this welcome note (it is shown on the first start only)</source>
        <translation>Ocultar esta nota de boas-vindas (ela aparece só na primeira vez)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="110"/>
        <source>Settings: {problem}.</source>
        <translation>Configurações: {problem}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="360"/>
        <source>Settings: the theme “{value}” is not one this app knows; the system’s colours are used (View &gt; Theme).</source>
        <translation>Configurações: o tema “{value}” não é conhecido por este app; são usadas as cores do sistema (Exibir &gt; Tema).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="360"/>
        <source>Settings: the language “{value}” is not one this app knows; the system’s language is used (View &gt; Language).</source>
        <translation>Configurações: o idioma “{value}” não é conhecido por este app; é usado o idioma do sistema (Exibir &gt; Idioma).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="131"/>
        <source>Views</source>
        <translation>Vistas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="133"/>
        <source>Analyze, Practice, Bankroll and Strategy: Control+1 to Control+4 switch between them.</source>
        <translation>Analisar, Treino, Banca e Estratégia: Control+1 a Control+4 alternam entre elas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="182"/>
        <source>Preparing engine…</source>
        <translation>Preparando o motor…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="192"/>
        <source>{progress}: a one-time wait of about {estimate}; later starts load it from the cache</source>
        <translation>{progress}: uma espera única de cerca de {estimate}; nas próximas vezes ele é carregado do cache</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="321"/>
        <source>Practice mode is not available in this build.</source>
        <translation>O modo Treino não está disponível nesta versão.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="349"/>
        <source>Could not open {table}: {why} ({fallback} is open instead).</source>
        <translation>Não foi possível abrir {table}: {why} ({fallback} foi aberta no lugar).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="352"/>
        <source>Could not open the last table, {table}: {why} ({fallback} is open instead).</source>
        <translation>Não foi possível abrir a última tabela, {table}: {why} ({fallback} foi aberta no lugar).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="380"/>
        <source>Analyze</source>
        <translation>Analisar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="381"/>
        <source>Practice</source>
        <translation>Treino</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="382"/>
        <source>Bankroll</source>
        <translation>Banca</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="383"/>
        <source>Strategy</source>
        <translation>Estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="422"/>
        <source>&amp;New table</source>
        <translation>&amp;Nova tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="426"/>
        <source>Start a new pay table</source>
        <translation>Começar uma nova tabela de pagamentos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="429"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="433"/>
        <source>Open a pay table file (TOML)</source>
        <translation>Abrir um arquivo de tabela de pagamentos (TOML)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="436"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="440"/>
        <source>Save the pay table</source>
        <translation>Salvar a tabela de pagamentos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="443"/>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="447"/>
        <source>Save the pay table to a new file</source>
        <translation>Salvar a tabela de pagamentos em um novo arquivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="450"/>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="453"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="456"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="460"/>
        <source>&amp;Copy results</source>
        <translation>&amp;Copiar resultados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="464"/>
        <source>Copy the results, tab-separated</source>
        <translation>Copiar os resultados, separados por tabulação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="467"/>
        <source>&amp;Recalculate</source>
        <translation>&amp;Recalcular</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="471"/>
        <source>Analyse the table again</source>
        <translation>Analisar a tabela de novo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="474"/>
        <source>&amp;Cancel calculation</source>
        <translation>&amp;Cancelar cálculo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="478"/>
        <source>Stop the running calculation</source>
        <translation>Interromper o cálculo em andamento</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="481"/>
        <source>&amp;Analyze</source>
        <translation>&amp;Analisar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="484"/>
        <location filename="../../vptrainer/gui/main_window.py" line="545"/>
        <source>&amp;Practice</source>
        <translation>&amp;Treino</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="487"/>
        <source>&amp;Bankroll</source>
        <translation>&amp;Banca</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="490"/>
        <source>&amp;Strategy</source>
        <translation>&amp;Estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="493"/>
        <source>&amp;About vptrainer</source>
        <translation>&amp;Sobre o vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="496"/>
        <source>&amp;User guide</source>
        <translation>&amp;Guia do usuário</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="500"/>
        <source>How to use vptrainer</source>
        <translation>Como usar o vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="503"/>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossário</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="507"/>
        <source>EV, variance, penalty card, tied best hold, seed and other terms</source>
        <translation>EV, variância, carta de penalidade, melhor hold empatado, semente e outros termos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="514"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="517"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="524"/>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="530"/>
        <source>Results as CSV…</source>
        <translation>Resultados em CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="532"/>
        <source>Results as JSON…</source>
        <translation>Resultados em JSON…</translation>
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
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="563"/>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="578"/>
        <source>Exported {path}</source>
        <translation>Exportado: {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="590"/>
        <source>{chart} as {format}…</source>
        <translation>{chart} em {format}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="594"/>
        <source>Main toolbar</source>
        <translation>Barra de ferramentas principal</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="608"/>
        <source>{table}[*] — {source} — vptrainer</source>
        <translation>{table}[*] — {source} — vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="658"/>
        <source>About vptrainer</source>
        <translation>Sobre o vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="660"/>
        <source>Exact video poker analysis and a trainer that grades every hold.</source>
        <translation>Análise exata de video poker e um treinador que avalia cada hold.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="662"/>
        <source>Returns are computed exactly by integer counting over every deal and draw.</source>
        <translation>Os retornos são calculados com exatidão, contando com inteiros cada distribuição e cada troca.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="664"/>
        <source>Licence: MIT.</source>
        <translation>Licença: MIT.</translation>
    </message>
</context>
<context>
    <name>PlotChart</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="117"/>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="118"/>
        <source>SVG drawing (*.svg)</source>
        <translation>Desenho SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="119"/>
        <source>CSV data (*.csv)</source>
        <translation>Dados CSV (*.csv)</translation>
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
        <translation>Exportar dados como CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="159"/>
        <source>Show data as a table…</source>
        <translation>Mostrar dados como tabela…</translation>
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
        <translation>não foi possível desenhar o gráfico</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="258"/>
        <source>the image could not be encoded as PNG</source>
        <translation>não foi possível codificar a imagem como PNG</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="267"/>
        <source>the chart could not be drawn as SVG</source>
        <translation>não foi possível desenhar o gráfico como SVG</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="274"/>
        <source>the chart has no data to export yet</source>
        <translation>o gráfico ainda não tem dados para exportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="309"/>
        <source>Export {chart}</source>
        <translation>Exportar {chart}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="326"/>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="327"/>
        <source>Could not write {path}: {reason}</source>
        <translation>Não foi possível gravar {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>ProblemNotice</name>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="42"/>
        <source>Dismiss</source>
        <translation>Fechar</translation>
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
        <translation>histórico</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="18"/>
        <source>strategy chart</source>
        <translation>tabela de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="19"/>
        <source>close calls</source>
        <translation>decisões apertadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="20"/>
        <source>analysis</source>
        <translation>análise</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="21"/>
        <source>royal sweep</source>
        <translation>varredura do royal</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="22"/>
        <source>table</source>
        <translation>tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="23"/>
        <source>return at each bet</source>
        <translation>retorno em cada aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="24"/>
        <source>chart</source>
        <translation>tabela de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="25"/>
        <source>levels</source>
        <translation>níveis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="26"/>
        <source>exceptions</source>
        <translation>exceções</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="27"/>
        <source>other games</source>
        <translation>outros jogos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="28"/>
        <source>your strategy</source>
        <translation>sua estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="29"/>
        <source>round&apos;s outcomes</source>
        <translation>resultados da rodada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="30"/>
        <source>long-run risk</source>
        <translation>risco a longo prazo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="31"/>
        <source>session odds</source>
        <translation>chances da sessão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="32"/>
        <source>session results</source>
        <translation>resultados da sessão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="33"/>
        <source>comparison</source>
        <translation>comparação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="34"/>
        <source>turning points</source>
        <translation>pontos de virada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="35"/>
        <source>returns along the meter</source>
        <translation>retornos ao longo do medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="38"/>
        <source>returns at the meter</source>
        <translation>retornos no medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="39"/>
        <source>printable guide</source>
        <translation>guia para impressão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="40"/>
        <source>hand values</source>
        <translation>valores da mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="41"/>
        <source>feature game</source>
        <translation>jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="42"/>
        <source>rising meter</source>
        <translation>medidor crescente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="43"/>
        <source>feature game solve</source>
        <translation>solução do jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="102"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="103"/>
        <source>Stop the calculations of this view</source>
        <translation>Parar os cálculos desta tela</translation>
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
        <translation>★ melhor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="46"/>
        <source>◀ yours</source>
        <translation>◀ sua</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="70"/>
        <source>Hold</source>
        <translation>Hold</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="71"/>
        <source>EV / coin</source>
        <translation>EV / moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="72"/>
        <source>vs best</source>
        <translation>vs. melhor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="73"/>
        <source>Cost (coins)</source>
        <translation>Custo (moedas)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="133"/>
        <source>Cost (%n coin)</source>
        <translation>
            <numerusform>Custo (%n moeda)</numerusform>
            <numerusform>Custo (%n moedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="134"/>
        <source>Cost (%n coins)</source>
        <translation>
            <numerusform>Custo (%n moeda)</numerusform>
            <numerusform>Custo (%n moedas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="138"/>
        <source>Rank (tied holds share a rank)</source>
        <translation>Posição (holds empatados dividem a posição)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="139"/>
        <source>The cards kept</source>
        <translation>As cartas seguradas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="140"/>
        <source>Expected pay per coin bet, over every possible draw</source>
        <translation>Pagamento esperado por moeda apostada, considerando todas as trocas possíveis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="141"/>
        <source>EV given up per coin compared with the best hold</source>
        <translation>EV perdido por moeda em comparação com o melhor hold</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="142"/>
        <source>EV given up in coins at the current bet</source>
        <translation>EV perdido em moedas na aposta atual</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="185"/>
        <source>other hold</source>
        <translation>outro hold</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="192"/>
        <source>EV per coin: {ev}&lt;br&gt;exactly {numerator}/{denominator}</source>
        <translation>EV por moeda: {ev}&lt;br&gt;exatamente {numerator}/{denominator}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="195"/>
        <source>%n possible draws:</source>
        <translation>
            <numerusform>%n troca possível:</numerusform>
            <numerusform>%n trocas possíveis:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankedHoldsView</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="272"/>
        <source>Holds ranked by expected value</source>
        <translation>Holds ordenados por valor esperado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="273"/>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="302"/>
        <source>No hand yet.</source>
        <translation>Ainda não há mão.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="304"/>
        <source>%n holds, best first</source>
        <translation>
            <numerusform>%n hold, o melhor primeiro</numerusform>
            <numerusform>%n holds, o melhor primeiro</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="205"/>
        <source>it is too large: {why}</source>
        <translation>ele é grande demais: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="214"/>
        <source>{why}; the default settings are used</source>
        <translation>{why}; são usadas as configurações padrão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="219"/>
        <source>the settings file {why}</source>
        <translation>o arquivo de configurações {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="239"/>
        <source>the settings could not be read ({why}); the defaults are used and it stays in {path}</source>
        <translation>não foi possível ler as configurações ({why}); são usados os padrões e o arquivo continua em {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="246"/>
        <source>the settings could not be read ({why}); the defaults are used and it was kept as {path}</source>
        <translation>não foi possível ler as configurações ({why}); são usados os padrões e o arquivo foi guardado como {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="309"/>
        <source>the settings cannot be saved: {why}</source>
        <translation>não é possível salvar as configurações: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="314"/>
        <source>the settings cannot be saved to {path} ({why})</source>
        <translation>não é possível salvar as configurações em {path} ({why})</translation>
    </message>
</context>
<context>
    <name>TableChooser</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="112"/>
        <source>Your tables</source>
        <translation>Suas tabelas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="121"/>
        <source>Table being edited (Analyze view)</source>
        <translation>Tabela em edição (aba Analisar)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="124"/>
        <source>The pay table open in the Analyze view: chosen here, practice follows its edits</source>
        <translation>A tabela de pagamentos aberta na aba Analisar: escolhida aqui, o treino acompanha as edições</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131"/>
        <source>Open file…</source>
        <translation>Abrir arquivo…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131"/>
        <source>Practise on a pay table file (TOML)</source>
        <translation>Treinar com um arquivo de tabela de pagamentos (TOML)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="222"/>
        <source>Cannot open the pay table</source>
        <translation>Não é possível abrir a tabela de pagamentos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="236"/>
        <source>Table being edited: {table}</source>
        <translation>Tabela em edição: {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="256"/>
        <source>from the history</source>
        <translation>do histórico</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="284"/>
        <source>Could not open the practice table {table}: {why} ({default} instead).</source>
        <translation>Não foi possível abrir a tabela de treino {table}: {why} (usando {default}).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="326"/>
        <source>Practise on a pay table</source>
        <translation>Treinar com uma tabela de pagamentos</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="51"/>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="52"/>
        <source>“{table}” has changes that are not saved. Save them?</source>
        <translation>“{table}” tem alterações que não foram salvas. Salvar?</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="73"/>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="89"/>
        <source>Open pay table</source>
        <translation>Abrir tabela de pagamentos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="101"/>
        <source>Cannot open the pay table</source>
        <translation>Não é possível abrir a tabela de pagamentos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="112"/>
        <source>No recent files</source>
        <translation>Nenhum arquivo recente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="120"/>
        <source>Clear list</source>
        <translation>Limpar lista</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="134"/>
        <source>Save pay table</source>
        <translation>Salvar tabela de pagamentos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="153"/>
        <source>Cannot save</source>
        <translation>Não é possível salvar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="154"/>
        <source>Could not save {path}: {reason}</source>
        <translation>Não foi possível salvar {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="161"/>
        <source>Saved {path}</source>
        <translation>Salvo: {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="170"/>
        <source>Nothing to export</source>
        <translation>Nada para exportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="172"/>
        <source>The results are not up to date with the table yet (or the calculation failed); export them once they are.</source>
        <translation>Os resultados ainda não estão atualizados com a tabela (ou o cálculo falhou); exporte-os quando estiverem.</translation>
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
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="196"/>
        <source>Could not write {path}: {reason}</source>
        <translation>Não foi possível gravar {path}: {reason}</translation>
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
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="37"/>
        <source>Follow the desktop&apos;s colours</source>
        <translation>Seguir as cores da área de trabalho</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="38"/>
        <source>Dark text on light backgrounds</source>
        <translation>Texto escuro em fundo claro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="39"/>
        <source>Light text on dark backgrounds</source>
        <translation>Texto claro em fundo escuro</translation>
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
        <translation>{name}: as setas para a esquerda e para a direita escolhem uma página. {description}</translation>
    </message>
</context>
<context>
    <name>chart_data</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="44"/>
        <source>No data is shown yet.</source>
        <translation>Ainda não há dados exibidos.</translation>
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
        <translation>{figures}. E mais 1 linha: pressione Enter no gráfico para ler tudo como tabela.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="63"/>
        <source>{figures}. And {count} more rows: press Enter on the chart to read them all as a table.</source>
        <translation>{figures}. E mais {count} linhas: pressione Enter no gráfico para ler tudo como tabela.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="69"/>
        <source>{figures}. Press Enter on the chart to read the figures as a table.</source>
        <translation>{figures}. Pressione Enter no gráfico para ler os números como tabela.</translation>
    </message>
</context>
<context>
    <name>file_prompts</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="22"/>
        <source>Replace a read-only file?</source>
        <translation>Substituir um arquivo somente leitura?</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="23"/>
        <source>{path} is read-only. Replace it anyway?

It keeps its read-only permissions.</source>
        <translation>{path} é somente leitura. Substituir mesmo assim?

Ele mantém as permissões de somente leitura.</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="17"/>
        <source>vptrainer user guide</source>
        <extracomment>The help pages: object name of the dialog, window title, file in ``resources/help``. The title is English here, translated when shown (context ``help``).</extracomment>
        <translation>Guia do usuário do vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="18"/>
        <source>vptrainer glossary</source>
        <translation>Glossário do vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="20"/>
        <source>Welcome! Here is the exact return of a pay table. Play and be graded on every hold in Practice (Ctrl+2); learn a table&apos;s holds from its strategy chart in the Strategy tab (Ctrl+4). Help has a user guide and a glossary.</source>
        <translation>Bem-vindo! Aqui está o retorno exato de uma tabela de pagamentos. Jogue e receba uma avaliação de cada hold no Treino (Ctrl+2); aprenda os holds de uma tabela pela sua tabela de estratégia na aba Estratégia (Ctrl+4). A Ajuda tem um guia do usuário e um glossário.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="47"/>
        <source>The help page {file} is missing from this installation.</source>
        <translation>A página de ajuda {file} não está nesta instalação.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="66"/>
        <source>The help text; Tab moves between its links.</source>
        <translation>O texto de ajuda; Tab passa de um link a outro.</translation>
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
        <translation>US$ {value}</translation>
    </message>
</context>
<context>
    <name>ranked_holds</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="56"/>
        <source>discard all</source>
        <translation>descartar tudo</translation>
    </message>
</context>
<context>
    <name>table_chooser</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="37"/>
        <source>Pay tables (*.toml);;All files (*)</source>
        <translation>Tabelas de pagamentos (*.toml);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="66"/>
        <source>Other</source>
        <translation>Outros</translation>
    </message>
</context>
</TS>
