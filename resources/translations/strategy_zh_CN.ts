<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CrossPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="370"/>
        <source>Add the chosen game to the comparison</source>
        <translation>将所选游戏加入比较</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="374"/>
        <source>Remove the selected game from the comparison</source>
        <translation>从比较中移除所选游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="380"/>
        <source>Tables compared</source>
        <translation>参与比较的赔付表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="381"/>
        <source>The tables whose strategies are compared.</source>
        <translation>参与策略比较的赔付表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="388"/>
        <source>Strategy cost across tables</source>
        <translation>策略在各赔付表间的代价</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="389"/>
        <source>The cost of playing each table&apos;s strategy on each other table.</source>
        <translation>在其他每个赔付表上使用某赔付表策略的代价。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="414"/>
        <source>Each cell: what playing the column&apos;s perfect strategy on the row&apos;s table costs against the row&apos;s own perfect play.</source>
        <translation>每个单元格：在该行的赔率表上使用该列的完美策略，相对于该行自身完美玩法的损失。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="421"/>
        <source>A game whose strategy to compare</source>
        <translation>要比较其策略的游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="422"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="423"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="424"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="490"/>
        <source>Rows: the table played. Strategy N: the perfect strategy of table N. Each cell: what playing it costs against the row&apos;s own perfect play.</source>
        <translation>行：所玩的赔率表。策略 N：第 N 个赔率表的完美策略。每个单元格：使用该策略相对于该行自身完美玩法的损失。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="499"/>
        <source>Strategy {number}</source>
        <translation>策略 {number}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="507"/>
        <source>The perfect strategy of {table}</source>
        <translation>{table} 的完美策略</translation>
    </message>
</context>
<context>
    <name>ExceptionsPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="216"/>
        <source>Exceptions to the chart</source>
        <translation>策略表的例外</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="217"/>
        <source>Deals where the chart&apos;s hold is not the best one, and what it costs.</source>
        <translation>策略表的保留并非最佳的发牌，以及其代价。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="244"/>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="245"/>
        <source>Exception</source>
        <translation>例外</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="246"/>
        <source>Goes above</source>
        <translation>排在其前</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="247"/>
        <source>How often</source>
        <translation>频率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="248"/>
        <source>Worth</source>
        <translation>价值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="295"/>
        <source>rule {number}</source>
        <translation>规则 {number}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="306"/>
        <source>{deals} of {total} deals</source>
        <translation>{total} 种发牌中的 {deals} 种</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="318"/>
        <source>What ignoring it costs; with it and the ones above: {percent}</source>
        <translation>忽略它的损失；加上它和上面各条：{percent}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/pages.py" line="327"/>
        <source>Basic strategy {basic}; with these %n exceptions {after}; perfect play {optimal}. {remaining} deals still differ from perfect play ({missing}).</source>
        <translation>
            <numerusform>基本策略 {basic}；加上这 %n 条例外 {after}；完美玩法 {optimal}。仍有 {remaining} 种发牌与完美玩法不同（{missing}）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="342"/>
        <source>No exception found: the basic strategy returns {basic}, perfect play {optimal}.</source>
        <translation>未找到例外：基本策略回报率 {basic}，完美玩法 {optimal}。</translation>
    </message>
</context>
<context>
    <name>LevelsChart</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="209"/>
        <source>No levels yet</source>
        <translation>尚无级别</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="213"/>
        <source>Return by number of rules</source>
        <translation>按规则数的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="215"/>
        <source>Rules</source>
        <translation>规则数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="216"/>
        <source>Return (%)</source>
        <translation>回报率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="236"/>
        <source>No levels</source>
        <translation>没有级别</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="247"/>
        <source>levels</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="255"/>
        <source>perfect play</source>
        <translation>完美玩法</translation>
    </message>
