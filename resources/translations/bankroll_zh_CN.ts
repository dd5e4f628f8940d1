<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BankrollInputs</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="206"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="237"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="207"/>
        <source>Bankroll and risk</source>
        <translation>资金与风险</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="208"/>
        <source>Session</source>
        <translation>单场</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="209"/>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="210"/>
        <source>Progressive royal</source>
        <translation>累积奖金皇家同花顺</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="218"/>
        <source>G&amp;ame</source>
        <translation>游戏(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="219"/>
        <source>&amp;Bankroll</source>
        <translation>资金(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="220"/>
        <source>&amp;Risk of ruin</source>
        <translation>破产风险(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="221"/>
        <source>Cash bac&amp;k</source>
        <translation>返现(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="222"/>
        <source>&amp;Lines</source>
        <translation>线数(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="223"/>
        <source>&amp;Hands</source>
        <translation>手数(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="224"/>
        <source>&amp;Goal</source>
        <translation>目标(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="225"/>
        <source>&amp;Denomination</source>
        <translation>面额(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="226"/>
        <source>C&amp;oins per bet</source>
        <translation>每注硬币数(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="227"/>
        <source>Hands an ho&amp;ur</source>
        <translation>每小时手数(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="228"/>
        <source>Royal meter</source>
        <translation>皇家同花顺奖池</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="233"/>
        <source>The base game</source>
        <translation>基础游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="239"/>
        <source>Price the risk and the session of the base game or of one of its feature games</source>
        <translation>计算基础游戏或其某个特色玩法的风险与单场结果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="242"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="259"/>
        <source> bets</source>
        <translation> 注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="244"/>
        <source>Your bankroll, in bets of one line (coins × denomination)</source>
        <translation>你的资金，以单线注数计（硬币数 × 面额）</translation>
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
        <translation>求出长期破产风险为此值的资金</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="250"/>
        <source>Cash back in percent of coin-in, added to every hand</source>
        <translation>返现，按投注额的百分比计，计入每一手</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="254"/>
        <source>1 line</source>
        <translation>1 条线</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="254"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n 条线</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="256"/>
        <source>Lines per round: they share the deal and the hold</source>
        <translation>每局线数：各线共用同一次发牌和保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="257"/>
        <source> rounds</source>
        <translation> 局</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="258"/>
        <source>Rounds in the session (each round plays every line)</source>
        <translation>单场的局数（每局玩所有线）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="260"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="262"/>
        <source>Stop the session when it is this far ahead (none: play on)</source>
        <translation>盈利达到此值时结束单场（无：一直玩下去）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="264"/>
        <source>Dollars per coin</source>
        <translation>每枚硬币的美元数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="265"/>
        <source> coins</source>
        <translation> 枚硬币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="267"/>
        <source>Coins per bet (per line): below max bet the table&apos;s short pays are used</source>
        <translation>每注（每线）硬币数：低于最大注时按赔率表的减额赔付计算</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="272"/>
        <source>Hands an hour</source>
        <translation>每小时手数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="273"/>
        <source>Rounds you play an hour: the figures in hours use it</source>
        <translation>你每小时玩的局数：以小时计的数字据此计算</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="275"/>
        <source> an hour</source>
        <translation> 局/小时</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="276"/>
        <source>Price the royal at this &amp;meter</source>
        <translation>按此奖池计算皇家同花顺(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="280"/>
        <source>Price the royal at the progressive meter</source>
        <translation>按累积奖池计算皇家同花顺</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="281"/>
        <source>The risk and the session count the royal at the progressive meter below</source>
        <translation>风险与单场结果按下方的累积奖池计算皇家同花顺</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="286"/>
        <source>Royal meter in dollars</source>
        <translation>皇家同花顺奖池（美元）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="287"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>最大注皇家同花顺当前的赔付（美元）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="377"/>
        <source>One bet: {coins} × {coin} = {bet}; bankroll {bankroll}.</source>
        <translation>每注：{coins} × {coin} = {bet}；资金 {bankroll}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="402"/>
        <source>{game} plays its own lines with its built-in data (docs/feature-games.md names the sources).</source>
        <translation>{game} 按其内置数据使用自己的线数（来源见 docs/feature-games.md）。</translation>
    </message>
</context>
<context>
    <name>BankrollView</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="135"/>
        <source>Exported {path}</source>
        <translation>已导出 {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="142"/>
        <source>Waiting for the analysis of the table…</source>
        <translation>正在等待赔率表的分析…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="147"/>
        <source>Risk of ruin</source>
        <translation>破产风险</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="148"/>
        <source>Session</source>
        <translation>单场</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="149"/>
        <source>Multi-play</source>
        <translation>多线玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="150"/>
        <source>Progressive</source>
        <translation>累积奖金</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="151"/>
        <source>Rising meter</source>
        <translation>上涨的奖池</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="154"/>
        <source>&amp;Risk and sessions</source>
        <translation>风险与单场(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="155"/>
        <source>Co&amp;mpare tables</source>
        <translation>比较赔率表(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="182"/>
        <source>Bankroll inputs</source>
        <translation>资金管理输入</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="183"/>
        <source>The bankroll, bet, session and strategy the results are for.</source>
        <translation>结果所对应的资金、投注、单场和策略。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="198"/>
        <source>Bankroll results</source>
        <translation>资金管理结果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="199"/>
        <source>Risk of ruin, session and multi-play results.</source>
        <translation>破产风险、单场和多线玩法的结果。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="225"/>
        <source>Bankroll pages</source>
        <translation>资金管理页面</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="225"/>
        <source>Risk and sessions, and Compare tables.</source>
        <translation>风险与单场，以及比较赔付表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="252"/>
        <source>Waiting for the analysis of {table}…</source>
        <translation>正在等待 {table} 的分析…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="291"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="426"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="429"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="432"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="453"/>
        <source>Computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="339"/>
        <source>A progressive meter pays a max bet only: choose {coins} coins per bet or more (Money, on the left).</source>
        <translation>累积奖池只对最大注赔付：请选择每注 {coins} 枚或更多硬币（左侧“金额”）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="379"/>
        <source>Bankroll calculations cancelled</source>
        <translation>资金计算已取消</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="388"/>
        <source>Could not compute the analysis: {message}</source>
        <translation>无法计算分析：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="394"/>
        <source>Could not compute the risk: {message}</source>
        <translation>无法计算风险：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="400"/>
        <source>Could not compute the session: {message}</source>
        <translation>无法计算单场结果：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="406"/>
        <source>Could not compute the fan: {message}</source>
        <translation>无法计算结果分布带：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="412"/>
        <source>Could not compute the sweep: {message}</source>
        <translation>无法计算扫描：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="418"/>
        <source>Could not compute the rising meter: {message}</source>
        <translation>无法计算上涨的奖池：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="423"/>
        <source>Computing the rising meter…</source>
        <translation>正在计算上涨的奖池…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="435"/>
        <source>Computing the royal sweep…</source>
        <translation>正在计算皇家同花顺扫描…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="459"/>
        <source>{table}: return {percent}</source>
        <translation>{table}：回报率 {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="455"/>
        <source>This table pays nothing: nothing to compute.</source>
        <translation>此赔率表没有任何赔付：无需计算。</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="104"/>
        <source>Tables compared</source>
        <translation>参与比较的赔付表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="105"/>
        <source>The first table is the reference the others are compared with.</source>
        <translation>第一个赔付表是其他赔付表的比较基准。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="110"/>
        <source>Remove the selected tables from the comparison</source>
        <translation>从比较中移除所选赔付表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="117"/>
        <source>Save the comparison as a CSV file</source>
        <translation>将比较保存为 CSV 文件</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="128"/>
        <source>Comparison summary</source>
        <translation>比较摘要</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="129"/>
        <source>Return, variance and risk of each table compared.</source>
        <translation>每个参与比较的赔付表的回报率、方差和风险。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="134"/>
        <source>Pays of each table</source>
        <translation>各赔付表的赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="135"/>
        <source>What each hand pays on each table compared.</source>
        <translation>每手牌在各参与比较的赔付表中的赔付。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="140"/>
        <source>Pay differences</source>
        <translation>赔付差异</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="141"/>
        <source>Each pay that differs from the reference table and what it is worth.</source>
        <translation>与基准赔付表不同的每项赔付及其价值。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="175"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="214"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="309"/>
        <source>Add two or more tables.</source>
        <translation>请添加两个或更多赔率表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="179"/>
        <source>Choose a table to add to the comparison</source>
        <translation>选择要加入比较的赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="180"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="181"/>
        <source>Make reference</source>
        <translation>设为基准</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="182"/>
        <source>Compare every other table with the selected one</source>
        <translation>将其他所有赔率表与所选表比较</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="183"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="184"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="187"/>
        <source>Table</source>
        <translation>赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="188"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="373"/>
        <source>Hand</source>
        <translation>牌型</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="189"/>
        <source>Pays</source>
        <translation>赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="190"/>
        <source>Worth</source>
        <translation>价值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="191"/>
        <source>At own play</source>
        <translation>按自身玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="195"/>
        <source>The change of return the pay makes at the reference&apos;s optimal play</source>
        <translation>该赔付在基准表最优玩法下带来的回报率变化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="196"/>
        <source>The change of return the pay makes at the table&apos;s own optimal play</source>
        <translation>该赔付在本表自身最优玩法下带来的回报率变化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="244"/>
        <source>That table is already in the comparison</source>
        <translation>该赔率表已在比较中</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="255"/>
        <source>Table being edited: {table}</source>
        <translation>正在编辑的赔率表：{table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="259"/>
        <source>Reference: {table}</source>
        <translation>基准：{table}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="314"/>
        <source>Comparing %n tables…</source>
        <translation>
            <numerusform>正在比较 %n 个赔率表…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="321"/>
        <source>Cannot compare: {message}</source>
        <translation>无法比较：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="330"/>
        <source>Compared with {reference}: the worth of a pay difference is the change of return it makes at the reference&apos;s optimal play, and at the table&apos;s own.</source>
        <translation>与 {reference} 比较：赔付差异的价值是它在基准表最优玩法下，以及在本表自身最优玩法下带来的回报率变化。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="337"/>
        <source>Return</source>
        <translation>回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="338"/>
        <source>Change from the reference</source>
        <translation>与基准的差异</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="339"/>
        <source>Variance</source>
        <translation>方差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="340"/>
        <source>Standard deviation</source>
        <translation>标准差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="341"/>
        <source>Multi-play covariance</source>
        <translation>多线协方差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="342"/>
        <source>Hit frequency</source>
        <translation>中奖频率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="343"/>
        <source>Re-optimised strategy adds</source>
        <translation>重新优化策略的增益</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="376"/>
        <source>{table}
pays</source>
        <translation>{table}
赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="377"/>
        <source>combinations</source>
        <translation>组合数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="378"/>
        <source>contribution</source>
        <translation>贡献</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="396"/>
        <source>probability {p}</source>
        <translation>概率 {p}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="423"/>
        <source>No pay differences between tables of one kind</source>
        <translation>同类赔率表之间没有赔付差异</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="427"/>
        <source>Exactly {fraction}</source>
        <translation>精确值 {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="493"/>
        <source>Export the comparison</source>
        <translation>导出比较结果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="495"/>
        <source>CSV data (*.csv)</source>
        <translation>CSV 数据 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="506"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="507"/>
        <source>Could not write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="512"/>
        <source>Exported {path}</source>
        <translation>已导出 {path}</translation>
    </message>
</context>
<context>
    <name>FanChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="143"/>
        <source>Session results</source>
        <translation>单场结果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="144"/>
        <source>Rounds played</source>
        <translation>已玩局数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="145"/>
        <source>Result (bets)</source>
        <translation>结果（注）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="186"/>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="192"/>
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="199"/>
        <source>broke ({bankroll})</source>
        <translation>破产（{bankroll}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="209"/>
        <source>goal (+{goal})</source>
        <translation>目标（+{goal}）</translation>
    </message>
</context>
<context>
    <name>MeterChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="255"/>
        <source>Return by meter</source>
        <translation>各奖池值下的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="256"/>
        <source>Return (%)</source>
        <translation>回报率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="280"/>
        <source>{line} meter ($, {coins} coins)</source>
        <translation>{line} 奖池（美元，{coins} 枚硬币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="291"/>
        <source>{target} + {cashback} cash back</source>
        <translation>{target} + {cashback} 返现</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="307"/>
        <source>meter {meter}</source>
        <translation>奖池 {meter}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="309"/>
        <source>meter {meter}: {percent}</source>
        <translation>奖池 {meter}：{percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="321"/>
        <source>break-even {meter}</source>
        <translation>盈亏平衡 {meter}</translation>
    </message>
</context>
<context>
    <name>MultiPlayPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="496"/>
        <source>Multi-play variance</source>
        <translation>多线玩法方差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="497"/>
        <source>The variance of a round for each number of lines.</source>
        <translation>每种线数下一轮的方差。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="510"/>
        <source>Lines</source>
        <translation>线数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="511"/>
        <source>Variance of a round</source>
        <translation>每局方差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="512"/>
        <source>Std deviation of a round</source>
        <translation>每局标准差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="513"/>
        <source>Std deviation per line</source>
        <translation>每线标准差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="518"/>
        <source>Lines share the deal and the hold and draw apart: the variance of N lines is N·v + N(N−1)·c (in bets of one line). Per line is the round&apos;s deviation divided by √N, comparable across numbers of lines.</source>
        <translation>各线共用发牌与保留，换牌各自独立：N 条线的方差为 N·v + N(N−1)·c（以单线注数计）。每线标准差为每局标准差除以 √N，可在不同线数之间比较。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="543"/>
        <source>A feature game plays its own lines: the multi-play table is the base game&apos;s.</source>
        <translation>特色玩法使用自己的线数：多线表显示的是基础游戏的数据。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="552"/>
        <source>{table}: one line&apos;s variance v = {v}; covariance of two lines c = {c} (exactly {exact}).</source>
        <translation>{table}：单线方差 v = {v}；两线协方差 c = {c}（精确值 {exact}）。</translation>
    </message>
</context>
<context>
    <name>ProgressivePanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="622"/>
        <source>Royal &amp;meter</source>
        <translation>皇家同花顺奖池(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="623"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>最大注皇家同花顺当前的赔付（美元）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="661"/>
        <source>At {meter} the {label} pays {pay} per coin ({coins} coins of {coin}); the table pays {table_pay}.</source>
        <translation>奖池为 {meter} 时，{label} 每枚硬币赔付 {pay}（{coins} 枚 {coin} 硬币）；赔率表赔付 {table_pay}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="673"/>
        <source>Return at this meter: {percent}</source>
        <translation>此奖池下的回报率：{percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="676"/>
        <source>Exactly {fraction}</source>
        <translation>精确值 {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="681"/>
        <source>Break-even meter: none (the return stays below {full})</source>
        <translation>盈亏平衡奖池：无（回报率始终低于 {full}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="686"/>
        <source>Break-even meter: {meter} ({pay} per coin)</source>
        <translation>盈亏平衡奖池：{meter}（每枚硬币 {pay}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="693"/>
        <source>The least royal pay where the return reaches {full}, exactly {pay} per coin</source>
        <translation>回报率达到 {full} 所需的最低皇家同花顺赔付，精确为每枚硬币 {pay}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="699"/>
        <source>With cash back: no break-even meter</source>
        <translation>含返现：无盈亏平衡奖池</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="702"/>
        <source>With {cashback} cash back: break-even meter {meter}</source>
        <translation>含 {cashback} 返现：盈亏平衡奖池 {meter}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="708"/>
        <source>Return plus cash back reaches {full} at exactly {pay} per coin</source>
        <translation>回报率加返现在每枚硬币恰为 {pay} 时达到 {full}</translation>
    </message>
</context>
<context>
    <name>RisingChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="78"/>
        <source>Value of a rising meter</source>
        <translation>上涨奖池的价值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="80"/>
        <source>Meter when you sit down ($)</source>
        <translation>入座时的奖池（美元）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="81"/>
        <source>Profit to the next royal ($)</source>
        <translation>到下一次皇家同花顺的盈利（美元）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="107"/>
        <source>break even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="119"/>
        <source>meter {meter}: {profit}</source>
        <translation>奖池 {meter}：{profit}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="132"/>
        <source>break-even {meter}</source>
        <translation>盈亏平衡 {meter}</translation>
    </message>
</context>
<context>
    <name>RisingPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="45"/>
        <source>For the most profit</source>
        <translation>追求最大盈利</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="46"/>
        <source>For the meter shown</source>
        <translation>按显示的奖池</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="52"/>
        <source>{number} coins</source>
        <translation>{number} 枚硬币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="250"/>
        <source>For each meter: the expected profit to the next royal, hands, hours and the meter at the hit.</source>
        <translation>每个奖池值：到下一次皇家同花顺的期望盈利、手数、小时数以及中奖时的奖池。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="272"/>
        <source>Rising meter</source>
        <translation>上涨的奖池</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="273"/>
        <source>The rising meter&apos;s inputs, results, chart and table, scrolled as a whole.</source>
        <translation>上涨奖池的输入、结果、图表和表格，整体滚动。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="289"/>
        <source>Royal meter in dollars</source>
        <translation>皇家同花顺奖池（美元）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="290"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>最大注皇家同花顺当前的赔付（美元）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="291"/>
        <source>Meter rate in percent of each bet</source>
        <translation>奖池增长率（每注的百分比）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="292"/>
        <source>The part of each bet that goes to the meter</source>
        <translation>每注中计入奖池的部分</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="293"/>
        <source> % of each bet</source>
        <translation> %（每注）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="294"/>
        <source>Players on the bank</source>
        <translation>同一组机台的玩家数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="297"/>
        <source>Players on the bank, you included, each at your speed and bet: another may hit the royal first</source>
        <translation>同一组机台的玩家数（含你自己），每人速度和投注与你相同：别人可能先中皇家同花顺</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="301"/>
        <source>How you play</source>
        <translation>你的玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="304"/>
        <source>How you choose the strategy as the meter rises: re-optimised for the most profit to the next royal, or the strategy of the highest return at the meter shown</source>
        <translation>奖池上涨时如何选择策略：为到下一次皇家同花顺的最大盈利重新优化，或使用所显示奖池下回报率最高的策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="314"/>
        <source>Royal &amp;meter</source>
        <translation>皇家同花顺奖池(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="315"/>
        <source>Meter &amp;rises by</source>
        <translation>奖池增长(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="316"/>
        <source>&amp;Players on the bank</source>
        <translation>同组玩家数(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="317"/>
        <source>P&amp;lay</source>
        <translation>玩法(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="324"/>
        <source>Meter</source>
        <translation>奖池</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="325"/>
        <source>Per coin</source>
        <translation>每枚硬币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="326"/>
        <source>Profit ($)</source>
        <translation>盈利（美元）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="327"/>
        <source>Profit (coins)</source>
        <translation>盈利（硬币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="328"/>
        <source>Hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="329"/>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="330"/>
        <source>Meter at the hit</source>
        <translation>中奖时奖池</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="248"/>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="333"/>
        <source>Value of a rising meter, by meter</source>
        <translation>上涨奖池的价值（按奖池值）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="382"/>
        <source>Expected profit to the next royal: {profit} ({dollars}), {bets} bets.</source>
        <translation>到下一次皇家同花顺的期望盈利：{profit}（{dollars}），{bets} 注。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="389"/>
        <source>You play {hands} hands to it on average, about {hours} hours at {speed} hands an hour.</source>
        <translation>平均要玩 {hands} 手才能到达，按每小时 {speed} 手约需 {hours} 小时。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="402"/>
        <source>The meter is {meter} ({dollars}) on average when the royal is hit; the chance that you hit it is {chance}.</source>
        <translation>皇家同花顺出现时奖池平均为 {meter}（{dollars}）；由你中得的概率为 {chance}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="409"/>
        <source>The meter is {meter} ({dollars}) on average when you hit the royal.</source>
        <translation>你中得皇家同花顺时，奖池平均为 {meter}（{dollars}）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="415"/>
        <source>No meter the model covers makes sitting down worth it.</source>
        <translation>模型涵盖的奖池范围内，入座都不划算。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="421"/>
        <source>Break-even meter: {coins} ({dollars}), {per} per coin.</source>
        <translation>盈亏平衡奖池：{coins}（{dollars}），每枚硬币 {per}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="428"/>
        <source>Exactly {fraction} coins.</source>
        <translation>精确为 {fraction} 枚硬币。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="435"/>
        <source>The return at this meter is {percent}; if the meter stood still, sitting down would be worth {fixed} to the next royal. The first hand plays the optimal strategy for a royal of {pay} per coin.</source>
        <translation>此奖池下的回报率为 {percent}；若奖池不再上涨，入座到下一次皇家同花顺的价值为 {fixed}。第一手按每枚硬币 {pay} 的皇家同花顺赔付使用最优策略。</translation>
    </message>
</context>
<context>
    <name>RiskCurveChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="62"/>
        <source>Risk of ruin</source>
        <translation>破产风险</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="63"/>
        <source>Bankroll (bets)</source>
        <translation>资金（注）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="64"/>
        <source>Long-run risk of ruin (%)</source>
        <translation>长期破产风险（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="96"/>
        <source>{risk} risk: {bankroll}</source>
        <translation>风险 {risk}：{bankroll}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="106"/>
        <source>{bankroll}: {risk}</source>
        <translation>{bankroll}：{risk}</translation>
    </message>
</context>
<context>
    <name>RiskPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="150"/>
        <source>Bankroll for each risk of ruin</source>
        <translation>各破产风险所需的资金</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="151"/>
        <source>The bankroll in bets and in dollars needed for each risk of ruin.</source>
        <translation>每种破产风险所需的资金（以注数和美元计）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Risk of ruin</source>
        <translation>破产风险</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Bankroll</source>
        <translation>资金</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Dollars</source>
        <translation>美元</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="204"/>
        <source>Risk of ruin with {bankroll}: {risk}</source>
        <translation>资金 {bankroll} 的破产风险：{risk}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="217"/>
        <source>A round of {game} costs {cost} bets; its standard deviation is {sd} bets.</source>
        <translation>{game} 每局花费 {cost} 注；其标准差为 {sd} 注。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="226"/>
        <source>1 line a round: standard deviation {sd} bets a round, {per} per line</source>
        <translation>每局 1 条线：每局标准差 {sd} 注，每线 {per}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="230"/>
        <source>%n lines a round: standard deviation {sd} bets a round, {per} per line</source>
        <translation>
            <numerusform>每局 %n 条线：每局标准差 {sd} 注，每线 {per}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="241"/>
        <source>Ruin is certain: no bankroll is enough</source>
        <translation>必然破产：任何资金都不够</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="245"/>
        <source>{bets} bets</source>
        <translation>{bets} 注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="250"/>
        <source>{all} for every bankroll: return plus cash back ≤ {all}</source>
        <translation>任何资金都是 {all}：回报率加返现 ≤ {all}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="255"/>
        <source>No round can lose: the risk of ruin is 0</source>
        <translation>没有一局会输：破产风险为 0</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="277"/>
        <source>At {speed} rounds an hour: an average result of {result} ({result_dollars}) an hour, give or take {spread} ({spread_dollars}) for one standard deviation.</source>
        <translation>按每小时 {speed} 局：平均每小时结果 {result}（{result_dollars}），一个标准差的波动为 {spread}（{spread_dollars}）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="288"/>
        <source>The average loss uses up the bankroll in about {hours} hours.</source>
        <translation>按平均亏损，资金约 {hours} 小时耗尽。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="291"/>
        <source>{sentence} {next}</source>
        <translation>{sentence}{next}</translation>
    </message>
</context>
<context>
    <name>SessionOddsPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="356"/>
        <source>Broke</source>
        <translation>破产</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="357"/>
        <source>Goal reached</source>
        <translation>达到目标</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="358"/>
        <source>Still playing</source>
        <translation>仍在玩</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="359"/>
        <source>A royal or more</source>
        <translation>至少一次皇家同花顺</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="360"/>
        <source>Average result</source>
        <translation>平均结果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="397"/>
        <source>{name}: {hands} rounds from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}：从 {bankroll} 开始玩 {hands} 局，按每小时 {speed} 局约 {hours} 小时。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="401"/>
        <source>{name}: {hands} rounds of {lines} lines from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}：从 {bankroll} 开始玩 {hands} 局、每局 {lines} 条线，按每小时 {speed} 局约 {hours} 小时。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="406"/>
        <source>{name}: {hands} rounds of 1 line from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}：从 {bankroll} 开始玩 {hands} 局、每局 1 条线，按每小时 {speed} 局约 {hours} 小时。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="418"/>
        <source>The session stops {goal} ahead.</source>
        <translation>盈利 {goal} 时结束单场。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="421"/>
        <source>{sentence} {next}</source>
        <translation>{sentence}{next}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="425"/>
        <source>no goal</source>
        <translation>无目标</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="429"/>
        <source>no royal line</source>
        <translation>无皇家同花顺赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="436"/>
        <source>{total} if every round is played, {hourly} an hour.</source>
        <translation>若每局都玩完：{total}，每小时 {hourly}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="441"/>
        <source>Exact recursion over the bankroll.</source>
        <translation>对资金的精确递推。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="445"/>
        <source>Simulation of {trials} sessions (seed {seed}); ± one standard error.</source>
        <translation>模拟 {trials} 场（种子 {seed}）；± 一个标准误差。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="456"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="460"/>
        <source>exact distribution of the sum of the rounds</source>
        <translation>各局之和的精确分布</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="463"/>
        <source>simulated: {trials} sessions, seed {seed}; each level within ± {error} bets ({confidence} confidence)</source>
        <translation>模拟：{trials} 场，种子 {seed}；每个分位的误差在 ± {error} 注以内（{confidence} 置信度）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="474"/>
        <source>The result after each round when every round is played (no stop at broke or at the goal): the bands hold {levels} of the sessions, around the median; {how}.</source>
        <translation>每局都玩完时各局之后的结果（破产或达到目标也不停止）：各带围绕中位数，包含 {levels} 的单场；{how}。</translation>
    </message>
</context>
<context>
    <name>bankroll</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="112"/>
        <source>{game} on {table}</source>
        <translation>{table} 上的 {game}</translation>
    </message>
</context>
</TS>
