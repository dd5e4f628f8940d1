<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AnalyzeView</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="361"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="32"/>
        <source>The royal sweep is computed when this tab is shown.</source>
        <translation>A varredura do royal é calculada quando esta aba é exibida.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="71"/>
        <source>Stop the calculation (Esc)</source>
        <translation>Interromper o cálculo (Esc)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="82"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="181"/>
        <source>Preparing engine…</source>
        <translation>Preparando o motor…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="121"/>
        <source>Analyze pages</source>
        <translation>Páginas de análise</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="123"/>
        <source>The return of the table, its Ultimate X game and its feature games</source>
        <translation>O retorno da tabela, seu jogo Ultimate X e seus jogos com recursos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="125"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="126"/>
        <source>Feature games</source>
        <translation>Jogos com recursos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="171"/>
        <source>Waiting for the edit to settle…</source>
        <translation>Aguardando o fim da edição…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="172"/>
        <source>The new results follow in a moment.</source>
        <translation>Os novos resultados vêm em instantes.</translation>
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
        <translation>Cancelado: edite a tabela ou pressione F5 para recalcular</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="195"/>
        <source>Calculation cancelled</source>
        <translation>Cálculo cancelado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="199"/>
        <source>The calculation was cancelled: press F5 to recalculate.</source>
        <translation>O cálculo foi cancelado: pressione F5 para recalcular.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="216"/>
        <source>Up to date</source>
        <translation>Atualizado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="216"/>
        <source>Up to date: this table pays nothing (0%)</source>
        <translation>Atualizado: esta tabela não paga nada (0 %)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="224"/>
        <source>Analysis took {seconds} s</source>
        <translation>A análise levou {seconds} s</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="231"/>
        <source>The calculation failed (see below)</source>
        <translation>O cálculo falhou (veja abaixo)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="233"/>
        <source>The calculation failed: {why}</source>
        <translation>O cálculo falhou: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="242"/>
        <source>could not be calculated: {why}</source>
        <translation>não foi possível calcular: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="250"/>
        <source>Computing the royal sweep…</source>
        <translation>Calculando a varredura do royal…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="260"/>
        <source>Nothing to sweep: the table pays nothing.</source>
        <translation>Nada para varrer: a tabela não paga nada.</translation>
    </message>
</context>
<context>
    <name>BetTable</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="88"/>
        <source>Return by coins bet</source>
        <translation>Retorno por moedas apostadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="89"/>
        <source>The return and its cost at each bet from 1 coin to the maximum.</source>
        <translation>O retorno e seu custo em cada aposta, de 1 moeda até a máxima.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="105"/>
        <source>Bet</source>
        <translation>Aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="106"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="107"/>
        <source>Cost vs {coins} coins</source>
        <translation>Custo vs. {coins} moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="108"/>
        <source>Loss per hand</source>
        <translation>Perda por mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="131"/>
        <source>max bet</source>
        <translation>aposta máxima</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="133"/>
        <source>{percent} of the bet</source>
        <translation>{percent} da aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="134"/>
        <source>{coins} coins</source>
        <translation>{coins} moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="138"/>
        <source>Exactly {numerator} / {denominator} under the optimal strategy of {table}</source>
        <translation>Exatamente {numerator} / {denominator} com a estratégia ótima de {table}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/results.py" line="150"/>
        <source>%n coin</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/results.py" line="151"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CategoryModel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="45"/>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="46"/>
        <source>Pays</source>
        <translation>Paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="47"/>
        <source>Combinations</source>
        <translation>Combinações</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="48"/>
        <source>Probability</source>
        <translation>Probabilidade</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="49"/>
        <source>1 in</source>
        <translation>1 em</translation>
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
        <translation>Pago sobre as cinco cartas distribuídas, além do que a mão final paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="111"/>
        <source>Out of {total} combinations: every deal weighted by the common denominator of all draws</source>
        <translation>De {total} combinações: cada distribuição ponderada pelo denominador comum de todas as trocas</translation>
    </message>
</context>
<context>
    <name>ContributionChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="40"/>
        <source>Contribution to return</source>
        <translation>Contribuição para o retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="41"/>
        <source>Contribution to the return (% of the bet)</source>
        <translation>Contribuição para o retorno (% da aposta)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="63"/>
        <source>This table pays nothing: its return is 0%.</source>
        <translation>Esta tabela não paga nada: o retorno é 0 %.</translation>
    </message>
