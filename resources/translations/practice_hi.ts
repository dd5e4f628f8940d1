<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="hi">
<context>
    <name>DrillBar</name>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="103" />
        <source>&amp;Drill</source>
        <translation>ड्रिल(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="106" />
        <source>Random deals; weak spots (the situations you get wrong, by spaced repetition); close calls (the two best holds near in EV); your past mistakes until played right</source>
        <translation>रैंडम डील; कमज़ोर जगहें (जो स्थितियाँ आप गलत खेलते हैं, अंतराल दोहराव से); करीबी फ़ैसले (दो सबसे अच्छे होल्ड का EV पास-पास); आपकी पिछली गलतियाँ, जब तक सही न खेलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="111" />
        <source> /coin</source>
        <translation> /सिक्का</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="113" />
        <source>Close calls: the two best holds differ by less than this EV</source>
        <translation>करीबी फ़ैसले: दो सबसे अच्छे होल्ड का EV अंतर इससे कम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="115" />
        <source>Grade by chart:</source>
        <translation>चार्ट से ग्रेड:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="118" />
        <source>Grade against a simpler strategy chart instead of optimal play; what the simplification costs is shown apart</source>
        <translation>सर्वोत्तम खेल के बजाय सरल रणनीति चार्ट से ग्रेड करें; सरलीकरण की लागत अलग दिखाई जाती है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="122" />
        <source> rules</source>
        <translation> नियम</translation>
    </message>
</context>
<context>
    <name>DrillCoordinator</name>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="120" />
        <source>Grades name the rules of the {rules}-rule basic strategy, grading by a {level}-rule chart.</source>
        <translation>ग्रेड {rules} नियमों वाली बुनियादी रणनीति के नियम बताते हैं, {level} नियमों के चार्ट से ग्रेडिंग।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="124" />
        <source>Grades name the rules of the {rules}-rule basic strategy.</source>
        <translation>ग्रेड {rules} नियमों वाली बुनियादी रणनीति के नियम बताते हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="135" />
        <location filename="../../vptrainer/gui/practice/drills.py" line="192" />
        <source>Making the strategy chart of {table}…</source>
        <translation>{table} का रणनीति चार्ट बन रहा है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="140" />
        <source>No strategy chart: {reason}</source>
        <translation>कोई रणनीति चार्ट नहीं: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="142" />
        <source>The strategy chart could not be made: {reason}</source>
        <translation>रणनीति चार्ट नहीं बन सका: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="168" />
        <source>Finding the close calls…</source>
        <translation>करीबी फ़ैसले खोजे जा रहे हैं…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="171" />
        <source>Close calls unavailable: {reason}</source>
        <translation>करीबी फ़ैसले उपलब्ध नहीं: {reason}</translation>
    </message>
</context>
<context>
    <name>EvLostChart</name>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="31" />
        <source>EV lost this session</source>
        <translation>इस सत्र में गँवाया EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="33" />
        <source>Hand</source>
        <translation>हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="34" />
        <source>Cumulative EV lost (coins)</source>
        <translation>कुल गँवाया EV (सिक्के)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="47" />
        <source>No hands played yet.</source>
        <translation>अभी तक कोई हाथ नहीं खेला।</translation>
    </message>
</context>
<context>
    <name>GameStrip</name>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="78" />
        <source>The game practised</source>
        <translation>अभ्यास का खेल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="88" />
        <source>About the game</source>
        <translation>खेल के बारे में</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="94" />
        <source>The game's state</source>
        <translation>खेल की स्थिति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="97" />
        <source>5-coin option</source>
        <translation>5-सिक्का विकल्प</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="99" />
        <source>Ultimate X's 5-coin option</source>
        <translation>Ultimate X का 5-सिक्का विकल्प</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="102" />
        <source>The machine lets you bet 5 coins a line on a hand that carries multipliers: the win is multiplied, no new multiplier is earned. Practice then grades against the game solved with that choice, the bet included.</source>
        <translation>मशीन गुणक वाले हाथ पर प्रति लाइन 5 सिक्के लगाने देती है: जीत गुणा होती है, कोई नया गुणक नहीं मिलता। अभ्यास फिर उस विकल्प के साथ हल किए गए खेल से ग्रेड करता है, दांव सहित।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="110" />
        <source>Bet 5 a line</source>
        <translation>प्रति लाइन 5 लगाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="113" />
        <source>Bet 5 coins a line on the next hand</source>
        <translation>अगले हाथ पर प्रति लाइन 5 सिक्के लगाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="116" />
        <source>Bet 5 coins a line instead of 10 on the next hand (it carries multipliers): its wins are multiplied, it earns no multiplier for the hand after.</source>
        <translation>अगले हाथ पर (उस पर गुणक हैं) प्रति लाइन 10 के बजाय 5 सिक्के लगाएँ: उसकी जीत गुणा होती है, उसके बाद वाले हाथ के लिए कोई गुणक नहीं मिलता।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="125" />
        <source>Stop solving the game (practise it once it is solved)</source>
        <translation>खेल हल करना रोकें (हल होने के बाद अभ्यास करें)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="240" />
        <location filename="../../vptrainer/gui/practice/games.py" line="308" />
        <source>Solving {game} for {table}…</source>
        <translation>{table} के लिए {game} हल हो रहा है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="297" />
        <source>{game} cannot be played on this table: {reason}</source>
        <translation>{game} इस तालिका पर नहीं खेला जा सकता: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="338" />
        <source>This hand: {total}x in all.</source>
        <translation>यह हाथ: कुल {total}x।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="343" />
        <source>Next hand: {total}x in all.</source>
        <translation>अगला हाथ: कुल {total}x।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="348" />
        <source>Line {line} carries {multiplier}x.</source>
        <translation>लाइन {line} पर {multiplier}x है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="351" />
        <source>Line {line} carries {multiplier}x into the hand.</source>
        <translation>लाइन {line} इस हाथ में {multiplier}x लेकर आती है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="364" />
        <source>Level {level} of {levels} with a free ride:</source>
        <translation>स्तर {level} / {levels}, मुफ़्त सवारी के साथ:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="366" />
        <source>Level {level} of {levels}:</source>
        <translation>स्तर {level} / {levels}:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="372" />
        <source>Level {level} pays {multiplier}x.</source>
        <translation>स्तर {level} {multiplier}x देता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="385" />
        <source>Standard play</source>
        <translation>सामान्य खेल</translation>
    </message>
</context>
<context>
    <name>HandAnalyzer</name>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="126" />
        <source>Pay table</source>
        <translation>भुगतान तालिका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="127" />
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="128" />
        <source>Bet</source>
        <translation>दांव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="129" />
        <source> coins</source>
        <translation> सिक्के</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="131" />
        <source>The bet: its pays (a table's short pays below max bet) and the cost column</source>
        <translation>दांव: उसके भुगतान (अधिकतम दांव से कम पर घटे भुगतान) और लागत का कॉलम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="133" />
        <source>&amp;Hand</source>
        <translation>हाथ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="135" />
        <source>Five cards, e.g. Ah Kh Qh Jh 9c  (T or 10 for tens)</source>
        <translation>पाँच पत्ते, जैसे Ah Kh Qh Jh 9c  (दहले के लिए T या 10)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="137" />
        <source>Hand to analyze</source>
        <translation>विश्लेषण के लिए हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="138" />
        <source>Clear</source>
        <translation>साफ़ करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="139" />
        <source>Clear the hand to analyze</source>
        <translation>विश्लेषण वाला हाथ साफ़ करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="140" />
        <source>Practise this hand</source>
        <translation>यह हाथ अभ्यास करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="142" />
        <source>Deal exactly this hand in practice, on this table</source>
        <translation>इसी तालिका पर, अभ्यास में ठीक यही हाथ बाँटें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="144" />
        <source>Or pick the cards</source>
        <translation>या पत्ते चुनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="182" />
        <source>Preparing {table}…</source>
        <translation>{table} तैयार हो रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="197" />
        <source>Cannot prepare this table: {reason}</source>
        <translation>यह तालिका तैयार नहीं हो सकती: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="220" />
        <source>from practice</source>
        <translation>अभ्यास से</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="246" />
        <source>Type five cards, or pick them on the grid below.</source>
        <translation>पाँच पत्ते लिखें, या नीचे की ग्रिड में चुनें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="250" />
        <source>{n} of 5 cards: {more} more to go.</source>
        <translation>5 में से {n} पत्ते: {more} और चाहिए।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="253" />
        <source>Too many cards: {n} (a hand is five cards).</source>
        <translation>बहुत ज़्यादा पत्ते: {n} (एक हाथ में पाँच पत्ते होते हैं)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="256" />
        <source>Preparing the pay table…</source>
        <translation>भुगतान तालिका तैयार हो रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="259" />
        <source>{cards}: all 32 holds, best first.</source>
        <translation>{cards}: सभी 32 होल्ड, सबसे अच्छा पहले।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="270" />
        <source>The 32 holds appear here once the hand has five valid cards.</source>
        <translation>हाथ में पाँच सही पत्ते होते ही यहाँ 32 होल्ड दिखेंगे।</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="276" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other hold) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>
            <numerusform>सबसे अच्छा होल्ड: &lt;b&gt;{hold}&lt;/b&gt; (%n और होल्ड के बराबर) — {table} पर प्रति सिक्का EV &lt;b&gt;{ev}&lt;/b&gt;</numerusform>
            <numerusform>सबसे अच्छा होल्ड: &lt;b&gt;{hold}&lt;/b&gt; (%n और होल्ड के बराबर) — {table} पर प्रति सिक्का EV &lt;b&gt;{ev}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="283" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other holds) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>
            <numerusform>सबसे अच्छा होल्ड: &lt;b&gt;{hold}&lt;/b&gt; (%n और होल्ड के बराबर) — {table} पर प्रति सिक्का EV &lt;b&gt;{ev}&lt;/b&gt;</numerusform>
            <numerusform>सबसे अच्छा होल्ड: &lt;b&gt;{hold}&lt;/b&gt; (%n और होल्ड के बराबर) — {table} पर प्रति सिक्का EV &lt;b&gt;{ev}&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="289" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>सबसे अच्छा होल्ड: &lt;b&gt;{hold}&lt;/b&gt; — {table} पर प्रति सिक्का EV &lt;b&gt;{ev}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="303" />
        <source>A hand has five cards: release one first.</source>
        <translation>एक हाथ में पाँच पत्ते होते हैं: पहले एक हटाएँ।</translation>
    </message>
