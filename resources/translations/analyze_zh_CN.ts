<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnalyzeView</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="361"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="32"/>
        <source>The royal sweep is computed when this tab is shown.</source>
        <translation>皇家同花顺扫描在显示此标签页时计算。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="71"/>
        <source>Stop the calculation (Esc)</source>
        <translation>停止计算（Esc）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="82"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="181"/>
        <source>Preparing engine…</source>
        <translation>正在准备计算引擎…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="121"/>
        <source>Analyze pages</source>
        <translation>分析页面</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="123"/>
        <source>The return of the table, its Ultimate X game and its feature games</source>
        <translation>赔付表的回报率、其 Ultimate X 游戏及其特色玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="125"/>
        <source>Return</source>
        <translation>回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="126"/>
        <source>Feature games</source>
        <translation>特色玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="171"/>
        <source>Waiting for the edit to settle…</source>
        <translation>等待编辑完成…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="172"/>
        <source>The new results follow in a moment.</source>
        <translation>新结果马上就到。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="181"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="206"/>
        <source>Calculating…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="194"/>
        <source>Cancelled: edit the table or press F5 to recalculate</source>
        <translation>已取消：修改赔率表或按 F5 重新计算</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="195"/>
        <source>Calculation cancelled</source>
        <translation>计算已取消</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="199"/>
        <source>The calculation was cancelled: press F5 to recalculate.</source>
        <translation>计算已取消：按 F5 重新计算。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="216"/>
        <source>Up to date</source>
        <translation>已是最新</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="216"/>
        <source>Up to date: this table pays nothing (0%)</source>
        <translation>已是最新：此赔率表不支付任何奖金（0%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="224"/>
        <source>Analysis took {seconds} s</source>
        <translation>分析用时 {seconds} 秒</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="231"/>
        <source>The calculation failed (see below)</source>
        <translation>计算失败（见下文）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="233"/>
        <source>The calculation failed: {why}</source>
        <translation>计算失败：{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="242"/>
        <source>could not be calculated: {why}</source>
        <translation>无法计算：{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="250"/>
        <source>Computing the royal sweep…</source>
        <translation>正在计算皇家同花顺扫描…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="260"/>
        <source>Nothing to sweep: the table pays nothing.</source>
        <translation>无可扫描：此赔率表不支付任何奖金。</translation>
    </message>
</context>
<context>
    <name>BetTable</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="88"/>
        <source>Return by coins bet</source>
        <translation>按投注币数的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="89"/>
        <source>The return and its cost at each bet from 1 coin to the maximum.</source>
        <translation>从 1 币到最大投注每种投注的回报率及其损失。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="105"/>
        <source>Bet</source>
        <translation>投注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="106"/>
        <source>Return</source>
        <translation>回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="107"/>
        <source>Cost vs {coins} coins</source>
        <translation>相对 {coins} 币的损失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="108"/>
        <source>Loss per hand</source>
        <translation>每手损失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="131"/>
        <source>max bet</source>
        <translation>最大投注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="133"/>
        <source>{percent} of the bet</source>
        <translation>投注额的 {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="134"/>
        <source>{coins} coins</source>
        <translation>{coins} 币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="138"/>
        <source>Exactly {numerator} / {denominator} under the optimal strategy of {table}</source>
        <translation>在 {table} 的最优策略下精确为 {numerator} / {denominator}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/results.py" line="150"/>
        <source>%n coin</source>
        <translation>
            <numerusform>%n 币</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/results.py" line="151"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n 币</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CategoryModel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="45"/>
        <source>Hand</source>
        <translation>牌型</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="46"/>
        <source>Pays</source>
        <translation>赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="47"/>
        <source>Combinations</source>
        <translation>组合数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="48"/>
        <source>Probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="49"/>
        <source>1 in</source>
        <translation>1/N</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="50"/>
        <source>Return</source>
        <translation>回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="89"/>
        <source>never</source>
        <translation>从不</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="108"/>
        <source>Paid on the five dealt cards, on top of what the final hand pays</source>
        <translation>按发到的五张牌支付，另加最终牌型的赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="111"/>
        <source>Out of {total} combinations: every deal weighted by the common denominator of all draws</source>
        <translation>共 {total} 种组合：每手发牌按所有换牌的公分母加权</translation>
    </message>
</context>
<context>
    <name>ContributionChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="40"/>
        <source>Contribution to return</source>
        <translation>对回报率的贡献</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="41"/>
        <source>Contribution to the return (% of the bet)</source>
        <translation>对回报率的贡献（占投注额的 %）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="63"/>
        <source>This table pays nothing: its return is 0%.</source>
        <translation>此赔率表不支付任何奖金：回报率为 0%。</translation>
    </message>
</context>
<context>
    <name>FeatureBarChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="121"/>
        <source>Feature game</source>
        <translation>特色玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="122"/>
        <source>Chart of the feature game&apos;s figures</source>
        <translation>特色玩法数据图表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="123"/>
        <source>The same figures are in the table above the chart.</source>
        <translation>相同的数据见图表上方的表格。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="138"/>
        <source>Nothing to draw.</source>
        <translation>没有可绘制的内容。</translation>
    </message>
</context>
<context>
    <name>FeatureOptions</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="139"/>
        <source>{game}: {option}</source>
        <translation>{game}：{option}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="155"/>
        <source>Lines</source>
        <translation>线数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="166"/>
        <source>Multi-Strike 16X (five levels, up to 16x)</source>
        <translation>Multi-Strike 16X（五级，最高 16 倍）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="171"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="227"/>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="173"/>
        <source>The 16X version has a fifth level</source>
        <translation>16X 版本有第五级</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="180"/>
        <source>The levels bet (the bottom ones are played)</source>
        <translation>投注的级数（从底层开始）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="181"/>
        <source>Levels bet</source>
        <translation>投注级数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="187"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="363"/>
        <source>Level multipliers</source>
        <translation>各级倍数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="188"/>
        <source>Each level&apos;s multiplier</source>
        <translation>每一级的倍数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="194"/>
        <source>Free rides (%)</source>
        <translation>免费升级（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="196"/>
        <source>Each level&apos;s chance of a free ride, in percent, level 1 up (not the top level); machines show them nowhere</source>
        <translation>每一级获得免费升级的概率（百分比），从第 1 级往上（不含最高级）；机器上不会显示</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="202"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="212"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="243"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="266"/>
        <source>Multi-play lines</source>
        <translation>多手线数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="207"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="376"/>
        <source>Multiplier weights</source>
        <translation>倍数权重</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="208"/>
        <source>multiplier:weight pairs from the machine&apos;s help screen; 1 for no multiplier</source>
        <translation>来自机器帮助画面的“倍数:权重”对；1 表示无倍数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="217"/>
        <source>Chance of a roll</source>
        <translation>掷骰概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="218"/>
        <source>As a fraction (1/6) or a decimal</source>
        <translation>分数（1/6）或小数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="222"/>
        <source>Hundred Play (one spin times the quads made)</source>
        <translation>Hundred Play（一次转轮乘以所得四条数）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="229"/>
        <source>Hundred Play Wheel Poker</source>
        <translation>Hundred Play Wheel Poker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="232"/>
        <source>Lines played</source>
        <translation>游戏线数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="237"/>
        <source>Wheel (coins:weight)</source>
        <translation>转轮（币:权重）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="238"/>
        <source>The wheel&apos;s prizes in coins with their weights; empty: the built-in wheel</source>
        <translation>转轮奖金（币）及其权重；留空：使用内置转轮</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="239"/>
        <source>the built-in wheel of this game</source>
        <translation>本游戏的内置转轮</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="248"/>
        <source>Chance of a Dream Card</source>
        <translation>获得 Dream Card 的概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="250"/>
        <source>The share of deals that come with a Dream Card (set by the machine, shown nowhere)</source>
        <translation>附带 Dream Card 的发牌比例（由机器设定，不会显示）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="254"/>
        <source>The best-EV card</source>
        <translation>EV 最高的牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="255"/>
        <source>The card that makes the best hand</source>
        <translation>组成最大牌型的牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="260"/>
        <source>The machine gives</source>
        <translation>机器给出</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="262"/>
        <source>Which card the machine gives</source>
        <translation>机器给出哪张牌</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="269"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n 币</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="274"/>
        <source>Coins a line</source>
        <translation>每线币数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="276"/>
        <source>Coins bet a line (wins on five)</source>
        <translation>每线投注币数（按 5 币计奖）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="282"/>
        <source>Multipliers (2 to K)</source>
        <translation>倍数（2 到 K）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="284"/>
        <source>The 12 multipliers for the highest dealt card 2, 3, ..., K; empty: the built-in table of this game</source>
        <translation>发到的最大牌为 2、3、…、K 时的 12 个倍数；留空：使用本游戏的内置表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="287"/>
        <source>the built-in table of this game</source>
        <translation>本游戏的内置表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="291"/>
        <source>Paylines bet (of the nine)</source>
        <translation>投注的赔付线（共九条）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="291"/>
        <source>Paylines</source>
        <translation>赔付线</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="364"/>
        <source>Free rides</source>
        <translation>免费升级</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="368"/>
        <source>Free rides: give one for each level but the top ({wanted}), got {got}</source>
        <translation>免费升级：除最高级外每级各填一个（{wanted} 个），实际为 {got} 个</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="373"/>
        <source>Levels bet: at most {count}</source>
        <translation>投注级数：最多 {count}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="378"/>
        <source>Chance</source>
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="384"/>
        <source>Wheel</source>
        <translation>转轮</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="388"/>
        <source>Multipliers</source>
        <translation>倍数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="391"/>
        <source>Multipliers: give 12 (cards 2 to K), got {got}</source>
        <translation>倍数：需要 12 个（牌 2 到 K），实际为 {got} 个</translation>
    </message>
</context>
<context>
    <name>FeaturePage</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="54"/>
        <source>Level</source>
        <extracomment>What each game&apos;s own table shows, and which of its columns the chart draws: (headers, the chart&apos;s column, its unit, the format of a bar&apos;s value).</extracomment>
        <translation>级</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="55"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="69"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="79"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="109"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="113"/>
        <source>Multiplier</source>
        <translation>倍数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="56"/>
        <source>Free ride</source>
        <translation>免费升级</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="57"/>
        <source>Value (bets)</source>
        <translation>价值（注）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="58"/>
        <source>Without free ride</source>
        <translation>无免费升级</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="59"/>
        <source>Reached</source>
        <translation>到达概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="60"/>
        <source>Holds changed</source>
        <translation>保留改变</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="61"/>
        <source>Base holds cost</source>
        <translation>基础保留的损失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="64"/>
        <source>Value of reaching the level (bets of one line)</source>
        <translation>到达该级的价值（单线注数）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="70"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="89"/>
        <source>Weight</source>
        <translation>权重</translation>
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
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="88"/>
        <source>Prize (coins)</source>
        <translation>奖金（币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="98"/>
        <source>Dream Card rule</source>
        <translation>Dream Card 规则</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="99"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="423"/>
        <source>Return</source>
        <translation>回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="100"/>
        <source>Dream Card deal&apos;s EV (per coin)</source>
        <translation>Dream Card 发牌的 EV（每币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="103"/>
        <source>Return (%)</source>
        <translation>回报率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="108"/>
        <source>Highest card</source>
        <translation>最大牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="118"/>
        <source>Paylines</source>
        <translation>赔付线</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="119"/>
        <source>SD per hand</source>
        <translation>每手标准差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="120"/>
        <source>Multi-play SD per hand</source>
        <translation>多手模式每手标准差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="123"/>
        <source>Standard deviation per hand (bets)</source>
        <translation>每手标准差（注）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="134"/>
        <source>Feature games</source>
        <translation>特色玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="146"/>
        <source>Cancel the feature game&apos;s analysis</source>
        <translation>取消特色玩法分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="147"/>
        <source>Progress of the feature game&apos;s analysis</source>
        <translation>特色玩法分析进度</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="148"/>
        <source>State of the feature game&apos;s analysis</source>
        <translation>特色玩法分析状态</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="154"/>
        <source>Analyse again</source>
        <translation>重新分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="155"/>
        <source>Analyse again after a cancel or a failure</source>
        <translation>在取消或失败后重新分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="166"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="193"/>
        <source>Feature game</source>
        <translation>特色玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="167"/>
        <source>The extra-bet game whose return, strategy changes and variance are shown</source>
        <translation>显示其回报率、策略变化和方差的额外投注游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="173"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="250"/>
        <source>Options of the feature game</source>
        <translation>特色玩法选项</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="179"/>
        <source>Restore the built-in options</source>
        <translation>恢复内置选项</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="180"/>
        <source>Set the options back to the game&apos;s built-in data</source>
        <translation>将选项恢复为游戏的内置数据</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="183"/>
        <source>Source of the game&apos;s data</source>
        <translation>游戏数据来源</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="185"/>
        <source>Feature game message</source>
        <translation>特色玩法提示</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="191"/>
        <source>Feature game figures</source>
        <translation>特色玩法数据</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="192"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="221"/>
        <source>Figure</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="192"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="196"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="257"/>
        <source>Strategy of the feature game</source>
        <translation>特色玩法策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="202"/>
        <source>Multi-Strike level whose holds are shown</source>
        <translation>显示其保留方式的 Multi-Strike 级</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="203"/>
        <source>The Multi-Strike level whose strategy changes the table lists</source>
        <translation>表中列出其策略变化的 Multi-Strike 级别</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="208"/>
        <source>Holds that differ from the base game&apos;s</source>
        <translation>与基础游戏不同的保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="210"/>
        <source>Deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="211"/>
        <source>Base game holds</source>
        <translation>基础游戏保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="212"/>
        <source>This game holds</source>
        <translation>本游戏保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="213"/>
        <source>Share of deals</source>
        <translation>发牌占比</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="214"/>
        <source>Gain per deal</source>
        <translation>每手增益</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="216"/>
        <source>Strategy changes</source>
        <translation>策略变化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="220"/>
        <source>The game&apos;s own figures</source>
        <translation>游戏自身的数据</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="222"/>
        <source>Feature game details</source>
        <translation>特色玩法详情</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="267"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="282"/>
        <source>Feature games page</source>
        <translation>特色玩法页面</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="283"/>
        <source>The feature game&apos;s options, figures and charts, scrolled as a whole</source>
        <translation>特色玩法的选项、数据和图表，整体滚动</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="296"/>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="297"/>
        <source>Restore defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="298"/>
        <source>Feature:</source>
        <translation>特色玩法：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="299"/>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="300"/>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="342"/>
        <source>Cancelled: press Analyse, or change an option, to go on.</source>
        <translation>已取消：按“分析”或更改选项以继续。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="354"/>
        <source>Built-in data: {source}</source>
        <translation>内置数据：{source}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="362"/>
        <source>Waiting for the edit to settle…</source>
        <translation>等待编辑完成…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="375"/>
        <source>{table} pays bonuses on the dealt hand; the feature games take tables without them.</source>
        <translation>{table} 对发到的牌支付奖金；特色玩法只接受没有发牌奖金的赔率表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="412"/>
        <source>The analysis failed: {why}</source>
        <translation>分析失败：{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="424"/>
        <source>Base game&apos;s return</source>
        <translation>基础游戏回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="425"/>
        <source>The feature adds</source>
        <translation>特色玩法增益</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="430"/>
        <source>The extra %n coin(s) a line return</source>
        <translation>
            <numerusform>每线额外 %n 币的回报率</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="433"/>
        <source>A round costs (bets of one line)</source>
        <translation>每轮花费（单线注数）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="434"/>
        <source>Variance of a round (bets squared)</source>
        <translation>每轮方差（注的平方）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="435"/>
        <source>Standard deviation of a round (bets)</source>
        <translation>每轮标准差（注）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="436"/>
        <source>Variance per unit bet</source>
        <translation>每单位投注的方差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="437"/>
        <source>Base game&apos;s variance (one line)</source>
        <translation>基础游戏方差（单线）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="440"/>
        <source>Computed in</source>
        <translation>计算用时</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="441"/>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="447"/>
        <source>Exactly {numerator} / {denominator} per coin bet</source>
        <translation>每投注一币精确为 {numerator} / {denominator}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="458"/>
        <source>Level {level} ({multiplier}x)</source>
        <translation>第 {level} 级（{multiplier} 倍）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="475"/>
        <source>the base game&apos;s</source>
        <translation>基础游戏的策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="478"/>
        <source>The strategy is the base game&apos;s: play {game} as you play {table} ({reason}).</source>
        <translation>策略与基础游戏相同：像玩 {table} 一样玩 {game}（{reason}）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="500"/>
        <source>The best holds on {level} are the base game&apos;s.</source>
        <translation>{level}的最佳保留与基础游戏相同。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="502"/>
        <source>The best holds are the base game&apos;s.</source>
        <translation>最佳保留与基础游戏相同。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="507"/>
        <source>The best hold on {level} differs from the base game&apos;s on {share} of deals ({kinds} kinds of deal); playing the base game&apos;s holds there costs {cost} of the return. The changes worth most:</source>
        <translation>{level}的最佳保留在 {share} 的发牌中（{kinds} 种牌型）与基础游戏不同；在这些牌上按基础游戏保留会损失 {cost} 的回报率。价值最大的变化：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="513"/>
        <source>The best hold differs from the base game&apos;s on {share} of deals ({kinds} kinds of deal); playing the base game&apos;s holds there costs {cost} of the return. The changes worth most:</source>
        <translation>最佳保留在 {share} 的发牌中（{kinds} 种牌型）与基础游戏不同；在这些牌上按基础游戏保留会损失 {cost} 的回报率。价值最大的变化：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="539"/>
        <source>{game} details</source>
        <translation>{game} 详情</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="577"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="625"/>
        <source>Average multiplier</source>
        <translation>平均倍数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="581"/>
        <source>Mean square of the multiplier</source>
        <translation>倍数的均方</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="588"/>
        <source>Average wheel prize (coins)</source>
        <translation>转轮平均奖金（币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="592"/>
        <source>A line&apos;s chance of a natural four of a kind</source>
        <translation>单线出现自然四条的概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="598"/>
        <source>Return with the base game&apos;s holds</source>
        <translation>按基础游戏保留时的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="605"/>
        <source>Chance of a Dream Card deal</source>
        <translation>出现 Dream Card 发牌的概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="609"/>
        <source>What the machine&apos;s rule costs (best-EV against best-hand card)</source>
        <translation>机器规则的代价（EV 最高的牌对比组成最大牌型的牌）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="615"/>
        <source>Four-card deals the two rules value differently</source>
        <translation>两种规则估值不同的四张牌发牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="623"/>
        <source>Coins a line</source>
        <translation>每线币数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="633"/>
        <source>Standard deviation per hand of the lines bet</source>
        <translation>所投注线数的每手标准差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="636"/>
        <source>{sd} (multi-play: {multi})</source>
        <translation>{sd}（多手模式：{multi}）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="551"/>
        <source>%n line</source>
        <translation>
            <numerusform>%n 条线</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="552"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n 条线</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="676"/>
        <source>Level {level}</source>
        <translation>第 {level} 级</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="707"/>
        <source>The best-EV card</source>
        <translation>EV 最高的牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="708"/>
        <source>The best-hand card</source>
        <translation>组成最大牌型的牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="720"/>
        <source>{card} high</source>
        <translation>最大牌 {card}</translation>
    </message>
</context>
<context>
    <name>FigureTable</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="83"/>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="114"/>
        <source>{name}: read the figures cell by cell; Ctrl+C copies them, the context menu exports them as CSV.</source>
        <extracomment>What a cell shows while its figure is being computed, or cannot be.</extracomment>
        <translation>{name}：逐个单元格阅读数据；Ctrl+C 复制，右键菜单可导出为 CSV。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="126"/>
        <source>Copy table</source>
        <translation>复制表格</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="127"/>
        <source>Export table as CSV…</source>
        <translation>将表格导出为 CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="216"/>
        <source>Export {table}</source>
        <translation>导出 {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="218"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="229"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="230"/>
        <source>Could not write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="108"/>
        <source>Choose the game</source>
        <translation>选择玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="114"/>
        <source> (added to the deck, wild)</source>
        <translation>（加入牌组，百搭）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="124"/>
        <source>Every {rank} is wild</source>
        <translation>所有 {rank} 都是百搭</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="131"/>
        <source>none, or cards such as Jh Js</source>
        <translation>无，或如 Jh Js 的牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="132"/>
        <source>A wild card in its own place keeps a hand natural</source>
        <translation>百搭牌处于自身位置时，牌型仍算自然</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="137"/>
        <source>One-Eyed Jacks: a royal flush with the jack of hearts in its own place is a natural royal</source>
        <translation>One-Eyed Jacks：红心 J 处于自身位置的皇家同花顺算自然皇家同花顺</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="145"/>
        <source>Jokers</source>
        <translation>鬼牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="146"/>
        <source>Wild ranks</source>
        <translation>百搭点数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="147"/>
        <source>Wild cards</source>
        <translation>百搭牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="173"/>
        <source>Not a game yet: {why}</source>
        <translation>尚不是有效玩法：{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="178"/>
        <source>{game}: {cards} cards, {wild} of them wild.</source>
        <translation>{game}：{cards} 张牌，其中 {wild} 张百搭。</translation>
    </message>
</context>
<context>
    <name>HoldValueChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="36"/>
        <source>Hold values by total multiplier</source>
        <translation>按总倍数的保留价值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="37"/>
        <source>Chart of the hold values against the total multiplier</source>
        <translation>保留价值随总倍数变化的图表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="40"/>
        <source>The same figures are in the tables below the chart: each hold&apos;s value at the total multiplier chosen, and the best hold by range of total multiplier.</source>
        <translation>相同的数据见图表下方的表格：所选总倍数下每种保留的价值，以及各总倍数区间的最佳保留。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="46"/>
        <source>Total multiplier M (the sum of the lines&apos; multipliers)</source>
        <translation>总倍数 M（各线倍数之和）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="48"/>
        <source>Value per coin</source>
        <translation>每币价值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="83"/>
        <source>From M = {m} the best hold is {hold}</source>
        <translation>从 M = {m} 起最佳保留为 {hold}</translation>
    </message>
</context>
<context>
    <name>PayTableDocument</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="85"/>
        <source>built-in: {table}</source>
        <translation>内置：{table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="86"/>
        <source>unsaved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="152"/>
        <location filename="../../vptrainer/gui/analyze/document.py" line="186"/>
        <source>{hand} dealt (bonus)</source>
        <translation>发牌即得{hand}（奖金）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="156"/>
        <source>Set {hand} to {pay}</source>
        <translation>将 {hand} 设为 {pay}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="172"/>
        <source>Pay {hand} as at max bet on 1 to 4 coins</source>
        <translation>1 到 4 币时按最大投注赔付 {hand}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="174"/>
        <source>Set {hand} on 1 to 4 coins to {pay}</source>
        <translation>将 1 到 4 币时的 {hand} 设为 {pay}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="189"/>
        <location filename="../../vptrainer/gui/analyze/document.py" line="201"/>
        <source>Add {hand}</source>
        <translation>添加 {hand}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="210"/>
        <source>Remove {hand}</source>
        <translation>移除 {hand}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="219"/>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="252"/>
        <source>Switch to {game}</source>
        <translation>切换到 {game}</translation>
    </message>
</context>
<context>
    <name>PayTableEditor</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="56"/>
        <source>No wild cards</source>
        <extracomment>The games the chooser offers by name (any other through &quot;Other game…&quot;).</extracomment>
        <translation>无百搭牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="57"/>
        <source>Deuces wild</source>
        <translation>2 为百搭（Deuces Wild）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="58"/>
        <source>Joker (53 cards)</source>
        <translation>鬼牌（53 张）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="59"/>
        <source>Two jokers (54 cards)</source>
        <translation>两张鬼牌（54 张）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="62"/>
        <source>Deuces and a joker (53 cards)</source>
        <translation>2 和一张鬼牌（53 张）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="66"/>
        <source>Sevens and a joker (53 cards)</source>
        <translation>7 和一张鬼牌（53 张）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="70"/>
        <source>One-eyed jacks</source>
        <translation>独眼 J（One-Eyed Jacks）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="73"/>
        <source>Other game…</source>
        <translation>其他玩法…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="227"/>
        <source>Choose a built-in pay table to analyze and edit</source>
        <translation>选择要分析和编辑的内置赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="234"/>
        <source>The pay table&apos;s name, shown in titles and file names</source>
        <translation>赔率表的名称，显示在标题和文件名中</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="258"/>
        <source>Add a hand the table pays for (a category)</source>
        <translation>添加赔率表支付的牌型（一个类别）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="322"/>
        <source>Your own table</source>
        <translation>你自己的赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="324"/>
        <source>Which cards are wild (the deck has 52 cards plus its jokers)</source>
        <translation>哪些牌是百搭（牌组为 52 张加鬼牌）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="326"/>
        <source>Game…</source>
        <translation>玩法…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="327"/>
        <source>Any game: jokers, wild ranks, specific wild cards</source>
        <translation>任意玩法：鬼牌、百搭点数、指定百搭牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="328"/>
        <source>Bonuses on the deal, on top of the final hand&apos;s pay:</source>
        <translation>发牌奖金，另加最终牌型的赔付：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="329"/>
        <source>Add category</source>
        <translation>添加牌型</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="330"/>
        <source>Deal bonus</source>
        <translation>发牌奖金</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="331"/>
        <source>Pay a bonus when the five dealt cards make a hand</source>
        <translation>当发到的五张牌成牌时支付奖金</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="332"/>
        <source>Quad split…</source>
        <translation>细分四条…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="333"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="334"/>
        <source>Stop paying the selected hand (Delete)</source>
        <translation>不再赔付所选牌型（Delete）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Wild cards</source>
        <translation>百搭牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="354"/>
        <source>Pays</source>
        <translation>赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="354"/>
        <source>Deal bonuses</source>
        <translation>发牌奖金</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="355"/>
        <source>Each hand and what it pays per coin; type a number or press F2 to change it.</source>
        <translation>每种牌型及其每币赔付；输入数字或按 F2 修改。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="358"/>
        <source>What a dealt hand pays before the draw; type a number or press F2 to change it.</source>
        <translation>发到的牌在换牌前的赔付；输入数字或按 F2 修改。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="401"/>
        <source>{game} ({cards} cards)</source>
        <translation>{game}（{cards} 张）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="428"/>
        <source>Pay some natural fours of a kind differently, by rank and kicker</source>
        <translation>按点数和踢脚牌对某些自然四条给出不同赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="430"/>
        <source>Pay some fours of a kind differently, by rank and kicker</source>
        <translation>按点数和踢脚牌对某些四条给出不同赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="434"/>
        <source>Published return: {percent}</source>
        <translation>公布的回报率：{percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="436"/>
        <source>Published return (from the file): {percent}</source>
        <translation>公布的回报率（来自文件）：{percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="440"/>
        <source>No published return for this table.</source>
        <translation>此赔率表没有公布的回报率。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="443"/>
        <source>This table pays nothing: add a category (its return is 0% until then).</source>
        <translation>此赔率表不支付任何奖金：请添加牌型（在此之前回报率为 0%）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="446"/>
        <source>Your own table: the return below is for your pays.</source>
        <translation>你自己的赔率表：下方回报率按你的赔付计算。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="507"/>
        <source>Every category is listed</source>
        <translation>所有牌型都已列出</translation>
    </message>
</context>
<context>
    <name>PayTableModel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="96"/>
        <source>Hand</source>
        <translation>牌型</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="97"/>
        <source>Pays (per coin)</source>
        <translation>赔付/币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="98"/>
        <source>{coins} coins</source>
        <translation>{coins} 币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="99"/>
        <source>Per coin on 1–{coins}</source>
        <translation>1–{coins} 币时</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="138"/>
        <source>Dealt hand (bonus)</source>
        <translation>发牌牌型（奖金）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="169"/>
        <source>Pay per coin bet, at the maximum bet: a whole number, a decimal such as 1600.25 or a fraction such as 2000/3. Double-click or type to edit.</source>
        <translation>最大投注时每投注一币的赔付：整数、小数（如 1600.25）或分数（如 2000/3）。双击或直接输入即可编辑。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="174"/>
        <source>Pay per coin on 1 to {fewer} coins, where the machine pays less than at {coins} coins (a royal of 250); empty: the same as at max bet. Double-click or type to edit; clear it to remove.</source>
        <translation>1 到 {fewer} 币时每币的赔付，用于机器在此时比 {coins} 币赔得少的情况（例如皇家同花顺 250）；留空表示与最大投注相同。双击或直接输入即可编辑；清空即移除。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="179"/>
        <source>Paid when the five dealt cards make {hand} ({key})</source>
        <translation>发到的五张牌成{hand}时支付（{key}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="202"/>
        <source>Not changed: {why}</source>
        <translation>未更改：{why}</translation>
    </message>
</context>
<context>
    <name>ProbabilityChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="87"/>
        <source>Probability by hand</source>
        <translation>各牌型的概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="114"/>
        <source>This table pays nothing: every hand is Nothing.</source>
        <translation>此赔率表不支付任何奖金：每手牌都是“无”。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="124"/>
        <source>Probability (log scale)</source>
        <translation>概率（对数刻度）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="128"/>
        <source>Probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="141"/>
        <source>1 in {count}</source>
        <translation>1/{count}</translation>
    </message>
</context>
<context>
    <name>QuadSplitDialog</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="38"/>
        <source>Add a natural four-of-a-kind split</source>
        <translation>添加自然四条细分</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="40"/>
        <source>Add a four-of-a-kind split</source>
        <translation>添加四条细分</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="42"/>
        <source>e.g. A,8 or 2-4</source>
        <translation>例如 A,8 或 2-4</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="44"/>
        <source>optional, e.g. A-4</source>
        <translation>可选，例如 A-4</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="46"/>
        <source>per coin, e.g. 80</source>
        <translation>每币，例如 80</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="48"/>
        <source>optional, e.g. Four aces or eights</source>
        <translation>可选，例如 四条 A 或 8</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="55"/>
        <source>Quad ranks</source>
        <translation>四条点数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="56"/>
        <source>Kicker ranks</source>
        <translation>踢脚牌点数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="57"/>
        <source>Pays</source>
        <translation>赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="58"/>
        <source>Label</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="68"/>
        <source>Paid on natural fours: four cards of the rank that are not wild (the fifth card may be wild).</source>
        <translation>按自然四条支付：该点数的四张牌都不是百搭（第五张可以是百搭）。</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="231"/>
        <source>Results by hand</source>
        <translation>各牌型结果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="232"/>
        <source>Each hand&apos;s pay, combinations, probability and contribution to the return.</source>
        <translation>每种牌型的赔付、组合数、概率及对回报率的贡献。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="257"/>
        <source>Draw the probabilities on a logarithmic scale</source>
        <translation>用对数刻度绘制概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="271"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="272"/>
        <source>Contribution, probability and royal sweep charts of the analysis.</source>
        <translation>分析的贡献、概率和皇家同花顺扫描图表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="312"/>
        <source>Contribution</source>
        <translation>贡献</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="313"/>
        <source>Probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="314"/>
        <source>Royal sweep</source>
        <translation>皇家同花顺扫描</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="315"/>
        <source>Bets</source>
        <translation>投注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="321"/>
        <source>Variance:</source>
        <translation>方差：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="322"/>
        <source>Standard deviation:</source>
        <translation>标准差：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="323"/>
        <source>Hit frequency:</source>
        <translation>中奖频率：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="324"/>
        <source>Deals with a tied best hold:</source>
        <translation>最佳保留并列的发牌：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="325"/>
        <source>Cards held (share of deals):</source>
        <translation>保留张数（占发牌比例）：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="326"/>
        <source>Below max bet:</source>
        <translation>低于最大投注：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="330"/>
        <source>Ties go to the hold that keeps more cards</source>
        <translation>并列时取保留张数较多的保留方式</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="331"/>
        <source>Copy results</source>
        <translation>复制结果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="332"/>
        <source>Copy the numbers and the table, tab-separated</source>
        <translation>复制数据和表格（制表符分隔）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="333"/>
        <source>Logarithmic scale</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="445"/>
        <source>Not up to date — these results are for “{table}” before your last change. {why}</source>
        <translation>不是最新的——这些结果对应你最后一次修改之前的“{table}”。{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="454"/>
        <source>Return —</source>
        <translation>回报率 —</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="464"/>
        <source>The calculation failed: {why}</source>
        <translation>计算失败：{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="470"/>
        <source>No results: the calculation failed.</source>
        <translation>没有结果：计算失败。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="485"/>
        <source>Return {percent}</source>
        <translation>回报率 {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="488"/>
        <source>Exactly {numerator} / {denominator}
= {decimal}</source>
        <translation>精确值 {numerator} / {denominator}
= {decimal}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="501"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations — this table pays nothing, so its return is 0%</source>
        <translation>{table}：最优打法，{deals} 种发牌，{combinations} 种组合——此赔率表不支付任何奖金，回报率为 0%</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="506"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations — bonuses on the deal pay {percent} of it, included in the return</source>
        <translation>{table}：最优打法，{deals} 种发牌，{combinations} 种组合——其中发牌奖金占 {percent}，已计入回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="511"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations</source>
        <translation>{table}：最优打法，{deals} 种发牌，{combinations} 种组合</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="521"/>
        <source>{cards}: {percent}</source>
        <translation>{cards}：{percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="542"/>
        <source>{table} pays the same per coin at every bet: {percent} from 1 to {coins} coins.</source>
        <translation>{table} 在任何投注下每币赔付相同：1 到 {coins} 币均为 {percent}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="550"/>
        <source>Below {coins} coins this table pays, per coin: {pays}. Each bet is played with its own optimal strategy.</source>
        <translation>低于 {coins} 币时，此赔率表每币赔付：{pays}。每种投注都按其自身的最优策略进行。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="555"/>
        <source>calculating the return of 1 to {coins} coins…</source>
        <translation>正在计算 1 到 {coins} 币的回报率…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="557"/>
        <source>calculating…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="567"/>
        <source>1–{coins} coins return {percent}, {cost} of the bet less (the Bets tab)</source>
        <translation>1–{coins} 币的回报率为 {percent}，比最大投注少投注额的 {cost}（见“投注”标签页）</translation>
    </message>
</context>
<context>
    <name>RoyalSweepChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="161"/>
        <source>Royal sweep</source>
        <translation>皇家同花顺扫描</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="163"/>
        <source>Return (%)</source>
        <translation>回报率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="173"/>
        <source>The strategy changes at {pay} per coin
exactly {pay_exact}
return {percent} = {return_exact}</source>
        <translation>策略在每币 {pay} 处改变
精确值 {pay_exact}
回报率 {percent} = {return_exact}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="186"/>
        <source>The return never reaches 100%</source>
        <translation>回报率永远达不到 100%</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="190"/>
        <source>Break-even: {pay} per coin ({five} for 5 coins)
exactly {exact} per coin, where the return is 100%</source>
        <translation>盈亏平衡点：每币 {pay}（5 币时为 {five}）
精确值为每币 {exact}，此时回报率为 100%</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="199"/>
        <source>Return as the {hand} pays more</source>
        <translation>{hand} 赔付提高时的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="201"/>
        <source>{chart} — {table}</source>
        <translation>{chart} — {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="205"/>
        <source>{hand} pays (per coin)</source>
        <translation>{hand} 赔付（每币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="242"/>
        <source>now: {pay} → {percent}</source>
        <translation>当前：{pay} → {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="256"/>
        <source>break-even {pay} ({five} for 5 coins)</source>
        <translation>盈亏平衡 {pay}（5 币为 {five}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="276"/>
        <source>{count} pays where the strategy changes ({shown} on this chart; hover a dot for its exact value)</source>
        <translation>{count} 个策略改变的赔付值（本图显示 {shown} 个；将鼠标悬停在点上可查看精确值）</translation>
    </message>
</context>
<context>
    <name>UltimateXHandPanel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="27"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="39"/>
        <source>Discard all</source>
        <extracomment>Colours of the holds drawn (the best holds first).</extracomment>
        <translation>全部换掉</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="118"/>
        <source>Holds against the total multiplier</source>
        <translation>保留与总倍数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="119"/>
        <source>Holds of a hand against the total multiplier</source>
        <translation>一手牌的保留随总倍数的变化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="123"/>
        <source>Dealt hand</source>
        <translation>发到的牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="124"/>
        <source>Five cards such as Jh Qh Kh 7c 7d; press Enter to show their holds.</source>
        <translation>五张牌，如 Jh Qh Kh 7c 7d；按 Enter 显示其保留方式。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="126"/>
        <source>Five cards, such as Jh Qh Kh 7c 7d</source>
        <translation>五张牌，如 Jh Qh Kh 7c 7d</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="127"/>
        <source>Next example</source>
        <translation>下一个示例</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="131"/>
        <source>Show another deal whose best hold changes with the multiplier</source>
        <translation>显示另一手最佳保留随倍数变化的牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="132"/>
        <source>Show another deal whose best hold changes with the total multiplier</source>
        <translation>显示另一手最佳保留随总倍数变化的牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="137"/>
        <source>Total multiplier</source>
        <translation>总倍数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="138"/>
        <source>The sum of the lines&apos; multipliers</source>
        <translation>各线倍数之和</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="140"/>
        <source>Hand message</source>
        <translation>牌局提示</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="76"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="144"/>
        <source>Holds of the hand at the total multiplier</source>
        <translation>该总倍数下这手牌的保留方式</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="78"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="146"/>
        <source>Hold</source>
        <translation>保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="79"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="147"/>
        <source>EV per coin</source>
        <translation>每币 EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="80"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="148"/>
        <source>Next multiplier</source>
        <translation>下一手倍数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="81"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="149"/>
        <source>Value at M</source>
        <translation>M 时的价值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="82"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="150"/>
        <source>Cost (coins)</source>
        <translation>损失（币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="84"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="152"/>
        <source>Ultimate X holds</source>
        <translation>Ultimate X 保留方式</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="88"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="155"/>
        <source>Best hold by range of total multiplier</source>
        <translation>各总倍数区间的最佳保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>From M</source>
        <translation>M 起</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>To M</source>
        <translation>M 止</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>Best hold</source>
        <translation>最佳保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="90"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="157"/>
        <source>Ultimate X turning points</source>
        <translation>Ultimate X 转折点</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="141"/>
        <source>Deal:</source>
        <translation>发牌：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="142"/>
        <source>M:</source>
        <translation>M：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="213"/>
        <source>Not a hand: {why}.</source>
        <translation>不是有效的一手牌：{why}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="231"/>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="248"/>
        <source>The best hold changes %n time(s) as the total multiplier rises; at M = {m} hold {best}.</source>
        <translation>
            <numerusform>随着总倍数升高，最佳保留会改变 %n 次；M = {m} 时保留 {best}。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="256"/>
        <source>The best hold is {best} at every total multiplier.</source>
        <translation>在任何总倍数下最佳保留都是 {best}。</translation>
    </message>
</context>
<context>
    <name>UltimateXPage</name>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="198"/>
        <source>%n line</source>
        <translation>
            <numerusform>%n 条线</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="199"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n 条线</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="78"/>
        <source>Lines</source>
        <translation>线数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="79"/>
        <source>Return</source>
        <translation>回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="80"/>
        <source>Feature adds</source>
        <translation>特色增益</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="81"/>
        <source>Base game&apos;s holds</source>
        <translation>基础游戏的保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="82"/>
        <source>Approximation</source>
        <translation>近似值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="83"/>
        <source>With 5-coin bets</source>
        <translation>含 5 币投注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="104"/>
        <source>Cancel the Ultimate X solves</source>
        <translation>取消 Ultimate X 求解</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="105"/>
        <source>Progress of the Ultimate X solves</source>
        <translation>Ultimate X 求解进度</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="106"/>
        <source>State of the Ultimate X solves</source>
        <translation>Ultimate X 求解状态</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="109"/>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="111"/>
        <source>Solve again</source>
        <translation>重新求解</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="112"/>
        <source>Solve again after a cancel or a failure</source>
        <translation>在取消或失败后重新求解</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="124"/>
        <source>Multiplier table family</source>
        <translation>倍数表系列</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="125"/>
        <source>The multiplier table the game is solved with: a built-in table or a file</source>
        <translation>求解游戏所用的倍数表：内置表或文件</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="127"/>
        <source>Choose a family…</source>
        <translation>选择系列…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="130"/>
        <source>A file…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="133"/>
        <source>Open a multiplier table file (TOML, docs/ultimate-x-format.md)</source>
        <translation>打开倍数表文件（TOML，见 docs/ultimate-x-format.md）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="145"/>
        <source>Lines shown in detail</source>
        <translation>详细显示的线数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="146"/>
        <source>The number of lines whose multiplier frequencies and hands are shown</source>
        <translation>显示其倍数频率和手牌的线数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="151"/>
        <source>5-coin option</source>
        <translation>5 币选项</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="155"/>
        <source>Allow 5-coin bets on hands that carry multipliers</source>
        <translation>允许对带倍数的手牌进行 5 币投注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="157"/>
        <source>Many machines let a hand that carries multipliers be bet at 5 coins a line: the multiplied win is paid, no new multipliers are earned.</source>
        <translation>许多机器允许带倍数的手牌以每线 5 币投注：会支付乘以倍数后的奖金，但不会获得新的倍数。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="163"/>
        <source>Ultimate X message</source>
        <translation>Ultimate X 提示</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="167"/>
        <source>Multiplier table</source>
        <translation>倍数表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="170"/>
        <source>Source of the multiplier table</source>
        <translation>倍数表来源</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="172"/>
        <source>Base game&apos;s return</source>
        <translation>基础游戏回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="175"/>
        <source>Ultimate X return by lines</source>
        <translation>Ultimate X 各线数回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="177"/>
        <source>Ultimate X return</source>
        <translation>Ultimate X 回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="183"/>
        <source>Share of lines at each multiplier</source>
        <translation>各倍数下的线数占比</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="184"/>
        <source>Multiplier</source>
        <translation>倍数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="184"/>
        <source>Share of lines</source>
        <translation>线数占比</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="185"/>
        <source>Ultimate X multiplier frequencies</source>
        <translation>Ultimate X 倍数频率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="187"/>
        <source>Ultimate X statistics</source>
        <translation>Ultimate X 统计</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="234"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="250"/>
        <source>Ultimate X page</source>
        <translation>Ultimate X 页面</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="251"/>
        <source>The Ultimate X returns, multipliers and hand, scrolled as a whole</source>
        <translation>Ultimate X 的回报率、倍数和手牌，整体滚动</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="264"/>
        <source>Multipliers of:</source>
        <translation>倍数表：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="265"/>
        <source>Details for:</source>
        <translation>详情：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="320"/>
        <source>Cancelled: press Solve, or change an option, to go on.</source>
        <translation>已取消：按“求解”或更改选项以继续。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="334"/>
        <source>Waiting for the edit to settle…</source>
        <translation>等待编辑完成…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="365"/>
        <source>{table} pays bonuses on the dealt hand, which Ultimate X does not; remove its dealt-hand lines to analyse it here.</source>
        <translation>{table} 对发到的牌支付奖金，而 Ultimate X 没有这种奖金；请移除其发牌奖金行后再在此分析。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="371"/>
        <source>The Ultimate X family of {table} cannot be told from the table: choose whose multipliers to use above.</source>
        <translation>无法从赔率表判断 {table} 属于哪个 Ultimate X 系列：请在上方选择要使用的倍数表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="385"/>
        <source>Open a multiplier table</source>
        <translation>打开倍数表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="387"/>
        <source>Multiplier tables (*.toml);;All files (*)</source>
        <translation>倍数表 (*.toml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="395"/>
        <source>File: {name}</source>
        <translation>文件：{name}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="418"/>
        <source>No example yet: the game is being solved.</source>
        <translation>暂无示例：正在求解该游戏。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="433"/>
        <source>Solved exactly in {iterations} policy iterations ({seconds} s); {coins} coins a game.</source>
        <translation>经 {iterations} 次策略迭代精确求解（{seconds} 秒）；每局 {coins} 币。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="449"/>
        <source>The feature played with the base game&apos;s holds at every multiplier.</source>
        <translation>在所有倍数下都按基础游戏的保留方式玩该特色玩法。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="456"/>
        <source>Holds ranked by M x EV + c x lines x E[next multiplier] (c = {c}): the approximation other tools use.</source>
        <translation>按 M x EV + c x 线数 x E[下一手倍数]（c = {c}）排序保留：其他工具使用的近似方法。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="462"/>
        <source>Tick the 5-coin option to compute the return with it.</source>
        <translation>勾选 5 币选项即可计算含该选项的回报率。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="466"/>
        <source>Base game (5 coins a line, no feature): {percent}. Returns are per coin bet, 10 coins a line, with perfect play.</source>
        <translation>基础游戏（每线 5 币，无特色玩法）：{percent}。回报率按每投注一币计算，每线 10 币，完美打法。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="479"/>
        <source>Ultimate X could not be solved: {why}</source>
        <translation>无法求解 Ultimate X：{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="487"/>
        <source>Multiplier table: {name}: {description}.</source>
        <translation>倍数表：{name}：{description}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="494"/>
        <source>This multiplier table is unverified: {why}</source>
        <translation>此倍数表未经核实：{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="498"/>
        <source>Source: {source}</source>
        <translation>来源：{source}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="500"/>
        <source>The multiplier table names no source.</source>
        <translation>此倍数表未注明来源。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="503"/>
        <source>{m}x</source>
        <translation>{m} 倍</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="513"/>
        <source>{lines}: a line carries {mean}x on average. The best hold depends on the total multiplier on {depends} of deals; {differs} of deals are played otherwise than in the base game at some multiplier.</source>
        <translation>{lines}：每条线平均带 {mean} 倍。{depends} 的发牌中最佳保留取决于总倍数；{differs} 的发牌在某些倍数下的打法与基础游戏不同。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="519"/>
        <source>{lines}: a line carries {mean}x on average. Standard deviation of a game: {sd} coins. The best hold depends on the total multiplier on {depends} of deals; {differs} of deals are played otherwise than in the base game at some multiplier.</source>
        <translation>{lines}：每条线平均带 {mean} 倍。每局标准差：{sd} 币。{depends} 的发牌中最佳保留取决于总倍数；{differs} 的发牌在某些倍数下的打法与基础游戏不同。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="538"/>
        <source>The holds could not be computed: {why}</source>
        <translation>无法计算保留方式：{why}</translation>
    </message>
</context>
<context>
    <name>categories</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="32"/>
        <source>{hand} dealt (bonus)</source>
        <translation>发牌即得{hand}（奖金）</translation>
    </message>
</context>
<context>
    <name>feature_options</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="48"/>
        <source>{what}: give at least one value</source>
        <extracomment>The most lines a multi-play feature game is analysed on here.</extracomment>
        <translation>{what}：至少填写一个值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="61"/>
        <source>{what}: {item} is not a whole number</source>
        <translation>{what}：{item} 不是整数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="81"/>
        <source>{what}: {item} is not value:weight (a whole weight)</source>
        <translation>{what}：{item} 不是“值:权重”（权重须为整数）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="99"/>
        <source>{what}: {item} is not a number</source>
        <translation>{what}：{item} 不是数字</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="61"/>
        <source>{hand} {pays} ({max_pays} on {coins} coins)</source>
        <extracomment>Charts here may be smaller than elsewhere: the window fits a 1024x640 screen.</extracomment>
        <translation>{hand} {pays}（{coins} 币时为 {max_pays}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="62"/>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
</TS>
