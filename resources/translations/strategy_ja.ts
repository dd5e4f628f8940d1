<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>CrossPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="370"/>
        <source>Add the chosen game to the comparison</source>
        <translation>選んだゲームを比較に加えます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="374"/>
        <source>Remove the selected game from the comparison</source>
        <translation>選んだゲームを比較から外します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="380"/>
        <source>Tables compared</source>
        <translation>比較する配当表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="381"/>
        <source>The tables whose strategies are compared.</source>
        <translation>戦略を比較する配当表。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="388"/>
        <source>Strategy cost across tables</source>
        <translation>配当表をまたぐ戦略のコスト</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="389"/>
        <source>The cost of playing each table&apos;s strategy on each other table.</source>
        <translation>各配当表の戦略を他の各配当表で使った場合のコスト。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="414"/>
        <source>Each cell: what playing the column&apos;s perfect strategy on the row&apos;s table costs against the row&apos;s own perfect play.</source>
        <translation>各セル：列のペイテーブルの最適戦略を行のペイテーブルでプレイしたときの、行自身の最適プレイに対する損失。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="421"/>
        <source>A game whose strategy to compare</source>
        <translation>戦略を比較するゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="422"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="423"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="424"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="490"/>
        <source>Rows: the table played. Strategy N: the perfect strategy of table N. Each cell: what playing it costs against the row&apos;s own perfect play.</source>
        <translation>行：プレイするペイテーブル。戦略 N：N 番目のペイテーブルの最適戦略。各セル：それをプレイしたときの、行自身の最適プレイに対する損失。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="499"/>
        <source>Strategy {number}</source>
        <translation>戦略 {number}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="507"/>
        <source>The perfect strategy of {table}</source>
        <translation>{table} の最適戦略</translation>
    </message>
</context>
<context>
    <name>ExceptionsPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="216"/>
        <source>Exceptions to the chart</source>
        <translation>戦略表の例外</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="217"/>
        <source>Deals where the chart&apos;s hold is not the best one, and what it costs.</source>
        <translation>戦略表のホールドが最善でない配り札と、そのコスト。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="244"/>
        <source>#</source>
        <translation>番号</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="245"/>
        <source>Exception</source>
        <translation>例外</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="246"/>
        <source>Goes above</source>
        <translation>上に来る</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="247"/>
        <source>How often</source>
        <translation>頻度</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="248"/>
        <source>Worth</source>
        <translation>価値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="295"/>
        <source>rule {number}</source>
        <translation>ルール {number}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="306"/>
        <source>{deals} of {total} deals</source>
        <translation>{total} 通りの配札のうち {deals} 通り</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="318"/>
        <source>What ignoring it costs; with it and the ones above: {percent}</source>
        <translation>無視したときの損失。これと上の例外を使うと：{percent}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/pages.py" line="327"/>
        <source>Basic strategy {basic}; with these %n exceptions {after}; perfect play {optimal}. {remaining} deals still differ from perfect play ({missing}).</source>
        <translation>
            <numerusform>ベーシックストラテジー {basic}、この %n 個の例外を加えると {after}、最適プレイ {optimal}。まだ {remaining} 通りの配札で最適プレイと異なります（{missing}）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="342"/>
        <source>No exception found: the basic strategy returns {basic}, perfect play {optimal}.</source>
        <translation>例外は見つかりませんでした：ベーシックストラテジーの還元率は {basic}、最適プレイは {optimal}。</translation>
    </message>
</context>
<context>
    <name>LevelsChart</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="209"/>
        <source>No levels yet</source>
        <translation>レベルはまだありません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="213"/>
        <source>Return by number of rules</source>
        <translation>ルール数別の還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="215"/>
        <source>Rules</source>
        <translation>ルール数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="216"/>
        <source>Return (%)</source>
        <translation>還元率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="236"/>
        <source>No levels</source>
        <translation>レベルなし</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="247"/>
        <source>levels</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="255"/>
        <source>perfect play</source>
        <translation>最適プレイ</translation>
    </message>
