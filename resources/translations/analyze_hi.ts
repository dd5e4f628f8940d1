<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
<context>
    <name>AnalyzeView</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="361"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="32"/>
        <source>The royal sweep is computed when this tab is shown.</source>
        <translation>रॉयल स्वीप यह टैब दिखने पर गणना किया जाता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="71"/>
        <source>Stop the calculation (Esc)</source>
        <translation>गणना रोकें (Esc)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="82"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="181"/>
        <source>Preparing engine…</source>
        <translation>इंजन तैयार हो रहा है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="121"/>
        <source>Analyze pages</source>
        <translation>विश्लेषण पृष्ठ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="123"/>
        <source>The return of the table, its Ultimate X game and its feature games</source>
        <translation>तालिका का रिटर्न, उसका Ultimate X खेल और उसके फ़ीचर गेम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="125"/>
        <source>Return</source>
        <translation>रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="126"/>
        <source>Feature games</source>
        <translation>फ़ीचर गेम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="171"/>
        <source>Waiting for the edit to settle…</source>
        <translation>संपादन पूरा होने की प्रतीक्षा…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="172"/>
        <source>The new results follow in a moment.</source>
        <translation>नए परिणाम कुछ ही पल में आएँगे।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="181"/>
        <location filename="../../vptrainer/gui/analyze/view.py" line="206"/>
        <source>Calculating…</source>
        <translation>गणना हो रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="194"/>
        <source>Cancelled: edit the table or press F5 to recalculate</source>
        <translation>रद्द किया गया: तालिका बदलें या फिर से गणना के लिए F5 दबाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="195"/>
        <source>Calculation cancelled</source>
        <translation>गणना रद्द की गई</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="199"/>
        <source>The calculation was cancelled: press F5 to recalculate.</source>
        <translation>गणना रद्द कर दी गई: फिर से गणना के लिए F5 दबाएँ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="216"/>
        <source>Up to date</source>
        <translation>अद्यतन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="216"/>
        <source>Up to date: this table pays nothing (0%)</source>
        <translation>अद्यतन: यह तालिका कुछ भी भुगतान नहीं करती (0%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="224"/>
        <source>Analysis took {seconds} s</source>
        <translation>विश्लेषण में {seconds} सेकंड लगे</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="231"/>
        <source>The calculation failed (see below)</source>
        <translation>गणना विफल रही (नीचे देखें)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="233"/>
        <source>The calculation failed: {why}</source>
        <translation>गणना विफल रही: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="242"/>
        <source>could not be calculated: {why}</source>
        <translation>गणना नहीं हो सकी: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="250"/>
        <source>Computing the royal sweep…</source>
        <translation>रॉयल स्वीप की गणना हो रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/view.py" line="260"/>
        <source>Nothing to sweep: the table pays nothing.</source>
        <translation>स्वीप करने को कुछ नहीं: तालिका कुछ भी भुगतान नहीं करती।</translation>
    </message>
</context>
<context>
    <name>BetTable</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="88"/>
        <source>Return by coins bet</source>
        <translation>दांव के सिक्कों के अनुसार रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="89"/>
        <source>The return and its cost at each bet from 1 coin to the maximum.</source>
        <translation>1 सिक्के से अधिकतम तक हर दांव पर रिटर्न और उसकी लागत।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="105"/>
        <source>Bet</source>
        <translation>दांव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="106"/>
        <source>Return</source>
        <translation>रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="107"/>
        <source>Cost vs {coins} coins</source>
        <translation>{coins} सिक्कों की तुलना में लागत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="108"/>
        <source>Loss per hand</source>
        <translation>प्रति हाथ नुकसान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="131"/>
        <source>max bet</source>
        <translation>अधिकतम दांव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="133"/>
        <source>{percent} of the bet</source>
        <translation>दांव का {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="134"/>
        <source>{coins} coins</source>
        <translation>{coins} सिक्के</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="138"/>
        <source>Exactly {numerator} / {denominator} under the optimal strategy of {table}</source>
        <translation>{table} की सर्वोत्तम रणनीति के साथ ठीक {numerator} / {denominator}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/results.py" line="150"/>
        <source>%n coin</source>
        <translation>
            <numerusform>%n सिक्का</numerusform>
            <numerusform>%n सिक्के</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/results.py" line="151"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n सिक्का</numerusform>
            <numerusform>%n सिक्के</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CategoryModel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="45"/>
        <source>Hand</source>
        <translation>हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="46"/>
        <source>Pays</source>
        <translation>भुगतान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="47"/>
        <source>Combinations</source>
        <translation>संयोजन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="48"/>
        <source>Probability</source>
        <translation>प्रायिकता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="49"/>
        <source>1 in</source>
        <translation>1 में से</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="50"/>
        <source>Return</source>
        <translation>रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="89"/>
        <source>never</source>
        <translation>कभी नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="108"/>
        <source>Paid on the five dealt cards, on top of what the final hand pays</source>
        <translation>बाँटे गए पाँच पत्तों पर, अंतिम हाथ के भुगतान के ऊपर भुगतान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="111"/>
        <source>Out of {total} combinations: every deal weighted by the common denominator of all draws</source>
        <translation>कुल {total} संयोजनों में से: हर डील को सभी ड्रॉ के सामान्य हर से भारित किया गया</translation>
    </message>
</context>
<context>
    <name>ContributionChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="40"/>
        <source>Contribution to return</source>
        <translation>रिटर्न में योगदान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="41"/>
        <source>Contribution to the return (% of the bet)</source>
        <translation>रिटर्न में योगदान (दांव का %)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="63"/>
        <source>This table pays nothing: its return is 0%.</source>
        <translation>यह तालिका कुछ भी भुगतान नहीं करती: इसका रिटर्न 0% है।</translation>
    </message>
</context>
<context>
    <name>FeatureBarChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="121"/>
        <source>Feature game</source>
        <translation>फ़ीचर गेम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="122"/>
        <source>Chart of the feature game&apos;s figures</source>
        <translation>फ़ीचर गेम के आँकड़ों का चार्ट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="123"/>
        <source>The same figures are in the table above the chart.</source>
        <translation>यही आँकड़े चार्ट के ऊपर की तालिका में हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="138"/>
        <source>Nothing to draw.</source>
        <translation>बनाने को कुछ नहीं।</translation>
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
        <translation>लाइनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="166"/>
        <source>Multi-Strike 16X (five levels, up to 16x)</source>
        <translation>Multi-Strike 16X (पाँच स्तर, 16x तक)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="171"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="227"/>
        <source>Version</source>
        <translation>संस्करण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="173"/>
        <source>The 16X version has a fifth level</source>
        <translation>16X संस्करण में पाँचवाँ स्तर है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="180"/>
        <source>The levels bet (the bottom ones are played)</source>
        <translation>दांव वाले स्तर (नीचे वाले खेले जाते हैं)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="181"/>
        <source>Levels bet</source>
        <translation>दांव वाले स्तर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="187"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="363"/>
        <source>Level multipliers</source>
        <translation>स्तर गुणक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="188"/>
        <source>Each level&apos;s multiplier</source>
        <translation>हर स्तर का गुणक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="194"/>
        <source>Free rides (%)</source>
        <translation>फ़्री राइड (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="196"/>
        <source>Each level&apos;s chance of a free ride, in percent, level 1 up (not the top level); machines show them nowhere</source>
        <translation>हर स्तर पर फ़्री राइड की संभावना, प्रतिशत में, स्तर 1 से ऊपर (सबसे ऊपर वाला नहीं); मशीनें इन्हें कहीं नहीं दिखातीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="202"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="212"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="243"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="266"/>
        <source>Multi-play lines</source>
        <translation>मल्टी-प्ले लाइनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="207"/>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="376"/>
        <source>Multiplier weights</source>
        <translation>गुणक भार</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="208"/>
        <source>multiplier:weight pairs from the machine&apos;s help screen; 1 for no multiplier</source>
        <translation>मशीन की सहायता स्क्रीन से गुणक:भार जोड़े; बिना गुणक के लिए 1</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="217"/>
        <source>Chance of a roll</source>
        <translation>रोल की संभावना</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="218"/>
        <source>As a fraction (1/6) or a decimal</source>
        <translation>भिन्न (1/6) या दशमलव के रूप में</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="222"/>
        <source>Hundred Play (one spin times the quads made)</source>
        <translation>Hundred Play (एक स्पिन गुणा बने हुए फोर)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="229"/>
        <source>Hundred Play Wheel Poker</source>
        <translation>Hundred Play Wheel Poker</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="232"/>
        <source>Lines played</source>
        <translation>खेली गई लाइनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="237"/>
        <source>Wheel (coins:weight)</source>
        <translation>व्हील (सिक्के:भार)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="238"/>
        <source>The wheel&apos;s prizes in coins with their weights; empty: the built-in wheel</source>
        <translation>व्हील के इनाम सिक्कों में उनके भार के साथ; खाली: अंतर्निहित व्हील</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="239"/>
        <source>the built-in wheel of this game</source>
        <translation>इस गेम का अंतर्निहित व्हील</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="248"/>
        <source>Chance of a Dream Card</source>
        <translation>Dream Card की संभावना</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="250"/>
        <source>The share of deals that come with a Dream Card (set by the machine, shown nowhere)</source>
        <translation>Dream Card के साथ आने वाली डील का हिस्सा (मशीन तय करती है, कहीं दिखाया नहीं जाता)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="254"/>
        <source>The best-EV card</source>
        <translation>सबसे अच्छे EV वाला पत्ता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="255"/>
        <source>The card that makes the best hand</source>
        <translation>सबसे अच्छा हाथ बनाने वाला पत्ता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="260"/>
        <source>The machine gives</source>
        <translation>मशीन देती है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="262"/>
        <source>Which card the machine gives</source>
        <translation>मशीन कौन-सा पत्ता देती है</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="269"/>
        <source>%n coins</source>
        <translation>
            <numerusform>%n सिक्का</numerusform>
            <numerusform>%n सिक्के</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="274"/>
        <source>Coins a line</source>
        <translation>प्रति लाइन सिक्के</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="276"/>
        <source>Coins bet a line (wins on five)</source>
        <translation>प्रति लाइन दांव के सिक्के (इनाम पाँच पर)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="282"/>
        <source>Multipliers (2 to K)</source>
        <translation>गुणक (2 से K)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="284"/>
        <source>The 12 multipliers for the highest dealt card 2, 3, ..., K; empty: the built-in table of this game</source>
        <translation>सबसे ऊँचे बाँटे गए पत्ते 2, 3, ..., K के लिए 12 गुणक; खाली: इस गेम की अंतर्निहित तालिका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="287"/>
        <source>the built-in table of this game</source>
        <translation>इस गेम की अंतर्निहित तालिका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="291"/>
        <source>Paylines bet (of the nine)</source>
        <translation>दांव वाली पेलाइन (नौ में से)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="291"/>
        <source>Paylines</source>
        <translation>पेलाइन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="364"/>
        <source>Free rides</source>
        <translation>फ़्री राइड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="368"/>
        <source>Free rides: give one for each level but the top ({wanted}), got {got}</source>
        <translation>फ़्री राइड: सबसे ऊपर वाले को छोड़ हर स्तर के लिए एक दें ({wanted}), मिले {got}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="373"/>
        <source>Levels bet: at most {count}</source>
        <translation>दांव वाले स्तर: अधिकतम {count}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="378"/>
        <source>Chance</source>
        <translation>संभावना</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="384"/>
        <source>Wheel</source>
        <translation>व्हील</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="388"/>
        <source>Multipliers</source>
        <translation>गुणक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="391"/>
        <source>Multipliers: give 12 (cards 2 to K), got {got}</source>
        <translation>गुणक: 12 दें (पत्ते 2 से K), मिले {got}</translation>
    </message>
</context>
<context>
    <name>FeaturePage</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="54"/>
        <source>Level</source>
        <extracomment>What each game&apos;s own table shows, and which of its columns the chart draws: (headers, the chart&apos;s column, its unit, the format of a bar&apos;s value).</extracomment>
        <translation>स्तर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="55"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="69"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="79"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="109"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="113"/>
        <source>Multiplier</source>
        <translation>गुणक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="56"/>
        <source>Free ride</source>
        <translation>फ़्री राइड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="57"/>
        <source>Value (bets)</source>
        <translation>मूल्य (दांव)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="58"/>
        <source>Without free ride</source>
        <translation>फ़्री राइड के बिना</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="59"/>
        <source>Reached</source>
        <translation>पहुँचा गया</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="60"/>
        <source>Holds changed</source>
        <translation>बदले हुए होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="61"/>
        <source>Base holds cost</source>
        <translation>बेस होल्ड की लागत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="64"/>
        <source>Value of reaching the level (bets of one line)</source>
        <translation>स्तर तक पहुँचने का मूल्य (एक लाइन के दांव)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="70"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="89"/>
        <source>Weight</source>
        <translation>भार</translation>
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
        <translation>प्रायिकता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="88"/>
        <source>Prize (coins)</source>
        <translation>इनाम (सिक्के)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="98"/>
        <source>Dream Card rule</source>
        <translation>Dream Card नियम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="99"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="423"/>
        <source>Return</source>
        <translation>रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="100"/>
        <source>Dream Card deal&apos;s EV (per coin)</source>
        <translation>Dream Card डील का EV (प्रति सिक्का)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="103"/>
        <source>Return (%)</source>
        <translation>रिटर्न (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="108"/>
        <source>Highest card</source>
        <translation>सबसे ऊँचा पत्ता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="118"/>
        <source>Paylines</source>
        <translation>पेलाइन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="119"/>
        <source>SD per hand</source>
        <translation>प्रति हाथ SD</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="120"/>
        <source>Multi-play SD per hand</source>
        <translation>मल्टी-प्ले प्रति हाथ SD</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="123"/>
        <source>Standard deviation per hand (bets)</source>
        <translation>प्रति हाथ मानक विचलन (दांव)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="134"/>
        <source>Feature games</source>
        <translation>फ़ीचर गेम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="146"/>
        <source>Cancel the feature game&apos;s analysis</source>
        <translation>फ़ीचर गेम का विश्लेषण रद्द करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="147"/>
        <source>Progress of the feature game&apos;s analysis</source>
        <translation>फ़ीचर गेम के विश्लेषण की प्रगति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="148"/>
        <source>State of the feature game&apos;s analysis</source>
        <translation>फ़ीचर गेम के विश्लेषण की स्थिति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="154"/>
        <source>Analyse again</source>
        <translation>फिर से विश्लेषण करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="155"/>
        <source>Analyse again after a cancel or a failure</source>
        <translation>रद्द होने या विफल होने के बाद फिर से विश्लेषण करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="166"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="193"/>
        <source>Feature game</source>
        <translation>फ़ीचर गेम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="167"/>
        <source>The extra-bet game whose return, strategy changes and variance are shown</source>
        <translation>अतिरिक्त दांव वाला खेल जिसका रिटर्न, रणनीति के बदलाव और प्रसरण दिखाए जाते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="173"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="250"/>
        <source>Options of the feature game</source>
        <translation>फ़ीचर गेम के विकल्प</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="179"/>
        <source>Restore the built-in options</source>
        <translation>अंतर्निहित विकल्प वापस लाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="180"/>
        <source>Set the options back to the game&apos;s built-in data</source>
        <translation>विकल्पों को गेम के अंतर्निहित डेटा पर वापस करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="183"/>
        <source>Source of the game&apos;s data</source>
        <translation>गेम के डेटा का स्रोत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="185"/>
        <source>Feature game message</source>
        <translation>फ़ीचर गेम संदेश</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="191"/>
        <source>Feature game figures</source>
        <translation>फ़ीचर गेम के आँकड़े</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="192"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="221"/>
        <source>Figure</source>
        <translation>आँकड़ा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="192"/>
        <source>Value</source>
        <translation>मान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="196"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="257"/>
        <source>Strategy of the feature game</source>
        <translation>फ़ीचर गेम की रणनीति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="202"/>
        <source>Multi-Strike level whose holds are shown</source>
        <translation>Multi-Strike स्तर जिसके होल्ड दिखाए गए हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="203"/>
        <source>The Multi-Strike level whose strategy changes the table lists</source>
        <translation>Multi-Strike का वह स्तर जिसकी रणनीति के बदलाव तालिका में हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="208"/>
        <source>Holds that differ from the base game&apos;s</source>
        <translation>बेस गेम से अलग होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="210"/>
        <source>Deal</source>
        <translation>डील</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="211"/>
        <source>Base game holds</source>
        <translation>बेस गेम में होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="212"/>
        <source>This game holds</source>
        <translation>इस गेम में होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="213"/>
        <source>Share of deals</source>
        <translation>डील का हिस्सा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="214"/>
        <source>Gain per deal</source>
        <translation>प्रति डील लाभ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="216"/>
        <source>Strategy changes</source>
        <translation>रणनीति में बदलाव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="220"/>
        <source>The game&apos;s own figures</source>
        <translation>गेम के अपने आँकड़े</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="222"/>
        <source>Feature game details</source>
        <translation>फ़ीचर गेम का विवरण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="267"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="282"/>
        <source>Feature games page</source>
        <translation>फ़ीचर गेम पृष्ठ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="283"/>
        <source>The feature game&apos;s options, figures and charts, scrolled as a whole</source>
        <translation>फ़ीचर गेम के विकल्प, आँकड़े और चार्ट, एक साथ स्क्रॉल होते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="296"/>
        <source>Analyse</source>
        <translation>विश्लेषण करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="297"/>
        <source>Restore defaults</source>
        <translation>डिफ़ॉल्ट वापस लाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="298"/>
        <source>Feature:</source>
        <translation>फ़ीचर:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="299"/>
        <source>Options</source>
        <translation>विकल्प</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="300"/>
        <source>Strategy</source>
        <translation>रणनीति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="342"/>
        <source>Cancelled: press Analyse, or change an option, to go on.</source>
        <translation>रद्द किया गया: जारी रखने के लिए &apos;विश्लेषण करें&apos; दबाएँ या कोई विकल्प बदलें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="354"/>
        <source>Built-in data: {source}</source>
        <translation>अंतर्निहित डेटा: {source}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="362"/>
        <source>Waiting for the edit to settle…</source>
        <translation>संपादन पूरा होने की प्रतीक्षा…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="375"/>
        <source>{table} pays bonuses on the dealt hand; the feature games take tables without them.</source>
        <translation>{table} बाँटे गए हाथ पर बोनस देता है; फ़ीचर गेम बिना बोनस वाली तालिकाएँ लेते हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="412"/>
        <source>The analysis failed: {why}</source>
        <translation>विश्लेषण विफल रहा: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="424"/>
        <source>Base game&apos;s return</source>
        <translation>बेस गेम का रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="425"/>
        <source>The feature adds</source>
        <translation>फ़ीचर से जुड़ता है</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="430"/>
        <source>The extra %n coin(s) a line return</source>
        <translation>
            <numerusform>प्रति लाइन अतिरिक्त %n सिक्के का रिटर्न</numerusform>
            <numerusform>प्रति लाइन अतिरिक्त %n सिक्कों का रिटर्न</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="433"/>
        <source>A round costs (bets of one line)</source>
        <translation>एक राउंड की लागत (एक लाइन के दांव)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="434"/>
        <source>Variance of a round (bets squared)</source>
        <translation>एक राउंड का प्रसरण (दांव का वर्ग)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="435"/>
        <source>Standard deviation of a round (bets)</source>
        <translation>एक राउंड का मानक विचलन (दांव)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="436"/>
        <source>Variance per unit bet</source>
        <translation>प्रति इकाई दांव प्रसरण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="437"/>
        <source>Base game&apos;s variance (one line)</source>
        <translation>बेस गेम का प्रसरण (एक लाइन)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="440"/>
        <source>Computed in</source>
        <translation>गणना का समय</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="441"/>
        <source>{seconds} s</source>
        <translation>{seconds} सेकंड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="447"/>
        <source>Exactly {numerator} / {denominator} per coin bet</source>
        <translation>प्रति सिक्का दांव ठीक {numerator} / {denominator}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="458"/>
        <source>Level {level} ({multiplier}x)</source>
        <translation>स्तर {level} ({multiplier}x)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="475"/>
        <source>the base game&apos;s</source>
        <translation>बेस गेम की</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="478"/>
        <source>The strategy is the base game&apos;s: play {game} as you play {table} ({reason}).</source>
        <translation>रणनीति बेस गेम वाली ही है: {game} वैसे ही खेलें जैसे {table} खेलते हैं ({reason})।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="500"/>
        <source>The best holds on {level} are the base game&apos;s.</source>
        <translation>{level} पर सबसे अच्छे होल्ड बेस गेम वाले ही हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="502"/>
        <source>The best holds are the base game&apos;s.</source>
        <translation>सबसे अच्छे होल्ड बेस गेम वाले ही हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="507"/>
        <source>The best hold on {level} differs from the base game&apos;s on {share} of deals ({kinds} kinds of deal); playing the base game&apos;s holds there costs {cost} of the return. The changes worth most:</source>
        <translation>{level} पर सबसे अच्छा होल्ड {share} डील में बेस गेम से अलग है ({kinds} प्रकार की डील); वहाँ बेस गेम के होल्ड खेलने से रिटर्न का {cost} जाता है। सबसे क़ीमती बदलाव:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="513"/>
        <source>The best hold differs from the base game&apos;s on {share} of deals ({kinds} kinds of deal); playing the base game&apos;s holds there costs {cost} of the return. The changes worth most:</source>
        <translation>सबसे अच्छा होल्ड {share} डील में बेस गेम से अलग है ({kinds} प्रकार की डील); वहाँ बेस गेम के होल्ड खेलने से रिटर्न का {cost} जाता है। सबसे क़ीमती बदलाव:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="539"/>
        <source>{game} details</source>
        <translation>{game} का विवरण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="577"/>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="625"/>
        <source>Average multiplier</source>
        <translation>औसत गुणक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="581"/>
        <source>Mean square of the multiplier</source>
        <translation>गुणक का माध्य वर्ग</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="588"/>
        <source>Average wheel prize (coins)</source>
        <translation>व्हील का औसत इनाम (सिक्के)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="592"/>
        <source>A line&apos;s chance of a natural four of a kind</source>
        <translation>एक लाइन पर नैचुरल फोर ऑफ़ अ काइंड की संभावना</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="598"/>
        <source>Return with the base game&apos;s holds</source>
        <translation>बेस गेम के होल्ड के साथ रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="605"/>
        <source>Chance of a Dream Card deal</source>
        <translation>Dream Card डील की संभावना</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="609"/>
        <source>What the machine&apos;s rule costs (best-EV against best-hand card)</source>
        <translation>मशीन के नियम की लागत (सबसे अच्छे EV बनाम सबसे अच्छे हाथ वाला पत्ता)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="615"/>
        <source>Four-card deals the two rules value differently</source>
        <translation>चार पत्तों की डील जिन्हें दोनों नियम अलग आँकते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="623"/>
        <source>Coins a line</source>
        <translation>प्रति लाइन सिक्के</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="633"/>
        <source>Standard deviation per hand of the lines bet</source>
        <translation>दांव वाली लाइनों का प्रति हाथ मानक विचलन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="636"/>
        <source>{sd} (multi-play: {multi})</source>
        <translation>{sd} (मल्टी-प्ले: {multi})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="551"/>
        <source>%n line</source>
        <translation>
            <numerusform>%n लाइन</numerusform>
            <numerusform>%n लाइनें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="552"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n लाइन</numerusform>
            <numerusform>%n लाइनें</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="676"/>
        <source>Level {level}</source>
        <translation>स्तर {level}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="707"/>
        <source>The best-EV card</source>
        <translation>सबसे अच्छे EV वाला पत्ता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="708"/>
        <source>The best-hand card</source>
        <translation>सबसे अच्छे हाथ वाला पत्ता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_page.py" line="720"/>
        <source>{card} high</source>
        <translation>{card} सबसे ऊँचा</translation>
    </message>
</context>
<context>
    <name>FigureTable</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="83"/>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="114"/>
        <source>{name}: read the figures cell by cell; Ctrl+C copies them, the context menu exports them as CSV.</source>
        <extracomment>What a cell shows while its figure is being computed, or cannot be.</extracomment>
        <translation>{name}: आँकड़े सेल-दर-सेल पढ़ें; Ctrl+C उन्हें कॉपी करता है, संदर्भ मेनू उन्हें CSV के रूप में निर्यात करता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="126"/>
        <source>Copy table</source>
        <translation>तालिका कॉपी करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="127"/>
        <source>Export table as CSV…</source>
        <translation>तालिका CSV के रूप में निर्यात करें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="216"/>
        <source>Export {table}</source>
        <translation>{table} निर्यात करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="218"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="229"/>
        <source>Export failed</source>
        <translation>निर्यात विफल रहा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/page_parts.py" line="230"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} नहीं लिखा जा सका: {reason}</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="108"/>
        <source>Choose the game</source>
        <translation>गेम चुनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="114"/>
        <source> (added to the deck, wild)</source>
        <translation> (गड्डी में जोड़े गए, वाइल्ड)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="124"/>
        <source>Every {rank} is wild</source>
        <translation>हर {rank} वाइल्ड है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="131"/>
        <source>none, or cards such as Jh Js</source>
        <translation>कोई नहीं, या Jh Js जैसे पत्ते</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="132"/>
        <source>A wild card in its own place keeps a hand natural</source>
        <translation>अपनी ही जगह पर वाइल्ड पत्ता हाथ को नैचुरल रखता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="137"/>
        <source>One-Eyed Jacks: a royal flush with the jack of hearts in its own place is a natural royal</source>
        <translation>One-Eyed Jacks: पान के गुलाम को अपनी जगह रखने वाला रॉयल फ्लश नैचुरल रॉयल है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="145"/>
        <source>Jokers</source>
        <translation>जोकर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="146"/>
        <source>Wild ranks</source>
        <translation>वाइल्ड रैंक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="147"/>
        <source>Wild cards</source>
        <translation>वाइल्ड कार्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="173"/>
        <source>Not a game yet: {why}</source>
        <translation>अभी कोई गेम नहीं: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="178"/>
        <source>{game}: {cards} cards, {wild} of them wild.</source>
        <translation>{game}: {cards} पत्ते, जिनमें {wild} वाइल्ड।</translation>
    </message>
</context>
<context>
    <name>HoldValueChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="36"/>
        <source>Hold values by total multiplier</source>
        <translation>कुल गुणक के अनुसार होल्ड के मूल्य</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="37"/>
        <source>Chart of the hold values against the total multiplier</source>
        <translation>कुल गुणक के सापेक्ष होल्ड मूल्यों का चार्ट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="40"/>
        <source>The same figures are in the tables below the chart: each hold&apos;s value at the total multiplier chosen, and the best hold by range of total multiplier.</source>
        <translation>यही आँकड़े चार्ट के नीचे की तालिकाओं में हैं: चुने गए कुल गुणक पर हर होल्ड का मूल्य, और कुल गुणक की सीमा के अनुसार सबसे अच्छा होल्ड।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="46"/>
        <source>Total multiplier M (the sum of the lines&apos; multipliers)</source>
        <translation>कुल गुणक M (लाइनों के गुणकों का योग)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="48"/>
        <source>Value per coin</source>
        <translation>प्रति सिक्का मूल्य</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="83"/>
        <source>From M = {m} the best hold is {hold}</source>
        <translation>M = {m} से सबसे अच्छा होल्ड {hold} है</translation>
    </message>
</context>
<context>
    <name>PayTableDocument</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="85"/>
        <source>built-in: {table}</source>
        <translation>अंतर्निहित: {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="86"/>
        <source>unsaved</source>
        <translation>बिना सहेजी</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="152"/>
        <location filename="../../vptrainer/gui/analyze/document.py" line="186"/>
        <source>{hand} dealt (bonus)</source>
        <translation>डील में {hand} (बोनस)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="156"/>
        <source>Set {hand} to {pay}</source>
        <translation>{hand} को {pay} करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="172"/>
        <source>Pay {hand} as at max bet on 1 to 4 coins</source>
        <translation>1 से 4 सिक्कों पर {hand} का भुगतान अधिकतम दांव जैसा करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="174"/>
        <source>Set {hand} on 1 to 4 coins to {pay}</source>
        <translation>1 से 4 सिक्कों पर {hand} को {pay} करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="189"/>
        <location filename="../../vptrainer/gui/analyze/document.py" line="201"/>
        <source>Add {hand}</source>
        <translation>{hand} जोड़ें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="210"/>
        <source>Remove {hand}</source>
        <translation>{hand} हटाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="219"/>
        <source>Rename</source>
        <translation>नाम बदलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/document.py" line="252"/>
        <source>Switch to {game}</source>
        <translation>{game} पर बदलें</translation>
    </message>
</context>
<context>
    <name>PayTableEditor</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="56"/>
        <source>No wild cards</source>
        <extracomment>The games the chooser offers by name (any other through &quot;Other game…&quot;).</extracomment>
        <translation>कोई वाइल्ड कार्ड नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="57"/>
        <source>Deuces wild</source>
        <translation>दुक्की वाइल्ड (Deuces Wild)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="58"/>
        <source>Joker (53 cards)</source>
        <translation>जोकर (53 पत्ते)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="59"/>
        <source>Two jokers (54 cards)</source>
        <translation>दो जोकर (54 पत्ते)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="62"/>
        <source>Deuces and a joker (53 cards)</source>
        <translation>दुक्कियाँ और एक जोकर (53 पत्ते)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="66"/>
        <source>Sevens and a joker (53 cards)</source>
        <translation>सत्ते और एक जोकर (53 पत्ते)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="70"/>
        <source>One-eyed jacks</source>
        <translation>एक-आँख वाले गुलाम (One-Eyed Jacks)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="73"/>
        <source>Other game…</source>
        <translation>अन्य गेम…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="227"/>
        <source>Choose a built-in pay table to analyze and edit</source>
        <translation>विश्लेषण और संपादन के लिए अंतर्निहित भुगतान तालिका चुनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="234"/>
        <source>The pay table&apos;s name, shown in titles and file names</source>
        <translation>भुगतान तालिका का नाम, शीर्षकों और फ़ाइल नामों में दिखता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="258"/>
        <source>Add a hand the table pays for (a category)</source>
        <translation>ऐसा हाथ जोड़ें जिसका तालिका भुगतान करती है (एक श्रेणी)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="322"/>
        <source>Your own table</source>
        <translation>आपकी अपनी तालिका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="324"/>
        <source>Which cards are wild (the deck has 52 cards plus its jokers)</source>
        <translation>कौन-से पत्ते वाइल्ड हैं (गड्डी में 52 पत्ते और उसके जोकर)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="326"/>
        <source>Game…</source>
        <translation>गेम…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="327"/>
        <source>Any game: jokers, wild ranks, specific wild cards</source>
        <translation>कोई भी गेम: जोकर, वाइल्ड रैंक, ख़ास वाइल्ड पत्ते</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="328"/>
        <source>Bonuses on the deal, on top of the final hand&apos;s pay:</source>
        <translation>डील पर बोनस, अंतिम हाथ के भुगतान के ऊपर:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="329"/>
        <source>Add category</source>
        <translation>श्रेणी जोड़ें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="330"/>
        <source>Deal bonus</source>
        <translation>डील बोनस</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="331"/>
        <source>Pay a bonus when the five dealt cards make a hand</source>
        <translation>जब बाँटे गए पाँच पत्ते कोई हाथ बनाएँ तब बोनस दें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="332"/>
        <source>Quad split…</source>
        <translation>फोर ऑफ़ अ काइंड विभाजन…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="333"/>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="334"/>
        <source>Stop paying the selected hand (Delete)</source>
        <translation>चुने गए हाथ का भुगतान बंद करें (Delete)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Built-in</source>
        <translation>अंतर्निहित</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="337"/>
        <source>Wild cards</source>
        <translation>वाइल्ड कार्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="354"/>
        <source>Pays</source>
        <translation>भुगतान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="354"/>
        <source>Deal bonuses</source>
        <translation>डील बोनस</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="355"/>
        <source>Each hand and what it pays per coin; type a number or press F2 to change it.</source>
        <translation>हर हाथ और वह प्रति सिक्का कितना देता है; बदलने के लिए संख्या लिखें या F2 दबाएँ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="358"/>
        <source>What a dealt hand pays before the draw; type a number or press F2 to change it.</source>
        <translation>ड्रॉ से पहले बाँटा गया हाथ कितना देता है; बदलने के लिए संख्या लिखें या F2 दबाएँ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="401"/>
        <source>{game} ({cards} cards)</source>
        <translation>{game} ({cards} पत्ते)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="428"/>
        <source>Pay some natural fours of a kind differently, by rank and kicker</source>
        <translation>कुछ नैचुरल फोर ऑफ़ अ काइंड का भुगतान रैंक और किकर के अनुसार अलग करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="430"/>
        <source>Pay some fours of a kind differently, by rank and kicker</source>
        <translation>कुछ फोर ऑफ़ अ काइंड का भुगतान रैंक और किकर के अनुसार अलग करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="434"/>
        <source>Published return: {percent}</source>
        <translation>प्रकाशित रिटर्न: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="436"/>
        <source>Published return (from the file): {percent}</source>
        <translation>प्रकाशित रिटर्न (फ़ाइल से): {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="440"/>
        <source>No published return for this table.</source>
        <translation>इस तालिका का कोई प्रकाशित रिटर्न नहीं है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="443"/>
        <source>This table pays nothing: add a category (its return is 0% until then).</source>
        <translation>यह तालिका कुछ भी भुगतान नहीं करती: एक श्रेणी जोड़ें (तब तक इसका रिटर्न 0% है)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="446"/>
        <source>Your own table: the return below is for your pays.</source>
        <translation>आपकी अपनी तालिका: नीचे का रिटर्न आपके भुगतानों के लिए है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="507"/>
        <source>Every category is listed</source>
        <translation>हर श्रेणी सूची में है</translation>
    </message>
</context>
<context>
    <name>PayTableModel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="96"/>
        <source>Hand</source>
        <translation>हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="97"/>
        <source>Pays (per coin)</source>
        <translation>भुगतान/सिक्का</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="98"/>
        <source>{coins} coins</source>
        <translation>{coins} सिक्के</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="99"/>
        <source>Per coin on 1–{coins}</source>
        <translation>1–{coins} सिक्कों पर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="138"/>
        <source>Dealt hand (bonus)</source>
        <translation>बाँटा गया हाथ (बोनस)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="169"/>
        <source>Pay per coin bet, at the maximum bet: a whole number, a decimal such as 1600.25 or a fraction such as 2000/3. Double-click or type to edit.</source>
        <translation>अधिकतम दांव पर प्रति सिक्का भुगतान: पूर्णांक, 1600.25 जैसा दशमलव या 2000/3 जैसा भिन्न। बदलने के लिए डबल-क्लिक करें या टाइप करें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="174"/>
        <source>Pay per coin on 1 to {fewer} coins, where the machine pays less than at {coins} coins (a royal of 250); empty: the same as at max bet. Double-click or type to edit; clear it to remove.</source>
        <translation>1 से {fewer} सिक्कों पर प्रति सिक्का भुगतान, जहाँ मशीन {coins} सिक्कों से कम देती है (जैसे 250 का रॉयल); खाली: अधिकतम दांव जैसा। बदलने के लिए डबल-क्लिक करें या टाइप करें; हटाने के लिए खाली करें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="179"/>
        <source>Paid when the five dealt cards make {hand} ({key})</source>
        <translation>जब बाँटे गए पाँच पत्ते {hand} बनाएँ तब भुगतान ({key})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/editor.py" line="202"/>
        <source>Not changed: {why}</source>
        <translation>बदला नहीं गया: {why}</translation>
    </message>
</context>
<context>
    <name>ProbabilityChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="87"/>
        <source>Probability by hand</source>
        <translation>हाथ के अनुसार प्रायिकता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="114"/>
        <source>This table pays nothing: every hand is Nothing.</source>
        <translation>यह तालिका कुछ भी भुगतान नहीं करती: हर हाथ &apos;कुछ नहीं&apos; है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="124"/>
        <source>Probability (log scale)</source>
        <translation>प्रायिकता (लॉग स्केल)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="128"/>
        <source>Probability</source>
        <translation>प्रायिकता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="141"/>
        <source>1 in {count}</source>
        <translation>{count} में 1</translation>
    </message>
</context>
<context>
    <name>QuadSplitDialog</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="38"/>
        <source>Add a natural four-of-a-kind split</source>
        <translation>नैचुरल फोर ऑफ़ अ काइंड विभाजन जोड़ें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="40"/>
        <source>Add a four-of-a-kind split</source>
        <translation>फोर ऑफ़ अ काइंड विभाजन जोड़ें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="42"/>
        <source>e.g. A,8 or 2-4</source>
        <translation>जैसे A,8 या 2-4</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="44"/>
        <source>optional, e.g. A-4</source>
        <translation>वैकल्पिक, जैसे A-4</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="46"/>
        <source>per coin, e.g. 80</source>
        <translation>प्रति सिक्का, जैसे 80</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="48"/>
        <source>optional, e.g. Four aces or eights</source>
        <translation>वैकल्पिक, जैसे चार इक्के या आठ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="55"/>
        <source>Quad ranks</source>
        <translation>फोर के रैंक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="56"/>
        <source>Kicker ranks</source>
        <translation>किकर के रैंक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="57"/>
        <source>Pays</source>
        <translation>भुगतान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="58"/>
        <source>Label</source>
        <translation>लेबल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/dialogs.py" line="68"/>
        <source>Paid on natural fours: four cards of the rank that are not wild (the fifth card may be wild).</source>
        <translation>नैचुरल फोर पर भुगतान: उस रैंक के चार पत्ते जो वाइल्ड नहीं हैं (पाँचवाँ पत्ता वाइल्ड हो सकता है)।</translation>
    </message>
</context>
<context>
    <name>ResultsView</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="231"/>
        <source>Results by hand</source>
        <translation>हाथ के अनुसार परिणाम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="232"/>
        <source>Each hand&apos;s pay, combinations, probability and contribution to the return.</source>
        <translation>हर हाथ का भुगतान, संयोजन, प्रायिकता और रिटर्न में योगदान।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="257"/>
        <source>Draw the probabilities on a logarithmic scale</source>
        <translation>प्रायिकताएँ लघुगणकीय स्केल पर दिखाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="271"/>
        <source>Charts</source>
        <translation>चार्ट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="272"/>
        <source>Contribution, probability and royal sweep charts of the analysis.</source>
        <translation>विश्लेषण के योगदान, प्रायिकता और रॉयल स्वीप चार्ट।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="312"/>
        <source>Contribution</source>
        <translation>योगदान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="313"/>
        <source>Probability</source>
        <translation>प्रायिकता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="314"/>
        <source>Royal sweep</source>
        <translation>रॉयल स्वीप</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="315"/>
        <source>Bets</source>
        <translation>दांव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="321"/>
        <source>Variance:</source>
        <translation>प्रसरण:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="322"/>
        <source>Standard deviation:</source>
        <translation>मानक विचलन:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="323"/>
        <source>Hit frequency:</source>
        <translation>जीत की आवृत्ति:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="324"/>
        <source>Deals with a tied best hold:</source>
        <translation>बराबरी वाले सबसे अच्छे होल्ड वाली डील:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="325"/>
        <source>Cards held (share of deals):</source>
        <translation>होल्ड किए गए पत्ते (डील का हिस्सा):</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="326"/>
        <source>Below max bet:</source>
        <translation>अधिकतम दांव से कम:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="330"/>
        <source>Ties go to the hold that keeps more cards</source>
        <translation>बराबरी होने पर अधिक पत्ते रखने वाला होल्ड चुना जाता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="331"/>
        <source>Copy results</source>
        <translation>परिणाम कॉपी करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="332"/>
        <source>Copy the numbers and the table, tab-separated</source>
        <translation>संख्याएँ और तालिका टैब से अलग करके कॉपी करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="333"/>
        <source>Logarithmic scale</source>
        <translation>लघुगणकीय स्केल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="445"/>
        <source>Not up to date — these results are for “{table}” before your last change. {why}</source>
        <translation>अद्यतन नहीं — ये परिणाम आपके आख़िरी बदलाव से पहले के “{table}” के हैं। {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="454"/>
        <source>Return —</source>
        <translation>रिटर्न —</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="464"/>
        <source>The calculation failed: {why}</source>
        <translation>गणना विफल रही: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="470"/>
        <source>No results: the calculation failed.</source>
        <translation>कोई परिणाम नहीं: गणना विफल रही।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="485"/>
        <source>Return {percent}</source>
        <translation>रिटर्न {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="488"/>
        <source>Exactly {numerator} / {denominator}
= {decimal}</source>
        <translation>सटीक {numerator} / {denominator}
= {decimal}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="501"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations — this table pays nothing, so its return is 0%</source>
        <translation>{table}: सर्वोत्तम खेल, {deals} डील, {combinations} संयोजन — यह तालिका कुछ भी भुगतान नहीं करती, इसलिए रिटर्न 0% है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="506"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations — bonuses on the deal pay {percent} of it, included in the return</source>
        <translation>{table}: सर्वोत्तम खेल, {deals} डील, {combinations} संयोजन — डील पर बोनस इसका {percent} देते हैं, रिटर्न में शामिल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="511"/>
        <source>{table}: optimal play, {deals} deals, {combinations} combinations</source>
        <translation>{table}: सर्वोत्तम खेल, {deals} डील, {combinations} संयोजन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="521"/>
        <source>{cards}: {percent}</source>
        <translation>{cards}: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="542"/>
        <source>{table} pays the same per coin at every bet: {percent} from 1 to {coins} coins.</source>
        <translation>{table} हर दांव पर प्रति सिक्का समान भुगतान करता है: 1 से {coins} सिक्कों तक {percent}।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="550"/>
        <source>Below {coins} coins this table pays, per coin: {pays}. Each bet is played with its own optimal strategy.</source>
        <translation>{coins} सिक्कों से कम पर यह तालिका प्रति सिक्का देती है: {pays}। हर दांव अपनी सर्वोत्तम रणनीति से खेला जाता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="555"/>
        <source>calculating the return of 1 to {coins} coins…</source>
        <translation>1 से {coins} सिक्कों का रिटर्न निकाला जा रहा है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="557"/>
        <source>calculating…</source>
        <translation>गणना हो रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="567"/>
        <source>1–{coins} coins return {percent}, {cost} of the bet less (the Bets tab)</source>
        <translation>1–{coins} सिक्कों का रिटर्न {percent}, दांव का {cost} कम (दांव टैब)</translation>
    </message>
</context>
<context>
    <name>RoyalSweepChart</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="161"/>
        <source>Royal sweep</source>
        <translation>रॉयल स्वीप</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="163"/>
        <source>Return (%)</source>
        <translation>रिटर्न (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="173"/>
        <source>The strategy changes at {pay} per coin
exactly {pay_exact}
return {percent} = {return_exact}</source>
        <translation>रणनीति प्रति सिक्का {pay} पर बदलती है
सटीक {pay_exact}
रिटर्न {percent} = {return_exact}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="186"/>
        <source>The return never reaches 100%</source>
        <translation>रिटर्न कभी 100% तक नहीं पहुँचता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="190"/>
        <source>Break-even: {pay} per coin ({five} for 5 coins)
exactly {exact} per coin, where the return is 100%</source>
        <translation>ब्रेक-ईवन: प्रति सिक्का {pay} (5 सिक्कों पर {five})
सटीक प्रति सिक्का {exact}, जहाँ रिटर्न 100% है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="199"/>
        <source>Return as the {hand} pays more</source>
        <translation>{hand} का भुगतान बढ़ने पर रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="201"/>
        <source>{chart} — {table}</source>
        <translation>{chart} — {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="205"/>
        <source>{hand} pays (per coin)</source>
        <translation>{hand} का भुगतान (प्रति सिक्का)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="242"/>
        <source>now: {pay} → {percent}</source>
        <translation>अभी: {pay} → {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="256"/>
        <source>break-even {pay} ({five} for 5 coins)</source>
        <translation>ब्रेक-ईवन {pay} (5 सिक्कों पर {five})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/charts.py" line="276"/>
        <source>{count} pays where the strategy changes ({shown} on this chart; hover a dot for its exact value)</source>
        <translation>{count} भुगतान जहाँ रणनीति बदलती है (इस चार्ट पर {shown}; सटीक मान के लिए किसी बिंदु पर माउस ले जाएँ)</translation>
    </message>
</context>
<context>
    <name>UltimateXHandPanel</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_charts.py" line="27"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="39"/>
        <source>Discard all</source>
        <extracomment>Colours of the holds drawn (the best holds first).</extracomment>
        <translation>सब बदलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="118"/>
        <source>Holds against the total multiplier</source>
        <translation>कुल गुणक के सापेक्ष होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="119"/>
        <source>Holds of a hand against the total multiplier</source>
        <translation>कुल गुणक के सापेक्ष एक हाथ के होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="123"/>
        <source>Dealt hand</source>
        <translation>बाँटा गया हाथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="124"/>
        <source>Five cards such as Jh Qh Kh 7c 7d; press Enter to show their holds.</source>
        <translation>Jh Qh Kh 7c 7d जैसे पाँच पत्ते; उनके होल्ड देखने के लिए Enter दबाएँ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="126"/>
        <source>Five cards, such as Jh Qh Kh 7c 7d</source>
        <translation>पाँच पत्ते, जैसे Jh Qh Kh 7c 7d</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="127"/>
        <source>Next example</source>
        <translation>अगला उदाहरण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="131"/>
        <source>Show another deal whose best hold changes with the multiplier</source>
        <translation>ऐसी दूसरी डील दिखाएँ जिसका सबसे अच्छा होल्ड गुणक के साथ बदलता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="132"/>
        <source>Show another deal whose best hold changes with the total multiplier</source>
        <translation>ऐसी दूसरी डील दिखाएँ जिसका सबसे अच्छा होल्ड कुल गुणक के साथ बदलता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="137"/>
        <source>Total multiplier</source>
        <translation>कुल गुणक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="138"/>
        <source>The sum of the lines&apos; multipliers</source>
        <translation>लाइनों के गुणकों का योग</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="140"/>
        <source>Hand message</source>
        <translation>हाथ का संदेश</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="76"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="144"/>
        <source>Holds of the hand at the total multiplier</source>
        <translation>कुल गुणक पर हाथ के होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="78"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="146"/>
        <source>Hold</source>
        <translation>होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="79"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="147"/>
        <source>EV per coin</source>
        <translation>प्रति सिक्का EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="80"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="148"/>
        <source>Next multiplier</source>
        <translation>अगला गुणक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="81"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="149"/>
        <source>Value at M</source>
        <translation>M पर मूल्य</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="82"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="150"/>
        <source>Cost (coins)</source>
        <translation>लागत (सिक्के)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="84"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="152"/>
        <source>Ultimate X holds</source>
        <translation>Ultimate X होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="88"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="155"/>
        <source>Best hold by range of total multiplier</source>
        <translation>कुल गुणक की सीमा के अनुसार सबसे अच्छा होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>From M</source>
        <translation>M से</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>To M</source>
        <translation>M तक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="89"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="156"/>
        <source>Best hold</source>
        <translation>सबसे अच्छा होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="90"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="157"/>
        <source>Ultimate X turning points</source>
        <translation>Ultimate X के मोड़ बिंदु</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="141"/>
        <source>Deal:</source>
        <translation>डील:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="142"/>
        <source>M:</source>
        <translation>M:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="213"/>
        <source>Not a hand: {why}.</source>
        <translation>हाथ नहीं है: {why}।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="231"/>
        <source>best</source>
        <translation>सर्वश्रेष्ठ</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="248"/>
        <source>The best hold changes %n time(s) as the total multiplier rises; at M = {m} hold {best}.</source>
        <translation>
            <numerusform>कुल गुणक बढ़ने पर सबसे अच्छा होल्ड %n बार बदलता है; M = {m} पर {best} होल्ड करें।</numerusform>
            <numerusform>कुल गुणक बढ़ने पर सबसे अच्छा होल्ड %n बार बदलता है; M = {m} पर {best} होल्ड करें।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_hand.py" line="256"/>
        <source>The best hold is {best} at every total multiplier.</source>
        <translation>हर कुल गुणक पर सबसे अच्छा होल्ड {best} है।</translation>
    </message>
</context>
<context>
    <name>UltimateXPage</name>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="198"/>
        <source>%n line</source>
        <translation>
            <numerusform>%n लाइन</numerusform>
            <numerusform>%n लाइनें</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="199"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n लाइन</numerusform>
            <numerusform>%n लाइनें</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="78"/>
        <source>Lines</source>
        <translation>लाइनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="79"/>
        <source>Return</source>
        <translation>रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="80"/>
        <source>Feature adds</source>
        <translation>फ़ीचर लाभ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="81"/>
        <source>Base game&apos;s holds</source>
        <translation>बेस गेम के होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="82"/>
        <source>Approximation</source>
        <translation>सन्निकटन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="83"/>
        <source>With 5-coin bets</source>
        <translation>5-सिक्का दांव सहित</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="104"/>
        <source>Cancel the Ultimate X solves</source>
        <translation>Ultimate X की गणनाएँ रद्द करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="105"/>
        <source>Progress of the Ultimate X solves</source>
        <translation>Ultimate X की गणनाओं की प्रगति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="106"/>
        <source>State of the Ultimate X solves</source>
        <translation>Ultimate X की गणनाओं की स्थिति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="109"/>
        <source>Solve</source>
        <translation>हल करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="111"/>
        <source>Solve again</source>
        <translation>फिर से हल करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="112"/>
        <source>Solve again after a cancel or a failure</source>
        <translation>रद्द होने या विफल होने के बाद फिर से हल करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="124"/>
        <source>Multiplier table family</source>
        <translation>गुणक तालिका परिवार</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="125"/>
        <source>The multiplier table the game is solved with: a built-in table or a file</source>
        <translation>वह गुणक तालिका जिससे खेल हल किया जाता है: अंतर्निहित तालिका या फ़ाइल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="127"/>
        <source>Choose a family…</source>
        <translation>परिवार चुनें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="130"/>
        <source>A file…</source>
        <translation>फ़ाइल…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="133"/>
        <source>Open a multiplier table file (TOML, docs/ultimate-x-format.md)</source>
        <translation>गुणक तालिका फ़ाइल खोलें (TOML, docs/ultimate-x-format.md)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="145"/>
        <source>Lines shown in detail</source>
        <translation>विस्तार से दिखाई गई लाइनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="146"/>
        <source>The number of lines whose multiplier frequencies and hands are shown</source>
        <translation>लाइनों की वह संख्या जिनकी गुणक आवृत्तियाँ और हाथ दिखाए जाते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="151"/>
        <source>5-coin option</source>
        <translation>5-सिक्का विकल्प</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="155"/>
        <source>Allow 5-coin bets on hands that carry multipliers</source>
        <translation>गुणक वाले हाथों पर 5-सिक्का दांव की अनुमति दें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="157"/>
        <source>Many machines let a hand that carries multipliers be bet at 5 coins a line: the multiplied win is paid, no new multipliers are earned.</source>
        <translation>कई मशीनें गुणक वाले हाथ पर प्रति लाइन 5 सिक्के का दांव लगाने देती हैं: गुणा किया हुआ इनाम मिलता है, नए गुणक नहीं मिलते।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="163"/>
        <source>Ultimate X message</source>
        <translation>Ultimate X संदेश</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="167"/>
        <source>Multiplier table</source>
        <translation>गुणक तालिका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="170"/>
        <source>Source of the multiplier table</source>
        <translation>गुणक तालिका का स्रोत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="172"/>
        <source>Base game&apos;s return</source>
        <translation>बेस गेम का रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="175"/>
        <source>Ultimate X return by lines</source>
        <translation>लाइनों के अनुसार Ultimate X रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="177"/>
        <source>Ultimate X return</source>
        <translation>Ultimate X रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="183"/>
        <source>Share of lines at each multiplier</source>
        <translation>हर गुणक पर लाइनों का हिस्सा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="184"/>
        <source>Multiplier</source>
        <translation>गुणक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="184"/>
        <source>Share of lines</source>
        <translation>लाइनों का हिस्सा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="185"/>
        <source>Ultimate X multiplier frequencies</source>
        <translation>Ultimate X गुणक आवृत्तियाँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="187"/>
        <source>Ultimate X statistics</source>
        <translation>Ultimate X आँकड़े</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="234"/>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="250"/>
        <source>Ultimate X page</source>
        <translation>Ultimate X पृष्ठ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="251"/>
        <source>The Ultimate X returns, multipliers and hand, scrolled as a whole</source>
        <translation>Ultimate X के रिटर्न, गुणक और हाथ, एक साथ स्क्रॉल होते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="264"/>
        <source>Multipliers of:</source>
        <translation>गुणक:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="265"/>
        <source>Details for:</source>
        <translation>विवरण:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="320"/>
        <source>Cancelled: press Solve, or change an option, to go on.</source>
        <translation>रद्द किया गया: जारी रखने के लिए &apos;हल करें&apos; दबाएँ या कोई विकल्प बदलें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="334"/>
        <source>Waiting for the edit to settle…</source>
        <translation>संपादन पूरा होने की प्रतीक्षा…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="365"/>
        <source>{table} pays bonuses on the dealt hand, which Ultimate X does not; remove its dealt-hand lines to analyse it here.</source>
        <translation>{table} बाँटे गए हाथ पर बोनस देता है, जो Ultimate X नहीं देता; यहाँ विश्लेषण के लिए उसकी डील-बोनस पंक्तियाँ हटाएँ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="371"/>
        <source>The Ultimate X family of {table} cannot be told from the table: choose whose multipliers to use above.</source>
        <translation>{table} का Ultimate X परिवार तालिका से पता नहीं चलता: ऊपर चुनें कि किसके गुणक इस्तेमाल करने हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="385"/>
        <source>Open a multiplier table</source>
        <translation>गुणक तालिका खोलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="387"/>
        <source>Multiplier tables (*.toml);;All files (*)</source>
        <translation>गुणक तालिकाएँ (*.toml);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="395"/>
        <source>File: {name}</source>
        <translation>फ़ाइल: {name}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="418"/>
        <source>No example yet: the game is being solved.</source>
        <translation>अभी कोई उदाहरण नहीं: गेम हल किया जा रहा है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="433"/>
        <source>Solved exactly in {iterations} policy iterations ({seconds} s); {coins} coins a game.</source>
        <translation>{iterations} नीति पुनरावृत्तियों में सटीक हल ({seconds} सेकंड); प्रति गेम {coins} सिक्के।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="449"/>
        <source>The feature played with the base game&apos;s holds at every multiplier.</source>
        <translation>हर गुणक पर बेस गेम के होल्ड के साथ खेला गया फ़ीचर।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="456"/>
        <source>Holds ranked by M x EV + c x lines x E[next multiplier] (c = {c}): the approximation other tools use.</source>
        <translation>M x EV + c x लाइनें x E[अगला गुणक] (c = {c}) से क्रमबद्ध होल्ड: दूसरे टूल जो सन्निकटन इस्तेमाल करते हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="462"/>
        <source>Tick the 5-coin option to compute the return with it.</source>
        <translation>इसके साथ रिटर्न निकालने के लिए 5-सिक्का विकल्प चुनें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="466"/>
        <source>Base game (5 coins a line, no feature): {percent}. Returns are per coin bet, 10 coins a line, with perfect play.</source>
        <translation>बेस गेम (प्रति लाइन 5 सिक्के, कोई फ़ीचर नहीं): {percent}। रिटर्न प्रति सिक्का दांव, प्रति लाइन 10 सिक्के, सही खेल के साथ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="479"/>
        <source>Ultimate X could not be solved: {why}</source>
        <translation>Ultimate X हल नहीं हो सका: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="487"/>
        <source>Multiplier table: {name}: {description}.</source>
        <translation>गुणक तालिका: {name}: {description}।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="494"/>
        <source>This multiplier table is unverified: {why}</source>
        <translation>यह गुणक तालिका असत्यापित है: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="498"/>
        <source>Source: {source}</source>
        <translation>स्रोत: {source}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="500"/>
        <source>The multiplier table names no source.</source>
        <translation>गुणक तालिका में कोई स्रोत नहीं बताया गया।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="503"/>
        <source>{m}x</source>
        <translation>{m}x</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="513"/>
        <source>{lines}: a line carries {mean}x on average. The best hold depends on the total multiplier on {depends} of deals; {differs} of deals are played otherwise than in the base game at some multiplier.</source>
        <translation>{lines}: एक लाइन पर औसतन {mean}x रहता है। {depends} डील में सबसे अच्छा होल्ड कुल गुणक पर निर्भर करता है; {differs} डील किसी गुणक पर बेस गेम से अलग खेली जाती हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="519"/>
        <source>{lines}: a line carries {mean}x on average. Standard deviation of a game: {sd} coins. The best hold depends on the total multiplier on {depends} of deals; {differs} of deals are played otherwise than in the base game at some multiplier.</source>
        <translation>{lines}: एक लाइन पर औसतन {mean}x रहता है। एक गेम का मानक विचलन: {sd} सिक्के। {depends} डील में सबसे अच्छा होल्ड कुल गुणक पर निर्भर करता है; {differs} डील किसी गुणक पर बेस गेम से अलग खेली जाती हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/ultimate_x_page.py" line="538"/>
        <source>The holds could not be computed: {why}</source>
        <translation>होल्ड की गणना नहीं हो सकी: {why}</translation>
    </message>
</context>
<context>
    <name>categories</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/categories.py" line="32"/>
        <source>{hand} dealt (bonus)</source>
        <translation>डील में {hand} (बोनस)</translation>
    </message>
</context>
<context>
    <name>feature_options</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="48"/>
        <source>{what}: give at least one value</source>
        <extracomment>The most lines a multi-play feature game is analysed on here.</extracomment>
        <translation>{what}: कम से कम एक मान दें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="61"/>
        <source>{what}: {item} is not a whole number</source>
        <translation>{what}: {item} पूर्णांक नहीं है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="81"/>
        <source>{what}: {item} is not value:weight (a whole weight)</source>
        <translation>{what}: {item} मान:भार (पूर्ण भार) नहीं है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/feature_options.py" line="99"/>
        <source>{what}: {item} is not a number</source>
        <translation>{what}: {item} संख्या नहीं है</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="61"/>
        <source>{hand} {pays} ({max_pays} on {coins} coins)</source>
        <extracomment>Charts here may be smaller than elsewhere: the window fits a 1024x640 screen.</extracomment>
        <translation>{hand} {pays} ({coins} सिक्कों पर {max_pays})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/analyze/results.py" line="62"/>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
</TS>
