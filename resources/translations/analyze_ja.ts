<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AnalyzeView</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="361"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="32"/>
        <source>The royal sweep is computed when this tab is shown.</source>
        <translation>ロイヤルスイープはこのタブを表示したときに計算されます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="71"/>
        <source>Stop the calculation (Esc)</source>
        <translation>計算を止める（Esc）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="82"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="181"/>
        <source>Preparing engine…</source>
        <translation>エンジンを準備中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="121"/>
        <source>Analyze pages</source>
        <translation>分析ページ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="123"/>
        <source>The return of the table, its Ultimate X game and its feature games</source>
        <translation>配当表の還元率、その Ultimate X ゲームとフィーチャーゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="125"/>
        <source>Return</source>
        <translation>還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="126"/>
        <source>Feature games</source>
        <translation>フィーチャーゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="171"/>
        <source>Waiting for the edit to settle…</source>
        <translation>編集が落ち着くのを待っています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="172"/>
        <source>The new results follow in a moment.</source>
        <translation>新しい結果はまもなく表示されます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="181"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="206"/>
        <source>Calculating…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="194"/>
        <source>Cancelled: edit the table or press F5 to recalculate</source>
        <translation>中止しました: 配当表を編集するか F5 で再計算します</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="195"/>
        <source>Calculation cancelled</source>
        <translation>計算を中止しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="199"/>
        <source>The calculation was cancelled: press F5 to recalculate.</source>
        <translation>計算は中止されました。F5 で再計算します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="216"/>
        <source>Up to date</source>
        <translation>最新</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="216"/>
        <source>Up to date: this table pays nothing (0%)</source>
        <translation>最新: この配当表は何も支払いません（0%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="224"/>
        <source>Analysis took {seconds} s</source>
        <translation>分析にかかった時間: {seconds} 秒</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="231"/>
        <source>The calculation failed (see below)</source>
        <translation>計算に失敗しました（下記参照）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="233"/>
        <source>The calculation failed: {why}</source>
        <translation>計算に失敗しました: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="242"/>
        <source>could not be calculated: {why}</source>
        <translation>計算できませんでした: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="250"/>
        <source>Computing the royal sweep…</source>
        <translation>ロイヤルスイープを計算中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="260"/>
        <source>Nothing to sweep: the table pays nothing.</source>
        <translation>スイープする対象がありません: この配当表は何も支払いません。</translation>
    </message>