</context>
<context>
    <name>LevelsPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="123"/>
        <source>Chart levels</source>
        <translation>策略表层级</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Rules</source>
        <translation>规则数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Return</source>
        <translation>回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Cost</source>
        <translation>损失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="146"/>
        <source>Click a level to show its chart</source>
        <translation>点击某个级别以显示其策略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="149"/>
        <source>Each point is the best list of that many rules found, priced exactly (a rule that fits several holds read against the player). Click one to see it.</source>
        <translation>每个点是找到的该规则数下最好的规则表，经过精确计算（一条规则适用于多种保留方式时，按对玩家最不利的方式计算）。点击一个点即可查看。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="187"/>
        <source>{percent} when every choice goes the player&apos;s way</source>
        <translation>每次选择都对玩家有利时为 {percent}</translation>
    </message>
</context>
<context>
    <name>OwnStrategyPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="574"/>
        <source>Your strategy&apos;s rules</source>
        <translation>您的策略规则</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="575"/>
        <source>The rules of the strategy file you opened.</source>
        <translation>您打开的策略文件中的规则。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="595"/>
        <source>Readings to check</source>
        <translation>需要核对的解读</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="596"/>
        <source>How lines of your strategy were read where they could be read another way.</source>
        <translation>您的策略中可能有其他读法的行是如何被解读的。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="598"/>
        <source>Open strategy…</source>
        <translation>打开策略…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="600"/>
        <source>Price a strategy file of your own (the strategy language) on this table</source>
        <translation>在此赔率表上计算你自己的策略文件（策略语言）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="603"/>
        <source>No strategy file open.</source>
        <translation>未打开策略文件。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="644"/>
        <source>(no rule fits: discard everything)</source>
        <translation>（没有适用的规则：全部弃掉）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="662"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; on {table}: return &lt;b&gt;{percent}&lt;/b&gt; ({worst} when every choice goes against you); perfect play {optimal}; cost {cost}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; 用于 {table}：回报率 &lt;b&gt;{percent}&lt;/b&gt;（每次选择都对你不利时为 {worst}）；完美玩法 {optimal}；损失 {cost}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="667"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; on {table}: return &lt;b&gt;{percent}&lt;/b&gt;; perfect play {optimal}; cost {cost}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; 用于 {table}：回报率 &lt;b&gt;{percent}&lt;/b&gt;；完美玩法 {optimal}；损失 {cost}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="676"/>
        <source>Readings to check:</source>
        <translation>需要核对的解读：</translation>
    </message>
