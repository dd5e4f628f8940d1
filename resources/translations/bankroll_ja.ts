<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>BankrollInputs</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="206"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="237"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="207"/>
        <source>Bankroll and risk</source>
        <translation>バンクロールとリスク</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="208"/>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="209"/>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="210"/>
        <source>Progressive royal</source>
        <translation>プログレッシブ・ロイヤル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="218"/>
        <source>G&amp;ame</source>
        <translation>ゲーム(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="219"/>
        <source>&amp;Bankroll</source>
        <translation>バンクロール(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="220"/>
        <source>&amp;Risk of ruin</source>
        <translation>破産リスク(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="221"/>
        <source>Cash bac&amp;k</source>
        <translation>キャッシュバック(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="222"/>
        <source>&amp;Lines</source>
        <translation>ライン数(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="223"/>
        <source>&amp;Hands</source>
        <translation>ハンド数(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="224"/>
        <source>&amp;Goal</source>
        <translation>目標(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="225"/>
        <source>&amp;Denomination</source>
        <translation>デノミ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="226"/>
        <source>C&amp;oins per bet</source>
        <translation>1ベットのコイン数(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="227"/>
        <source>Hands an ho&amp;ur</source>
        <translation>1時間のハンド数(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="228"/>
        <source>Royal meter</source>
        <translation>ロイヤルのメーター</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="233"/>
        <source>The base game</source>
        <translation>ベースゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="239"/>
        <source>Price the risk and the session of the base game or of one of its feature games</source>
        <translation>ベースゲームまたはその特殊ゲームのリスクとセッションを計算します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="242"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="259"/>
        <source> bets</source>
        <translation> ベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="244"/>
        <source>Your bankroll, in bets of one line (coins × denomination)</source>
        <translation>バンクロール（1ラインのベット数、コイン数 × デノミ）</translation>
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
        <translation>長期の破産リスクがこの値になるバンクロールを求めます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="250"/>
        <source>Cash back in percent of coin-in, added to every hand</source>
        <translation>賭け金に対するキャッシュバックの割合（毎ハンドに加算）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="254"/>
        <source>1 line</source>
        <translation>1 ライン</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="254"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n ライン</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="256"/>
        <source>Lines per round: they share the deal and the hold</source>
        <translation>1ラウンドのライン数：配られたカードとホールドは共通です</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="257"/>
        <source> rounds</source>
        <translation> ラウンド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="258"/>
        <source>Rounds in the session (each round plays every line)</source>
        <translation>セッションのラウンド数（各ラウンドで全ラインをプレイ）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="260"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="262"/>
        <source>Stop the session when it is this far ahead (none: play on)</source>
        <translation>この額だけ勝ったらセッションを終えます（なし：最後までプレイ）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="264"/>
        <source>Dollars per coin</source>
        <translation>1コインあたりのドル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="265"/>
        <source> coins</source>
        <translation> コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="267"/>
        <source>Coins per bet (per line): below max bet the table&apos;s short pays are used</source>
        <translation>1ベット（1ライン）のコイン数：マックスベット未満ではペイテーブルの減額配当を使います</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="272"/>
        <source>Hands an hour</source>
        <translation>1時間のハンド数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="273"/>
        <source>Rounds you play an hour: the figures in hours use it</source>
        <translation>1時間にプレイするラウンド数：時間単位の数値に使います</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="275"/>
        <source> an hour</source>
        <translation> ラウンド/時</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="276"/>
        <source>Price the royal at this &amp;meter</source>
        <translation>このメーターでロイヤルを計算(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="280"/>
        <source>Price the royal at the progressive meter</source>
        <translation>プログレッシブのメーターでロイヤルを計算</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="281"/>
        <source>The risk and the session count the royal at the progressive meter below</source>
        <translation>リスクとセッションは、下のプログレッシブのメーターでロイヤルを数えます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="286"/>
        <source>Royal meter in dollars</source>
        <translation>ロイヤルのメーター（ドル）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="287"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>マックスベットのロイヤルの現在の配当（ドル）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="377"/>
        <source>One bet: {coins} × {coin} = {bet}; bankroll {bankroll}.</source>
        <translation>1ベット：{coins} × {coin} = {bet}、バンクロール {bankroll}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="402"/>
        <source>{game} plays its own lines with its built-in data (docs/feature-games.md names the sources).</source>
        <translation>{game} は内蔵データで独自のラインをプレイします（出典は docs/feature-games.md）。</translation>
    </message>
</context>
<context>
    <name>BankrollView</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="135"/>
        <source>Exported {path}</source>
        <translation>{path} に書き出しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="142"/>
        <source>Waiting for the analysis of the table…</source>
        <translation>ペイテーブルの分析を待っています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="147"/>
        <source>Risk of ruin</source>
        <translation>破産リスク</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="148"/>
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="149"/>
        <source>Multi-play</source>
        <translation>マルチプレイ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="150"/>
        <source>Progressive</source>
        <translation>プログレッシブ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="151"/>
        <source>Rising meter</source>
        <translation>上昇するメーター</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="154"/>
        <source>&amp;Risk and sessions</source>
        <translation>リスクとセッション(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="155"/>
        <source>Co&amp;mpare tables</source>
        <translation>ペイテーブルの比較(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="182"/>
        <source>Bankroll inputs</source>
        <translation>バンクロールの入力</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="183"/>
        <source>The bankroll, bet, session and strategy the results are for.</source>
        <translation>結果の前提となるバンクロール・ベット・セッション・戦略。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="198"/>
        <source>Bankroll results</source>
        <translation>バンクロールの結果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="199"/>
        <source>Risk of ruin, session and multi-play results.</source>
        <translation>破産リスク・セッション・マルチプレイの結果。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="225"/>
        <source>Bankroll pages</source>
        <translation>バンクロールのページ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="225"/>
        <source>Risk and sessions, and Compare tables.</source>
        <translation>リスクとセッション、配当表の比較。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="252"/>
        <source>Waiting for the analysis of {table}…</source>
        <translation>{table} の分析を待っています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="291"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="426"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="429"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="432"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="453"/>
        <source>Computing…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="339"/>
        <source>A progressive meter pays a max bet only: choose {coins} coins per bet or more (Money, on the left).</source>
        <translation>プログレッシブのメーターはマックスベットにのみ支払われます：1ベット {coins} コイン以上を選んでください（左の「金額」）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="379"/>
        <source>Bankroll calculations cancelled</source>
        <translation>バンクロールの計算を取り消しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="388"/>
        <source>Could not compute the analysis: {message}</source>
        <translation>分析を計算できませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="394"/>
        <source>Could not compute the risk: {message}</source>
        <translation>リスクを計算できませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="400"/>
        <source>Could not compute the session: {message}</source>
        <translation>セッションを計算できませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="406"/>
        <source>Could not compute the fan: {message}</source>
        <translation>結果の分布帯を計算できませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="412"/>
        <source>Could not compute the sweep: {message}</source>
        <translation>スイープを計算できませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="418"/>
        <source>Could not compute the rising meter: {message}</source>
        <translation>上昇するメーターを計算できませんでした：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="423"/>
        <source>Computing the rising meter…</source>
        <translation>上昇するメーターを計算中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="435"/>
        <source>Computing the royal sweep…</source>
        <translation>ロイヤルのスイープを計算中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="459"/>
        <source>{table}: return {percent}</source>
        <translation>{table}：還元率 {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="455"/>
        <source>This table pays nothing: nothing to compute.</source>
        <translation>このペイテーブルは何も支払いません：計算するものはありません。</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="104"/>
        <source>Tables compared</source>
        <translation>比較する配当表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="105"/>
        <source>The first table is the reference the others are compared with.</source>
        <translation>最初の配当表が、他の表と比べる基準です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="110"/>
        <source>Remove the selected tables from the comparison</source>
        <translation>選んだ配当表を比較から外します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="117"/>
        <source>Save the comparison as a CSV file</source>
        <translation>比較を CSV ファイルに保存します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="128"/>
        <source>Comparison summary</source>
        <translation>比較の概要</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="129"/>
        <source>Return, variance and risk of each table compared.</source>
        <translation>比較する各配当表の還元率・分散・リスク。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="134"/>
        <source>Pays of each table</source>
        <translation>各配当表の配当</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="135"/>
        <source>What each hand pays on each table compared.</source>
        <translation>比較する各配当表での各ハンドの配当。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="140"/>
        <source>Pay differences</source>
        <translation>配当の違い</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="141"/>
        <source>Each pay that differs from the reference table and what it is worth.</source>
        <translation>基準の配当表と異なる各配当とその価値。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="175"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="214"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="309"/>
        <source>Add two or more tables.</source>
        <translation>ペイテーブルを2つ以上追加してください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="179"/>
        <source>Choose a table to add to the comparison</source>
        <translation>比較に追加するペイテーブルを選びます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="180"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="181"/>
        <source>Make reference</source>
        <translation>基準にする</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="182"/>
        <source>Compare every other table with the selected one</source>
        <translation>他のすべてのペイテーブルを選択したものと比較します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="183"/>
        <source>Export CSV…</source>
        <translation>CSV を書き出す…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="184"/>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="187"/>
        <source>Table</source>
        <translation>ペイテーブル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="188"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="373"/>
        <source>Hand</source>
        <translation>役</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="189"/>
        <source>Pays</source>
        <translation>配当</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="190"/>
        <source>Worth</source>
        <translation>価値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="191"/>
        <source>At own play</source>
        <translation>自身の戦略で</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="195"/>
        <source>The change of return the pay makes at the reference&apos;s optimal play</source>
        <translation>基準の最適プレイでその配当がもたらす還元率の変化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="196"/>
        <source>The change of return the pay makes at the table&apos;s own optimal play</source>
        <translation>そのペイテーブル自身の最適プレイでその配当がもたらす還元率の変化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="244"/>
        <source>That table is already in the comparison</source>
        <translation>そのペイテーブルはすでに比較に入っています</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="255"/>
        <source>Table being edited: {table}</source>
        <translation>編集中のペイテーブル：{table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="259"/>
        <source>Reference: {table}</source>
        <translation>基準：{table}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="314"/>
        <source>Comparing %n tables…</source>
        <translation>
            <numerusform>%n 個のペイテーブルを比較中…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="321"/>
        <source>Cannot compare: {message}</source>
        <translation>比較できません：{message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="330"/>
        <source>Compared with {reference}: the worth of a pay difference is the change of return it makes at the reference&apos;s optimal play, and at the table&apos;s own.</source>
        <translation>{reference} との比較：配当の違いの価値は、基準の最適プレイと、そのペイテーブル自身の最適プレイでの還元率の変化です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="337"/>
        <source>Return</source>
        <translation>還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="338"/>
        <source>Change from the reference</source>
        <translation>基準との差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="339"/>
        <source>Variance</source>
        <translation>分散</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="340"/>
        <source>Standard deviation</source>
        <translation>標準偏差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="341"/>
        <source>Multi-play covariance</source>
        <translation>マルチプレイの共分散</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="342"/>
        <source>Hit frequency</source>
        <translation>ヒット率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="343"/>
        <source>Re-optimised strategy adds</source>
        <translation>戦略を最適化し直した上積み</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="376"/>
        <source>{table}
pays</source>
        <translation>{table}
配当</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="377"/>
        <source>combinations</source>
        <translation>組み合わせ数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="378"/>
        <source>contribution</source>
        <translation>寄与</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="396"/>
        <source>probability {p}</source>
        <translation>確率 {p}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="423"/>
        <source>No pay differences between tables of one kind</source>
        <translation>同じ種類のペイテーブル間に配当の違いはありません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="427"/>
        <source>Exactly {fraction}</source>
        <translation>正確には {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="493"/>
        <source>Export the comparison</source>
        <translation>比較を書き出す</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="495"/>
        <source>CSV data (*.csv)</source>
        <translation>CSV データ (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="506"/>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="507"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} に書き込めませんでした：{reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="512"/>
        <source>Exported {path}</source>
        <translation>{path} に書き出しました</translation>
    </message>
</context>
<context>
    <name>FanChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="143"/>
        <source>Session results</source>
        <translation>セッションの結果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="144"/>
        <source>Rounds played</source>
        <translation>プレイしたラウンド数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="145"/>
        <source>Result (bets)</source>
        <translation>結果（ベット）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="186"/>
        <source>median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="192"/>
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="199"/>
        <source>broke ({bankroll})</source>
        <translation>破産（{bankroll}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="209"/>
        <source>goal (+{goal})</source>
        <translation>目標（+{goal}）</translation>
    </message>
</context>
<context>
    <name>MeterChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="255"/>
        <source>Return by meter</source>
        <translation>メーター別の還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="256"/>
        <source>Return (%)</source>
        <translation>還元率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="280"/>
        <source>{line} meter ($, {coins} coins)</source>
        <translation>{line} のメーター（ドル、{coins} コイン）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="291"/>
        <source>{target} + {cashback} cash back</source>
        <translation>{target} + キャッシュバック {cashback}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="307"/>
        <source>meter {meter}</source>
        <translation>メーター {meter}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="309"/>
        <source>meter {meter}: {percent}</source>
        <translation>メーター {meter}：{percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="321"/>
        <source>break-even {meter}</source>
        <translation>損益分岐 {meter}</translation>
    </message>
</context>
<context>
    <name>MultiPlayPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="496"/>
        <source>Multi-play variance</source>
        <translation>マルチプレイの分散</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="497"/>
        <source>The variance of a round for each number of lines.</source>
        <translation>ライン数ごとの1ラウンドの分散。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="510"/>
        <source>Lines</source>
        <translation>ライン数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="511"/>
        <source>Variance of a round</source>
        <translation>1ラウンドの分散</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="512"/>
        <source>Std deviation of a round</source>
        <translation>1ラウンドの標準偏差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="513"/>
        <source>Std deviation per line</source>
        <translation>1ラインあたりの標準偏差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="518"/>
        <source>Lines share the deal and the hold and draw apart: the variance of N lines is N·v + N(N−1)·c (in bets of one line). Per line is the round&apos;s deviation divided by √N, comparable across numbers of lines.</source>
        <translation>各ラインは配られたカードとホールドを共有し、ドローは別々です：N ラインの分散は N·v + N(N−1)·c（1ラインのベット単位）。1ラインあたりはラウンドの標準偏差を √N で割った値で、ライン数が違っても比べられます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="543"/>
        <source>A feature game plays its own lines: the multi-play table is the base game&apos;s.</source>
        <translation>特殊ゲームは独自のラインでプレイします：マルチプレイの表はベースゲームのものです。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="552"/>
        <source>{table}: one line&apos;s variance v = {v}; covariance of two lines c = {c} (exactly {exact}).</source>
        <translation>{table}：1ラインの分散 v = {v}、2ラインの共分散 c = {c}（正確には {exact}）。</translation>
    </message>
</context>
<context>
    <name>ProgressivePanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="622"/>
        <source>Royal &amp;meter</source>
        <translation>ロイヤルのメーター(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="623"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>マックスベットのロイヤルの現在の配当（ドル）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="661"/>
        <source>At {meter} the {label} pays {pay} per coin ({coins} coins of {coin}); the table pays {table_pay}.</source>
        <translation>メーター {meter} では {label} の配当は1コインあたり {pay}（{coin} のコイン {coins} 枚）、ペイテーブルの配当は {table_pay} です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="673"/>
        <source>Return at this meter: {percent}</source>
        <translation>このメーターでの還元率：{percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="676"/>
        <source>Exactly {fraction}</source>
        <translation>正確には {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="681"/>
        <source>Break-even meter: none (the return stays below {full})</source>
        <translation>損益分岐メーター：なし（還元率は {full} 未満のまま）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="686"/>
        <source>Break-even meter: {meter} ({pay} per coin)</source>
        <translation>損益分岐メーター：{meter}（1コインあたり {pay}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="693"/>
        <source>The least royal pay where the return reaches {full}, exactly {pay} per coin</source>
        <translation>還元率が {full} に達する最小のロイヤル配当、正確には1コインあたり {pay}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="699"/>
        <source>With cash back: no break-even meter</source>
        <translation>キャッシュバック込み：損益分岐メーターなし</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="702"/>
        <source>With {cashback} cash back: break-even meter {meter}</source>
        <translation>キャッシュバック {cashback} 込み：損益分岐メーター {meter}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="708"/>
        <source>Return plus cash back reaches {full} at exactly {pay} per coin</source>
        <translation>還元率とキャッシュバックの合計は、正確に1コインあたり {pay} で {full} に達します</translation>
    </message>
</context>
<context>
    <name>RisingChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="78"/>
        <source>Value of a rising meter</source>
        <translation>上昇するメーターの価値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="80"/>
        <source>Meter when you sit down ($)</source>
        <translation>着席時のメーター（ドル）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="81"/>
        <source>Profit to the next royal ($)</source>
        <translation>次のロイヤルまでの利益（ドル）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="107"/>
        <source>break even</source>
        <translation>損益分岐</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="119"/>
        <source>meter {meter}: {profit}</source>
        <translation>メーター {meter}：{profit}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="132"/>
        <source>break-even {meter}</source>
        <translation>損益分岐 {meter}</translation>
    </message>
</context>
<context>
    <name>RisingPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="45"/>
        <source>For the most profit</source>
        <translation>利益が最大になるように</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="46"/>
        <source>For the meter shown</source>
        <translation>表示中のメーターに合わせて</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="52"/>
        <source>{number} coins</source>
        <translation>{number} コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="250"/>
        <source>For each meter: the expected profit to the next royal, hands, hours and the meter at the hit.</source>
        <translation>各メーターについて：次のロイヤルまでの期待利益、ハンド数、時間、当たった時のメーター。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="272"/>
        <source>Rising meter</source>
        <translation>上昇するメーター</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="273"/>
        <source>The rising meter&apos;s inputs, results, chart and table, scrolled as a whole.</source>
        <translation>上昇するメーターの入力・結果・グラフ・表（まとめてスクロール）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="289"/>
        <source>Royal meter in dollars</source>
        <translation>ロイヤルのメーター（ドル）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="290"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>マックスベットのロイヤルの現在の配当（ドル）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="291"/>
        <source>Meter rate in percent of each bet</source>
        <translation>メーターの上昇率（各ベットに対する％）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="292"/>
        <source>The part of each bet that goes to the meter</source>
        <translation>各ベットのうちメーターに入る割合</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="293"/>
        <source> % of each bet</source>
        <translation> %（各ベット）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="294"/>
        <source>Players on the bank</source>
        <translation>バンクのプレイヤー数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="297"/>
        <source>Players on the bank, you included, each at your speed and bet: another may hit the royal first</source>
        <translation>あなたを含むバンクのプレイヤー数（全員があなたと同じ速さとベット）：他の人が先にロイヤルを出すこともあります</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="301"/>
        <source>How you play</source>
        <translation>プレイのしかた</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="304"/>
        <source>How you choose the strategy as the meter rises: re-optimised for the most profit to the next royal, or the strategy of the highest return at the meter shown</source>
        <translation>メーターの上昇に合わせた戦略の選び方：次のロイヤルまでの利益が最大になるよう最適化し直すか、表示中のメーターで還元率が最も高い戦略を使います</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="314"/>
        <source>Royal &amp;meter</source>
        <translation>ロイヤルのメーター(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="315"/>
        <source>Meter &amp;rises by</source>
        <translation>メーターの上昇率(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="316"/>
        <source>&amp;Players on the bank</source>
        <translation>バンクのプレイヤー数(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="317"/>
        <source>P&amp;lay</source>
        <translation>プレイ(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="324"/>
        <source>Meter</source>
        <translation>メーター</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="325"/>
        <source>Per coin</source>
        <translation>1コインあたり</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="326"/>
        <source>Profit ($)</source>
        <translation>利益（ドル）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="327"/>
        <source>Profit (coins)</source>
        <translation>利益（コイン）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="328"/>
        <source>Hands</source>
        <translation>ハンド数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="329"/>
        <source>Hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="330"/>
        <source>Meter at the hit</source>
        <translation>当選時のメーター</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="248"/>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="333"/>
        <source>Value of a rising meter, by meter</source>
        <translation>上昇するメーターの価値（メーター別）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="382"/>
        <source>Expected profit to the next royal: {profit} ({dollars}), {bets} bets.</source>
        <translation>次のロイヤルまでの期待利益：{profit}（{dollars}）、{bets} ベット。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="389"/>
        <source>You play {hands} hands to it on average, about {hours} hours at {speed} hands an hour.</source>
        <translation>そこまで平均 {hands} ハンド、1時間 {speed} ハンドで約 {hours} 時間プレイします。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="402"/>
        <source>The meter is {meter} ({dollars}) on average when the royal is hit; the chance that you hit it is {chance}.</source>
        <translation>ロイヤルが出たときのメーターは平均 {meter}（{dollars}）、それがあなたである確率は {chance} です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="409"/>
        <source>The meter is {meter} ({dollars}) on average when you hit the royal.</source>
        <translation>あなたがロイヤルを出したときのメーターは平均 {meter}（{dollars}）です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="415"/>
        <source>No meter the model covers makes sitting down worth it.</source>
        <translation>モデルの範囲のどのメーターでも、着席する価値はありません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="421"/>
        <source>Break-even meter: {coins} ({dollars}), {per} per coin.</source>
        <translation>損益分岐メーター：{coins}（{dollars}）、1コインあたり {per}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="428"/>
        <source>Exactly {fraction} coins.</source>
        <translation>正確には {fraction} コイン。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="435"/>
        <source>The return at this meter is {percent}; if the meter stood still, sitting down would be worth {fixed} to the next royal. The first hand plays the optimal strategy for a royal of {pay} per coin.</source>
        <translation>このメーターでの還元率は {percent} です。メーターが止まったままなら、次のロイヤルまでの着席の価値は {fixed} です。最初のハンドは1コインあたり {pay} のロイヤルに対する最適戦略でプレイします。</translation>
    </message>
</context>
<context>
    <name>RiskCurveChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="62"/>
        <source>Risk of ruin</source>
        <translation>破産リスク</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="63"/>
        <source>Bankroll (bets)</source>
        <translation>バンクロール（ベット）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="64"/>
        <source>Long-run risk of ruin (%)</source>
        <translation>長期の破産リスク（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="96"/>
        <source>{risk} risk: {bankroll}</source>
        <translation>リスク {risk}：{bankroll}</translation>
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
        <translation>破産リスクごとのバンクロール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="151"/>
        <source>The bankroll in bets and in dollars needed for each risk of ruin.</source>
        <translation>破産リスクごとに必要なバンクロール（ベット数とドル）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Risk of ruin</source>
        <translation>破産リスク</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Bankroll</source>
        <translation>バンクロール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Dollars</source>
        <translation>ドル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="204"/>
        <source>Risk of ruin with {bankroll}: {risk}</source>
        <translation>{bankroll} での破産リスク：{risk}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="217"/>
        <source>A round of {game} costs {cost} bets; its standard deviation is {sd} bets.</source>
        <translation>{game} の1ラウンドは {cost} ベット、標準偏差は {sd} ベットです。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="226"/>
        <source>1 line a round: standard deviation {sd} bets a round, {per} per line</source>
        <translation>1ラウンド1ライン：標準偏差は1ラウンド {sd} ベット、1ラインあたり {per}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="230"/>
        <source>%n lines a round: standard deviation {sd} bets a round, {per} per line</source>
        <translation>
            <numerusform>1ラウンド %n ライン：標準偏差は1ラウンド {sd} ベット、1ラインあたり {per}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="241"/>
        <source>Ruin is certain: no bankroll is enough</source>
        <translation>破産は確実です：どのバンクロールでも足りません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="245"/>
        <source>{bets} bets</source>
        <translation>{bets} ベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="250"/>
        <source>{all} for every bankroll: return plus cash back ≤ {all}</source>
        <translation>どのバンクロールでも {all}：還元率＋キャッシュバック ≤ {all}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="255"/>
        <source>No round can lose: the risk of ruin is 0</source>
        <translation>負けるラウンドはありません：破産リスクは 0</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="277"/>
        <source>At {speed} rounds an hour: an average result of {result} ({result_dollars}) an hour, give or take {spread} ({spread_dollars}) for one standard deviation.</source>
        <translation>1時間 {speed} ラウンドで：1時間の平均結果は {result}（{result_dollars}）、標準偏差1つ分の振れ幅は {spread}（{spread_dollars}）です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="288"/>
        <source>The average loss uses up the bankroll in about {hours} hours.</source>
        <translation>平均的な負けでは、バンクロールは約 {hours} 時間でなくなります。</translation>
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
        <translation>破産</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="357"/>
        <source>Goal reached</source>
        <translation>目標達成</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="358"/>
        <source>Still playing</source>
        <translation>プレイ継続中</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="359"/>
        <source>A royal or more</source>
        <translation>ロイヤル1回以上</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="360"/>
        <source>Average result</source>
        <translation>平均結果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="397"/>
        <source>{name}: {hands} rounds from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}：{bankroll} から {hands} ラウンド、1時間 {speed} で約 {hours} 時間。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="401"/>
        <source>{name}: {hands} rounds of {lines} lines from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}：{bankroll} から {lines} ラインで {hands} ラウンド、1時間 {speed} で約 {hours} 時間。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="406"/>
        <source>{name}: {hands} rounds of 1 line from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}：{bankroll} から1ラインで {hands} ラウンド、1時間 {speed} で約 {hours} 時間。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="418"/>
        <source>The session stops {goal} ahead.</source>
        <translation>{goal} 勝ったらセッションを終えます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="421"/>
        <source>{sentence} {next}</source>
        <translation>{sentence}{next}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="425"/>
        <source>no goal</source>
        <translation>目標なし</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="429"/>
        <source>no royal line</source>
        <translation>ロイヤルの配当なし</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="436"/>
        <source>{total} if every round is played, {hourly} an hour.</source>
        <translation>全ラウンドをプレイした場合 {total}、1時間あたり {hourly}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="441"/>
        <source>Exact recursion over the bankroll.</source>
        <translation>バンクロールに対する厳密な漸化計算。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="445"/>
        <source>Simulation of {trials} sessions (seed {seed}); ± one standard error.</source>
        <translation>{trials} セッションのシミュレーション（シード {seed}）、± 標準誤差1つ分。</translation>
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
        <translation>ラウンドの合計の厳密な分布</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="463"/>
        <source>simulated: {trials} sessions, seed {seed}; each level within ± {error} bets ({confidence} confidence)</source>
        <translation>シミュレーション：{trials} セッション、シード {seed}、各水準の誤差は ± {error} ベット以内（信頼度 {confidence}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="474"/>
        <source>The result after each round when every round is played (no stop at broke or at the goal): the bands hold {levels} of the sessions, around the median; {how}.</source>
        <translation>全ラウンドをプレイしたときの各ラウンド後の結果（破産や目標で止めない）：帯は中央値を中心にセッションの {levels} を含みます。{how}。</translation>
    </message>
</context>
<context>
    <name>bankroll</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="112"/>
        <source>{game} on {table}</source>
        <translation>{table} の {game}</translation>
    </message>
</context>
</TS>
