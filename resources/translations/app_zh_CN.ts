<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CardGrid</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="326"/>
        <source>The second joker ({code})</source>
        <translation>第二张鬼牌（{code}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="339"/>
        <source>The joker ({code})</source>
        <translation>鬼牌（{code}）</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="73"/>
        <source>Click or press {key} to hold or release this card</source>
        <translation>单击或按 {key} 保留或放弃这张牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="126"/>
        <source>held</source>
        <translation>已保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="126"/>
        <source>wild</source>
        <translation>百搭</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="162"/>
        <source>HELD</source>
        <translation>保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="252"/>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="289"/>
        <source>WILD</source>
        <translation>百搭</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="284"/>
        <source>JOKER</source>
        <translation>鬼牌</translation>
    </message>
</context>
<context>
    <name>ChartDataDialog</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="90"/>
        <source>The figures the chart draws, one row per point.</source>
        <translation>图表所绘制的数据，每个点一行。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="95"/>
        <source>Close the table and go back to the chart.</source>
        <translation>关闭表格并返回图表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="103"/>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="104"/>
        <source>Data of the chart {title}</source>
        <translation>图表 {title} 的数据</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="109"/>
        <source>{title}: %n row.</source>
        <translation>
            <numerusform>{title}：%n 行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="111"/>
        <source>{title}: %n rows.</source>
        <translation>
            <numerusform>{title}：%n 行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="114"/>
        <source>{title}: no data is shown yet.</source>
        <translation>{title}：尚未显示数据。</translation>
    </message>
