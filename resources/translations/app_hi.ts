<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
<context>
    <name>CardGrid</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="326"/>
        <source>The second joker ({code})</source>
        <translation>दूसरा जोकर ({code})</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="339"/>
        <source>The joker ({code})</source>
        <translation>जोकर ({code})</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="73"/>
        <source>Click or press {key} to hold or release this card</source>
        <translation>इस पत्ते को होल्ड करने या छोड़ने के लिए क्लिक करें या {key} दबाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="126"/>
        <source>held</source>
        <translation>होल्ड किया हुआ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="126"/>
        <source>wild</source>
        <translation>वाइल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="162"/>
        <source>HELD</source>
        <translation>होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="252"/>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="289"/>
        <source>WILD</source>
        <translation>वाइल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/cards.py" line="284"/>
        <source>JOKER</source>
        <translation>जोकर</translation>
    </message>
</context>
<context>
    <name>ChartDataDialog</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="90"/>
        <source>The figures the chart draws, one row per point.</source>
        <translation>चार्ट जो आँकड़े दिखाता है, हर बिंदु के लिए एक पंक्ति।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="95"/>
        <source>Close the table and go back to the chart.</source>
        <translation>तालिका बंद करें और चार्ट पर लौटें।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="103"/>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="104"/>
        <source>Data of the chart {title}</source>
        <translation>चार्ट {title} का डेटा</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="109"/>
        <source>{title}: %n row.</source>
        <translation>
            <numerusform>{title}: %n पंक्ति।</numerusform>
            <numerusform>{title}: %n पंक्तियाँ।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="111"/>
        <source>{title}: %n rows.</source>
        <translation>
            <numerusform>{title}: %n पंक्ति।</numerusform>
            <numerusform>{title}: %n पंक्तियाँ।</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="114"/>
        <source>{title}: no data is shown yet.</source>
        <translation>{title}: अभी कोई डेटा नहीं दिखाया गया।</translation>
    </message>