</context>
<context>
    <name>BetTable</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="88"/>
        <source>Return by coins bet</source>
        <translation>ベットしたコイン数ごとの還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="89"/>
        <source>The return and its cost at each bet from 1 coin to the maximum.</source>
        <translation>1コインから最大までの各ベットの還元率と損失。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="105"/>
        <source>Bet</source>
        <translation>ベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="106"/>
        <source>Return</source>
        <translation>還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="107"/>
        <source>Cost vs {coins} coins</source>
        <translation>{coins} コインとの差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="108"/>
        <source>Loss per hand</source>
        <translation>1ハンドあたりの損失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="131"/>
        <source>max bet</source>
        <translation>マックスベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="133"/>
        <source>{percent} of the bet</source>
        <translation>ベットの {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="134"/>
        <source>{coins} coins</source>
        <translation>{coins} コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="138"/>
        <source>Exactly {numerator} / {denominator} under the optimal strategy of {table}</source>
        <translation>{table} の最適戦略で厳密に {numerator} / {denominator}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/results.py" line="150"/>
        <source>%n coin</source>
        <translation>
            <numerusform>%n コイン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/results.py" line="151"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n コイン</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CategoryModel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="45"/>
        <source>Hand</source>
        <translation>役</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="46"/>
        <source>Pays</source>
        <translation>配当</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="47"/>
        <source>Combinations</source>
        <translation>組み合わせ数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="48"/>
        <source>Probability</source>
        <translation>確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="49"/>
        <source>1 in</source>
        <translation>1/N</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="50"/>
        <source>Return</source>
        <translation>還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="89"/>
        <source>never</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="108"/>
        <source>Paid on the five dealt cards, on top of what the final hand pays</source>
        <translation>配られた5枚に対して、最終役の配当に上乗せで支払われます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="111"/>
        <source>Out of {total} combinations: every deal weighted by the common denominator of all draws</source>
        <translation>全 {total} 通りの組み合わせ中（各配り札をすべてのドローの公分母で重み付け）</translation>
    </message>
</context>
<context>
    <name>ContributionChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="40"/>
        <source>Contribution to return</source>
        <translation>還元率への寄与</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="41"/>
        <source>Contribution to the return (% of the bet)</source>
        <translation>還元率への寄与（ベットに対する %）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="63"/>
        <source>This table pays nothing: its return is 0%.</source>
        <translation>この配当表は何も支払いません: 還元率は 0% です。</translation>
    </message>
</context>
<context>
    <name>FeatureBarChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="121"/>
        <source>Feature game</source>
        <translation>フィーチャーゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="122"/>
        <source>Chart of the feature game&apos;s figures</source>
        <translation>フィーチャーゲームの数値のグラフ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="123"/>
        <source>The same figures are in the table above the chart.</source>
        <translation>同じ数値がグラフの上の表にあります。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="138"/>
        <source>Nothing to draw.</source>
        <translation>描画するものがありません。</translation>
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
        <translation>ライン数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="166"/>
        <source>Multi-Strike 16X (five levels, up to 16x)</source>
        <translation>Multi-Strike 16X（5段階、最大16倍）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="171"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="227"/>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="173"/>
        <source>The 16X version has a fifth level</source>
        <translation>16X 版には5段目があります</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="180"/>
        <source>The levels bet (the bottom ones are played)</source>
        <translation>賭ける段数（下の段からプレイ）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="181"/>
        <source>Levels bet</source>
        <translation>賭ける段数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="187"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="363"/>
        <source>Level multipliers</source>
        <translation>各段の倍率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="188"/>
        <source>Each level&apos;s multiplier</source>
        <translation>各段の倍率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="194"/>
        <source>Free rides (%)</source>
        <translation>フリーライド（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="196"/>
        <source>Each level&apos;s chance of a free ride, in percent, level 1 up (not the top level); machines show them nowhere</source>
        <translation>各段のフリーライドの確率（%）、1段目から上へ（最上段を除く）。マシンのどこにも表示されません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="202"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="212"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="243"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="266"/>
        <source>Multi-play lines</source>
        <translation>マルチプレイのライン数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="207"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="376"/>
        <source>Multiplier weights</source>
        <translation>倍率の重み</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="208"/>
        <source>multiplier:weight pairs from the machine&apos;s help screen; 1 for no multiplier</source>
        <translation>マシンのヘルプ画面にある「倍率:重み」の組。倍率なしは 1</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="217"/>
        <source>Chance of a roll</source>
        <translation>ロールの確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="218"/>
        <source>As a fraction (1/6) or a decimal</source>
        <translation>分数（1/6）または小数で</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="222"/>
        <source>Hundred Play (one spin times the quads made)</source>
        <translation>Hundred Play（1回のスピン × 成立したフォーカード数）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="229"/>
        <source>Hundred Play Wheel Poker</source>
        <translation>Hundred Play Wheel Poker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="232"/>
        <source>Lines played</source>
        <translation>プレイするライン数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="237"/>
        <source>Wheel (coins:weight)</source>
        <translation>ホイール（コイン:重み）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="238"/>
        <source>The wheel&apos;s prizes in coins with their weights; empty: the built-in wheel</source>
        <translation>ホイールの賞金（コイン）と重み。空欄なら内蔵のホイール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="239"/>
        <source>the built-in wheel of this game</source>
        <translation>このゲームの内蔵ホイール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="248"/>
        <source>Chance of a Dream Card</source>
        <translation>Dream Card の確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="250"/>
        <source>The share of deals that come with a Dream Card (set by the machine, shown nowhere)</source>
        <translation>Dream Card 付きの配り札の割合（マシンが設定、どこにも表示されません）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="254"/>
        <source>The best-EV card</source>
        <translation>EV が最大のカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="255"/>
        <source>The card that makes the best hand</source>
        <translation>最も強い役を作るカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="260"/>
        <source>The machine gives</source>
        <translation>マシンが出すカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="262"/>
        <source>Which card the machine gives</source>
        <translation>マシンがどのカードを出すか</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="269"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n コイン</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="274"/>
        <source>Coins a line</source>
        <translation>1ラインのコイン数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="276"/>
        <source>Coins bet a line (wins on five)</source>
        <translation>1ラインに賭けるコイン数（配当は5コイン分）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="282"/>
        <source>Multipliers (2 to K)</source>
        <translation>倍率（2〜K）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="284"/>
        <source>The 12 multipliers for the highest dealt card 2, 3, ..., K; empty: the built-in table of this game</source>
        <translation>配られた最大のカード 2, 3, ..., K に対する12個の倍率。空欄ならこのゲームの内蔵表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="287"/>
        <source>the built-in table of this game</source>
        <translation>このゲームの内蔵表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="291"/>
        <source>Paylines bet (of the nine)</source>
        <translation>賭けるペイライン数（9本中）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="291"/>
        <source>Paylines</source>
        <translation>ペイライン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="364"/>
        <source>Free rides</source>
        <translation>フリーライド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="368"/>
        <source>Free rides: give one for each level but the top ({wanted}), got {got}</source>
        <translation>フリーライド: 最上段以外の各段に1つずつ（{wanted}個）必要ですが、{got}個です</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="373"/>
        <source>Levels bet: at most {count}</source>
        <translation>賭ける段数: 最大 {count}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="378"/>
        <source>Chance</source>
        <translation>確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="384"/>
        <source>Wheel</source>
        <translation>ホイール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="388"/>
        <source>Multipliers</source>
        <translation>倍率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="391"/>
        <source>Multipliers: give 12 (cards 2 to K), got {got}</source>
        <translation>倍率: 12個（カード 2〜K）必要ですが、{got}個です</translation>
    </message>
</context>
<context>
    <name>FeaturePage</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="54"/>
        <source>Level</source>
        <extracomment>What each game&apos;s own table shows, and which of its columns the chart draws: (headers, the chart&apos;s column, its unit, the format of a bar&apos;s value).</extracomment>
        <translation>段</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="55"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="69"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="79"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="109"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="113"/>
        <source>Multiplier</source>
        <translation>倍率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="56"/>
        <source>Free ride</source>
        <translation>フリーライド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="57"/>
        <source>Value (bets)</source>
        <translation>価値（ベット）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="58"/>
        <source>Without free ride</source>
        <translation>フリーライドなし</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="59"/>
        <source>Reached</source>
        <translation>到達率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="60"/>
        <source>Holds changed</source>
        <translation>ホールドの変化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="61"/>
        <source>Base holds cost</source>
        <translation>ベースのホールドの損失</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="64"/>
        <source>Value of reaching the level (bets of one line)</source>
        <translation>その段に到達する価値（1ライン分のベット）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="70"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="89"/>
        <source>Weight</source>
        <translation>重み</translation>
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
        <translation>確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="88"/>
        <source>Prize (coins)</source>
        <translation>賞金（コイン）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="98"/>
        <source>Dream Card rule</source>
        <translation>Dream Card のルール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="99"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="423"/>
        <source>Return</source>
        <translation>還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="100"/>
        <source>Dream Card deal&apos;s EV (per coin)</source>
        <translation>Dream Card 付き配り札の EV（1コインあたり）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="103"/>
        <source>Return (%)</source>
        <translation>還元率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="108"/>
        <source>Highest card</source>
        <translation>最大のカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="118"/>
        <source>Paylines</source>
        <translation>ペイライン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="119"/>
        <source>SD per hand</source>
        <translation>1ハンドの標準偏差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="120"/>
        <source>Multi-play SD per hand</source>
        <translation>マルチプレイの1ハンドの標準偏差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="123"/>
        <source>Standard deviation per hand (bets)</source>
        <translation>1ハンドの標準偏差（ベット）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="134"/>
        <source>Feature games</source>
        <translation>フィーチャーゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="146"/>
        <source>Cancel the feature game&apos;s analysis</source>
        <translation>フィーチャーゲームの分析を中止</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="147"/>
        <source>Progress of the feature game&apos;s analysis</source>
        <translation>フィーチャーゲームの分析の進行状況</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="148"/>
        <source>State of the feature game&apos;s analysis</source>
        <translation>フィーチャーゲームの分析の状態</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="154"/>
        <source>Analyse again</source>
        <translation>もう一度分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="155"/>
        <source>Analyse again after a cancel or a failure</source>
        <translation>中止や失敗のあとでもう一度分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="166"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="193"/>
        <source>Feature game</source>
        <translation>フィーチャーゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="167"/>
        <source>The extra-bet game whose return, strategy changes and variance are shown</source>
        <translation>還元率・戦略の変化・分散を表示する追加ベットのゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="173"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="250"/>
        <source>Options of the feature game</source>
        <translation>フィーチャーゲームのオプション</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="179"/>
        <source>Restore the built-in options</source>
        <translation>内蔵のオプションに戻す</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="180"/>
        <source>Set the options back to the game&apos;s built-in data</source>
        <translation>オプションをゲームの内蔵データに戻す</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="183"/>
        <source>Source of the game&apos;s data</source>
        <translation>ゲームデータの出典</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="185"/>
        <source>Feature game message</source>
        <translation>フィーチャーゲームのメッセージ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="191"/>
        <source>Feature game figures</source>
        <translation>フィーチャーゲームの数値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="192"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="221"/>
        <source>Figure</source>
        <translation>項目</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="192"/>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="196"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="257"/>
        <source>Strategy of the feature game</source>
        <translation>フィーチャーゲームの戦略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="202"/>
        <source>Multi-Strike level whose holds are shown</source>
        <translation>ホールドを表示する Multi-Strike の段</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="203"/>
        <source>The Multi-Strike level whose strategy changes the table lists</source>
        <translation>表に戦略の変化を示す Multi-Strike の段</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="208"/>
        <source>Holds that differ from the base game&apos;s</source>
        <translation>ベースゲームと異なるホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="210"/>
        <source>Deal</source>
        <translation>配り札</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="211"/>
        <source>Base game holds</source>
        <translation>ベースゲームのホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="212"/>
        <source>This game holds</source>
        <translation>このゲームのホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="213"/>
        <source>Share of deals</source>
        <translation>配り札の割合</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="214"/>
        <source>Gain per deal</source>
        <translation>配り札あたりの利得</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="216"/>
        <source>Strategy changes</source>
        <translation>戦略の変化</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="220"/>
        <source>The game&apos;s own figures</source>
        <translation>ゲーム固有の数値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="222"/>
        <source>Feature game details</source>
        <translation>フィーチャーゲームの詳細</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="267"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="282"/>
        <source>Feature games page</source>
        <translation>フィーチャーゲームのページ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="283"/>
        <source>The feature game&apos;s options, figures and charts, scrolled as a whole</source>
        <translation>フィーチャーゲームのオプション・数値・グラフ（まとめてスクロール）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="296"/>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="297"/>
        <source>Restore defaults</source>
        <translation>既定値に戻す</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="298"/>
        <source>Feature:</source>
        <translation>フィーチャー:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="299"/>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="300"/>
        <source>Strategy</source>
        <translation>戦略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="342"/>
        <source>Cancelled: press Analyse, or change an option, to go on.</source>
        <translation>中止しました: 続けるには「分析」を押すか、オプションを変更してください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="354"/>
        <source>Built-in data: {source}</source>
        <translation>内蔵データ: {source}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="362"/>
        <source>Waiting for the edit to settle…</source>
        <translation>編集が落ち着くのを待っています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="375"/>
        <source>{table} pays bonuses on the dealt hand; the feature games take tables without them.</source>
        <translation>{table} は配り札ボーナスを支払います。フィーチャーゲームは配り札ボーナスのない配当表が対象です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="412"/>
        <source>The analysis failed: {why}</source>
        <translation>分析に失敗しました: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="424"/>
        <source>Base game&apos;s return</source>
        <translation>ベースゲームの還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="425"/>
        <source>The feature adds</source>
        <translation>フィーチャーによる上乗せ</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="430"/>
        <source>The extra %n coin(s) a line return</source>
        <translation>
            <numerusform>1ラインあたり追加 %n コインの還元率</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="433"/>
        <source>A round costs (bets of one line)</source>
        <translation>1ラウンドの費用（1ライン分のベット）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="434"/>
        <source>Variance of a round (bets squared)</source>
        <translation>1ラウンドの分散（ベットの2乗）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="435"/>
        <source>Standard deviation of a round (bets)</source>
        <translation>1ラウンドの標準偏差（ベット）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="436"/>
        <source>Variance per unit bet</source>
        <translation>単位ベットあたりの分散</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="437"/>
        <source>Base game&apos;s variance (one line)</source>
        <translation>ベースゲームの分散（1ライン）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="440"/>
        <source>Computed in</source>
        <translation>計算時間</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="441"/>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="447"/>
        <source>Exactly {numerator} / {denominator} per coin bet</source>
        <translation>賭け1コインあたり厳密に {numerator} / {denominator}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="458"/>
        <source>Level {level} ({multiplier}x)</source>
        <translation>{level}段目（{multiplier}倍）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="475"/>
        <source>the base game&apos;s</source>
        <translation>ベースゲームの戦略</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="478"/>
        <source>The strategy is the base game&apos;s: play {game} as you play {table} ({reason}).</source>
        <translation>戦略はベースゲームと同じです: {game} は {table} と同じようにプレイします（{reason}）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="500"/>
        <source>The best holds on {level} are the base game&apos;s.</source>
        <translation>{level}の最善ホールドはベースゲームと同じです。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="502"/>
        <source>The best holds are the base game&apos;s.</source>
        <translation>最善ホールドはベースゲームと同じです。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="507"/>
        <source>The best hold on {level} differs from the base game&apos;s on {share} of deals ({kinds} kinds of deal); playing the base game&apos;s holds there costs {cost} of the return. The changes worth most:</source>
        <translation>{level}の最善ホールドは配り札の {share}（{kinds} 種類）でベースゲームと異なり、そこでベースゲームのホールドをすると還元率を {cost} 失います。価値の大きい変化:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="513"/>
        <source>The best hold differs from the base game&apos;s on {share} of deals ({kinds} kinds of deal); playing the base game&apos;s holds there costs {cost} of the return. The changes worth most:</source>
        <translation>最善ホールドは配り札の {share}（{kinds} 種類）でベースゲームと異なり、そこでベースゲームのホールドをすると還元率を {cost} 失います。価値の大きい変化:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="539"/>
        <source>{game} details</source>
        <translation>{game} の詳細</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="577"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="625"/>
        <source>Average multiplier</source>
        <translation>平均倍率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="581"/>
        <source>Mean square of the multiplier</source>
        <translation>倍率の2乗平均</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="588"/>
        <source>Average wheel prize (coins)</source>
        <translation>ホイールの平均賞金（コイン）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="592"/>
        <source>A line&apos;s chance of a natural four of a kind</source>
        <translation>1ラインでナチュラルのフォーカードが出る確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="598"/>
        <source>Return with the base game&apos;s holds</source>
        <translation>ベースゲームのホールドでの還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="605"/>
        <source>Chance of a Dream Card deal</source>
        <translation>Dream Card 付き配り札の確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="609"/>
        <source>What the machine&apos;s rule costs (best-EV against best-hand card)</source>
        <translation>マシンのルールによる損失（EV 最大のカードと最強の役のカードの比較）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="615"/>
        <source>Four-card deals the two rules value differently</source>
        <translation>2つのルールで評価が異なる4枚の配り札</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="623"/>
        <source>Coins a line</source>
        <translation>1ラインのコイン数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="633"/>
        <source>Standard deviation per hand of the lines bet</source>
        <translation>賭けたライン数での1ハンドの標準偏差</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="636"/>
        <source>{sd} (multi-play: {multi})</source>
        <translation>{sd}（マルチプレイ: {multi}）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="551"/>
        <source>%n line</source>
        <translation>
            <numerusform>%n ライン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="552"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n ライン</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="676"/>
        <source>Level {level}</source>
        <translation>{level}段目</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="707"/>
        <source>The best-EV card</source>
        <translation>EV が最大のカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="708"/>
        <source>The best-hand card</source>
        <translation>最強の役のカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="720"/>
        <source>{card} high</source>
        <translation>最大カード {card}</translation>
    </message>
</context>
<context>
    <name>FigureTable</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="83"/>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="114"/>
        <source>{name}: read the figures cell by cell; Ctrl+C copies them, the context menu exports them as CSV.</source>
        <extracomment>What a cell shows while its figure is being computed, or cannot be.</extracomment>
        <translation>{name}：数値をセルごとに読めます。Ctrl+C でコピー、コンテキストメニューで CSV に書き出せます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="126"/>
        <source>Copy table</source>
        <translation>表をコピー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="127"/>
        <source>Export table as CSV…</source>
        <translation>表を CSV でエクスポート…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="216"/>
        <source>Export {table}</source>
        <translation>{table} をエクスポート</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="218"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="229"/>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="230"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} を書き込めませんでした: {reason}</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="108"/>
        <source>Choose the game</source>
        <translation>ゲームを選ぶ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="114"/>
        <source> (added to the deck, wild)</source>
        <translation>（デッキに追加、ワイルド）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="124"/>
        <source>Every {rank} is wild</source>
        <translation>すべての {rank} がワイルド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="131"/>
        <source>none, or cards such as Jh Js</source>
        <translation>なし、または Jh Js のようなカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="132"/>
        <source>A wild card in its own place keeps a hand natural</source>
        <translation>本来の位置にあるワイルドカードはナチュラルの役として扱う</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="137"/>
        <source>One-Eyed Jacks: a royal flush with the jack of hearts in its own place is a natural royal</source>
        <translation>One-Eyed Jacks: ハートのジャックが本来の位置にあるロイヤルフラッシュはナチュラルロイヤル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="145"/>
        <source>Jokers</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="146"/>
        <source>Wild ranks</source>
        <translation>ワイルドのランク</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="147"/>
        <source>Wild cards</source>
        <translation>ワイルドカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="173"/>
        <source>Not a game yet: {why}</source>
        <translation>まだゲームになっていません: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="178"/>
        <source>{game}: {cards} cards, {wild} of them wild.</source>
        <translation>{game}: {cards}枚、うちワイルド {wild}枚。</translation>
    </message>
