<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja">
<context>
    <name>DrillBar</name>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="103" />
        <source>&amp;Drill</source>
        <translation>ドリル(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="106" />
        <source>Random deals; weak spots (the situations you get wrong, by spaced repetition); close calls (the two best holds near in EV); your past mistakes until played right</source>
        <translation>ランダムな配り；苦手（間違えやすい状況を間隔反復で）；僅差（上位2つのホールドの EV が近い）；過去のミス（正しく打てるまで）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="111" />
        <source> /coin</source>
        <translation>/コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="113" />
        <source>Close calls: the two best holds differ by less than this EV</source>
        <translation>僅差：上位2つのホールドの EV 差がこの値未満</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="115" />
        <source>Grade by chart:</source>
        <translation>表で採点:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="118" />
        <source>Grade against a simpler strategy chart instead of optimal play; what the simplification costs is shown apart</source>
        <translation>最適プレイではなく簡略な戦略表で採点します。簡略化のコストは別に表示されます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="122" />
        <source> rules</source>
        <translation> ルール</translation>
    </message>
</context>
<context>
    <name>DrillCoordinator</name>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="120" />
        <source>Grades name the rules of the {rules}-rule basic strategy, grading by a {level}-rule chart.</source>
        <translation>採点は {rules} ルールの基本戦略のルール名を示し、{level} ルールの表で採点します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="124" />
        <source>Grades name the rules of the {rules}-rule basic strategy.</source>
        <translation>採点は {rules} ルールの基本戦略のルール名を示します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="135" />
        <location filename="../../vptrainer/gui/practice/drills.py" line="192" />
        <source>Making the strategy chart of {table}…</source>
        <translation>{table} の戦略表を作成中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="140" />
        <source>No strategy chart: {reason}</source>
        <translation>戦略表なし: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="142" />
        <source>The strategy chart could not be made: {reason}</source>
        <translation>戦略表を作成できませんでした: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="168" />
        <source>Finding the close calls…</source>
        <translation>僅差の手を探しています…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="171" />
        <source>Close calls unavailable: {reason}</source>
        <translation>僅差は利用できません: {reason}</translation>
    </message>
</context>
<context>
    <name>EvLostChart</name>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="31" />
        <source>EV lost this session</source>
        <translation>このセッションで失った EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="33" />
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="34" />
        <source>Cumulative EV lost (coins)</source>
        <translation>累積損失 EV（コイン）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="47" />
        <source>No hands played yet.</source>
        <translation>まだハンドをプレイしていません。</translation>
    </message>
</context>
<context>
    <name>GameStrip</name>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="78" />
        <source>The game practised</source>
        <translation>練習中のゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="88" />
        <source>About the game</source>
        <translation>ゲームについて</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="94" />
        <source>The game's state</source>
        <translation>ゲームの状態</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="97" />
        <source>5-coin option</source>
        <translation>5 コインオプション</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="99" />
        <source>Ultimate X's 5-coin option</source>
        <translation>Ultimate X の 5 コインオプション</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="102" />
        <source>The machine lets you bet 5 coins a line on a hand that carries multipliers: the win is multiplied, no new multiplier is earned. Practice then grades against the game solved with that choice, the bet included.</source>
        <translation>倍率の付いたハンドでは 1 ライン 5 コインのベットができます：配当は倍率で増えますが、新しい倍率は得られません。練習はその選択を含めて解いたゲームに対して（ベットも含めて）採点します。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="110" />
        <source>Bet 5 a line</source>
        <translation>1 ライン 5 をベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="113" />
        <source>Bet 5 coins a line on the next hand</source>
        <translation>次のハンドで 1 ライン 5 コインをベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="116" />
        <source>Bet 5 coins a line instead of 10 on the next hand (it carries multipliers): its wins are multiplied, it earns no multiplier for the hand after.</source>
        <translation>次のハンド（倍率付き）で 1 ライン 10 コインではなく 5 コインをベット：配当は倍率で増えますが、その次のハンドの倍率は得られません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="125" />
        <source>Stop solving the game (practise it once it is solved)</source>
        <translation>ゲームの解析を中止（解析が終わってから練習）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="240" />
        <location filename="../../vptrainer/gui/practice/games.py" line="308" />
        <source>Solving {game} for {table}…</source>
        <translation>{table} の {game} を解析中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="297" />
        <source>{game} cannot be played on this table: {reason}</source>
        <translation>{game} はこの配当表ではプレイできません: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="338" />
        <source>This hand: {total}x in all.</source>
        <translation>このハンド: 合計 {total}x。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="343" />
        <source>Next hand: {total}x in all.</source>
        <translation>次のハンド: 合計 {total}x。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="348" />
        <source>Line {line} carries {multiplier}x.</source>
        <translation>ライン {line} は {multiplier}x。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="351" />
        <source>Line {line} carries {multiplier}x into the hand.</source>
        <translation>ライン {line} はこのハンドに {multiplier}x を持ち込みます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="364" />
        <source>Level {level} of {levels} with a free ride:</source>
        <translation>レベル {level}/{levels}（フリーライド付き）:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="366" />
        <source>Level {level} of {levels}:</source>
        <translation>レベル {level}/{levels}:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="372" />
        <source>Level {level} pays {multiplier}x.</source>
        <translation>レベル {level} は {multiplier}x 配当。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="385" />
        <source>Standard play</source>
        <translation>通常プレイ</translation>
    </message>
</context>
<context>
    <name>HandAnalyzer</name>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="126" />
        <source>Pay table</source>
        <translation>配当表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="127" />
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="128" />
        <source>Bet</source>
        <translation>ベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="129" />
        <source> coins</source>
        <translation> コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="131" />
        <source>The bet: its pays (a table's short pays below max bet) and the cost column</source>
        <translation>ベット: その配当（最大ベット未満の減額配当）と損失の列</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="133" />
        <source>&amp;Hand</source>
        <translation>ハンド(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="135" />
        <source>Five cards, e.g. Ah Kh Qh Jh 9c  (T or 10 for tens)</source>
        <translation>5枚のカード（例: Ah Kh Qh Jh 9c、10 は T または 10）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="137" />
        <source>Hand to analyze</source>
        <translation>分析するハンド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="138" />
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="139" />
        <source>Clear the hand to analyze</source>
        <translation>分析するハンドをクリア</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="140" />
        <source>Practise this hand</source>
        <translation>このハンドを練習</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="142" />
        <source>Deal exactly this hand in practice, on this table</source>
        <translation>この配当表で、このハンドをそのまま練習で配る</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="144" />
        <source>Or pick the cards</source>
        <translation>またはカードを選ぶ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="182" />
        <source>Preparing {table}…</source>
        <translation>{table} を準備中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="197" />
        <source>Cannot prepare this table: {reason}</source>
        <translation>この配当表を準備できません: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="220" />
        <source>from practice</source>
        <translation>練習から</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="246" />
        <source>Type five cards, or pick them on the grid below.</source>
        <translation>5枚のカードを入力するか、下のグリッドで選んでください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="250" />
        <source>{n} of 5 cards: {more} more to go.</source>
        <translation>5枚中 {n} 枚: あと {more} 枚。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="253" />
        <source>Too many cards: {n} (a hand is five cards).</source>
        <translation>カードが多すぎます: {n} 枚（ハンドは5枚です）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="256" />
        <source>Preparing the pay table…</source>
        <translation>配当表を準備中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="259" />
        <source>{cards}: all 32 holds, best first.</source>
        <translation>{cards}: 全32通りのホールド（最善が先頭）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="270" />
        <source>The 32 holds appear here once the hand has five valid cards.</source>
        <translation>ハンドが有効な5枚になると、ここに32通りのホールドが表示されます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="276" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other hold) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>
            <numerusform>最善ホールド: &lt;b&gt;{hold}&lt;/b&gt;（他の %n 通りと同点）— {table} で1コインあたり EV &lt;b&gt;{ev}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="283" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other holds) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>
            <numerusform>最善ホールド: &lt;b&gt;{hold}&lt;/b&gt;（他の %n 通りと同点）— {table} で1コインあたり EV &lt;b&gt;{ev}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="289" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>最善ホールド: &lt;b&gt;{hold}&lt;/b&gt; — {table} で1コインあたり EV &lt;b&gt;{ev}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="303" />
        <source>A hand has five cards: release one first.</source>
        <translation>ハンドは5枚です。先に1枚外してください。</translation>
    </message>
</context>
<context>
    <name>HoldsPanel</name>
    <message>
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="33" />
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="49" />
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="54" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;</source>
        <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>LineRow</name>
    <message>
        <location filename="../../vptrainer/gui/practice/lines_panel.py" line="133" />
        <source>Line {line} carries {multiplier}x.</source>
        <extracomment>the multiplier the line carries (Ultimate X; hidden otherwise)</extracomment>
        <translation>ライン {line} は {multiplier}x。</translation>
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
        <translation>他のライン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="95" />
        <source>Line {n}: drawn with your hold after the draw</source>
        <translation>ライン {n}: ドロー時にあなたのホールドで引きます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="98" />
        <source>Line {n}: {hand} — no win</source>
        <translation>ライン {n}: {hand} — 配当なし</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="99" />
        <source>Line {n}: {hand} — {win} {amount}</source>
        <translation>ライン {n}: {hand} — {win} {amount}</translation>
    </message>
</context>
<context>
    <name>MachineKeys</name>
    <message>
        <location filename="../../vptrainer/gui/practice/keys.py" line="100" />
        <source>New seed</source>
        <translation>新しいシード</translation>
    </message>
</context>
<context>
    <name>ManyLines</name>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="165" />
        <source>Lines 2 to {last} draw with your hold:
their wins show here after the draw.</source>
        <translation>ライン 2〜{last} はあなたのホールドでドローします:
配当はドロー後にここに表示されます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="182" />
        <source>Lines 2 to {last}: no line wins.</source>
        <translation>ライン 2〜{last}: 配当のあるラインはありません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="191" />
        <source>Lines 2 to {last}: {winners} of {others} win {paid} coins.
{hands}.</source>
        <translation>ライン 2〜{last}: {others} ライン中 {winners} ラインが計 {paid} コイン獲得。
{hands}。</translation>
    </message>
</context>
<context>
    <name>OptionsBar</name>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="207" />
        <source>Pay &amp;table</source>
        <extracomment>asked before a new seed is used (see the class)</extracomment>
        <translation>配当表(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="208" />
        <source>Bet</source>
        <translation>ベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="209" />
        <source>&amp;Seed</source>
        <translation>シード(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="210" />
        <source>&amp;Major from</source>
        <translation>大ミス(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="211" />
        <source>The pay table to practise on</source>
        <translation>練習する配当表</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="215" />
        <source>Bet %n coin per hand</source>
        <translation>
            <numerusform>1ハンドあたり %n コインをベット</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="217" />
        <source>Bet %n coins per hand</source>
        <translation>
            <numerusform>1ハンドあたり %n コインをベット</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="221" />
        <source>Multi-play: one hold, each line drawn from its own shuffle of the rest of the deck</source>
        <translation>マルチプレイ: ホールドは1つ、各ラインは残りのデッキを個別にシャッフルしてドロー</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="226" />
        <source>%n line</source>
        <translation>
            <numerusform>%n ライン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="226" />
        <source>%n lines</source>
        <translation>
            <numerusform>%n ライン</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="228" />
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="230" />
        <source>The game to practise: standard play, or a feature game graded its own way</source>
        <translation>練習するゲーム: 通常プレイ、または独自に採点される特殊ゲーム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="232" />
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="235" />
        <source>A number replays the same sequence of deals (a drill); empty deals at random. It changes between hands.</source>
        <translation>数値を入れると同じ配りの順序を再現します（ドリル）。空欄ならランダムに配ります。ハンドの合間に変更できます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="239" />
        <source> /coin</source>
        <translation>/コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="242" />
        <source>A mistake is major when it gives up at least this much EV per coin, minor otherwise</source>
        <translation>1コインあたりこの EV 以上を失うミスは大ミス、それ未満は小ミス</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="246" />
        <source>&amp;Warn before drawing a mistake</source>
        <translation>ミスのままドローする前に警告(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="247" />
        <source>Ask before drawing a hold that is not the best</source>
        <translation>最善でないホールドでドローする前に確認する</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="248" />
        <source>&amp;Guard dealt paying hands</source>
        <translation>配られた役を守る(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="250" />
        <source>Ask before a mistake draws away a hand that already pays</source>
        <translation>すでに配当のある手をミスで崩す前に確認する</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="253" />
        <source>Practice options: warnings, mistake threshold and more</source>
        <translation>練習オプション: 警告、ミスの基準など</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="255" />
        <source>Options</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="366" />
        <source>1 line</source>
        <translation>1 ライン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="366" />
        <source>{n} lines</source>
        <translation>{n} ライン</translation>
    </message>
</context>
<context>
    <name>PayDisplay</name>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="109" />
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="118" />
        <source>Hand</source>
        <translation>ハンド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="126" />
        <source>This table pays nothing</source>
        <translation>この配当表は何も払いません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="130" />
        <source>{hand} dealt (bonus)</source>
        <translation>配られた {hand}（ボーナス）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="146" />
        <source>%n coin</source>
        <translation>
            <numerusform>%n コイン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="146" />
        <source>%n coins</source>
        <translation>
            <numerusform>%n コイン</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="200" />
        <source>Pay table</source>
        <translation>配当表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="201" />
        <source>Lines</source>
        <translation>ライン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="202" />
        <source>Dealt</source>
        <translation>配り</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="204" />
        <source>The dealt hand (discards dimmed after the draw)</source>
        <translation>配られたハンド（ドロー後、捨て札は薄く表示）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="206" />
        <source>Deal, then draw (Enter or Space)</source>
        <translation>ディールしてからドロー（Enter または Space）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="207" />
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="208" />
        <source>Show the EVs of all 32 holds before drawing (H)</source>
        <translation>ドロー前に全32通りのホールドの EV を表示（H）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="209" />
        <source>Analyze this hand</source>
        <translation>このハンドを分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="210" />
        <source>Open this deal in the hand analyzer</source>
        <translation>この配りをハンド分析で開く</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="228" />
        <source>Keys: 1–5 hold · Enter/Space deal and draw · H hint · B bet</source>
        <translation>キー: 1–5 ホールド · Enter/Space ディールとドロー · H ヒント · B ベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="229" />
        <source>Keys: 1–5 hold · Enter/Space deal and draw
H hint · B bet</source>
        <translation>キー: 1–5 ホールド · Enter/Space ディールとドロー
H ヒント · B ベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="230" />
        <source>1–5 hold · Enter draw
H hint · B bet</source>
        <translation>1–5 ホールド · ↵ ドロー
H ヒント · B ベット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="237" />
        <source>DEAL</source>
        <translation>ディール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="238" />
        <source>DRAW</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="239" />
        <source>Preparing…</source>
        <translation>準備中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="394" />
        <source>Deal a hand: after the draw, every hold is ranked here with its exact EV.</source>
        <translation>ハンドを配ってください。ドロー後、すべてのホールドが正確な EV 順にここに並びます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="399" />
        <source>Press Deal (Enter or Space) to start.</source>
        <translation>ディール（Enter または Space）を押して開始。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="457" />
        <source>Cannot deal that hand: {error}</source>
        <translation>そのハンドは配れません: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="482" />
        <source>The EVs of all 32 holds appear after the draw.
Press Hint (H) to see them now.</source>
        <translation>全32通りのホールドの EV はドロー後に表示されます。
今すぐ見るにはヒント（H）を押してください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="485" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt; (hidden until the draw)</source>
        <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;（ドローまで非表示）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="514" />
        <source>Not drawn: change your hold, or draw again and confirm.</source>
        <translation>ドローしていません。ホールドを変えるか、もう一度ドローして確認してください。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="559" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note} (hint: the hand is not drawn yet)</source>
        <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;（最善が先頭）: {note}（ヒント: まだドローしていません）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="562" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note}</source>
        <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;（最善が先頭）: {note}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="564" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first (hint: the hand is not drawn yet)</source>
        <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;（最善が先頭、ヒント: まだドローしていません）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="566" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first</source>
        <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;（最善が先頭）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="618" />
        <source>CREDITS {amount}</source>
        <translation>クレジット {amount}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="627" />
        <source>BET {coins} × {lines}</source>
        <translation>ベット {coins} × {lines}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="632" />
        <source>BET {coins}</source>
        <translation>ベット {coins}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="634" />
        <source>WIN {amount}</source>
        <translation>ウィン {amount}</translation>
    </message>
</context>
<context>
    <name>PracticeCommands</name>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="43" />
        <source>&amp;Deal or draw</source>
        <translation>ディール／ドロー(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="44" />
        <source>Deal a hand, or draw the held cards (Enter or Space)</source>
        <translation>ハンドを配る、またはホールドしたカードでドロー（Enter または Space）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="48" />
        <source>&amp;Hint: show the 32 holds</source>
        <translation>ヒント: 32通りのホールドを表示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="49" />
        <source>Show the EVs before drawing (H)</source>
        <translation>ドロー前に EV を表示（H）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="53" />
        <source>Analyze &amp;this hand</source>
        <translation>このハンドを分析(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="54" />
        <source>Open the current deal in the hand analyzer</source>
        <translation>現在の配りをハンド分析で開く</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="58" />
        <source>Hand &amp;analyzer</source>
        <translation>ハンド分析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="59" />
        <source>Type or pick five cards and see all 32 holds</source>
        <translation>5枚のカードを入力または選択して、全32通りのホールドを見る</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="63" />
        <source>&amp;Review mistakes</source>
        <translation>ミスの復習(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="64" />
        <source>Past mistakes by cost; replay one</source>
        <translation>過去のミスを損失順に。再プレイもできます</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="68" />
        <source>&amp;Export session as CSV…</source>
        <translation>セッションを CSV で書き出す(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="69" />
        <source>Write this session's hands to a CSV file</source>
        <translation>このセッションのハンドを CSV ファイルに書き出す</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="71" />
        <source>EV-lost chart as &amp;PNG…</source>
        <translation>EV 損失グラフを PNG で(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="72" />
        <source>EV-lost chart as S&amp;VG…</source>
        <translation>EV 損失グラフを SVG で(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="75" />
        <source>Re&amp;start session</source>
        <translation>セッションをやり直す(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="76" />
        <source>Start the drill again (same seed, same deals)</source>
        <translation>ドリルを最初から（同じシード、同じ配り）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="80" />
        <source>Reset &amp;credits</source>
        <translation>クレジットをリセット(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="81" />
        <source>Put the credit meter back to the starting credits</source>
        <translation>クレジットを開始時の値に戻す</translation>
    </message>
</context>
<context>
    <name>PracticeView</name>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="201" />
        <source>Practice machine</source>
        <extracomment>what could not be opened (also said through ``problemFound``)</extracomment>
        <translation>練習マシン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="202" />
        <source>Keys: 1 to 5 hold, Enter or Space deal and draw, H hint, B bet.</source>
        <translation>キー: 1〜5 ホールド、Enter または Space でディールとドロー、H ヒント、B ベット。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="206" />
        <source>Practice pages</source>
        <translation>練習ページ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="207" />
        <source>Play, Hand analyzer, Review mistakes and Situations.</source>
        <translation>プレイ、ハンド分析、ミスの復習、状況別。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="209" />
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="210" />
        <source>Hand &amp;analyzer</source>
        <translation>ハンド分析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="211" />
        <source>&amp;Review mistakes</source>
        <translation>ミスの復習(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="212" />
        <source>S&amp;ituations</source>
        <translation>状況別(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="368" />
        <source>Preparing {table}…</source>
        <translation>{table} を準備中…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="392" />
        <source>Cannot prepare this table: {reason}</source>
        <translation>この配当表を準備できません: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="395" />
        <source>This table cannot be practised: {reason}</source>
        <translation>この配当表では練習できません: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="420" />
        <source>The optimal return is not known: {reason}</source>
        <translation>最適な還元率が不明です: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="446" />
        <source>Session restarted</source>
        <translation>セッションをやり直しました</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="456" />
        <source>New drill: seed {seed}</source>
        <translation>新しいドリル: シード {seed}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="458" />
        <source>New drill: random deals</source>
        <translation>新しいドリル: ランダムな配り</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="544" />
        <source>Nothing to export</source>
        <translation>書き出すものがありません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="545" />
        <source>The history is not available, so no hands are saved.</source>
        <translation>履歴が使えないため、ハンドは保存されません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="610" />
        <source>Cannot replay</source>
        <translation>再プレイできません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="611" />
        <location filename="../../vptrainer/gui/practice/view.py" line="624" />
        <source>The stored pay table is unreadable: {error}</source>
        <translation>保存された配当表を読めません: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="623" />
        <source>Cannot analyze</source>
        <translation>分析できません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="627" />
        <source>from the history</source>
        <translation>履歴から</translation>
    </message>
</context>
<context>
    <name>ProgressChart</name>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="59" />
        <source>Session</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="68" />
        <source>No sessions with hands yet.</source>
        <translation>ハンドのあるセッションはまだありません。</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="207" />
        <source>Started</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="208" />
        <location filename="../../vptrainer/gui/practice/review.py" line="221" />
        <source>Pay table</source>
        <translation>配当表</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="209" />
        <source>Hands</source>
        <translation>ハンド数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="210" />
        <source>Mistakes</source>
        <translation>ミス</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="211" />
        <source>EV lost (coins)</source>
        <translation>損失 EV（コイン）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="212" />
        <source>Your return</source>
        <translation>あなたの還元率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="213" />
        <source>Credits</source>
        <translation>クレジット</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="218" />
        <source>EV lost / coin</source>
        <translation>損失 EV / コイン</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="219" />
        <source>Cost (coins)</source>
        <translation>損失（コイン）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="220" />
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="222" />
        <source>Dealt</source>
        <translation>配り</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="223" />
        <source>Your hold</source>
        <translation>あなたのホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="224" />
        <source>Best hold</source>
        <translation>最善ホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="225" />
        <source>Played</source>
        <translation>プレイ日時</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="226" />
        <source>Help</source>
        <translation>補助</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="229" />
        <source>Your practice sessions, newest first</source>
        <translation>あなたの練習セッション（新しい順）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="230" />
        <source>Export session as CSV…</source>
        <translation>セッションを CSV で書き出す…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="231" />
        <source>Which mistakes to list: all, major or minor</source>
        <translation>表示するミス: すべて、大ミス、小ミス</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="232" />
        <source>All mistakes</source>
        <translation>すべてのミス</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="233" />
        <source>Major mistakes</source>
        <translation>大ミス</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="234" />
        <source>Minor mistakes</source>
        <translation>小ミス</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="235" />
        <source>Only the selected session</source>
        <translation>選択したセッションのみ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="237" />
        <source>List only the mistakes of the session selected above</source>
        <translation>上で選択したセッションのミスだけを表示</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="239" />
        <source>Your past mistakes, the costliest first</source>
        <translation>過去のミス（損失の大きい順）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="240" />
        <source>Replay in practice</source>
        <translation>練習で再プレイ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="242" />
        <source>Deal exactly this hand again, on the same pay table</source>
        <translation>同じ配当表でこのハンドをもう一度配る</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="244" />
        <source>Analyze this hand</source>
        <translation>このハンドを分析</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="245" />
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="247" />
        <source>Read the sessions and mistakes again from the history</source>
        <translation>履歴からセッションとミスを読み直す</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="249" />
        <source>Sessions</source>
        <translation>セッション</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="250" />
        <source>Past mistakes, largest first</source>
        <translation>過去のミス（大きい順）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="262" />
        <source>major</source>
        <translation>大</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="263" />
        <source>minor</source>
        <translation>小</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="264" />
        <source>correct</source>
        <translation>正解</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="271" />
        <source>after a hint</source>
        <translation>ヒントの後</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="272" />
        <source>after a warning</source>
        <translation>警告の後</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="273" />
        <source>replayed</source>
        <translation>再プレイ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="301" />
        <source>The history cannot be read: {error}</source>
        <translation>履歴を読めません: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="366" />
        <source>Session {id}</source>
        <translation>セッション {id}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="372" />
        <source>%n played with help (not graded)</source>
        <translation>
            <numerusform>%n ハンドは補助付き（採点なし）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="382" />
        <source>{mistakes} ({minor} minor, {major} major)</source>
        <translation>{mistakes}（小 {minor}、大 {major}）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="389" />
        <source>Counts the hands played without help</source>
        <translation>補助なしでプレイしたハンドで計算</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="425" />
        <source>Select a session</source>
        <translation>セッションを選択してください</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="447" />
        <source>Tied best holds:</source>
        <translation>同点の最善ホールド:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="456" />
        <source>warned, then changed</source>
        <translation>警告後に変更</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="462" />
        <source>Your hold EV {yours}, best {best} per coin</source>
        <translation>あなたのホールドの EV {yours}、最善 {best}（1コインあたり）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="469" />
        <source>At %n coin</source>
        <translation>
            <numerusform>%n コインのとき</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="471" />
        <source>At %n coins</source>
        <translation>
            <numerusform>%n コインのとき</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="486" />
        <source>%n mistakes (the %n largest)</source>
        <translation>
            <numerusform>ミス %n 件（大きい順に %n 件）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="488" />
        <source>%n mistake</source>
        <translation>
            <numerusform>ミス %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="490" />
        <source>%n mistakes</source>
        <translation>
            <numerusform>ミス %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="552" />
        <source>Nothing to export</source>
        <translation>書き出すものがありません</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="553" />
        <source>No session with recorded hands is selected.</source>
        <translation>記録されたハンドのあるセッションが選択されていません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="562" />
        <source>Export session</source>
        <translation>セッションを書き出す</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="562" />
        <source>CSV (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="572" />
        <source>Exported %n hand to {path}</source>
        <translation>
            <numerusform>%n ハンドを {path} に書き出しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="574" />
        <source>Exported %n hands to {path}</source>
        <translation>
            <numerusform>%n ハンドを {path} に書き出しました</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="580" />
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
</context>
<context>
    <name>SessionPanel</name>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="88" />
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="101" />
        <source>&lt;b&gt;This session&lt;/b&gt;</source>
        <translation>&lt;b&gt;このセッション&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="112" />
        <source>Your return: the expected return of your own holds, per coin bet: the optimal return less the EV your mistakes gave up, in coins, over the coins bet. Hands played with help are not counted. Paid back: what the machine paid per coin bet, luck included.</source>
        <translation>あなたのリターン：あなた自身のホールドの期待リターン（ベット 1 コインあたり）：最適リターンから、ミスで失った EV（コイン）をベットしたコインで割った分を引いたものです。ヘルプ付きのハンドは数えません。払い戻し：マシンがベット 1 コインあたりに支払った額（運を含む）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="119" />
        <source>Optimal return: Ultimate X's exact return per coin bet (10 coins a line) when every hand is played optimally. The multipliers on the lines change from hand to hand, so it is the long-run average over the total multipliers optimal play meets (the stationary distribution of the multipliers). A hold's value counts the multipliers it earns for the next hand, so a mistake's cost includes what it leaves the next hand.</source>
        <translation>最適リターン：すべてのハンドを最適にプレイしたときの Ultimate X のベット 1 コインあたりの正確なリターン（1 ライン 10 コイン）。ラインの倍率はハンドごとに変わるため、最適プレイが出会う合計倍率にわたる長期平均（倍率の定常分布）です。ホールドの価値には次のハンドに得る倍率が含まれるため、ミスのコストには次のハンドに残すものも含まれます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="127" />
        <source>Optimal return: Multi-Strike's exact return per coin bet (the four levels' 20 coins, bet with a round's first hand) when every level is played optimally. A hold's value counts what the next level is worth, so a mistake's cost includes the levels it gives up.</source>
        <translation>最適リターン：すべてのレベルを最適にプレイしたときの Multi-Strike のベット 1 コインあたりの正確なリターン（4 レベルの 20 コイン、ラウンドの最初のハンドでベット）。ホールドの価値には次のレベルの価値が含まれるため、ミスのコストには失うレベルも含まれます。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="133" />
        <source>Optimal return: Wheel Poker's exact return per coin bet (6 coins a line) when every hold is the best with the wheel's mean prize counted.</source>
        <translation>最適リターン：ホイールの平均賞金を含め、すべてのホールドが最善のときの Wheel Poker のベット 1 コインあたりの正確なリターン（1 ライン 6 コイン）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="137" />
        <source>Optimal return: Dream Card's exact return per coin bet (10 coins a line) with the machine's Dream Card (the card that makes the best dealt hand) and every hold the best.</source>
        <translation>最適リターン：マシンの Dream Card（配札で最高の役を作るカード）を使い、すべてのホールドが最善のときの Dream Card のベット 1 コインあたりの正確なリターン（1 ライン 10 コイン）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="144" />
        <source>Optimal return: the table's exact return per coin bet when every hold is the best (a feature game that keeps the base game's strategy is practised as the base game).</source>
        <translation>最適リターン：すべてのホールドが最善のときの配当表のベット 1 コインあたりの正確なリターン（ベースゲームの戦略のままのフィーチャーゲームはベースゲームとして練習します）。</translation>
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
        <translation>状況（最善ホールドのルール）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="148" />
        <source>Hands</source>
        <translation>ハンド数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="149" />
        <source>Mistakes</source>
        <translation>ミス</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="150" />
        <source>Errors /1k</source>
        <translation>ミス /1000</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="151" />
        <source>EV lost /1k</source>
        <translation>損失 EV /1000</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="155" />
        <source>The rule of the strategy chart the best hold follows</source>
        <translation>最善ホールドが従う戦略表のルール</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="156" />
        <source>Hands of this situation</source>
        <translation>この状況のハンド数</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="157" />
        <source>Hands held wrong</source>
        <translation>ホールドを間違えたハンド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="158" />
        <source>Mistakes per 1,000 hands of this situation</source>
        <translation>この状況1000ハンドあたりのミス</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="159" />
        <source>EV lost per coin per 1,000 hands of this situation</source>
        <translation>この状況1000ハンドあたり1コインごとの損失 EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="167" />
        <source>Situations</source>
        <translation>状況別</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="169" />
        <source>Each kind of hand you were dealt, how often you held it right and the EV you gave up.</source>
        <translation>配られたハンドの種類ごとに、正しくホールドした割合と失った EV。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="175" />
        <source>Holds confused</source>
        <translation>取り違えたホールド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="176" />
        <source>The holds you chose most often in place of the best one.</source>
        <translation>最善の代わりによく選んだホールド。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="178" />
        <source>Accuracy</source>
        <translation>正答率</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="178" />
        <source>Unaided hands right (%)</source>
        <translation>補助なしの正解（%）</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="180" />
        <source>EV lost per 1,000 hands</source>
        <translation>1000ハンドあたりの損失 EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="180" />
        <source>EV lost / 1,000 hands</source>
        <translation>損失 EV / 1000ハンド</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="182" />
        <source>Most expensive confusions</source>
        <translation>損失の大きい取り違え</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="213" />
        <source>How you play each situation of {table} (hands recorded with its strategy chart).</source>
        <translation>{table} の各状況でのあなたのプレイ（戦略表付きで記録されたハンド）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="217" />
        <source>How you play each situation of the pay table (hands recorded with its strategy chart).</source>
        <translation>配当表の各状況でのあなたのプレイ（戦略表付きで記録されたハンド）。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="229" />
        <source>The history is not available.</source>
        <translation>履歴は利用できません。</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="233" />
        <source>The history cannot be read: {error}</source>
        <translation>履歴を読めません: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="262" />
        <source>No confusions yet: mistakes show here by the rules involved.</source>
        <translation>まだ取り違えはありません。ミスは関係するルールごとにここに表示されます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="271" />
        <source>{hands} hands in %n situation.</source>
        <translation>
            <numerusform>{hands} ハンド、%n 状況。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="273" />
        <source>{hands} hands in %n situations.</source>
        <translation>
            <numerusform>{hands} ハンド、%n 状況。</numerusform>
        </translation>
    </message>
</context>
</TS>