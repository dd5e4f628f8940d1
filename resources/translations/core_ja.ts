<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
  <context>
    <name>core</name>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="41" />
      <source>{n} bet</source>
      <translation>{n} ベット</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="42" />
      <source>{n} bets</source>
      <translation>{n} ベット</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="110" />
      <source>Long-run risk of ruin: 100% for any bankroll. The return plus {cash} cash back is {total}, at most 100%: the expected result of every hand is a loss, so played long enough every bankroll is lost. More cash back changes that; a session's odds are finite (the Session page).</source>
      <translation>長期の破産リスク：どのバンクロールでも 100%。リターンと {cash} のキャッシュバックの合計は {total} で、100% 以下です。どのハンドも期待値はマイナスなので、長くプレイすればどのバンクロールも失われます。キャッシュバックが増えれば変わります。セッションの確率は有限です（セッションページ）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="117" />
      <source>Long-run risk of ruin: 100% for any bankroll. The return is {total}, at most 100%: the expected result of every hand is a loss, so played long enough every bankroll is lost. More cash back changes that; a session's odds are finite (the Session page).</source>
      <translation>長期の破産リスク：どのバンクロールでも 100%。リターンは {total} で、100% 以下です。どのハンドも期待値はマイナスなので、長くプレイすればどのバンクロールも失われます。キャッシュバックが増えれば変わります。セッションの確率は有限です（セッションページ）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="132" />
      <source>No round can lose (edge {edge} a bet): the risk of ruin is 0.</source>
      <translation>負けるラウンドはありません（1 ベットあたりのエッジ {edge}）：破産リスクは 0 です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="133" />
      <source>Return plus cash back {ret} (edge {edge} a bet). The risk of ever losing a bankroll of B bets is r^B with r = {r}.</source>
      <translation>リターンとキャッシュバックの合計 {ret}（1 ベットあたりのエッジ {edge}）。B ベットのバンクロールをいずれ失うリスクは r^B、r = {r} です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="192" />
      <source>unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s, or Jk for the joker</source>
      <translation>不明なカード {bad}（{n} 枚目）。ランク 2-9、T（または 10）、J、Q、K、A とスート c、d、h、s を使うか、ジョーカーは Jk としてください</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="200" />
      <source>unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s</source>
      <translation>不明なカード {bad}（{n} 枚目）。ランク 2-9、T（または 10）、J、Q、K、A とスート c、d、h、s を使ってください</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="211" />
      <source>card {n} is the joker ({token}), but this game has no joker</source>
      <translation>{n} 枚目はジョーカー（{token}）ですが、このゲームにジョーカーはありません</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="221" />
      <source>duplicate card Jk (cards {first} and {second}); this game has one joker</source>
      <translation>カード Jk が重複しています（{first} 枚目と {second} 枚目）。このゲームのジョーカーは 1 枚です</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="230" />
      <source>card {n} is a third joker ({token}), but this game has two</source>
      <translation>{n} 枚目は 3 枚目のジョーカー（{token}）ですが、このゲームのジョーカーは 2 枚です</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="240" />
      <source>duplicate card {card} (cards {first} and {second})</source>
      <translation>カード {card} が重複しています（{first} 枚目と {second} 枚目）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="252" />
      <source>expected {expected} cards, got {got}</source>
      <translation>{expected} 枚のカードが必要ですが、{got} 枚です</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="285" />
      <source>a hand is five cards, got {n}</source>
      <translation>ハンドは 5 枚ですが、{n} 枚です</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="288" />
      <source>this game has no joker (52-card deck)</source>
      <translation>このゲームにジョーカーはありません（52 枚のデッキ）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="294" />
      <source>duplicate card {card} in {cards}</source>
      <translation>{cards} でカード {card} が重複しています</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="99" />
      <source>{where}: pay must be a number, got {value}</source>
      <translation>{where}：配当は数値でなければなりません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="116" />
      <source>{where}: pay must be a finite number, got {value}</source>
      <translation>{where}：配当は有限の数値でなければなりません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="154" />
      <source>{where}: pay {value} is not a finite number of at most {most}</source>
      <translation>{where}：配当 {value} は {most} 以下の有限の数値ではありません</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="167" />
      <source>{where}: pay must not be negative, got {value}</source>
      <translation>{where}：配当は負にできません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="173" />
      <source>{where}: pay {value} is too large (at most {most})</source>
      <translation>{where}：配当 {value} が大きすぎます（最大 {most}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="182" />
      <source>{where}: pay {value} has too many decimal places (at most 6)</source>
      <translation>{where}：配当 {value} の小数点以下の桁数が多すぎます（最大 6 桁）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="29" />
      <source>Super Times Pay plays with the base game's strategy: its multiplier lands before the deal and changes no hold. You practise the base game here, paid as the base game.</source>
      <translation>Super Times Pay はベースゲームの戦略でプレイします。倍率は配られる前に決まり、どのホールドも変えません。ここではベースゲームを練習し、配当もベースゲームどおりです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="41" />
      <source>Hot Roll plays with the base game's strategy: the dice multiply a whole game and change no hold. You practise the base game here, paid as the base game.</source>
      <translation>Hot Roll はベースゲームの戦略でプレイします。ダイスはゲーム全体に倍率をかけ、どのホールドも変えません。ここではベースゲームを練習し、配当もベースゲームどおりです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="52" />
      <source>Big Times Draw plays with the base game's strategy: the multiplier is set before the hold and multiplies every hold alike. You practise the base game here, paid as the base game.</source>
      <translation>Big Times Draw はベースゲームの戦略でプレイします。倍率はホールドの前に決まり、すべてのホールドに同じようにかかります。ここではベースゲームを練習し、配当もベースゲームどおりです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="64" />
      <source>Spin Poker plays with the base game's strategy: its nine paylines share one deck and change the swings, not the best hold. You practise the base game here, paid as the base game.</source>
      <translation>Spin Poker はベースゲームの戦略でプレイします。9 本のペイラインが 1 つのデッキを共有し、変わるのは振れ幅で、最善のホールドではありません。ここではベースゲームを練習し、配当もベースゲームどおりです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="73" />
      <source>Standard play</source>
      <translation>通常プレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="99" />
      <source>Ultimate X: 10 coins a line. A line's win earns it a multiplier for the next hand; holds are graded at the lines' total multiplier.</source>
      <translation>Ultimate X：1 ラインあたり 10 コイン。ラインの勝ちで次のハンドの倍率を獲得します。ホールドは全ラインの合計倍率で採点されます。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="103" />
      <source>Multi-Strike: four levels at 1x, 2x, 4x and 8x, bet together. A win or a free ride moves you up; each level is graded against its own optimal hold.</source>
      <translation>Multi-Strike：1x、2x、4x、8x の 4 レベルをまとめてベットします。勝ちかフリーライドで上のレベルへ進み、各レベルはそれぞれの最適ホールドと比べて採点されます。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="107" />
      <source>Wheel Poker: 6 coins a line. A natural four of a kind spins the wheel; the wheel's mean prize changes the best hold, and grades count it.</source>
      <translation>Wheel Poker：1 ラインあたり 6 コイン。ナチュラルのフォーカードでホイールが回ります。ホイールの平均賞金が最善のホールドを変え、採点にも反映されます。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="111" />
      <source>Dream Card: 10 coins a line. On a Dream Card deal the fifth card is the machine's choice; the strategy is then the base game's.</source>
      <translation>Dream Card：1 ラインあたり 10 コイン。Dream Card の配札では 5 枚目をマシンが選び、その後の戦略はベースゲームと同じです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/common.py" line="79" />
      <source>{game} is not solved for {table} yet; wait a moment</source>
      <translation>{game} は {table} についてまだ解かれていません。少しお待ちください</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/common.py" line="124" />
      <source>the base game's EVs</source>
      <translation>ベースゲームの EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="106" />
      <source>value on level {level}, the next level counted</source>
      <translation>レベル {level} での価値（次のレベルを考慮）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="112" />
      <source>Level {level} of {levels} pays {m}x.</source>
      <translation>レベル {level}/{levels} の配当は {m}x です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="119" />
      <source>Free ride: you move up a level whatever you draw.</source>
      <translation>フリーライド：何を引いても 1 レベル上がります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="121" />
      <source>A paying hand moves you up a level.</source>
      <translation>配当のあるハンドで 1 レベル上がります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="134" />
      <source>On level {level}, hold {best}, as in the base game.</source>
      <translation>レベル {level} では {best} をホールド、ベースゲームと同じです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="139" />
      <source>On level {level}, hold {best}: a paying hand is worth {bets} bets more here (the next level's value), so the hold most likely to pay gains.</source>
      <translation>レベル {level} では {best} をホールド：ここでは配当のあるハンドが {bets} ベット分多く価値があり（次のレベルの価値）、配当の可能性が最も高いホールドが有利です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="44" />
      <source>{some} and {last}</source>
      <translation>{some} と {last}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="143" />
      <source>value at {m}x per coin of a line, the next hand's multipliers counted</source>
      <translation>1 ラインの 1 コインあたり {m}x での価値（次のハンドの倍率を考慮）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="151" />
      <source>The line carries {m}x into this hand.</source>
      <translation>このラインはこのハンドに {m}x を持ち越します。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="152" />
      <source>The {lines} lines carry {multipliers} into this hand: a total multiplier of {m}x.</source>
      <translation>{lines} 本のラインはこのハンドに {multipliers} を持ち越します：合計倍率 {m}x。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="169" />
      <source>With {m}x on the lines, hold {best}, as in the base game.</source>
      <translation>ラインの合計が {m}x なら {best} をホールド、ベースゲームと同じです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="173" />
      <source>With {m}x on the lines, hold {best}: the multipliers it earns for the next hand are worth more here than the base game's hold, {base}.</source>
      <translation>ラインの合計が {m}x なら {best} をホールド：次のハンドのために得る倍率が、ここではベースゲームのホールド {base} より価値があります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="186" />
      <source>This deal's best hold changes at a total multiplier of {turns}.</source>
      <translation>この配札の最善のホールドは合計倍率 {turns} で変わります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="65" />
      <source>EV with the wheel's mean prize</source>
      <translation>ホイールの平均賞金を含む EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="85" />
      <source>The wheel spun for a natural four of a kind and paid {won} coins.</source>
      <translation>ナチュラルのフォーカードでホイールが回り、{won} コインを払いました。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="94" />
      <source>With the wheel, hold {best}, as in the base game.</source>
      <translation>ホイールありでは {best} をホールド、ベースゲームと同じです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="99" />
      <source>With the wheel, hold {best}: its mean prize of {mean} coins on every natural four of a kind makes it better than the base game's hold, {base}.</source>
      <translation>ホイールありでは {best} をホールド：ナチュラルのフォーカードごとの平均賞金 {mean} コインにより、ベースゲームのホールド {base} より良くなります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="166" />
      <source>An ordinary deal: no Dream Card this time.</source>
      <translation>通常の配札：今回は Dream Card はありません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="169" />
      <source>Dream Card: the fifth card, {card}, is the machine's choice (the card that makes the best dealt hand).</source>
      <translation>Dream Card：5 枚目の {card} はマシンの選択です（最良の配札ハンドを作るカード）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="176" />
      <source>The best-EV card would be {cards}.</source>
      <translation>EV が最も高いカードは {cards} です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="185" />
      <source>The machine's Dream Card was also the best-EV card; once the cards are set the strategy is the base game's.</source>
      <translation>マシンの Dream Card は EV が最も高いカードでもありました。カードが決まれば戦略はベースゲームと同じです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="189" />
      <source>The machine's Dream Card gives this deal {coins} coins; the best-EV card would give {best}. Once the cards are set the strategy is the base game's.</source>
      <translation>マシンの Dream Card ではこの配札は {coins} コイン、EV が最も高いカードなら {best} です。カードが決まれば戦略はベースゲームと同じです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="34" />
      <source>Random deals</source>
      <translation>ランダム配札</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="35" />
      <source>Weak spots</source>
      <translation>弱点</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="36" />
      <source>Close calls</source>
      <translation>僅差の判断</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="37" />
      <source>My mistakes</source>
      <translation>自分のミス</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="70" />
      <source>rule {number}</source>
      <translation>ルール {number}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="71" />
      <source>no rule</source>
      <translation>ルールなし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="75" />
      <source>discard all</source>
      <translation>すべて捨てる</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="82" />
      <source>{first} or {second}</source>
      <translation>{first} または {second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="87" />
      <source>major</source>
      <translation>重大な</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="87" />
      <source>minor</source>
      <translation>軽微な</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="99" />
      <source>✓ Correct (tied best) — you held {hold}: EV {ev} per coin, the best there is. {n} holds share the best EV.</source>
      <translation>✓ 正解（同率最善）— {hold} をホールド：1 コインあたり EV {ev}、これが最善です。{n} 通りのホールドが最善の EV で並んでいます。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="107" />
      <source>✓ Correct — you held {hold}: EV {ev} per coin, the best there is.</source>
      <translation>✓ 正解 — {hold} をホールド：1 コインあたり EV {ev}、これが最善です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="123" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ {severity}ミス — {bet} コイン・{lines} ラインで {cost} コインの損失（1 コインあたり {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="129" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ {severity}ミス — {bet} コイン・{lines} ラインで {cost} コインの損失（1 コインあたり {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="137" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin ({per_coin} per coin).</source>
      <translation>✗ {severity}ミス — {bet} コインで {cost} コインの損失（1 コインあたり {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="142" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins ({per_coin} per coin).</source>
      <translation>✗ {severity}ミス — {bet} コインで {cost} コインの損失（1 コインあたり {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="146" />
      <source>You held {hold}: EV {ev} per coin. Best: {best}: EV {best_ev} per coin.</source>
      <translation>あなたのホールド {hold}：1 コインあたり EV {ev}。最善：{best}：1 コインあたり EV {best_ev}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="175" />
      <source>cards no rule keeps</source>
      <translation>どのルールもホールドしないカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="179" />
      <source>Chart: {words}, {rule}.</source>
      <translation>戦略表：{words}、{rule}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="180" />
      <source>Chart: no rule of the chart plays this hold.</source>
      <translation>戦略表：このホールドをプレイするルールは戦略表にありません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="182" />
      <source>You kept {kept}; the best hold here follows no rule of the chart.</source>
      <translation>あなたは {kept} をホールドしました。ここでの最善のホールドは戦略表のどのルールにも従いません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="186" />
      <source>You kept {kept}; {words}, {rule}, comes first.</source>
      <translation>あなたは {kept} をホールドしました。{words}、{rule} が優先です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="193" />
      <source>You kept {kept}, but not the best cards for it.</source>
      <translation>あなたは {kept} をホールドしましたが、そのための最善のカードではありません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="194" />
      <source>You kept {kept}; here the best hold is {words}, {rule}, an exception to the chart.</source>
      <translation>あなたは {kept} をホールドしました。ここでの最善のホールドは {words}、{rule} で、戦略表の例外です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="210" />
      <source>discard everything</source>
      <translation>すべて捨てる</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="214" />
      <source>✓ Right by the {rules}-rule chart ({where}).</source>
      <translation>✓ {rules} ルールの戦略表どおりです（{where}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="216" />
      <source>✗ Not what the {rules}-rule chart plays ({where}).</source>
      <translation>✗ {rules} ルールの戦略表のプレイではありません（{where}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="221" />
      <source>The simplification costs {cost} coins here, against optimal play.</source>
      <translation>この簡略化は、最適プレイと比べてここで {cost} コインの損失です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="225" />
      <source>Here it plays as well as optimal play.</source>
      <translation>ここでは最適プレイと同じくらい良いプレイです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="239" />
      <source>{coins} more</source>
      <translation>{coins} 多い</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="241" />
      <source>{coins} less: you were lucky</source>
      <translation>{coins} 少ない：運が良かったです</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="243" />
      <source>the same</source>
      <translation>同じ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="247" />
      <source>no win</source>
      <translation>配当なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="249" />
      <source>Luck: the best hold would have drawn {cards}, {what} ({verdict}).</source>
      <translation>運：最善のホールドなら {cards} を引き、{what}（{verdict}）でした。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="260" />
      <source>Holding {hold} is a {severity} mistake: it gives up {cost} coins (EV {ev} against {best_ev} per coin).

The best hold is {best}.

Draw anyway?</source>
      <translation>{hold} のホールドは{severity}ミスです：{cost} コインを失います（1 コインあたり EV {ev}、最善は {best_ev}）。

最善のホールドは {best} です。

それでもドローしますか？</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="274" />
      <source>The dealt hand already pays: {hand} ({coins} coins), and this hold can end with less. Draw anyway?</source>
      <translation>配られたハンドはすでに配当があります：{hand}（{coins} コイン）。このホールドでは少なくなる可能性があります。それでもドローしますか？</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="285" />
      <source>{hand} — wins {coins}</source>
      <translation>{hand} — {coins} 獲得</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="286" />
      <source>No win</source>
      <translation>配当なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="299" />
      <source>{lines} lines — no win</source>
      <translation>{lines} ライン — 配当なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="303" />
      <source>{lines} lines — win {coins}</source>
      <translation>{lines} ライン — {coins} 獲得</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="304" />
      <source>{lines} lines — {winners} win {coins}</source>
      <translation>{lines} ライン — {winners} ラインで {coins} 獲得</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="318" />
      <source>Dealt {hand}: bonus {coins}</source>
      <translation>配札で{hand}：ボーナス {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="346" />
      <source>({lines} lines)</source>
      <translation>（{lines} ライン）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="348" />
      <source>({n} with help, not graded)</source>
      <translation>（{n} ハンドはヘルプあり、採点なし）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="353" />
      <source>{n} of {unaided} unaided ({accuracy})</source>
      <translation>ヘルプなし {unaided} ハンド中 {n}（{accuracy}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="359" />
      <source>computing…</source>
      <translation>計算中…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="364" />
      <source>— (every hand had help)</source>
      <translation>—（すべてのハンドでヘルプあり）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="376" />
      <source>{cost} coins</source>
      <translation>{cost} コイン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="378" />
      <source>{cost} coins ({per_hand} per coin per hand)</source>
      <translation>{cost} コイン（1 ハンド・1 コインあたり {per_hand}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="386" />
      <source>Hands</source>
      <translation>ハンド数</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="386" />
      <source>Held correctly</source>
      <translation>正しいホールド</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="388" />
      <source>Mistakes</source>
      <translation>ミス</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="389" />
      <source>{mistakes} ({minor} minor, {major} major)</source>
      <translation>{mistakes}（軽微 {minor}、重大 {major}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="395" />
      <source>Credits won/lost</source>
      <translation>獲得/損失クレジット</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="402" />
      <source>EV given up</source>
      <translation>失った EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="403" />
      <source>Your return</source>
      <translation>あなたのリターン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="403" />
      <source>Optimal return</source>
      <translation>最適リターン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="432" />
      <source>unknown</source>
      <translation>不明</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="436" />
      <source>hands {hands} ({helped} with help); mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>ハンド {hands}（ヘルプあり {helped}）、ミス {mistakes}（軽微 {minor}、重大 {major}）、失った EV {cost} コイン、あなたのリターン {ret}、クレジット {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="442" />
      <source>hands {hands}; mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>ハンド {hands}、ミス {mistakes}（軽微 {minor}、重大 {major}）、失った EV {cost} コイン、あなたのリターン {ret}、クレジット {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="456" />
      <source>seed {seed}</source>
      <translation>シード {seed}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="456" />
      <source>random deals</source>
      <translation>ランダム配札</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="460" />
      <source>Optimal return: computing… · {drill}</source>
      <translation>最適リターン：計算中… · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="461" />
      <source>optimal return: computing…, {drill}</source>
      <translation>最適リターン：計算中…、{drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="465" />
      <source>Optimal {ret} · {drill}</source>
      <translation>最適 {ret} · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="466" />
      <source>optimal {ret}, {drill}</source>
      <translation>最適 {ret}、{drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="483" />
      <source>{Rule}, the wrong cards of it, played</source>
      <translation>{Rule}（間違ったカードで）をプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="485" />
      <source>A hold no rule keeps, the wrong cards of it, played</source>
      <translation>どのルールもホールドしないカード（間違ったカードで）をプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="487" />
      <source>{Rule} played over {over}</source>
      <translation>{over} の代わりに {Rule} をプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="491" />
      <source>A hold no rule keeps played over {over}</source>
      <translation>{over} の代わりにどのルールもホールドしないカードをプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="493" />
      <source>{head}: {times} time, {cost} coins</source>
      <translation>{head}：{times} 回、{cost} コイン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="494" />
      <source>{head}: {times} times, {cost} coins</source>
      <translation>{head}：{times} 回、{cost} コイン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="508" />
      <source>It is another program's file and was left untouched: move or rename it, and vptrainer starts a new history.</source>
      <translation>別のプログラムのファイルなので、そのままにしました。移動するか名前を変えると、vptrainer は新しい履歴を始めます。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="512" />
      <source>It was written by a newer vptrainer and was left untouched: update vptrainer to go on with it.</source>
      <translation>新しい vptrainer で書かれたファイルなので、そのままにしました。続けるには vptrainer を更新してください。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="516" />
      <source>It is damaged and was left untouched: restore a backup, or move it away to start a new history.</source>
      <translation>ファイルが破損しているので、そのままにしました。バックアップを復元するか、別の場所に移して新しい履歴を始めてください。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="520" />
      <source>It cannot be written here: make the file and its folder writable (it is not damaged, and nothing was changed).</source>
      <translation>ここには書き込めません。ファイルとそのフォルダーを書き込み可能にしてください（破損はなく、何も変更されていません）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="524" />
      <source>A folder is where the history file should be: rename or remove it.</source>
      <translation>履歴ファイルがあるべき場所にフォルダーがあります。名前を変えるか削除してください。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="525" />
      <source>It holds SQL that runs by itself (someone else's triggers or views) and was left untouched: move it away to start a new history.</source>
      <translation>自動で実行される SQL（他人のトリガーやビュー）を含むため、そのままにしました。別の場所に移して新しい履歴を始めてください。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="529" />
      <source>It could not be used: check the disk and the folder's permissions.</source>
      <translation>使用できませんでした。ディスクとフォルダーのアクセス権を確認してください。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="540" />
      <source>History is off: {error}. {advice} Practice goes on, but hands are not saved.</source>
      <translation>履歴はオフです：{error}。{advice} 練習は続けられますが、ハンドは保存されません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="65" />
      <source>a hint</source>
      <translation>ヒント</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="66" />
      <source>a warning</source>
      <translation>警告</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="67" />
      <source>a replay</source>
      <translation>リプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="68" />
      <source>none</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="70" />
      <source>Hold the cards you want (click them or press 1–5), then draw (Enter or Space).</source>
      <translation>残したいカードをホールドして（クリックするか 1–5 を押す）、ドローします（Enter またはスペース）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="89" />
      <source>Dealt: {hand}</source>
      <translation>配札：{hand}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="337" />
      <source>Weak spots: reading your history…</source>
      <translation>弱点：履歴を読み込み中…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="340" />
      <source>Weak spots: none waiting (random deals until you miss one)</source>
      <translation>弱点：待機中なし（ミスするまでランダム配札）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="341" />
      <source>Weak spots: {n} waiting, next {situation}</source>
      <translation>弱点：{n} 件待機中、次は {situation}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="347" />
      <source>My mistakes: reading your history…</source>
      <translation>自分のミス：履歴を読み込み中…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="348" />
      <source>My mistakes: {n} to play right</source>
      <translation>自分のミス：正しくプレイすべきもの {n} 件</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="350" />
      <source>two best holds within {margin} per coin</source>
      <translation>上位 2 つのホールドの差が 1 コインあたり {margin} 以内</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="352" />
      <source>Close calls ({within}): finding them…</source>
      <translation>僅差の判断（{within}）：探索中…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="353" />
      <source>Close calls: {n} kinds of deal, {within}</source>
      <translation>僅差の判断：{n} 種類の配札、{within}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="373" />
      <source>My mistakes: none left to replay; a random deal.</source>
      <translation>自分のミス：リプレイするものはもうありません。ランダム配札です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="378" />
      <source>My mistakes: {n} to play right.</source>
      <translation>自分のミス：正しくプレイすべきもの {n} 件。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="386" />
      <source>Close call: this deal's best hold changes with the multipliers.</source>
      <translation>僅差の判断：この配札の最善のホールドは倍率で変わります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="390" />
      <source>Close calls: not ready; a random deal.</source>
      <translation>僅差の判断：準備ができていません。ランダム配札です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="391" />
      <source>Close call.</source>
      <translation>僅差の判断。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="396" />
      <source>Weak spots: none waiting; a random deal.</source>
      <translation>弱点：待機中なし。ランダム配札です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="403" />
      <source>Weak spot: {situation}.</source>
      <translation>弱点：{situation}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="470" />
      <source>Draw away a paying hand?</source>
      <translation>配当のあるハンドを捨ててドローしますか？</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="473" />
      <source>Strategy mistake</source>
      <translation>戦略ミス</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="502" />
      <source>no rule of the chart</source>
      <translation>戦略表のルールなし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="504" />
      <source>Hint: the best hold here follows {where}.</source>
      <translation>ヒント：ここでの最善のホールドは {where} に従います。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="529" />
      <source>Against optimal play: {grade}</source>
      <translation>最適プレイとの比較：{grade}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="538" />
      <source>(Played with help — {help}: not counted in your accuracy or your return.)</source>
      <translation>（ヘルプありでプレイ — {help}：正確さとリターンには数えません。）</translation>
    </message>
  </context>
</TS>
