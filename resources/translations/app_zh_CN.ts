<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>CardGrid</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/cards.py" line="326" />
            <source>The second joker ({code})</source>
            <translation>第二张鬼牌（{code}）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/cards.py" line="339" />
            <source>The joker ({code})</source>
            <translation>鬼牌（{code}）</translation>
        </message>
    </context>
    <context>
        <name>CardWidget</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/cards.py" line="73" />
            <source>Click or press {key} to hold or release this card</source>
            <translation>单击或按 {key} 保留或放弃这张牌</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/cards.py" line="126" />
            <source>held</source>
            <translation>已保留</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/cards.py" line="126" />
            <source>wild</source>
            <translation>百搭</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/cards.py" line="162" />
            <source>HELD</source>
            <translation>保留</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/cards.py" line="252" />
            <location filename="../../vptrainer/gui/widgets/cards.py" line="289" />
            <source>WILD</source>
            <translation>百搭</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/cards.py" line="284" />
            <source>JOKER</source>
            <translation>鬼牌</translation>
        </message>
    </context>
    <context>
        <name>ChartDataDialog</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="90" />
            <source>The figures the chart draws, one row per point.</source>
            <translation>图表所绘制的数据，每个点一行。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="95" />
            <source>Close the table and go back to the chart.</source>
            <translation>关闭表格并返回图表。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="103" />
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="104" />
            <source>Data of the chart {title}</source>
            <translation>图表 {title} 的数据</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="109" />
            <source>{title}: %n row.</source>
            <translation>
                <numerusform>{title}：%n 行。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="111" />
            <source>{title}: %n rows.</source>
            <translation>
                <numerusform>{title}：%n 行。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="114" />
            <source>{title}: no data is shown yet.</source>
            <translation>{title}：尚未显示数据。</translation>
        </message>
    </context>
    <context>
        <name>FirstStartPointer</name>
        <message>
            <location filename="../../vptrainer/gui/notices.py" line="97" />
            <source>Open Practice</source>
            <translation>打开练习</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/notices.py" line="99" />
            <source>Open the Practice view: play hands and have each hold graded</source>
            <translation>打开练习视图：打牌并为每次保留评分</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/notices.py" line="101" />
            <source>Got it</source>
            <translation>知道了</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/notices.py" line="103" />
            <source>Hide this welcome note (it is shown on the first start only)</source>
            <translation>隐藏此欢迎提示（仅在首次启动时显示）</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="109" />
            <source>Settings: {problem}.</source>
            <translation>设置：{problem}。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="129" />
            <source>Views</source>
            <translation>视图</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="131" />
            <source>Analyze, Practice, Bankroll and Strategy: Control+1 to Control+4 switch between them.</source>
            <translation>分析、练习、资金管理和策略：用 Control+1 到 Control+4 切换。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="180" />
            <source>Preparing engine…</source>
            <translation>正在准备计算引擎…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="190" />
            <source>{progress}: a one-time wait of about {estimate}; later starts load it from the cache</source>
            <translation>{progress}：仅此一次，约需 {estimate}；以后启动时将从缓存加载</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="319" />
            <source>Practice mode is not available in this build.</source>
            <translation>此版本不提供练习模式。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="347" />
            <source>Could not open {table}: {why} ({fallback} is open instead).</source>
            <translation>无法打开 {table}：{why}（已改为打开 {fallback}）。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="350" />
            <source>Could not open the last table, {table}: {why} ({fallback} is open instead).</source>
            <translation>无法打开上次的赔率表 {table}：{why}（已改为打开 {fallback}）。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="378" />
            <source>Analyze</source>
            <translation>分析</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="379" />
            <source>Practice</source>
            <translation>练习</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="380" />
            <source>Bankroll</source>
            <translation>资金管理</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="381" />
            <source>Strategy</source>
            <translation>策略</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="420" />
            <source>&amp;New table</source>
            <translation>新建赔率表(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="424" />
            <source>Start a new pay table</source>
            <translation>新建一张赔率表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="427" />
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="431" />
            <source>Open a pay table file (TOML)</source>
            <translation>打开赔率表文件（TOML）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="434" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="438" />
            <source>Save the pay table</source>
            <translation>保存赔率表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="441" />
            <source>Save &amp;As…</source>
            <translation>另存为(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="445" />
            <source>Save the pay table to a new file</source>
            <translation>将赔率表保存到新文件</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="448" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="451" />
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="454" />
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="458" />
            <source>&amp;Copy results</source>
            <translation>复制结果(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="462" />
            <source>Copy the results, tab-separated</source>
            <translation>复制结果（制表符分隔）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="465" />
            <source>&amp;Recalculate</source>
            <translation>重新计算(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="469" />
            <source>Analyse the table again</source>
            <translation>重新分析赔率表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="472" />
            <source>&amp;Cancel calculation</source>
            <translation>取消计算(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="476" />
            <source>Stop the running calculation</source>
            <translation>停止正在进行的计算</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="479" />
            <source>&amp;Analyze</source>
            <translation>分析(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="482" />
            <location filename="../../vptrainer/gui/main_window.py" line="543" />
            <source>&amp;Practice</source>
            <translation>练习(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="485" />
            <source>&amp;Bankroll</source>
            <translation>资金管理(&amp;B)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="488" />
            <source>&amp;Strategy</source>
            <translation>策略(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="491" />
            <source>&amp;About vptrainer</source>
            <translation>关于 vptrainer(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="494" />
            <source>&amp;User guide</source>
            <translation>用户指南(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="498" />
            <source>How to use vptrainer</source>
            <translation>如何使用 vptrainer</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="501" />
            <source>&amp;Glossary</source>
            <translation>术语表(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="505" />
            <source>EV, variance, penalty card, tied best hold, seed and other terms</source>
            <translation>EV、方差、惩罚牌、并列最佳保留、随机种子等术语</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="512" />
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="515" />
            <source>Open &amp;Recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="522" />
            <source>&amp;Export</source>
            <translation>导出(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="528" />
            <source>Results as CSV…</source>
            <translation>结果导出为 CSV…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="530" />
            <source>Results as JSON…</source>
            <translation>结果导出为 JSON…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="535" />
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="540" />
            <source>&amp;Calculate</source>
            <translation>计算(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="546" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="558" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="573" />
            <source>Exported {path}</source>
            <translation>已导出 {path}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="585" />
            <source>{chart} as {format}…</source>
            <translation>{chart}（{format}）…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="589" />
            <source>Main toolbar</source>
            <translation>主工具栏</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="603" />
            <source>{table}[*] — {source} — vptrainer</source>
            <translation>{table}[*] — {source} — vptrainer</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="636" />
            <source>About vptrainer</source>
            <translation>关于 vptrainer</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="638" />
            <source>Exact video poker analysis and a trainer that grades every hold.</source>
            <translation>精确的视频扑克分析，以及为每次保留打分的训练器。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="640" />
            <source>Returns are computed exactly by integer counting over every deal and draw.</source>
            <translation>回报率通过对每一手发牌和换牌进行整数计数精确算出。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/main_window.py" line="642" />
            <source>Licence: MIT.</source>
            <translation>许可证：MIT。</translation>
        </message>
    </context>
    <context>
        <name>PlotChart</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="117" />
            <source>PNG image (*.png)</source>
            <translation>PNG 图像 (*.png)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="118" />
            <source>SVG drawing (*.svg)</source>
            <translation>SVG 矢量图 (*.svg)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="119" />
            <source>CSV data (*.csv)</source>
            <translation>CSV 数据 (*.csv)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="156" />
            <source>Export chart as PNG…</source>
            <translation>将图表导出为 PNG…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="157" />
            <source>Export chart as SVG…</source>
            <translation>将图表导出为 SVG…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="158" />
            <source>Export data as CSV…</source>
            <translation>将数据导出为 CSV…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="159" />
            <source>Show data as a table…</source>
            <translation>以表格显示数据…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="163" />
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="188" />
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="236" />
            <source>Chart: {title}</source>
            <translation>图表：{title}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="253" />
            <source>the chart could not be drawn</source>
            <translation>无法绘制图表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="258" />
            <source>the image could not be encoded as PNG</source>
            <translation>无法将图像编码为 PNG</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="267" />
            <source>the chart could not be drawn as SVG</source>
            <translation>无法将图表绘制为 SVG</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="274" />
            <source>the chart has no data to export yet</source>
            <translation>图表还没有可导出的数据</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="309" />
            <source>Export {chart}</source>
            <translation>导出 {chart}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="326" />
            <source>Export failed</source>
            <translation>导出失败</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="327" />
            <source>Could not write {path}: {reason}</source>
            <translation>无法写入 {path}：{reason}</translation>
        </message>
    </context>
    <context>
        <name>ProblemNotice</name>
        <message>
            <location filename="../../vptrainer/gui/notices.py" line="42" />
            <source>Dismiss</source>
            <translation>关闭</translation>
        </message>
    </context>
    <context>
        <name>RankedHoldsModel</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="44" />
            <source>★ best</source>
            <extracomment>Row marks, English here (tests and other views read them), translated when shown.</extracomment>
            <translation>★ 最佳</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="45" />
            <source>◀ yours</source>
            <translation>◀ 你的</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="69" />
            <source>Hold</source>
            <translation>保留</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="70" />
            <source>EV / coin</source>
            <translation>EV / 币</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="71" />
            <source>vs best</source>
            <translation>与最佳相比</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="72" />
            <source>Cost (coins)</source>
            <translation>损失（币）</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="132" />
            <source>Cost (%n coin)</source>
            <translation>
                <numerusform>损失（%n 币）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="133" />
            <source>Cost (%n coins)</source>
            <translation>
                <numerusform>损失（%n 币）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="137" />
            <source>Rank (tied holds share a rank)</source>
            <translation>排名（并列的保留共享名次）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="138" />
            <source>The cards kept</source>
            <translation>保留的牌</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="139" />
            <source>Expected pay per coin bet, over every possible draw</source>
            <translation>每投注一币的期望赔付（遍历所有可能的换牌）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="140" />
            <source>EV given up per coin compared with the best hold</source>
            <translation>与最佳保留相比每币损失的 EV</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="141" />
            <source>EV given up in coins at the current bet</source>
            <translation>当前投注下损失的 EV（币）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="184" />
            <source>other hold</source>
            <translation>其他保留</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="191" />
            <source>EV per coin: {ev}&lt;br&gt;exactly {numerator}/{denominator}</source>
            <translation>每币 EV：{ev}&lt;br&gt;精确值 {numerator}/{denominator}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="194" />
            <source>%n possible draws:</source>
            <translation>
                <numerusform>%n 种可能的换牌：</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RankedHoldsView</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="271" />
            <source>Holds ranked by expected value</source>
            <translation>按期望值排序的保留方式</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="272" />
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="301" />
            <source>No hand yet.</source>
            <translation>还没有手牌。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="303" />
            <source>%n holds, best first</source>
            <translation>
                <numerusform>%n 种保留，最佳在前</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <location filename="../../vptrainer/gui/settings.py" line="204" />
            <source>it is too large: {why}</source>
            <translation>文件过大：{why}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/settings.py" line="213" />
            <source>{why}; the default settings are used</source>
            <translation>{why}；将使用默认设置</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/settings.py" line="218" />
            <source>the settings file {why}</source>
            <translation>设置文件 {why}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/settings.py" line="238" />
            <source>the settings could not be read ({why}); the defaults are used and it stays in {path}</source>
            <translation>无法读取设置（{why}）；将使用默认设置，原文件保留在 {path}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/settings.py" line="245" />
            <source>the settings could not be read ({why}); the defaults are used and it was kept as {path}</source>
            <translation>无法读取设置（{why}）；将使用默认设置，原文件已另存为 {path}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/settings.py" line="308" />
            <source>the settings cannot be saved: {why}</source>
            <translation>无法保存设置：{why}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/settings.py" line="313" />
            <source>the settings cannot be saved to {path} ({why})</source>
            <translation>无法将设置保存到 {path}（{why}）</translation>
        </message>
    </context>
    <context>
        <name>TableChooser</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="112" />
            <source>Your tables</source>
            <translation>你的赔率表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="121" />
            <source>Table being edited (Analyze view)</source>
            <translation>正在编辑的赔率表（分析视图）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="124" />
            <source>The pay table open in the Analyze view: chosen here, practice follows its edits</source>
            <translation>分析视图中打开的赔率表：在此选择后，练习会跟随其修改</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131" />
            <source>Open file…</source>
            <translation>打开文件…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131" />
            <source>Practise on a pay table file (TOML)</source>
            <translation>使用赔率表文件（TOML）练习</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="222" />
            <source>Cannot open the pay table</source>
            <translation>无法打开赔率表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="236" />
            <source>Table being edited: {table}</source>
            <translation>正在编辑的赔率表：{table}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="256" />
            <source>from the history</source>
            <translation>来自历史记录</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="284" />
            <source>Could not open the practice table {table}: {why} ({default} instead).</source>
            <translation>无法打开练习用赔率表 {table}：{why}（改用 {default}）。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="326" />
            <source>Practise on a pay table</source>
            <translation>使用赔率表练习</translation>
        </message>
    </context>
    <context>
        <name>TableWindow</name>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="50" />
            <source>Unsaved changes</source>
            <translation>未保存的更改</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="51" />
            <source>“{table}” has changes that are not saved. Save them?</source>
            <translation>“{table}”有未保存的更改。要保存吗？</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="72" />
            <source>Untitled</source>
            <translation>未命名</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="88" />
            <source>Open pay table</source>
            <translation>打开赔率表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="100" />
            <source>Cannot open the pay table</source>
            <translation>无法打开赔率表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="111" />
            <source>No recent files</source>
            <translation>没有最近的文件</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="119" />
            <source>Clear list</source>
            <translation>清除列表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="133" />
            <source>Save pay table</source>
            <translation>保存赔率表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="152" />
            <source>Cannot save</source>
            <translation>无法保存</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="153" />
            <source>Could not save {path}: {reason}</source>
            <translation>无法保存 {path}：{reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="160" />
            <source>Saved {path}</source>
            <translation>已保存 {path}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="169" />
            <source>Nothing to export</source>
            <translation>没有可导出的内容</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="171" />
            <source>The results are not up to date with the table yet (or the calculation failed); export them once they are.</source>
            <translation>结果尚未与赔率表同步（或计算失败）；请在结果更新后再导出。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="176" />
            <source>CSV (*.csv)</source>
            <translation>CSV (*.csv)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="176" />
            <source>JSON (*.json)</source>
            <translation>JSON (*.json)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="179" />
            <source>Export results</source>
            <translation>导出结果</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="194" />
            <source>Export failed</source>
            <translation>导出失败</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="195" />
            <source>Could not write {path}: {reason}</source>
            <translation>无法写入 {path}：{reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/table_window.py" line="198" />
            <source>Exported {path}</source>
            <translation>已导出 {path}</translation>
        </message>
    </context>
    <context>
        <name>chart_data</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="44" />
            <source>No data is shown yet.</source>
            <translation>尚未显示数据。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="47" />
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="48" />
            <source>{column}: {value}</source>
            <translation>{column}：{value}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="56" />
            <source>. </source>
            <translation>。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="58" />
            <source>{figures}. And 1 more row: press Enter on the chart to read them all as a table.</source>
            <translation>{figures}。还有 1 行：在图表上按 Enter 以表格形式阅读全部数据。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="63" />
            <source>{figures}. And {count} more rows: press Enter on the chart to read them all as a table.</source>
            <translation>{figures}。还有 {count} 行：在图表上按 Enter 以表格形式阅读全部数据。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/chart_data.py" line="69" />
            <source>{figures}. Press Enter on the chart to read the figures as a table.</source>
            <translation>{figures}。在图表上按 Enter 以表格形式阅读数据。</translation>
        </message>
    </context>
    <context>
        <name>file_prompts</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="22" />
            <source>Replace a read-only file?</source>
            <translation>替换只读文件？</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="23" />
            <source>{path} is read-only. Replace it anyway?

It keeps its read-only permissions.</source>
            <translation>{path} 是只读文件。仍要替换吗？

它会保留只读权限。</translation>
        </message>
    </context>
    <context>
        <name>help</name>
        <message>
            <location filename="../../vptrainer/gui/help.py" line="17" />
            <source>vptrainer user guide</source>
            <extracomment>The help pages: object name of the dialog, window title, file in ``resources/help``. The title is English here, translated when shown (context ``help``).</extracomment>
            <translation>vptrainer 用户指南</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/help.py" line="18" />
            <source>vptrainer glossary</source>
            <translation>vptrainer 术语表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/help.py" line="20" />
            <source>Welcome! Here is the exact return of a pay table. Play and be graded on every hold in Practice (Ctrl+2); learn a table's holds from its strategy chart in the Strategy tab (Ctrl+4). Help has a user guide and a glossary.</source>
            <translation>欢迎！这里是一张赔率表的精确回报率。在“练习”（Ctrl+2）中打牌，每次保留都会得到评分；在“策略”标签页（Ctrl+4）中通过策略表学习该赔率表的保留方法。“帮助”中有用户指南和术语表。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/help.py" line="42" />
            <source>The help page {file} is missing from this installation.</source>
            <translation>此安装中缺少帮助页面 {file}。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/help.py" line="61" />
            <source>The help text; Tab moves between its links.</source>
            <translation>帮助文本；按 Tab 在链接间移动。</translation>
        </message>
    </context>
    <context>
        <name>i18n</name>
        <message>
            <location filename="../../vptrainer/gui/i18n/__init__.py" line="49" />
            <source>{value}%</source>
            <translation>{value}%</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/i18n/__init__.py" line="55" />
            <source>${value}</source>
            <translation>${value}</translation>
        </message>
    </context>
    <context>
        <name>ranked_holds</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="55" />
            <source>discard all</source>
            <translation>全部换掉</translation>
        </message>
    </context>
    <context>
        <name>table_chooser</name>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="37" />
            <source>Pay tables (*.toml);;All files (*)</source>
            <translation>赔率表 (*.toml);;所有文件 (*)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="66" />
            <source>Other</source>
            <translation>其他</translation>
        </message>
    </context>
</TS>