</context>
<context>
    <name>LevelsPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="123"/>
        <source>Chart levels</source>
        <translation>戦略表のレベル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Rules</source>
        <translation>ルール数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Return</source>
        <translation>還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Cost</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="146"/>
        <source>Click a level to show its chart</source>
        <translation>レベルをクリックすると、その戦略表を表示します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="149"/>
        <source>Each point is the best list of that many rules found, priced exactly (a rule that fits several holds read against the player). Click one to see it.</source>
        <translation>各点はその数のルールで見つかった最良のリストで、厳密に計算しています（複数のホールドに当てはまるルールはプレイヤーに不利に読みます）。クリックすると表示します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="187"/>
        <source>{percent} when every choice goes the player&apos;s way</source>
        <translation>すべての選択がプレイヤーに有利なら {percent}</translation>
    </message>
</context>
<context>
    <name>OwnStrategyPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="574"/>
        <source>Your strategy&apos;s rules</source>
        <translation>あなたの戦略のルール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="575"/>
        <source>The rules of the strategy file you opened.</source>
        <translation>開いた戦略ファイルのルール。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="595"/>
        <source>Readings to check</source>
        <translation>確認が必要な読み取り</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="596"/>
        <source>How lines of your strategy were read where they could be read another way.</source>
        <translation>別の読み方もできる戦略の行を、どのように読み取ったか。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="598"/>
        <source>Open strategy…</source>
        <translation>戦略を開く…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="600"/>
        <source>Price a strategy file of your own (the strategy language) on this table</source>
        <translation>自分の戦略ファイル（戦略言語）をこのペイテーブルで計算します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="603"/>
        <source>No strategy file open.</source>
        <translation>戦略ファイルが開かれていません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="644"/>
        <source>(no rule fits: discard everything)</source>
        <translation>（当てはまるルールなし：全部捨てる）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="662"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; on {table}: return &lt;b&gt;{percent}&lt;/b&gt; ({worst} when every choice goes against you); perfect play {optimal}; cost {cost}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;（{table}）：還元率 &lt;b&gt;{percent}&lt;/b&gt;（すべての選択が不利なら {worst}）、最適プレイ {optimal}、損失 {cost}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="667"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; on {table}: return &lt;b&gt;{percent}&lt;/b&gt;; perfect play {optimal}; cost {cost}.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;（{table}）：還元率 &lt;b&gt;{percent}&lt;/b&gt;、最適プレイ {optimal}、損失 {cost}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="676"/>
        <source>Readings to check:</source>
        <translation>確認が必要な読み取り：</translation>
    </message>