</context>
<context>
    <name>HoldValueChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="36"/>
        <source>Hold values by total multiplier</source>
        <translation>合計倍率ごとのホールドの価値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="37"/>
        <source>Chart of the hold values against the total multiplier</source>
        <translation>合計倍率に対するホールドの価値のグラフ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="40"/>
        <source>The same figures are in the tables below the chart: each hold&apos;s value at the total multiplier chosen, and the best hold by range of total multiplier.</source>
        <translation>同じ数値がグラフの下の表にあります: 選んだ合計倍率での各ホールドの価値と、合計倍率の範囲ごとの最善ホールド。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="46"/>
        <source>Total multiplier M (the sum of the lines&apos; multipliers)</source>
        <translation>合計倍率 M（各ラインの倍率の合計）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="48"/>
        <source>Value per coin</source>
        <translation>1コインあたりの価値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="83"/>
        <source>From M = {m} the best hold is {hold}</source>
        <translation>M = {m} からの最善ホールドは {hold}</translation>
    </message>
</context>
<context>
    <name>PayTableDocument</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="85"/>
        <source>built-in: {table}</source>
        <translation>内蔵: {table}</translation>
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
        <translation>配り札で{hand}（ボーナス）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="156"/>
        <source>Set {hand} to {pay}</source>
        <translation>{hand} を {pay} に設定</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="172"/>
        <source>Pay {hand} as at max bet on 1 to 4 coins</source>
        <translation>1〜4コインでも {hand} をマックスベットと同じ配当にする</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="174"/>
        <source>Set {hand} on 1 to 4 coins to {pay}</source>
        <translation>1〜4コインの {hand} を {pay} に設定</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="189"/>
        <location filename="../../vptrainer/gui/analyze/document.py" line="201"/>
        <source>Add {hand}</source>
        <translation>{hand} を追加</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="210"/>
        <source>Remove {hand}</source>
        <translation>{hand} を削除</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="219"/>
        <source>Rename</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="252"/>
        <source>Switch to {game}</source>
        <translation>{game} に切り替え</translation>
    </message>
