<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>CrossPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="370"/>
        <source>Add the chosen game to the comparison</source>
        <translation>Adicionar o jogo escolhido à comparação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="374"/>
        <source>Remove the selected game from the comparison</source>
        <translation>Remover o jogo selecionado da comparação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="380"/>
        <source>Tables compared</source>
        <translation>Tabelas comparadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="381"/>
        <source>The tables whose strategies are compared.</source>
        <translation>As tabelas cujas estratégias são comparadas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="388"/>
        <source>Strategy cost across tables</source>
        <translation>Custo da estratégia entre tabelas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="389"/>
        <source>The cost of playing each table&apos;s strategy on each other table.</source>
        <translation>O custo de jogar a estratégia de cada tabela em cada uma das outras.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="414"/>
        <source>Each cell: what playing the column&apos;s perfect strategy on the row&apos;s table costs against the row&apos;s own perfect play.</source>
        <translation>Cada célula: quanto custa jogar a estratégia perfeita da coluna na tabela da linha, comparado ao jogo perfeito da própria linha.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="421"/>
        <source>A game whose strategy to compare</source>
        <translation>Um jogo cuja estratégia comparar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="422"/>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="423"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="424"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="490"/>
        <source>Rows: the table played. Strategy N: the perfect strategy of table N. Each cell: what playing it costs against the row&apos;s own perfect play.</source>
        <translation>Linhas: a tabela jogada. Estratégia N: a estratégia perfeita da tabela N. Cada célula: quanto custa jogá-la, comparado ao jogo perfeito da própria linha.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="499"/>
        <source>Strategy {number}</source>
        <translation>Estratégia {number}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="507"/>
        <source>The perfect strategy of {table}</source>
        <translation>A estratégia perfeita de {table}</translation>
    </message>