</context>
<context>
    <name>RuleTable</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="116"/>
        <source>#</source>
        <translation>番号</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="117"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="118"/>
        <source>Hands</source>
        <translation>ハンド数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="119"/>
        <source>EV per coin</source>
        <translation>1コインあたりEV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="120"/>
        <source>Cost</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="161"/>
        <source>{percent} of hands</source>
        <translation>全ハンドの {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="174"/>
        <source>What this rule gives up against optimal play</source>
        <translation>このルールが最適プレイに比べて失う分</translation>
    </message>
</context>
<context>
    <name>StrategyView</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="152"/>
        <source>Stop this view&apos;s calculations</source>
        <extracomment>pixels the rules keep beside the pages when the pages widen to show their tab names</extracomment>
        <translation>このビューの計算を止めます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="165"/>
        <source>Strategy chart</source>
        <translation>戦略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="166"/>
        <source>The chart&apos;s rules, best first: hold what the first rule that matches says.</source>
        <translation>戦略表のルール（良い順）：最初に当てはまるルールのとおりにホールドします。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="170"/>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="171"/>
        <source>What the abbreviations and terms of the chart&apos;s rules mean.</source>
        <translation>ストラテジー表のルールに出てくる略語と用語の意味。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="193"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="808"/>
        <source>Exported {path}</source>
        <translation>{path} に書き出しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="201"/>
        <source>The chart is computed when this view is shown.</source>
        <translation>戦略表はこのビューを表示したときに計算します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="205"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="714"/>
        <source>Basic strategy</source>
        <translation>ベーシックストラテジー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="206"/>
        <source>At most</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="209"/>
        <source>The basic strategy (every rule, no exceptions) or a shorter list for beginners</source>
        <translation>ベーシックストラテジー（全ルール、例外なし）または初心者向けの短いリスト</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="212"/>
        <source> rules</source>
        <translation> ルール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="213"/>
        <source>The most rules a beginner&apos;s chart may have</source>
        <translation>初心者向け戦略表のルール数の上限</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="215"/>
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="215"/>
        <source>Print the chart as a pocket card</source>
        <translation>戦略表をポケットカードとして印刷します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="216"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="216"/>
        <source>Save the pocket card as a PDF</source>
        <translation>ポケットカードを PDF で保存します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="217"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="217"/>
        <source>Save the pocket card as a PNG image</source>
        <translation>ポケットカードを PNG 画像で保存します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="220"/>
        <source>Text…</source>
        <translation>テキスト…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="222"/>
        <source>Save the chart in the strategy language (vptrainer strategy eval reads it back)</source>
        <translation>戦略表を戦略言語で保存します（vptrainer strategy eval で読み戻せます）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="230"/>
        <source>&amp;Levels</source>
        <translation>レベル(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="231"/>
        <source>E&amp;xceptions</source>
        <translation>例外(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="232"/>
        <source>Other &amp;games</source>
        <translation>他のゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="233"/>
        <source>&amp;Your strategy</source>
        <translation>自分の戦略(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="234"/>
        <source>&amp;Turning points</source>
        <translation>転換点(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="267"/>
        <source>Rules in the chart</source>
        <translation>戦略表のルール数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="320"/>
        <source>&lt;b&gt;Legend&lt;/b&gt; — {terms}</source>
        <translation>&lt;b&gt;凡例&lt;/b&gt; — {terms}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="370"/>
        <source>Strategy pages</source>
        <translation>戦略のページ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="371"/>
        <source>The strategy&apos;s levels, exceptions and other pages.</source>
        <translation>戦略のレベル・例外・その他のページ。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="510"/>
        <source>This table pays nothing: there is no strategy to make.</source>
        <translation>このペイテーブルは何も支払いません：作る戦略はありません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="515"/>
        <source>Add a game to compare with this table.</source>
        <translation>このペイテーブルと比較するゲームを追加してください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="523"/>
        <source>Cancelled: choose the level again to make its chart.</source>
        <translation>取り消しました：戦略表を作るにはレベルを選び直してください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="530"/>
        <source>Strategy calculations cancelled</source>
        <translation>戦略の計算を取り消しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="536"/>
        <source>Open a strategy</source>
        <translation>戦略を開く</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="538"/>
        <source>Strategies (*.txt *.vps);;All files (*)</source>
        <translation>戦略 (*.txt *.vps);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="559"/>
        <source>Could not make the chart of {table}: {message}</source>
        <translation>{table} の戦略表を作れませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="576"/>
        <source>Could not find the levels: {message}</source>
        <translation>レベルを見つけられませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="581"/>
        <source>Could not find the exceptions: {message}</source>
        <translation>例外を見つけられませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="586"/>
        <source>Could not compare the games: {message}</source>
        <translation>ゲームを比較できませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="595"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="764"/>
        <source>Searching the shorter levels…</source>
        <translation>短いレベルを探しています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="598"/>
        <source>Looking for the basic strategy&apos;s exceptions…</source>
        <translation>ベーシックストラテジーの例外を探しています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="601"/>
        <source>Playing each strategy on each table…</source>
        <translation>各戦略を各ペイテーブルでプレイしています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="606"/>
        <source>Pricing {file} on {table}…</source>
        <translation>{file} を {table} で計算しています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="664"/>
        <source>{file}: {percent} on {table}</source>
        <translation>{file}：{table} で {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="679"/>
        <source>Making the chart of {table}…</source>
        <translation>{table} の戦略表を作っています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="683"/>
        <source>Showing the chart of {shown} until the chart of {table} is ready.</source>
        <translation>{table} の戦略表ができるまで {shown} の戦略表を表示しています。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="527"/>
        <source>The search for a better chart was cancelled: choose the level again to search.</source>
        <translation>より良いチャートの探索をキャンセルしました。探索するにはレベルをもう一度選んでください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="636"/>
        <source>A first chart of at most {rules} rules; a better one is being searched for (the first long chart of a table takes from seconds to a few minutes; then every level of it comes at once).</source>
        <translation>まず最大 {rules} ルールの暫定チャートを表示しています。より良いチャートを探索中です（ペイテーブルごとの最初の長いチャートは数秒から数分かかります。その後はどのレベルもすぐに表示されます）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="716"/>
        <source>Best of at most {rules} rules</source>
        <translation>最大 {rules} ルールで最良</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="728"/>
        <source>{level}: {rules} rules, return &lt;b&gt;{percent}&lt;/b&gt; (at worst {worst}); perfect play {optimal}; cost &lt;b&gt;{cost}&lt;/b&gt;</source>
        <translation>{level}：{rules} ルール、還元率 &lt;b&gt;{percent}&lt;/b&gt;（最悪 {worst}）、最適プレイ {optimal}、損失 &lt;b&gt;{cost}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="733"/>
        <source>{level}: {rules} rules, return &lt;b&gt;{percent}&lt;/b&gt;; perfect play {optimal}; cost &lt;b&gt;{cost}&lt;/b&gt;</source>
        <translation>{level}：{rules} ルール、還元率 &lt;b&gt;{percent}&lt;/b&gt;、最適プレイ {optimal}、損失 &lt;b&gt;{cost}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="738"/>
        <source>Exactly {fraction}</source>
        <translation>正確には {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="751"/>
        <source>The exceptions are found when this page is shown.</source>
        <translation>例外はこのページを表示したときに探します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="753"/>
        <source>Comparing when this page is shown.</source>
        <translation>このページを表示したときに比較します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="756"/>
        <source>{file} is priced when this page is shown.</source>
        <translation>{file} はこのページを表示したときに計算します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="766"/>
        <source>The levels are searched when this page is shown.</source>
        <translation>レベルはこのページを表示したときに探します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="805"/>
        <source>Export the strategy</source>
        <translation>戦略を書き出す</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="830"/>
        <source>Print the strategy card</source>
        <translation>戦略カードを印刷</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="834"/>
        <source>Strategy card sent to the printer</source>
        <translation>戦略カードをプリンターに送りました</translation>
    </message>
</context>
<context>
    <name>TurningChart</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="295"/>
        <source>No returns yet</source>
        <translation>還元率はまだありません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="299"/>
        <source>Return by meter</source>
        <translation>メーター別の還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="301"/>
        <source>Return (%)</source>
        <translation>還元率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="344"/>
        <source>the meter</source>
        <translation>メーター</translation>
    </message>
</context>
<context>
    <name>TurningPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="85"/>
        <source>{rule} moves up above {other} (rule {number}).</source>
        <translation>{rule} が {other}（ルール {number}）の上に上がります。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="89"/>
        <source>{rule} moves back below {other} (rule {number}).</source>
        <translation>{rule} が {other}（ルール {number}）の下に戻ります。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="239"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="683"/>
        <source>Exported {path}.</source>
        <translation>{path} に書き出しました。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="245"/>
        <source>Progressive line</source>
        <translation>プログレッシブの役</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="246"/>
        <source>The pay that grows with the progressive meter</source>
        <translation>プログレッシブのメーターとともに増える配当</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="247"/>
        <source>Chart</source>
        <translation>戦略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="248"/>
        <source>The basic strategy</source>
        <translation>ベーシックストラテジー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="251"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="412"/>
        <source>Your strategy: {name}</source>
        <translation>自分の戦略：{name}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="255"/>
        <source>The chart whose turning points are shown: the table&apos;s basic strategy, or the strategy you opened on the Your strategy page</source>
        <translation>転換点を表示する戦略表：ペイテーブルのベーシックストラテジー、または「自分の戦略」ページで開いた戦略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="259"/>
        <source>Coins a bet</source>
        <translation>1ベットのコイン数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="260"/>
        <source>Coins bet on each hand (the meter is for this bet)</source>
        <translation>各ハンドで賭けるコイン数（メーターはこのベットに対するもの）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="261"/>
        <source>Denomination</source>
        <translation>デノミ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="262"/>
        <source>Dollars per coin</source>
        <translation>1コインあたりのドル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="263"/>
        <source>Meter</source>
        <translation>メーター</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="266"/>
        <source>The progressive meter to price the chart at (what ignoring each change costs there)</source>
        <translation>戦略表を計算するプログレッシブのメーター（そこで各変化を無視したときの損失）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="149"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="270"/>
        <source>Meter unit</source>
        <translation>メーターの単位</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="271"/>
        <source>dollars</source>
        <translation>ドル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="272"/>
        <source>coins</source>
        <translation>コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="273"/>
        <source>Returns at the meter</source>
        <translation>このメーターでの還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="163"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="274"/>
        <source>Turning points</source>
        <translation>転換点</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="150"/>
        <source>Whether the meter is typed in dollars or in coins</source>
        <translation>メーターをドルで入力するかコインで入力するか</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="165"/>
        <source>Each strategy change as the line grows: the meter where it moves and what ignoring it costs at the meter typed.</source>
        <translation>配当が上がるにつれて起きる各戦略の変化：変わるメーターと、入力したメーターでそれを無視した場合のコスト。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="277"/>
        <source>Coins</source>
        <translation>コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="278"/>
        <source>Dollars</source>
        <translation>ドル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="279"/>
        <source>Move</source>
        <translation>変化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="280"/>
        <source>Hands</source>
        <translation>ハンド数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="281"/>
        <source>Cost</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="284"/>
        <source>Return by meter</source>
        <translation>メーター別の還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="288"/>
        <source>Print guide…</source>
        <translation>ガイドを印刷…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="289"/>
        <source>Print the turning points as a pocket guide</source>
        <translation>転換点をポケットガイドとして印刷します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="291"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="291"/>
        <source>Save the pocket guide as a PDF</source>
        <translation>ポケットガイドを PDF で保存します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="292"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="292"/>
        <source>Save the pocket guide as a PNG image</source>
        <translation>ポケットガイドを PNG 画像で保存します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="300"/>
        <source>&amp;Denomination</source>
        <translation>デノミ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="301"/>
        <source>&amp;Line</source>
        <translation>役(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="302"/>
        <source>C&amp;hart</source>
        <translation>戦略表(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="303"/>
        <source>&amp;Meter</source>
        <translation>メーター(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="304"/>
        <source>C&amp;oins</source>
        <translation>コイン(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="396"/>
        <source>The turning points of {table} are found when this page is shown.</source>
        <translation>{table} の転換点はこのページを表示したときに探します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="419"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="482"/>
        <source>Finding the turning points…</source>
        <translation>転換点を探しています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="479"/>
        <source>The returns along the meter come with the turning points.</source>
        <translation>メーターに沿った還元率は転換点とともに表示されます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="488"/>
        <source>Could not find the turning points: {message}</source>
        <translation>転換点を見つけられませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="495"/>
        <source>Could not compute the returns: {message}</source>
        <translation>還元率を計算できませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="499"/>
        <source>Computing the returns along the meter…</source>
        <translation>メーターに沿った還元率を計算中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="573"/>
        <source>Exactly {pay} per coin of the {line}.</source>
        <translation>{line} の1コインあたり正確に {pay}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="583"/>
        <source>Deals the chart plays by the rule passed that the moving one fits too.</source>
        <translation>戦略表が追い越されたルールでプレイし、動くルールにも当てはまる配札。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="590"/>
        <source>Playing the chart unchanged on these deals costs {percent} of the return at this meter.</source>
        <translation>これらの配札で戦略表を変えずにプレイすると、このメーターでの還元率が {percent} 下がります。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="594"/>
        <source>Ignoring this change costs nothing at this meter.</source>
        <translation>このメーターではこの変化を無視しても損失はありません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="611"/>
        <source>{coins} coins ({dollars}, {pay} per coin)</source>
        <translation>{coins} コイン（{dollars}、1コインあたり {pay}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="617"/>
        <source>The meter of {meter} is outside the range looked at: from {low} to {high} coins.</source>
        <translation>メーター {meter} は調べた範囲（{low}～{high} コイン）の外です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="620"/>
        <source>No line of the chart moves between {low} and {high} coins.</source>
        <translation>{low}～{high} コインの間で戦略表の行は動きません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/turning.py" line="625"/>
        <source>At a meter of {meter}: {due} of the %n changes due (highlighted).</source>
        <translation>
            <numerusform>メーター {meter} では：%n 個の変化のうち {due} 個が適用されます（強調表示）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/turning.py" line="631"/>
        <source>At a meter of {meter}: none of the %n changes due yet.</source>
        <translation>
            <numerusform>メーター {meter} では：%n 個の変化はまだどれも適用されません。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="635"/>
        <source>{sentence} Pricing the chart at this meter…</source>
        <translation>{sentence}このメーターで戦略表を計算中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="637"/>
        <source>{sentence} The chart returns {chart}, with the changes due {guide}, and perfect play {optimal}.</source>
        <translation>{sentence}戦略表の還元率は {chart}、適用される変化を使うと {guide}、最適プレイは {optimal}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="658"/>
        <source>The chart as it is</source>
        <translation>そのままの戦略表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="659"/>
        <source>With the changes due</source>
        <translation>適用される変化を使用</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="660"/>
        <source>Perfect play</source>
        <translation>最適プレイ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="662"/>
        <source>{line} meter (coins for a {coins}-coin bet)</source>
        <translation>{line} のメーター（コイン、{coins} コインのベット）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="680"/>
        <source>Export the turning-point guide</source>
        <translation>転換点ガイドを書き出す</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="701"/>
        <source>Print the turning-point guide</source>
        <translation>転換点ガイドを印刷</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="705"/>
        <source>The turning-point guide was sent to the printer.</source>
        <translation>転換点ガイドをプリンターに送りました。</translation>
    </message>
</context>
<context>
    <name>card</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="66"/>
        <source>Otherwise: {rule}</source>
        <translation>それ以外：{rule}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="93"/>
        <source>Basic strategy</source>
        <translation>ベーシックストラテジー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="94"/>
        <source>Simple strategy</source>
        <translation>シンプルストラテジー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="130"/>
        <source>{title}: {rules} rules, best first. Hold the cards of the first rule your hand fits.</source>
        <translation>{title}：{rules} ルール、上ほど優先。手札が当てはまる最初のルールのカードをホールドします。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="134"/>
        <source>Return &lt;b&gt;{percent}&lt;/b&gt; with this card; {optimal} with perfect play. Priced exactly by vptrainer.</source>
        <translation>このカードで還元率 &lt;b&gt;{percent}&lt;/b&gt;、最適プレイで {optimal}。vptrainer による厳密計算。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="176"/>
        <source>Pocket card</source>
        <translation>ポケットカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="203"/>
        <source>the card could not be drawn as PDF</source>
        <translation>カードを PDF として描画できませんでした</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="265"/>
        <source>the card could not be encoded as PNG</source>
        <translation>カードを PNG にエンコードできませんでした</translation>
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
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="21"/>
        <source>Strategy text (*.txt)</source>
        <translation>戦略テキスト (*.txt)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="41"/>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="42"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} に書き込めませんでした：{reason}</translation>
    </message>
</context>
<context>
    <name>strategy</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="67"/>
        <source>never</source>
        <extracomment>the other games offered first, by the kind of wild card of the table on screen</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="68"/>
        <source>1 in {count}</source>
        <translation>{count} 回に1回</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="522"/>
        <source>The strategy of {strategy} on {table}: {percent} (perfect play {optimal}); {deals} deals played differently</source>
        <translation>{strategy} の戦略を {table} で：{percent}（最適プレイ {optimal}）、{deals} 通りの配札でプレイが異なります</translation>
    </message>
</context>
</TS>
