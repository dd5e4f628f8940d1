<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>DrillBar</name>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="103" />
        <source>&amp;Drill</source>
        <translation>训练(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="106" />
        <source>Random deals; weak spots (the situations you get wrong, by spaced repetition); close calls (the two best holds near in EV); your past mistakes until played right</source>
        <translation>随机发牌；薄弱环节（你常错的牌型，按间隔重复）；难抉择（两个最佳保留的 EV 接近）；过去的错误，直到打对为止</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="111" />
        <source> /coin</source>
        <translation> /币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="113" />
        <source>Close calls: the two best holds differ by less than this EV</source>
        <translation>难抉择：两个最佳保留的 EV 相差小于此值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="115" />
        <source>Grade by chart:</source>
        <translation>按策略表评分：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="118" />
        <source>Grade against a simpler strategy chart instead of optimal play; what the simplification costs is shown apart</source>
        <translation>按更简单的策略表而非最优打法评分；简化的代价单独显示</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="122" />
        <source> rules</source>
        <translation> 条规则</translation>
    </message>
</context>
<context>
    <name>DrillCoordinator</name>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="120" />
        <source>Grades name the rules of the {rules}-rule basic strategy, grading by a {level}-rule chart.</source>
        <translation>评分注明 {rules} 条规则基本策略中的规则，按 {level} 条规则的策略表评分。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="124" />
        <source>Grades name the rules of the {rules}-rule basic strategy.</source>
        <translation>评分注明 {rules} 条规则基本策略中的规则。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="135" />
        <location filename="../../vptrainer/gui/practice/drills.py" line="192" />
        <source>Making the strategy chart of {table}…</source>
        <translation>正在生成 {table} 的策略表…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="140" />
        <source>No strategy chart: {reason}</source>
        <translation>没有策略表：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="142" />
        <source>The strategy chart could not be made: {reason}</source>
        <translation>无法生成策略表：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="168" />
        <source>Finding the close calls…</source>
        <translation>正在查找难抉择的牌…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="171" />
        <source>Close calls unavailable: {reason}</source>
        <translation>难抉择不可用：{reason}</translation>
    </message>
</context>
<context>
    <name>EvLostChart</name>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="31" />
        <source>EV lost this session</source>
        <translation>本局损失的 EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="33" />
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="34" />
        <source>Cumulative EV lost (coins)</source>
        <translation>累计损失 EV（币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="47" />
        <source>No hands played yet.</source>
        <translation>还没有打过牌。</translation>
    </message>
</context>
<context>
    <name>GameStrip</name>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="78" />
        <source>The game practised</source>
        <translation>练习的游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="88" />
        <source>About the game</source>
        <translation>关于此游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="94" />
        <source>The game's state</source>
        <translation>游戏状态</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="97" />
        <source>5-coin option</source>
        <translation>5 枚硬币选项</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="99" />
        <source>Ultimate X's 5-coin option</source>
        <translation>Ultimate X 的 5 枚硬币选项</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="102" />
        <source>The machine lets you bet 5 coins a line on a hand that carries multipliers: the win is multiplied, no new multiplier is earned. Practice then grades against the game solved with that choice, the bet included.</source>
        <translation>机器允许你在带有倍数的一手牌上每条线押 5 枚硬币：奖金会被倍增，但不会获得新的倍数。练习随后按包含这一选择（含押注）求解的游戏来评分。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="110" />
        <source>Bet 5 a line</source>
        <translation>每条线押 5</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="113" />
        <source>Bet 5 coins a line on the next hand</source>
        <translation>下一手每条线押 5 枚硬币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="116" />
        <source>Bet 5 coins a line instead of 10 on the next hand (it carries multipliers): its wins are multiplied, it earns no multiplier for the hand after.</source>
        <translation>下一手（带有倍数）每条线押 5 枚而不是 10 枚硬币：奖金会被倍增，但不会为再下一手赢得倍数。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="125" />
        <source>Stop solving the game (practise it once it is solved)</source>
        <translation>停止求解游戏（求解完成后再练习）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="240" />
        <location filename="../../vptrainer/gui/practice/games.py" line="308" />
        <source>Solving {game} for {table}…</source>
        <translation>正在为 {table} 求解 {game}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="297" />
        <source>{game} cannot be played on this table: {reason}</source>
        <translation>{game} 无法在此赔率表上玩：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="338" />
        <source>This hand: {total}x in all.</source>
        <translation>本手：共 {total}x。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="343" />
        <source>Next hand: {total}x in all.</source>
        <translation>下一手：共 {total}x。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="348" />
        <source>Line {line} carries {multiplier}x.</source>
        <translation>第 {line} 线带 {multiplier}x。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="351" />
        <source>Line {line} carries {multiplier}x into the hand.</source>
        <translation>第 {line} 线带 {multiplier}x 进入本手。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="364" />
        <source>Level {level} of {levels} with a free ride:</source>
        <translation>第 {level}/{levels} 级，免费晋级：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="366" />
        <source>Level {level} of {levels}:</source>
        <translation>第 {level}/{levels} 级：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="372" />
        <source>Level {level} pays {multiplier}x.</source>
        <translation>第 {level} 级赔 {multiplier}x。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="385" />
        <source>Standard play</source>
        <translation>标准玩法</translation>
    </message>
</context>
<context>
    <name>HandAnalyzer</name>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="126" />
        <source>Pay table</source>
        <translation>赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="127" />
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="128" />
        <source>Bet</source>
        <translation>投注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="129" />
        <source> coins</source>
        <translation> 币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="131" />
        <source>The bet: its pays (a table's short pays below max bet) and the cost column</source>
        <translation>投注额：对应的赔付（低于最大投注时的减额赔付）和损失列</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="133" />
        <source>&amp;Hand</source>
        <translation>手牌(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="135" />
        <source>Five cards, e.g. Ah Kh Qh Jh 9c  (T or 10 for tens)</source>
        <translation>五张牌，例如 Ah Kh Qh Jh 9c（10 可写作 T 或 10）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="137" />
        <source>Hand to analyze</source>
        <translation>要分析的手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="138" />
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="139" />
        <source>Clear the hand to analyze</source>
        <translation>清除要分析的手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="140" />
        <source>Practise this hand</source>
        <translation>练习这手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="142" />
        <source>Deal exactly this hand in practice, on this table</source>
        <translation>在练习中用此赔率表发出这手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="144" />
        <source>Or pick the cards</source>
        <translation>或点选牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="182" />
        <source>Preparing {table}…</source>
        <translation>正在准备 {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="197" />
        <source>Cannot prepare this table: {reason}</source>
        <translation>无法准备此赔率表：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="220" />
        <source>from practice</source>
        <translation>来自练习</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="246" />
        <source>Type five cards, or pick them on the grid below.</source>
        <translation>输入五张牌，或在下方网格中点选。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="250" />
        <source>{n} of 5 cards: {more} more to go.</source>
        <translation>已选 {n}/5 张：还差 {more} 张。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="253" />
        <source>Too many cards: {n} (a hand is five cards).</source>
        <translation>牌太多：{n} 张（一手牌是五张）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="256" />
        <source>Preparing the pay table…</source>
        <translation>正在准备赔率表…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="259" />
        <source>{cards}: all 32 holds, best first.</source>
        <translation>{cards}：全部 32 种保留，最佳在前。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="270" />
        <source>The 32 holds appear here once the hand has five valid cards.</source>
        <translation>手牌有五张有效牌后，32 种保留会显示在这里。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="276" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other hold) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>
            <numerusform>最佳保留：&lt;b&gt;{hold}&lt;/b&gt;（与另外 %n 种保留并列）— {table} 上每币 EV &lt;b&gt;{ev}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="283" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other holds) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>
            <numerusform>最佳保留：&lt;b&gt;{hold}&lt;/b&gt;（与另外 %n 种保留并列）— {table} 上每币 EV &lt;b&gt;{ev}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="289" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>最佳保留：&lt;b&gt;{hold}&lt;/b&gt; — {table} 上每币 EV &lt;b&gt;{ev}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="303" />
        <source>A hand has five cards: release one first.</source>
        <translation>一手牌只有五张：请先取消一张。</translation>
    </message>
</context>
<context>
    <name>HoldsPanel</name>
    <message>
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="33" />
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="49" />
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="54" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;</source>
        <translation>&lt;b&gt;全部 32 种保留&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>LineRow</name>
    <message>
        <location filename="../../vptrainer/gui/practice/lines_panel.py" line="133" />
        <source>Line {line} carries {multiplier}x.</source>
        <extracomment>the multiplier the line carries (Ultimate X; hidden otherwise)</extracomment>
        <translation>第 {line} 线带 {multiplier}x。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/lines_panel.py" line="145" />
        <source>{hand} {amount} ({multiplier}x)</source>
        <translation>{hand} {amount}（{multiplier}x）</translation>
    </message>
</context>
<context>
    <name>LineTiles</name>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="35" />
        <source>Other lines</source>
        <translation>其他线</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="95" />
        <source>Line {n}: drawn with your hold after the draw</source>
        <translation>第 {n} 线：换牌时按你的保留换牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="98" />
        <source>Line {n}: {hand} — no win</source>
        <translation>第 {n} 线：{hand} — 未中奖</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="99" />
        <source>Line {n}: {hand} — {win} {amount}</source>
        <translation>第 {n} 线：{hand} — {win} {amount}</translation>
    </message>
</context>
<context>
    <name>MachineKeys</name>
    <message>
        <location filename="../../vptrainer/gui/practice/keys.py" line="100" />
        <source>New seed</source>
        <translation>新种子</translation>
    </message>
</context>
<context>
    <name>ManyLines</name>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="165" />
        <source>Lines 2 to {last} draw with your hold:
their wins show here after the draw.</source>
        <translation>第 2 至 {last} 线按你的保留换牌：
换牌后在此显示奖金。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="182" />
        <source>Lines 2 to {last}: no line wins.</source>
        <translation>第 2 至 {last} 线：均未中奖。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="191" />
        <source>Lines 2 to {last}: {winners} of {others} win {paid} coins.
{hands}.</source>
        <translation>第 2 至 {last} 线：{others} 条中 {winners} 条中奖，共 {paid} 币。
{hands}。</translation>
    </message>
</context>
<context>
    <name>OptionsBar</name>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="207" />
        <source>Pay &amp;table</source>
        <extracomment>asked before a new seed is used (see the class)</extracomment>
        <translation>赔率表(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="208" />
        <source>Bet</source>
        <translation>投注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="209" />
        <source>&amp;Seed</source>
        <translation>种子(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="210" />
        <source>&amp;Major from</source>
        <translation>重大错误阈值(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="211" />
        <source>The pay table to practise on</source>
        <translation>用于练习的赔率表</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="215" />
        <source>Bet %n coin per hand</source>
        <translation>
            <numerusform>每手投注 %n 币</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="217" />
        <source>Bet %n coins per hand</source>
        <translation>
            <numerusform>每手投注 %n 币</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="221" />
        <source>Multi-play: one hold, each line drawn from its own shuffle of the rest of the deck</source>
        <translation>多线玩法：同一个保留，每条线从剩余牌各自洗牌后换牌</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="226" />
        <source>%n line</source>
        <translation>
            <numerusform>%n 线</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="226" />
        <source>%n lines</source>
        <translation>
            <numerusform>%n 线</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="228" />
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="230" />
        <source>The game to practise: standard play, or a feature game graded its own way</source>
        <translation>要练习的游戏：标准玩法，或按自身规则评分的特色游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="232" />
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="235" />
        <source>A number replays the same sequence of deals (a drill); empty deals at random. It changes between hands.</source>
        <translation>输入数字会重复同一发牌序列（训练）；留空则随机发牌。可在两手之间更改。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="239" />
        <source> /coin</source>
        <translation> /币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="242" />
        <source>A mistake is major when it gives up at least this much EV per coin, minor otherwise</source>
        <translation>每币损失的 EV 不低于此值为重大错误，否则为轻微错误</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="246" />
        <source>&amp;Warn before drawing a mistake</source>
        <translation>换牌前提示错误(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="247" />
        <source>Ask before drawing a hold that is not the best</source>
        <translation>换牌前若保留不是最佳则先询问</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="248" />
        <source>&amp;Guard dealt paying hands</source>
        <translation>保护已成奖的起手牌(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="250" />
        <source>Ask before a mistake draws away a hand that already pays</source>
        <translation>在错误的换牌丢掉已成奖的牌之前询问</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="253" />
        <source>Practice options: warnings, mistake threshold and more</source>
        <translation>练习选项：提示、错误阈值等</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="255" />
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="366" />
        <source>1 line</source>
        <translation>1 条线</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="366" />
        <source>{n} lines</source>
        <translation>{n} 条线</translation>
    </message>
</context>
<context>
    <name>PayDisplay</name>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="109" />
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="118" />
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="126" />
        <source>This table pays nothing</source>
        <translation>此赔率表没有任何赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="130" />
        <source>{hand} dealt (bonus)</source>
        <translation>起手 {hand}（奖励）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="146" />
        <source>%n coin</source>
        <translation>
            <numerusform>%n 币</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="146" />
        <source>%n coins</source>
        <translation>
            <numerusform>%n 币</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="200" />
        <source>Pay table</source>
        <translation>赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="201" />
        <source>Lines</source>
        <translation>线数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="202" />
        <source>Dealt</source>
        <translation>起手</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="204" />
        <source>The dealt hand (discards dimmed after the draw)</source>
        <translation>起手牌（换牌后弃牌变暗）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="206" />
        <source>Deal, then draw (Enter or Space)</source>
        <translation>发牌，然后换牌（Enter 或空格）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="207" />
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="208" />
        <source>Show the EVs of all 32 holds before drawing (H)</source>
        <translation>换牌前显示全部 32 种保留的 EV（H）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="209" />
        <source>Analyze this hand</source>
        <translation>分析这手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="210" />
        <source>Open this deal in the hand analyzer</source>
        <translation>在手牌分析器中打开这手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="228" />
        <source>Keys: 1–5 hold · Enter/Space deal and draw · H hint · B bet</source>
        <translation>按键：1–5 保留 · Enter/空格 发牌和换牌 · H 提示 · B 投注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="229" />
        <source>Keys: 1–5 hold · Enter/Space deal and draw
H hint · B bet</source>
        <translation>按键：1–5 保留 · Enter/空格 发牌和换牌
H 提示 · B 投注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="230" />
        <source>1–5 hold · Enter draw
H hint · B bet</source>
        <translation>1–5 保留 · Enter 换牌
H 提示 · B 投注</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="237" />
        <source>DEAL</source>
        <translation>发牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="238" />
        <source>DRAW</source>
        <translation>换牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="239" />
        <source>Preparing…</source>
        <translation>准备中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="394" />
        <source>Deal a hand: after the draw, every hold is ranked here with its exact EV.</source>
        <translation>发一手牌：换牌后，每种保留都会按精确 EV 在此排序。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="399" />
        <source>Press Deal (Enter or Space) to start.</source>
        <translation>按“发牌”（Enter 或空格）开始。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="457" />
        <source>Cannot deal that hand: {error}</source>
        <translation>无法发出这手牌：{error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="482" />
        <source>The EVs of all 32 holds appear after the draw.
Press Hint (H) to see them now.</source>
        <translation>全部 32 种保留的 EV 在换牌后显示。
按“提示”（H）立即查看。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="485" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt; (hidden until the draw)</source>
        <translation>&lt;b&gt;全部 32 种保留&lt;/b&gt;（换牌后显示）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="514" />
        <source>Not drawn: change your hold, or draw again and confirm.</source>
        <translation>未换牌：请修改保留，或再次换牌并确认。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="559" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note} (hint: the hand is not drawn yet)</source>
        <translation>&lt;b&gt;全部 32 种保留&lt;/b&gt;，最佳在前：{note}（提示：尚未换牌）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="562" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note}</source>
        <translation>&lt;b&gt;全部 32 种保留&lt;/b&gt;，最佳在前：{note}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="564" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first (hint: the hand is not drawn yet)</source>
        <translation>&lt;b&gt;全部 32 种保留&lt;/b&gt;，最佳在前（提示：尚未换牌）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="566" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first</source>
        <translation>&lt;b&gt;全部 32 种保留&lt;/b&gt;，最佳在前</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="618" />
        <source>CREDITS {amount}</source>
        <translation>积分 {amount}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="627" />
        <source>BET {coins} × {lines}</source>
        <translation>投注 {coins} × {lines}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="632" />
        <source>BET {coins}</source>
        <translation>投注 {coins}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="634" />
        <source>WIN {amount}</source>
        <translation>赢得 {amount}</translation>
    </message>
</context>
<context>
    <name>PracticeCommands</name>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="43" />
        <source>&amp;Deal or draw</source>
        <translation>发牌或换牌(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="44" />
        <source>Deal a hand, or draw the held cards (Enter or Space)</source>
        <translation>发一手牌，或按保留的牌换牌（Enter 或空格）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="48" />
        <source>&amp;Hint: show the 32 holds</source>
        <translation>提示：显示 32 种保留(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="49" />
        <source>Show the EVs before drawing (H)</source>
        <translation>换牌前显示 EV（H）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="53" />
        <source>Analyze &amp;this hand</source>
        <translation>分析这手牌(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="54" />
        <source>Open the current deal in the hand analyzer</source>
        <translation>在手牌分析器中打开当前这手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="58" />
        <source>Hand &amp;analyzer</source>
        <translation>手牌分析器(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="59" />
        <source>Type or pick five cards and see all 32 holds</source>
        <translation>输入或点选五张牌，查看全部 32 种保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="63" />
        <source>&amp;Review mistakes</source>
        <translation>复盘错误(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="64" />
        <source>Past mistakes by cost; replay one</source>
        <translation>按损失排列的过去错误；可重玩</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="68" />
        <source>&amp;Export session as CSV…</source>
        <translation>将本局导出为 CSV(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="69" />
        <source>Write this session's hands to a CSV file</source>
        <translation>将本局的手牌写入 CSV 文件</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="71" />
        <source>EV-lost chart as &amp;PNG…</source>
        <translation>EV 损失图导出为 PNG(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="72" />
        <source>EV-lost chart as S&amp;VG…</source>
        <translation>EV 损失图导出为 SVG(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="75" />
        <source>Re&amp;start session</source>
        <translation>重新开始本局(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="76" />
        <source>Start the drill again (same seed, same deals)</source>
        <translation>重新开始训练（相同种子，相同发牌）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="80" />
        <source>Reset &amp;credits</source>
        <translation>重置积分(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="81" />
        <source>Put the credit meter back to the starting credits</source>
        <translation>将积分恢复为初始积分</translation>
    </message>
</context>
<context>
    <name>PracticeView</name>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="201" />
        <source>Practice machine</source>
        <extracomment>what could not be opened (also said through ``problemFound``)</extracomment>
        <translation>练习机</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="202" />
        <source>Keys: 1 to 5 hold, Enter or Space deal and draw, H hint, B bet.</source>
        <translation>按键：1 至 5 保留，Enter 或空格发牌和换牌，H 提示，B 投注。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="206" />
        <source>Practice pages</source>
        <translation>练习页面</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="207" />
        <source>Play, Hand analyzer, Review mistakes and Situations.</source>
        <translation>对局、手牌分析器、复盘错误和牌型。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="209" />
        <source>&amp;Play</source>
        <translation>对局(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="210" />
        <source>Hand &amp;analyzer</source>
        <translation>手牌分析器(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="211" />
        <source>&amp;Review mistakes</source>
        <translation>复盘错误(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="212" />
        <source>S&amp;ituations</source>
        <translation>牌型(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="368" />
        <source>Preparing {table}…</source>
        <translation>正在准备 {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="392" />
        <source>Cannot prepare this table: {reason}</source>
        <translation>无法准备此赔率表：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="395" />
        <source>This table cannot be practised: {reason}</source>
        <translation>无法用此赔率表练习：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="420" />
        <source>The optimal return is not known: {reason}</source>
        <translation>最优回报率未知：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="446" />
        <source>Session restarted</source>
        <translation>本局已重新开始</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="456" />
        <source>New drill: seed {seed}</source>
        <translation>新训练：种子 {seed}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="458" />
        <source>New drill: random deals</source>
        <translation>新训练：随机发牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="544" />
        <source>Nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="545" />
        <source>The history is not available, so no hands are saved.</source>
        <translation>历史记录不可用，因此不会保存任何手牌。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="610" />
        <source>Cannot replay</source>
        <translation>无法重玩</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="611" />
        <location filename="../../vptrainer/gui/practice/view.py" line="624" />
        <source>The stored pay table is unreadable: {error}</source>
        <translation>保存的赔率表无法读取：{error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="623" />
        <source>Cannot analyze</source>
        <translation>无法分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="627" />
        <source>from the history</source>
        <translation>来自历史记录</translation>
    </message>
</context>
<context>
    <name>ProgressChart</name>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="59" />
        <source>Session</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="68" />
        <source>No sessions with hands yet.</source>
        <translation>还没有包含手牌的对局。</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="207" />
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="208" />
        <location filename="../../vptrainer/gui/practice/review.py" line="221" />
        <source>Pay table</source>
        <translation>赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="209" />
        <source>Hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="210" />
        <source>Mistakes</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="211" />
        <source>EV lost (coins)</source>
        <translation>损失 EV（币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="212" />
        <source>Your return</source>
        <translation>你的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="213" />
        <source>Credits</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="218" />
        <source>EV lost / coin</source>
        <translation>损失 EV / 币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="219" />
        <source>Cost (coins)</source>
        <translation>损失（币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="220" />
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="222" />
        <source>Dealt</source>
        <translation>起手</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="223" />
        <source>Your hold</source>
        <translation>你的保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="224" />
        <source>Best hold</source>
        <translation>最佳保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="225" />
        <source>Played</source>
        <translation>打出时间</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="226" />
        <source>Help</source>
        <translation>辅助</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="229" />
        <source>Your practice sessions, newest first</source>
        <translation>你的练习局，最新的在前</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="230" />
        <source>Export session as CSV…</source>
        <translation>将本局导出为 CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="231" />
        <source>Which mistakes to list: all, major or minor</source>
        <translation>列出哪些错误：全部、重大或轻微</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="232" />
        <source>All mistakes</source>
        <translation>全部错误</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="233" />
        <source>Major mistakes</source>
        <translation>重大错误</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="234" />
        <source>Minor mistakes</source>
        <translation>轻微错误</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="235" />
        <source>Only the selected session</source>
        <translation>仅所选的局</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="237" />
        <source>List only the mistakes of the session selected above</source>
        <translation>只列出上方所选局的错误</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="239" />
        <source>Your past mistakes, the costliest first</source>
        <translation>你过去的错误，损失最大的在前</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="240" />
        <source>Replay in practice</source>
        <translation>在练习中重玩</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="242" />
        <source>Deal exactly this hand again, on the same pay table</source>
        <translation>用同一赔率表再次发出这手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="244" />
        <source>Analyze this hand</source>
        <translation>分析这手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="245" />
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="247" />
        <source>Read the sessions and mistakes again from the history</source>
        <translation>从历史记录重新读取对局和错误</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="249" />
        <source>Sessions</source>
        <translation>练习局</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="250" />
        <source>Past mistakes, largest first</source>
        <translation>过去的错误，最大的在前</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="262" />
        <source>major</source>
        <translation>重大</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="263" />
        <source>minor</source>
        <translation>轻微</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="264" />
        <source>correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="271" />
        <source>after a hint</source>
        <translation>看过提示后</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="272" />
        <source>after a warning</source>
        <translation>收到警告后</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="273" />
        <source>replayed</source>
        <translation>重玩</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="301" />
        <source>The history cannot be read: {error}</source>
        <translation>无法读取历史记录：{error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="366" />
        <source>Session {id}</source>
        <translation>第 {id} 局</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="372" />
        <source>%n played with help (not graded)</source>
        <translation>
            <numerusform>%n 手有辅助（不评分）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="382" />
        <source>{mistakes} ({minor} minor, {major} major)</source>
        <translation>{mistakes}（轻微 {minor}，重大 {major}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="389" />
        <source>Counts the hands played without help</source>
        <translation>只计无辅助打出的手牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="425" />
        <source>Select a session</source>
        <translation>请选择一局</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="447" />
        <source>Tied best holds:</source>
        <translation>并列最佳保留：</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="456" />
        <source>warned, then changed</source>
        <translation>警告后已修改</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="462" />
        <source>Your hold EV {yours}, best {best} per coin</source>
        <translation>你的保留 EV {yours}，最佳 {best}（每币）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="469" />
        <source>At %n coin</source>
        <translation>
            <numerusform>投注 %n 币时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="471" />
        <source>At %n coins</source>
        <translation>
            <numerusform>投注 %n 币时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="486" />
        <source>%n mistakes (the %n largest)</source>
        <translation>
            <numerusform>%n 个错误（最大的 %n 个）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="488" />
        <source>%n mistake</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="490" />
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="552" />
        <source>Nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="553" />
        <source>No session with recorded hands is selected.</source>
        <translation>未选择包含已记录手牌的局。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="562" />
        <source>Export session</source>
        <translation>导出本局</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="562" />
        <source>CSV (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="572" />
        <source>Exported %n hand to {path}</source>
        <translation>
            <numerusform>已将 %n 手牌导出到 {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="574" />
        <source>Exported %n hands to {path}</source>
        <translation>
            <numerusform>已将 %n 手牌导出到 {path}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="580" />
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>SessionPanel</name>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="88" />
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="101" />
        <source>&lt;b&gt;This session&lt;/b&gt;</source>
        <translation>&lt;b&gt;本局&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="112" />
        <source>Your return: the expected return of your own holds, per coin bet: the optimal return less the EV your mistakes gave up, in coins, over the coins bet. Hands played with help are not counted. Paid back: what the machine paid per coin bet, luck included.</source>
        <translation>你的回报：你自己保留牌的期望回报（每押注一枚硬币）：最优回报减去你的错误放弃的 EV（以硬币计）除以押注的硬币。有提示的手牌不计入。返还：机器每押注一枚硬币实际支付的金额，含运气成分。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="119" />
        <source>Optimal return: Ultimate X's exact return per coin bet (10 coins a line) when every hand is played optimally. The multipliers on the lines change from hand to hand, so it is the long-run average over the total multipliers optimal play meets (the stationary distribution of the multipliers). A hold's value counts the multipliers it earns for the next hand, so a mistake's cost includes what it leaves the next hand.</source>
        <translation>最优回报：每手都最优游戏时 Ultimate X 每押注一枚硬币的精确回报（每条线 10 枚硬币）。线上的倍数每手都在变化，因此它是最优玩法所遇到的总倍数上的长期平均（倍数的平稳分布）。一个保留的价值计入它为下一手赢得的倍数，因此错误的代价包括它留给下一手的损失。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="127" />
        <source>Optimal return: Multi-Strike's exact return per coin bet (the four levels' 20 coins, bet with a round's first hand) when every level is played optimally. A hold's value counts what the next level is worth, so a mistake's cost includes the levels it gives up.</source>
        <translation>最优回报：每个级别都最优游戏时 Multi-Strike 每押注一枚硬币的精确回报（四个级别共 20 枚硬币，在一轮的第一手押注）。一个保留的价值计入下一级别的价值，因此错误的代价包括它失去的级别。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="133" />
        <source>Optimal return: Wheel Poker's exact return per coin bet (6 coins a line) when every hold is the best with the wheel's mean prize counted.</source>
        <translation>最优回报：每个保留都最优且计入转轮平均奖金时，Wheel Poker 每押注一枚硬币的精确回报（每条线 6 枚硬币）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="137" />
        <source>Optimal return: Dream Card's exact return per coin bet (10 coins a line) with the machine's Dream Card (the card that makes the best dealt hand) and every hold the best.</source>
        <translation>最优回报：使用机器的 Dream Card（组成最佳发牌牌型的那张牌）且每个保留都最优时，Dream Card 每押注一枚硬币的精确回报（每条线 10 枚硬币）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="144" />
        <source>Optimal return: the table's exact return per coin bet when every hold is the best (a feature game that keeps the base game's strategy is practised as the base game).</source>
        <translation>最优回报：每个保留都最优时赔率表每押注一枚硬币的精确回报（保持基础游戏策略的特色游戏按基础游戏练习）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="149" />
        <source>{optimal}

{yours}</source>
        <translation>{optimal}

{yours}</translation>
    </message>
</context>
<context>
    <name>SituationsPage</name>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="147" />
        <source>Situation (best hold's rule)</source>
        <translation>牌型（最佳保留的规则）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="148" />
        <source>Hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="149" />
        <source>Mistakes</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="150" />
        <source>Errors /1k</source>
        <translation>错误 /千手</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="151" />
        <source>EV lost /1k</source>
        <translation>损失 EV /千手</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="155" />
        <source>The rule of the strategy chart the best hold follows</source>
        <translation>最佳保留所遵循的策略表规则</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="156" />
        <source>Hands of this situation</source>
        <translation>此牌型的手数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="157" />
        <source>Hands held wrong</source>
        <translation>保留错误的手数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="158" />
        <source>Mistakes per 1,000 hands of this situation</source>
        <translation>此牌型每千手的错误数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="159" />
        <source>EV lost per coin per 1,000 hands of this situation</source>
        <translation>此牌型每千手每币损失的 EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="167" />
        <source>Situations</source>
        <translation>牌型</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="169" />
        <source>Each kind of hand you were dealt, how often you held it right and the EV you gave up.</source>
        <translation>你拿到的每类手牌、保留正确的频率以及损失的 EV。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="175" />
        <source>Holds confused</source>
        <translation>混淆的保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="176" />
        <source>The holds you chose most often in place of the best one.</source>
        <translation>你最常用来代替最佳保留的保留。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="178" />
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="178" />
        <source>Unaided hands right (%)</source>
        <translation>无辅助正确率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="180" />
        <source>EV lost per 1,000 hands</source>
        <translation>每千手损失的 EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="180" />
        <source>EV lost / 1,000 hands</source>
        <translation>损失 EV / 千手</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="182" />
        <source>Most expensive confusions</source>
        <translation>代价最大的混淆</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="213" />
        <source>How you play each situation of {table} (hands recorded with its strategy chart).</source>
        <translation>你在 {table} 各牌型中的表现（按其策略表记录的手牌）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="217" />
        <source>How you play each situation of the pay table (hands recorded with its strategy chart).</source>
        <translation>你在该赔率表各牌型中的表现（按其策略表记录的手牌）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="229" />
        <source>The history is not available.</source>
        <translation>历史记录不可用。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="233" />
        <source>The history cannot be read: {error}</source>
        <translation>无法读取历史记录：{error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="262" />
        <source>No confusions yet: mistakes show here by the rules involved.</source>
        <translation>还没有混淆：错误会按所涉规则显示在这里。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="271" />
        <source>{hands} hands in %n situation.</source>
        <translation>
            <numerusform>{hands} 手，共 %n 种牌型。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="273" />
        <source>{hands} hands in %n situations.</source>
        <translation>
            <numerusform>{hands} 手，共 %n 种牌型。</numerusform>
        </translation>
    </message>
</context>
</TS>