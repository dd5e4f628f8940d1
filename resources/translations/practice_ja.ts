<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
    <context>
        <name>DrillBar</name>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="102" />
            <source>&amp;Drill</source>
            <translation>ドリル(&amp;D)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="105" />
            <source>Random deals; weak spots (the situations you get wrong, by spaced repetition); close calls (the two best holds near in EV); your past mistakes until played right</source>
            <translation>ランダムな配り；苦手（間違えやすい状況を間隔反復で）；僅差（上位2つのホールドの EV が近い）；過去のミス（正しく打てるまで）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="110" />
            <source> /coin</source>
            <translation>/コイン</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="112" />
            <source>Close calls: the two best holds differ by less than this EV</source>
            <translation>僅差：上位2つのホールドの EV 差がこの値未満</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="114" />
            <source>Grade by chart:</source>
            <translation>表で採点:</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="117" />
            <source>Grade against a simpler strategy chart instead of optimal play; what the simplification costs is shown apart</source>
            <translation>最適プレイではなく簡略な戦略表で採点します。簡略化のコストは別に表示されます</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="121" />
            <source> rules</source>
            <translation> ルール</translation>
        </message>
    </context>
    <context>
        <name>DrillCoordinator</name>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="119" />
            <source>Grades name the rules of the {rules}-rule basic strategy, grading by a {level}-rule chart.</source>
            <translation>採点は {rules} ルールの基本戦略のルール名を示し、{level} ルールの表で採点します。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="123" />
            <source>Grades name the rules of the {rules}-rule basic strategy.</source>
            <translation>採点は {rules} ルールの基本戦略のルール名を示します。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="134" />
            <location filename="../../vptrainer/gui/practice/drills.py" line="191" />
            <source>Making the strategy chart of {table}…</source>
            <translation>{table} の戦略表を作成中…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="139" />
            <source>No strategy chart: {reason}</source>
            <translation>戦略表なし: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="141" />
            <source>The strategy chart could not be made: {reason}</source>
            <translation>戦略表を作成できませんでした: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="167" />
            <source>Finding the close calls…</source>
            <translation>僅差の手を探しています…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="170" />
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
            <location filename="../../vptrainer/gui/practice/games.py" line="67" />
            <source>The game practised</source>
            <translation>練習中のゲーム</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="77" />
            <source>About the game</source>
            <translation>ゲームについて</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="83" />
            <source>The game's state</source>
            <translation>ゲームの状態</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="89" />
            <source>Stop solving the game (practise it once it is solved)</source>
            <translation>ゲームの解析を中止（解析が終わってから練習）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="176" />
            <location filename="../../vptrainer/gui/practice/games.py" line="239" />
            <source>Solving {game} for {table}…</source>
            <translation>{table} の {game} を解析中…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="228" />
            <source>{game} cannot be played on this table: {reason}</source>
            <translation>{game} はこの配当表ではプレイできません: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="264" />
            <source>This hand: {total}x in all.</source>
            <translation>このハンド: 合計 {total}x。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="269" />
            <source>Next hand: {total}x in all.</source>
            <translation>次のハンド: 合計 {total}x。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="274" />
            <source>Line {line} carries {multiplier}x.</source>
            <translation>ライン {line} は {multiplier}x。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="277" />
            <source>Line {line} carries {multiplier}x into the hand.</source>
            <translation>ライン {line} はこのハンドに {multiplier}x を持ち込みます。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="290" />
            <source>Level {level} of {levels} with a free ride:</source>
            <translation>レベル {level}/{levels}（フリーライド付き）:</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="292" />
            <source>Level {level} of {levels}:</source>
            <translation>レベル {level}/{levels}:</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="298" />
            <source>Level {level} pays {multiplier}x.</source>
            <translation>レベル {level} は {multiplier}x 配当。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="311" />
            <source>Standard play</source>
            <translation>通常プレイ</translation>
        </message>
    </context>
    <context>
        <name>HandAnalyzer</name>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="125" />
            <source>Pay table</source>
            <translation>配当表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="126" />
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="127" />
            <source>Bet</source>
            <translation>ベット</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="128" />
            <source> coins</source>
            <translation> コイン</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="130" />
            <source>The bet: its pays (a table's short pays below max bet) and the cost column</source>
            <translation>ベット: その配当（最大ベット未満の減額配当）と損失の列</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="132" />
            <source>&amp;Hand</source>
            <translation>ハンド(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="134" />
            <source>Five cards, e.g. Ah Kh Qh Jh 9c  (T or 10 for tens)</source>
            <translation>5枚のカード（例: Ah Kh Qh Jh 9c、10 は T または 10）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="136" />
            <source>Hand to analyze</source>
            <translation>分析するハンド</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="137" />
            <source>Clear</source>
            <translation>クリア</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="138" />
            <source>Clear the hand to analyze</source>
            <translation>分析するハンドをクリア</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="139" />
            <source>Practise this hand</source>
            <translation>このハンドを練習</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="141" />
            <source>Deal exactly this hand in practice, on this table</source>
            <translation>この配当表で、このハンドをそのまま練習で配る</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="143" />
            <source>Or pick the cards</source>
            <translation>またはカードを選ぶ</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="181" />
            <source>Preparing {table}…</source>
            <translation>{table} を準備中…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="196" />
            <source>Cannot prepare this table: {reason}</source>
            <translation>この配当表を準備できません: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="219" />
            <source>from practice</source>
            <translation>練習から</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="245" />
            <source>Type five cards, or pick them on the grid below.</source>
            <translation>5枚のカードを入力するか、下のグリッドで選んでください。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="249" />
            <source>{n} of 5 cards: {more} more to go.</source>
            <translation>5枚中 {n} 枚: あと {more} 枚。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="252" />
            <source>Too many cards: {n} (a hand is five cards).</source>
            <translation>カードが多すぎます: {n} 枚（ハンドは5枚です）。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="255" />
            <source>Preparing the pay table…</source>
            <translation>配当表を準備中…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="258" />
            <source>{cards}: all 32 holds, best first.</source>
            <translation>{cards}: 全32通りのホールド（最善が先頭）。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="269" />
            <source>The 32 holds appear here once the hand has five valid cards.</source>
            <translation>ハンドが有効な5枚になると、ここに32通りのホールドが表示されます。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="275" />
            <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other hold) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
            <translation>
                <numerusform>最善ホールド: &lt;b&gt;{hold}&lt;/b&gt;（他の %n 通りと同点）— {table} で1コインあたり EV &lt;b&gt;{ev}&lt;/b&gt;</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="282" />
            <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other holds) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
            <translation>
                <numerusform>最善ホールド: &lt;b&gt;{hold}&lt;/b&gt;（他の %n 通りと同点）— {table} で1コインあたり EV &lt;b&gt;{ev}&lt;/b&gt;</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="288" />
            <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
            <translation>最善ホールド: &lt;b&gt;{hold}&lt;/b&gt; — {table} で1コインあたり EV &lt;b&gt;{ev}&lt;/b&gt;</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="302" />
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
            <location filename="../../vptrainer/gui/practice/lines_panel.py" line="132" />
            <source>Line {line} carries {multiplier}x.</source>
            <extracomment>the multiplier the line carries (Ultimate X; hidden otherwise)</extracomment>
            <translation>ライン {line} は {multiplier}x。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/lines_panel.py" line="144" />
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
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="206" />
            <source>Pay &amp;table</source>
            <extracomment>asked before a new seed is used (see the class)</extracomment>
            <translation>配当表(&amp;T)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="207" />
            <source>Bet</source>
            <translation>ベット</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="208" />
            <source>&amp;Seed</source>
            <translation>シード(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="209" />
            <source>&amp;Major from</source>
            <translation>大ミス(&amp;M)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="210" />
            <source>The pay table to practise on</source>
            <translation>練習する配当表</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="214" />
            <source>Bet %n coin per hand</source>
            <translation>
                <numerusform>1ハンドあたり %n コインをベット</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="216" />
            <source>Bet %n coins per hand</source>
            <translation>
                <numerusform>1ハンドあたり %n コインをベット</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="220" />
            <source>Multi-play: one hold, each line drawn from its own shuffle of the rest of the deck</source>
            <translation>マルチプレイ: ホールドは1つ、各ラインは残りのデッキを個別にシャッフルしてドロー</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="225" />
            <source>%n line</source>
            <translation>
                <numerusform>%n ライン</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="225" />
            <source>%n lines</source>
            <translation>
                <numerusform>%n ライン</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="227" />
            <source>Game</source>
            <translation>ゲーム</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="229" />
            <source>The game to practise: standard play, or a feature game graded its own way</source>
            <translation>練習するゲーム: 通常プレイ、または独自に採点される特殊ゲーム</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="231" />
            <source>random</source>
            <translation>ランダム</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="234" />
            <source>A number replays the same sequence of deals (a drill); empty deals at random. It changes between hands.</source>
            <translation>数値を入れると同じ配りの順序を再現します（ドリル）。空欄ならランダムに配ります。ハンドの合間に変更できます。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="238" />
            <source> /coin</source>
            <translation>/コイン</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="241" />
            <source>A mistake is major when it gives up at least this much EV per coin, minor otherwise</source>
            <translation>1コインあたりこの EV 以上を失うミスは大ミス、それ未満は小ミス</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="245" />
            <source>&amp;Warn before drawing a mistake</source>
            <translation>ミスのままドローする前に警告(&amp;W)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="246" />
            <source>Ask before drawing a hold that is not the best</source>
            <translation>最善でないホールドでドローする前に確認する</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="247" />
            <source>&amp;Guard dealt paying hands</source>
            <translation>配られた役を守る(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="249" />
            <source>Ask before a mistake draws away a hand that already pays</source>
            <translation>すでに配当のある手をミスで崩す前に確認する</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="252" />
            <source>Practice options: warnings, mistake threshold and more</source>
            <translation>練習オプション: 警告、ミスの基準など</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="254" />
            <source>Options</source>
            <translation>設定</translation>
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
            <location filename="../../vptrainer/gui/practice/play_area.py" line="198" />
            <source>Pay table</source>
            <translation>配当表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="199" />
            <source>Lines</source>
            <translation>ライン</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="200" />
            <source>Dealt</source>
            <translation>配り</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="202" />
            <source>The dealt hand (discards dimmed after the draw)</source>
            <translation>配られたハンド（ドロー後、捨て札は薄く表示）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="204" />
            <source>Deal, then draw (Enter or Space)</source>
            <translation>ディールしてからドロー（Enter または Space）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="205" />
            <source>Hint</source>
            <translation>ヒント</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="206" />
            <source>Show the EVs of all 32 holds before drawing (H)</source>
            <translation>ドロー前に全32通りのホールドの EV を表示（H）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="207" />
            <source>Analyze this hand</source>
            <translation>このハンドを分析</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="208" />
            <source>Open this deal in the hand analyzer</source>
            <translation>この配りをハンド分析で開く</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="226" />
            <source>Keys: 1–5 hold · Enter/Space deal and draw · H hint · B bet</source>
            <translation>キー: 1–5 ホールド · Enter/Space ディールとドロー · H ヒント · B ベット</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="227" />
            <source>Keys: 1–5 hold · Enter/Space deal and draw
H hint · B bet</source>
            <translation>キー: 1–5 ホールド · Enter/Space ディールとドロー
H ヒント · B ベット</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="228" />
            <source>1–5 hold · Enter draw
H hint · B bet</source>
            <translation>1–5 ホールド · ↵ ドロー
H ヒント · B ベット</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="235" />
            <source>DEAL</source>
            <translation>ディール</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="236" />
            <source>DRAW</source>
            <translation>ドロー</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="237" />
            <source>Preparing…</source>
            <translation>準備中…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="392" />
            <source>Deal a hand: after the draw, every hold is ranked here with its exact EV.</source>
            <translation>ハンドを配ってください。ドロー後、すべてのホールドが正確な EV 順にここに並びます。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="397" />
            <source>Press Deal (Enter or Space) to start.</source>
            <translation>ディール（Enter または Space）を押して開始。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="455" />
            <source>Cannot deal that hand: {error}</source>
            <translation>そのハンドは配れません: {error}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="480" />
            <source>The EVs of all 32 holds appear after the draw.
Press Hint (H) to see them now.</source>
            <translation>全32通りのホールドの EV はドロー後に表示されます。
今すぐ見るにはヒント（H）を押してください。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="483" />
            <source>&lt;b&gt;All 32 holds&lt;/b&gt; (hidden until the draw)</source>
            <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;（ドローまで非表示）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="512" />
            <source>Not drawn: change your hold, or draw again and confirm.</source>
            <translation>ドローしていません。ホールドを変えるか、もう一度ドローして確認してください。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="557" />
            <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note} (hint: the hand is not drawn yet)</source>
            <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;（最善が先頭）: {note}（ヒント: まだドローしていません）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="560" />
            <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note}</source>
            <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;（最善が先頭）: {note}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="562" />
            <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first (hint: the hand is not drawn yet)</source>
            <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;（最善が先頭、ヒント: まだドローしていません）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="564" />
            <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first</source>
            <translation>&lt;b&gt;全32通りのホールド&lt;/b&gt;（最善が先頭）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="616" />
            <source>CREDITS {amount}</source>
            <translation>クレジット {amount}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="625" />
            <source>BET {coins} × {lines}</source>
            <translation>ベット {coins} × {lines}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="630" />
            <source>BET {coins}</source>
            <translation>ベット {coins}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="632" />
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
            <location filename="../../vptrainer/gui/practice/view.py" line="200" />
            <source>Practice machine</source>
            <extracomment>what could not be opened (also said through ``problemFound``)</extracomment>
            <translation>練習マシン</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="201" />
            <source>Keys: 1 to 5 hold, Enter or Space deal and draw, H hint, B bet.</source>
            <translation>キー: 1〜5 ホールド、Enter または Space でディールとドロー、H ヒント、B ベット。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="205" />
            <source>Practice pages</source>
            <translation>練習ページ</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="206" />
            <source>Play, Hand analyzer, Review mistakes and Situations.</source>
            <translation>プレイ、ハンド分析、ミスの復習、状況別。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="208" />
            <source>&amp;Play</source>
            <translation>プレイ(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="209" />
            <source>Hand &amp;analyzer</source>
            <translation>ハンド分析(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="210" />
            <source>&amp;Review mistakes</source>
            <translation>ミスの復習(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="211" />
            <source>S&amp;ituations</source>
            <translation>状況別(&amp;I)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="364" />
            <source>Preparing {table}…</source>
            <translation>{table} を準備中…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="388" />
            <source>Cannot prepare this table: {reason}</source>
            <translation>この配当表を準備できません: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="391" />
            <source>This table cannot be practised: {reason}</source>
            <translation>この配当表では練習できません: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="414" />
            <source>The optimal return is not known: {reason}</source>
            <translation>最適な還元率が不明です: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="440" />
            <source>Session restarted</source>
            <translation>セッションをやり直しました</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="450" />
            <source>New drill: seed {seed}</source>
            <translation>新しいドリル: シード {seed}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="452" />
            <source>New drill: random deals</source>
            <translation>新しいドリル: ランダムな配り</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="538" />
            <source>Nothing to export</source>
            <translation>書き出すものがありません</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="539" />
            <source>The history is not available, so no hands are saved.</source>
            <translation>履歴が使えないため、ハンドは保存されません。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="604" />
            <source>Cannot replay</source>
            <translation>再プレイできません</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="605" />
            <location filename="../../vptrainer/gui/practice/view.py" line="618" />
            <source>The stored pay table is unreadable: {error}</source>
            <translation>保存された配当表を読めません: {error}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="617" />
            <source>Cannot analyze</source>
            <translation>分析できません</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="621" />
            <source>from the history</source>
            <translation>履歴から</translation>
        </message>
    </context>
    <context>
        <name>ProgressChart</name>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="58" />
            <source>Session</source>
            <translation>セッション</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="67" />
            <source>No sessions with hands yet.</source>
            <translation>ハンドのあるセッションはまだありません。</translation>
        </message>
    </context>
    <context>
        <name>ReviewView</name>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="206" />
            <source>Started</source>
            <translation>開始</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="207" />
            <location filename="../../vptrainer/gui/practice/review.py" line="220" />
            <source>Pay table</source>
            <translation>配当表</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="208" />
            <source>Hands</source>
            <translation>ハンド数</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="209" />
            <source>Mistakes</source>
            <translation>ミス</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="210" />
            <source>EV lost (coins)</source>
            <translation>損失 EV（コイン）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="211" />
            <source>Your return</source>
            <translation>あなたの還元率</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="212" />
            <source>Credits</source>
            <translation>クレジット</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="217" />
            <source>EV lost / coin</source>
            <translation>損失 EV / コイン</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="218" />
            <source>Cost (coins)</source>
            <translation>損失（コイン）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="219" />
            <source>Severity</source>
            <translation>重大度</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="221" />
            <source>Dealt</source>
            <translation>配り</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="222" />
            <source>Your hold</source>
            <translation>あなたのホールド</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="223" />
            <source>Best hold</source>
            <translation>最善ホールド</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="224" />
            <source>Played</source>
            <translation>プレイ日時</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="225" />
            <source>Help</source>
            <translation>補助</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="228" />
            <source>Your practice sessions, newest first</source>
            <translation>あなたの練習セッション（新しい順）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="229" />
            <source>Export session as CSV…</source>
            <translation>セッションを CSV で書き出す…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="230" />
            <source>Which mistakes to list: all, major or minor</source>
            <translation>表示するミス: すべて、大ミス、小ミス</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="231" />
            <source>All mistakes</source>
            <translation>すべてのミス</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="232" />
            <source>Major mistakes</source>
            <translation>大ミス</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="233" />
            <source>Minor mistakes</source>
            <translation>小ミス</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="234" />
            <source>Only the selected session</source>
            <translation>選択したセッションのみ</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="236" />
            <source>List only the mistakes of the session selected above</source>
            <translation>上で選択したセッションのミスだけを表示</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="238" />
            <source>Your past mistakes, the costliest first</source>
            <translation>過去のミス（損失の大きい順）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="239" />
            <source>Replay in practice</source>
            <translation>練習で再プレイ</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="241" />
            <source>Deal exactly this hand again, on the same pay table</source>
            <translation>同じ配当表でこのハンドをもう一度配る</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="243" />
            <source>Analyze this hand</source>
            <translation>このハンドを分析</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="244" />
            <source>Refresh</source>
            <translation>更新</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="246" />
            <source>Read the sessions and mistakes again from the history</source>
            <translation>履歴からセッションとミスを読み直す</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="248" />
            <source>Sessions</source>
            <translation>セッション</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="249" />
            <source>Past mistakes, largest first</source>
            <translation>過去のミス（大きい順）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="261" />
            <source>major</source>
            <translation>大</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="262" />
            <source>minor</source>
            <translation>小</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="263" />
            <source>correct</source>
            <translation>正解</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="270" />
            <source>after a hint</source>
            <translation>ヒントの後</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="271" />
            <source>after a warning</source>
            <translation>警告の後</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="272" />
            <source>replayed</source>
            <translation>再プレイ</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="300" />
            <source>The history cannot be read: {error}</source>
            <translation>履歴を読めません: {error}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="365" />
            <source>Session {id}</source>
            <translation>セッション {id}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="371" />
            <source>%n played with help (not graded)</source>
            <translation>
                <numerusform>%n ハンドは補助付き（採点なし）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="381" />
            <source>{mistakes} ({minor} minor, {major} major)</source>
            <translation>{mistakes}（小 {minor}、大 {major}）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="388" />
            <source>Counts the hands played without help</source>
            <translation>補助なしでプレイしたハンドで計算</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="424" />
            <source>Select a session</source>
            <translation>セッションを選択してください</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="446" />
            <source>Tied best holds:</source>
            <translation>同点の最善ホールド:</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="455" />
            <source>warned, then changed</source>
            <translation>警告後に変更</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="461" />
            <source>Your hold EV {yours}, best {best} per coin</source>
            <translation>あなたのホールドの EV {yours}、最善 {best}（1コインあたり）</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="468" />
            <source>At %n coin</source>
            <translation>
                <numerusform>%n コインのとき</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="470" />
            <source>At %n coins</source>
            <translation>
                <numerusform>%n コインのとき</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="485" />
            <source>%n mistakes (the %n largest)</source>
            <translation>
                <numerusform>ミス %n 件（大きい順に %n 件）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="487" />
            <source>%n mistake</source>
            <translation>
                <numerusform>ミス %n 件</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="489" />
            <source>%n mistakes</source>
            <translation>
                <numerusform>ミス %n 件</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="551" />
            <source>Nothing to export</source>
            <translation>書き出すものがありません</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="552" />
            <source>No session with recorded hands is selected.</source>
            <translation>記録されたハンドのあるセッションが選択されていません。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="561" />
            <source>Export session</source>
            <translation>セッションを書き出す</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="561" />
            <source>CSV (*.csv)</source>
            <translation>CSV ファイル (*.csv)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="571" />
            <source>Exported %n hand to {path}</source>
            <translation>
                <numerusform>%n ハンドを {path} に書き出しました</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="573" />
            <source>Exported %n hands to {path}</source>
            <translation>
                <numerusform>%n ハンドを {path} に書き出しました</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="579" />
            <source>Export failed</source>
            <translation>書き出しに失敗しました</translation>
        </message>
    </context>
    <context>
        <name>SessionPanel</name>
        <message>
            <location filename="../../vptrainer/gui/practice/session_panel.py" line="88" />
            <location filename="../../vptrainer/gui/practice/session_panel.py" line="96" />
            <source>&lt;b&gt;This session&lt;/b&gt;</source>
            <translation>&lt;b&gt;このセッション&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>SituationsPage</name>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="146" />
            <source>Situation (best hold's rule)</source>
            <translation>状況（最善ホールドのルール）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="147" />
            <source>Hands</source>
            <translation>ハンド数</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="148" />
            <source>Mistakes</source>
            <translation>ミス</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="149" />
            <source>Errors /1k</source>
            <translation>ミス /1000</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="150" />
            <source>EV lost /1k</source>
            <translation>損失 EV /1000</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="154" />
            <source>The rule of the strategy chart the best hold follows</source>
            <translation>最善ホールドが従う戦略表のルール</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="155" />
            <source>Hands of this situation</source>
            <translation>この状況のハンド数</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="156" />
            <source>Hands held wrong</source>
            <translation>ホールドを間違えたハンド</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="157" />
            <source>Mistakes per 1,000 hands of this situation</source>
            <translation>この状況1000ハンドあたりのミス</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="158" />
            <source>EV lost per coin per 1,000 hands of this situation</source>
            <translation>この状況1000ハンドあたり1コインごとの損失 EV</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="166" />
            <source>Situations</source>
            <translation>状況別</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="168" />
            <source>Each kind of hand you were dealt, how often you held it right and the EV you gave up.</source>
            <translation>配られたハンドの種類ごとに、正しくホールドした割合と失った EV。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="174" />
            <source>Holds confused</source>
            <translation>取り違えたホールド</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="175" />
            <source>The holds you chose most often in place of the best one.</source>
            <translation>最善の代わりによく選んだホールド。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="177" />
            <source>Accuracy</source>
            <translation>正答率</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="177" />
            <source>Unaided hands right (%)</source>
            <translation>補助なしの正解（%）</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="179" />
            <source>EV lost per 1,000 hands</source>
            <translation>1000ハンドあたりの損失 EV</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="179" />
            <source>EV lost / 1,000 hands</source>
            <translation>損失 EV / 1000ハンド</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="181" />
            <source>Most expensive confusions</source>
            <translation>損失の大きい取り違え</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="212" />
            <source>How you play each situation of {table} (hands recorded with its strategy chart).</source>
            <translation>{table} の各状況でのあなたのプレイ（戦略表付きで記録されたハンド）。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="216" />
            <source>How you play each situation of the pay table (hands recorded with its strategy chart).</source>
            <translation>配当表の各状況でのあなたのプレイ（戦略表付きで記録されたハンド）。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="228" />
            <source>The history is not available.</source>
            <translation>履歴は利用できません。</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="232" />
            <source>The history cannot be read: {error}</source>
            <translation>履歴を読めません: {error}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="261" />
            <source>No confusions yet: mistakes show here by the rules involved.</source>
            <translation>まだ取り違えはありません。ミスは関係するルールごとにここに表示されます。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="270" />
            <source>{hands} hands in %n situation.</source>
            <translation>
                <numerusform>{hands} ハンド、%n 状況。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="272" />
            <source>{hands} hands in %n situations.</source>
            <translation>
                <numerusform>{hands} ハンド、%n 状況。</numerusform>
            </translation>
        </message>
    </context>
</TS>