</context>
<context>
    <name>PayTableEditor</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="56"/>
        <source>No wild cards</source>
        <extracomment>The games the chooser offers by name (any other through &quot;Other game…&quot;).</extracomment>
        <translation>ワイルドなし</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="57"/>
        <source>Deuces wild</source>
        <translation>2 がワイルド（Deuces Wild）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="58"/>
        <source>Joker (53 cards)</source>
        <translation>ジョーカー（53枚）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="59"/>
        <source>Two jokers (54 cards)</source>
        <translation>ジョーカー2枚（54枚）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="62"/>
        <source>Deuces and a joker (53 cards)</source>
        <translation>2 とジョーカー1枚（53枚）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="66"/>
        <source>Sevens and a joker (53 cards)</source>
        <translation>7 とジョーカー1枚（53枚）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="70"/>
        <source>One-eyed jacks</source>
        <translation>片目のジャック（One-Eyed Jacks）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="73"/>
        <source>Other game…</source>
        <translation>その他のゲーム…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="227"/>
        <source>Choose a built-in pay table to analyze and edit</source>
        <translation>分析・編集する内蔵の配当表を選ぶ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="234"/>
        <source>The pay table&apos;s name, shown in titles and file names</source>
        <translation>配当表の名前（タイトルやファイル名に使われます）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="258"/>
        <source>Add a hand the table pays for (a category)</source>
        <translation>配当表が支払う役（カテゴリー）を追加</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="322"/>
        <source>Your own table</source>
        <translation>自作の配当表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="324"/>
        <source>Which cards are wild (the deck has 52 cards plus its jokers)</source>
        <translation>どのカードがワイルドか（デッキは52枚＋ジョーカー）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="326"/>
        <source>Game…</source>
        <translation>ゲーム…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="327"/>
        <source>Any game: jokers, wild ranks, specific wild cards</source>
        <translation>任意のゲーム: ジョーカー、ワイルドのランク、特定のワイルドカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="328"/>
        <source>Bonuses on the deal, on top of the final hand&apos;s pay:</source>
        <translation>配り札ボーナス（最終役の配当に上乗せ）:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="329"/>
        <source>Add category</source>
        <translation>役を追加</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="330"/>
        <source>Deal bonus</source>
        <translation>配り札ボーナス</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="331"/>
        <source>Pay a bonus when the five dealt cards make a hand</source>
        <translation>配られた5枚で役ができたらボーナスを支払う</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="332"/>
        <source>Quad split…</source>
        <translation>フォーカードの分割…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="333"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="334"/>
        <source>Stop paying the selected hand (Delete)</source>
        <translation>選んだ役の配当をやめる（Delete）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Built-in</source>
        <translation>内蔵</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Wild cards</source>
        <translation>ワイルドカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="354"/>
        <source>Pays</source>
        <translation>配当</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="354"/>
        <source>Deal bonuses</source>
        <translation>配り札ボーナス</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="355"/>
        <source>Each hand and what it pays per coin; type a number or press F2 to change it.</source>
        <translation>各役と1コインあたりの配当。数値を入力するか F2 で変更します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="358"/>
        <source>What a dealt hand pays before the draw; type a number or press F2 to change it.</source>
        <translation>ドロー前に配り札が支払う配当。数値を入力するか F2 で変更します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="401"/>
        <source>{game} ({cards} cards)</source>
        <translation>{game}（{cards}枚）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="428"/>
        <source>Pay some natural fours of a kind differently, by rank and kicker</source>
        <translation>一部のナチュラルのフォーカードをランクとキッカー別に異なる配当にする</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="430"/>
        <source>Pay some fours of a kind differently, by rank and kicker</source>
        <translation>一部のフォーカードをランクとキッカー別に異なる配当にする</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="434"/>
        <source>Published return: {percent}</source>
        <translation>公表されている還元率: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="436"/>
        <source>Published return (from the file): {percent}</source>
        <translation>公表されている還元率（ファイルより）: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="440"/>
        <source>No published return for this table.</source>
        <translation>この配当表の公表された還元率はありません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="443"/>
        <source>This table pays nothing: add a category (its return is 0% until then).</source>
        <translation>この配当表は何も支払いません。役を追加してください（それまで還元率は 0%）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="446"/>
        <source>Your own table: the return below is for your pays.</source>
        <translation>自作の配当表: 下の還元率はあなたの配当によるものです。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="507"/>
        <source>Every category is listed</source>
        <translation>すべての役が一覧にあります</translation>
    </message>