</context>
<context>
    <name>RuleTable</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="116"/>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="117"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="118"/>
        <source>Hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="119"/>
        <source>EV per coin</source>
        <translation>每枚硬币期望值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="120"/>
        <source>Cost</source>
        <translation>损失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="161"/>
        <source>{percent} of hands</source>
        <translation>占全部手牌的 {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="174"/>
        <source>What this rule gives up against optimal play</source>
        <translation>此规则相对最优玩法损失的部分</translation>
    </message>
</context>
<context>
    <name>StrategyView</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="152"/>
        <source>Stop this view&apos;s calculations</source>
        <extracomment>pixels the rules keep beside the pages when the pages widen to show their tab names</extracomment>
        <translation>停止此视图的计算</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="165"/>
        <source>Strategy chart</source>
        <translation>策略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="166"/>
        <source>The chart&apos;s rules, best first: hold what the first rule that matches says.</source>
        <translation>策略表的规则，最优的在前：按第一条符合的规则保留。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="170"/>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="171"/>
        <source>What the abbreviations and terms of the chart&apos;s rules mean.</source>
        <translation>策略表规则中的缩写和术语的含义。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="193"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="808"/>
        <source>Exported {path}</source>
        <translation>已导出 {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="201"/>
        <source>The chart is computed when this view is shown.</source>
        <translation>显示此视图时计算策略表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="205"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="714"/>
        <source>Basic strategy</source>
        <translation>基本策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="206"/>
        <source>At most</source>
        <translation>最多</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="209"/>
        <source>The basic strategy (every rule, no exceptions) or a shorter list for beginners</source>
        <translation>基本策略（全部规则，不含例外）或供新手使用的简短规则表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="212"/>
        <source> rules</source>
        <translation> 条规则</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="213"/>
        <source>The most rules a beginner&apos;s chart may have</source>
        <translation>新手策略表最多可含的规则数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="215"/>
        <source>Print…</source>
        <translation>打印…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="215"/>
        <source>Print the chart as a pocket card</source>
        <translation>将策略表打印为口袋卡</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="216"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="216"/>
        <source>Save the pocket card as a PDF</source>
        <translation>将口袋卡保存为 PDF</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="217"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="217"/>
        <source>Save the pocket card as a PNG image</source>
        <translation>将口袋卡保存为 PNG 图片</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="220"/>
        <source>Text…</source>
        <translation>文本…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="222"/>
        <source>Save the chart in the strategy language (vptrainer strategy eval reads it back)</source>
        <translation>以策略语言保存策略表（vptrainer strategy eval 可读回）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="230"/>
        <source>&amp;Levels</source>
        <translation>级别(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="231"/>
        <source>E&amp;xceptions</source>
        <translation>例外(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="232"/>
        <source>Other &amp;games</source>
        <translation>其他游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="233"/>
        <source>&amp;Your strategy</source>
        <translation>你的策略(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="234"/>
        <source>&amp;Turning points</source>
        <translation>转折点(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="267"/>
        <source>Rules in the chart</source>
        <translation>策略表的规则数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="320"/>
        <source>&lt;b&gt;Legend&lt;/b&gt; — {terms}</source>
        <translation>&lt;b&gt;图例&lt;/b&gt; — {terms}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="370"/>
        <source>Strategy pages</source>
        <translation>策略页面</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="371"/>
        <source>The strategy&apos;s levels, exceptions and other pages.</source>
        <translation>策略的层级、例外和其他页面。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="510"/>
        <source>This table pays nothing: there is no strategy to make.</source>
        <translation>此赔率表没有任何赔付：无需制定策略。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="515"/>
        <source>Add a game to compare with this table.</source>
        <translation>请添加一个游戏与此赔率表比较。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="523"/>
        <source>Cancelled: choose the level again to make its chart.</source>
        <translation>已取消：请重新选择级别以生成其策略表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="530"/>
        <source>Strategy calculations cancelled</source>
        <translation>策略计算已取消</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="536"/>
        <source>Open a strategy</source>
        <translation>打开策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="538"/>
        <source>Strategies (*.txt *.vps);;All files (*)</source>
        <translation>策略 (*.txt *.vps);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="559"/>
        <source>Could not make the chart of {table}: {message}</source>
        <translation>无法生成 {table} 的策略表：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="576"/>
        <source>Could not find the levels: {message}</source>
        <translation>无法找到级别：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="581"/>
        <source>Could not find the exceptions: {message}</source>
        <translation>无法找到例外：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="586"/>
        <source>Could not compare the games: {message}</source>
        <translation>无法比较游戏：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="595"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="764"/>
        <source>Searching the shorter levels…</source>
        <translation>正在搜索更简短的级别…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="598"/>
        <source>Looking for the basic strategy&apos;s exceptions…</source>
        <translation>正在查找基本策略的例外…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="601"/>
        <source>Playing each strategy on each table…</source>
        <translation>正在把每种策略用于每个赔率表…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="606"/>
        <source>Pricing {file} on {table}…</source>
        <translation>正在 {table} 上计算 {file}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="664"/>
        <source>{file}: {percent} on {table}</source>
        <translation>{file}：在 {table} 上为 {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="679"/>
        <source>Making the chart of {table}…</source>
        <translation>正在生成 {table} 的策略表…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="683"/>
        <source>Showing the chart of {shown} until the chart of {table} is ready.</source>
        <translation>在 {table} 的策略表完成前，先显示 {shown} 的策略表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="527"/>
        <source>The search for a better chart was cancelled: choose the level again to search.</source>
        <translation>已取消搜索更好的策略表：请重新选择级别以再次搜索。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="636"/>
        <source>A first chart of at most {rules} rules; a better one is being searched for (the first long chart of a table takes from seconds to a few minutes; then every level of it comes at once).</source>
        <translation>先显示最多 {rules} 条规则的初步策略表；正在搜索更好的策略表（一张赔率表的第一张长策略表需要几秒到几分钟；之后每个级别都会立即显示）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="716"/>
        <source>Best of at most {rules} rules</source>
        <translation>最多 {rules} 条规则中的最佳</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="728"/>
        <source>{level}: {rules} rules, return &lt;b&gt;{percent}&lt;/b&gt; (at worst {worst}); perfect play {optimal}; cost &lt;b&gt;{cost}&lt;/b&gt;</source>
        <translation>{level}：{rules} 条规则，回报率 &lt;b&gt;{percent}&lt;/b&gt;（最差 {worst}）；完美玩法 {optimal}；损失 &lt;b&gt;{cost}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="733"/>
        <source>{level}: {rules} rules, return &lt;b&gt;{percent}&lt;/b&gt;; perfect play {optimal}; cost &lt;b&gt;{cost}&lt;/b&gt;</source>
        <translation>{level}：{rules} 条规则，回报率 &lt;b&gt;{percent}&lt;/b&gt;；完美玩法 {optimal}；损失 &lt;b&gt;{cost}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="738"/>
        <source>Exactly {fraction}</source>
        <translation>精确值 {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="751"/>
        <source>The exceptions are found when this page is shown.</source>
        <translation>显示此页时查找例外。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="753"/>
        <source>Comparing when this page is shown.</source>
        <translation>显示此页时进行比较。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="756"/>
        <source>{file} is priced when this page is shown.</source>
        <translation>显示此页时计算 {file}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="766"/>
        <source>The levels are searched when this page is shown.</source>
        <translation>显示此页时搜索级别。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="805"/>
        <source>Export the strategy</source>
        <translation>导出策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="830"/>
        <source>Print the strategy card</source>
        <translation>打印策略卡</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="834"/>
        <source>Strategy card sent to the printer</source>
        <translation>策略卡已发送到打印机</translation>
    </message>
</context>
<context>
    <name>TurningChart</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="295"/>
        <source>No returns yet</source>
        <translation>尚无回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="299"/>
        <source>Return by meter</source>
        <translation>各奖池值下的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="301"/>
        <source>Return (%)</source>
        <translation>回报率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="344"/>
        <source>the meter</source>
        <translation>奖池</translation>
    </message>
</context>
<context>
    <name>TurningPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="85"/>
        <source>{rule} moves up above {other} (rule {number}).</source>
        <translation>{rule} 上移到 {other}（规则 {number}）之前。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="89"/>
        <source>{rule} moves back below {other} (rule {number}).</source>
        <translation>{rule} 退回到 {other}（规则 {number}）之后。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="239"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="683"/>
        <source>Exported {path}.</source>
        <translation>已导出 {path}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="245"/>
        <source>Progressive line</source>
        <translation>累积奖金牌型</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="246"/>
        <source>The pay that grows with the progressive meter</source>
        <translation>随累积奖池增长的赔付</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="247"/>
        <source>Chart</source>
        <translation>策略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="248"/>
        <source>The basic strategy</source>
        <translation>基本策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="251"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="412"/>
        <source>Your strategy: {name}</source>
        <translation>你的策略：{name}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="255"/>
        <source>The chart whose turning points are shown: the table&apos;s basic strategy, or the strategy you opened on the Your strategy page</source>
        <translation>显示其转折点的策略表：本赔率表的基本策略，或你在“你的策略”页打开的策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="259"/>
        <source>Coins a bet</source>
        <translation>每注硬币数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="260"/>
        <source>Coins bet on each hand (the meter is for this bet)</source>
        <translation>每手投注的硬币数（奖池对应此投注）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="261"/>
        <source>Denomination</source>
        <translation>面额</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="262"/>
        <source>Dollars per coin</source>
        <translation>每枚硬币的美元数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="263"/>
        <source>Meter</source>
        <translation>奖池</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="266"/>
        <source>The progressive meter to price the chart at (what ignoring each change costs there)</source>
        <translation>用于计算策略表的累积奖池值（在该值下忽略每个变化的损失）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="149"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="270"/>
        <source>Meter unit</source>
        <translation>奖池单位</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="271"/>
        <source>dollars</source>
        <translation>美元</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="272"/>
        <source>coins</source>
        <translation>硬币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="273"/>
        <source>Returns at the meter</source>
        <translation>该奖池下的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="163"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="274"/>
        <source>Turning points</source>
        <translation>转折点</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="150"/>
        <source>Whether the meter is typed in dollars or in coins</source>
        <translation>奖池以美元还是以硬币输入</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="165"/>
        <source>Each strategy change as the line grows: the meter where it moves and what ignoring it costs at the meter typed.</source>
        <translation>随着奖项增长出现的每个策略变化：发生变化时的奖池，以及在所输入奖池下忽略它的代价。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="277"/>
        <source>Coins</source>
        <translation>硬币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="278"/>
        <source>Dollars</source>
        <translation>美元</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="279"/>
        <source>Move</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="280"/>
        <source>Hands</source>
        <translation>手数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="281"/>
        <source>Cost</source>
        <translation>损失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="284"/>
        <source>Return by meter</source>
        <translation>各奖池值下的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="288"/>
        <source>Print guide…</source>
        <translation>打印指南…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="289"/>
        <source>Print the turning points as a pocket guide</source>
        <translation>将转折点打印为口袋指南</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="291"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="291"/>
        <source>Save the pocket guide as a PDF</source>
        <translation>将口袋指南保存为 PDF</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="292"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="292"/>
        <source>Save the pocket guide as a PNG image</source>
        <translation>将口袋指南保存为 PNG 图片</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="300"/>
        <source>&amp;Denomination</source>
        <translation>面额(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="301"/>
        <source>&amp;Line</source>
        <translation>牌型(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="302"/>
        <source>C&amp;hart</source>
        <translation>策略表(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="303"/>
        <source>&amp;Meter</source>
        <translation>奖池(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="304"/>
        <source>C&amp;oins</source>
        <translation>硬币(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="396"/>
        <source>The turning points of {table} are found when this page is shown.</source>
        <translation>显示此页时查找 {table} 的转折点。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="419"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="482"/>
        <source>Finding the turning points…</source>
        <translation>正在查找转折点…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="479"/>
        <source>The returns along the meter come with the turning points.</source>
        <translation>奖池各值下的回报率会随转折点一起给出。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="488"/>
        <source>Could not find the turning points: {message}</source>
        <translation>无法找到转折点：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="495"/>
        <source>Could not compute the returns: {message}</source>
        <translation>无法计算回报率：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="499"/>
        <source>Computing the returns along the meter…</source>
        <translation>正在计算奖池各值下的回报率…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="573"/>
        <source>Exactly {pay} per coin of the {line}.</source>
        <translation>{line} 恰为每枚硬币 {pay}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="583"/>
        <source>Deals the chart plays by the rule passed that the moving one fits too.</source>
        <translation>策略表按被超越的规则来玩、且移动的规则也适用的发牌。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="590"/>
        <source>Playing the chart unchanged on these deals costs {percent} of the return at this meter.</source>
        <translation>在这些发牌上不改变策略表会损失此奖池下回报率的 {percent}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="594"/>
        <source>Ignoring this change costs nothing at this meter.</source>
        <translation>在此奖池下忽略这个变化没有损失。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="611"/>
        <source>{coins} coins ({dollars}, {pay} per coin)</source>
        <translation>{coins} 枚硬币（{dollars}，每枚 {pay}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="617"/>
        <source>The meter of {meter} is outside the range looked at: from {low} to {high} coins.</source>
        <translation>奖池 {meter} 超出了考察范围：{low} 至 {high} 枚硬币。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="620"/>
        <source>No line of the chart moves between {low} and {high} coins.</source>
        <translation>在 {low} 至 {high} 枚硬币之间，策略表的任何一行都不变。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/turning.py" line="625"/>
        <source>At a meter of {meter}: {due} of the %n changes due (highlighted).</source>
        <translation>
            <numerusform>奖池为 {meter} 时：%n 个变化中已有 {due} 个生效（已突出显示）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/turning.py" line="631"/>
        <source>At a meter of {meter}: none of the %n changes due yet.</source>
        <translation>
            <numerusform>奖池为 {meter} 时：%n 个变化都尚未生效。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="635"/>
        <source>{sentence} Pricing the chart at this meter…</source>
        <translation>{sentence}正在按此奖池计算策略表…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="637"/>
        <source>{sentence} The chart returns {chart}, with the changes due {guide}, and perfect play {optimal}.</source>
        <translation>{sentence}策略表回报率 {chart}，采用已生效的变化为 {guide}，完美玩法为 {optimal}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="658"/>
        <source>The chart as it is</source>
        <translation>原样的策略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="659"/>
        <source>With the changes due</source>
        <translation>采用已生效的变化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="660"/>
        <source>Perfect play</source>
        <translation>完美玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="662"/>
        <source>{line} meter (coins for a {coins}-coin bet)</source>
        <translation>{line} 奖池（硬币，每注 {coins} 枚）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="680"/>
        <source>Export the turning-point guide</source>
        <translation>导出转折点指南</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="701"/>
        <source>Print the turning-point guide</source>
        <translation>打印转折点指南</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="705"/>
        <source>The turning-point guide was sent to the printer.</source>
        <translation>转折点指南已发送到打印机。</translation>
    </message>
</context>
<context>
    <name>card</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="66"/>
        <source>Otherwise: {rule}</source>
        <translation>否则：{rule}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="93"/>
        <source>Basic strategy</source>
        <translation>基本策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="94"/>
        <source>Simple strategy</source>
        <translation>简单策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="130"/>
        <source>{title}: {rules} rules, best first. Hold the cards of the first rule your hand fits.</source>
        <translation>{title}：{rules} 条规则，从优到劣。保留你的手牌符合的第一条规则中的牌。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="134"/>
        <source>Return &lt;b&gt;{percent}&lt;/b&gt; with this card; {optimal} with perfect play. Priced exactly by vptrainer.</source>
        <translation>使用此卡回报率 &lt;b&gt;{percent}&lt;/b&gt;；完美玩法 {optimal}。由 vptrainer 精确计算。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="176"/>
        <source>Pocket card</source>
        <translation>口袋卡</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="203"/>
        <source>the card could not be drawn as PDF</source>
        <translation>无法将卡片绘制为 PDF</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="265"/>
        <source>the card could not be encoded as PNG</source>
        <translation>无法将卡片编码为 PNG</translation>
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
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="21"/>
        <source>Strategy text (*.txt)</source>
        <translation>策略文本 (*.txt)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="41"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="42"/>
        <source>Could not write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
</context>
<context>
    <name>strategy</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="67"/>
        <source>never</source>
        <extracomment>the other games offered first, by the kind of wild card of the table on screen</extracomment>
        <translation>从不</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="68"/>
        <source>1 in {count}</source>
        <translation>{count} 次中 1 次</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="522"/>
        <source>The strategy of {strategy} on {table}: {percent} (perfect play {optimal}); {deals} deals played differently</source>
        <translation>{strategy} 的策略用于 {table}：{percent}（完美玩法 {optimal}）；{deals} 种发牌的玩法不同</translation>
    </message>
</context>
</TS>