</context>
<context>
    <name>HoldsPanel</name>
    <message>
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="33" />
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="49" />
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="54" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;</source>
        <translation>&lt;b&gt;सभी 32 होल्ड&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>LineRow</name>
    <message>
        <location filename="../../vptrainer/gui/practice/lines_panel.py" line="133" />
        <source>Line {line} carries {multiplier}x.</source>
        <extracomment>the multiplier the line carries (Ultimate X; hidden otherwise)</extracomment>
        <translation>लाइन {line} पर {multiplier}x है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/lines_panel.py" line="145" />
        <source>{hand} {amount} ({multiplier}x)</source>
        <translation>{hand} {amount} ({multiplier}x)</translation>
    </message>
</context>
<context>
    <name>LineTiles</name>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="35" />
        <source>Other lines</source>
        <translation>बाकी लाइनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="95" />
        <source>Line {n}: drawn with your hold after the draw</source>
        <translation>लाइन {n}: ड्रॉ के बाद आपके होल्ड से खींची जाती है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="98" />
        <source>Line {n}: {hand} — no win</source>
        <translation>लाइन {n}: {hand} — कोई जीत नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="99" />
        <source>Line {n}: {hand} — {win} {amount}</source>
        <translation>लाइन {n}: {hand} — {win} {amount}</translation>
    </message>