</context>
<context>
    <name>FirstStartPointer</name>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="97"/>
        <source>Open Practice</source>
        <translation>अभ्यास खोलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="99"/>
        <source>Open the Practice view: play hands and have each hold graded</source>
        <translation>अभ्यास दृश्य खोलें: हाथ खेलें और हर होल्ड पर ग्रेड पाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="101"/>
        <source>Got it</source>
        <translation>समझ गया</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="103"/>
        <source>Hide this welcome note (it is shown on the first start only)</source>
        <translation>यह स्वागत संदेश छिपाएँ (यह केवल पहली बार दिखता है)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="110"/>
        <source>Settings: {problem}.</source>
        <translation>सेटिंग्स: {problem}।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="360"/>
        <source>Settings: the theme “{value}” is not one this app knows; the system’s colours are used (View &gt; Theme).</source>
        <translation>सेटिंग्स: थीम “{value}” इस ऐप को ज्ञात नहीं है; सिस्टम के रंग इस्तेमाल किए जा रहे हैं (दृश्य &gt; थीम)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="360"/>
        <source>Settings: the language “{value}” is not one this app knows; the system’s language is used (View &gt; Language).</source>
        <translation>सेटिंग्स: भाषा “{value}” इस ऐप को ज्ञात नहीं है; सिस्टम की भाषा इस्तेमाल की जा रही है (दृश्य &gt; भाषा)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="131"/>
        <source>Views</source>
        <translation>दृश्य</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="133"/>
        <source>Analyze, Practice, Bankroll and Strategy: Control+1 to Control+4 switch between them.</source>
        <translation>विश्लेषण, अभ्यास, बैंकरोल और रणनीति: Control+1 से Control+4 इनके बीच बदलते हैं।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="182"/>
        <source>Preparing engine…</source>
        <translation>इंजन तैयार हो रहा है…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="192"/>
        <source>{progress}: a one-time wait of about {estimate}; later starts load it from the cache</source>
        <translation>{progress}: लगभग {estimate} का एक बार का इंतज़ार; अगली बार से यह कैश से लोड होगा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="321"/>
        <source>Practice mode is not available in this build.</source>
        <translation>इस बिल्ड में अभ्यास मोड उपलब्ध नहीं है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="349"/>
        <source>Could not open {table}: {why} ({fallback} is open instead).</source>
        <translation>{table} नहीं खुल सका: {why} (इसकी जगह {fallback} खुला है)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="352"/>
        <source>Could not open the last table, {table}: {why} ({fallback} is open instead).</source>
        <translation>पिछली तालिका {table} नहीं खुल सकी: {why} (इसकी जगह {fallback} खुला है)।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="380"/>
        <source>Analyze</source>
        <translation>विश्लेषण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="381"/>
        <source>Practice</source>
        <translation>अभ्यास</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="382"/>
        <source>Bankroll</source>
        <translation>बैंकरोल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="383"/>
        <source>Strategy</source>
        <translation>रणनीति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="422"/>
        <source>&amp;New table</source>
        <translation>नई तालिका(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="426"/>
        <source>Start a new pay table</source>
        <translation>नई भुगतान तालिका शुरू करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="429"/>
        <source>&amp;Open…</source>
        <translation>खोलें(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="433"/>
        <source>Open a pay table file (TOML)</source>
        <translation>भुगतान तालिका फ़ाइल (TOML) खोलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="436"/>
        <source>&amp;Save</source>
        <translation>सहेजें(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="440"/>
        <source>Save the pay table</source>
        <translation>भुगतान तालिका सहेजें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="443"/>
        <source>Save &amp;As…</source>
        <translation>इस रूप में सहेजें(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="447"/>
        <source>Save the pay table to a new file</source>
        <translation>भुगतान तालिका को नई फ़ाइल में सहेजें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="450"/>
        <source>&amp;Quit</source>
        <translation>बंद करें(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="453"/>
        <source>&amp;Undo</source>
        <translation>पूर्ववत करें(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="456"/>
        <source>&amp;Redo</source>
        <translation>फिर से करें(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="460"/>
        <source>&amp;Copy results</source>
        <translation>परिणाम कॉपी करें(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="464"/>
        <source>Copy the results, tab-separated</source>
        <translation>परिणाम टैब से अलग करके कॉपी करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="467"/>
        <source>&amp;Recalculate</source>
        <translation>फिर से गणना करें(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="471"/>
        <source>Analyse the table again</source>
        <translation>तालिका का फिर से विश्लेषण करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="474"/>
        <source>&amp;Cancel calculation</source>
        <translation>गणना रद्द करें(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="478"/>
        <source>Stop the running calculation</source>
        <translation>चल रही गणना रोकें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="481"/>
        <source>&amp;Analyze</source>
        <translation>विश्लेषण(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="484"/>
        <location filename="../../vptrainer/gui/main_window.py" line="545"/>
        <source>&amp;Practice</source>
        <translation>अभ्यास(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="487"/>
        <source>&amp;Bankroll</source>
        <translation>बैंकरोल(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="490"/>
        <source>&amp;Strategy</source>
        <translation>रणनीति(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="493"/>
        <source>&amp;About vptrainer</source>
        <translation>vptrainer के बारे में(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="496"/>
        <source>&amp;User guide</source>
        <translation>उपयोगकर्ता गाइड(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="500"/>
        <source>How to use vptrainer</source>
        <translation>vptrainer का उपयोग कैसे करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="503"/>
        <source>&amp;Glossary</source>
        <translation>शब्दावली(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="507"/>
        <source>EV, variance, penalty card, tied best hold, seed and other terms</source>
        <translation>EV, प्रसरण, पेनल्टी कार्ड, बराबरी वाला सबसे अच्छा होल्ड, सीड और अन्य शब्द</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="514"/>
        <source>&amp;File</source>
        <translation>फ़ाइल(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="517"/>
        <source>Open &amp;Recent</source>
        <translation>हाल की फ़ाइलें(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="524"/>
        <source>&amp;Export</source>
        <translation>निर्यात(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="530"/>
        <source>Results as CSV…</source>
        <translation>परिणाम CSV के रूप में…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="532"/>
        <source>Results as JSON…</source>
        <translation>परिणाम JSON के रूप में…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="537"/>
        <source>&amp;Edit</source>
        <translation>संपादन(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="542"/>
        <source>&amp;Calculate</source>
        <translation>गणना(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="548"/>
        <source>&amp;View</source>
        <translation>दृश्य(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="563"/>
        <source>&amp;Help</source>
        <translation>सहायता(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="578"/>
        <source>Exported {path}</source>
        <translation>{path} निर्यात किया गया</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="590"/>
        <source>{chart} as {format}…</source>
        <translation>{chart} {format} के रूप में…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="594"/>
        <source>Main toolbar</source>
        <translation>मुख्य टूलबार</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="608"/>
        <source>{table}[*] — {source} — vptrainer</source>
        <translation>{table}[*] — {source} — vptrainer</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="658"/>
        <source>About vptrainer</source>
        <translation>vptrainer के बारे में</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="660"/>
        <source>Exact video poker analysis and a trainer that grades every hold.</source>
        <translation>वीडियो पोकर का सटीक विश्लेषण और हर होल्ड को ग्रेड देने वाला ट्रेनर।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="662"/>
        <source>Returns are computed exactly by integer counting over every deal and draw.</source>
        <translation>रिटर्न हर डील और ड्रॉ की पूर्णांक गिनती से सटीक रूप से निकाला जाता है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/main_window.py" line="664"/>
        <source>Licence: MIT.</source>
        <translation>लाइसेंस: MIT।</translation>
    </message>
</context>
<context>
    <name>PlotChart</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="117"/>
        <source>PNG image (*.png)</source>
        <translation>PNG छवि (*.png)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="118"/>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG चित्र (*.svg)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="119"/>
        <source>CSV data (*.csv)</source>
        <translation>CSV डेटा (*.csv)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="156"/>
        <source>Export chart as PNG…</source>
        <translation>चार्ट PNG के रूप में निर्यात करें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="157"/>
        <source>Export chart as SVG…</source>
        <translation>चार्ट SVG के रूप में निर्यात करें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="158"/>
        <source>Export data as CSV…</source>
        <translation>डेटा CSV के रूप में निर्यात करें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="159"/>
        <source>Show data as a table…</source>
        <translation>डेटा तालिका के रूप में दिखाएँ…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="163"/>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="188"/>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="236"/>
        <source>Chart: {title}</source>
        <translation>चार्ट: {title}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="253"/>
        <source>the chart could not be drawn</source>
        <translation>चार्ट नहीं बन सका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="258"/>
        <source>the image could not be encoded as PNG</source>
        <translation>छवि को PNG में नहीं बदला जा सका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="267"/>
        <source>the chart could not be drawn as SVG</source>
        <translation>चार्ट SVG के रूप में नहीं बन सका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="274"/>
        <source>the chart has no data to export yet</source>
        <translation>चार्ट में अभी निर्यात करने लायक डेटा नहीं है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="309"/>
        <source>Export {chart}</source>
        <translation>{chart} निर्यात करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="326"/>
        <source>Export failed</source>
        <translation>निर्यात विफल रहा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/plot_chart.py" line="327"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} नहीं लिखा जा सका: {reason}</translation>
    </message>
</context>
<context>
    <name>ProblemNotice</name>
    <message>
        <location filename="../../vptrainer/gui/notices.py" line="42"/>
        <source>Dismiss</source>
        <translation>हटाएँ</translation>
    </message>
</context>
<context>
    <name>ProgressStrip</name>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="16"/>
        <source>calculation</source>
        <translation>गणना</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="17"/>
        <source>history</source>
        <translation>इतिहास</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="18"/>
        <source>strategy chart</source>
        <translation>रणनीति चार्ट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="19"/>
        <source>close calls</source>
        <translation>करीबी फ़ैसले</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="20"/>
        <source>analysis</source>
        <translation>विश्लेषण</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="21"/>
        <source>royal sweep</source>
        <translation>रॉयल स्वीप</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="22"/>
        <source>table</source>
        <translation>तालिका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="23"/>
        <source>return at each bet</source>
        <translation>हर दांव पर रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="24"/>
        <source>chart</source>
        <translation>चार्ट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="25"/>
        <source>levels</source>
        <translation>स्तर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="26"/>
        <source>exceptions</source>
        <translation>अपवाद</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="27"/>
        <source>other games</source>
        <translation>दूसरे खेल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="28"/>
        <source>your strategy</source>
        <translation>आपकी रणनीति</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="29"/>
        <source>round&apos;s outcomes</source>
        <translation>राउंड के नतीजे</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="30"/>
        <source>long-run risk</source>
        <translation>लंबी अवधि का जोखिम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="31"/>
        <source>session odds</source>
        <translation>सत्र की संभावनाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="32"/>
        <source>session results</source>
        <translation>सत्र के नतीजे</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="33"/>
        <source>comparison</source>
        <translation>तुलना</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="34"/>
        <source>turning points</source>
        <translation>टर्निंग पॉइंट</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="35"/>
        <source>returns along the meter</source>
        <translation>मीटर के साथ रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="38"/>
        <source>returns at the meter</source>
        <translation>इस मीटर पर रिटर्न</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="39"/>
        <source>printable guide</source>
        <translation>छापने योग्य गाइड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="40"/>
        <source>hand values</source>
        <translation>हाथ के मान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="41"/>
        <source>feature game</source>
        <translation>फ़ीचर गेम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="42"/>
        <source>rising meter</source>
        <translation>बढ़ता मीटर</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="43"/>
        <source>feature game solve</source>
        <translation>फ़ीचर गेम का हल</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="102"/>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="103"/>
        <source>Stop the calculations of this view</source>
        <translation>इस दृश्य की गणनाएँ रोकें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/jobs/strip.py" line="118"/>
        <source>Computing {jobs}…</source>
        <translation>{jobs} की गणना हो रही है…</translation>
    </message>
</context>
<context>
    <name>RankedHoldsModel</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="45"/>
        <source>★ best</source>
        <extracomment>Row marks, English here (tests and other views read them), translated when shown.</extracomment>
        <translation>★ सर्वश्रेष्ठ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="46"/>
        <source>◀ yours</source>
        <translation>◀ आपका</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="70"/>
        <source>Hold</source>
        <translation>होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="71"/>
        <source>EV / coin</source>
        <translation>EV / सिक्का</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="72"/>
        <source>vs best</source>
        <translation>सर्वश्रेष्ठ से तुलना</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="73"/>
        <source>Cost (coins)</source>
        <translation>लागत (सिक्के)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="133"/>
        <source>Cost (%n coin)</source>
        <translation>
            <numerusform>लागत (%n सिक्का)</numerusform>
            <numerusform>लागत (%n सिक्के)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="134"/>
        <source>Cost (%n coins)</source>
        <translation>
            <numerusform>लागत (%n सिक्का)</numerusform>
            <numerusform>लागत (%n सिक्के)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="138"/>
        <source>Rank (tied holds share a rank)</source>
        <translation>रैंक (बराबरी वाले होल्ड एक ही रैंक साझा करते हैं)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="139"/>
        <source>The cards kept</source>
        <translation>रखे गए पत्ते</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="140"/>
        <source>Expected pay per coin bet, over every possible draw</source>
        <translation>हर संभव ड्रॉ पर, प्रति सिक्का दांव अपेक्षित भुगतान</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="141"/>
        <source>EV given up per coin compared with the best hold</source>
        <translation>सबसे अच्छे होल्ड की तुलना में प्रति सिक्का गँवाया गया EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="142"/>
        <source>EV given up in coins at the current bet</source>
        <translation>मौजूदा दांव पर सिक्कों में गँवाया गया EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="185"/>
        <source>other hold</source>
        <translation>अन्य होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="192"/>
        <source>EV per coin: {ev}&lt;br&gt;exactly {numerator}/{denominator}</source>
        <translation>प्रति सिक्का EV: {ev}&lt;br&gt;सटीक {numerator}/{denominator}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="195"/>
        <source>%n possible draws:</source>
        <translation>
            <numerusform>%n संभव ड्रॉ:</numerusform>
            <numerusform>%n संभव ड्रॉ:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankedHoldsView</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="272"/>
        <source>Holds ranked by expected value</source>
        <translation>अपेक्षित मूल्य के क्रम में होल्ड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="273"/>
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="302"/>
        <source>No hand yet.</source>
        <translation>अभी कोई हाथ नहीं।</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/widgets/ranked_holds.py" line="304"/>
        <source>%n holds, best first</source>
        <translation>
            <numerusform>%n होल्ड, सबसे अच्छा पहले</numerusform>
            <numerusform>%n होल्ड, सबसे अच्छा पहले</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="205"/>
        <source>it is too large: {why}</source>
        <translation>यह बहुत बड़ी है: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="214"/>
        <source>{why}; the default settings are used</source>
        <translation>{why}; डिफ़ॉल्ट सेटिंग्स इस्तेमाल की जा रही हैं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="219"/>
        <source>the settings file {why}</source>
        <translation>सेटिंग्स फ़ाइल {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="239"/>
        <source>the settings could not be read ({why}); the defaults are used and it stays in {path}</source>
        <translation>सेटिंग्स पढ़ी नहीं जा सकीं ({why}); डिफ़ॉल्ट इस्तेमाल हो रहे हैं और फ़ाइल {path} में ही है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="246"/>
        <source>the settings could not be read ({why}); the defaults are used and it was kept as {path}</source>
        <translation>सेटिंग्स पढ़ी नहीं जा सकीं ({why}); डिफ़ॉल्ट इस्तेमाल हो रहे हैं और फ़ाइल {path} के रूप में रखी गई</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="309"/>
        <source>the settings cannot be saved: {why}</source>
        <translation>सेटिंग्स सहेजी नहीं जा सकतीं: {why}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/settings.py" line="314"/>
        <source>the settings cannot be saved to {path} ({why})</source>
        <translation>सेटिंग्स {path} में सहेजी नहीं जा सकतीं ({why})</translation>
    </message>
</context>
<context>
    <name>TableChooser</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="112"/>
        <source>Your tables</source>
        <translation>आपकी तालिकाएँ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="121"/>
        <source>Table being edited (Analyze view)</source>
        <translation>संपादित हो रही तालिका (विश्लेषण दृश्य)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="124"/>
        <source>The pay table open in the Analyze view: chosen here, practice follows its edits</source>
        <translation>विश्लेषण दृश्य में खुली भुगतान तालिका: यहाँ चुनने पर अभ्यास उसके बदलावों के साथ चलता है</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131"/>
        <source>Open file…</source>
        <translation>फ़ाइल खोलें…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="131"/>
        <source>Practise on a pay table file (TOML)</source>
        <translation>भुगतान तालिका फ़ाइल (TOML) पर अभ्यास करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="222"/>
        <source>Cannot open the pay table</source>
        <translation>भुगतान तालिका नहीं खुल सकती</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="236"/>
        <source>Table being edited: {table}</source>
        <translation>संपादित हो रही तालिका: {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="256"/>
        <source>from the history</source>
        <translation>इतिहास से</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="284"/>
        <source>Could not open the practice table {table}: {why} ({default} instead).</source>
        <translation>अभ्यास तालिका {table} नहीं खुल सकी: {why} (इसकी जगह {default})।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="326"/>
        <source>Practise on a pay table</source>
        <translation>भुगतान तालिका पर अभ्यास करें</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="51"/>
        <source>Unsaved changes</source>
        <translation>बिना सहेजे बदलाव</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="52"/>
        <source>“{table}” has changes that are not saved. Save them?</source>
        <translation>“{table}” में ऐसे बदलाव हैं जो सहेजे नहीं गए। सहेजें?</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="73"/>
        <source>Untitled</source>
        <translation>बेनाम</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="89"/>
        <source>Open pay table</source>
        <translation>भुगतान तालिका खोलें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="101"/>
        <source>Cannot open the pay table</source>
        <translation>भुगतान तालिका नहीं खुल सकती</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="112"/>
        <source>No recent files</source>
        <translation>कोई हाल की फ़ाइल नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="120"/>
        <source>Clear list</source>
        <translation>सूची साफ़ करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="134"/>
        <source>Save pay table</source>
        <translation>भुगतान तालिका सहेजें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="153"/>
        <source>Cannot save</source>
        <translation>सहेजा नहीं जा सकता</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="154"/>
        <source>Could not save {path}: {reason}</source>
        <translation>{path} सहेजा नहीं जा सका: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="161"/>
        <source>Saved {path}</source>
        <translation>{path} सहेजा गया</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="170"/>
        <source>Nothing to export</source>
        <translation>निर्यात करने के लिए कुछ नहीं</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="172"/>
        <source>The results are not up to date with the table yet (or the calculation failed); export them once they are.</source>
        <translation>परिणाम अभी तालिका के अनुसार अद्यतन नहीं हैं (या गणना विफल रही); अद्यतन होने पर निर्यात करें।</translation>
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
        <translation>परिणाम निर्यात करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="195"/>
        <source>Export failed</source>
        <translation>निर्यात विफल रहा</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="196"/>
        <source>Could not write {path}: {reason}</source>
        <translation>{path} नहीं लिखा जा सका: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/table_window.py" line="199"/>
        <source>Exported {path}</source>
        <translation>{path} निर्यात किया गया</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="27"/>
        <source>&amp;System</source>
        <translation>सिस्टम (&amp;S)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="28"/>
        <source>&amp;Light</source>
        <translation>हल्का (&amp;L)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="29"/>
        <source>&amp;Dark</source>
        <translation>गहरा (&amp;D)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="37"/>
        <source>Follow the desktop&apos;s colours</source>
        <translation>डेस्कटॉप के रंगों का पालन करें</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="38"/>
        <source>Dark text on light backgrounds</source>
        <translation>हल्की पृष्ठभूमि पर गहरा पाठ</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="39"/>
        <source>Light text on dark backgrounds</source>
        <translation>गहरी पृष्ठभूमि पर हल्का पाठ</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <location filename="../../vptrainer/gui/theme.py" line="204"/>
        <source>&amp;Theme</source>
        <translation>थीम (&amp;T)</translation>
    </message>
</context>
<context>
    <name>accessibility</name>
    <message>
        <location filename="../../vptrainer/gui/accessibility.py" line="26"/>
        <source>{name}: the Left and Right arrow keys choose a page. {description}</source>
        <translation>{name}: बाएँ और दाएँ तीर कुंजियों से पृष्ठ चुनें। {description}</translation>
    </message>
</context>
<context>
    <name>chart_data</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="44"/>
        <source>No data is shown yet.</source>
        <translation>अभी कोई डेटा नहीं दिखाया गया।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="47"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="48"/>
        <source>{column}: {value}</source>
        <translation>{column}: {value}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="56"/>
        <source>. </source>
        <translation>। </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="58"/>
        <source>{figures}. And 1 more row: press Enter on the chart to read them all as a table.</source>
        <translation>{figures}। और 1 पंक्ति: सब को तालिका के रूप में पढ़ने के लिए चार्ट पर Enter दबाएँ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="63"/>
        <source>{figures}. And {count} more rows: press Enter on the chart to read them all as a table.</source>
        <translation>{figures}। और {count} पंक्तियाँ: सब को तालिका के रूप में पढ़ने के लिए चार्ट पर Enter दबाएँ।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/chart_data.py" line="69"/>
        <source>{figures}. Press Enter on the chart to read the figures as a table.</source>
        <translation>{figures}। आँकड़े तालिका के रूप में पढ़ने के लिए चार्ट पर Enter दबाएँ।</translation>
    </message>
</context>
<context>
    <name>file_prompts</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="22"/>
        <source>Replace a read-only file?</source>
        <translation>केवल-पढ़ने योग्य फ़ाइल बदलें?</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/file_prompts.py" line="23"/>
        <source>{path} is read-only. Replace it anyway?

It keeps its read-only permissions.</source>
        <translation>{path} केवल-पढ़ने योग्य है। फिर भी बदलें?

इसकी केवल-पढ़ने की अनुमति बनी रहेगी।</translation>
    </message>
</context>
<context>
    <name>help</name>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="17"/>
        <source>vptrainer user guide</source>
        <extracomment>The help pages: object name of the dialog, window title, file in ``resources/help``. The title is English here, translated when shown (context ``help``).</extracomment>
        <translation>vptrainer उपयोगकर्ता गाइड</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="18"/>
        <source>vptrainer glossary</source>
        <translation>vptrainer शब्दावली</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="20"/>
        <source>Welcome! Here is the exact return of a pay table. Play and be graded on every hold in Practice (Ctrl+2); learn a table&apos;s holds from its strategy chart in the Strategy tab (Ctrl+4). Help has a user guide and a glossary.</source>
        <translation>स्वागत है! यहाँ एक भुगतान तालिका का सटीक रिटर्न है। अभ्यास (Ctrl+2) में खेलें और हर होल्ड पर ग्रेड पाएँ; रणनीति टैब (Ctrl+4) में रणनीति चार्ट से किसी तालिका के होल्ड सीखें। सहायता में उपयोगकर्ता गाइड और शब्दावली है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="47"/>
        <source>The help page {file} is missing from this installation.</source>
        <translation>इस इंस्टॉलेशन में सहायता पृष्ठ {file} मौजूद नहीं है।</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/help.py" line="66"/>
        <source>The help text; Tab moves between its links.</source>
        <translation>सहायता पाठ; Tab इसके लिंक के बीच ले जाता है।</translation>
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
        <translation>सब बदलें</translation>
    </message>
</context>
<context>
    <name>table_chooser</name>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="37"/>
        <source>Pay tables (*.toml);;All files (*)</source>
        <translation>भुगतान तालिकाएँ (*.toml);;सभी फ़ाइलें (*)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/widgets/table_chooser.py" line="66"/>
        <source>Other</source>
        <translation>अन्य</translation>
    </message>
</context>
</TS>
