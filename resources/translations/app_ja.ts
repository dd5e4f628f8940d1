<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>CardGrid</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="326"/>
        <source>The second joker ({code})</source>
        <translation>2枚目のジョーカー（{code}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="339"/>
        <source>The joker ({code})</source>
        <translation>ジョーカー（{code}）</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="73"/>
        <source>Click or press {key} to hold or release this card</source>
        <translation>クリックするか {key} キーでこのカードをホールド／解除</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="126"/>
        <source>held</source>
        <translation>ホールド中</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="126"/>
        <source>wild</source>
        <translation>ワイルド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="162"/>
        <source>HELD</source>
        <translation>HOLD</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="252"/>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="289"/>
        <source>WILD</source>
        <translation>WILD</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="284"/>
        <source>JOKER</source>
        <translation>JOKER</translation>
    </message>
</context>
<context>
    <name>ChartDataDialog</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="90"/>
        <source>The figures the chart draws, one row per point.</source>
        <translation>グラフが描く数値。1点につき1行。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="95"/>
        <source>Close the table and go back to the chart.</source>
        <translation>表を閉じてグラフに戻ります。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="103"/>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="104"/>
        <source>Data of the chart {title}</source>
        <translation>グラフ {title} のデータ</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="109"/>
        <source>{title}: %n row.</source>
        <translation>
            <numerusform>{title}: %n 行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="111"/>
        <source>{title}: %n rows.</source>
        <translation>
            <numerusform>{title}: %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="114"/>
        <source>{title}: no data is shown yet.</source>
        <translation>{title}: まだデータは表示されていません。</translation>
    </message>