</context>
<context>
    <name>PayTableModel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="96"/>
        <source>Hand</source>
        <translation>役</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="97"/>
        <source>Pays (per coin)</source>
        <translation>配当／コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="98"/>
        <source>{coins} coins</source>
        <translation>{coins} コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="99"/>
        <source>Per coin on 1–{coins}</source>
        <translation>1〜{coins} コイン時</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="138"/>
        <source>Dealt hand (bonus)</source>
        <translation>配り札の役（ボーナス）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="169"/>
        <source>Pay per coin bet, at the maximum bet: a whole number, a decimal such as 1600.25 or a fraction such as 2000/3. Double-click or type to edit.</source>
        <translation>マックスベット時の賭け1コインあたりの配当: 整数、1600.25 のような小数、2000/3 のような分数。ダブルクリックまたは入力で編集します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="174"/>
        <source>Pay per coin on 1 to {fewer} coins, where the machine pays less than at {coins} coins (a royal of 250); empty: the same as at max bet. Double-click or type to edit; clear it to remove.</source>
        <translation>1〜{fewer} コインで、マシンが {coins} コインより少なく払う場合の1コインあたりの配当（ロイヤル 250 など）。空欄ならマックスベットと同じ。ダブルクリックまたは入力で編集、消すと削除します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="179"/>
        <source>Paid when the five dealt cards make {hand} ({key})</source>
        <translation>配られた5枚で{hand}ができたときに支払い（{key}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="202"/>
        <source>Not changed: {why}</source>
        <translation>変更されていません: {why}</translation>
    </message>
</context>
<context>
    <name>ProbabilityChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="87"/>
        <source>Probability by hand</source>
        <translation>役ごとの確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="114"/>
        <source>This table pays nothing: every hand is Nothing.</source>
        <translation>この配当表は何も支払いません: すべての手が「役なし」です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="124"/>
        <source>Probability (log scale)</source>
        <translation>確率（対数目盛）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="128"/>
        <source>Probability</source>
        <translation>確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="141"/>
        <source>1 in {count}</source>
        <translation>{count} 回に1回</translation>
    </message>
