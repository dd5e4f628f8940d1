<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>BankrollInputs</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="206"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="237"/>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="207"/>
        <source>Bankroll and risk</source>
        <translation>बैंकरोल और जोखिम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="208"/>
        <source>Session</source>
        <translation>सत्र</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="209"/>
        <source>Money</source>
        <translation>पैसा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="210"/>
        <source>Progressive royal</source>
        <translation>प्रोग्रेसिव रॉयल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="218"/>
        <source>G&amp;ame</source>
        <translation>खेल(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="219"/>
        <source>&amp;Bankroll</source>
        <translation>बैंकरोल(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="220"/>
        <source>&amp;Risk of ruin</source>
        <translation>बर्बादी का जोखिम(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="221"/>
        <source>Cash bac&amp;k</source>
        <translation>कैशबैक(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="222"/>
        <source>&amp;Lines</source>
        <translation>लाइनें(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="223"/>
        <source>&amp;Hands</source>
        <translation>हैंड(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="224"/>
        <source>&amp;Goal</source>
        <translation>लक्ष्य(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="225"/>
        <source>&amp;Denomination</source>
        <translation>मूल्यवर्ग(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="226"/>
        <source>C&amp;oins per bet</source>
        <translation>प्रति दांव सिक्के(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="227"/>
        <source>Hands an ho&amp;ur</source>
        <translation>प्रति घंटा हैंड(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="228"/>
        <source>Royal meter</source>
        <translation>रॉयल मीटर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="233"/>
        <source>The base game</source>
        <translation>मूल खेल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="239"/>
        <source>Price the risk and the session of the base game or of one of its feature games</source>
        <translation>मूल खेल या उसके किसी फ़ीचर खेल का जोखिम और सत्र आँकें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="242"/>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="259"/>
        <source> bets</source>
        <translation> दांव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="244"/>
        <source>Your bankroll, in bets of one line (coins × denomination)</source>
        <translation>आपका बैंकरोल, एक लाइन के दांवों में (सिक्के × मूल्यवर्ग)</translation>
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
        <translation>वह बैंकरोल खोजें जिसका दीर्घकालिक बर्बादी का जोखिम इतना हो</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="250"/>
        <source>Cash back in percent of coin-in, added to every hand</source>
        <translation>कुल दांव के प्रतिशत में कैशबैक, हर हैंड में जोड़ा जाता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="254"/>
        <source>1 line</source>
        <translation>1 लाइन</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="254"/>
        <source>%n lines</source>
        <translation>
            <numerusform>%n लाइन</numerusform>
            <numerusform>%n लाइनें</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="256"/>
        <source>Lines per round: they share the deal and the hold</source>
        <translation>प्रति राउंड लाइनें: इनमें डील और होल्ड एक ही होते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="257"/>
        <source> rounds</source>
        <translation> राउंड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="258"/>
        <source>Rounds in the session (each round plays every line)</source>
        <translation>सत्र में राउंड (हर राउंड सभी लाइनें खेलता है)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="260"/>
        <source>none</source>
        <translation>कोई नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="262"/>
        <source>Stop the session when it is this far ahead (none: play on)</source>
        <translation>इतना आगे होने पर सत्र रोकें (कोई नहीं: खेलते रहें)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="264"/>
        <source>Dollars per coin</source>
        <translation>प्रति सिक्का डॉलर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="265"/>
        <source> coins</source>
        <translation> सिक्के</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="267"/>
        <source>Coins per bet (per line): below max bet the table&apos;s short pays are used</source>
        <translation>प्रति दांव (प्रति लाइन) सिक्के: अधिकतम दांव से कम पर तालिका के घटे भुगतान लागू होते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="272"/>
        <source>Hands an hour</source>
        <translation>प्रति घंटा हैंड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="273"/>
        <source>Rounds you play an hour: the figures in hours use it</source>
        <translation>आप प्रति घंटा कितने राउंड खेलते हैं: घंटों वाले आँकड़े इसी से बनते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="275"/>
        <source> an hour</source>
        <translation> प्रति घंटा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="276"/>
        <source>Price the royal at this &amp;meter</source>
        <translation>इस मीटर पर रॉयल आँकें(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="280"/>
        <source>Price the royal at the progressive meter</source>
        <translation>प्रोग्रेसिव मीटर पर रॉयल आँकें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="281"/>
        <source>The risk and the session count the royal at the progressive meter below</source>
        <translation>जोखिम और सत्र नीचे दिए प्रोग्रेसिव मीटर पर रॉयल गिनते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="286"/>
        <source>Royal meter in dollars</source>
        <translation>डॉलर में रॉयल मीटर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="287"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>अधिकतम दांव वाला रॉयल अभी कितना देता है, डॉलर में</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="377"/>
        <source>One bet: {coins} × {coin} = {bet}; bankroll {bankroll}.</source>
        <translation>एक दांव: {coins} × {coin} = {bet}; बैंकरोल {bankroll}।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/inputs.py" line="402"/>
        <source>{game} plays its own lines with its built-in data (docs/feature-games.md names the sources).</source>
        <translation>{game} अपने अंतर्निहित आँकड़ों से अपनी लाइनें खेलता है (स्रोत docs/feature-games.md में हैं)।</translation>
    </message>
</context>
<context>
    <name>BankrollView</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="135"/>
        <source>Exported {path}</source>
        <translation>{path} में निर्यात किया गया</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="142"/>
        <source>Waiting for the analysis of the table…</source>
        <translation>तालिका के विश्लेषण की प्रतीक्षा…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="147"/>
        <source>Risk of ruin</source>
        <translation>बर्बादी का जोखिम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="148"/>
        <source>Session</source>
        <translation>सत्र</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="149"/>
        <source>Multi-play</source>
        <translation>मल्टी-प्ले</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="150"/>
        <source>Progressive</source>
        <translation>प्रोग्रेसिव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="151"/>
        <source>Rising meter</source>
        <translation>बढ़ता मीटर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="154"/>
        <source>&amp;Risk and sessions</source>
        <translation>जोखिम और सत्र(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="155"/>
        <source>Co&amp;mpare tables</source>
        <translation>तालिकाओं की तुलना(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="182"/>
        <source>Bankroll inputs</source>
        <translation>बैंकरोल इनपुट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="183"/>
        <source>The bankroll, bet, session and strategy the results are for.</source>
        <translation>वह बैंकरोल, दांव, सत्र और रणनीति जिनके लिए नतीजे हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="198"/>
        <source>Bankroll results</source>
        <translation>बैंकरोल के नतीजे</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="199"/>
        <source>Risk of ruin, session and multi-play results.</source>
        <translation>बर्बादी का जोखिम, सत्र और मल्टी-प्ले के नतीजे।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="225"/>
        <source>Bankroll pages</source>
        <translation>बैंकरोल पृष्ठ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="225"/>
        <source>Risk and sessions, and Compare tables.</source>
        <translation>जोखिम और सत्र, और तालिकाओं की तुलना।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="252"/>
        <source>Waiting for the analysis of {table}…</source>
        <translation>{table} के विश्लेषण की प्रतीक्षा…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="291"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="426"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="429"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="432"/>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="453"/>
        <source>Computing…</source>
        <translation>गणना हो रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="339"/>
        <source>A progressive meter pays a max bet only: choose {coins} coins per bet or more (Money, on the left).</source>
        <translation>प्रोग्रेसिव मीटर केवल अधिकतम दांव पर भुगतान करता है: प्रति दांव {coins} या अधिक सिक्के चुनें (बाईं ओर, पैसा)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="379"/>
        <source>Bankroll calculations cancelled</source>
        <translation>बैंकरोल की गणनाएँ रद्द की गईं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="388"/>
        <source>Could not compute the analysis: {message}</source>
        <translation>विश्लेषण की गणना नहीं हो सकी: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="394"/>
        <source>Could not compute the risk: {message}</source>
        <translation>जोखिम की गणना नहीं हो सकी: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="400"/>
        <source>Could not compute the session: {message}</source>
        <translation>सत्र की गणना नहीं हो सकी: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="406"/>
        <source>Could not compute the fan: {message}</source>
        <translation>परिणामों का फैलाव नहीं निकाला जा सका: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="412"/>
        <source>Could not compute the sweep: {message}</source>
        <translation>स्वीप की गणना नहीं हो सकी: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="418"/>
        <source>Could not compute the rising meter: {message}</source>
        <translation>बढ़ते मीटर की गणना नहीं हो सकी: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="423"/>
        <source>Computing the rising meter…</source>
        <translation>बढ़ते मीटर की गणना हो रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="435"/>
        <source>Computing the royal sweep…</source>
        <translation>रॉयल स्वीप की गणना हो रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="459"/>
        <source>{table}: return {percent}</source>
        <translation>{table}: रिटर्न {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/view.py" line="455"/>
        <source>This table pays nothing: nothing to compute.</source>
        <translation>यह तालिका कुछ नहीं देती: गणना के लिए कुछ नहीं।</translation>
    </message>
</context>
<context>
    <name>ComparePage</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="104"/>
        <source>Tables compared</source>
        <translation>तुलना की गई तालिकाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="105"/>
        <source>The first table is the reference the others are compared with.</source>
        <translation>पहली तालिका संदर्भ है जिससे बाकी की तुलना होती है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="110"/>
        <source>Remove the selected tables from the comparison</source>
        <translation>चुनी हुई तालिकाओं को तुलना से हटाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="117"/>
        <source>Save the comparison as a CSV file</source>
        <translation>तुलना को CSV फ़ाइल के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="128"/>
        <source>Comparison summary</source>
        <translation>तुलना का सारांश</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="129"/>
        <source>Return, variance and risk of each table compared.</source>
        <translation>तुलना की गई हर तालिका का रिटर्न, प्रसरण और जोखिम।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="134"/>
        <source>Pays of each table</source>
        <translation>हर तालिका के भुगतान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="135"/>
        <source>What each hand pays on each table compared.</source>
        <translation>तुलना की गई हर तालिका पर हर हाथ का भुगतान।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="140"/>
        <source>Pay differences</source>
        <translation>भुगतान के अंतर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="141"/>
        <source>Each pay that differs from the reference table and what it is worth.</source>
        <translation>संदर्भ तालिका से अलग हर भुगतान और उसका मूल्य।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="175"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="214"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="309"/>
        <source>Add two or more tables.</source>
        <translation>दो या अधिक तालिकाएँ जोड़ें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="179"/>
        <source>Choose a table to add to the comparison</source>
        <translation>तुलना में जोड़ने के लिए तालिका चुनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="180"/>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="181"/>
        <source>Make reference</source>
        <translation>संदर्भ बनाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="182"/>
        <source>Compare every other table with the selected one</source>
        <translation>बाकी सभी तालिकाओं की तुलना चुनी गई तालिका से करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="183"/>
        <source>Export CSV…</source>
        <translation>CSV निर्यात करें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="184"/>
        <source>Add</source>
        <translation>जोड़ें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="187"/>
        <source>Table</source>
        <translation>तालिका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="188"/>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="373"/>
        <source>Hand</source>
        <translation>हैंड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="189"/>
        <source>Pays</source>
        <translation>भुगतान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="190"/>
        <source>Worth</source>
        <translation>मूल्य</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="191"/>
        <source>At own play</source>
        <translation>अपने खेल पर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="195"/>
        <source>The change of return the pay makes at the reference&apos;s optimal play</source>
        <translation>संदर्भ तालिका के सर्वोत्तम खेल पर यह भुगतान रिटर्न में कितना बदलाव लाता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="196"/>
        <source>The change of return the pay makes at the table&apos;s own optimal play</source>
        <translation>तालिका के अपने सर्वोत्तम खेल पर यह भुगतान रिटर्न में कितना बदलाव लाता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="244"/>
        <source>That table is already in the comparison</source>
        <translation>वह तालिका पहले से तुलना में है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="255"/>
        <source>Table being edited: {table}</source>
        <translation>संपादित हो रही तालिका: {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="259"/>
        <source>Reference: {table}</source>
        <translation>संदर्भ: {table}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="314"/>
        <source>Comparing %n tables…</source>
        <translation>
            <numerusform>%n तालिका की तुलना हो रही है…</numerusform>
            <numerusform>%n तालिकाओं की तुलना हो रही है…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="321"/>
        <source>Cannot compare: {message}</source>
        <translation>तुलना नहीं हो सकती: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="330"/>
        <source>Compared with {reference}: the worth of a pay difference is the change of return it makes at the reference&apos;s optimal play, and at the table&apos;s own.</source>
        <translation>{reference} से तुलना: किसी भुगतान अंतर का मूल्य वह बदलाव है जो वह संदर्भ के सर्वोत्तम खेल पर, और तालिका के अपने सर्वोत्तम खेल पर, रिटर्न में लाता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="337"/>
        <source>Return</source>
        <translation>रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="338"/>
        <source>Change from the reference</source>
        <translation>संदर्भ से अंतर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="339"/>
        <source>Variance</source>
        <translation>प्रसरण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="340"/>
        <source>Standard deviation</source>
        <translation>मानक विचलन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="341"/>
        <source>Multi-play covariance</source>
        <translation>मल्टी-प्ले सहप्रसरण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="342"/>
        <source>Hit frequency</source>
        <translation>जीत की आवृत्ति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="343"/>
        <source>Re-optimised strategy adds</source>
        <translation>दोबारा अनुकूलित रणनीति से बढ़त</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="376"/>
        <source>{table}
pays</source>
        <translation>{table}
भुगतान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="377"/>
        <source>combinations</source>
        <translation>संयोजन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="378"/>
        <source>contribution</source>
        <translation>योगदान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="396"/>
        <source>probability {p}</source>
        <translation>प्रायिकता {p}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="423"/>
        <source>No pay differences between tables of one kind</source>
        <translation>एक ही प्रकार की तालिकाओं में भुगतान का कोई अंतर नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="427"/>
        <source>Exactly {fraction}</source>
        <translation>ठीक {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="493"/>
        <source>Export the comparison</source>
        <translation>तुलना निर्यात करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="495"/>
        <source>CSV data (*.csv)</source>
        <translation>CSV डेटा (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="506"/>
        <source>Export failed</source>
        <translation>निर्यात विफल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="507"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} नहीं लिखी जा सकी: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/compare.py" line="512"/>
        <source>Exported {path}</source>
        <translation>{path} में निर्यात किया गया</translation>
    </message>
</context>
<context>
    <name>FanChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="143"/>
        <source>Session results</source>
        <translation>सत्र के परिणाम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="144"/>
        <source>Rounds played</source>
        <translation>खेले गए राउंड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="145"/>
        <source>Result (bets)</source>
        <translation>परिणाम (दांव)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="186"/>
        <source>median</source>
        <translation>माध्यिका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="192"/>
        <source>average</source>
        <translation>औसत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="199"/>
        <source>broke ({bankroll})</source>
        <translation>दिवालिया ({bankroll})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="209"/>
        <source>goal (+{goal})</source>
        <translation>लक्ष्य (+{goal})</translation>
    </message>
</context>
<context>
    <name>MeterChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="255"/>
        <source>Return by meter</source>
        <translation>मीटर के अनुसार रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="256"/>
        <source>Return (%)</source>
        <translation>रिटर्न (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="280"/>
        <source>{line} meter ($, {coins} coins)</source>
        <translation>{line} मीटर ($, {coins} सिक्के)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="291"/>
        <source>{target} + {cashback} cash back</source>
        <translation>{target} + {cashback} कैशबैक</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="307"/>
        <source>meter {meter}</source>
        <translation>मीटर {meter}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="309"/>
        <source>meter {meter}: {percent}</source>
        <translation>मीटर {meter}: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="321"/>
        <source>break-even {meter}</source>
        <translation>ब्रेक-ईवन {meter}</translation>
    </message>
</context>
<context>
    <name>MultiPlayPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="496"/>
        <source>Multi-play variance</source>
        <translation>मल्टी-प्ले प्रसरण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="497"/>
        <source>The variance of a round for each number of lines.</source>
        <translation>लाइनों की हर संख्या के लिए एक राउंड का प्रसरण।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="510"/>
        <source>Lines</source>
        <translation>लाइनें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="511"/>
        <source>Variance of a round</source>
        <translation>एक राउंड का प्रसरण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="512"/>
        <source>Std deviation of a round</source>
        <translation>एक राउंड का मानक विचलन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="513"/>
        <source>Std deviation per line</source>
        <translation>प्रति लाइन मानक विचलन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="518"/>
        <source>Lines share the deal and the hold and draw apart: the variance of N lines is N·v + N(N−1)·c (in bets of one line). Per line is the round&apos;s deviation divided by √N, comparable across numbers of lines.</source>
        <translation>लाइनें डील और होल्ड साझा करती हैं और ड्रॉ अलग-अलग होता है: N लाइनों का प्रसरण N·v + N(N−1)·c है (एक लाइन के दांवों में)। प्रति लाइन मान राउंड के विचलन को √N से भाग देकर मिलता है, जिसे अलग-अलग लाइन संख्याओं में तुलना की जा सकती है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="543"/>
        <source>A feature game plays its own lines: the multi-play table is the base game&apos;s.</source>
        <translation>फ़ीचर खेल अपनी लाइनें खुद खेलता है: मल्टी-प्ले तालिका मूल खेल की है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="552"/>
        <source>{table}: one line&apos;s variance v = {v}; covariance of two lines c = {c} (exactly {exact}).</source>
        <translation>{table}: एक लाइन का प्रसरण v = {v}; दो लाइनों का सहप्रसरण c = {c} (ठीक {exact})।</translation>
    </message>
</context>
<context>
    <name>ProgressivePanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="622"/>
        <source>Royal &amp;meter</source>
        <translation>रॉयल मीटर(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="623"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>अधिकतम दांव वाला रॉयल अभी कितना देता है, डॉलर में</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="661"/>
        <source>At {meter} the {label} pays {pay} per coin ({coins} coins of {coin}); the table pays {table_pay}.</source>
        <translation>{meter} पर {label} प्रति सिक्का {pay} देता है ({coin} के {coins} सिक्के); तालिका {table_pay} देती है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="673"/>
        <source>Return at this meter: {percent}</source>
        <translation>इस मीटर पर रिटर्न: {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="676"/>
        <source>Exactly {fraction}</source>
        <translation>ठीक {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="681"/>
        <source>Break-even meter: none (the return stays below {full})</source>
        <translation>ब्रेक-ईवन मीटर: कोई नहीं (रिटर्न {full} से नीचे रहता है)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="686"/>
        <source>Break-even meter: {meter} ({pay} per coin)</source>
        <translation>ब्रेक-ईवन मीटर: {meter} (प्रति सिक्का {pay})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="693"/>
        <source>The least royal pay where the return reaches {full}, exactly {pay} per coin</source>
        <translation>रॉयल का सबसे कम भुगतान जिस पर रिटर्न {full} तक पहुँचता है, ठीक {pay} प्रति सिक्का</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="699"/>
        <source>With cash back: no break-even meter</source>
        <translation>कैशबैक के साथ: कोई ब्रेक-ईवन मीटर नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="702"/>
        <source>With {cashback} cash back: break-even meter {meter}</source>
        <translation>{cashback} कैशबैक के साथ: ब्रेक-ईवन मीटर {meter}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="708"/>
        <source>Return plus cash back reaches {full} at exactly {pay} per coin</source>
        <translation>रिटर्न और कैशबैक मिलकर ठीक {pay} प्रति सिक्का पर {full} तक पहुँचते हैं</translation>
    </message>
</context>
<context>
    <name>RisingChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="78"/>
        <source>Value of a rising meter</source>
        <translation>बढ़ते मीटर का मूल्य</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="80"/>
        <source>Meter when you sit down ($)</source>
        <translation>बैठते समय मीटर ($)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="81"/>
        <source>Profit to the next royal ($)</source>
        <translation>अगले रॉयल तक मुनाफ़ा ($)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="107"/>
        <source>break even</source>
        <translation>ब्रेक-ईवन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="119"/>
        <source>meter {meter}: {profit}</source>
        <translation>मीटर {meter}: {profit}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="132"/>
        <source>break-even {meter}</source>
        <translation>ब्रेक-ईवन {meter}</translation>
    </message>
</context>
<context>
    <name>RisingPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="45"/>
        <source>For the most profit</source>
        <translation>सबसे अधिक मुनाफ़े के लिए</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="46"/>
        <source>For the meter shown</source>
        <translation>दिखाए गए मीटर के लिए</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="52"/>
        <source>{number} coins</source>
        <translation>{number} सिक्के</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="250"/>
        <source>For each meter: the expected profit to the next royal, hands, hours and the meter at the hit.</source>
        <translation>हर मीटर के लिए: अगले रॉयल तक अपेक्षित लाभ, हाथ, घंटे और लगने पर मीटर।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="272"/>
        <source>Rising meter</source>
        <translation>बढ़ता मीटर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="273"/>
        <source>The rising meter&apos;s inputs, results, chart and table, scrolled as a whole.</source>
        <translation>बढ़ते मीटर के इनपुट, नतीजे, चार्ट और तालिका, एक साथ स्क्रॉल होते हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="289"/>
        <source>Royal meter in dollars</source>
        <translation>डॉलर में रॉयल मीटर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="290"/>
        <source>What a max-bet royal pays now, in dollars</source>
        <translation>अधिकतम दांव वाला रॉयल अभी कितना देता है, डॉलर में</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="291"/>
        <source>Meter rate in percent of each bet</source>
        <translation>हर दांव के प्रतिशत में मीटर की दर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="292"/>
        <source>The part of each bet that goes to the meter</source>
        <translation>हर दांव का वह हिस्सा जो मीटर में जाता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="293"/>
        <source> % of each bet</source>
        <translation> % हर दांव का</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="294"/>
        <source>Players on the bank</source>
        <translation>बैंक पर खिलाड़ी</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="297"/>
        <source>Players on the bank, you included, each at your speed and bet: another may hit the royal first</source>
        <translation>बैंक पर खिलाड़ी, आप समेत, हर एक आपकी गति और दांव पर: कोई और पहले रॉयल ला सकता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="301"/>
        <source>How you play</source>
        <translation>आप कैसे खेलते हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="304"/>
        <source>How you choose the strategy as the meter rises: re-optimised for the most profit to the next royal, or the strategy of the highest return at the meter shown</source>
        <translation>मीटर बढ़ने पर रणनीति कैसे चुनें: अगले रॉयल तक सबसे अधिक मुनाफ़े के लिए दोबारा अनुकूलित, या दिखाए गए मीटर पर सबसे ऊँचे रिटर्न वाली रणनीति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="314"/>
        <source>Royal &amp;meter</source>
        <translation>रॉयल मीटर(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="315"/>
        <source>Meter &amp;rises by</source>
        <translation>मीटर बढ़ता है(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="316"/>
        <source>&amp;Players on the bank</source>
        <translation>बैंक पर खिलाड़ी(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="317"/>
        <source>P&amp;lay</source>
        <translation>खेल(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="324"/>
        <source>Meter</source>
        <translation>मीटर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="325"/>
        <source>Per coin</source>
        <translation>प्रति सिक्का</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="326"/>
        <source>Profit ($)</source>
        <translation>मुनाफ़ा ($)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="327"/>
        <source>Profit (coins)</source>
        <translation>मुनाफ़ा (सिक्के)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="328"/>
        <source>Hands</source>
        <translation>हैंड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="329"/>
        <source>Hours</source>
        <translation>घंटे</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="330"/>
        <source>Meter at the hit</source>
        <translation>जीत के समय मीटर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="248"/>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="333"/>
        <source>Value of a rising meter, by meter</source>
        <translation>बढ़ते मीटर का मूल्य, मीटर के अनुसार</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="382"/>
        <source>Expected profit to the next royal: {profit} ({dollars}), {bets} bets.</source>
        <translation>अगले रॉयल तक अपेक्षित मुनाफ़ा: {profit} ({dollars}), {bets} दांव।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="389"/>
        <source>You play {hands} hands to it on average, about {hours} hours at {speed} hands an hour.</source>
        <translation>वहाँ तक आप औसतन {hands} हैंड खेलते हैं, {speed} हैंड प्रति घंटा पर लगभग {hours} घंटे।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="402"/>
        <source>The meter is {meter} ({dollars}) on average when the royal is hit; the chance that you hit it is {chance}.</source>
        <translation>रॉयल आने पर मीटर औसतन {meter} ({dollars}) होता है; उसे आपके लाने की संभावना {chance} है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="409"/>
        <source>The meter is {meter} ({dollars}) on average when you hit the royal.</source>
        <translation>जब आप रॉयल लाते हैं तो मीटर औसतन {meter} ({dollars}) होता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="415"/>
        <source>No meter the model covers makes sitting down worth it.</source>
        <translation>मॉडल के दायरे का कोई भी मीटर बैठने लायक नहीं बनाता।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="421"/>
        <source>Break-even meter: {coins} ({dollars}), {per} per coin.</source>
        <translation>ब्रेक-ईवन मीटर: {coins} ({dollars}), प्रति सिक्का {per}।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="428"/>
        <source>Exactly {fraction} coins.</source>
        <translation>ठीक {fraction} सिक्के।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/rising.py" line="435"/>
        <source>The return at this meter is {percent}; if the meter stood still, sitting down would be worth {fixed} to the next royal. The first hand plays the optimal strategy for a royal of {pay} per coin.</source>
        <translation>इस मीटर पर रिटर्न {percent} है; अगर मीटर न बढ़े तो अगले रॉयल तक बैठना {fixed} का होगा। पहला हैंड प्रति सिक्का {pay} वाले रॉयल की सर्वोत्तम रणनीति से खेला जाता है।</translation>
    </message>
</context>
<context>
    <name>RiskCurveChart</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="62"/>
        <source>Risk of ruin</source>
        <translation>बर्बादी का जोखिम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="63"/>
        <source>Bankroll (bets)</source>
        <translation>बैंकरोल (दांव)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="64"/>
        <source>Long-run risk of ruin (%)</source>
        <translation>दीर्घकालिक बर्बादी का जोखिम (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="96"/>
        <source>{risk} risk: {bankroll}</source>
        <translation>{risk} जोखिम: {bankroll}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/charts.py" line="106"/>
        <source>{bankroll}: {risk}</source>
        <translation>{bankroll}: {risk}</translation>
    </message>
</context>
<context>
    <name>RiskPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="150"/>
        <source>Bankroll for each risk of ruin</source>
        <translation>बर्बादी के हर जोखिम के लिए बैंकरोल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="151"/>
        <source>The bankroll in bets and in dollars needed for each risk of ruin.</source>
        <translation>बर्बादी के हर जोखिम के लिए ज़रूरी बैंकरोल, दांवों और डॉलर में।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Risk of ruin</source>
        <translation>बर्बादी का जोखिम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Bankroll</source>
        <translation>बैंकरोल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="174"/>
        <source>Dollars</source>
        <translation>डॉलर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="204"/>
        <source>Risk of ruin with {bankroll}: {risk}</source>
        <translation>{bankroll} के साथ बर्बादी का जोखिम: {risk}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="217"/>
        <source>A round of {game} costs {cost} bets; its standard deviation is {sd} bets.</source>
        <translation>{game} का एक राउंड {cost} दांव का है; उसका मानक विचलन {sd} दांव है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="226"/>
        <source>1 line a round: standard deviation {sd} bets a round, {per} per line</source>
        <translation>प्रति राउंड 1 लाइन: मानक विचलन प्रति राउंड {sd} दांव, प्रति लाइन {per}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="230"/>
        <source>%n lines a round: standard deviation {sd} bets a round, {per} per line</source>
        <translation>
            <numerusform>प्रति राउंड %n लाइन: मानक विचलन प्रति राउंड {sd} दांव, प्रति लाइन {per}</numerusform>
            <numerusform>प्रति राउंड %n लाइनें: मानक विचलन प्रति राउंड {sd} दांव, प्रति लाइन {per}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="241"/>
        <source>Ruin is certain: no bankroll is enough</source>
        <translation>बर्बादी निश्चित है: कोई बैंकरोल काफ़ी नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="245"/>
        <source>{bets} bets</source>
        <translation>{bets} दांव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="250"/>
        <source>{all} for every bankroll: return plus cash back ≤ {all}</source>
        <translation>हर बैंकरोल के लिए {all}: रिटर्न और कैशबैक ≤ {all}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="255"/>
        <source>No round can lose: the risk of ruin is 0</source>
        <translation>कोई राउंड हार नहीं सकता: बर्बादी का जोखिम 0 है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="277"/>
        <source>At {speed} rounds an hour: an average result of {result} ({result_dollars}) an hour, give or take {spread} ({spread_dollars}) for one standard deviation.</source>
        <translation>{speed} राउंड प्रति घंटा पर: प्रति घंटा औसत परिणाम {result} ({result_dollars}), एक मानक विचलन के लिए {spread} ({spread_dollars}) कम-ज़्यादा।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="288"/>
        <source>The average loss uses up the bankroll in about {hours} hours.</source>
        <translation>औसत घाटा लगभग {hours} घंटों में बैंकरोल खत्म कर देता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="291"/>
        <source>{sentence} {next}</source>
        <translation>{sentence} {next}</translation>
    </message>
</context>
<context>
    <name>SessionOddsPanel</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="356"/>
        <source>Broke</source>
        <translation>दिवालिया</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="357"/>
        <source>Goal reached</source>
        <translation>लक्ष्य पूरा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="358"/>
        <source>Still playing</source>
        <translation>अभी खेल जारी</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="359"/>
        <source>A royal or more</source>
        <translation>एक या अधिक रॉयल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="360"/>
        <source>Average result</source>
        <translation>औसत परिणाम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="397"/>
        <source>{name}: {hands} rounds from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}: {bankroll} से {hands} राउंड, {speed} प्रति घंटा पर लगभग {hours} घंटे।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="401"/>
        <source>{name}: {hands} rounds of {lines} lines from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}: {bankroll} से {lines} लाइनों के {hands} राउंड, {speed} प्रति घंटा पर लगभग {hours} घंटे।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="406"/>
        <source>{name}: {hands} rounds of 1 line from {bankroll}, about {hours} hours at {speed} an hour.</source>
        <translation>{name}: {bankroll} से 1 लाइन के {hands} राउंड, {speed} प्रति घंटा पर लगभग {hours} घंटे।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="418"/>
        <source>The session stops {goal} ahead.</source>
        <translation>{goal} आगे होने पर सत्र रुकता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="421"/>
        <source>{sentence} {next}</source>
        <translation>{sentence} {next}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="425"/>
        <source>no goal</source>
        <translation>कोई लक्ष्य नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="429"/>
        <source>no royal line</source>
        <translation>रॉयल की कोई पंक्ति नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="436"/>
        <source>{total} if every round is played, {hourly} an hour.</source>
        <translation>हर राउंड खेलने पर {total}, प्रति घंटा {hourly}।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="441"/>
        <source>Exact recursion over the bankroll.</source>
        <translation>बैंकरोल पर सटीक पुनरावर्तन।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="445"/>
        <source>Simulation of {trials} sessions (seed {seed}); ± one standard error.</source>
        <translation>{trials} सत्रों का सिमुलेशन (सीड {seed}); ± एक मानक त्रुटि।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="456"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="460"/>
        <source>exact distribution of the sum of the rounds</source>
        <translation>राउंड के योग का सटीक बंटन</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="463"/>
        <source>simulated: {trials} sessions, seed {seed}; each level within ± {error} bets ({confidence} confidence)</source>
        <translation>सिमुलेशन: {trials} सत्र, सीड {seed}; हर स्तर ± {error} दांव के भीतर ({confidence} विश्वास)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="474"/>
        <source>The result after each round when every round is played (no stop at broke or at the goal): the bands hold {levels} of the sessions, around the median; {how}.</source>
        <translation>हर राउंड खेलने पर हर राउंड के बाद का परिणाम (दिवालिया होने या लक्ष्य पर रुके बिना): पट्टियाँ माध्यिका के आसपास {levels} सत्रों को समेटती हैं; {how}।</translation>
    </message>
</context>
<context>
    <name>bankroll</name>
    <message>
        <location filename="../../vptrainer/gui/bankroll/panels.py" line="112"/>
        <source>{game} on {table}</source>
        <translation>{table} पर {game}</translation>
    </message>
</context>
</TS>