</context>
<context>
    <name>FirstStartPointer</name>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="97"/>
        <source>Open Practice</source>
        <translation>打开练习</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="99"/>
        <source>Open the Practice view: play hands and have each hold graded</source>
        <translation>打开练习视图：打牌并为每次保留评分</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="101"/>
        <source>Got it</source>
        <translation>知道了</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="103"/>
        <source>Hide this welcome note (it is shown on the first start only)</source>
        <translation>隐藏此欢迎提示（仅在首次启动时显示）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="110"/>
        <source>Settings: {problem}.</source>
        <translation>设置：{problem}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="360"/>
        <source>Settings: the theme “{value}” is not one this app knows; the system’s colours are used (View &gt; Theme).</source>
        <translation>设置：本应用不认识主题“{value}”，使用系统的配色（视图 &gt; 主题）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="360"/>
        <source>Settings: the language “{value}” is not one this app knows; the system’s language is used (View &gt; Language).</source>
        <translation>设置：本应用不认识语言“{value}”，使用系统的语言（视图 &gt; 语言）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="131"/>
        <source>Views</source>
        <translation>视图</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="133"/>
        <source>Analyze, Practice, Bankroll and Strategy: Control+1 to Control+4 switch between them.</source>
        <translation>分析、练习、资金管理和策略：用 Control+1 到 Control+4 切换。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="182"/>
        <source>Preparing engine…</source>
        <translation>正在准备计算引擎…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="192"/>
        <source>{progress}: a one-time wait of about {estimate}; later starts load it from the cache</source>
        <translation>{progress}：仅此一次，约需 {estimate}；以后启动时将从缓存加载</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="321"/>
        <source>Practice mode is not available in this build.</source>
        <translation>此版本不提供练习模式。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="349"/>
        <source>Could not open {table}: {why} ({fallback} is open instead).</source>
        <translation>无法打开 {table}：{why}（已改为打开 {fallback}）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="352"/>
        <source>Could not open the last table, {table}: {why} ({fallback} is open instead).</source>
        <translation>无法打开上次的赔率表 {table}：{why}（已改为打开 {fallback}）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="380"/>
        <source>Analyze</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="381"/>
        <source>Practice</source>
        <translation>练习</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="382"/>
        <source>Bankroll</source>
        <translation>资金管理</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="383"/>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="422"/>
        <source>&amp;New table</source>
        <translation>新建赔率表(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="426"/>
        <source>Start a new pay table</source>
        <translation>新建一张赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="429"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="433"/>
        <source>Open a pay table file (TOML)</source>
        <translation>打开赔率表文件（TOML）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="436"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="440"/>
        <source>Save the pay table</source>
        <translation>保存赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="443"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="447"/>
        <source>Save the pay table to a new file</source>
        <translation>将赔率表保存到新文件</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="450"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="453"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="456"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="460"/>
        <source>&amp;Copy results</source>
        <translation>复制结果(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="464"/>
        <source>Copy the results, tab-separated</source>
        <translation>复制结果（制表符分隔）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="467"/>
        <source>&amp;Recalculate</source>
        <translation>重新计算(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="471"/>
        <source>Analyse the table again</source>
        <translation>重新分析赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="474"/>
        <source>&amp;Cancel calculation</source>
        <translation>取消计算(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="478"/>
        <source>Stop the running calculation</source>
        <translation>停止正在进行的计算</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="481"/>
        <source>&amp;Analyze</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="484"/>
        <location filename="../../vptrainer/gui/main_window.py" line="545"/>
        <source>&amp;Practice</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="487"/>
        <source>&amp;Bankroll</source>
        <translation>资金管理(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="490"/>
        <source>&amp;Strategy</source>
        <translation>策略(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="493"/>
        <source>&amp;About vptrainer</source>
        <translation>关于 vptrainer(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="496"/>
        <source>&amp;User guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="500"/>
        <source>How to use vptrainer</source>
        <translation>如何使用 vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="503"/>
        <source>&amp;Glossary</source>
        <translation>术语表(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="507"/>
        <source>EV, variance, penalty card, tied best hold, seed and other terms</source>
        <translation>EV、方差、惩罚牌、并列最佳保留、随机种子等术语</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="514"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="517"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="524"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="530"/>
        <source>Results as CSV…</source>
        <translation>结果导出为 CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="532"/>
        <source>Results as JSON…</source>
        <translation>结果导出为 JSON…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="537"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="542"/>
        <source>&amp;Calculate</source>
        <translation>计算(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="548"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="563"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="578"/>
        <source>Exported {path}</source>
        <translation>已导出 {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="590"/>
        <source>{chart} as {format}…</source>
        <translation>{chart}（{format}）…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="594"/>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="608"/>
        <source>{table}[*] — {source} — vptrainer</source>
        <translation>{table}[*] — {source} — vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="658"/>
        <source>About vptrainer</source>
        <translation>关于 vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="660"/>
        <source>Exact video poker analysis and a trainer that grades every hold.</source>
        <translation>精确的视频扑克分析，以及为每次保留打分的训练器。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="662"/>
        <source>Returns are computed exactly by integer counting over every deal and draw.</source>
        <translation>回报率通过对每一手发牌和换牌进行整数计数精确算出。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="664"/>
        <source>Licence: MIT.</source>
        <translation>许可证：MIT。</translation>
    </message>
</context>
<context>
    <name>PlotChart</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="117"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="118"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="119"/>
        <source>CSV data (*.csv)</source>
        <translation>CSV 数据 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="156"/>
        <source>Export chart as PNG…</source>
        <translation>将图表导出为 PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="157"/>
        <source>Export chart as SVG…</source>
        <translation>将图表导出为 SVG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="158"/>
        <source>Export data as CSV…</source>
        <translation>将数据导出为 CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="159"/>
        <source>Show data as a table…</source>
        <translation>以表格显示数据…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="163"/>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="188"/>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="236"/>
        <source>Chart: {title}</source>
        <translation>图表：{title}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="253"/>
        <source>the chart could not be drawn</source>
        <translation>无法绘制图表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="258"/>
        <source>the image could not be encoded as PNG</source>
        <translation>无法将图像编码为 PNG</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="267"/>
        <source>the chart could not be drawn as SVG</source>
        <translation>无法将图表绘制为 SVG</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="274"/>
        <source>the chart has no data to export yet</source>
        <translation>图表还没有可导出的数据</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="309"/>
        <source>Export {chart}</source>
        <translation>导出 {chart}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="326"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="327"/>
        <source>Could not write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
</context>
<context>
    <name>ProblemNotice</name>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="42"/>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>ProgressStrip</name>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="16"/>
        <source>calculation</source>
        <translation>计算</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="17"/>
        <source>history</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="18"/>
        <source>strategy chart</source>
        <translation>策略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="19"/>
        <source>close calls</source>
        <translation>难分高下的选择</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="20"/>
        <source>analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="21"/>
        <source>royal sweep</source>
        <translation>皇家同花顺扫描</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="22"/>
        <source>table</source>
        <translation>赔付表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="23"/>
        <source>return at each bet</source>
        <translation>各投注额的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="24"/>
        <source>chart</source>
        <translation>策略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="25"/>
        <source>levels</source>
        <translation>层级</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="26"/>
        <source>exceptions</source>
        <translation>例外</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="27"/>
        <source>other games</source>
        <translation>其他游戏</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="28"/>
        <source>your strategy</source>
        <translation>您的策略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="29"/>
        <source>round&apos;s outcomes</source>
        <translation>一轮的结果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="30"/>
        <source>long-run risk</source>
        <translation>长期风险</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="31"/>
        <source>session odds</source>
        <translation>单场概率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="32"/>
        <source>session results</source>
        <translation>单场结果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="33"/>
        <source>comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="34"/>
        <source>turning points</source>
        <translation>转折点</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="35"/>
        <source>returns along the meter</source>
        <translation>奖池各值下的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="38"/>
        <source>returns at the meter</source>
        <translation>当前奖池下的回报率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="39"/>
        <source>printable guide</source>
        <translation>可打印指南</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="40"/>
        <source>hand values</source>
        <translation>手牌的价值</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="41"/>
        <source>feature game</source>
        <translation>特色玩法</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="42"/>
        <source>rising meter</source>
        <translation>上涨的奖池</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="43"/>
        <source>feature game solve</source>
        <translation>特色玩法求解</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="102"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="103"/>
        <source>Stop the calculations of this view</source>
        <translation>停止此视图的计算</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="118"/>
        <source>Computing {jobs}…</source>
        <translation>正在计算{jobs}…</translation>
    </message>
</context>
<context>
    <name>RankedHoldsModel</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="45"/>
        <source>★ best</source>
        <extracomment>Row marks, English here (tests and other views read them), translated when shown.</extracomment>
        <translation>★ 最佳</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="46"/>
        <source>◀ yours</source>
        <translation>◀ 你的</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="70"/>
        <source>Hold</source>
        <translation>保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="71"/>
        <source>EV / coin</source>
        <translation>EV / 币</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="72"/>
        <source>vs best</source>
        <translation>与最佳相比</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="73"/>
        <source>Cost (coins)</source>
        <translation>损失（币）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="133"/>
        <source>Cost (%n coin)</source>
        <translation>
            <numerusform>损失（%n 币）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="134"/>
        <source>Cost (%n coins)</source>
        <translation>
            <numerusform>损失（%n 币）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="138"/>
        <source>Rank (tied holds share a rank)</source>
        <translation>排名（并列的保留共享名次）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="139"/>
        <source>The cards kept</source>
        <translation>保留的牌</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="140"/>
        <source>Expected pay per coin bet, over every possible draw</source>
        <translation>每投注一币的期望赔付（遍历所有可能的换牌）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="141"/>
        <source>EV given up per coin compared with the best hold</source>
        <translation>与最佳保留相比每币损失的 EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="142"/>
        <source>EV given up in coins at the current bet</source>
        <translation>当前投注下损失的 EV（币）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="185"/>
        <source>other hold</source>
        <translation>其他保留</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="192"/>
        <source>EV per coin: {ev}&lt;br&gt;exactly {numerator}/{denominator}</source>
        <translation>每币 EV：{ev}&lt;br&gt;精确值 {numerator}/{denominator}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="195"/>
        <source>%n possible draws:</source>
        <translation>
            <numerusform>%n 种可能的换牌：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankedHoldsView</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="272"/>
        <source>Holds ranked by expected value</source>
        <translation>按期望值排序的保留方式</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="273"/>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="302"/>
        <source>No hand yet.</source>
        <translation>还没有手牌。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="304"/>
        <source>%n holds, best first</source>
        <translation>
            <numerusform>%n 种保留，最佳在前</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="205"/>
        <source>it is too large: {why}</source>
        <translation>文件过大：{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="214"/>
        <source>{why}; the default settings are used</source>
        <translation>{why}；将使用默认设置</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="219"/>
        <source>the settings file {why}</source>
        <translation>设置文件 {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="239"/>
        <source>the settings could not be read ({why}); the defaults are used and it stays in {path}</source>
        <translation>无法读取设置（{why}）；将使用默认设置，原文件保留在 {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="246"/>
        <source>the settings could not be read ({why}); the defaults are used and it was kept as {path}</source>
        <translation>无法读取设置（{why}）；将使用默认设置，原文件已另存为 {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="309"/>
        <source>the settings cannot be saved: {why}</source>
        <translation>无法保存设置：{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="314"/>
        <source>the settings cannot be saved to {path} ({why})</source>
        <translation>无法将设置保存到 {path}（{why}）</translation>
    </message>
</context>
<context>
    <name>TableChooser</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="112"/>
        <source>Your tables</source>
        <translation>你的赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="121"/>
        <source>Table being edited (Analyze view)</source>
        <translation>正在编辑的赔率表（分析视图）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="124"/>
        <source>The pay table open in the Analyze view: chosen here, practice follows its edits</source>
        <translation>分析视图中打开的赔率表：在此选择后，练习会跟随其修改</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131"/>
        <source>Open file…</source>
        <translation>打开文件…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131"/>
        <source>Practise on a pay table file (TOML)</source>
        <translation>使用赔率表文件（TOML）练习</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="222"/>
        <source>Cannot open the pay table</source>
        <translation>无法打开赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="236"/>
        <source>Table being edited: {table}</source>
        <translation>正在编辑的赔率表：{table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="256"/>
        <source>from the history</source>
        <translation>来自历史记录</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="284"/>
        <source>Could not open the practice table {table}: {why} ({default} instead).</source>
        <translation>无法打开练习用赔率表 {table}：{why}（改用 {default}）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="326"/>
        <source>Practise on a pay table</source>
        <translation>使用赔率表练习</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="51"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="52"/>
        <source>“{table}” has changes that are not saved. Save them?</source>
        <translation>“{table}”有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="73"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="89"/>
        <source>Open pay table</source>
        <translation>打开赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="101"/>
        <source>Cannot open the pay table</source>
        <translation>无法打开赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="112"/>
        <source>No recent files</source>
        <translation>没有最近的文件</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="120"/>
        <source>Clear list</source>
        <translation>清除列表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="134"/>
        <source>Save pay table</source>
        <translation>保存赔率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="153"/>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="154"/>
        <source>Could not save {path}: {reason}</source>
        <translation>无法保存 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="161"/>
        <source>Saved {path}</source>
        <translation>已保存 {path}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="170"/>
        <source>Nothing to export</source>
        <translation>没有可导出的内容</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="172"/>
        <source>The results are not up to date with the table yet (or the calculation failed); export them once they are.</source>
        <translation>结果尚未与赔率表同步（或计算失败）；请在结果更新后再导出。</translation>
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
        <translation>导出结果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="195"/>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="196"/>
        <source>Could not write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="199"/>
        <source>Exported {path}</source>
        <translation>已导出 {path}</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="27"/>
        <source>&amp;System</source>
        <translation>系统(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="28"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="29"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="37"/>
        <source>Follow the desktop&apos;s colours</source>
        <translation>跟随桌面的配色</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="38"/>
        <source>Dark text on light backgrounds</source>
        <translation>浅色背景上的深色文字</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="39"/>
        <source>Light text on dark backgrounds</source>
        <translation>深色背景上的浅色文字</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="204"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
</context>
<context>
    <name>accessibility</name>
    <message>
        <location filename="../../vptrainer/gui/accessibility.py" line="26"/>
        <source>{name}: the Left and Right arrow keys choose a page. {description}</source>
        <translation>{name}：用左右方向键选择页面。{description}</translation>
    </message>
</context>
<context>
    <name>chart_data</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="44"/>
        <source>No data is shown yet.</source>
        <translation>尚未显示数据。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="47"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="48"/>
        <source>{column}: {value}</source>
        <translation>{column}：{value}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="56"/>
        <source>. </source>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="58"/>
        <source>{figures}. And 1 more row: press Enter on the chart to read them all as a table.</source>
        <translation>{figures}。还有 1 行：在图表上按 Enter 以表格形式阅读全部数据。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="63"/>
        <source>{figures}. And {count} more rows: press Enter on the chart to read them all as a table.</source>
        <translation>{figures}。还有 {count} 行：在图表上按 Enter 以表格形式阅读全部数据。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="69"/>
        <source>{figures}. Press Enter on the chart to read the figures as a table.</source>
        <translation>{figures}。在图表上按 Enter 以表格形式阅读数据。</translation>
    </message>
</context>
<context>
    <name>file_prompts</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="22"/>
        <source>Replace a read-only file?</source>
        <translation>替换只读文件？</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="23"/>
        <source>{path} is read-only. Replace it anyway?

It keeps its read-only permissions.</source>
        <translation>{path} 是只读文件。仍要替换吗？

它会保留只读权限。</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="17"/>
        <source>vptrainer user guide</source>
        <extracomment>The help pages: object name of the dialog, window title, file in ``resources/help``. The title is English here, translated when shown (context ``help``).</extracomment>
        <translation>vptrainer 用户指南</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="18"/>
        <source>vptrainer glossary</source>
        <translation>vptrainer 术语表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="20"/>
        <source>Welcome! Here is the exact return of a pay table. Play and be graded on every hold in Practice (Ctrl+2); learn a table&apos;s holds from its strategy chart in the Strategy tab (Ctrl+4). Help has a user guide and a glossary.</source>
        <translation>欢迎！这里是一张赔率表的精确回报率。在“练习”（Ctrl+2）中打牌，每次保留都会得到评分；在“策略”标签页（Ctrl+4）中通过策略表学习该赔率表的保留方法。“帮助”中有用户指南和术语表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="47"/>
        <source>The help page {file} is missing from this installation.</source>
        <translation>此安装中缺少帮助页面 {file}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="66"/>
        <source>The help text; Tab moves between its links.</source>
        <translation>帮助文本；按 Tab 在链接间移动。</translation>
    </message>
</context>
<context>
    <name>i18n</name>
    <message>
        <location filename="../../vptrainer/gui/i18n/__init__.py" line="49"/>
        <source>{value}%</source>
        <translation>{value}%</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/i18n/__init__.py" line="55"/>
        <source>${value}</source>
        <translation>${value}</translation>
    </message>
</context>
<context>
    <name>ranked_holds</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="56"/>
        <source>discard all</source>
        <translation>全部换掉</translation>
    </message>
</context>
<context>
    <name>table_chooser</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="37"/>
        <source>Pay tables (*.toml);;All files (*)</source>
        <translation>赔率表 (*.toml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="66"/>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
</TS>