</context>
<context>
    <name>FirstStartPointer</name>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="97"/>
        <source>Open Practice</source>
        <translation>練習を開く</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="99"/>
        <source>Open the Practice view: play hands and have each hold graded</source>
        <translation>練習ビューを開く: ハンドをプレイしてホールドごとに採点</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="101"/>
        <source>Got it</source>
        <translation>了解</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="103"/>
        <source>Hide this welcome note (it is shown on the first start only)</source>
        <translation>この案内を閉じる（初回起動時のみ表示されます）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="110"/>
        <source>Settings: {problem}.</source>
        <translation>設定: {problem}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="360"/>
        <source>Settings: the theme “{value}” is not one this app knows; the system’s colours are used (View &gt; Theme).</source>
        <translation>設定: テーマ「{value}」はこのアプリでは使えません。システムの配色を使います（表示 &gt; テーマ）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="360"/>
        <source>Settings: the language “{value}” is not one this app knows; the system’s language is used (View &gt; Language).</source>
        <translation>設定: 言語「{value}」はこのアプリでは使えません。システムの言語を使います（表示 &gt; 言語）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="131"/>
        <source>Views</source>
        <translation>ビュー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="133"/>
        <source>Analyze, Practice, Bankroll and Strategy: Control+1 to Control+4 switch between them.</source>
        <translation>分析、練習、バンクロール、戦略: Control+1〜Control+4 で切り替えます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="182"/>
        <source>Preparing engine…</source>
        <translation>エンジンを準備中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="192"/>
        <source>{progress}: a one-time wait of about {estimate}; later starts load it from the cache</source>
        <translation>{progress}: 初回のみ約 {estimate} お待ちください。次回からはキャッシュから読み込みます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="321"/>
        <source>Practice mode is not available in this build.</source>
        <translation>このビルドでは練習モードを利用できません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="349"/>
        <source>Could not open {table}: {why} ({fallback} is open instead).</source>
        <translation>{table} を開けませんでした: {why}（代わりに {fallback} を開きました）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="352"/>
        <source>Could not open the last table, {table}: {why} ({fallback} is open instead).</source>
        <translation>前回の配当表 {table} を開けませんでした: {why}（代わりに {fallback} を開きました）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="380"/>
        <source>Analyze</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="381"/>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="382"/>
        <source>Bankroll</source>
        <translation>バンクロール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="383"/>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="422"/>
        <source>&amp;New table</source>
        <translation>新しい配当表(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="426"/>
        <source>Start a new pay table</source>
        <translation>新しい配当表を作成</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="429"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="433"/>
        <source>Open a pay table file (TOML)</source>
        <translation>配当表ファイル（TOML）を開く</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="436"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="440"/>
        <source>Save the pay table</source>
        <translation>配当表を保存</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="443"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="447"/>
        <source>Save the pay table to a new file</source>
        <translation>配当表を新しいファイルに保存</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="450"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="453"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="456"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="460"/>
        <source>&amp;Copy results</source>
        <translation>結果をコピー(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="464"/>
        <source>Copy the results, tab-separated</source>
        <translation>結果をタブ区切りでコピー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="467"/>
        <source>&amp;Recalculate</source>
        <translation>再計算(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="471"/>
        <source>Analyse the table again</source>
        <translation>配当表をもう一度分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="474"/>
        <source>&amp;Cancel calculation</source>
        <translation>計算を中止(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="478"/>
        <source>Stop the running calculation</source>
        <translation>実行中の計算を止める</translation>
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
        <translation>練習(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="487"/>
        <source>&amp;Bankroll</source>
        <translation>バンクロール(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="490"/>
        <source>&amp;Strategy</source>
        <translation>戦略(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="493"/>
        <source>&amp;About vptrainer</source>
        <translation>vptrainer について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="496"/>
        <source>&amp;User guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="500"/>
        <source>How to use vptrainer</source>
        <translation>vptrainer の使い方</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="503"/>
        <source>&amp;Glossary</source>
        <translation>用語集(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="507"/>
        <source>EV, variance, penalty card, tied best hold, seed and other terms</source>
        <translation>EV、分散、ペナルティカード、同値の最善ホールド、シードなどの用語</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="514"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="517"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="524"/>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="530"/>
        <source>Results as CSV…</source>
        <translation>結果を CSV で…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="532"/>
        <source>Results as JSON…</source>
        <translation>結果を JSON で…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="537"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="542"/>
        <source>&amp;Calculate</source>
        <translation>計算(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="548"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="563"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="578"/>
        <source>Exported {path}</source>
        <translation>{path} をエクスポートしました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="590"/>
        <source>{chart} as {format}…</source>
        <translation>{chart}（{format}）…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="594"/>
        <source>Main toolbar</source>
        <translation>メインツールバー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="608"/>
        <source>{table}[*] — {source} — vptrainer</source>
        <translation>{table}[*] — {source} — vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="658"/>
        <source>About vptrainer</source>
        <translation>vptrainer について</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="660"/>
        <source>Exact video poker analysis and a trainer that grades every hold.</source>
        <translation>ビデオポーカーの厳密な分析と、すべてのホールドを採点するトレーナー。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="662"/>
        <source>Returns are computed exactly by integer counting over every deal and draw.</source>
        <translation>還元率は、すべての配り札とドローを整数で数え上げて厳密に計算しています。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="664"/>
        <source>Licence: MIT.</source>
        <translation>ライセンス: MIT。</translation>
    </message>
</context>
<context>
    <name>PlotChart</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="117"/>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="118"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="119"/>
        <source>CSV data (*.csv)</source>
        <translation>CSV データ (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="156"/>
        <source>Export chart as PNG…</source>
        <translation>グラフを PNG でエクスポート…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="157"/>
        <source>Export chart as SVG…</source>
        <translation>グラフを SVG でエクスポート…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="158"/>
        <source>Export data as CSV…</source>
        <translation>データを CSV でエクスポート…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="159"/>
        <source>Show data as a table…</source>
        <translation>データを表で表示…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="163"/>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="188"/>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="236"/>
        <source>Chart: {title}</source>
        <translation>グラフ: {title}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="253"/>
        <source>the chart could not be drawn</source>
        <translation>グラフを描画できませんでした</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="258"/>
        <source>the image could not be encoded as PNG</source>
        <translation>画像を PNG に変換できませんでした</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="267"/>
        <source>the chart could not be drawn as SVG</source>
        <translation>グラフを SVG として描画できませんでした</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="274"/>
        <source>the chart has no data to export yet</source>
        <translation>グラフにはまだエクスポートできるデータがありません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="309"/>
        <source>Export {chart}</source>
        <translation>{chart} をエクスポート</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="326"/>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="327"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} を書き込めませんでした: {reason}</translation>
    </message>
</context>
<context>
    <name>ProblemNotice</name>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="42"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>ProgressStrip</name>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="16"/>
        <source>calculation</source>
        <translation>計算</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="17"/>
        <source>history</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="18"/>
        <source>strategy chart</source>
        <translation>戦略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="19"/>
        <source>close calls</source>
        <translation>僅差の判断</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="20"/>
        <source>analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="21"/>
        <source>royal sweep</source>
        <translation>ロイヤルスイープ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="22"/>
        <source>table</source>
        <translation>配当表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="23"/>
        <source>return at each bet</source>
        <translation>各ベット額の還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="24"/>
        <source>chart</source>
        <translation>戦略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="25"/>
        <source>levels</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="26"/>
        <source>exceptions</source>
        <translation>例外</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="27"/>
        <source>other games</source>
        <translation>他のゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="28"/>
        <source>your strategy</source>
        <translation>あなたの戦略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="29"/>
        <source>round&apos;s outcomes</source>
        <translation>1ラウンドの結果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="30"/>
        <source>long-run risk</source>
        <translation>長期のリスク</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="31"/>
        <source>session odds</source>
        <translation>セッションの確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="32"/>
        <source>session results</source>
        <translation>セッションの結果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="33"/>
        <source>comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="34"/>
        <source>turning points</source>
        <translation>転換点</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="35"/>
        <source>returns along the meter</source>
        <translation>メーターに沿った還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="38"/>
        <source>returns at the meter</source>
        <translation>このメーターでの還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="39"/>
        <source>printable guide</source>
        <translation>印刷用ガイド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="40"/>
        <source>hand values</source>
        <translation>ハンドの価値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="41"/>
        <source>feature game</source>
        <translation>フィーチャーゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="42"/>
        <source>rising meter</source>
        <translation>上昇するメーター</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="43"/>
        <source>feature game solve</source>
        <translation>フィーチャーゲームの解析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="102"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="103"/>
        <source>Stop the calculations of this view</source>
        <translation>このビューの計算を止めます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="118"/>
        <source>Computing {jobs}…</source>
        <translation>{jobs}を計算中…</translation>
    </message>
</context>
<context>
    <name>RankedHoldsModel</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="45"/>
        <source>★ best</source>
        <extracomment>Row marks, English here (tests and other views read them), translated when shown.</extracomment>
        <translation>★ 最善</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="46"/>
        <source>◀ yours</source>
        <translation>◀ あなた</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="70"/>
        <source>Hold</source>
        <translation>ホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="71"/>
        <source>EV / coin</source>
        <translation>EV / コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="72"/>
        <source>vs best</source>
        <translation>最善との差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="73"/>
        <source>Cost (coins)</source>
        <translation>損失（コイン）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="133"/>
        <source>Cost (%n coin)</source>
        <translation>
            <numerusform>損失（%n コイン）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="134"/>
        <source>Cost (%n coins)</source>
        <translation>
            <numerusform>損失（%n コイン）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="138"/>
        <source>Rank (tied holds share a rank)</source>
        <translation>順位（同値のホールドは同順位）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="139"/>
        <source>The cards kept</source>
        <translation>残すカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="140"/>
        <source>Expected pay per coin bet, over every possible draw</source>
        <translation>あらゆるドローを通じた、賭け1コインあたりの期待配当</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="141"/>
        <source>EV given up per coin compared with the best hold</source>
        <translation>最善のホールドと比べて1コインあたりに失う EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="142"/>
        <source>EV given up in coins at the current bet</source>
        <translation>現在のベットで失う EV（コイン）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="185"/>
        <source>other hold</source>
        <translation>その他のホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="192"/>
        <source>EV per coin: {ev}&lt;br&gt;exactly {numerator}/{denominator}</source>
        <translation>1コインあたりの EV: {ev}&lt;br&gt;厳密値 {numerator}/{denominator}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="195"/>
        <source>%n possible draws:</source>
        <translation>
            <numerusform>%n 通りのドロー:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankedHoldsView</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="272"/>
        <source>Holds ranked by expected value</source>
        <translation>期待値順のホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="273"/>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="302"/>
        <source>No hand yet.</source>
        <translation>まだハンドはありません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="304"/>
        <source>%n holds, best first</source>
        <translation>
            <numerusform>%n 通りのホールド（最善が先頭）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="205"/>
        <source>it is too large: {why}</source>
        <translation>大きすぎます: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="214"/>
        <source>{why}; the default settings are used</source>
        <translation>{why}。既定の設定を使います</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="219"/>
        <source>the settings file {why}</source>
        <translation>設定ファイル: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="239"/>
        <source>the settings could not be read ({why}); the defaults are used and it stays in {path}</source>
        <translation>設定を読み込めませんでした（{why}）。既定値を使います。ファイルは {path} に残っています</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="246"/>
        <source>the settings could not be read ({why}); the defaults are used and it was kept as {path}</source>
        <translation>設定を読み込めませんでした（{why}）。既定値を使います。ファイルは {path} として保存しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="309"/>
        <source>the settings cannot be saved: {why}</source>
        <translation>設定を保存できません: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="314"/>
        <source>the settings cannot be saved to {path} ({why})</source>
        <translation>設定を {path} に保存できません（{why}）</translation>
    </message>
</context>
<context>
    <name>TableChooser</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="112"/>
        <source>Your tables</source>
        <translation>あなたの配当表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="121"/>
        <source>Table being edited (Analyze view)</source>
        <translation>編集中の配当表（分析ビュー）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="124"/>
        <source>The pay table open in the Analyze view: chosen here, practice follows its edits</source>
        <translation>分析ビューで開いている配当表。ここで選ぶと、練習は編集内容に追従します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131"/>
        <source>Open file…</source>
        <translation>ファイルを開く…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131"/>
        <source>Practise on a pay table file (TOML)</source>
        <translation>配当表ファイル（TOML）で練習</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="222"/>
        <source>Cannot open the pay table</source>
        <translation>配当表を開けません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="236"/>
        <source>Table being edited: {table}</source>
        <translation>編集中の配当表: {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="256"/>
        <source>from the history</source>
        <translation>履歴から</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="284"/>
        <source>Could not open the practice table {table}: {why} ({default} instead).</source>
        <translation>練習用の配当表 {table} を開けませんでした: {why}（代わりに {default}）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="326"/>
        <source>Practise on a pay table</source>
        <translation>配当表で練習</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="51"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="52"/>
        <source>“{table}” has changes that are not saved. Save them?</source>
        <translation>「{table}」には保存されていない変更があります。保存しますか？</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="73"/>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="89"/>
        <source>Open pay table</source>
        <translation>配当表を開く</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="101"/>
        <source>Cannot open the pay table</source>
        <translation>配当表を開けません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="112"/>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="120"/>
        <source>Clear list</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="134"/>
        <source>Save pay table</source>
        <translation>配当表を保存</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="153"/>
        <source>Cannot save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="154"/>
        <source>Could not save {path}: {reason}</source>
        <translation>{path} を保存できませんでした: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="161"/>
        <source>Saved {path}</source>
        <translation>{path} を保存しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="170"/>
        <source>Nothing to export</source>
        <translation>エクスポートするものがありません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="172"/>
        <source>The results are not up to date with the table yet (or the calculation failed); export them once they are.</source>
        <translation>結果はまだ配当表に追いついていません（または計算に失敗しました）。更新されてからエクスポートしてください。</translation>
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
        <translation>結果をエクスポート</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="195"/>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="196"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} を書き込めませんでした: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="199"/>
        <source>Exported {path}</source>
        <translation>{path} をエクスポートしました</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="27"/>
        <source>&amp;System</source>
        <translation>システム(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="28"/>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="29"/>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="37"/>
        <source>Follow the desktop&apos;s colours</source>
        <translation>デスクトップの配色に合わせます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="38"/>
        <source>Dark text on light backgrounds</source>
        <translation>明るい背景に暗い文字</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="39"/>
        <source>Light text on dark backgrounds</source>
        <translation>暗い背景に明るい文字</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="204"/>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
</context>
<context>
    <name>accessibility</name>
    <message>
        <location filename="../../vptrainer/gui/accessibility.py" line="26"/>
        <source>{name}: the Left and Right arrow keys choose a page. {description}</source>
        <translation>{name}：左右の矢印キーでページを選びます。{description}</translation>
    </message>
</context>
<context>
    <name>chart_data</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="44"/>
        <source>No data is shown yet.</source>
        <translation>まだデータは表示されていません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="47"/>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="48"/>
        <source>{column}: {value}</source>
        <translation>{column}: {value}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="56"/>
        <source>. </source>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="58"/>
        <source>{figures}. And 1 more row: press Enter on the chart to read them all as a table.</source>
        <translation>{figures}。ほかに1行あります。グラフで Enter を押すと、すべてを表で読めます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="63"/>
        <source>{figures}. And {count} more rows: press Enter on the chart to read them all as a table.</source>
        <translation>{figures}。ほかに {count} 行あります。グラフで Enter を押すと、すべてを表で読めます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="69"/>
        <source>{figures}. Press Enter on the chart to read the figures as a table.</source>
        <translation>{figures}。グラフで Enter を押すと数値を表で読めます。</translation>
    </message>
</context>
<context>
    <name>file_prompts</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="22"/>
        <source>Replace a read-only file?</source>
        <translation>読み取り専用ファイルを置き換えますか？</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="23"/>
        <source>{path} is read-only. Replace it anyway?

It keeps its read-only permissions.</source>
        <translation>{path} は読み取り専用です。それでも置き換えますか？

読み取り専用の権限はそのまま残ります。</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="17"/>
        <source>vptrainer user guide</source>
        <extracomment>The help pages: object name of the dialog, window title, file in ``resources/help``. The title is English here, translated when shown (context ``help``).</extracomment>
        <translation>vptrainer ユーザーガイド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="18"/>
        <source>vptrainer glossary</source>
        <translation>vptrainer 用語集</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="20"/>
        <source>Welcome! Here is the exact return of a pay table. Play and be graded on every hold in Practice (Ctrl+2); learn a table&apos;s holds from its strategy chart in the Strategy tab (Ctrl+4). Help has a user guide and a glossary.</source>
        <translation>ようこそ！ここには配当表の厳密な還元率が表示されます。「練習」（Ctrl+2）でプレイすると、すべてのホールドが採点されます。「戦略」タブ（Ctrl+4）では、配当表のホールドを戦略チャートで学べます。ヘルプにはユーザーガイドと用語集があります。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="47"/>
        <source>The help page {file} is missing from this installation.</source>
        <translation>このインストールにはヘルプページ {file} がありません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="66"/>
        <source>The help text; Tab moves between its links.</source>
        <translation>ヘルプの本文。Tab でリンク間を移動します。</translation>
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
        <translation>すべて捨てる</translation>
    </message>
</context>
<context>
    <name>table_chooser</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="37"/>
        <source>Pay tables (*.toml);;All files (*)</source>
        <translation>配当表 (*.toml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="66"/>
        <source>Other</source>
        <translation>その他</translation>
    </message>
</context>
</TS>