</context>
<context>
    <name>ExceptionsPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="216"/>
        <source>Exceptions to the chart</source>
        <translation>Exceções à tabela de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="217"/>
        <source>Deals where the chart&apos;s hold is not the best one, and what it costs.</source>
        <translation>Distribuições em que o hold da tabela de estratégia não é o melhor, e quanto isso custa.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="244"/>
        <source>#</source>
        <translation>Nº</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="245"/>
        <source>Exception</source>
        <translation>Exceção</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="246"/>
        <source>Goes above</source>
        <translation>Sobe acima de</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="247"/>
        <source>How often</source>
        <translation>Frequência</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="248"/>
        <source>Worth</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="295"/>
        <source>rule {number}</source>
        <translation>regra {number}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="306"/>
        <source>{deals} of {total} deals</source>
        <translation>{deals} de {total} mãos distribuídas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="318"/>
        <source>What ignoring it costs; with it and the ones above: {percent}</source>
        <translation>Quanto custa ignorá-la; com ela e as de cima: {percent}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/pages.py" line="327"/>
        <source>Basic strategy {basic}; with these %n exceptions {after}; perfect play {optimal}. {remaining} deals still differ from perfect play ({missing}).</source>
        <translation>
            <numerusform>Estratégia básica {basic}; com esta %n exceção {after}; jogo perfeito {optimal}. {remaining} mãos distribuídas ainda diferem do jogo perfeito ({missing}).</numerusform>
            <numerusform>Estratégia básica {basic}; com estas %n exceções {after}; jogo perfeito {optimal}. {remaining} mãos distribuídas ainda diferem do jogo perfeito ({missing}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="342"/>
        <source>No exception found: the basic strategy returns {basic}, perfect play {optimal}.</source>
        <translation>Nenhuma exceção encontrada: a estratégia básica retorna {basic}, o jogo perfeito {optimal}.</translation>
    </message>
</context>
<context>
    <name>LevelsChart</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="209"/>
        <source>No levels yet</source>
        <translation>Ainda sem níveis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="213"/>
        <source>Return by number of rules</source>
        <translation>Retorno por número de regras</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="215"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="216"/>
        <source>Return (%)</source>
        <translation>Retorno (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="236"/>
        <source>No levels</source>
        <translation>Nenhum nível</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="247"/>
        <source>levels</source>
        <translation>níveis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="255"/>
        <source>perfect play</source>
        <translation>jogo perfeito</translation>
    </message>
</context>
<context>
    <name>LevelsPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="123"/>
        <source>Chart levels</source>
        <translation>Níveis da tabela de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Cost</source>
        <translation>Custo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="146"/>
        <source>Click a level to show its chart</source>
        <translation>Clique em um nível para ver sua tabela de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="149"/>
        <source>Each point is the best list of that many rules found, priced exactly (a rule that fits several holds read against the player). Click one to see it.</source>
        <translation>Cada ponto é a melhor lista encontrada com esse número de regras, calculada exatamente (uma regra que serve a várias formas de segurar é lida contra o jogador). Clique em um para vê-lo.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="187"/>
        <source>{percent} when every choice goes the player&apos;s way</source>
        <translation>{percent} quando toda escolha favorece o jogador</translation>
    </message>
</context>
<context>
    <name>OwnStrategyPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="574"/>
        <source>Your strategy&apos;s rules</source>
        <translation>Regras da sua estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="575"/>
        <source>The rules of the strategy file you opened.</source>
        <translation>As regras do arquivo de estratégia que você abriu.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="595"/>
        <source>Readings to check</source>
        <translation>Leituras a conferir</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="596"/>
        <source>How lines of your strategy were read where they could be read another way.</source>
        <translation>Como as linhas da sua estratégia foram lidas onde poderiam ser lidas de outra forma.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="598"/>
        <source>Open strategy…</source>
        <translation>Abrir estratégia…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="600"/>
        <source>Price a strategy file of your own (the strategy language) on this table</source>
        <translation>Calcula um arquivo de estratégia seu (na linguagem de estratégia) nesta tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="603"/>
        <source>No strategy file open.</source>
        <translation>Nenhum arquivo de estratégia aberto.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="644"/>
        <source>(no rule fits: discard everything)</source>
        <translation>(nenhuma regra serve: descartar tudo)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="662"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; on {table}: return &lt;b&gt;{percent}&lt;/b&gt; ({worst} when every choice goes against you); perfect play {optimal}; cost {cost}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; em {table}: retorno de &lt;b&gt;{percent}&lt;/b&gt; ({worst} quando toda escolha vai contra você); jogo perfeito {optimal}; custo {cost}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="667"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; on {table}: return &lt;b&gt;{percent}&lt;/b&gt;; perfect play {optimal}; cost {cost}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; em {table}: retorno de &lt;b&gt;{percent}&lt;/b&gt;; jogo perfeito {optimal}; custo {cost}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="676"/>
        <source>Readings to check:</source>
        <translation>Leituras a conferir:</translation>
    </message>
</context>
<context>
    <name>RuleTable</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="116"/>
        <source>#</source>
        <translation>Nº</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="117"/>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="118"/>
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="119"/>
        <source>EV per coin</source>
        <translation>VE por moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="120"/>
        <source>Cost</source>
        <translation>Custo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="161"/>
        <source>{percent} of hands</source>
        <translation>{percent} das mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="174"/>
        <source>What this rule gives up against optimal play</source>
        <translation>Quanto esta regra perde em relação ao jogo ótimo</translation>
    </message>
</context>
<context>
    <name>StrategyView</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="152"/>
        <source>Stop this view&apos;s calculations</source>
        <extracomment>pixels the rules keep beside the pages when the pages widen to show their tab names</extracomment>
        <translation>Parar os cálculos desta tela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="165"/>
        <source>Strategy chart</source>
        <translation>Tabela de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="166"/>
        <source>The chart&apos;s rules, best first: hold what the first rule that matches says.</source>
        <translation>As regras da tabela, da melhor para a pior: faça o hold que a primeira regra que se aplica indica.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="170"/>
        <source>Legend</source>
        <translation>Legenda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="171"/>
        <source>What the abbreviations and terms of the chart&apos;s rules mean.</source>
        <translation>O que significam as abreviações e os termos das regras da tabela.</translation>
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
        <translation>A tabela de estratégia é calculada quando esta tela é exibida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="205"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="714"/>
        <source>Basic strategy</source>
        <translation>Estratégia básica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="206"/>
        <source>At most</source>
        <translation>No máximo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="209"/>
        <source>The basic strategy (every rule, no exceptions) or a shorter list for beginners</source>
        <translation>A estratégia básica (todas as regras, sem exceções) ou uma lista mais curta para iniciantes</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="212"/>
        <source> rules</source>
        <translation> regras</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="213"/>
        <source>The most rules a beginner&apos;s chart may have</source>
        <translation>O máximo de regras que a tabela de um iniciante pode ter</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="215"/>
        <source>Print…</source>
        <translation>Imprimir…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="215"/>
        <source>Print the chart as a pocket card</source>
        <translation>Imprime a tabela de estratégia como cartão de bolso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="216"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="216"/>
        <source>Save the pocket card as a PDF</source>
        <translation>Salva o cartão de bolso como PDF</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="217"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="217"/>
        <source>Save the pocket card as a PNG image</source>
        <translation>Salva o cartão de bolso como imagem PNG</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="220"/>
        <source>Text…</source>
        <translation>Texto…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="222"/>
        <source>Save the chart in the strategy language (vptrainer strategy eval reads it back)</source>
        <translation>Salva a tabela na linguagem de estratégia (vptrainer strategy eval a lê de volta)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="230"/>
        <source>&amp;Levels</source>
        <translation>&amp;Níveis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="231"/>
        <source>E&amp;xceptions</source>
        <translation>E&amp;xceções</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="232"/>
        <source>Other &amp;games</source>
        <translation>Outros &amp;jogos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="233"/>
        <source>&amp;Your strategy</source>
        <translation>&amp;Sua estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="234"/>
        <source>&amp;Turning points</source>
        <translation>&amp;Pontos de virada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="267"/>
        <source>Rules in the chart</source>
        <translation>Regras na tabela de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="320"/>
        <source>&lt;b&gt;Legend&lt;/b&gt; — {terms}</source>
        <translation>&lt;b&gt;Legenda&lt;/b&gt; — {terms}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="370"/>
        <source>Strategy pages</source>
        <translation>Páginas de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="371"/>
        <source>The strategy&apos;s levels, exceptions and other pages.</source>
        <translation>Os níveis, as exceções e as outras páginas da estratégia.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="510"/>
        <source>This table pays nothing: there is no strategy to make.</source>
        <translation>Esta tabela não paga nada: não há estratégia a fazer.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="515"/>
        <source>Add a game to compare with this table.</source>
        <translation>Adicione um jogo para comparar com esta tabela.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="523"/>
        <source>Cancelled: choose the level again to make its chart.</source>
        <translation>Cancelado: escolha o nível de novo para fazer a tabela.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="530"/>
        <source>Strategy calculations cancelled</source>
        <translation>Cálculos de estratégia cancelados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="536"/>
        <source>Open a strategy</source>
        <translation>Abrir uma estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="538"/>
        <source>Strategies (*.txt *.vps);;All files (*)</source>
        <translation>Estratégias (*.txt *.vps);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="559"/>
        <source>Could not make the chart of {table}: {message}</source>
        <translation>Não foi possível fazer a tabela de estratégia de {table}: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="576"/>
        <source>Could not find the levels: {message}</source>
        <translation>Não foi possível encontrar os níveis: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="581"/>
        <source>Could not find the exceptions: {message}</source>
        <translation>Não foi possível encontrar as exceções: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="586"/>
        <source>Could not compare the games: {message}</source>
        <translation>Não foi possível comparar os jogos: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="595"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="764"/>
        <source>Searching the shorter levels…</source>
        <translation>Buscando os níveis mais curtos…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="598"/>
        <source>Looking for the basic strategy&apos;s exceptions…</source>
        <translation>Procurando as exceções da estratégia básica…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="601"/>
        <source>Playing each strategy on each table…</source>
        <translation>Jogando cada estratégia em cada tabela…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="606"/>
        <source>Pricing {file} on {table}…</source>
        <translation>Calculando {file} em {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="664"/>
        <source>{file}: {percent} on {table}</source>
        <translation>{file}: {percent} em {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="679"/>
        <source>Making the chart of {table}…</source>
        <translation>Fazendo a tabela de estratégia de {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="683"/>
        <source>Showing the chart of {shown} until the chart of {table} is ready.</source>
        <translation>Mostrando a tabela de {shown} até a de {table} ficar pronta.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="527"/>
        <source>The search for a better chart was cancelled: choose the level again to search.</source>
        <translation>A busca por uma tabela melhor foi cancelada: escolha o nível de novo para buscar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="636"/>
        <source>A first chart of at most {rules} rules; a better one is being searched for (the first long chart of a table takes from seconds to a few minutes; then every level of it comes at once).</source>
        <translation>Uma primeira tabela de no máximo {rules} regras; uma melhor está sendo procurada (a primeira tabela longa de uma tabela de pagamentos leva de segundos a alguns minutos; depois, cada nível aparece na hora).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="716"/>
        <source>Best of at most {rules} rules</source>
        <translation>Melhor com no máximo {rules} regras</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="728"/>
        <source>{level}: {rules} rules, return &lt;b&gt;{percent}&lt;/b&gt; (at worst {worst}); perfect play {optimal}; cost &lt;b&gt;{cost}&lt;/b&gt;</source>
        <translation>{level}: {rules} regras, retorno de &lt;b&gt;{percent}&lt;/b&gt; (no pior caso {worst}); jogo perfeito {optimal}; custo &lt;b&gt;{cost}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="733"/>
        <source>{level}: {rules} rules, return &lt;b&gt;{percent}&lt;/b&gt;; perfect play {optimal}; cost &lt;b&gt;{cost}&lt;/b&gt;</source>
        <translation>{level}: {rules} regras, retorno de &lt;b&gt;{percent}&lt;/b&gt;; jogo perfeito {optimal}; custo &lt;b&gt;{cost}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="738"/>
        <source>Exactly {fraction}</source>
        <translation>Exatamente {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="751"/>
        <source>The exceptions are found when this page is shown.</source>
        <translation>As exceções são encontradas quando esta página é exibida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="753"/>
        <source>Comparing when this page is shown.</source>
        <translation>A comparação é feita quando esta página é exibida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="756"/>
        <source>{file} is priced when this page is shown.</source>
        <translation>{file} é calculado quando esta página é exibida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="766"/>
        <source>The levels are searched when this page is shown.</source>
        <translation>Os níveis são buscados quando esta página é exibida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="805"/>
        <source>Export the strategy</source>
        <translation>Exportar a estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="830"/>
        <source>Print the strategy card</source>
        <translation>Imprimir o cartão de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="834"/>
        <source>Strategy card sent to the printer</source>
        <translation>Cartão de estratégia enviado para a impressora</translation>
    </message>
</context>
<context>
    <name>TurningChart</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="295"/>
        <source>No returns yet</source>
        <translation>Ainda sem retornos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="299"/>
        <source>Return by meter</source>
        <translation>Retorno por medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="301"/>
        <source>Return (%)</source>
        <translation>Retorno (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="344"/>
        <source>the meter</source>
        <translation>o medidor</translation>
    </message>
</context>
<context>
    <name>TurningPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="85"/>
        <source>{rule} moves up above {other} (rule {number}).</source>
        <translation>{rule} sobe acima de {other} (regra {number}).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="89"/>
        <source>{rule} moves back below {other} (rule {number}).</source>
        <translation>{rule} volta para baixo de {other} (regra {number}).</translation>
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
        <translation>Linha progressiva</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="246"/>
        <source>The pay that grows with the progressive meter</source>
        <translation>O pagamento que cresce com o medidor do progressivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="247"/>
        <source>Chart</source>
        <translation>Tabela de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="248"/>
        <source>The basic strategy</source>
        <translation>A estratégia básica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="251"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="412"/>
        <source>Your strategy: {name}</source>
        <translation>Sua estratégia: {name}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="255"/>
        <source>The chart whose turning points are shown: the table&apos;s basic strategy, or the strategy you opened on the Your strategy page</source>
        <translation>A tabela cujos pontos de virada são mostrados: a estratégia básica da tabela ou a estratégia que você abriu na página Sua estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="259"/>
        <source>Coins a bet</source>
        <translation>Moedas por aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="260"/>
        <source>Coins bet on each hand (the meter is for this bet)</source>
        <translation>Moedas apostadas em cada mão (o medidor vale para esta aposta)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="261"/>
        <source>Denomination</source>
        <translation>Denominação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="262"/>
        <source>Dollars per coin</source>
        <translation>Dólares por moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="263"/>
        <source>Meter</source>
        <translation>Medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="266"/>
        <source>The progressive meter to price the chart at (what ignoring each change costs there)</source>
        <translation>O medidor do progressivo em que calcular a tabela (quanto custa ignorar cada mudança ali)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="149"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="270"/>
        <source>Meter unit</source>
        <translation>Unidade do medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="271"/>
        <source>dollars</source>
        <translation>dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="272"/>
        <source>coins</source>
        <translation>moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="273"/>
        <source>Returns at the meter</source>
        <translation>Retornos no medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="163"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="274"/>
        <source>Turning points</source>
        <translation>Pontos de virada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="150"/>
        <source>Whether the meter is typed in dollars or in coins</source>
        <translation>Se o medidor é digitado em dólares ou em moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="165"/>
        <source>Each strategy change as the line grows: the meter where it moves and what ignoring it costs at the meter typed.</source>
        <translation>Cada mudança de estratégia à medida que o prêmio cresce: o medidor em que ela ocorre e quanto ignorá-la custa no medidor digitado.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="277"/>
        <source>Coins</source>
        <translation>Moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="278"/>
        <source>Dollars</source>
        <translation>Dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="279"/>
        <source>Move</source>
        <translation>Mudança</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="280"/>
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="281"/>
        <source>Cost</source>
        <translation>Custo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="284"/>
        <source>Return by meter</source>
        <translation>Retorno por medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="288"/>
        <source>Print guide…</source>
        <translation>Imprimir guia…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="289"/>
        <source>Print the turning points as a pocket guide</source>
        <translation>Imprime os pontos de virada como guia de bolso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="291"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="291"/>
        <source>Save the pocket guide as a PDF</source>
        <translation>Salva o guia de bolso como PDF</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="292"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="292"/>
        <source>Save the pocket guide as a PNG image</source>
        <translation>Salva o guia de bolso como imagem PNG</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="300"/>
        <source>&amp;Denomination</source>
        <translation>&amp;Denominação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="301"/>
        <source>&amp;Line</source>
        <translation>&amp;Linha</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="302"/>
        <source>C&amp;hart</source>
        <translation>&amp;Tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="303"/>
        <source>&amp;Meter</source>
        <translation>&amp;Medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="304"/>
        <source>C&amp;oins</source>
        <translation>M&amp;oedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="396"/>
        <source>The turning points of {table} are found when this page is shown.</source>
        <translation>Os pontos de virada de {table} são encontrados quando esta página é exibida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="419"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="482"/>
        <source>Finding the turning points…</source>
        <translation>Encontrando os pontos de virada…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="479"/>
        <source>The returns along the meter come with the turning points.</source>
        <translation>Os retornos ao longo do medidor vêm com os pontos de virada.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="488"/>
        <source>Could not find the turning points: {message}</source>
        <translation>Não foi possível encontrar os pontos de virada: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="495"/>
        <source>Could not compute the returns: {message}</source>
        <translation>Não foi possível calcular os retornos: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="499"/>
        <source>Computing the returns along the meter…</source>
        <translation>Calculando os retornos ao longo do medidor…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="573"/>
        <source>Exactly {pay} per coin of the {line}.</source>
        <translation>Exatamente {pay} por moeda de {line}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="583"/>
        <source>Deals the chart plays by the rule passed that the moving one fits too.</source>
        <translation>Mãos distribuídas que a tabela joga pela regra ultrapassada e às quais a regra que se move também se aplica.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="590"/>
        <source>Playing the chart unchanged on these deals costs {percent} of the return at this meter.</source>
        <translation>Jogar a tabela sem mudança nessas mãos custa {percent} do retorno com este medidor.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="594"/>
        <source>Ignoring this change costs nothing at this meter.</source>
        <translation>Ignorar esta mudança não custa nada com este medidor.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="611"/>
        <source>{coins} coins ({dollars}, {pay} per coin)</source>
        <translation>{coins} moedas ({dollars}, {pay} por moeda)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="617"/>
        <source>The meter of {meter} is outside the range looked at: from {low} to {high} coins.</source>
        <translation>O medidor de {meter} está fora da faixa analisada: de {low} a {high} moedas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="620"/>
        <source>No line of the chart moves between {low} and {high} coins.</source>
        <translation>Nenhuma linha da tabela muda entre {low} e {high} moedas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/turning.py" line="625"/>
        <source>At a meter of {meter}: {due} of the %n changes due (highlighted).</source>
        <translation>
            <numerusform>Com medidor de {meter}: {due} da %n mudança já vale (destacada).</numerusform>
            <numerusform>Com medidor de {meter}: {due} das %n mudanças já valem (destacadas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/turning.py" line="631"/>
        <source>At a meter of {meter}: none of the %n changes due yet.</source>
        <translation>
            <numerusform>Com medidor de {meter}: a %n mudança ainda não vale.</numerusform>
            <numerusform>Com medidor de {meter}: nenhuma das %n mudanças vale ainda.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="635"/>
        <source>{sentence} Pricing the chart at this meter…</source>
        <translation>{sentence} Calculando a tabela com este medidor…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="637"/>
        <source>{sentence} The chart returns {chart}, with the changes due {guide}, and perfect play {optimal}.</source>
        <translation>{sentence} A tabela retorna {chart}, com as mudanças que valem {guide}, e o jogo perfeito {optimal}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="658"/>
        <source>The chart as it is</source>
        <translation>A tabela como está</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="659"/>
        <source>With the changes due</source>
        <translation>Com as mudanças que valem</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="660"/>
        <source>Perfect play</source>
        <translation>Jogo perfeito</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="662"/>
        <source>{line} meter (coins for a {coins}-coin bet)</source>
        <translation>Medidor de {line} (moedas, aposta de {coins} moedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="680"/>
        <source>Export the turning-point guide</source>
        <translation>Exportar o guia de pontos de virada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="701"/>
        <source>Print the turning-point guide</source>
        <translation>Imprimir o guia de pontos de virada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="705"/>
        <source>The turning-point guide was sent to the printer.</source>
        <translation>O guia de pontos de virada foi enviado para a impressora.</translation>
    </message>
</context>
<context>
    <name>card</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="66"/>
        <source>Otherwise: {rule}</source>
        <translation>Caso contrário: {rule}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="93"/>
        <source>Basic strategy</source>
        <translation>Estratégia básica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="94"/>
        <source>Simple strategy</source>
        <translation>Estratégia simples</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="130"/>
        <source>{title}: {rules} rules, best first. Hold the cards of the first rule your hand fits.</source>
        <translation>{title}: {rules} regras, da melhor para a pior. Segure as cartas da primeira regra que sua mão atende.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="134"/>
        <source>Return &lt;b&gt;{percent}&lt;/b&gt; with this card; {optimal} with perfect play. Priced exactly by vptrainer.</source>
        <translation>Retorno de &lt;b&gt;{percent}&lt;/b&gt; com este cartão; {optimal} com jogo perfeito. Calculado exatamente pelo vptrainer.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="176"/>
        <source>Pocket card</source>
        <translation>Cartão de bolso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="203"/>
        <source>the card could not be drawn as PDF</source>
        <translation>não foi possível desenhar o cartão como PDF</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="265"/>
        <source>the card could not be encoded as PNG</source>
        <translation>não foi possível codificar o cartão como PNG</translation>
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
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="21"/>
        <source>Strategy text (*.txt)</source>
        <translation>Texto de estratégia (*.txt)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="41"/>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="42"/>
        <source>Could not write {path}: {reason}</source>
        <translation>Não foi possível gravar {path}: {reason}</translation>
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
        <translation>1 em {count}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="522"/>
        <source>The strategy of {strategy} on {table}: {percent} (perfect play {optimal}); {deals} deals played differently</source>
        <translation>A estratégia de {strategy} em {table}: {percent} (jogo perfeito {optimal}); {deals} mãos distribuídas jogadas de outro modo</translation>
    </message>
</context>
</TS>