</context>
<context>
    <name>MachineKeys</name>
    <message>
        <location filename="../../vptrainer/gui/practice/keys.py" line="100" />
        <source>New seed</source>
        <translation>नया सीड</translation>
    </message>
</context>
<context>
    <name>ManyLines</name>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="165" />
        <source>Lines 2 to {last} draw with your hold:
their wins show here after the draw.</source>
        <translation>लाइन 2 से {last} आपके होल्ड से ड्रॉ होती हैं:
उनकी जीत ड्रॉ के बाद यहाँ दिखेगी।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="182" />
        <source>Lines 2 to {last}: no line wins.</source>
        <translation>लाइन 2 से {last}: कोई लाइन नहीं जीती।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="191" />
        <source>Lines 2 to {last}: {winners} of {others} win {paid} coins.
{hands}.</source>
        <translation>लाइन 2 से {last}: {others} में से {winners} ने {paid} सिक्के जीते।
{hands}।</translation>
    </message>
</context>
<context>
    <name>OptionsBar</name>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="207" />
        <source>Pay &amp;table</source>
        <extracomment>asked before a new seed is used (see the class)</extracomment>
        <translation>भुगतान तालिका(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="208" />
        <source>Bet</source>
        <translation>दांव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="209" />
        <source>&amp;Seed</source>
        <translation>सीड(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="210" />
        <source>&amp;Major from</source>
        <translation>बड़ी गलती(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="211" />
        <source>The pay table to practise on</source>
        <translation>अभ्यास के लिए भुगतान तालिका</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="215" />
        <source>Bet %n coin per hand</source>
        <translation>
            <numerusform>हर हाथ पर %n सिक्का दांव</numerusform>
            <numerusform>हर हाथ पर %n सिक्के दांव</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="217" />
        <source>Bet %n coins per hand</source>
        <translation>
            <numerusform>हर हाथ पर %n सिक्का दांव</numerusform>
            <numerusform>हर हाथ पर %n सिक्के दांव</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="221" />
        <source>Multi-play: one hold, each line drawn from its own shuffle of the rest of the deck</source>
        <translation>मल्टी-प्ले: एक ही होल्ड, हर लाइन बाकी गड्डी के अपने फेंटे हुए पत्तों से ड्रॉ होती है</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="226" />
        <source>%n line</source>
        <translation>
            <numerusform>%n लाइन</numerusform>
            <numerusform>%n लाइनें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="226" />
        <source>%n lines</source>
        <translation>
            <numerusform>%n लाइन</numerusform>
            <numerusform>%n लाइनें</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="228" />
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="230" />
        <source>The game to practise: standard play, or a feature game graded its own way</source>
        <translation>अभ्यास का खेल: सामान्य खेल, या अपने तरीके से ग्रेड होने वाला फ़ीचर गेम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="232" />
        <source>random</source>
        <translation>रैंडम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="235" />
        <source>A number replays the same sequence of deals (a drill); empty deals at random. It changes between hands.</source>
        <translation>एक संख्या वही डील क्रम दोहराती है (ड्रिल); खाली रहने पर रैंडम डील। हाथों के बीच बदलती है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="239" />
        <source> /coin</source>
        <translation> /सिक्का</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="242" />
        <source>A mistake is major when it gives up at least this much EV per coin, minor otherwise</source>
        <translation>जब गलती प्रति सिक्का कम से कम इतना EV गँवाए तो बड़ी, वरना छोटी</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="246" />
        <source>&amp;Warn before drawing a mistake</source>
        <translation>गलती वाला ड्रॉ करने से पहले चेतावनी(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="247" />
        <source>Ask before drawing a hold that is not the best</source>
        <translation>सबसे अच्छा न होने वाले होल्ड से ड्रॉ करने से पहले पूछें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="248" />
        <source>&amp;Guard dealt paying hands</source>
        <translation>डील में मिले जीतते हाथ बचाएँ(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="250" />
        <source>Ask before a mistake draws away a hand that already pays</source>
        <translation>कोई गलती पहले से जीतते हाथ को तोड़े, उससे पहले पूछें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="253" />
        <source>Practice options: warnings, mistake threshold and more</source>
        <translation>अभ्यास विकल्प: चेतावनियाँ, गलती की सीमा और बहुत कुछ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="255" />
        <source>Options</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="366" />
        <source>1 line</source>
        <translation>1 लाइन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="366" />
        <source>{n} lines</source>
        <translation>{n} लाइनें</translation>
    </message>
</context>
<context>
    <name>PayDisplay</name>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="109" />
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="118" />
        <source>Hand</source>
        <translation>हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="126" />
        <source>This table pays nothing</source>
        <translation>यह तालिका कुछ नहीं देती</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="130" />
        <source>{hand} dealt (bonus)</source>
        <translation>डील में {hand} (बोनस)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="146" />
        <source>%n coin</source>
        <translation>
            <numerusform>%n सिक्का</numerusform>
            <numerusform>%n सिक्के</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="146" />
        <source>%n coins</source>
        <translation>
            <numerusform>%n सिक्का</numerusform>
            <numerusform>%n सिक्के</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="200" />
        <source>Pay table</source>
        <translation>भुगतान तालिका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="201" />
        <source>Lines</source>
        <translation>लाइनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="202" />
        <source>Dealt</source>
        <translation>डील</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="204" />
        <source>The dealt hand (discards dimmed after the draw)</source>
        <translation>डील हुआ हाथ (ड्रॉ के बाद फेंके पत्ते धुंधले)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="206" />
        <source>Deal, then draw (Enter or Space)</source>
        <translation>डील करें, फिर ड्रॉ (Enter या Space)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="207" />
        <source>Hint</source>
        <translation>संकेत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="208" />
        <source>Show the EVs of all 32 holds before drawing (H)</source>
        <translation>ड्रॉ से पहले सभी 32 होल्ड के EV दिखाएँ (H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="209" />
        <source>Analyze this hand</source>
        <translation>यह हाथ विश्लेषण करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="210" />
        <source>Open this deal in the hand analyzer</source>
        <translation>इस डील को हाथ विश्लेषक में खोलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="228" />
        <source>Keys: 1–5 hold · Enter/Space deal and draw · H hint · B bet</source>
        <translation>कुंजियाँ: 1–5 होल्ड · Enter/Space डील और ड्रॉ · H संकेत · B दांव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="229" />
        <source>Keys: 1–5 hold · Enter/Space deal and draw
H hint · B bet</source>
        <translation>कुंजियाँ: 1–5 होल्ड · Enter/Space डील और ड्रॉ
H संकेत · B दांव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="230" />
        <source>1–5 hold · Enter draw
H hint · B bet</source>
        <translation>1–5 होल्ड · Enter ड्रॉ
H संकेत · B दांव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="237" />
        <source>DEAL</source>
        <translation>डील</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="238" />
        <source>DRAW</source>
        <translation>ड्रॉ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="239" />
        <source>Preparing…</source>
        <translation>तैयारी…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="394" />
        <source>Deal a hand: after the draw, every hold is ranked here with its exact EV.</source>
        <translation>एक हाथ डील करें: ड्रॉ के बाद हर होल्ड अपने सटीक EV के साथ यहाँ क्रम में दिखेगा।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="399" />
        <source>Press Deal (Enter or Space) to start.</source>
        <translation>शुरू करने के लिए डील (Enter या Space) दबाएँ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="457" />
        <source>Cannot deal that hand: {error}</source>
        <translation>वह हाथ डील नहीं हो सकता: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="482" />
        <source>The EVs of all 32 holds appear after the draw.
Press Hint (H) to see them now.</source>
        <translation>सभी 32 होल्ड के EV ड्रॉ के बाद दिखते हैं।
अभी देखने के लिए संकेत (H) दबाएँ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="485" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt; (hidden until the draw)</source>
        <translation>&lt;b&gt;सभी 32 होल्ड&lt;/b&gt; (ड्रॉ तक छिपे)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="514" />
        <source>Not drawn: change your hold, or draw again and confirm.</source>
        <translation>ड्रॉ नहीं हुआ: अपना होल्ड बदलें, या फिर से ड्रॉ करके पुष्टि करें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="559" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note} (hint: the hand is not drawn yet)</source>
        <translation>&lt;b&gt;सभी 32 होल्ड&lt;/b&gt;, सबसे अच्छा पहले: {note} (संकेत: अभी ड्रॉ नहीं हुआ)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="562" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note}</source>
        <translation>&lt;b&gt;सभी 32 होल्ड&lt;/b&gt;, सबसे अच्छा पहले: {note}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="564" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first (hint: the hand is not drawn yet)</source>
        <translation>&lt;b&gt;सभी 32 होल्ड&lt;/b&gt;, सबसे अच्छा पहले (संकेत: अभी ड्रॉ नहीं हुआ)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="566" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first</source>
        <translation>&lt;b&gt;सभी 32 होल्ड&lt;/b&gt;, सबसे अच्छा पहले</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="618" />
        <source>CREDITS {amount}</source>
        <translation>क्रेडिट {amount}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="627" />
        <source>BET {coins} × {lines}</source>
        <translation>दांव {coins} × {lines}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="632" />
        <source>BET {coins}</source>
        <translation>दांव {coins}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="634" />
        <source>WIN {amount}</source>
        <translation>जीत {amount}</translation>
    </message>
</context>
<context>
    <name>PracticeCommands</name>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="43" />
        <source>&amp;Deal or draw</source>
        <translation>डील या ड्रॉ(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="44" />
        <source>Deal a hand, or draw the held cards (Enter or Space)</source>
        <translation>हाथ डील करें, या होल्ड किए पत्तों के साथ ड्रॉ करें (Enter या Space)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="48" />
        <source>&amp;Hint: show the 32 holds</source>
        <translation>संकेत: 32 होल्ड दिखाएँ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="49" />
        <source>Show the EVs before drawing (H)</source>
        <translation>ड्रॉ से पहले EV दिखाएँ (H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="53" />
        <source>Analyze &amp;this hand</source>
        <translation>यह हाथ विश्लेषण करें(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="54" />
        <source>Open the current deal in the hand analyzer</source>
        <translation>मौजूदा डील को हाथ विश्लेषक में खोलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="58" />
        <source>Hand &amp;analyzer</source>
        <translation>हाथ विश्लेषक(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="59" />
        <source>Type or pick five cards and see all 32 holds</source>
        <translation>पाँच पत्ते लिखें या चुनें और सभी 32 होल्ड देखें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="63" />
        <source>&amp;Review mistakes</source>
        <translation>गलतियाँ देखें(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="64" />
        <source>Past mistakes by cost; replay one</source>
        <translation>पिछली गलतियाँ लागत के क्रम में; कोई एक दोबारा खेलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="68" />
        <source>&amp;Export session as CSV…</source>
        <translation>सत्र CSV में निर्यात करें(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="69" />
        <source>Write this session's hands to a CSV file</source>
        <translation>इस सत्र के हाथ CSV फ़ाइल में लिखें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="71" />
        <source>EV-lost chart as &amp;PNG…</source>
        <translation>गँवाए EV का चार्ट PNG में(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="72" />
        <source>EV-lost chart as S&amp;VG…</source>
        <translation>गँवाए EV का चार्ट SVG में(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="75" />
        <source>Re&amp;start session</source>
        <translation>सत्र फिर से शुरू करें(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="76" />
        <source>Start the drill again (same seed, same deals)</source>
        <translation>ड्रिल फिर से शुरू करें (वही सीड, वही डील)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="80" />
        <source>Reset &amp;credits</source>
        <translation>क्रेडिट रीसेट करें(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="81" />
        <source>Put the credit meter back to the starting credits</source>
        <translation>क्रेडिट मीटर को शुरुआती क्रेडिट पर लौटाएँ</translation>
    </message>
</context>
<context>
    <name>PracticeView</name>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="201" />
        <source>Practice machine</source>
        <extracomment>what could not be opened (also said through ``problemFound``)</extracomment>
        <translation>अभ्यास मशीन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="202" />
        <source>Keys: 1 to 5 hold, Enter or Space deal and draw, H hint, B bet.</source>
        <translation>कुंजियाँ: 1 से 5 होल्ड, Enter या Space डील और ड्रॉ, H संकेत, B दांव।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="206" />
        <source>Practice pages</source>
        <translation>अभ्यास पृष्ठ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="207" />
        <source>Play, Hand analyzer, Review mistakes and Situations.</source>
        <translation>खेलें, हाथ विश्लेषक, गलतियाँ देखें और स्थितियाँ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="209" />
        <source>&amp;Play</source>
        <translation>खेलें(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="210" />
        <source>Hand &amp;analyzer</source>
        <translation>हाथ विश्लेषक(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="211" />
        <source>&amp;Review mistakes</source>
        <translation>गलतियाँ देखें(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="212" />
        <source>S&amp;ituations</source>
        <translation>स्थितियाँ(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="368" />
        <source>Preparing {table}…</source>
        <translation>{table} तैयार हो रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="392" />
        <source>Cannot prepare this table: {reason}</source>
        <translation>यह तालिका तैयार नहीं हो सकती: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="395" />
        <source>This table cannot be practised: {reason}</source>
        <translation>इस तालिका पर अभ्यास नहीं हो सकता: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="420" />
        <source>The optimal return is not known: {reason}</source>
        <translation>सर्वोत्तम रिटर्न ज्ञात नहीं: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="446" />
        <source>Session restarted</source>
        <translation>सत्र फिर से शुरू हुआ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="456" />
        <source>New drill: seed {seed}</source>
        <translation>नई ड्रिल: सीड {seed}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="458" />
        <source>New drill: random deals</source>
        <translation>नई ड्रिल: रैंडम डील</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="544" />
        <source>Nothing to export</source>
        <translation>निर्यात के लिए कुछ नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="545" />
        <source>The history is not available, so no hands are saved.</source>
        <translation>इतिहास उपलब्ध नहीं है, इसलिए कोई हाथ सहेजा नहीं जाता।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="610" />
        <source>Cannot replay</source>
        <translation>दोबारा नहीं खेल सकते</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="611" />
        <location filename="../../vptrainer/gui/practice/view.py" line="624" />
        <source>The stored pay table is unreadable: {error}</source>
        <translation>सहेजी गई भुगतान तालिका पढ़ी नहीं जा सकती: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="623" />
        <source>Cannot analyze</source>
        <translation>विश्लेषण नहीं हो सकता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="627" />
        <source>from the history</source>
        <translation>इतिहास से</translation>
    </message>
</context>
<context>
    <name>ProgressChart</name>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="59" />
        <source>Session</source>
        <translation>सत्र</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="68" />
        <source>No sessions with hands yet.</source>
        <translation>अभी तक हाथों वाला कोई सत्र नहीं।</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="207" />
        <source>Started</source>
        <translation>शुरुआत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="208" />
        <location filename="../../vptrainer/gui/practice/review.py" line="221" />
        <source>Pay table</source>
        <translation>भुगतान तालिका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="209" />
        <source>Hands</source>
        <translation>हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="210" />
        <source>Mistakes</source>
        <translation>गलतियाँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="211" />
        <source>EV lost (coins)</source>
        <translation>गँवाया EV (सिक्के)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="212" />
        <source>Your return</source>
        <translation>आपका रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="213" />
        <source>Credits</source>
        <translation>क्रेडिट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="218" />
        <source>EV lost / coin</source>
        <translation>गँवाया EV / सिक्का</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="219" />
        <source>Cost (coins)</source>
        <translation>लागत (सिक्के)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="220" />
        <source>Severity</source>
        <translation>गंभीरता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="222" />
        <source>Dealt</source>
        <translation>डील</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="223" />
        <source>Your hold</source>
        <translation>आपका होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="224" />
        <source>Best hold</source>
        <translation>सबसे अच्छा होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="225" />
        <source>Played</source>
        <translation>खेला गया</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="226" />
        <source>Help</source>
        <translation>मदद</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="229" />
        <source>Your practice sessions, newest first</source>
        <translation>आपके अभ्यास सत्र, नए पहले</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="230" />
        <source>Export session as CSV…</source>
        <translation>सत्र CSV में निर्यात करें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="231" />
        <source>Which mistakes to list: all, major or minor</source>
        <translation>कौन-सी गलतियाँ दिखें: सभी, बड़ी या छोटी</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="232" />
        <source>All mistakes</source>
        <translation>सभी गलतियाँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="233" />
        <source>Major mistakes</source>
        <translation>बड़ी गलतियाँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="234" />
        <source>Minor mistakes</source>
        <translation>छोटी गलतियाँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="235" />
        <source>Only the selected session</source>
        <translation>केवल चुना गया सत्र</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="237" />
        <source>List only the mistakes of the session selected above</source>
        <translation>केवल ऊपर चुने सत्र की गलतियाँ दिखाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="239" />
        <source>Your past mistakes, the costliest first</source>
        <translation>आपकी पिछली गलतियाँ, सबसे महँगी पहले</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="240" />
        <source>Replay in practice</source>
        <translation>अभ्यास में दोबारा खेलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="242" />
        <source>Deal exactly this hand again, on the same pay table</source>
        <translation>इसी भुगतान तालिका पर ठीक यही हाथ फिर से बाँटें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="244" />
        <source>Analyze this hand</source>
        <translation>यह हाथ विश्लेषण करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="245" />
        <source>Refresh</source>
        <translation>ताज़ा करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="247" />
        <source>Read the sessions and mistakes again from the history</source>
        <translation>इतिहास से सत्र और गलतियाँ फिर से पढ़ें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="249" />
        <source>Sessions</source>
        <translation>सत्र</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="250" />
        <source>Past mistakes, largest first</source>
        <translation>पिछली गलतियाँ, सबसे बड़ी पहले</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="262" />
        <source>major</source>
        <translation>बड़ी</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="263" />
        <source>minor</source>
        <translation>छोटी</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="264" />
        <source>correct</source>
        <translation>सही</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="271" />
        <source>after a hint</source>
        <translation>संकेत के बाद</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="272" />
        <source>after a warning</source>
        <translation>चेतावनी के बाद</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="273" />
        <source>replayed</source>
        <translation>दोबारा खेला</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="301" />
        <source>The history cannot be read: {error}</source>
        <translation>इतिहास पढ़ा नहीं जा सकता: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="366" />
        <source>Session {id}</source>
        <translation>सत्र {id}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="372" />
        <source>%n played with help (not graded)</source>
        <translation>
            <numerusform>%n हाथ मदद से खेला (ग्रेड नहीं)</numerusform>
            <numerusform>%n हाथ मदद से खेले (ग्रेड नहीं)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="382" />
        <source>{mistakes} ({minor} minor, {major} major)</source>
        <translation>{mistakes} ({minor} छोटी, {major} बड़ी)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="389" />
        <source>Counts the hands played without help</source>
        <translation>बिना मदद खेले हाथ गिने जाते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="425" />
        <source>Select a session</source>
        <translation>एक सत्र चुनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="447" />
        <source>Tied best holds:</source>
        <translation>बराबर के सबसे अच्छे होल्ड:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="456" />
        <source>warned, then changed</source>
        <translation>चेतावनी के बाद बदला</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="462" />
        <source>Your hold EV {yours}, best {best} per coin</source>
        <translation>आपके होल्ड का EV {yours}, सबसे अच्छा {best} प्रति सिक्का</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="469" />
        <source>At %n coin</source>
        <translation>
            <numerusform>%n सिक्के पर</numerusform>
            <numerusform>%n सिक्कों पर</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="471" />
        <source>At %n coins</source>
        <translation>
            <numerusform>%n सिक्के पर</numerusform>
            <numerusform>%n सिक्कों पर</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="486" />
        <source>%n mistakes (the %n largest)</source>
        <translation>
            <numerusform>%n गलती (सबसे बड़ी %n)</numerusform>
            <numerusform>%n गलतियाँ (सबसे बड़ी %n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="488" />
        <source>%n mistake</source>
        <translation>
            <numerusform>%n गलती</numerusform>
            <numerusform>%n गलतियाँ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="490" />
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n गलती</numerusform>
            <numerusform>%n गलतियाँ</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="552" />
        <source>Nothing to export</source>
        <translation>निर्यात के लिए कुछ नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="553" />
        <source>No session with recorded hands is selected.</source>
        <translation>दर्ज हाथों वाला कोई सत्र चुना नहीं गया है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="562" />
        <source>Export session</source>
        <translation>सत्र निर्यात करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="562" />
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="572" />
        <source>Exported %n hand to {path}</source>
        <translation>
            <numerusform>%n हाथ {path} में निर्यात हुआ</numerusform>
            <numerusform>%n हाथ {path} में निर्यात हुए</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="574" />
        <source>Exported %n hands to {path}</source>
        <translation>
            <numerusform>%n हाथ {path} में निर्यात हुआ</numerusform>
            <numerusform>%n हाथ {path} में निर्यात हुए</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="580" />
        <source>Export failed</source>
        <translation>निर्यात विफल</translation>
    </message>
</context>
<context>
    <name>SessionPanel</name>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="88" />
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="101" />
        <source>&lt;b&gt;This session&lt;/b&gt;</source>
        <translation>&lt;b&gt;यह सत्र&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="112" />
        <source>Your return: the expected return of your own holds, per coin bet: the optimal return less the EV your mistakes gave up, in coins, over the coins bet. Hands played with help are not counted. Paid back: what the machine paid per coin bet, luck included.</source>
        <translation>आपका रिटर्न: आपके अपने होल्ड का अपेक्षित रिटर्न, प्रति दांव सिक्का: सर्वोत्तम रिटर्न में से आपकी गलतियों से छोड़ा गया EV (सिक्कों में) लगाए गए सिक्कों से भाग देकर घटाया गया। मदद से खेले गए हाथ नहीं गिने जाते। वापस मिला: मशीन ने प्रति दांव सिक्का कितना दिया, किस्मत सहित।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="119" />
        <source>Optimal return: Ultimate X's exact return per coin bet (10 coins a line) when every hand is played optimally. The multipliers on the lines change from hand to hand, so it is the long-run average over the total multipliers optimal play meets (the stationary distribution of the multipliers). A hold's value counts the multipliers it earns for the next hand, so a mistake's cost includes what it leaves the next hand.</source>
        <translation>सर्वोत्तम रिटर्न: हर हाथ सर्वोत्तम खेलने पर Ultimate X का प्रति दांव सिक्का सटीक रिटर्न (प्रति लाइन 10 सिक्के)। लाइनों पर गुणक हाथ-दर-हाथ बदलते हैं, इसलिए यह सर्वोत्तम खेल में आने वाले कुल गुणकों पर दीर्घकालीन औसत है (गुणकों का स्थिर वितरण)। एक होल्ड के मूल्य में अगले हाथ के लिए अर्जित गुणक गिने जाते हैं, इसलिए किसी गलती की कीमत में वह भी शामिल है जो वह अगले हाथ के लिए छोड़ती है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="127" />
        <source>Optimal return: Multi-Strike's exact return per coin bet (the four levels' 20 coins, bet with a round's first hand) when every level is played optimally. A hold's value counts what the next level is worth, so a mistake's cost includes the levels it gives up.</source>
        <translation>सर्वोत्तम रिटर्न: हर स्तर सर्वोत्तम खेलने पर Multi-Strike का प्रति दांव सिक्का सटीक रिटर्न (चारों स्तरों के 20 सिक्के, राउंड के पहले हाथ के साथ लगाए गए)। एक होल्ड के मूल्य में अगले स्तर का मूल्य गिना जाता है, इसलिए किसी गलती की कीमत में छोड़े गए स्तर शामिल हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="133" />
        <source>Optimal return: Wheel Poker's exact return per coin bet (6 coins a line) when every hold is the best with the wheel's mean prize counted.</source>
        <translation>सर्वोत्तम रिटर्न: पहिये के औसत इनाम को गिनते हुए हर होल्ड सर्वोत्तम होने पर Wheel Poker का प्रति दांव सिक्का सटीक रिटर्न (प्रति लाइन 6 सिक्के)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="137" />
        <source>Optimal return: Dream Card's exact return per coin bet (10 coins a line) with the machine's Dream Card (the card that makes the best dealt hand) and every hold the best.</source>
        <translation>सर्वोत्तम रिटर्न: मशीन के Dream Card (वह पत्ता जो सबसे अच्छा बँटा हुआ हाथ बनाता है) के साथ और हर होल्ड सर्वोत्तम होने पर Dream Card का प्रति दांव सिक्का सटीक रिटर्न (प्रति लाइन 10 सिक्के)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="144" />
        <source>Optimal return: the table's exact return per coin bet when every hold is the best (a feature game that keeps the base game's strategy is practised as the base game).</source>
        <translation>सर्वोत्तम रिटर्न: हर होल्ड सर्वोत्तम होने पर टेबल का प्रति दांव सिक्का सटीक रिटर्न (जो फ़ीचर खेल मूल खेल की रणनीति रखता है, उसका अभ्यास मूल खेल की तरह होता है)।</translation>
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
        <translation>स्थिति (सबसे अच्छे होल्ड का नियम)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="148" />
        <source>Hands</source>
        <translation>हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="149" />
        <source>Mistakes</source>
        <translation>गलतियाँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="150" />
        <source>Errors /1k</source>
        <translation>गलतियाँ /1k</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="151" />
        <source>EV lost /1k</source>
        <translation>गँवाया EV /1k</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="155" />
        <source>The rule of the strategy chart the best hold follows</source>
        <translation>सबसे अच्छा होल्ड रणनीति चार्ट के जिस नियम पर चलता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="156" />
        <source>Hands of this situation</source>
        <translation>इस स्थिति के हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="157" />
        <source>Hands held wrong</source>
        <translation>गलत होल्ड किए हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="158" />
        <source>Mistakes per 1,000 hands of this situation</source>
        <translation>इस स्थिति के हर 1,000 हाथों पर गलतियाँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="159" />
        <source>EV lost per coin per 1,000 hands of this situation</source>
        <translation>इस स्थिति के हर 1,000 हाथों पर प्रति सिक्का गँवाया EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="167" />
        <source>Situations</source>
        <translation>स्थितियाँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="169" />
        <source>Each kind of hand you were dealt, how often you held it right and the EV you gave up.</source>
        <translation>आपको मिला हर तरह का हाथ, कितनी बार सही होल्ड किया और कितना EV गँवाया।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="175" />
        <source>Holds confused</source>
        <translation>उलझे होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="176" />
        <source>The holds you chose most often in place of the best one.</source>
        <translation>सबसे अच्छे होल्ड की जगह आपने सबसे ज़्यादा जो होल्ड चुने।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="178" />
        <source>Accuracy</source>
        <translation>सटीकता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="178" />
        <source>Unaided hands right (%)</source>
        <translation>बिना मदद सही हाथ (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="180" />
        <source>EV lost per 1,000 hands</source>
        <translation>हर 1,000 हाथों पर गँवाया EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="180" />
        <source>EV lost / 1,000 hands</source>
        <translation>गँवाया EV / 1,000 हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="182" />
        <source>Most expensive confusions</source>
        <translation>सबसे महँगी उलझनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="213" />
        <source>How you play each situation of {table} (hands recorded with its strategy chart).</source>
        <translation>{table} की हर स्थिति आप कैसे खेलते हैं (उसके रणनीति चार्ट के साथ दर्ज हाथ)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="217" />
        <source>How you play each situation of the pay table (hands recorded with its strategy chart).</source>
        <translation>भुगतान तालिका की हर स्थिति आप कैसे खेलते हैं (उसके रणनीति चार्ट के साथ दर्ज हाथ)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="229" />
        <source>The history is not available.</source>
        <translation>इतिहास उपलब्ध नहीं है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="233" />
        <source>The history cannot be read: {error}</source>
        <translation>इतिहास पढ़ा नहीं जा सकता: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="262" />
        <source>No confusions yet: mistakes show here by the rules involved.</source>
        <translation>अभी कोई उलझन नहीं: गलतियाँ संबंधित नियमों के हिसाब से यहाँ दिखेंगी।</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="271" />
        <source>{hands} hands in %n situation.</source>
        <translation>
            <numerusform>{hands} हाथ, %n स्थिति में।</numerusform>
            <numerusform>{hands} हाथ, %n स्थितियों में।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="273" />
        <source>{hands} hands in %n situations.</source>
        <translation>
            <numerusform>{hands} हाथ, %n स्थिति में।</numerusform>
            <numerusform>{hands} हाथ, %n स्थितियों में।</numerusform>
        </translation>
    </message>
</context>
</TS>