</context>
<context>
    <name>FeatureBarChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="121"/>
        <source>Feature game</source>
        <translation>Jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="122"/>
        <source>Chart of the feature game&apos;s figures</source>
        <translation>Gráfico dos números do jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="123"/>
        <source>The same figures are in the table above the chart.</source>
        <translation>Os mesmos números estão na tabela acima do gráfico.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="138"/>
        <source>Nothing to draw.</source>
        <translation>Nada para desenhar.</translation>
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
        <translation>Linhas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="166"/>
        <source>Multi-Strike 16X (five levels, up to 16x)</source>
        <translation>Multi-Strike 16X (cinco níveis, até 16x)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="171"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="227"/>
        <source>Version</source>
        <translation>Versão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="173"/>
        <source>The 16X version has a fifth level</source>
        <translation>A versão 16X tem um quinto nível</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="180"/>
        <source>The levels bet (the bottom ones are played)</source>
        <translation>Os níveis apostados (os de baixo são jogados)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="181"/>
        <source>Levels bet</source>
        <translation>Níveis apostados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="187"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="363"/>
        <source>Level multipliers</source>
        <translation>Multiplicadores dos níveis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="188"/>
        <source>Each level&apos;s multiplier</source>
        <translation>O multiplicador de cada nível</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="194"/>
        <source>Free rides (%)</source>
        <translation>Rodadas grátis (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="196"/>
        <source>Each level&apos;s chance of a free ride, in percent, level 1 up (not the top level); machines show them nowhere</source>
        <translation>A chance de rodada grátis de cada nível, em porcentagem, do nível 1 para cima (exceto o nível mais alto); as máquinas não as mostram em lugar nenhum</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="202"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="212"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="243"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="266"/>
        <source>Multi-play lines</source>
        <translation>Linhas multi-play</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="207"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="376"/>
        <source>Multiplier weights</source>
        <translation>Pesos dos multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="208"/>
        <source>multiplier:weight pairs from the machine&apos;s help screen; 1 for no multiplier</source>
        <translation>pares multiplicador:peso da tela de ajuda da máquina; 1 para nenhum multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="217"/>
        <source>Chance of a roll</source>
        <translation>Chance de uma rolagem</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="218"/>
        <source>As a fraction (1/6) or a decimal</source>
        <translation>Como fração (1/6) ou decimal</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="222"/>
        <source>Hundred Play (one spin times the quads made)</source>
        <translation>Hundred Play (um giro vezes as quadras feitas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="229"/>
        <source>Hundred Play Wheel Poker</source>
        <translation>Hundred Play Wheel Poker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="232"/>
        <source>Lines played</source>
        <translation>Linhas jogadas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="237"/>
        <source>Wheel (coins:weight)</source>
        <translation>Roda (moedas:peso)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="238"/>
        <source>The wheel&apos;s prizes in coins with their weights; empty: the built-in wheel</source>
        <translation>Os prêmios da roda em moedas com seus pesos; vazio: a roda embutida</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="239"/>
        <source>the built-in wheel of this game</source>
        <translation>a roda embutida deste jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="248"/>
        <source>Chance of a Dream Card</source>
        <translation>Chance de um Dream Card</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="250"/>
        <source>The share of deals that come with a Dream Card (set by the machine, shown nowhere)</source>
        <translation>A parcela das distribuições que vêm com um Dream Card (definida pela máquina, não mostrada em lugar nenhum)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="254"/>
        <source>The best-EV card</source>
        <translation>A carta de melhor EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="255"/>
        <source>The card that makes the best hand</source>
        <translation>A carta que forma a melhor mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="260"/>
        <source>The machine gives</source>
        <translation>A máquina dá</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="262"/>
        <source>Which card the machine gives</source>
        <translation>Qual carta a máquina dá</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="269"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="274"/>
        <source>Coins a line</source>
        <translation>Moedas por linha</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="276"/>
        <source>Coins bet a line (wins on five)</source>
        <translation>Moedas apostadas por linha (prêmios com base em cinco)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="282"/>
        <source>Multipliers (2 to K)</source>
        <translation>Multiplicadores (2 a K)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="284"/>
        <source>The 12 multipliers for the highest dealt card 2, 3, ..., K; empty: the built-in table of this game</source>
        <translation>Os 12 multiplicadores para a maior carta distribuída 2, 3, ..., K; vazio: a tabela embutida deste jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="287"/>
        <source>the built-in table of this game</source>
        <translation>a tabela embutida deste jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="291"/>
        <source>Paylines bet (of the nine)</source>
        <translation>Linhas de pagamento apostadas (das nove)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="291"/>
        <source>Paylines</source>
        <translation>Linhas de pagamento</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="364"/>
        <source>Free rides</source>
        <translation>Rodadas grátis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="368"/>
        <source>Free rides: give one for each level but the top ({wanted}), got {got}</source>
        <translation>Rodadas grátis: informe uma para cada nível exceto o mais alto ({wanted}), recebidas {got}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="373"/>
        <source>Levels bet: at most {count}</source>
        <translation>Níveis apostados: no máximo {count}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="378"/>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="384"/>
        <source>Wheel</source>
        <translation>Roda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="388"/>
        <source>Multipliers</source>
        <translation>Multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="391"/>
        <source>Multipliers: give 12 (cards 2 to K), got {got}</source>
        <translation>Multiplicadores: informe 12 (cartas 2 a K), recebidos {got}</translation>
    </message>
</context>
<context>
    <name>FeaturePage</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="54"/>
        <source>Level</source>
        <extracomment>What each game&apos;s own table shows, and which of its columns the chart draws: (headers, the chart&apos;s column, its unit, the format of a bar&apos;s value).</extracomment>
        <translation>Nível</translation>
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
        <translation>Rodada grátis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="57"/>
        <source>Value (bets)</source>
        <translation>Valor (apostas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="58"/>
        <source>Without free ride</source>
        <translation>Sem rodada grátis</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="59"/>
        <source>Reached</source>
        <translation>Alcançado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="60"/>
        <source>Holds changed</source>
        <translation>Holds alterados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="61"/>
        <source>Base holds cost</source>
        <translation>Custo dos holds base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="64"/>
        <source>Value of reaching the level (bets of one line)</source>
        <translation>Valor de alcançar o nível (apostas de uma linha)</translation>
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
        <translation>Probabilidade</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="88"/>
        <source>Prize (coins)</source>
        <translation>Prêmio (moedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="98"/>
        <source>Dream Card rule</source>
        <translation>Regra do Dream Card</translation>
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
        <translation>EV da distribuição com Dream Card (por moeda)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="103"/>
        <source>Return (%)</source>
        <translation>Retorno (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="108"/>
        <source>Highest card</source>
        <translation>Maior carta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="118"/>
        <source>Paylines</source>
        <translation>Linhas de pagamento</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="119"/>
        <source>SD per hand</source>
        <translation>DP por mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="120"/>
        <source>Multi-play SD per hand</source>
        <translation>DP multi-play por mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="123"/>
        <source>Standard deviation per hand (bets)</source>
        <translation>Desvio padrão por mão (apostas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="134"/>
        <source>Feature games</source>
        <translation>Jogos com recursos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="146"/>
        <source>Cancel the feature game&apos;s analysis</source>
        <translation>Cancelar a análise do jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="147"/>
        <source>Progress of the feature game&apos;s analysis</source>
        <translation>Progresso da análise do jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="148"/>
        <source>State of the feature game&apos;s analysis</source>
        <translation>Estado da análise do jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="154"/>
        <source>Analyse again</source>
        <translation>Analisar de novo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="155"/>
        <source>Analyse again after a cancel or a failure</source>
        <translation>Analisar de novo após um cancelamento ou uma falha</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="166"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="193"/>
        <source>Feature game</source>
        <translation>Jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="167"/>
        <source>The extra-bet game whose return, strategy changes and variance are shown</source>
        <translation>O jogo de aposta extra cujo retorno, mudanças de estratégia e variância são mostrados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="173"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="250"/>
        <source>Options of the feature game</source>
        <translation>Opções do jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="179"/>
        <source>Restore the built-in options</source>
        <translation>Restaurar as opções embutidas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="180"/>
        <source>Set the options back to the game&apos;s built-in data</source>
        <translation>Voltar as opções aos dados embutidos do jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="183"/>
        <source>Source of the game&apos;s data</source>
        <translation>Fonte dos dados do jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="185"/>
        <source>Feature game message</source>
        <translation>Mensagem do jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="191"/>
        <source>Feature game figures</source>
        <translation>Números do jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="192"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="221"/>
        <source>Figure</source>
        <translation>Item</translation>
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
        <translation>Estratégia do jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="202"/>
        <source>Multi-Strike level whose holds are shown</source>
        <translation>Nível do Multi-Strike cujos holds são mostrados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="203"/>
        <source>The Multi-Strike level whose strategy changes the table lists</source>
        <translation>O nível do Multi-Strike cujas mudanças de estratégia a tabela lista</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="208"/>
        <source>Holds that differ from the base game&apos;s</source>
        <translation>Holds que diferem dos do jogo base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="210"/>
        <source>Deal</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="211"/>
        <source>Base game holds</source>
        <translation>O jogo base segura</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="212"/>
        <source>This game holds</source>
        <translation>Este jogo segura</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="213"/>
        <source>Share of deals</source>
        <translation>Parcela das distribuições</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="214"/>
        <source>Gain per deal</source>
        <translation>Ganho por distribuição</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="216"/>
        <source>Strategy changes</source>
        <translation>Mudanças de estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="220"/>
        <source>The game&apos;s own figures</source>
        <translation>Números próprios do jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="222"/>
        <source>Feature game details</source>
        <translation>Detalhes do jogo com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="267"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="282"/>
        <source>Feature games page</source>
        <translation>Página de jogos com recurso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="283"/>
        <source>The feature game&apos;s options, figures and charts, scrolled as a whole</source>
        <translation>As opções, os números e os gráficos do jogo com recurso, rolados em conjunto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="296"/>
        <source>Analyse</source>
        <translation>Analisar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="297"/>
        <source>Restore defaults</source>
        <translation>Restaurar padrões</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="298"/>
        <source>Feature:</source>
        <translation>Recurso:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="299"/>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="300"/>
        <source>Strategy</source>
        <translation>Estratégia</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="342"/>
        <source>Cancelled: press Analyse, or change an option, to go on.</source>
        <translation>Cancelado: pressione Analisar ou altere uma opção para continuar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="354"/>
        <source>Built-in data: {source}</source>
        <translation>Dados embutidos: {source}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="362"/>
        <source>Waiting for the edit to settle…</source>
        <translation>Aguardando o fim da edição…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="375"/>
        <source>{table} pays bonuses on the dealt hand; the feature games take tables without them.</source>
        <translation>{table} paga bônus na mão distribuída; os jogos com recurso aceitam tabelas sem eles.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="412"/>
        <source>The analysis failed: {why}</source>
        <translation>A análise falhou: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="424"/>
        <source>Base game&apos;s return</source>
        <translation>Retorno do jogo base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="425"/>
        <source>The feature adds</source>
        <translation>O recurso acrescenta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="430"/>
        <source>The extra %n coin(s) a line return</source>
        <translation>
            <numerusform>A %n moeda extra por linha retorna</numerusform>
            <numerusform>As %n moedas extras por linha retornam</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="433"/>
        <source>A round costs (bets of one line)</source>
        <translation>Uma rodada custa (apostas de uma linha)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="434"/>
        <source>Variance of a round (bets squared)</source>
        <translation>Variância de uma rodada (apostas ao quadrado)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="435"/>
        <source>Standard deviation of a round (bets)</source>
        <translation>Desvio padrão de uma rodada (apostas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="436"/>
        <source>Variance per unit bet</source>
        <translation>Variância por unidade apostada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="437"/>
        <source>Base game&apos;s variance (one line)</source>
        <translation>Variância do jogo base (uma linha)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="440"/>
        <source>Computed in</source>
        <translation>Calculado em</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="441"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="447"/>
        <source>Exactly {numerator} / {denominator} per coin bet</source>
        <translation>Exatamente {numerator} / {denominator} por moeda apostada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="458"/>
        <source>Level {level} ({multiplier}x)</source>
        <translation>Nível {level} ({multiplier}x)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="475"/>
        <source>the base game&apos;s</source>
        <translation>a do jogo base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="478"/>
        <source>The strategy is the base game&apos;s: play {game} as you play {table} ({reason}).</source>
        <translation>A estratégia é a do jogo base: jogue {game} como você joga {table} ({reason}).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="500"/>
        <source>The best holds on {level} are the base game&apos;s.</source>
        <translation>Os melhores holds em {level} são os do jogo base.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="502"/>
        <source>The best holds are the base game&apos;s.</source>
        <translation>Os melhores holds são os do jogo base.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="507"/>
        <source>The best hold on {level} differs from the base game&apos;s on {share} of deals ({kinds} kinds of deal); playing the base game&apos;s holds there costs {cost} of the return. The changes worth most:</source>
        <translation>O melhor hold em {level} difere do jogo base em {share} das distribuições ({kinds} tipos de distribuição); jogar ali os holds do jogo base custa {cost} do retorno. As mudanças que mais valem:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="513"/>
        <source>The best hold differs from the base game&apos;s on {share} of deals ({kinds} kinds of deal); playing the base game&apos;s holds there costs {cost} of the return. The changes worth most:</source>
        <translation>O melhor hold difere do jogo base em {share} das distribuições ({kinds} tipos de distribuição); jogar ali os holds do jogo base custa {cost} do retorno. As mudanças que mais valem:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="539"/>
        <source>{game} details</source>
        <translation>Detalhes de {game}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="577"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="625"/>
        <source>Average multiplier</source>
        <translation>Multiplicador médio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="581"/>
        <source>Mean square of the multiplier</source>
        <translation>Média do quadrado do multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="588"/>
        <source>Average wheel prize (coins)</source>
        <translation>Prêmio médio da roda (moedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="592"/>
        <source>A line&apos;s chance of a natural four of a kind</source>
        <translation>Chance de uma linha fazer uma quadra natural</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="598"/>
        <source>Return with the base game&apos;s holds</source>
        <translation>Retorno com os holds do jogo base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="605"/>
        <source>Chance of a Dream Card deal</source>
        <translation>Chance de uma distribuição com Dream Card</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="609"/>
        <source>What the machine&apos;s rule costs (best-EV against best-hand card)</source>
        <translation>Quanto custa a regra da máquina (carta de melhor EV contra carta da melhor mão)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="615"/>
        <source>Four-card deals the two rules value differently</source>
        <translation>Distribuições de quatro cartas que as duas regras avaliam de forma diferente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="623"/>
        <source>Coins a line</source>
        <translation>Moedas por linha</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="633"/>
        <source>Standard deviation per hand of the lines bet</source>
        <translation>Desvio padrão por mão das linhas apostadas</translation>
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
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="552"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="676"/>
        <source>Level {level}</source>
        <translation>Nível {level}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="707"/>
        <source>The best-EV card</source>
        <translation>A carta de melhor EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="708"/>
        <source>The best-hand card</source>
        <translation>A carta da melhor mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="720"/>
        <source>{card} high</source>
        <translation>{card} como maior carta</translation>
    </message>
</context>
<context>
    <name>FigureTable</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="83"/>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="114"/>
        <source>{name}: read the figures cell by cell; Ctrl+C copies them, the context menu exports them as CSV.</source>
        <extracomment>What a cell shows while its figure is being computed, or cannot be.</extracomment>
        <translation>{name}: leia os números célula por célula; Ctrl+C os copia, o menu de contexto os exporta como CSV.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="126"/>
        <source>Copy table</source>
        <translation>Copiar tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="127"/>
        <source>Export table as CSV…</source>
        <translation>Exportar tabela como CSV…</translation>
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
        <translation>Falha na exportação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="230"/>
        <source>Could not write {path}: {reason}</source>
        <translation>Não foi possível gravar {path}: {reason}</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="108"/>
        <source>Choose the game</source>
        <translation>Escolher o jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="114"/>
        <source> (added to the deck, wild)</source>
        <translation> (adicionados ao baralho, curingas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="124"/>
        <source>Every {rank} is wild</source>
        <translation>Todo {rank} é curinga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="131"/>
        <source>none, or cards such as Jh Js</source>
        <translation>nenhuma, ou cartas como Jh Js</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="132"/>
        <source>A wild card in its own place keeps a hand natural</source>
        <translation>Um curinga no seu próprio lugar mantém a mão natural</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="137"/>
        <source>One-Eyed Jacks: a royal flush with the jack of hearts in its own place is a natural royal</source>
        <translation>One-Eyed Jacks: um royal flush com o valete de copas no seu próprio lugar é um royal natural</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="145"/>
        <source>Jokers</source>
        <translation>Coringas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="146"/>
        <source>Wild ranks</source>
        <translation>Valores curinga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="147"/>
        <source>Wild cards</source>
        <translation>Curingas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="173"/>
        <source>Not a game yet: {why}</source>
        <translation>Ainda não é um jogo: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="178"/>
        <source>{game}: {cards} cards, {wild} of them wild.</source>
        <translation>{game}: {cards} cartas, {wild} delas curingas.</translation>
    </message>
</context>
<context>
    <name>HoldValueChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="36"/>
        <source>Hold values by total multiplier</source>
        <translation>Valores dos holds por multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="37"/>
        <source>Chart of the hold values against the total multiplier</source>
        <translation>Gráfico dos valores dos holds em função do multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="40"/>
        <source>The same figures are in the tables below the chart: each hold&apos;s value at the total multiplier chosen, and the best hold by range of total multiplier.</source>
        <translation>Os mesmos números estão nas tabelas abaixo do gráfico: o valor de cada hold no multiplicador total escolhido e o melhor hold por faixa de multiplicador total.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="46"/>
        <source>Total multiplier M (the sum of the lines&apos; multipliers)</source>
        <translation>Multiplicador total M (a soma dos multiplicadores das linhas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="48"/>
        <source>Value per coin</source>
        <translation>Valor por moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="83"/>
        <source>From M = {m} the best hold is {hold}</source>
        <translation>A partir de M = {m} o melhor hold é {hold}</translation>
    </message>
</context>
<context>
    <name>PayTableDocument</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="85"/>
        <source>built-in: {table}</source>
        <translation>embutida: {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="86"/>
        <source>unsaved</source>
        <translation>não salva</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="152"/>
        <location filename="../../vptrainer/gui/analyze/document.py" line="186"/>
        <source>{hand} dealt (bonus)</source>
        <translation>{hand} na distribuição (bônus)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="156"/>
        <source>Set {hand} to {pay}</source>
        <translation>Definir {hand} como {pay}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="172"/>
        <source>Pay {hand} as at max bet on 1 to 4 coins</source>
        <translation>Pagar {hand} como na aposta máxima com 1 a 4 moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="174"/>
        <source>Set {hand} on 1 to 4 coins to {pay}</source>
        <translation>Definir {hand} com 1 a 4 moedas como {pay}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="189"/>
        <location filename="../../vptrainer/gui/analyze/document.py" line="201"/>
        <source>Add {hand}</source>
        <translation>Adicionar {hand}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="210"/>
        <source>Remove {hand}</source>
        <translation>Remover {hand}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="219"/>
        <source>Rename</source>
        <translation>Renomear</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="252"/>
        <source>Switch to {game}</source>
        <translation>Mudar para {game}</translation>
    </message>
</context>
<context>
    <name>PayTableEditor</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="56"/>
        <source>No wild cards</source>
        <extracomment>The games the chooser offers by name (any other through &quot;Other game…&quot;).</extracomment>
        <translation>Sem curingas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="57"/>
        <source>Deuces wild</source>
        <translation>Dois curinga (Deuces Wild)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="58"/>
        <source>Joker (53 cards)</source>
        <translation>Coringa (53 cartas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="59"/>
        <source>Two jokers (54 cards)</source>
        <translation>Dois coringas (54 cartas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="62"/>
        <source>Deuces and a joker (53 cards)</source>
        <translation>Dois e um coringa (53 cartas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="66"/>
        <source>Sevens and a joker (53 cards)</source>
        <translation>Setes e um coringa (53 cartas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="70"/>
        <source>One-eyed jacks</source>
        <translation>Valetes de um olho (One-Eyed Jacks)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="73"/>
        <source>Other game…</source>
        <translation>Outro jogo…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="227"/>
        <source>Choose a built-in pay table to analyze and edit</source>
        <translation>Escolha uma tabela de pagamentos embutida para analisar e editar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="234"/>
        <source>The pay table&apos;s name, shown in titles and file names</source>
        <translation>O nome da tabela de pagamentos, mostrado em títulos e nomes de arquivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="258"/>
        <source>Add a hand the table pays for (a category)</source>
        <translation>Adicionar uma mão que a tabela paga (uma categoria)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="322"/>
        <source>Your own table</source>
        <translation>Sua própria tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="324"/>
        <source>Which cards are wild (the deck has 52 cards plus its jokers)</source>
        <translation>Quais cartas são curingas (o baralho tem 52 cartas mais os coringas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="326"/>
        <source>Game…</source>
        <translation>Jogo…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="327"/>
        <source>Any game: jokers, wild ranks, specific wild cards</source>
        <translation>Qualquer jogo: coringas, valores curinga, cartas curinga específicas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="328"/>
        <source>Bonuses on the deal, on top of the final hand&apos;s pay:</source>
        <translation>Bônus na distribuição, além do pagamento da mão final:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="329"/>
        <source>Add category</source>
        <translation>Nova categoria</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="330"/>
        <source>Deal bonus</source>
        <translation>Bônus inicial</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="331"/>
        <source>Pay a bonus when the five dealt cards make a hand</source>
        <translation>Pagar um bônus quando as cinco cartas distribuídas formam uma mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="332"/>
        <source>Quad split…</source>
        <translation>Dividir quadra…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="333"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="334"/>
        <source>Stop paying the selected hand (Delete)</source>
        <translation>Parar de pagar a mão selecionada (Delete)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Built-in</source>
        <translation>Tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Wild cards</source>
        <translation>Curingas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="354"/>
        <source>Pays</source>
        <translation>Paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="354"/>
        <source>Deal bonuses</source>
        <translation>Bônus iniciais</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="355"/>
        <source>Each hand and what it pays per coin; type a number or press F2 to change it.</source>
        <translation>Cada mão e quanto paga por moeda; digite um número ou pressione F2 para alterar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="358"/>
        <source>What a dealt hand pays before the draw; type a number or press F2 to change it.</source>
        <translation>Quanto uma mão distribuída paga antes da troca; digite um número ou pressione F2 para alterar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="401"/>
        <source>{game} ({cards} cards)</source>
        <translation>{game} ({cards} cartas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="428"/>
        <source>Pay some natural fours of a kind differently, by rank and kicker</source>
        <translation>Pagar algumas quadras naturais de forma diferente, por valor e kicker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="430"/>
        <source>Pay some fours of a kind differently, by rank and kicker</source>
        <translation>Pagar algumas quadras de forma diferente, por valor e kicker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="434"/>
        <source>Published return: {percent}</source>
        <translation>Retorno publicado: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="436"/>
        <source>Published return (from the file): {percent}</source>
        <translation>Retorno publicado (do arquivo): {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="440"/>
        <source>No published return for this table.</source>
        <translation>Não há retorno publicado para esta tabela.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="443"/>
        <source>This table pays nothing: add a category (its return is 0% until then).</source>
        <translation>Esta tabela não paga nada: adicione uma categoria (até lá o retorno é 0 %).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="446"/>
        <source>Your own table: the return below is for your pays.</source>
        <translation>Sua própria tabela: o retorno abaixo é para os seus pagamentos.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="507"/>
        <source>Every category is listed</source>
        <translation>Todas as categorias já estão na lista</translation>
    </message>
</context>
<context>
    <name>PayTableModel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="96"/>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="97"/>
        <source>Pays (per coin)</source>
        <translation>Por moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="98"/>
        <source>{coins} coins</source>
        <translation>{coins} moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="99"/>
        <source>Per coin on 1–{coins}</source>
        <translation>Com 1–{coins}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="138"/>
        <source>Dealt hand (bonus)</source>
        <translation>Mão distribuída (bônus)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="169"/>
        <source>Pay per coin bet, at the maximum bet: a whole number, a decimal such as 1600.25 or a fraction such as 2000/3. Double-click or type to edit.</source>
        <translation>Pagamento por moeda apostada, na aposta máxima: um número inteiro, um decimal como 1600.25 ou uma fração como 2000/3. Clique duas vezes ou digite para editar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="174"/>
        <source>Pay per coin on 1 to {fewer} coins, where the machine pays less than at {coins} coins (a royal of 250); empty: the same as at max bet. Double-click or type to edit; clear it to remove.</source>
        <translation>Pagamento por moeda com 1 a {fewer} moedas, quando a máquina paga menos do que com {coins} moedas (um royal de 250); vazio: o mesmo da aposta máxima. Clique duas vezes ou digite para editar; apague para remover.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="179"/>
        <source>Paid when the five dealt cards make {hand} ({key})</source>
        <translation>Pago quando as cinco cartas distribuídas formam {hand} ({key})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="202"/>
        <source>Not changed: {why}</source>
        <translation>Não alterado: {why}</translation>
    </message>
</context>
<context>
    <name>ProbabilityChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="87"/>
        <source>Probability by hand</source>
        <translation>Probabilidade por mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="114"/>
        <source>This table pays nothing: every hand is Nothing.</source>
        <translation>Esta tabela não paga nada: toda mão é Nada.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="124"/>
        <source>Probability (log scale)</source>
        <translation>Probabilidade (escala logarítmica)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="128"/>
        <source>Probability</source>
        <translation>Probabilidade</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="141"/>
        <source>1 in {count}</source>
        <translation>1 em {count}</translation>
    </message>
</context>
<context>
    <name>QuadSplitDialog</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="38"/>
        <source>Add a natural four-of-a-kind split</source>
        <translation>Adicionar divisão de quadra natural</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="40"/>
        <source>Add a four-of-a-kind split</source>
        <translation>Adicionar divisão de quadra</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="42"/>
        <source>e.g. A,8 or 2-4</source>
        <translation>ex.: A,8 ou 2-4</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="44"/>
        <source>optional, e.g. A-4</source>
        <translation>opcional, ex.: A-4</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="46"/>
        <source>per coin, e.g. 80</source>
        <translation>por moeda, ex.: 80</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="48"/>
        <source>optional, e.g. Four aces or eights</source>
        <translation>opcional, ex.: Quadra de ases ou oitos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="55"/>
        <source>Quad ranks</source>
        <translation>Valores da quadra</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="56"/>
        <source>Kicker ranks</source>
        <translation>Valores do kicker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="57"/>
        <source>Pays</source>
        <translation>Paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="58"/>
        <source>Label</source>
        <translation>Rótulo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="68"/>
        <source>Paid on natural fours: four cards of the rank that are not wild (the fifth card may be wild).</source>
        <translation>Pago em quadras naturais: quatro cartas do valor que não são curingas (a quinta carta pode ser curinga).</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="231"/>
        <source>Results by hand</source>
        <translation>Resultados por mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="232"/>
        <source>Each hand&apos;s pay, combinations, probability and contribution to the return.</source>
        <translation>O pagamento, as combinações, a probabilidade e a contribuição para o retorno de cada mão.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="257"/>
        <source>Draw the probabilities on a logarithmic scale</source>
        <translation>Desenhar as probabilidades em escala logarítmica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="271"/>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="272"/>
        <source>Contribution, probability and royal sweep charts of the analysis.</source>
        <translation>Gráficos de contribuição, probabilidade e varredura do royal da análise.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="312"/>
        <source>Contribution</source>
        <translation>Contribuição</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="313"/>
        <source>Probability</source>
        <translation>Probabilidade</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="314"/>
        <source>Royal sweep</source>
        <translation>Varredura do royal</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="315"/>
        <source>Bets</source>
        <translation>Apostas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="321"/>
        <source>Variance:</source>
        <translation>Variância:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="322"/>
        <source>Standard deviation:</source>
        <translation>Desvio padrão:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="323"/>
        <source>Hit frequency:</source>
        <translation>Frequência de acerto:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="324"/>
        <source>Deals with a tied best hold:</source>
        <translation>Empates de melhor hold:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="325"/>
        <source>Cards held (share of deals):</source>
        <translation>Cartas seguradas (% das mãos):</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="326"/>
        <source>Below max bet:</source>
        <translation>Abaixo da aposta máxima:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="330"/>
        <source>Ties go to the hold that keeps more cards</source>
        <translation>Empates vão para o hold que mantém mais cartas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="331"/>
        <source>Copy results</source>
        <translation>Copiar resultados</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="332"/>
        <source>Copy the numbers and the table, tab-separated</source>
        <translation>Copiar os números e a tabela, separados por tabulação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="333"/>
        <source>Logarithmic scale</source>
        <translation>Escala logarítmica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="445"/>
        <source>Not up to date — these results are for “{table}” before your last change. {why}</source>
        <translation>Desatualizado — estes resultados são de “{table}” antes da sua última alteração. {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="454"/>
        <source>Return —</source>
        <translation>Retorno —</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="464"/>
        <source>The calculation failed: {why}</source>
        <translation>O cálculo falhou: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="470"/>
        <source>No results: the calculation failed.</source>
        <translation>Sem resultados: o cálculo falhou.</translation>
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
        <translation>Exatamente {numerator} / {denominator}
= {decimal}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="501"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations — this table pays nothing, so its return is 0%</source>
        <translation>{table}: jogo ótimo, {deals} distribuições, {combinations} combinações — esta tabela não paga nada, então o retorno é 0 %</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="506"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations — bonuses on the deal pay {percent} of it, included in the return</source>
        <translation>{table}: jogo ótimo, {deals} distribuições, {combinations} combinações — os bônus na distribuição pagam {percent} dele, incluídos no retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="511"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations</source>
        <translation>{table}: jogo ótimo, {deals} distribuições, {combinations} combinações</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="521"/>
        <source>{cards}: {percent}</source>
        <translation>{cards}: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="542"/>
        <source>{table} pays the same per coin at every bet: {percent} from 1 to {coins} coins.</source>
        <translation>{table} paga o mesmo por moeda em qualquer aposta: {percent} de 1 a {coins} moedas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="550"/>
        <source>Below {coins} coins this table pays, per coin: {pays}. Each bet is played with its own optimal strategy.</source>
        <translation>Abaixo de {coins} moedas esta tabela paga, por moeda: {pays}. Cada aposta é jogada com sua própria estratégia ótima.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="555"/>
        <source>calculating the return of 1 to {coins} coins…</source>
        <translation>calculando o retorno de 1 a {coins} moedas…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="557"/>
        <source>calculating…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="567"/>
        <source>1–{coins} coins return {percent}, {cost} of the bet less (the Bets tab)</source>
        <translation>1–{coins} moedas retornam {percent}, {cost} da aposta a menos (aba Apostas)</translation>
    </message>
</context>
<context>
    <name>RoyalSweepChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="161"/>
        <source>Royal sweep</source>
        <translation>Varredura do royal</translation>
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
        <translation>A estratégia muda em {pay} por moeda
exatamente {pay_exact}
retorno {percent} = {return_exact}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="186"/>
        <source>The return never reaches 100%</source>
        <translation>O retorno nunca chega a 100 %</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="190"/>
        <source>Break-even: {pay} per coin ({five} for 5 coins)
exactly {exact} per coin, where the return is 100%</source>
        <translation>Ponto de equilíbrio: {pay} por moeda ({five} com 5 moedas)
exatamente {exact} por moeda, onde o retorno é 100 %</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="199"/>
        <source>Return as the {hand} pays more</source>
        <translation>Retorno conforme {hand} paga mais</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="201"/>
        <source>{chart} — {table}</source>
        <translation>{chart} — {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="205"/>
        <source>{hand} pays (per coin)</source>
        <translation>Pagamento de {hand} (por moeda)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="242"/>
        <source>now: {pay} → {percent}</source>
        <translation>agora: {pay} → {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="256"/>
        <source>break-even {pay} ({five} for 5 coins)</source>
        <translation>equilíbrio {pay} ({five} com 5 moedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="276"/>
        <source>{count} pays where the strategy changes ({shown} on this chart; hover a dot for its exact value)</source>
        <translation>{count} pagamentos em que a estratégia muda ({shown} neste gráfico; passe o mouse sobre um ponto para ver o valor exato)</translation>
    </message>
</context>
<context>
    <name>UltimateXHandPanel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="27"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="39"/>
        <source>Discard all</source>
        <extracomment>Colours of the holds drawn (the best holds first).</extracomment>
        <translation>Descartar tudo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="118"/>
        <source>Holds against the total multiplier</source>
        <translation>Holds em função do multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="119"/>
        <source>Holds of a hand against the total multiplier</source>
        <translation>Holds de uma mão em função do multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="123"/>
        <source>Dealt hand</source>
        <translation>Mão distribuída</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="124"/>
        <source>Five cards such as Jh Qh Kh 7c 7d; press Enter to show their holds.</source>
        <translation>Cinco cartas como Jh Qh Kh 7c 7d; pressione Enter para ver os holds.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="126"/>
        <source>Five cards, such as Jh Qh Kh 7c 7d</source>
        <translation>Cinco cartas, como Jh Qh Kh 7c 7d</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="127"/>
        <source>Next example</source>
        <translation>Próximo exemplo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="131"/>
        <source>Show another deal whose best hold changes with the multiplier</source>
        <translation>Mostrar outra distribuição cujo melhor hold muda com o multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="132"/>
        <source>Show another deal whose best hold changes with the total multiplier</source>
        <translation>Mostrar outra distribuição cujo melhor hold muda com o multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="137"/>
        <source>Total multiplier</source>
        <translation>Multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="138"/>
        <source>The sum of the lines&apos; multipliers</source>
        <translation>A soma dos multiplicadores das linhas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="140"/>
        <source>Hand message</source>
        <translation>Mensagem da mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="76"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="144"/>
        <source>Holds of the hand at the total multiplier</source>
        <translation>Holds da mão no multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="78"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="146"/>
        <source>Hold</source>
        <translation>Hold</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="79"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="147"/>
        <source>EV per coin</source>
        <translation>EV por moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="80"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="148"/>
        <source>Next multiplier</source>
        <translation>Próximo multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="81"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="149"/>
        <source>Value at M</source>
        <translation>Valor em M</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="82"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="150"/>
        <source>Cost (coins)</source>
        <translation>Custo (moedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="84"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="152"/>
        <source>Ultimate X holds</source>
        <translation>Holds do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="88"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="155"/>
        <source>Best hold by range of total multiplier</source>
        <translation>Melhor hold por faixa de multiplicador total</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>From M</source>
        <translation>De M</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>To M</source>
        <translation>Até M</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>Best hold</source>
        <translation>Melhor hold</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="90"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="157"/>
        <source>Ultimate X turning points</source>
        <translation>Pontos de virada do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="141"/>
        <source>Deal:</source>
        <translation>Mão:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="142"/>
        <source>M:</source>
        <translation>M:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="213"/>
        <source>Not a hand: {why}.</source>
        <translation>Não é uma mão: {why}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="231"/>
        <source>best</source>
        <translation>melhor</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="248"/>
        <source>The best hold changes %n time(s) as the total multiplier rises; at M = {m} hold {best}.</source>
        <translation>
            <numerusform>O melhor hold muda %n vez conforme o multiplicador total sobe; em M = {m} segure {best}.</numerusform>
            <numerusform>O melhor hold muda %n vezes conforme o multiplicador total sobe; em M = {m} segure {best}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="256"/>
        <source>The best hold is {best} at every total multiplier.</source>
        <translation>O melhor hold é {best} em qualquer multiplicador total.</translation>
    </message>
</context>
<context>
    <name>UltimateXPage</name>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="198"/>
        <source>%n line</source>
        <translation>
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="199"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="78"/>
        <source>Lines</source>
        <translation>Linhas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="79"/>
        <source>Return</source>
        <translation>Retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="80"/>
        <source>Feature adds</source>
        <translation>Acréscimo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="81"/>
        <source>Base game&apos;s holds</source>
        <translation>Holds do jogo base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="82"/>
        <source>Approximation</source>
        <translation>Aproximação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="83"/>
        <source>With 5-coin bets</source>
        <translation>Com 5 moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="104"/>
        <source>Cancel the Ultimate X solves</source>
        <translation>Cancelar os cálculos do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="105"/>
        <source>Progress of the Ultimate X solves</source>
        <translation>Progresso dos cálculos do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="106"/>
        <source>State of the Ultimate X solves</source>
        <translation>Estado dos cálculos do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="109"/>
        <source>Solve</source>
        <translation>Calcular</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="111"/>
        <source>Solve again</source>
        <translation>Calcular de novo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="112"/>
        <source>Solve again after a cancel or a failure</source>
        <translation>Calcular de novo após um cancelamento ou uma falha</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="124"/>
        <source>Multiplier table family</source>
        <translation>Família da tabela de multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="125"/>
        <source>The multiplier table the game is solved with: a built-in table or a file</source>
        <translation>A tabela de multiplicadores com que o jogo é resolvido: uma tabela embutida ou um arquivo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="127"/>
        <source>Choose a family…</source>
        <translation>Escolha uma família…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="130"/>
        <source>A file…</source>
        <translation>Um arquivo…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="133"/>
        <source>Open a multiplier table file (TOML, docs/ultimate-x-format.md)</source>
        <translation>Abrir um arquivo de tabela de multiplicadores (TOML, docs/ultimate-x-format.md)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="145"/>
        <source>Lines shown in detail</source>
        <translation>Linhas mostradas em detalhe</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="146"/>
        <source>The number of lines whose multiplier frequencies and hands are shown</source>
        <translation>O número de linhas cujas frequências de multiplicadores e mãos são mostradas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="151"/>
        <source>5-coin option</source>
        <translation>Opção 5 moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="155"/>
        <source>Allow 5-coin bets on hands that carry multipliers</source>
        <translation>Permitir apostas de 5 moedas em mãos com multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="157"/>
        <source>Many machines let a hand that carries multipliers be bet at 5 coins a line: the multiplied win is paid, no new multipliers are earned.</source>
        <translation>Muitas máquinas permitem apostar 5 moedas por linha numa mão com multiplicadores: o prêmio multiplicado é pago, mas nenhum multiplicador novo é ganho.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="163"/>
        <source>Ultimate X message</source>
        <translation>Mensagem do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="167"/>
        <source>Multiplier table</source>
        <translation>Tabela de multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="170"/>
        <source>Source of the multiplier table</source>
        <translation>Fonte da tabela de multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="172"/>
        <source>Base game&apos;s return</source>
        <translation>Retorno do jogo base</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="175"/>
        <source>Ultimate X return by lines</source>
        <translation>Retorno do Ultimate X por linhas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="177"/>
        <source>Ultimate X return</source>
        <translation>Retorno do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="183"/>
        <source>Share of lines at each multiplier</source>
        <translation>Parcela das linhas em cada multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="184"/>
        <source>Multiplier</source>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="184"/>
        <source>Share of lines</source>
        <translation>Parcela das linhas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="185"/>
        <source>Ultimate X multiplier frequencies</source>
        <translation>Frequências dos multiplicadores do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="187"/>
        <source>Ultimate X statistics</source>
        <translation>Estatísticas do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="234"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="250"/>
        <source>Ultimate X page</source>
        <translation>Página do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="251"/>
        <source>The Ultimate X returns, multipliers and hand, scrolled as a whole</source>
        <translation>Os retornos, os multiplicadores e a mão do Ultimate X, rolados em conjunto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="264"/>
        <source>Multipliers of:</source>
        <translation>Multiplicadores:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="265"/>
        <source>Details for:</source>
        <translation>Detalhes:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="320"/>
        <source>Cancelled: press Solve, or change an option, to go on.</source>
        <translation>Cancelado: pressione Calcular ou altere uma opção para continuar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="334"/>
        <source>Waiting for the edit to settle…</source>
        <translation>Aguardando o fim da edição…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="365"/>
        <source>{table} pays bonuses on the dealt hand, which Ultimate X does not; remove its dealt-hand lines to analyse it here.</source>
        <translation>{table} paga bônus na mão distribuída, o que o Ultimate X não faz; remova as linhas de mão distribuída para analisá-la aqui.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="371"/>
        <source>The Ultimate X family of {table} cannot be told from the table: choose whose multipliers to use above.</source>
        <translation>A família Ultimate X de {table} não pode ser deduzida da tabela: escolha acima quais multiplicadores usar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="385"/>
        <source>Open a multiplier table</source>
        <translation>Abrir uma tabela de multiplicadores</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="387"/>
        <source>Multiplier tables (*.toml);;All files (*)</source>
        <translation>Tabelas de multiplicadores (*.toml);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="395"/>
        <source>File: {name}</source>
        <translation>Arquivo: {name}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="418"/>
        <source>No example yet: the game is being solved.</source>
        <translation>Ainda não há exemplo: o jogo está sendo calculado.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="433"/>
        <source>Solved exactly in {iterations} policy iterations ({seconds} s); {coins} coins a game.</source>
        <translation>Calculado com exatidão em {iterations} iterações de política ({seconds} s); {coins} moedas por jogo.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="449"/>
        <source>The feature played with the base game&apos;s holds at every multiplier.</source>
        <translation>O recurso jogado com os holds do jogo base em todo multiplicador.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="456"/>
        <source>Holds ranked by M x EV + c x lines x E[next multiplier] (c = {c}): the approximation other tools use.</source>
        <translation>Holds ordenados por M x EV + c x linhas x E[próximo multiplicador] (c = {c}): a aproximação usada por outras ferramentas.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="462"/>
        <source>Tick the 5-coin option to compute the return with it.</source>
        <translation>Marque a opção de 5 moedas para calcular o retorno com ela.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="466"/>
        <source>Base game (5 coins a line, no feature): {percent}. Returns are per coin bet, 10 coins a line, with perfect play.</source>
        <translation>Jogo base (5 moedas por linha, sem recurso): {percent}. Os retornos são por moeda apostada, 10 moedas por linha, com jogo perfeito.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="479"/>
        <source>Ultimate X could not be solved: {why}</source>
        <translation>Não foi possível calcular o Ultimate X: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="487"/>
        <source>Multiplier table: {name}: {description}.</source>
        <translation>Tabela de multiplicadores: {name}: {description}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="494"/>
        <source>This multiplier table is unverified: {why}</source>
        <translation>Esta tabela de multiplicadores não foi verificada: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="498"/>
        <source>Source: {source}</source>
        <translation>Fonte: {source}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="500"/>
        <source>The multiplier table names no source.</source>
        <translation>A tabela de multiplicadores não cita fonte.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="503"/>
        <source>{m}x</source>
        <translation>{m}x</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="513"/>
        <source>{lines}: a line carries {mean}x on average. The best hold depends on the total multiplier on {depends} of deals; {differs} of deals are played otherwise than in the base game at some multiplier.</source>
        <translation>{lines}: uma linha carrega {mean}x em média. O melhor hold depende do multiplicador total em {depends} das distribuições; {differs} das distribuições são jogadas de forma diferente do jogo base em algum multiplicador.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="519"/>
        <source>{lines}: a line carries {mean}x on average. Standard deviation of a game: {sd} coins. The best hold depends on the total multiplier on {depends} of deals; {differs} of deals are played otherwise than in the base game at some multiplier.</source>
        <translation>{lines}: uma linha carrega {mean}x em média. Desvio padrão de um jogo: {sd} moedas. O melhor hold depende do multiplicador total em {depends} das distribuições; {differs} das distribuições são jogadas de forma diferente do jogo base em algum multiplicador.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="538"/>
        <source>The holds could not be computed: {why}</source>
        <translation>Não foi possível calcular os holds: {why}</translation>
    </message>
</context>
<context>
    <name>categories</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="32"/>
        <source>{hand} dealt (bonus)</source>
        <translation>{hand} na distribuição (bônus)</translation>
    </message>
</context>
<context>
    <name>feature_options</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="48"/>
        <source>{what}: give at least one value</source>
        <extracomment>The most lines a multi-play feature game is analysed on here.</extracomment>
        <translation>{what}: informe pelo menos um valor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="61"/>
        <source>{what}: {item} is not a whole number</source>
        <translation>{what}: {item} não é um número inteiro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="81"/>
        <source>{what}: {item} is not value:weight (a whole weight)</source>
        <translation>{what}: {item} não está no formato valor:peso (peso inteiro)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="99"/>
        <source>{what}: {item} is not a number</source>
        <translation>{what}: {item} não é um número</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="61"/>
        <source>{hand} {pays} ({max_pays} on {coins} coins)</source>
        <extracomment>Charts here may be smaller than elsewhere: the window fits a 1024x640 screen.</extracomment>
        <translation>{hand} {pays} ({max_pays} com {coins} moedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="62"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
</TS>
