<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>BankrollInputs</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="206"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="237"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="207"/>
        <source>Bankroll and risk</source>
        <translation>Banca e risco</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="208"/>
        <source>Session</source>
        <translation>Sessão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="209"/>
        <source>Money</source>
        <translation>Dinheiro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="210"/>
        <source>Progressive royal</source>
        <translation>Royal progressivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="218"/>
        <source>G&amp;ame</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="219"/>
        <source>&amp;Bankroll</source>
        <translation>&amp;Banca</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="220"/>
        <source>&amp;Risk of ruin</source>
        <translation>&amp;Risco de ruína</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="221"/>
        <source>Cash bac&amp;k</source>
        <translation>Cashbac&amp;k</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="222"/>
        <source>&amp;Lines</source>
        <translation>&amp;Linhas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="223"/>
        <source>&amp;Hands</source>
        <translation>&amp;Mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="224"/>
        <source>&amp;Goal</source>
        <translation>M&amp;eta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="225"/>
        <source>&amp;Denomination</source>
        <translation>&amp;Denominação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="226"/>
        <source>C&amp;oins per bet</source>
        <translation>M&amp;oedas por aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="227"/>
        <source>Hands an ho&amp;ur</source>
        <translation>Mãos por &amp;hora</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="228"/>
        <source>Royal meter</source>
        <translation>Medidor do royal</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="233"/>
        <source>The base game</source>
        <translation>O jogo base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="239"/>
        <source>Price the risk and the session of the base game or of one of its feature games</source>
        <translation>Calcula o risco e a sessão do jogo base ou de um dos seus jogos com recurso especial</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="242"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="259"/>
        <source> bets</source>
        <translation> apostas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="244"/>
        <source>Your bankroll, in bets of one line (coins × denomination)</source>
        <translation>Sua banca, em apostas de uma linha (moedas × denominação)</translation>
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
        <translation>Encontra a banca cujo risco de ruína a longo prazo é este</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="250"/>
        <source>Cash back in percent of coin-in, added to every hand</source>
        <translation>Cashback em porcentagem do valor apostado, somado a cada mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="254"/>
        <source>1 line</source>
        <translation>1 linha</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="254"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="256"/>
        <source>Lines per round: they share the deal and the hold</source>
        <translation>Linhas por rodada: compartilham a distribuição e as cartas seguradas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="257"/>
        <source> rounds</source>
        <translation> rodadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="258"/>
        <source>Rounds in the session (each round plays every line)</source>
        <translation>Rodadas na sessão (cada rodada joga todas as linhas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="260"/>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="262"/>
        <source>Stop the session when it is this far ahead (none: play on)</source>
        <translation>Encerra a sessão quando o lucro chegar a este valor (nenhuma: continua jogando)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="264"/>
        <source>Dollars per coin</source>
        <translation>Dólares por moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="265"/>
        <source> coins</source>
        <translation> moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="267"/>
        <source>Coins per bet (per line): below max bet the table&apos;s short pays are used</source>
        <translation>Moedas por aposta (por linha): abaixo da aposta máxima valem os pagamentos reduzidos da tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="272"/>
        <source>Hands an hour</source>
        <translation>Mãos por hora</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="273"/>
        <source>Rounds you play an hour: the figures in hours use it</source>
        <translation>Rodadas que você joga por hora: os valores em horas usam este número</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="275"/>
        <source> an hour</source>
        <translation> por hora</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="276"/>
        <source>Price the royal at this &amp;meter</source>
        <translation>&amp;Pagar o royal por este medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="280"/>
        <source>Price the royal at the progressive meter</source>
        <translation>Pagar o royal pelo medidor do progressivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="281"/>
        <source>The risk and the session count the royal at the progressive meter below</source>
        <translation>O risco e a sessão contam o royal pelo medidor do progressivo abaixo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="286"/>
        <source>Royal meter in dollars</source>
        <translation>Medidor do royal em dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="287"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>Quanto um royal com aposta máxima paga agora, em dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="377"/>
        <source>One bet: {coins} × {coin} = {bet}; bankroll {bankroll}.</source>
        <translation>Uma aposta: {coins} × {coin} = {bet}; banca {bankroll}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="402"/>
        <source>{game} plays its own lines with its built-in data (docs/feature-games.md names the sources).</source>
        <translation>{game} joga as próprias linhas com seus dados embutidos (docs/feature-games.md cita as fontes).</translation>
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
        <translation>Aguardando a análise da tabela…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="147"/>
        <source>Risk of ruin</source>
        <translation>Risco de ruína</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="148"/>
        <source>Session</source>
        <translation>Sessão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="149"/>
        <source>Multi-play</source>
        <translation>Multi-play</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="150"/>
        <source>Progressive</source>
        <translation>Progressivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="151"/>
        <source>Rising meter</source>
        <translation>Medidor crescente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="154"/>
        <source>&amp;Risk and sessions</source>
        <translation>&amp;Risco e sessões</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="155"/>
        <source>Co&amp;mpare tables</source>
        <translation>Co&amp;mparar tabelas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="182"/>
        <source>Bankroll inputs</source>
        <translation>Dados da banca</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="183"/>
        <source>The bankroll, bet, session and strategy the results are for.</source>
        <translation>A banca, a aposta, a sessão e a estratégia a que os resultados se referem.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="198"/>
        <source>Bankroll results</source>
        <translation>Resultados da banca</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="199"/>
        <source>Risk of ruin, session and multi-play results.</source>
        <translation>Resultados de risco de ruína, sessão e multi-play.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="225"/>
        <source>Bankroll pages</source>
        <translation>Páginas da banca</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="225"/>
        <source>Risk and sessions, and Compare tables.</source>
        <translation>Risco e sessões, e Comparar tabelas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="252"/>
        <source>Waiting for the analysis of {table}…</source>
        <translation>Aguardando a análise de {table}…</translation>
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
        <translation>Um medidor progressivo só paga a aposta máxima: escolha {coins} moedas por aposta ou mais (Dinheiro, à esquerda).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="379"/>
        <source>Bankroll calculations cancelled</source>
        <translation>Cálculos da banca cancelados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="388"/>
        <source>Could not compute the analysis: {message}</source>
        <translation>Não foi possível calcular a análise: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="394"/>
        <source>Could not compute the risk: {message}</source>
        <translation>Não foi possível calcular o risco: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="400"/>
        <source>Could not compute the session: {message}</source>
        <translation>Não foi possível calcular a sessão: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="406"/>
        <source>Could not compute the fan: {message}</source>
        <translation>Não foi possível calcular o leque de resultados: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="412"/>
        <source>Could not compute the sweep: {message}</source>
        <translation>Não foi possível calcular a varredura: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="418"/>
        <source>Could not compute the rising meter: {message}</source>
        <translation>Não foi possível calcular o medidor crescente: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="423"/>
        <source>Computing the rising meter…</source>
        <translation>Calculando o medidor crescente…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="435"/>
        <source>Computing the royal sweep…</source>
        <translation>Calculando a varredura do royal…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="459"/>
        <source>{table}: return {percent}</source>
        <translation>{table}: retorno de {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="455"/>
        <source>This table pays nothing: nothing to compute.</source>
        <translation>Esta tabela não paga nada: não há o que calcular.</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="104"/>
        <source>Tables compared</source>
        <translation>Tabelas comparadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="105"/>
        <source>The first table is the reference the others are compared with.</source>
        <translation>A primeira tabela é a referência com a qual as outras são comparadas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="110"/>
        <source>Remove the selected tables from the comparison</source>
        <translation>Remover as tabelas selecionadas da comparação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="117"/>
        <source>Save the comparison as a CSV file</source>
        <translation>Salvar a comparação como arquivo CSV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="128"/>
        <source>Comparison summary</source>
        <translation>Resumo da comparação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="129"/>
        <source>Return, variance and risk of each table compared.</source>
        <translation>Retorno, variância e risco de cada tabela comparada.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="134"/>
        <source>Pays of each table</source>
        <translation>Pagamentos de cada tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="135"/>
        <source>What each hand pays on each table compared.</source>
        <translation>Quanto cada mão paga em cada tabela comparada.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="140"/>
        <source>Pay differences</source>
        <translation>Diferenças de pagamento</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="141"/>
        <source>Each pay that differs from the reference table and what it is worth.</source>
        <translation>Cada pagamento que difere da tabela de referência e quanto ele vale.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="175"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="214"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="309"/>
        <source>Add two or more tables.</source>
        <translation>Adicione duas ou mais tabelas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="179"/>
        <source>Choose a table to add to the comparison</source>
        <translation>Escolha uma tabela para adicionar à comparação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="180"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="181"/>
        <source>Make reference</source>
        <translation>Tornar referência</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="182"/>
        <source>Compare every other table with the selected one</source>
        <translation>Compara todas as outras tabelas com a selecionada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="183"/>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="184"/>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="187"/>
        <source>Table</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="188"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="373"/>
        <source>Hand</source>
        <translation>Mão</translation>
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
        <translation>No próprio jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="195"/>
        <source>The change of return the pay makes at the reference&apos;s optimal play</source>
        <translation>A mudança de retorno que o pagamento causa com o jogo ótimo da referência</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="196"/>
        <source>The change of return the pay makes at the table&apos;s own optimal play</source>
        <translation>A mudança de retorno que o pagamento causa com o jogo ótimo da própria tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="244"/>
        <source>That table is already in the comparison</source>
        <translation>Essa tabela já está na comparação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="255"/>
        <source>Table being edited: {table}</source>
        <translation>Tabela em edição: {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="259"/>
        <source>Reference: {table}</source>
        <translation>Referência: {table}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="314"/>
        <source>Comparing %n tables…</source>
        <translation>
            <numerusform>Comparando %n tabela…</numerusform>
            <numerusform>Comparando %n tabelas…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="321"/>
        <source>Cannot compare: {message}</source>
        <translation>Não é possível comparar: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="330"/>
        <source>Compared with {reference}: the worth of a pay difference is the change of return it makes at the reference&apos;s optimal play, and at the table&apos;s own.</source>
        <translation>Comparado com {reference}: o valor de uma diferença de pagamento é a mudança de retorno que ela causa com o jogo ótimo da referência e com o da própria tabela.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="337"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="338"/>
        <source>Change from the reference</source>
        <translation>Diferença da referência</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="339"/>
        <source>Variance</source>
        <translation>Variância</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="340"/>
        <source>Standard deviation</source>
        <translation>Desvio padrão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="341"/>
        <source>Multi-play covariance</source>
        <translation>Covariância multi-play</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="342"/>
        <source>Hit frequency</source>
        <translation>Frequência de acerto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="343"/>
        <source>Re-optimised strategy adds</source>
        <translation>Ganho da estratégia reotimizada</translation>
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
        <translation>combinações</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="378"/>
        <source>contribution</source>
        <translation>contribuição</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="396"/>
        <source>probability {p}</source>
        <translation>probabilidade {p}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="423"/>
        <source>No pay differences between tables of one kind</source>
        <translation>Nenhuma diferença de pagamento entre tabelas do mesmo tipo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="427"/>
        <source>Exactly {fraction}</source>
        <translation>Exatamente {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="493"/>
        <source>Export the comparison</source>
        <translation>Exportar a comparação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="495"/>
        <source>CSV data (*.csv)</source>
        <translation>Dados CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="506"/>
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="507"/>
        <source>Could not write {path}: {reason}</source>
        <translation>Não foi possível gravar {path}: {reason}</translation>
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
        <translation>Resultados da sessão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="144"/>
        <source>Rounds played</source>
        <translation>Rodadas jogadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="145"/>
        <source>Result (bets)</source>
        <translation>Resultado (apostas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="186"/>
        <source>median</source>
        <translation>mediana</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="192"/>
        <source>average</source>
        <translation>média</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="199"/>
        <source>broke ({bankroll})</source>
        <translation>quebra ({bankroll})</translation>
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
        <translation>Retorno por medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="256"/>
        <source>Return (%)</source>
        <translation>Retorno (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="280"/>
        <source>{line} meter ($, {coins} coins)</source>
        <translation>Medidor de {line} ($, {coins} moedas)</translation>
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
        <translation>equilíbrio {meter}</translation>
    </message>
</context>
<context>
    <name>MultiPlayPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="496"/>
        <source>Multi-play variance</source>
        <translation>Variância do multi-play</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="497"/>
        <source>The variance of a round for each number of lines.</source>
        <translation>A variância de uma rodada para cada número de linhas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="510"/>
        <source>Lines</source>
        <translation>Linhas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="511"/>
        <source>Variance of a round</source>
        <translation>Variância por rodada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="512"/>
        <source>Std deviation of a round</source>
        <translation>Desvio padrão por rodada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="513"/>
        <source>Std deviation per line</source>
        <translation>Desvio padrão por linha</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="518"/>
        <source>Lines share the deal and the hold and draw apart: the variance of N lines is N·v + N(N−1)·c (in bets of one line). Per line is the round&apos;s deviation divided by √N, comparable across numbers of lines.</source>
        <translation>As linhas compartilham a distribuição e as cartas seguradas e trocam cartas separadamente: a variância de N linhas é N·v + N(N−1)·c (em apostas de uma linha). Por linha é o desvio da rodada dividido por √N, comparável entre números de linhas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="543"/>
        <source>A feature game plays its own lines: the multi-play table is the base game&apos;s.</source>
        <translation>Um jogo com recurso especial joga as próprias linhas: a tabela multi-play é a do jogo base.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="552"/>
        <source>{table}: one line&apos;s variance v = {v}; covariance of two lines c = {c} (exactly {exact}).</source>
        <translation>{table}: variância de uma linha v = {v}; covariância de duas linhas c = {c} (exatamente {exact}).</translation>
    </message>
</context>
<context>
    <name>ProgressivePanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="622"/>
        <source>Royal &amp;meter</source>
        <translation>&amp;Medidor do royal</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="623"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>Quanto um royal com aposta máxima paga agora, em dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="661"/>
        <source>At {meter} the {label} pays {pay} per coin ({coins} coins of {coin}); the table pays {table_pay}.</source>
        <translation>Com {meter}, o {label} paga {pay} por moeda ({coins} moedas de {coin}); a tabela paga {table_pay}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="673"/>
        <source>Return at this meter: {percent}</source>
        <translation>Retorno com este medidor: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="676"/>
        <source>Exactly {fraction}</source>
        <translation>Exatamente {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="681"/>
        <source>Break-even meter: none (the return stays below {full})</source>
        <translation>Medidor de equilíbrio: nenhum (o retorno fica abaixo de {full})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="686"/>
        <source>Break-even meter: {meter} ({pay} per coin)</source>
        <translation>Medidor de equilíbrio: {meter} ({pay} por moeda)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="693"/>
        <source>The least royal pay where the return reaches {full}, exactly {pay} per coin</source>
        <translation>O menor pagamento do royal em que o retorno chega a {full}: exatamente {pay} por moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="699"/>
        <source>With cash back: no break-even meter</source>
        <translation>Com cashback: nenhum medidor de equilíbrio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="702"/>
        <source>With {cashback} cash back: break-even meter {meter}</source>
        <translation>Com {cashback} de cashback: medidor de equilíbrio {meter}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="708"/>
        <source>Return plus cash back reaches {full} at exactly {pay} per coin</source>
        <translation>Retorno mais cashback chega a {full} com exatamente {pay} por moeda</translation>
    </message>
</context>
<context>
    <name>RisingChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="78"/>
        <source>Value of a rising meter</source>
        <translation>Valor de um medidor crescente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="80"/>
        <source>Meter when you sit down ($)</source>
        <translation>Medidor quando você senta ($)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="81"/>
        <source>Profit to the next royal ($)</source>
        <translation>Lucro até o próximo royal ($)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="107"/>
        <source>break even</source>
        <translation>equilíbrio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="119"/>
        <source>meter {meter}: {profit}</source>
        <translation>medidor {meter}: {profit}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="132"/>
        <source>break-even {meter}</source>
        <translation>equilíbrio {meter}</translation>
    </message>
</context>
<context>
    <name>RisingPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="45"/>
        <source>For the most profit</source>
        <translation>Pelo maior lucro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="46"/>
        <source>For the meter shown</source>
        <translation>Pelo medidor mostrado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="52"/>
        <source>{number} coins</source>
        <translation>{number} moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="250"/>
        <source>For each meter: the expected profit to the next royal, hands, hours and the meter at the hit.</source>
        <translation>Para cada medidor: o lucro esperado até o próximo royal, mãos, horas e o medidor quando ele sai.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="272"/>
        <source>Rising meter</source>
        <translation>Medidor crescente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="273"/>
        <source>The rising meter&apos;s inputs, results, chart and table, scrolled as a whole.</source>
        <translation>Os dados, resultados, gráfico e tabela do medidor crescente, rolados em conjunto.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="289"/>
        <source>Royal meter in dollars</source>
        <translation>Medidor do royal em dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="290"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>Quanto um royal com aposta máxima paga agora, em dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="291"/>
        <source>Meter rate in percent of each bet</source>
        <translation>Taxa do medidor em porcentagem de cada aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="292"/>
        <source>The part of each bet that goes to the meter</source>
        <translation>A parte de cada aposta que vai para o medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="293"/>
        <source> % of each bet</source>
        <translation> % de cada aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="294"/>
        <source>Players on the bank</source>
        <translation>Jogadores no banco de máquinas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="297"/>
        <source>Players on the bank, you included, each at your speed and bet: another may hit the royal first</source>
        <translation>Jogadores no banco de máquinas, incluindo você, cada um no seu ritmo e aposta: outro pode acertar o royal primeiro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="301"/>
        <source>How you play</source>
        <translation>Como você joga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="304"/>
        <source>How you choose the strategy as the meter rises: re-optimised for the most profit to the next royal, or the strategy of the highest return at the meter shown</source>
        <translation>Como você escolhe a estratégia enquanto o medidor sobe: reotimizada para o maior lucro até o próximo royal, ou a estratégia de maior retorno no medidor mostrado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="314"/>
        <source>Royal &amp;meter</source>
        <translation>&amp;Medidor do royal</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="315"/>
        <source>Meter &amp;rises by</source>
        <translation>O medidor &amp;sobe</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="316"/>
        <source>&amp;Players on the bank</source>
        <translation>&amp;Jogadores no banco</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="317"/>
        <source>P&amp;lay</source>
        <translation>&amp;Estilo de jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="324"/>
        <source>Meter</source>
        <translation>Medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="325"/>
        <source>Per coin</source>
        <translation>Por moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="326"/>
        <source>Profit ($)</source>
        <translation>Lucro ($)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="327"/>
        <source>Profit (coins)</source>
        <translation>Lucro (moedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="328"/>
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="329"/>
        <source>Hours</source>
        <translation>Horas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="330"/>
        <source>Meter at the hit</source>
        <translation>Medidor no acerto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="248"/>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="333"/>
        <source>Value of a rising meter, by meter</source>
        <translation>Valor de um medidor crescente, por medidor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="382"/>
        <source>Expected profit to the next royal: {profit} ({dollars}), {bets} bets.</source>
        <translation>Lucro esperado até o próximo royal: {profit} ({dollars}), {bets} apostas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="389"/>
        <source>You play {hands} hands to it on average, about {hours} hours at {speed} hands an hour.</source>
        <translation>Você joga em média {hands} mãos até lá, cerca de {hours} horas a {speed} mãos por hora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="402"/>
        <source>The meter is {meter} ({dollars}) on average when the royal is hit; the chance that you hit it is {chance}.</source>
        <translation>O medidor está em média em {meter} ({dollars}) quando sai o royal; a chance de ser você a acertá-lo é {chance}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="409"/>
        <source>The meter is {meter} ({dollars}) on average when you hit the royal.</source>
        <translation>O medidor está em média em {meter} ({dollars}) quando você acerta o royal.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="415"/>
        <source>No meter the model covers makes sitting down worth it.</source>
        <translation>Nenhum medidor coberto pelo modelo faz valer a pena sentar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="421"/>
        <source>Break-even meter: {coins} ({dollars}), {per} per coin.</source>
        <translation>Medidor de equilíbrio: {coins} ({dollars}), {per} por moeda.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="428"/>
        <source>Exactly {fraction} coins.</source>
        <translation>Exatamente {fraction} moedas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="435"/>
        <source>The return at this meter is {percent}; if the meter stood still, sitting down would be worth {fixed} to the next royal. The first hand plays the optimal strategy for a royal of {pay} per coin.</source>
        <translation>O retorno com este medidor é {percent}; se o medidor ficasse parado, sentar valeria {fixed} até o próximo royal. A primeira mão joga a estratégia ótima para um royal de {pay} por moeda.</translation>
    </message>
</context>
<context>
    <name>RiskCurveChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="62"/>
        <source>Risk of ruin</source>
        <translation>Risco de ruína</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="63"/>
        <source>Bankroll (bets)</source>
        <translation>Banca (apostas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="64"/>
        <source>Long-run risk of ruin (%)</source>
        <translation>Risco de ruína a longo prazo (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="96"/>
        <source>{risk} risk: {bankroll}</source>
        <translation>risco de {risk}: {bankroll}</translation>
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
        <translation>Banca para cada risco de ruína</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="151"/>
        <source>The bankroll in bets and in dollars needed for each risk of ruin.</source>
        <translation>A banca, em apostas e em dólares, necessária para cada risco de ruína.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Risk of ruin</source>
        <translation>Risco de ruína</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Bankroll</source>
        <translation>Banca</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Dollars</source>
        <translation>Dólares</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="204"/>
        <source>Risk of ruin with {bankroll}: {risk}</source>
        <translation>Risco de ruína com {bankroll}: {risk}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="217"/>
        <source>A round of {game} costs {cost} bets; its standard deviation is {sd} bets.</source>
        <translation>Uma rodada de {game} custa {cost} apostas; seu desvio padrão é de {sd} apostas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="226"/>
        <source>1 line a round: standard deviation {sd} bets a round, {per} per line</source>
        <translation>1 linha por rodada: desvio padrão de {sd} apostas por rodada, {per} por linha</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="230"/>
        <source>%n lines a round: standard deviation {sd} bets a round, {per} per line</source>
        <translation>
            <numerusform>%n linha por rodada: desvio padrão de {sd} apostas por rodada, {per} por linha</numerusform>
            <numerusform>%n linhas por rodada: desvio padrão de {sd} apostas por rodada, {per} por linha</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="241"/>
        <source>Ruin is certain: no bankroll is enough</source>
        <translation>A ruína é certa: nenhuma banca é suficiente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="245"/>
        <source>{bets} bets</source>
        <translation>{bets} apostas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="250"/>
        <source>{all} for every bankroll: return plus cash back ≤ {all}</source>
        <translation>{all} para qualquer banca: retorno mais cashback ≤ {all}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="255"/>
        <source>No round can lose: the risk of ruin is 0</source>
        <translation>Nenhuma rodada pode perder: o risco de ruína é 0</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="277"/>
        <source>At {speed} rounds an hour: an average result of {result} ({result_dollars}) an hour, give or take {spread} ({spread_dollars}) for one standard deviation.</source>
        <translation>A {speed} rodadas por hora: resultado médio de {result} ({result_dollars}) por hora, com variação de {spread} ({spread_dollars}) para um desvio padrão.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="288"/>
        <source>The average loss uses up the bankroll in about {hours} hours.</source>
        <translation>A perda média consome a banca em cerca de {hours} horas.</translation>
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
        <translation>Quebra</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="357"/>
        <source>Goal reached</source>
        <translation>Meta atingida</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="358"/>
        <source>Still playing</source>
        <translation>Ainda jogando</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="359"/>
        <source>A royal or more</source>
        <translation>Um royal ou mais</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="360"/>
        <source>Average result</source>
        <translation>Resultado médio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="397"/>
        <source>{name}: {hands} rounds from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}: {hands} rodadas a partir de {bankroll}, cerca de {hours} horas a {speed} por hora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="401"/>
        <source>{name}: {hands} rounds of {lines} lines from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}: {hands} rodadas de {lines} linhas a partir de {bankroll}, cerca de {hours} horas a {speed} por hora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="406"/>
        <source>{name}: {hands} rounds of 1 line from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}: {hands} rodadas de 1 linha a partir de {bankroll}, cerca de {hours} horas a {speed} por hora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="418"/>
        <source>The session stops {goal} ahead.</source>
        <translation>A sessão termina com {goal} de lucro.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="421"/>
        <source>{sentence} {next}</source>
        <translation>{sentence} {next}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="425"/>
        <source>no goal</source>
        <translation>sem meta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="429"/>
        <source>no royal line</source>
        <translation>sem linha de royal</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="436"/>
        <source>{total} if every round is played, {hourly} an hour.</source>
        <translation>{total} se todas as rodadas forem jogadas, {hourly} por hora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="441"/>
        <source>Exact recursion over the bankroll.</source>
        <translation>Recursão exata sobre a banca.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="445"/>
        <source>Simulation of {trials} sessions (seed {seed}); ± one standard error.</source>
        <translation>Simulação de {trials} sessões (semente {seed}); ± um erro padrão.</translation>
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
        <translation>distribuição exata da soma das rodadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="463"/>
        <source>simulated: {trials} sessions, seed {seed}; each level within ± {error} bets ({confidence} confidence)</source>
        <translation>simulado: {trials} sessões, semente {seed}; cada nível com margem de ± {error} apostas ({confidence} de confiança)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="474"/>
        <source>The result after each round when every round is played (no stop at broke or at the goal): the bands hold {levels} of the sessions, around the median; {how}.</source>
        <translation>O resultado após cada rodada quando todas as rodadas são jogadas (sem parar na quebra nem na meta): as faixas contêm {levels} das sessões, em torno da mediana; {how}.</translation>
    </message>
</context>
<context>
    <name>bankroll</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="112"/>
        <source>{game} on {table}</source>
        <translation>{game} em {table}</translation>
    </message>
</context>
</TS>
