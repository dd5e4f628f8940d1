<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>CrossPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="370"/>
        <source>Add the chosen game to the comparison</source>
        <translation>चुने हुए खेल को तुलना में जोड़ें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="374"/>
        <source>Remove the selected game from the comparison</source>
        <translation>चुने हुए खेल को तुलना से हटाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="380"/>
        <source>Tables compared</source>
        <translation>तुलना की गई तालिकाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="381"/>
        <source>The tables whose strategies are compared.</source>
        <translation>वे तालिकाएँ जिनकी रणनीतियों की तुलना होती है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="388"/>
        <source>Strategy cost across tables</source>
        <translation>तालिकाओं के बीच रणनीति की लागत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="389"/>
        <source>The cost of playing each table&apos;s strategy on each other table.</source>
        <translation>हर तालिका की रणनीति को हर दूसरी तालिका पर खेलने की लागत।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="414"/>
        <source>Each cell: what playing the column&apos;s perfect strategy on the row&apos;s table costs against the row&apos;s own perfect play.</source>
        <translation>हर खाना: पंक्ति की तालिका पर स्तंभ की सर्वोत्तम रणनीति खेलने की लागत, पंक्ति के अपने सर्वोत्तम खेल की तुलना में।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="421"/>
        <source>A game whose strategy to compare</source>
        <translation>वह खेल जिसकी रणनीति की तुलना करनी है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="422"/>
        <source>Add</source>
        <translation>जोड़ें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="423"/>
        <source>Remove</source>
        <translation>हटाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="424"/>
        <source>Game</source>
        <translation>खेल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="490"/>
        <source>Rows: the table played. Strategy N: the perfect strategy of table N. Each cell: what playing it costs against the row&apos;s own perfect play.</source>
        <translation>पंक्तियाँ: खेली गई तालिका। रणनीति N: तालिका N की सर्वोत्तम रणनीति। हर खाना: उसे खेलने की लागत, पंक्ति के अपने सर्वोत्तम खेल की तुलना में।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="499"/>
        <source>Strategy {number}</source>
        <translation>रणनीति {number}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="507"/>
        <source>The perfect strategy of {table}</source>
        <translation>{table} की सर्वोत्तम रणनीति</translation>
    </message>
</context>
<context>
    <name>ExceptionsPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="216"/>
        <source>Exceptions to the chart</source>
        <translation>चार्ट के अपवाद</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="217"/>
        <source>Deals where the chart&apos;s hold is not the best one, and what it costs.</source>
        <translation>वे बाँटे गए हाथ जहाँ चार्ट का होल्ड सबसे अच्छा नहीं है, और उसकी लागत।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="244"/>
        <source>#</source>
        <translation>क्र.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="245"/>
        <source>Exception</source>
        <translation>अपवाद</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="246"/>
        <source>Goes above</source>
        <translation>इससे ऊपर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="247"/>
        <source>How often</source>
        <translation>कितनी बार</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="248"/>
        <source>Worth</source>
        <translation>मूल्य</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="295"/>
        <source>rule {number}</source>
        <translation>नियम {number}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="306"/>
        <source>{deals} of {total} deals</source>
        <translation>{total} में से {deals} डील</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="318"/>
        <source>What ignoring it costs; with it and the ones above: {percent}</source>
        <translation>इसे नज़रअंदाज़ करने की लागत; इसके और ऊपर वालों के साथ: {percent}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/pages.py" line="327"/>
        <source>Basic strategy {basic}; with these %n exceptions {after}; perfect play {optimal}. {remaining} deals still differ from perfect play ({missing}).</source>
        <translation>
            <numerusform>बुनियादी रणनीति {basic}; इस %n अपवाद के साथ {after}; सर्वोत्तम खेल {optimal}। {remaining} डील अब भी सर्वोत्तम खेल से अलग हैं ({missing})।</numerusform>
            <numerusform>बुनियादी रणनीति {basic}; इन %n अपवादों के साथ {after}; सर्वोत्तम खेल {optimal}। {remaining} डील अब भी सर्वोत्तम खेल से अलग हैं ({missing})।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="342"/>
        <source>No exception found: the basic strategy returns {basic}, perfect play {optimal}.</source>
        <translation>कोई अपवाद नहीं मिला: बुनियादी रणनीति का रिटर्न {basic}, सर्वोत्तम खेल {optimal}।</translation>
    </message>
