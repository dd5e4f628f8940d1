<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi">
  <context>
    <name>core</name>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="41" />
      <source>{n} bet</source>
      <translation>{n} बेट</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="42" />
      <source>{n} bets</source>
      <translation>{n} बेट</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="110" />
      <source>Long-run risk of ruin: 100% for any bankroll. The return plus {cash} cash back is {total}, at most 100%: the expected result of every hand is a loss, so played long enough every bankroll is lost. More cash back changes that; a session's odds are finite (the Session page).</source>
      <translation>लंबी अवधि में बर्बादी का जोखिम: किसी भी बैंकरोल के लिए 100%। रिटर्न और {cash} कैशबैक मिलाकर {total} है, जो 100% से ज़्यादा नहीं: हर हाथ का अपेक्षित नतीजा घाटा है, इसलिए काफ़ी देर खेलने पर हर बैंकरोल डूब जाता है। ज़्यादा कैशबैक इसे बदलता है; एक सेशन की संभावनाएँ सीमित हैं (सेशन पेज)।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="117" />
      <source>Long-run risk of ruin: 100% for any bankroll. The return is {total}, at most 100%: the expected result of every hand is a loss, so played long enough every bankroll is lost. More cash back changes that; a session's odds are finite (the Session page).</source>
      <translation>लंबी अवधि में बर्बादी का जोखिम: किसी भी बैंकरोल के लिए 100%। रिटर्न {total} है, जो 100% से ज़्यादा नहीं: हर हाथ का अपेक्षित नतीजा घाटा है, इसलिए काफ़ी देर खेलने पर हर बैंकरोल डूब जाता है। ज़्यादा कैशबैक इसे बदलता है; एक सेशन की संभावनाएँ सीमित हैं (सेशन पेज)।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="132" />
      <source>No round can lose (edge {edge} a bet): the risk of ruin is 0.</source>
      <translation>कोई राउंड हार नहीं सकता (प्रति बेट एज {edge}): बर्बादी का जोखिम 0 है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="133" />
      <source>Return plus cash back {ret} (edge {edge} a bet). The risk of ever losing a bankroll of B bets is r^B with r = {r}.</source>
      <translation>रिटर्न और कैशबैक {ret} (प्रति बेट एज {edge})। B बेट का बैंकरोल कभी भी गँवाने का जोखिम r^B है, जहाँ r = {r}।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="192" />
      <source>unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s, or Jk for the joker</source>
      <translation>अज्ञात कार्ड {bad} (कार्ड {n}); रैंक 2-9, T (या 10), J, Q, K, A और सूट c, d, h, s लिखें, या जोकर के लिए Jk</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="200" />
      <source>unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s</source>
      <translation>अज्ञात कार्ड {bad} (कार्ड {n}); रैंक 2-9, T (या 10), J, Q, K, A और सूट c, d, h, s लिखें</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="211" />
      <source>card {n} is the joker ({token}), but this game has no joker</source>
      <translation>कार्ड {n} जोकर है ({token}), लेकिन इस गेम में जोकर नहीं है</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="221" />
      <source>duplicate card Jk (cards {first} and {second}); this game has one joker</source>
      <translation>दोहराया गया कार्ड Jk (कार्ड {first} और {second}); इस गेम में एक जोकर है</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="230" />
      <source>card {n} is a third joker ({token}), but this game has two</source>
      <translation>कार्ड {n} तीसरा जोकर है ({token}), लेकिन इस गेम में दो ही हैं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="240" />
      <source>duplicate card {card} (cards {first} and {second})</source>
      <translation>दोहराया गया कार्ड {card} (कार्ड {first} और {second})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="252" />
      <source>expected {expected} cards, got {got}</source>
      <translation>{expected} कार्ड चाहिए थे, मिले {got}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="285" />
      <source>a hand is five cards, got {n}</source>
      <translation>एक हाथ में पाँच कार्ड होते हैं, मिले {n}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="288" />
      <source>this game has no joker (52-card deck)</source>
      <translation>इस गेम में जोकर नहीं है (52 कार्ड की डेक)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="294" />
      <source>duplicate card {card} in {cards}</source>
      <translation>{cards} में दोहराया गया कार्ड {card}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="89" />
      <source>{where}: pay must be a number, got {value}</source>
      <translation>{where}: पेआउट एक संख्या होना चाहिए, मिला {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="106" />
      <source>{where}: pay must be a finite number, got {value}</source>
      <translation>{where}: पेआउट एक सीमित संख्या होना चाहिए, मिला {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="144" />
      <source>{where}: pay {value} is not a finite number of at most {most}</source>
      <translation>{where}: पेआउट {value} अधिकतम {most} तक की सीमित संख्या नहीं है</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="157" />
      <source>{where}: pay must not be negative, got {value}</source>
      <translation>{where}: पेआउट ऋणात्मक नहीं हो सकता, मिला {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="163" />
      <source>{where}: pay {value} is too large (at most {most})</source>
      <translation>{where}: पेआउट {value} बहुत बड़ा है (अधिकतम {most})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="172" />
      <source>{where}: pay {value} has too many decimal places (at most 6)</source>
      <translation>{where}: पेआउट {value} में दशमलव के बाद बहुत अंक हैं (अधिकतम 6)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="118" />
      <source>wild: give either the shorthand wild = {wild} or {keys}, not both</source>
      <translation>wild: या तो शॉर्टहैंड wild = {wild} दें या {keys}, दोनों नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="131" />
      <source>wild: unknown value {value}; use "none", "deuces" or "joker" (or jokers, wild_ranks and wild_cards)</source>
      <translation>wild: अज्ञात मान {value}; "none", "deuces" या "joker" लिखें (या jokers, wild_ranks और wild_cards)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="141" />
      <source>jokers: must be 0, 1 or 2, got {value}</source>
      <translation>jokers: 0, 1 या 2 होना चाहिए, मिला {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="150" />
      <source>{key}: must be text such as {example}, got {value}</source>
      <translation>{key}: {example} जैसा टेक्स्ट होना चाहिए, मिला {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="168" />
      <source>natural_in_place: must be true or false, got {value}</source>
      <translation>natural_in_place: true या false होना चाहिए, मिला {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="184" />
      <source>{section}: must be a table of category = pay lines ({hint})</source>
      <translation>{section}: श्रेणी = पेआउट पंक्तियों की टेबल होनी चाहिए ({hint})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="192" />
      <source>{section}: {n} lines; a table lists at most {most}</source>
      <translation>{section}: {n} पंक्तियाँ; एक टेबल में अधिकतम {most} होती हैं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="206" />
      <source>unknown key {key}; valid keys: {keys}</source>
      <translation>अज्ञात कुंजी {key}; मान्य कुंजियाँ: {keys}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="215" />
      <source>schema_version: must be a whole number &gt;= 1, got {value}</source>
      <translation>schema_version: 1 या उससे बड़ी पूर्ण संख्या होनी चाहिए, मिला {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="219" />
      <source>schema_version: {version} is newer than this vptrainer reads ({known}); update vptrainer</source>
      <translation>schema_version: {version} इस vptrainer के पढ़ने योग्य संस्करण ({known}) से नया है; vptrainer अपडेट करें</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="228" />
      <source>name: must be non-empty text, got {value}</source>
      <translation>name: खाली नहीं होना चाहिए, मिला {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="232" />
      <source>{key}: must be text</source>
      <translation>{key}: टेक्स्ट होना चाहिए</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="241" />
      <source>published_return: must be a return such as 0.995439, got {value}</source>
      <translation>published_return: 0.995439 जैसा रिटर्न होना चाहिए, मिला {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="271" />
      <source>{where}: missing {key}</source>
      <translation>{where}: {key} नहीं है</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="296" />
      <source>{where}: in a game with wild cards a four-of-a-kind split is paid on natural cards; add natural = true</source>
      <translation>{where}: वाइल्ड कार्ड वाले गेम में फ़ोर ऑफ़ अ काइंड का रैंक के हिसाब से भुगतान नेचुरल कार्डों पर होता है; natural = true जोड़ें</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="315" />
      <source>{where}: the same split is listed twice</source>
      <translation>{where}: एक ही विभाजन दो बार दिया गया है</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="346" />
      <source>short.{key}: not a line of [pays]; a short pay changes a listed line's pay below max bet (lines: {lines})</source>
      <translation>short.{key}: [pays] की पंक्ति नहीं है; शॉर्ट पे किसी दी गई पंक्ति का अधिकतम बेट से कम पर भुगतान बदलता है (पंक्तियाँ: {lines})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="371" />
      <source>too large for {what} ({n} characters; at most {most})</source>
      <translation>{what} के लिए बहुत बड़ा ({n} अक्षर; अधिकतम {most})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="373" />
      <source>a pay table</source>
      <translation>एक पे टेबल</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="464" />
      <source>{where}: not valid TOML: {problem}</source>
      <translation>{where}: मान्य TOML नहीं: {problem}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="473" />
      <source>{where}: too deeply nested or too large for a pay table</source>
      <translation>{where}: पे टेबल के लिए बहुत गहराई तक नेस्टेड या बहुत बड़ा</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="29" />
      <source>Super Times Pay plays with the base game's strategy: its multiplier lands before the deal and changes no hold. You practise the base game here, paid as the base game.</source>
      <translation>Super Times Pay बेस गेम की रणनीति से खेला जाता है: इसका गुणक डील से पहले आता है और कोई होल्ड नहीं बदलता। यहाँ आप बेस गेम का अभ्यास करते हैं, भुगतान भी बेस गेम जैसा।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="41" />
      <source>Hot Roll plays with the base game's strategy: the dice multiply a whole game and change no hold. You practise the base game here, paid as the base game.</source>
      <translation>Hot Roll बेस गेम की रणनीति से खेला जाता है: पासे पूरे गेम को गुणा करते हैं और कोई होल्ड नहीं बदलते। यहाँ आप बेस गेम का अभ्यास करते हैं, भुगतान भी बेस गेम जैसा।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="52" />
      <source>Big Times Draw plays with the base game's strategy: the multiplier is set before the hold and multiplies every hold alike. You practise the base game here, paid as the base game.</source>
      <translation>Big Times Draw बेस गेम की रणनीति से खेला जाता है: गुणक होल्ड से पहले तय होता है और हर होल्ड को बराबर गुणा करता है। यहाँ आप बेस गेम का अभ्यास करते हैं, भुगतान भी बेस गेम जैसा।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="64" />
      <source>Spin Poker plays with the base game's strategy: its nine paylines share one deck and change the swings, not the best hold. You practise the base game here, paid as the base game.</source>
      <translation>Spin Poker बेस गेम की रणनीति से खेला जाता है: इसकी नौ पेलाइनें एक ही डेक साझा करती हैं और उतार-चढ़ाव बदलती हैं, सबसे अच्छा होल्ड नहीं। यहाँ आप बेस गेम का अभ्यास करते हैं, भुगतान भी बेस गेम जैसा।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="73" />
      <source>Standard play</source>
      <translation>सामान्य खेल</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="99" />
      <source>Ultimate X: 10 coins a line. A line's win earns it a multiplier for the next hand; holds are graded at the lines' total multiplier.</source>
      <translation>Ultimate X: हर लाइन पर 10 सिक्के। किसी लाइन की जीत उसे अगले हाथ के लिए गुणक दिलाती है; होल्ड को लाइनों के कुल गुणक पर आँका जाता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="103" />
      <source>Multi-Strike: four levels at 1x, 2x, 4x and 8x, bet together. A win or a free ride moves you up; each level is graded against its own optimal hold.</source>
      <translation>Multi-Strike: 1x, 2x, 4x और 8x के चार लेवल, एक साथ बेट। जीत या फ़्री राइड आपको ऊपर ले जाती है; हर लेवल को उसके अपने सर्वोत्तम होल्ड से आँका जाता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="107" />
      <source>Wheel Poker: 6 coins a line. A natural four of a kind spins the wheel; the wheel's mean prize changes the best hold, and grades count it.</source>
      <translation>Wheel Poker: हर लाइन पर 6 सिक्के। नेचुरल फ़ोर ऑफ़ अ काइंड पर व्हील घूमता है; व्हील का औसत इनाम सबसे अच्छा होल्ड बदलता है, और ग्रेड में गिना जाता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="111" />
      <source>Dream Card: 10 coins a line. On a Dream Card deal the fifth card is the machine's choice; the strategy is then the base game's.</source>
      <translation>Dream Card: हर लाइन पर 10 सिक्के। Dream Card वाली डील में पाँचवाँ कार्ड मशीन चुनती है; फिर रणनीति बेस गेम की होती है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/common.py" line="79" />
      <source>{game} is not solved for {table} yet; wait a moment</source>
      <translation>{game} अभी {table} के लिए हल नहीं हुआ है; थोड़ा रुकें</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/common.py" line="147" />
      <source>the base game's EVs</source>
      <translation>बेस गेम के EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="108" />
      <source>value on level {level}, the next level counted</source>
      <translation>लेवल {level} पर मूल्य, अगला लेवल गिनकर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="114" />
      <source>Level {level} of {levels} pays {m}x.</source>
      <translation>लेवल {level} (कुल {levels}) {m}x देता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="121" />
      <source>Free ride: you move up a level whatever you draw.</source>
      <translation>फ़्री राइड: आप कुछ भी ड्रॉ करें, एक लेवल ऊपर जाएँगे।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="123" />
      <source>A paying hand moves you up a level.</source>
      <translation>भुगतान वाला हाथ आपको एक लेवल ऊपर ले जाता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="136" />
      <source>On level {level}, hold {best}, as in the base game.</source>
      <translation>लेवल {level} पर {best} होल्ड करें, बेस गेम की तरह।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="141" />
      <source>On level {level}, hold {best}: a paying hand is worth {bets} bets more here (the next level's value), so the hold most likely to pay gains.</source>
      <translation>लेवल {level} पर {best} होल्ड करें: यहाँ भुगतान वाला हाथ {bets} बेट ज़्यादा का है (अगले लेवल का मूल्य), इसलिए सबसे ज़्यादा भुगतान की संभावना वाला होल्ड फ़ायदे में है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="54" />
      <source>{some} and {last}</source>
      <translation>{some} और {last}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="216" />
      <source>value at {m}x per coin of a line, 5 coins a line</source>
      <translation>{m}x पर एक लाइन के प्रति सिक्के का मूल्य, प्रति लाइन 5 सिक्के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="219" />
      <source>value at {m}x per coin of a line, the next hand's multipliers counted</source>
      <translation>एक लाइन के प्रति सिक्का {m}x पर मूल्य, अगले हाथ के गुणक गिनकर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="227" />
      <source>The line carries {m}x into this hand.</source>
      <translation>यह लाइन इस हाथ में {m}x लेकर आती है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="229" />
      <source>The {lines} lines carry {multipliers} into this hand: a total multiplier of {m}x.</source>
      <translation>{lines} लाइनें इस हाथ में {multipliers} लेकर आती हैं: कुल गुणक {m}x।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="236" />
      <source>You bet 5 coins a line: the wins are multiplied, no new multiplier is earned.</source>
      <translation>आपने प्रति लाइन 5 सिक्के लगाए: जीत गुणा होती है, कोई नया गुणक नहीं मिलता।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="253" />
      <source>With {m}x on the lines and 5 coins a line, hold {best}.</source>
      <translation>लाइनों पर {m}x और प्रति लाइन 5 सिक्कों के साथ {best} रखें।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="257" />
      <source>With {m}x on the lines, hold {best}, as in the base game.</source>
      <translation>लाइनों पर {m}x के साथ {best} होल्ड करें, बेस गेम की तरह।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="261" />
      <source>With {m}x on the lines, hold {best}: the multipliers it earns for the next hand are worth more here than the base game's hold, {base}.</source>
      <translation>लाइनों पर {m}x के साथ {best} होल्ड करें: अगले हाथ के लिए इससे मिलने वाले गुणक यहाँ बेस गेम के होल्ड {base} से ज़्यादा मूल्यवान हैं।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="274" />
      <source>This deal's best hold changes at a total multiplier of {turns}.</source>
      <translation>इस डील का सबसे अच्छा होल्ड कुल गुणक {turns} पर बदलता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="288" />
      <source>10 coins</source>
      <translation>10 सिक्के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="288" />
      <source>5 coins</source>
      <translation>5 सिक्के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="290" />
      <source>Right bet: at {m}x, {better} a line is the better bet.</source>
      <translation>सही दांव: {m}x पर प्रति लाइन {better} बेहतर दांव है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="293" />
      <source>Wrong bet: at {m}x, {better} a line is the better bet; your bet gave up {loss} coins on average.</source>
      <translation>गलत दांव: {m}x पर प्रति लाइन {better} बेहतर दांव है; आपके दांव ने औसतन {loss} सिक्के गँवाए।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="65" />
      <source>EV with the wheel's mean prize</source>
      <translation>व्हील के औसत इनाम के साथ EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="85" />
      <source>The wheel spun for a natural four of a kind and paid {won} coins.</source>
      <translation>नेचुरल फ़ोर ऑफ़ अ काइंड पर व्हील घूमा और {won} सिक्के दिए।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="94" />
      <source>With the wheel, hold {best}, as in the base game.</source>
      <translation>व्हील के साथ {best} होल्ड करें, बेस गेम की तरह।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="99" />
      <source>With the wheel, hold {best}: its mean prize of {mean} coins on every natural four of a kind makes it better than the base game's hold, {base}.</source>
      <translation>व्हील के साथ {best} होल्ड करें: हर नेचुरल फ़ोर ऑफ़ अ काइंड पर {mean} सिक्कों का औसत इनाम इसे बेस गेम के होल्ड {base} से बेहतर बनाता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="170" />
      <source>An ordinary deal: no Dream Card this time.</source>
      <translation>एक सामान्य डील: इस बार कोई Dream Card नहीं।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="173" />
      <source>Dream Card: the fifth card, {card}, is the machine's choice (the card that makes the best dealt hand).</source>
      <translation>Dream Card: पाँचवाँ कार्ड {card} मशीन का चुनाव है (वह कार्ड जो सबसे अच्छा डील किया हाथ बनाता है)।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="180" />
      <source>The best-EV card would be {cards}.</source>
      <translation>सबसे ज़्यादा EV वाला कार्ड {cards} होता।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="189" />
      <source>The machine's Dream Card was also the best-EV card; once the cards are set the strategy is the base game's.</source>
      <translation>मशीन का Dream Card ही सबसे ज़्यादा EV वाला कार्ड था; कार्ड तय होने के बाद रणनीति बेस गेम की है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="193" />
      <source>The machine's Dream Card gives this deal {coins} coins; the best-EV card would give {best}. Once the cards are set the strategy is the base game's.</source>
      <translation>मशीन का Dream Card इस डील को {coins} सिक्के देता है; सबसे ज़्यादा EV वाला कार्ड {best} देता। कार्ड तय होने के बाद रणनीति बेस गेम की है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="34" />
      <source>Random deals</source>
      <translation>रैंडम डील</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="35" />
      <source>Weak spots</source>
      <translation>कमज़ोर जगहें</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="36" />
      <source>Close calls</source>
      <translation>करीबी फ़ैसले</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="37" />
      <source>My mistakes</source>
      <translation>मेरी गलतियाँ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="70" />
      <source>rule {number}</source>
      <translation>नियम {number}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="71" />
      <source>no rule</source>
      <translation>कोई नियम नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="76" />
      <source>discard all</source>
      <translation>सब छोड़ें</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="83" />
      <source>{first} or {second}</source>
      <translation>{first} या {second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="88" />
      <source>major</source>
      <translation>बड़ी</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="88" />
      <source>minor</source>
      <translation>छोटी</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="100" />
      <source>✓ Correct (tied best) — you held {hold}: EV {ev} per coin, the best there is. {n} holds share the best EV.</source>
      <translation>✓ सही (बराबरी पर सर्वश्रेष्ठ) — आपने {hold} होल्ड किया: प्रति सिक्का EV {ev}, इससे अच्छा कुछ नहीं। {n} होल्ड सबसे अच्छा EV साझा करते हैं।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="108" />
      <source>✓ Correct — you held {hold}: EV {ev} per coin, the best there is.</source>
      <translation>✓ सही — आपने {hold} होल्ड किया: प्रति सिक्का EV {ev}, इससे अच्छा कुछ नहीं।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="124" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ {severity} गलती — {bet} सिक्के पर {lines} लाइनों में {cost} सिक्कों का नुकसान ({per_coin} प्रति सिक्का)।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="130" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ {severity} गलती — {bet} सिक्कों पर {lines} लाइनों में {cost} सिक्कों का नुकसान ({per_coin} प्रति सिक्का)।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="138" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin ({per_coin} per coin).</source>
      <translation>✗ {severity} गलती — {bet} सिक्के पर {cost} सिक्कों का नुकसान ({per_coin} प्रति सिक्का)।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="143" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins ({per_coin} per coin).</source>
      <translation>✗ {severity} गलती — {bet} सिक्कों पर {cost} सिक्कों का नुकसान ({per_coin} प्रति सिक्का)।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="147" />
      <source>You held {hold}: EV {ev} per coin. Best: {best}: EV {best_ev} per coin.</source>
      <translation>आपने {hold} होल्ड किया: प्रति सिक्का EV {ev}। सर्वश्रेष्ठ: {best}: प्रति सिक्का EV {best_ev}।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="189" />
      <source>cards no rule keeps</source>
      <translation>ऐसे कार्ड जिन्हें कोई नियम नहीं रखता</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="193" />
      <source>Chart: {words}, {rule}.</source>
      <translation>चार्ट: {words}, {rule}।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="194" />
      <source>Chart: no rule of the chart plays this hold.</source>
      <translation>चार्ट: चार्ट का कोई नियम यह होल्ड नहीं खेलता।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="196" />
      <source>You kept {kept}; the best hold here follows no rule of the chart.</source>
      <translation>आपने {kept} रखा; यहाँ सबसे अच्छा होल्ड चार्ट के किसी नियम का पालन नहीं करता।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="200" />
      <source>You kept {kept}; {words}, {rule}, comes first.</source>
      <translation>आपने {kept} रखा; {words}, {rule}, पहले आता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="207" />
      <source>You kept {kept}, but not the best cards for it.</source>
      <translation>आपने {kept} रखा, लेकिन उसके लिए सबसे अच्छे कार्ड नहीं।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="208" />
      <source>You kept {kept}; here the best hold is {words}, {rule}, an exception to the chart.</source>
      <translation>आपने {kept} रखा; यहाँ सबसे अच्छा होल्ड {words}, {rule} है, जो चार्ट का अपवाद है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="216" />
      <source>Reason coming: the strategy chart of this table is still being made; the rules behind this mistake show here when it is ready.</source>
      <translation>कारण आ रहा है: इस टेबल का रणनीति चार्ट अभी बन रहा है; तैयार होने पर इस गलती के पीछे के नियम यहाँ दिखेंगे।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="228" />
      <source>discard everything</source>
      <translation>सब कुछ छोड़ें</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="232" />
      <source>✓ Right by the {rules}-rule chart ({where}).</source>
      <translation>✓ {rules}-नियम वाले चार्ट के अनुसार सही ({where})।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="234" />
      <source>✗ Not what the {rules}-rule chart plays ({where}).</source>
      <translation>✗ {rules}-नियम वाला चार्ट ऐसे नहीं खेलता ({where})।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="239" />
      <source>The simplification costs {cost} coins here, against optimal play.</source>
      <translation>यहाँ यह सरलीकरण सर्वोत्तम खेल की तुलना में {cost} सिक्कों का पड़ता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="243" />
      <source>Here it plays as well as optimal play.</source>
      <translation>यहाँ यह सर्वोत्तम खेल जितना ही अच्छा खेलता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="257" />
      <source>{coins} more</source>
      <translation>{coins} ज़्यादा</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="259" />
      <source>{coins} less: you were lucky</source>
      <translation>{coins} कम: आपकी किस्मत अच्छी थी</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="261" />
      <source>the same</source>
      <translation>उतना ही</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="265" />
      <source>no win</source>
      <translation>कोई जीत नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="267" />
      <source>Luck: the best hold would have drawn {cards}, {what} ({verdict}).</source>
      <translation>किस्मत: सबसे अच्छा होल्ड {cards} ड्रॉ करता, {what} ({verdict})।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="278" />
      <source>Holding {hold} is a {severity} mistake: it gives up {cost} coins (EV {ev} against {best_ev} per coin).

The best hold is {best}.

Draw anyway?</source>
      <translation>{hold} होल्ड करना एक {severity} गलती है: इससे {cost} सिक्के छूटते हैं (प्रति सिक्का EV {ev}, जबकि सर्वश्रेष्ठ {best_ev})।

सबसे अच्छा होल्ड {best} है।

फिर भी ड्रॉ करें?</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="292" />
      <source>The dealt hand already pays: {hand} ({coins} coins), and this hold can end with less. Draw anyway?</source>
      <translation>डील किया हाथ पहले से भुगतान देता है: {hand} ({coins} सिक्के), और यह होल्ड कम पर खत्म हो सकता है। फिर भी ड्रॉ करें?</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="303" />
      <source>{hand} — wins {coins}</source>
      <translation>{hand} — {coins} की जीत</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="304" />
      <source>No win</source>
      <translation>कोई जीत नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="317" />
      <source>{lines} lines — no win</source>
      <translation>{lines} लाइनें — कोई जीत नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="321" />
      <source>{lines} lines — win {coins}</source>
      <translation>{lines} लाइनें — {coins} की जीत</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="322" />
      <source>{lines} lines — {winners} win {coins}</source>
      <translation>{lines} लाइनें — {winners} जीतीं, {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="336" />
      <source>Dealt {hand}: bonus {coins}</source>
      <translation>डील में {hand}: बोनस {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="366" />
      <source>({lines} lines)</source>
      <translation>({lines} लाइनें)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="368" />
      <source>({n} with help, not graded)</source>
      <translation>({n} मदद के साथ, ग्रेड नहीं किए)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="373" />
      <source>{n} of {unaided} unaided ({accuracy})</source>
      <translation>{unaided} बिना मदद में से {n} ({accuracy})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="379" />
      <source>computing…</source>
      <translation>गणना हो रही है…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="384" />
      <source>— (every hand had help)</source>
      <translation>— (हर हाथ में मदद ली गई)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="396" />
      <source>{cost} coins</source>
      <translation>{cost} सिक्के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="398" />
      <source>{cost} coins ({per_coin} per coin bet)</source>
      <translation>{cost} सिक्के (प्रति दांव सिक्का {per_coin})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="403" />
      <source>{mistakes} ({minor} minor, {major} major)</source>
      <translation>{mistakes} ({minor} छोटी, {major} बड़ी)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="410" />
      <source>(and {n} with help, {cost} coins, not counted)</source>
      <translation>(और {n} मदद के साथ, {cost} सिक्के, गिने नहीं गए)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="419" />
      <source>Hands</source>
      <translation>हाथ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="419" />
      <source>Held correctly</source>
      <translation>सही होल्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="421" />
      <source>Mistakes</source>
      <translation>गलतियाँ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="423" />
      <source>Credits won/lost</source>
      <translation>जीते/हारे क्रेडिट</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="430" />
      <source>EV given up</source>
      <translation>छोड़ा गया EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="431" />
      <source>Your return</source>
      <translation>आपका रिटर्न</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="431" />
      <source>Optimal return</source>
      <translation>सर्वोत्तम रिटर्न</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="437" />
      <source>Paid back</source>
      <translation>वापस मिला</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="438" />
      <source>{percent} of the coins bet, luck included</source>
      <translation>लगाए गए सिक्कों का {percent}, किस्मत सहित</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="447" />
      <source>Perfect play</source>
      <translation>सटीक खेल</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="475" />
      <source>would have won {paid} coins on the same cards (you won {yours}); expected {expected} coins, your holds {expected_yours}</source>
      <translation>उन्हीं पत्तों पर {paid} सिक्के जीतता (आपने {yours} जीते); अपेक्षित {expected} सिक्के, आपके होल्ड {expected_yours}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="480" />
      <source>expected {expected} coins on these deals, your holds {expected_yours}</source>
      <translation>इन बँटवारों पर अपेक्षित {expected} सिक्के, आपके होल्ड {expected_yours}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="500" />
      <source>unknown</source>
      <translation>अज्ञात</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="504" />
      <source>hands {hands} ({helped} with help); mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>हाथ {hands} ({helped} मदद के साथ); गलतियाँ {mistakes} ({minor} छोटी, {major} बड़ी); छोड़ा गया EV {cost} सिक्के; आपका रिटर्न {ret}; क्रेडिट {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="510" />
      <source>hands {hands}; mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>हाथ {hands}; गलतियाँ {mistakes} ({minor} छोटी, {major} बड़ी); छोड़ा गया EV {cost} सिक्के; आपका रिटर्न {ret}; क्रेडिट {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="522" />
      <source>Start a new session with seed {seed}? This session's 1 hand stays in your history; the statistics start again from zero.</source>
      <translation>सीड {seed} के साथ नया सत्र शुरू करें? इस सत्र का 1 हाथ आपके इतिहास में रहेगा; आँकड़े फिर से शून्य से शुरू होंगे।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="527" />
      <source>Start a new session with seed {seed}? This session's {n} hands stay in your history; the statistics start again from zero.</source>
      <translation>सीड {seed} के साथ नया सत्र शुरू करें? इस सत्र के {n} हाथ आपके इतिहास में रहेंगे; आँकड़े फिर से शून्य से शुरू होंगे।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="534" />
      <source>Start a new session with random deals? This session's 1 hand stays in your history; the statistics start again from zero.</source>
      <translation>यादृच्छिक बँटवारे के साथ नया सत्र शुरू करें? इस सत्र का 1 हाथ आपके इतिहास में रहेगा; आँकड़े फिर से शून्य से शुरू होंगे।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="538" />
      <source>Start a new session with random deals? This session's {n} hands stay in your history; the statistics start again from zero.</source>
      <translation>यादृच्छिक बँटवारे के साथ नया सत्र शुरू करें? इस सत्र के {n} हाथ आपके इतिहास में रहेंगे; आँकड़े फिर से शून्य से शुरू होंगे।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="564" />
      <source>seed {seed}</source>
      <translation>सीड {seed}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="564" />
      <source>random deals</source>
      <translation>रैंडम डील</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="568" />
      <source>Optimal return: computing… · {drill}</source>
      <translation>सर्वोत्तम रिटर्न: गणना हो रही है… · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="569" />
      <source>optimal return: computing…, {drill}</source>
      <translation>सर्वोत्तम रिटर्न: गणना हो रही है…, {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="573" />
      <source>Optimal {ret} · {drill}</source>
      <translation>सर्वोत्तम {ret} · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="574" />
      <source>optimal {ret}, {drill}</source>
      <translation>सर्वोत्तम {ret}, {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="591" />
      <source>{Rule}, the wrong cards of it, played</source>
      <translation>{Rule}, उसके गलत कार्डों के साथ, खेला</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="593" />
      <source>A hold no rule keeps, the wrong cards of it, played</source>
      <translation>ऐसा होल्ड जिसे कोई नियम नहीं रखता, गलत कार्डों के साथ, खेला</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="595" />
      <source>{Rule} played over {over}</source>
      <translation>{over} की जगह {Rule} खेला</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="599" />
      <source>A hold no rule keeps played over {over}</source>
      <translation>{over} की जगह ऐसा होल्ड खेला जिसे कोई नियम नहीं रखता</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="601" />
      <source>{head}: {times} time, {cost} coins</source>
      <translation>{head}: {times} बार, {cost} सिक्के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="602" />
      <source>{head}: {times} times, {cost} coins</source>
      <translation>{head}: {times} बार, {cost} सिक्के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="616" />
      <source>It is another program's file and was left untouched: move or rename it, and vptrainer starts a new history.</source>
      <translation>यह किसी दूसरे प्रोग्राम की फ़ाइल है और इसे छुआ नहीं गया: इसे हटाएँ या इसका नाम बदलें, और vptrainer नया इतिहास शुरू करेगा।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="620" />
      <source>It was written by a newer vptrainer and was left untouched: update vptrainer to go on with it.</source>
      <translation>इसे vptrainer के नए संस्करण ने लिखा है और इसे छुआ नहीं गया: इसके साथ जारी रखने के लिए vptrainer अपडेट करें।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="624" />
      <source>It is damaged and was left untouched: restore a backup, or move it away to start a new history.</source>
      <translation>यह खराब है और इसे छुआ नहीं गया: बैकअप बहाल करें, या नया इतिहास शुरू करने के लिए इसे कहीं और ले जाएँ।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="628" />
      <source>It cannot be written here: make the file and its folder writable (it is not damaged, and nothing was changed).</source>
      <translation>यहाँ लिखा नहीं जा सकता: फ़ाइल और उसके फ़ोल्डर को लिखने योग्य बनाएँ (यह खराब नहीं है, और कुछ नहीं बदला गया)।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="632" />
      <source>A folder is where the history file should be: rename or remove it.</source>
      <translation>जहाँ इतिहास फ़ाइल होनी चाहिए वहाँ एक फ़ोल्डर है: उसका नाम बदलें या उसे हटाएँ।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="633" />
      <source>It holds SQL that runs by itself (someone else's triggers or views) and was left untouched: move it away to start a new history.</source>
      <translation>इसमें अपने-आप चलने वाला SQL है (किसी और के ट्रिगर या व्यू) और इसे छुआ नहीं गया: नया इतिहास शुरू करने के लिए इसे कहीं और ले जाएँ।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="637" />
      <source>It could not be used: check the disk and the folder's permissions.</source>
      <translation>इसका उपयोग नहीं हो सका: डिस्क और फ़ोल्डर की अनुमतियाँ जाँचें।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="648" />
      <source>History is off: {error}. {advice} Practice goes on, but hands are not saved.</source>
      <translation>इतिहास बंद है: {error}। {advice} अभ्यास जारी है, लेकिन हाथ सहेजे नहीं जा रहे।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="66" />
      <source>a hint</source>
      <translation>एक संकेत</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="67" />
      <source>a warning</source>
      <translation>एक चेतावनी</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="68" />
      <source>a replay</source>
      <translation>एक रीप्ले</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="69" />
      <source>none</source>
      <translation>कोई नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="71" />
      <source>Hold the cards you want (click them or press 1–5), then draw (Enter or Space).</source>
      <translation>जो कार्ड चाहें होल्ड करें (उन पर क्लिक करें या 1–5 दबाएँ), फिर ड्रॉ करें (Enter या Space)।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="90" />
      <source>Dealt: {hand}</source>
      <translation>डील में: {hand}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="362" />
      <source>Weak spots: reading your history…</source>
      <translation>कमज़ोर जगहें: आपका इतिहास पढ़ा जा रहा है…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="365" />
      <source>Weak spots: none waiting (random deals until you miss one)</source>
      <translation>कमज़ोर जगहें: कोई बाकी नहीं (जब तक आप कोई गलती न करें, रैंडम डील)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="366" />
      <source>Weak spots: {n} waiting, next {situation}</source>
      <translation>कमज़ोर जगहें: {n} बाकी, अगली {situation}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="372" />
      <source>My mistakes: reading your history…</source>
      <translation>मेरी गलतियाँ: आपका इतिहास पढ़ा जा रहा है…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="373" />
      <source>My mistakes: {n} to play right</source>
      <translation>मेरी गलतियाँ: {n} सही खेलनी हैं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="375" />
      <source>two best holds within {margin} per coin</source>
      <translation>दो सबसे अच्छे होल्ड प्रति सिक्का {margin} के भीतर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="377" />
      <source>Close calls ({within}): finding them…</source>
      <translation>करीबी फ़ैसले ({within}): खोजे जा रहे हैं…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="378" />
      <source>Close calls: {n} kinds of deal, {within}</source>
      <translation>करीबी फ़ैसले: {n} तरह की डील, {within}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="398" />
      <source>My mistakes: none left to replay; a random deal.</source>
      <translation>मेरी गलतियाँ: दोहराने को कोई नहीं बची; एक रैंडम डील।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="403" />
      <source>My mistakes: {n} to play right.</source>
      <translation>मेरी गलतियाँ: {n} सही खेलनी हैं।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="411" />
      <source>Close call: this deal's best hold changes with the multipliers.</source>
      <translation>करीबी फ़ैसला: इस डील का सबसे अच्छा होल्ड गुणकों के साथ बदलता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="415" />
      <source>Close calls: not ready; a random deal.</source>
      <translation>करीबी फ़ैसले: अभी तैयार नहीं; एक रैंडम डील।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="416" />
      <source>Close call.</source>
      <translation>करीबी फ़ैसला।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="421" />
      <source>Weak spots: none waiting; a random deal.</source>
      <translation>कमज़ोर जगहें: कोई बाकी नहीं; एक रैंडम डील।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="428" />
      <source>Weak spot: {situation}.</source>
      <translation>कमज़ोर जगह: {situation}।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="495" />
      <source>Draw away a paying hand?</source>
      <translation>भुगतान वाला हाथ छोड़कर ड्रॉ करें?</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="498" />
      <source>Strategy mistake</source>
      <translation>रणनीति की गलती</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="527" />
      <source>no rule of the chart</source>
      <translation>चार्ट का कोई नियम नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="529" />
      <source>Hint: the best hold here follows {where}.</source>
      <translation>संकेत: यहाँ सबसे अच्छा होल्ड {where} का पालन करता है।</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="554" />
      <source>Against optimal play: {grade}</source>
      <translation>सर्वोत्तम खेल की तुलना में: {grade}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="563" />
      <source>(Played with help — {help}: not counted in your accuracy or your return.)</source>
      <translation>(मदद के साथ खेला — {help}: आपकी सटीकता या आपके रिटर्न में नहीं गिना गया।)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="21" />
      <source>ace</source>
      <translation>इक्का</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="22" />
      <source>king</source>
      <translation>बादशाह</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="23" />
      <source>queen</source>
      <translation>बेगम</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="24" />
      <source>jack</source>
      <translation>गुलाम</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="25" />
      <source>ten</source>
      <translation>दहला</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="28" />
      <source>deuces</source>
      <translation>दुक्कियाँ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="29" />
      <source>jokers</source>
      <translation>जोकर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="30" />
      <source>wild cards</source>
      <translation>वाइल्ड कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="64" />
      <source>any of the hands named (the best one when a hand fits several)</source>
      <translation>बताए गए हैंड में से कोई भी (हैंड कई में फ़िट हो तो सबसे अच्छा)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="67" />
      <source>commas</source>
      <translation>कॉमा</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="69" />
      <source>a list: the words before the first item go for every item</source>
      <translation>सूची: पहले आइटम से पहले के शब्द हर आइटम पर लागू होते हैं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="71" />
      <source>straight flush</source>
      <translation>स्ट्रेट फ़्लश</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="72" />
      <source>royal flush</source>
      <translation>रॉयल फ़्लश</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="74" />
      <source>natural</source>
      <translation>नेचुरल</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="76" />
      <source>without {wilds}</source>
      <translation>{wilds} के बिना</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="79" />
      <source>wild royal flush</source>
      <translation>वाइल्ड रॉयल फ़्लश</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="81" />
      <source>a royal flush with at least one of the {wilds}</source>
      <translation>कम से कम एक {wilds} वाला रॉयल फ़्लश</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="84" />
      <source>N to a hand</source>
      <translation>हैंड के लिए N</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="87" />
      <source>that many cards of the hand held, {wilds} included</source>
      <translation>हैंड के उतने कार्ड रखे गए, {wilds} समेत</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="89" />
      <source>that many cards of the hand held</source>
      <translation>हैंड के उतने कार्ड रखे गए</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="92" />
      <source>suited</source>
      <translation>सूटेड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="92" />
      <source>all of one suit</source>
      <translation>सभी एक ही सूट के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="93" />
      <source>unsuited</source>
      <translation>अनसूटेड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="93" />
      <source>not all of one suit</source>
      <translation>सभी एक ही सूट के नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="95" />
      <source>high cards</source>
      <translation>हाई कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="97" />
      <source>cards of {ranks}</source>
      <translation>{ranks} के कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="100" />
      <source>high pair</source>
      <translation>हाई पेयर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="102" />
      <source>a pair of {ranks}</source>
      <translation>{ranks} का पेयर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="105" />
      <source>low pair</source>
      <translation>लो पेयर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="107" />
      <source>a pair below {ranks}</source>
      <translation>{ranks} से नीचे का पेयर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="110" />
      <source>outside</source>
      <translation>आउटसाइड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="112" />
      <source>four in a row, open at both ends (not A-2-3-4 or J-Q-K-A)</source>
      <translation>लगातार चार, दोनों सिरों पर खुले (A-2-3-4 या J-Q-K-A नहीं)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="115" />
      <source>inside</source>
      <translation>इनसाइड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="117" />
      <source>one rank missing, or four in a row at an end (A-2-3-4, J-Q-K-A)</source>
      <translation>बीच में एक रैंक कम, या किसी सिरे पर लगातार चार (A-2-3-4, J-Q-K-A)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="120" />
      <source>gaps</source>
      <translation>गैप</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="122" />
      <source>ranks missing inside the cards held, plus one for each end of the deck that cuts the straights short (A-2-3 and Q-K-A have 2, as the Wizard of Odds counts)</source>
      <translation>रखे गए कार्डों के बीच की कम रैंक, और डेक का हर वह सिरा जो स्ट्रेट को छोटा करता है उसके लिए एक (A-2-3 और Q-K-A के 2, जैसे Wizard of Odds गिनता है)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="128" />
      <source>span</source>
      <translation>फैलाव</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="130" />
      <source>the ranks from the lowest card held to the highest, the ace high or low, both counted</source>
      <translation>रखे गए सबसे छोटे कार्ड से सबसे बड़े तक की रैंक, दोनों गिनी गईं, इक्का ऊँचा या नीचा</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="135" />
      <source>ranks</source>
      <translation>रैंक</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="137" />
      <source>every card held (not wild) is of these ranks</source>
      <translation>रखा गया हर कार्ड (वाइल्ड नहीं) इन रैंक का है</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="140" />
      <source>highest/lowest rank</source>
      <translation>सबसे ऊँची/नीची रैंक</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="142" />
      <source>of the cards held (not wild), the ace low when the cards fit a straight only so</source>
      <translation>रखे गए कार्डों (वाइल्ड नहीं) में से; इक्का नीचा जब कार्ड सिर्फ़ ऐसे ही स्ट्रेट बनाते हों</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="147" />
      <source>only</source>
      <translation>सिर्फ़</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="147" />
      <source>those cards alone, the others discarded</source>
      <translation>सिर्फ़ वही कार्ड, बाकी छोड़े गए</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="150" />
      <source>pick the lowest/highest</source>
      <translation>सबसे छोटा/बड़ा चुनें</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="152" />
      <source>of several holds that fit, the lowest (or highest) ranks</source>
      <translation>फ़िट होने वाले कई होल्ड में से सबसे छोटी (या बड़ी) रैंक वाला</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="155" />
      <source>penalty card</source>
      <translation>पेनल्टी कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="157" />
      <source>a discarded card that lowers the value of a hold: a rule may play only with or without one</source>
      <translation>छोड़ा गया कार्ड जो होल्ड का मूल्य घटाता है: कोई नियम सिर्फ़ उसके साथ या उसके बिना लागू हो सकता है</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="163" />
      <source>flush card (fp)</source>
      <translation>फ़्लश कार्ड (fp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="165" />
      <source>a discarded card of the suit of the cards held</source>
      <translation>रखे गए कार्डों के सूट का छोड़ा गया कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="168" />
      <source>straight card (sp)</source>
      <translation>स्ट्रेट कार्ड (sp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="170" />
      <source>a discarded card of a new rank that fits a straight with the cards held</source>
      <translation>नई रैंक का छोड़ा गया कार्ड जो रखे गए कार्डों के साथ स्ट्रेट में फ़िट होता है</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="175" />
      <source>discarded high card (hp)</source>
      <translation>छोड़ा गया हाई कार्ड (hp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="177" />
      <source>a discarded card of {ranks}</source>
      <translation>{ranks} का छोड़ा गया कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="182" />
      <source>a discarded card of a rank missing inside the cards held</source>
      <translation>रखे गए कार्डों के बीच की कम रैंक का छोड़ा गया कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="187" />
      <source>the card held has the fewest straight cards among the discards</source>
      <translation>रखे गए कार्ड के छोड़े गए कार्डों में सबसे कम स्ट्रेट कार्ड हैं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="192" />
      <source>in brackets: none of the discards is that</source>
      <translation>ब्रैकेट में: छोड़े गए कार्डों में से कोई भी ऐसा नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="197" />
      <source>in brackets: at least one of the discards is that</source>
      <translation>ब्रैकेट में: छोड़े गए कार्डों में से कम से कम एक ऐसा है</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="200" />
      <source>discarded ranks</source>
      <translation>छोड़ी गई रैंक</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="202" />
      <source>a card of that rank among the discards</source>
      <translation>छोड़े गए कार्डों में उस रैंक का एक कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="205" />
      <source>of one suit</source>
      <translation>एक ही सूट के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="207" />
      <source>the discards include one card of each rank named, all of one suit</source>
      <translation>छोड़े गए कार्डों में बताई गई हर रैंक का एक कार्ड, सभी एक ही सूट के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="212" />
      <source>a discard of a suit of the cards held, or of none of them</source>
      <translation>रखे गए कार्डों के किसी सूट का छोड़ा गया कार्ड, या उनमें से किसी का नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="215" />
      <source>kicker</source>
      <translation>किकर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="217" />
      <source>the fifth card, held with the four (or three) of a kind</source>
      <translation>फ़ोर (या थ्री) ऑफ़ अ काइंड के साथ रखा गया पाँचवाँ कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="220" />
      <source>from a deal with</source>
      <translation>ऐसे बँटवारे से</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="222" />
      <source>the deal has exactly that many {wilds}</source>
      <translation>बँटवारे में ठीक उतने {wilds} हैं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="227" />
      <source>when no rule fits, draw five new cards</source>
      <translation>जब कोई नियम फ़िट न हो, पाँच नए कार्ड लें</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="249" />
      <source>Headings</source>
      <translation>शीर्षक</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="250" />
      <source>a heading's rules play only the deals with that many {wilds}, and hold them all unless a rule says otherwise</source>
      <translation>शीर्षक के नियम सिर्फ़ उतने {wilds} वाले बँटवारों पर लागू होते हैं, और जब तक नियम कुछ और न कहे, उन सबको रखते हैं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="47" />
      <source>deuce</source>
      <translation>दुक्की</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="48" />
      <source>joker</source>
      <translation>जोकर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="49" />
      <source>wild card</source>
      <translation>वाइल्ड कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="50" />
      <source>gap</source>
      <translation>गैप</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="51" />
      <source>card</source>
      <translation>कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="51" />
      <source>cards</source>
      <translation>कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="52" />
      <source>three</source>
      <translation>तिक्की</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="53" />
      <source>four</source>
      <translation>चौका</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="54" />
      <source>five</source>
      <translation>पंजा</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="55" />
      <source>six</source>
      <translation>छक्का</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="56" />
      <source>seven</source>
      <translation>सत्ता</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="57" />
      <source>eight</source>
      <translation>अट्ठा</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="58" />
      <source>nine</source>
      <translation>नहला</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="68" />
      <source>twos</source>
      <translation>दुक्कियाँ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="69" />
      <source>threes</source>
      <translation>तिक्कियाँ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="70" />
      <source>fours</source>
      <translation>चौके</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="71" />
      <source>fives</source>
      <translation>पंजे</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="72" />
      <source>sixes</source>
      <translation>छक्के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="73" />
      <source>sevens</source>
      <translation>सत्ते</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="74" />
      <source>eights</source>
      <translation>अट्ठे</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="75" />
      <source>nines</source>
      <translation>नहले</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="76" />
      <source>tens</source>
      <translation>दहले</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="77" />
      <source>jacks</source>
      <translation>गुलाम</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="78" />
      <source>queens</source>
      <translation>बेगमें</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="79" />
      <source>kings</source>
      <translation>बादशाह</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="80" />
      <source>aces</source>
      <translation>इक्के</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="84" />
      <source>pair</source>
      <translation>पेयर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="85" />
      <source>two pair</source>
      <translation>टू पेयर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="86" />
      <source>three of a kind</source>
      <translation>थ्री ऑफ़ अ काइंड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="87" />
      <source>straight</source>
      <translation>स्ट्रेट</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="88" />
      <source>flush</source>
      <translation>फ़्लश</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="89" />
      <source>full house</source>
      <translation>फ़ुल हाउस</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="90" />
      <source>four of a kind</source>
      <translation>फ़ोर ऑफ़ अ काइंड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="93" />
      <source>five of a kind</source>
      <translation>फ़ाइव ऑफ़ अ काइंड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="118" />
      <source>no {noun}</source>
      <translation>{noun} नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="121" />
      <source>{n} or more {noun}</source>
      <translation>{n} या ज़्यादा {noun}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="128" />
      <source>{first} and {second}</source>
      <translation>{first} और {second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="140" />
      <source>the joker</source>
      <translation>जोकर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="140" />
      <source>no joker</source>
      <translation>कोई जोकर नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="172" />
      <source>flush card</source>
      <translation>फ़्लश कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="172" />
      <source>flush cards</source>
      <translation>फ़्लश कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="173" />
      <source>straight card</source>
      <translation>स्ट्रेट कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="173" />
      <source>straight cards</source>
      <translation>स्ट्रेट कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="174" />
      <source>high card</source>
      <translation>हाई कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="187" />
      <source>a discarded {what}</source>
      <translation>एक छोड़ा गया {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="188" />
      <source>{n} or more discarded {what}</source>
      <translation>{n} या ज़्यादा छोड़े गए {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="192" />
      <source>no discarded {what}</source>
      <translation>कोई छोड़ा गया {what} नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="193" />
      <source>{n} discarded {what}</source>
      <translation>{n} छोड़े गए {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="196" />
      <source>{lo}-{hi} discarded {what}</source>
      <translation>{lo}-{hi} छोड़े गए {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="203" />
      <source>{n} high card</source>
      <translation>{n} हाई कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="207" />
      <source>{n} suited high card</source>
      <translation>{n} सूटेड हाई कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="208" />
      <source>{n} suited high cards</source>
      <translation>{n} सूटेड हाई कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="210" />
      <source>{n} unsuited high card</source>
      <translation>{n} अनसूटेड हाई कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="211" />
      <source>{n} unsuited high cards</source>
      <translation>{n} अनसूटेड हाई कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="220" />
      <source>natural royal flush</source>
      <translation>नेचुरल रॉयल फ़्लश</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="225" />
      <source>inside {draw}</source>
      <translation>इनसाइड {draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="227" />
      <source>outside {draw}</source>
      <translation>आउटसाइड {draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="253" />
      <source>suited {ranks}</source>
      <translation>सूटेड {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="254" />
      <source>unsuited {ranks}</source>
      <translation>अनसूटेड {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="260" />
      <source>{n} to an {draw}</source>
      <translation>{draw} के लिए {n}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="261" />
      <source>{n} to a {draw}</source>
      <translation>{draw} के लिए {n}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="272" />
      <source>pair of {ranks}</source>
      <translation>पेयर ({ranks})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="276" />
      <source>three of a kind of {ranks}</source>
      <translation>तीन {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="278" />
      <source>four of a kind of {ranks}</source>
      <translation>चार {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="280" />
      <source>five of a kind of {ranks}</source>
      <translation>पाँच {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="284" />
      <source>three {ranks}</source>
      <translation>तीन {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="286" />
      <source>four {ranks}</source>
      <translation>चार {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="288" />
      <source>five {ranks}</source>
      <translation>पाँच {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="305" />
      <source>a span of {n}</source>
      <translation>{n} का फैलाव</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="307" />
      <source>a span of {n} or more</source>
      <translation>{n} या अधिक का फैलाव</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="308" />
      <source>a span of {lo}-{hi}</source>
      <translation>{lo}-{hi} का फैलाव</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="315" />
      <source>an {rank}</source>
      <translation>एक {rank}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="317" />
      <source>a {rank}</source>
      <translation>एक {rank}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="322" />
      <source>spades</source>
      <translation>हुकुम</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="323" />
      <source>hearts</source>
      <translation>पान</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="324" />
      <source>diamonds</source>
      <translation>ईंट</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="325" />
      <source>clubs</source>
      <translation>चिड़ी</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="346" />
      <source>a kicker</source>
      <translation>एक किकर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="350" />
      <source>an {ranks} kicker</source>
      <translation>एक {ranks} किकर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="352" />
      <source>a {ranks} kicker</source>
      <translation>एक {ranks} किकर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="362" />
      <source>the highest rank {ranks}</source>
      <translation>सबसे ऊँची रैंक {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="364" />
      <source>the lowest rank {ranks}</source>
      <translation>सबसे नीची रैंक {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="370" />
      <source>ranks {ranks}</source>
      <translation>रैंक {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="374" />
      <source>{hold} in {suits}</source>
      <translation>{suits} में {hold}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="376" />
      <source>{hold} with {conditions}</source>
      <translation>{hold} ({conditions})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="381" />
      <source>{hold} from a deal with {wilds}</source>
      <translation>{wilds} वाले बँटवारे से {hold}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="387" />
      <source>{hold} (pick the lowest)</source>
      <translation>{hold} (सबसे छोटा चुनें)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="389" />
      <source>{hold} (pick the highest)</source>
      <translation>{hold} (सबसे बड़ा चुनें)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="397" />
      <source>no high cards</source>
      <translation>कोई हाई कार्ड नहीं</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="400" />
      <source>{n} high cards</source>
      <translation>{n} हाई कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="402" />
      <source>{n} or more high cards</source>
      <translation>{n} या ज़्यादा हाई कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="403" />
      <source>{lo}-{hi} high cards</source>
      <translation>{lo}-{hi} हाई कार्ड</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="449" />
      <source>{hand} or better</source>
      <translation>{hand} या बेहतर</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="484" />
      <source>{ranks} only</source>
      <translation>सिर्फ़ {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="530" />
      <source>Deals without {noun}</source>
      <translation>बिना {noun} वाले बँटवारे</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="532" />
      <source>Deals without the joker</source>
      <translation>बिना जोकर वाले बँटवारे</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="534" />
      <source>Deals with {wilds}</source>
      <translation>{wilds} वाले बँटवारे</translation>
    </message>
  </context>
</TS>