</context>
<context>
    <name>QuadSplitDialog</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="38"/>
        <source>Add a natural four-of-a-kind split</source>
        <translation>ナチュラルのフォーカード分割を追加</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="40"/>
        <source>Add a four-of-a-kind split</source>
        <translation>フォーカード分割を追加</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="42"/>
        <source>e.g. A,8 or 2-4</source>
        <translation>例: A,8 または 2-4</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="44"/>
        <source>optional, e.g. A-4</source>
        <translation>省略可、例: A-4</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="46"/>
        <source>per coin, e.g. 80</source>
        <translation>1コインあたり、例: 80</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="48"/>
        <source>optional, e.g. Four aces or eights</source>
        <translation>省略可、例: A か 8 のフォーカード</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="55"/>
        <source>Quad ranks</source>
        <translation>フォーカードのランク</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="56"/>
        <source>Kicker ranks</source>
        <translation>キッカーのランク</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="57"/>
        <source>Pays</source>
        <translation>配当</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="58"/>
        <source>Label</source>
        <translation>表示名</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="68"/>
        <source>Paid on natural fours: four cards of the rank that are not wild (the fifth card may be wild).</source>
        <translation>ナチュラルのフォーカードに支払い: そのランクの4枚がワイルドでないこと（5枚目はワイルドでも可）。</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="231"/>
        <source>Results by hand</source>
        <translation>役ごとの結果</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="232"/>
        <source>Each hand&apos;s pay, combinations, probability and contribution to the return.</source>
        <translation>各役の配当、組み合わせ数、確率、還元率への寄与。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="257"/>
        <source>Draw the probabilities on a logarithmic scale</source>
        <translation>確率を対数目盛で描く</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="271"/>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="272"/>
        <source>Contribution, probability and royal sweep charts of the analysis.</source>
        <translation>分析の寄与・確率・ロイヤルスイープのグラフ。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="312"/>
        <source>Contribution</source>
        <translation>寄与</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="313"/>
        <source>Probability</source>
        <translation>確率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="314"/>
        <source>Royal sweep</source>
        <translation>ロイヤルスイープ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="315"/>
        <source>Bets</source>
        <translation>ベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="321"/>
        <source>Variance:</source>
        <translation>分散:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="322"/>
        <source>Standard deviation:</source>
        <translation>標準偏差:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="323"/>
        <source>Hit frequency:</source>
        <translation>ヒット率:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="324"/>
        <source>Deals with a tied best hold:</source>
        <translation>最善ホールドが同値の配り札:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="325"/>
        <source>Cards held (share of deals):</source>
        <translation>ホールド枚数（配り札に占める割合）:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="326"/>
        <source>Below max bet:</source>
        <translation>マックスベット未満:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="330"/>
        <source>Ties go to the hold that keeps more cards</source>
        <translation>同値の場合は残す枚数の多いホールドを選びます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="331"/>
        <source>Copy results</source>
        <translation>結果をコピー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="332"/>
        <source>Copy the numbers and the table, tab-separated</source>
        <translation>数値と表をタブ区切りでコピー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="333"/>
        <source>Logarithmic scale</source>
        <translation>対数目盛</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="445"/>
        <source>Not up to date — these results are for “{table}” before your last change. {why}</source>
        <translation>最新ではありません — この結果は最後の変更前の「{table}」のものです。{why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="454"/>
        <source>Return —</source>
        <translation>還元率 —</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="464"/>
        <source>The calculation failed: {why}</source>
        <translation>計算に失敗しました: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="470"/>
        <source>No results: the calculation failed.</source>
        <translation>結果はありません: 計算に失敗しました。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="485"/>
        <source>Return {percent}</source>
        <translation>還元率 {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="488"/>
        <source>Exactly {numerator} / {denominator}
= {decimal}</source>
        <translation>厳密値 {numerator} / {denominator}
= {decimal}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="501"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations — this table pays nothing, so its return is 0%</source>
        <translation>{table}: 最適プレイ、配り札 {deals} 通り、組み合わせ {combinations} 通り — この配当表は何も支払わないため還元率は 0%</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="506"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations — bonuses on the deal pay {percent} of it, included in the return</source>
        <translation>{table}: 最適プレイ、配り札 {deals} 通り、組み合わせ {combinations} 通り — 配り札ボーナスがそのうち {percent} を占めます（還元率に含む）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="511"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations</source>
        <translation>{table}: 最適プレイ、配り札 {deals} 通り、組み合わせ {combinations} 通り</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="521"/>
        <source>{cards}: {percent}</source>
        <translation>{cards}: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="542"/>
        <source>{table} pays the same per coin at every bet: {percent} from 1 to {coins} coins.</source>
        <translation>{table} はどのベットでも1コインあたりの配当が同じです: 1〜{coins} コインで {percent}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="550"/>
        <source>Below {coins} coins this table pays, per coin: {pays}. Each bet is played with its own optimal strategy.</source>
        <translation>{coins} コイン未満では、この配当表の1コインあたりの配当は {pays} です。各ベットはそれぞれの最適戦略でプレイします。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="555"/>
        <source>calculating the return of 1 to {coins} coins…</source>
        <translation>1〜{coins} コインの還元率を計算中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="557"/>
        <source>calculating…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="567"/>
        <source>1–{coins} coins return {percent}, {cost} of the bet less (the Bets tab)</source>
        <translation>1〜{coins} コインの還元率は {percent}、ベットの {cost} 低くなります（「ベット」タブ）</translation>
    </message>
</context>
<context>
    <name>RoyalSweepChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="161"/>
        <source>Royal sweep</source>
        <translation>ロイヤルスイープ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="163"/>
        <source>Return (%)</source>
        <translation>還元率（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="173"/>
        <source>The strategy changes at {pay} per coin
exactly {pay_exact}
return {percent} = {return_exact}</source>
        <translation>1コインあたり {pay} で戦略が変わります
厳密値 {pay_exact}
還元率 {percent} = {return_exact}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="186"/>
        <source>The return never reaches 100%</source>
        <translation>還元率は 100% に達しません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="190"/>
        <source>Break-even: {pay} per coin ({five} for 5 coins)
exactly {exact} per coin, where the return is 100%</source>
        <translation>損益分岐点: 1コインあたり {pay}（5コインで {five}）
厳密値は1コインあたり {exact}、還元率 100% の点</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="199"/>
        <source>Return as the {hand} pays more</source>
        <translation>{hand} の配当を上げたときの還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="201"/>
        <source>{chart} — {table}</source>
        <translation>{chart} — {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="205"/>
        <source>{hand} pays (per coin)</source>
        <translation>{hand} の配当（1コインあたり）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="242"/>
        <source>now: {pay} → {percent}</source>
        <translation>現在: {pay} → {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="256"/>
        <source>break-even {pay} ({five} for 5 coins)</source>
        <translation>損益分岐 {pay}（5コインで {five}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="276"/>
        <source>{count} pays where the strategy changes ({shown} on this chart; hover a dot for its exact value)</source>
        <translation>戦略が変わる配当は {count} 個（このグラフに {shown} 個。点にマウスを重ねると厳密値を表示）</translation>
    </message>
</context>
<context>
    <name>UltimateXHandPanel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="27"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="39"/>
        <source>Discard all</source>
        <extracomment>Colours of the holds drawn (the best holds first).</extracomment>
        <translation>すべて捨てる</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="118"/>
        <source>Holds against the total multiplier</source>
        <translation>合計倍率とホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="119"/>
        <source>Holds of a hand against the total multiplier</source>
        <translation>合計倍率に対するあるハンドのホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="123"/>
        <source>Dealt hand</source>
        <translation>配り札</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="124"/>
        <source>Five cards such as Jh Qh Kh 7c 7d; press Enter to show their holds.</source>
        <translation>Jh Qh Kh 7c 7d のような5枚。Enter でホールドを表示します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="126"/>
        <source>Five cards, such as Jh Qh Kh 7c 7d</source>
        <translation>5枚のカード（例: Jh Qh Kh 7c 7d）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="127"/>
        <source>Next example</source>
        <translation>次の例</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="131"/>
        <source>Show another deal whose best hold changes with the multiplier</source>
        <translation>倍率によって最善ホールドが変わる別の配り札を表示</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="132"/>
        <source>Show another deal whose best hold changes with the total multiplier</source>
        <translation>合計倍率によって最善ホールドが変わる別の配り札を表示</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="137"/>
        <source>Total multiplier</source>
        <translation>合計倍率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="138"/>
        <source>The sum of the lines&apos; multipliers</source>
        <translation>各ラインの倍率の合計</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="140"/>
        <source>Hand message</source>
        <translation>ハンドのメッセージ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="76"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="144"/>
        <source>Holds of the hand at the total multiplier</source>
        <translation>合計倍率でのこのハンドのホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="78"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="146"/>
        <source>Hold</source>
        <translation>ホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="79"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="147"/>
        <source>EV per coin</source>
        <translation>1コインあたりの EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="80"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="148"/>
        <source>Next multiplier</source>
        <translation>次の倍率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="81"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="149"/>
        <source>Value at M</source>
        <translation>M での価値</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="82"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="150"/>
        <source>Cost (coins)</source>
        <translation>損失（コイン）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="84"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="152"/>
        <source>Ultimate X holds</source>
        <translation>Ultimate X のホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="88"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="155"/>
        <source>Best hold by range of total multiplier</source>
        <translation>合計倍率の範囲ごとの最善ホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>From M</source>
        <translation>M から</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>To M</source>
        <translation>M まで</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>Best hold</source>
        <translation>最善ホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="90"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="157"/>
        <source>Ultimate X turning points</source>
        <translation>Ultimate X の転換点</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="141"/>
        <source>Deal:</source>
        <translation>配り札:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="142"/>
        <source>M:</source>
        <translation>M:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="213"/>
        <source>Not a hand: {why}.</source>
        <translation>ハンドではありません: {why}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="231"/>
        <source>best</source>
        <translation>最善</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="248"/>
        <source>The best hold changes %n time(s) as the total multiplier rises; at M = {m} hold {best}.</source>
        <translation>
            <numerusform>合計倍率が上がるにつれて最善ホールドは %n 回変わります。M = {m} では {best} をホールド。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="256"/>
        <source>The best hold is {best} at every total multiplier.</source>
        <translation>どの合計倍率でも最善ホールドは {best} です。</translation>
    </message>
</context>
<context>
    <name>UltimateXPage</name>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="198"/>
        <source>%n line</source>
        <translation>
            <numerusform>%n ライン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="199"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n ライン</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="78"/>
        <source>Lines</source>
        <translation>ライン数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="79"/>
        <source>Return</source>
        <translation>還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="80"/>
        <source>Feature adds</source>
        <translation>上乗せ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="81"/>
        <source>Base game&apos;s holds</source>
        <translation>ベースゲームのホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="82"/>
        <source>Approximation</source>
        <translation>近似</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="83"/>
        <source>With 5-coin bets</source>
        <translation>5コインベット時</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="104"/>
        <source>Cancel the Ultimate X solves</source>
        <translation>Ultimate X の求解を中止</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="105"/>
        <source>Progress of the Ultimate X solves</source>
        <translation>Ultimate X の求解の進行状況</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="106"/>
        <source>State of the Ultimate X solves</source>
        <translation>Ultimate X の求解の状態</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="109"/>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="111"/>
        <source>Solve again</source>
        <translation>もう一度求解</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="112"/>
        <source>Solve again after a cancel or a failure</source>
        <translation>中止や失敗のあとでもう一度求解</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="124"/>
        <source>Multiplier table family</source>
        <translation>倍率表のファミリー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="125"/>
        <source>The multiplier table the game is solved with: a built-in table or a file</source>
        <translation>ゲームの解析に使う倍率表：内蔵の表またはファイル</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="127"/>
        <source>Choose a family…</source>
        <translation>ファミリーを選択…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="130"/>
        <source>A file…</source>
        <translation>ファイル…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="133"/>
        <source>Open a multiplier table file (TOML, docs/ultimate-x-format.md)</source>
        <translation>倍率表ファイルを開く（TOML、docs/ultimate-x-format.md）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="145"/>
        <source>Lines shown in detail</source>
        <translation>詳細を表示するライン数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="146"/>
        <source>The number of lines whose multiplier frequencies and hands are shown</source>
        <translation>倍率の頻度とハンドを表示するライン数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="151"/>
        <source>5-coin option</source>
        <translation>5コインオプション</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="155"/>
        <source>Allow 5-coin bets on hands that carry multipliers</source>
        <translation>倍率が付いたハンドで5コインベットを許可</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="157"/>
        <source>Many machines let a hand that carries multipliers be bet at 5 coins a line: the multiplied win is paid, no new multipliers are earned.</source>
        <translation>多くのマシンでは、倍率が付いたハンドを1ライン5コインで賭けられます。倍率を掛けた配当は支払われますが、新しい倍率は得られません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="163"/>
        <source>Ultimate X message</source>
        <translation>Ultimate X のメッセージ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="167"/>
        <source>Multiplier table</source>
        <translation>倍率表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="170"/>
        <source>Source of the multiplier table</source>
        <translation>倍率表の出典</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="172"/>
        <source>Base game&apos;s return</source>
        <translation>ベースゲームの還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="175"/>
        <source>Ultimate X return by lines</source>
        <translation>ライン数ごとの Ultimate X の還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="177"/>
        <source>Ultimate X return</source>
        <translation>Ultimate X の還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="183"/>
        <source>Share of lines at each multiplier</source>
        <translation>各倍率のラインの割合</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="184"/>
        <source>Multiplier</source>
        <translation>倍率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="184"/>
        <source>Share of lines</source>
        <translation>ラインの割合</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="185"/>
        <source>Ultimate X multiplier frequencies</source>
        <translation>Ultimate X の倍率の頻度</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="187"/>
        <source>Ultimate X statistics</source>
        <translation>Ultimate X の統計</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="234"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="250"/>
        <source>Ultimate X page</source>
        <translation>Ultimate X ページ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="251"/>
        <source>The Ultimate X returns, multipliers and hand, scrolled as a whole</source>
        <translation>Ultimate X の還元率・倍率・ハンド（まとめてスクロール）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="264"/>
        <source>Multipliers of:</source>
        <translation>倍率表:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="265"/>
        <source>Details for:</source>
        <translation>詳細:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="320"/>
        <source>Cancelled: press Solve, or change an option, to go on.</source>
        <translation>中止しました: 続けるには「求解」を押すか、オプションを変更してください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="334"/>
        <source>Waiting for the edit to settle…</source>
        <translation>編集が落ち着くのを待っています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="365"/>
        <source>{table} pays bonuses on the dealt hand, which Ultimate X does not; remove its dealt-hand lines to analyse it here.</source>
        <translation>{table} は配り札ボーナスを支払いますが、Ultimate X にはありません。ここで分析するには配り札ボーナスの行を削除してください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="371"/>
        <source>The Ultimate X family of {table} cannot be told from the table: choose whose multipliers to use above.</source>
        <translation>{table} の Ultimate X ファミリーは配当表から判断できません。上で使う倍率表を選んでください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="385"/>
        <source>Open a multiplier table</source>
        <translation>倍率表を開く</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="387"/>
        <source>Multiplier tables (*.toml);;All files (*)</source>
        <translation>倍率表 (*.toml);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="395"/>
        <source>File: {name}</source>
        <translation>ファイル: {name}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="418"/>
        <source>No example yet: the game is being solved.</source>
        <translation>まだ例はありません: ゲームを求解中です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="433"/>
        <source>Solved exactly in {iterations} policy iterations ({seconds} s); {coins} coins a game.</source>
        <translation>{iterations} 回の方策反復で厳密に求解（{seconds} 秒）。1ゲーム {coins} コイン。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="449"/>
        <source>The feature played with the base game&apos;s holds at every multiplier.</source>
        <translation>どの倍率でもベースゲームのホールドでフィーチャーをプレイした場合。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="456"/>
        <source>Holds ranked by M x EV + c x lines x E[next multiplier] (c = {c}): the approximation other tools use.</source>
        <translation>M x EV + c x ライン数 x E[次の倍率]（c = {c}）で順位付けしたホールド: 他のツールが使う近似。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="462"/>
        <source>Tick the 5-coin option to compute the return with it.</source>
        <translation>5コインオプションにチェックを入れると、それを含めた還元率を計算します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="466"/>
        <source>Base game (5 coins a line, no feature): {percent}. Returns are per coin bet, 10 coins a line, with perfect play.</source>
        <translation>ベースゲーム（1ライン5コイン、フィーチャーなし）: {percent}。還元率は賭け1コインあたり、1ライン10コイン、最適プレイでの値です。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="479"/>
        <source>Ultimate X could not be solved: {why}</source>
        <translation>Ultimate X を求解できませんでした: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="487"/>
        <source>Multiplier table: {name}: {description}.</source>
        <translation>倍率表: {name}: {description}。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="494"/>
        <source>This multiplier table is unverified: {why}</source>
        <translation>この倍率表は未検証です: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="498"/>
        <source>Source: {source}</source>
        <translation>出典: {source}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="500"/>
        <source>The multiplier table names no source.</source>
        <translation>この倍率表には出典がありません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="503"/>
        <source>{m}x</source>
        <translation>{m}倍</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="513"/>
        <source>{lines}: a line carries {mean}x on average. The best hold depends on the total multiplier on {depends} of deals; {differs} of deals are played otherwise than in the base game at some multiplier.</source>
        <translation>{lines}: 1ラインの倍率は平均 {mean}倍。配り札の {depends} で最善ホールドが合計倍率によって変わり、{differs} はある倍率でベースゲームとは違う打ち方になります。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="519"/>
        <source>{lines}: a line carries {mean}x on average. Standard deviation of a game: {sd} coins. The best hold depends on the total multiplier on {depends} of deals; {differs} of deals are played otherwise than in the base game at some multiplier.</source>
        <translation>{lines}: 1ラインの倍率は平均 {mean}倍。1ゲームの標準偏差は {sd} コイン。配り札の {depends} で最善ホールドが合計倍率によって変わり、{differs} はある倍率でベースゲームとは違う打ち方になります。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="538"/>
        <source>The holds could not be computed: {why}</source>
        <translation>ホールドを計算できませんでした: {why}</translation>
    </message>
</context>
<context>
    <name>categories</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="32"/>
        <source>{hand} dealt (bonus)</source>
        <translation>配り札で{hand}（ボーナス）</translation>
    </message>
</context>
<context>
    <name>feature_options</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="48"/>
        <source>{what}: give at least one value</source>
        <extracomment>The most lines a multi-play feature game is analysed on here.</extracomment>
        <translation>{what}: 少なくとも1つの値を入力してください</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="61"/>
        <source>{what}: {item} is not a whole number</source>
        <translation>{what}: {item} は整数ではありません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="81"/>
        <source>{what}: {item} is not value:weight (a whole weight)</source>
        <translation>{what}: {item} は「値:重み」（重みは整数）ではありません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="99"/>
        <source>{what}: {item} is not a number</source>
        <translation>{what}: {item} は数値ではありません</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="61"/>
        <source>{hand} {pays} ({max_pays} on {coins} coins)</source>
        <extracomment>Charts here may be smaller than elsewhere: the window fits a 1024x640 screen.</extracomment>
        <translation>{hand} {pays}（{coins} コインでは {max_pays}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="62"/>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
</TS>