</context>
<context>
    <name>LevelsChart</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="209"/>
        <source>No levels yet</source>
        <translation>अभी कोई स्तर नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="213"/>
        <source>Return by number of rules</source>
        <translation>नियमों की संख्या के अनुसार रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="215"/>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="216"/>
        <source>Return (%)</source>
        <translation>रिटर्न (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="236"/>
        <source>No levels</source>
        <translation>कोई स्तर नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="247"/>
        <source>levels</source>
        <translation>स्तर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="255"/>
        <source>perfect play</source>
        <translation>सर्वोत्तम खेल</translation>
    </message>
</context>
<context>
    <name>LevelsPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="123"/>
        <source>Chart levels</source>
        <translation>चार्ट के स्तर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Return</source>
        <translation>रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="145"/>
        <source>Cost</source>
        <translation>लागत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="146"/>
        <source>Click a level to show its chart</source>
        <translation>किसी स्तर पर क्लिक करके उसका चार्ट देखें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="149"/>
        <source>Each point is the best list of that many rules found, priced exactly (a rule that fits several holds read against the player). Click one to see it.</source>
        <translation>हर बिंदु उतने नियमों की सबसे अच्छी मिली सूची है, सटीक आँकी गई (कई होल्ड पर लागू होने वाला नियम खिलाड़ी के विरुद्ध पढ़ा जाता है)। देखने के लिए किसी पर क्लिक करें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="187"/>
        <source>{percent} when every choice goes the player&apos;s way</source>
        <translation>जब हर चुनाव खिलाड़ी के पक्ष में जाए तो {percent}</translation>
    </message>
</context>
<context>
    <name>OwnStrategyPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="574"/>
        <source>Your strategy&apos;s rules</source>
        <translation>आपकी रणनीति के नियम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="575"/>
        <source>The rules of the strategy file you opened.</source>
        <translation>आपकी खोली हुई रणनीति फ़ाइल के नियम।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="595"/>
        <source>Readings to check</source>
        <translation>जाँचने योग्य अर्थ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="596"/>
        <source>How lines of your strategy were read where they could be read another way.</source>
        <translation>आपकी रणनीति की जिन पंक्तियों को दूसरी तरह भी पढ़ा जा सकता था, उन्हें कैसे पढ़ा गया।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="598"/>
        <source>Open strategy…</source>
        <translation>रणनीति खोलें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="600"/>
        <source>Price a strategy file of your own (the strategy language) on this table</source>
        <translation>अपनी रणनीति फ़ाइल (रणनीति भाषा में) इस तालिका पर आँकें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="603"/>
        <source>No strategy file open.</source>
        <translation>कोई रणनीति फ़ाइल खुली नहीं है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="644"/>
        <source>(no rule fits: discard everything)</source>
        <translation>(कोई नियम लागू नहीं: सब छोड़ दें)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="662"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; on {table}: return &lt;b&gt;{percent}&lt;/b&gt; ({worst} when every choice goes against you); perfect play {optimal}; cost {cost}.</source>
        <translation>{table} पर &lt;b&gt;{name}&lt;/b&gt;: रिटर्न &lt;b&gt;{percent}&lt;/b&gt; (हर चुनाव आपके विरुद्ध जाए तो {worst}); सर्वोत्तम खेल {optimal}; लागत {cost}।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="667"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; on {table}: return &lt;b&gt;{percent}&lt;/b&gt;; perfect play {optimal}; cost {cost}.</source>
        <translation>{table} पर &lt;b&gt;{name}&lt;/b&gt;: रिटर्न &lt;b&gt;{percent}&lt;/b&gt;; सर्वोत्तम खेल {optimal}; लागत {cost}।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="676"/>
        <source>Readings to check:</source>
        <translation>जाँचने योग्य अर्थ:</translation>
    </message>
</context>
<context>
    <name>RuleTable</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="116"/>
        <source>#</source>
        <translation>क्र.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="117"/>
        <source>Rule</source>
        <translation>नियम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="118"/>
        <source>Hands</source>
        <translation>हैंड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="119"/>
        <source>EV per coin</source>
        <translation>प्रति सिक्का EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="120"/>
        <source>Cost</source>
        <translation>लागत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="161"/>
        <source>{percent} of hands</source>
        <translation>{percent} हैंड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="174"/>
        <source>What this rule gives up against optimal play</source>
        <translation>यह नियम सर्वोत्तम खेल की तुलना में कितना छोड़ता है</translation>
    </message>
</context>
<context>
    <name>StrategyView</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="152"/>
        <source>Stop this view&apos;s calculations</source>
        <extracomment>pixels the rules keep beside the pages when the pages widen to show their tab names</extracomment>
        <translation>इस दृश्य की गणनाएँ रोकें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="165"/>
        <source>Strategy chart</source>
        <translation>रणनीति चार्ट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="166"/>
        <source>The chart&apos;s rules, best first: hold what the first rule that matches says.</source>
        <translation>चार्ट के नियम, सबसे अच्छा पहले: जो पहला नियम मेल खाए, वही होल्ड करें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="170"/>
        <source>Legend</source>
        <translation>संकेत-सूची</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="171"/>
        <source>What the abbreviations and terms of the chart&apos;s rules mean.</source>
        <translation>चार्ट के नियमों के संक्षिप्त रूपों और शब्दों का अर्थ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="193"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="808"/>
        <source>Exported {path}</source>
        <translation>{path} में निर्यात किया गया</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="201"/>
        <source>The chart is computed when this view is shown.</source>
        <translation>यह दृश्य दिखने पर चार्ट की गणना होती है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="205"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="714"/>
        <source>Basic strategy</source>
        <translation>बुनियादी रणनीति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="206"/>
        <source>At most</source>
        <translation>अधिकतम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="209"/>
        <source>The basic strategy (every rule, no exceptions) or a shorter list for beginners</source>
        <translation>बुनियादी रणनीति (सभी नियम, कोई अपवाद नहीं) या शुरुआती खिलाड़ियों के लिए छोटी सूची</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="212"/>
        <source> rules</source>
        <translation> नियम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="213"/>
        <source>The most rules a beginner&apos;s chart may have</source>
        <translation>शुरुआती चार्ट में अधिकतम कितने नियम हों</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="215"/>
        <source>Print…</source>
        <translation>प्रिंट करें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="215"/>
        <source>Print the chart as a pocket card</source>
        <translation>चार्ट को पॉकेट कार्ड के रूप में प्रिंट करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="216"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="216"/>
        <source>Save the pocket card as a PDF</source>
        <translation>पॉकेट कार्ड को PDF के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="217"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="217"/>
        <source>Save the pocket card as a PNG image</source>
        <translation>पॉकेट कार्ड को PNG छवि के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="220"/>
        <source>Text…</source>
        <translation>टेक्स्ट…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="222"/>
        <source>Save the chart in the strategy language (vptrainer strategy eval reads it back)</source>
        <translation>चार्ट को रणनीति भाषा में सहेजें (vptrainer strategy eval इसे वापस पढ़ता है)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="230"/>
        <source>&amp;Levels</source>
        <translation>स्तर(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="231"/>
        <source>E&amp;xceptions</source>
        <translation>अपवाद(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="232"/>
        <source>Other &amp;games</source>
        <translation>अन्य खेल(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="233"/>
        <source>&amp;Your strategy</source>
        <translation>आपकी रणनीति(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="234"/>
        <source>&amp;Turning points</source>
        <translation>टर्निंग पॉइंट(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="267"/>
        <source>Rules in the chart</source>
        <translation>चार्ट में नियम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="320"/>
        <source>&lt;b&gt;Legend&lt;/b&gt; — {terms}</source>
        <translation>&lt;b&gt;संकेत-सूची&lt;/b&gt; — {terms}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="370"/>
        <source>Strategy pages</source>
        <translation>रणनीति पृष्ठ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="371"/>
        <source>The strategy&apos;s levels, exceptions and other pages.</source>
        <translation>रणनीति के स्तर, अपवाद और अन्य पृष्ठ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="510"/>
        <source>This table pays nothing: there is no strategy to make.</source>
        <translation>यह तालिका कुछ नहीं देती: बनाने के लिए कोई रणनीति नहीं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="515"/>
        <source>Add a game to compare with this table.</source>
        <translation>इस तालिका से तुलना के लिए एक खेल जोड़ें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="523"/>
        <source>Cancelled: choose the level again to make its chart.</source>
        <translation>रद्द: चार्ट बनाने के लिए स्तर फिर से चुनें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="530"/>
        <source>Strategy calculations cancelled</source>
        <translation>रणनीति की गणनाएँ रद्द की गईं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="536"/>
        <source>Open a strategy</source>
        <translation>रणनीति खोलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="538"/>
        <source>Strategies (*.txt *.vps);;All files (*)</source>
        <translation>रणनीतियाँ (*.txt *.vps);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="559"/>
        <source>Could not make the chart of {table}: {message}</source>
        <translation>{table} का चार्ट नहीं बन सका: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="576"/>
        <source>Could not find the levels: {message}</source>
        <translation>स्तर नहीं मिल सके: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="581"/>
        <source>Could not find the exceptions: {message}</source>
        <translation>अपवाद नहीं मिल सके: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="586"/>
        <source>Could not compare the games: {message}</source>
        <translation>खेलों की तुलना नहीं हो सकी: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="595"/>
        <location filename="../../vptrainer/gui/strategy/view.py" line="764"/>
        <source>Searching the shorter levels…</source>
        <translation>छोटे स्तर खोजे जा रहे हैं…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="598"/>
        <source>Looking for the basic strategy&apos;s exceptions…</source>
        <translation>बुनियादी रणनीति के अपवाद खोजे जा रहे हैं…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="601"/>
        <source>Playing each strategy on each table…</source>
        <translation>हर रणनीति हर तालिका पर खेली जा रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="606"/>
        <source>Pricing {file} on {table}…</source>
        <translation>{table} पर {file} आँकी जा रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="664"/>
        <source>{file}: {percent} on {table}</source>
        <translation>{file}: {table} पर {percent}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="679"/>
        <source>Making the chart of {table}…</source>
        <translation>{table} का चार्ट बन रहा है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="683"/>
        <source>Showing the chart of {shown} until the chart of {table} is ready.</source>
        <translation>{table} का चार्ट तैयार होने तक {shown} का चार्ट दिखाया जा रहा है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="527"/>
        <source>The search for a better chart was cancelled: choose the level again to search.</source>
        <translation>बेहतर चार्ट की खोज रद्द कर दी गई: खोजने के लिए स्तर फिर से चुनें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="636"/>
        <source>A first chart of at most {rules} rules; a better one is being searched for (the first long chart of a table takes from seconds to a few minutes; then every level of it comes at once).</source>
        <translation>अधिकतम {rules} नियमों का एक पहला चार्ट; एक बेहतर चार्ट खोजा जा रहा है (किसी पे टेबल का पहला लंबा चार्ट कुछ सेकंड से कुछ मिनट लेता है; उसके बाद उसका हर स्तर तुरंत आता है)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="716"/>
        <source>Best of at most {rules} rules</source>
        <translation>अधिकतम {rules} नियमों में सबसे अच्छी</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="728"/>
        <source>{level}: {rules} rules, return &lt;b&gt;{percent}&lt;/b&gt; (at worst {worst}); perfect play {optimal}; cost &lt;b&gt;{cost}&lt;/b&gt;</source>
        <translation>{level}: {rules} नियम, रिटर्न &lt;b&gt;{percent}&lt;/b&gt; (सबसे बुरी स्थिति में {worst}); सर्वोत्तम खेल {optimal}; लागत &lt;b&gt;{cost}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="733"/>
        <source>{level}: {rules} rules, return &lt;b&gt;{percent}&lt;/b&gt;; perfect play {optimal}; cost &lt;b&gt;{cost}&lt;/b&gt;</source>
        <translation>{level}: {rules} नियम, रिटर्न &lt;b&gt;{percent}&lt;/b&gt;; सर्वोत्तम खेल {optimal}; लागत &lt;b&gt;{cost}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="738"/>
        <source>Exactly {fraction}</source>
        <translation>ठीक {fraction}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="751"/>
        <source>The exceptions are found when this page is shown.</source>
        <translation>यह पृष्ठ दिखने पर अपवाद खोजे जाते हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="753"/>
        <source>Comparing when this page is shown.</source>
        <translation>यह पृष्ठ दिखने पर तुलना होती है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="756"/>
        <source>{file} is priced when this page is shown.</source>
        <translation>यह पृष्ठ दिखने पर {file} आँकी जाती है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="766"/>
        <source>The levels are searched when this page is shown.</source>
        <translation>यह पृष्ठ दिखने पर स्तर खोजे जाते हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="805"/>
        <source>Export the strategy</source>
        <translation>रणनीति निर्यात करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="830"/>
        <source>Print the strategy card</source>
        <translation>रणनीति कार्ड प्रिंट करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/view.py" line="834"/>
        <source>Strategy card sent to the printer</source>
        <translation>रणनीति कार्ड प्रिंटर को भेजा गया</translation>
    </message>
</context>
<context>
    <name>TurningChart</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="295"/>
        <source>No returns yet</source>
        <translation>अभी कोई रिटर्न नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="299"/>
        <source>Return by meter</source>
        <translation>मीटर के अनुसार रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="301"/>
        <source>Return (%)</source>
        <translation>रिटर्न (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/panels.py" line="344"/>
        <source>the meter</source>
        <translation>मीटर</translation>
    </message>
</context>
<context>
    <name>TurningPage</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="85"/>
        <source>{rule} moves up above {other} (rule {number}).</source>
        <translation>{rule} ऊपर जाकर {other} (नियम {number}) से आगे आता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="89"/>
        <source>{rule} moves back below {other} (rule {number}).</source>
        <translation>{rule} वापस {other} (नियम {number}) से नीचे जाता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="239"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="683"/>
        <source>Exported {path}.</source>
        <translation>{path} में निर्यात किया गया।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="245"/>
        <source>Progressive line</source>
        <translation>प्रोग्रेसिव पंक्ति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="246"/>
        <source>The pay that grows with the progressive meter</source>
        <translation>वह भुगतान जो प्रोग्रेसिव मीटर के साथ बढ़ता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="247"/>
        <source>Chart</source>
        <translation>चार्ट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="248"/>
        <source>The basic strategy</source>
        <translation>बुनियादी रणनीति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="251"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="412"/>
        <source>Your strategy: {name}</source>
        <translation>आपकी रणनीति: {name}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="255"/>
        <source>The chart whose turning points are shown: the table&apos;s basic strategy, or the strategy you opened on the Your strategy page</source>
        <translation>वह चार्ट जिसके टर्निंग पॉइंट दिखाए जाते हैं: तालिका की बुनियादी रणनीति, या आपकी रणनीति पृष्ठ पर खोली गई रणनीति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="259"/>
        <source>Coins a bet</source>
        <translation>प्रति दांव सिक्के</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="260"/>
        <source>Coins bet on each hand (the meter is for this bet)</source>
        <translation>हर हैंड पर लगाए गए सिक्के (मीटर इसी दांव के लिए है)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="261"/>
        <source>Denomination</source>
        <translation>मूल्यवर्ग</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="262"/>
        <source>Dollars per coin</source>
        <translation>प्रति सिक्का डॉलर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="263"/>
        <source>Meter</source>
        <translation>मीटर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="266"/>
        <source>The progressive meter to price the chart at (what ignoring each change costs there)</source>
        <translation>वह प्रोग्रेसिव मीटर जिस पर चार्ट आँका जाए (वहाँ हर बदलाव को नज़रअंदाज़ करने की लागत)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="149"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="270"/>
        <source>Meter unit</source>
        <translation>मीटर की इकाई</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="271"/>
        <source>dollars</source>
        <translation>डॉलर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="272"/>
        <source>coins</source>
        <translation>सिक्के</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="273"/>
        <source>Returns at the meter</source>
        <translation>मीटर पर रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="163"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="274"/>
        <source>Turning points</source>
        <translation>टर्निंग पॉइंट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="150"/>
        <source>Whether the meter is typed in dollars or in coins</source>
        <translation>मीटर डॉलर में लिखा है या सिक्कों में</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="165"/>
        <source>Each strategy change as the line grows: the meter where it moves and what ignoring it costs at the meter typed.</source>
        <translation>भुगतान बढ़ने के साथ रणनीति का हर बदलाव: वह मीटर जहाँ यह बदलता है और लिखे गए मीटर पर इसे अनदेखा करने की लागत।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="277"/>
        <source>Coins</source>
        <translation>सिक्के</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="278"/>
        <source>Dollars</source>
        <translation>डॉलर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="279"/>
        <source>Move</source>
        <translation>बदलाव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="280"/>
        <source>Hands</source>
        <translation>हैंड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="281"/>
        <source>Cost</source>
        <translation>लागत</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="284"/>
        <source>Return by meter</source>
        <translation>मीटर के अनुसार रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="288"/>
        <source>Print guide…</source>
        <translation>गाइड प्रिंट करें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="289"/>
        <source>Print the turning points as a pocket guide</source>
        <translation>टर्निंग पॉइंट को पॉकेट गाइड के रूप में प्रिंट करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="291"/>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="291"/>
        <source>Save the pocket guide as a PDF</source>
        <translation>पॉकेट गाइड को PDF के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="292"/>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="292"/>
        <source>Save the pocket guide as a PNG image</source>
        <translation>पॉकेट गाइड को PNG छवि के रूप में सहेजें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="300"/>
        <source>&amp;Denomination</source>
        <translation>मूल्यवर्ग(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="301"/>
        <source>&amp;Line</source>
        <translation>पंक्ति(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="302"/>
        <source>C&amp;hart</source>
        <translation>चार्ट(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="303"/>
        <source>&amp;Meter</source>
        <translation>मीटर(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="304"/>
        <source>C&amp;oins</source>
        <translation>सिक्के(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="396"/>
        <source>The turning points of {table} are found when this page is shown.</source>
        <translation>यह पृष्ठ दिखने पर {table} के टर्निंग पॉइंट खोजे जाते हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="419"/>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="482"/>
        <source>Finding the turning points…</source>
        <translation>टर्निंग पॉइंट खोजे जा रहे हैं…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="479"/>
        <source>The returns along the meter come with the turning points.</source>
        <translation>मीटर के साथ रिटर्न टर्निंग पॉइंट के साथ आते हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="488"/>
        <source>Could not find the turning points: {message}</source>
        <translation>टर्निंग पॉइंट नहीं मिल सके: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="495"/>
        <source>Could not compute the returns: {message}</source>
        <translation>रिटर्न की गणना नहीं हो सकी: {message}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="499"/>
        <source>Computing the returns along the meter…</source>
        <translation>मीटर के साथ रिटर्न की गणना हो रही है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="573"/>
        <source>Exactly {pay} per coin of the {line}.</source>
        <translation>{line} का ठीक {pay} प्रति सिक्का।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="583"/>
        <source>Deals the chart plays by the rule passed that the moving one fits too.</source>
        <translation>वे डील जिन्हें चार्ट पीछे छूटे नियम से खेलता है और जिन पर खिसकने वाला नियम भी लागू होता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="590"/>
        <source>Playing the chart unchanged on these deals costs {percent} of the return at this meter.</source>
        <translation>इन डील पर चार्ट बिना बदले खेलने से इस मीटर पर रिटर्न का {percent} जाता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="594"/>
        <source>Ignoring this change costs nothing at this meter.</source>
        <translation>इस मीटर पर इस बदलाव को नज़रअंदाज़ करने की कोई लागत नहीं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="611"/>
        <source>{coins} coins ({dollars}, {pay} per coin)</source>
        <translation>{coins} सिक्के ({dollars}, प्रति सिक्का {pay})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="617"/>
        <source>The meter of {meter} is outside the range looked at: from {low} to {high} coins.</source>
        <translation>{meter} का मीटर देखी गई सीमा से बाहर है: {low} से {high} सिक्के।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="620"/>
        <source>No line of the chart moves between {low} and {high} coins.</source>
        <translation>{low} और {high} सिक्कों के बीच चार्ट की कोई पंक्ति नहीं खिसकती।</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/turning.py" line="625"/>
        <source>At a meter of {meter}: {due} of the %n changes due (highlighted).</source>
        <translation>
            <numerusform>{meter} के मीटर पर: %n बदलाव में से {due} लागू (हाइलाइट किए गए)।</numerusform>
            <numerusform>{meter} के मीटर पर: %n बदलावों में से {due} लागू (हाइलाइट किए गए)।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/strategy/turning.py" line="631"/>
        <source>At a meter of {meter}: none of the %n changes due yet.</source>
        <translation>
            <numerusform>{meter} के मीटर पर: %n बदलाव अभी लागू नहीं।</numerusform>
            <numerusform>{meter} के मीटर पर: %n बदलावों में से कोई अभी लागू नहीं।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="635"/>
        <source>{sentence} Pricing the chart at this meter…</source>
        <translation>{sentence} इस मीटर पर चार्ट आँका जा रहा है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="637"/>
        <source>{sentence} The chart returns {chart}, with the changes due {guide}, and perfect play {optimal}.</source>
        <translation>{sentence} चार्ट का रिटर्न {chart}, लागू बदलावों के साथ {guide}, और सर्वोत्तम खेल {optimal}।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="658"/>
        <source>The chart as it is</source>
        <translation>चार्ट जैसा है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="659"/>
        <source>With the changes due</source>
        <translation>लागू बदलावों के साथ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="660"/>
        <source>Perfect play</source>
        <translation>सर्वोत्तम खेल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="662"/>
        <source>{line} meter (coins for a {coins}-coin bet)</source>
        <translation>{line} मीटर ({coins}-सिक्का दांव के लिए सिक्के)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="680"/>
        <source>Export the turning-point guide</source>
        <translation>टर्निंग पॉइंट गाइड निर्यात करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="701"/>
        <source>Print the turning-point guide</source>
        <translation>टर्निंग पॉइंट गाइड प्रिंट करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/turning.py" line="705"/>
        <source>The turning-point guide was sent to the printer.</source>
        <translation>टर्निंग पॉइंट गाइड प्रिंटर को भेजी गई।</translation>
    </message>
</context>
<context>
    <name>card</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="66"/>
        <source>Otherwise: {rule}</source>
        <translation>अन्यथा: {rule}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="93"/>
        <source>Basic strategy</source>
        <translation>बुनियादी रणनीति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="94"/>
        <source>Simple strategy</source>
        <translation>सरल रणनीति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="130"/>
        <source>{title}: {rules} rules, best first. Hold the cards of the first rule your hand fits.</source>
        <translation>{title}: {rules} नियम, सबसे अच्छा पहले। आपका हाथ जिस पहले नियम में आए, उसके पत्ते होल्ड करें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="134"/>
        <source>Return &lt;b&gt;{percent}&lt;/b&gt; with this card; {optimal} with perfect play. Priced exactly by vptrainer.</source>
        <translation>इस कार्ड से रिटर्न &lt;b&gt;{percent}&lt;/b&gt;; सर्वोत्तम खेल से {optimal}। vptrainer द्वारा सटीक आँका गया।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="176"/>
        <source>Pocket card</source>
        <translation>पॉकेट कार्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="203"/>
        <source>the card could not be drawn as PDF</source>
        <translation>कार्ड PDF के रूप में नहीं बन सका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/card.py" line="265"/>
        <source>the card could not be encoded as PNG</source>
        <translation>कार्ड PNG में एन्कोड नहीं हो सका</translation>
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
        <translation>PNG छवि (*.png)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="21"/>
        <source>Strategy text (*.txt)</source>
        <translation>रणनीति टेक्स्ट (*.txt)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="41"/>
        <source>Export failed</source>
        <translation>निर्यात विफल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/saving.py" line="42"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} नहीं लिखी जा सकी: {reason}</translation>
    </message>
</context>
<context>
    <name>strategy</name>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="67"/>
        <source>never</source>
        <extracomment>the other games offered first, by the kind of wild card of the table on screen</extracomment>
        <translation>कभी नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="68"/>
        <source>1 in {count}</source>
        <translation>{count} में 1</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/strategy/pages.py" line="522"/>
        <source>The strategy of {strategy} on {table}: {percent} (perfect play {optimal}); {deals} deals played differently</source>
        <translation>{table} पर {strategy} की रणनीति: {percent} (सर्वोत्तम खेल {optimal}); {deals} डील अलग ढंग से खेली गईं</translation>
    </message>
</context>
</TS>
