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
      <location filename="../../vptrainer/core/games/pays.py" line="89" />
      <source>{where}: pay must be a number, got {value}</source>
      <translation>{where}：配当は数値でなければなりません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="106" />
      <source>{where}: pay must be a finite number, got {value}</source>
      <translation>{where}：配当は有限の数値でなければなりません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="144" />
      <source>{where}: pay {value} is not a finite number of at most {most}</source>
      <translation>{where}：配当 {value} は {most} 以下の有限の数値ではありません</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="157" />
      <source>{where}: pay must not be negative, got {value}</source>
      <translation>{where}：配当は負にできません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="163" />
      <source>{where}: pay {value} is too large (at most {most})</source>
      <translation>{where}：配当 {value} が大きすぎます（最大 {most}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="172" />
      <source>{where}: pay {value} has too many decimal places (at most 6)</source>
      <translation>{where}：配当 {value} の小数点以下の桁数が多すぎます（最大 6 桁）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="118" />
      <source>wild: give either the shorthand wild = {wild} or {keys}, not both</source>
      <translation>wild：短縮形 wild = {wild} か {keys} のどちらか一方を指定してください</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="131" />
      <source>wild: unknown value {value}; use "none", "deuces" or "joker" (or jokers, wild_ranks and wild_cards)</source>
      <translation>wild：不明な値 {value}。"none"、"deuces"、"joker"（または jokers、wild_ranks、wild_cards）を使ってください</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="141" />
      <source>jokers: must be 0, 1 or 2, got {value}</source>
      <translation>jokers：0、1、2 のいずれかでなければなりません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="150" />
      <source>{key}: must be text such as {example}, got {value}</source>
      <translation>{key}：{example} のようなテキストでなければなりません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="168" />
      <source>natural_in_place: must be true or false, got {value}</source>
      <translation>natural_in_place：true か false でなければなりません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="184" />
      <source>{section}: must be a table of category = pay lines ({hint})</source>
      <translation>{section}：役 = 配当 の行からなるテーブルでなければなりません（{hint}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="192" />
      <source>{section}: {n} lines; a table lists at most {most}</source>
      <translation>{section}：{n} 行あります。1 つのテーブルは最大 {most} 行です</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="206" />
      <source>unknown key {key}; valid keys: {keys}</source>
      <translation>不明なキー {key}。有効なキー：{keys}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="215" />
      <source>schema_version: must be a whole number &gt;= 1, got {value}</source>
      <translation>schema_version：1 以上の整数でなければなりません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="219" />
      <source>schema_version: {version} is newer than this vptrainer reads ({known}); update vptrainer</source>
      <translation>schema_version：{version} はこの vptrainer が読めるもの（{known}）より新しいです。vptrainer を更新してください</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="228" />
      <source>name: must be non-empty text, got {value}</source>
      <translation>name：空でないテキストでなければなりません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="232" />
      <source>{key}: must be text</source>
      <translation>{key}：テキストでなければなりません</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="241" />
      <source>published_return: must be a return such as 0.995439, got {value}</source>
      <translation>published_return：0.995439 のようなリターンでなければなりません（{value}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="271" />
      <source>{where}: missing {key}</source>
      <translation>{where}：{key} がありません</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="296" />
      <source>{where}: in a game with wild cards a four-of-a-kind split is paid on natural cards; add natural = true</source>
      <translation>{where}：ワイルドカードのあるゲームでは、フォーカードのランク別配当はナチュラルのカードに支払われます。natural = true を追加してください</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="315" />
      <source>{where}: the same split is listed twice</source>
      <translation>{where}：同じランク別配当が 2 回記載されています</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="346" />
      <source>short.{key}: not a line of [pays]; a short pay changes a listed line's pay below max bet (lines: {lines})</source>
      <translation>short.{key}：[pays] の行ではありません。ショートペイは記載済みの行の最大ベット未満の配当を変えるものです（行：{lines}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="371" />
      <source>too large for {what} ({n} characters; at most {most})</source>
      <translation>{what}としては大きすぎます（{n} 文字、最大 {most}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="373" />
      <source>a pay table</source>
      <translation>ペイテーブル</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="464" />
      <source>{where}: not valid TOML: {problem}</source>
      <translation>{where}：有効な TOML ではありません：{problem}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="473" />
      <source>{where}: too deeply nested or too large for a pay table</source>
      <translation>{where}：ペイテーブルとしては入れ子が深すぎるか大きすぎます</translation>
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
      <location filename="../../vptrainer/core/practice/games/common.py" line="147" />
      <source>the base game's EVs</source>
      <translation>ベースゲームの EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="108" />
      <source>value on level {level}, the next level counted</source>
      <translation>レベル {level} での価値（次のレベルを考慮）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="114" />
      <source>Level {level} of {levels} pays {m}x.</source>
      <translation>レベル {level}/{levels} の配当は {m}x です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="121" />
      <source>Free ride: you move up a level whatever you draw.</source>
      <translation>フリーライド：何を引いても 1 レベル上がります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="123" />
      <source>A paying hand moves you up a level.</source>
      <translation>配当のあるハンドで 1 レベル上がります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="136" />
      <source>On level {level}, hold {best}, as in the base game.</source>
      <translation>レベル {level} では {best} をホールド、ベースゲームと同じです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="141" />
      <source>On level {level}, hold {best}: a paying hand is worth {bets} bets more here (the next level's value), so the hold most likely to pay gains.</source>
      <translation>レベル {level} では {best} をホールド：ここでは配当のあるハンドが {bets} ベット分多く価値があり（次のレベルの価値）、配当の可能性が最も高いホールドが有利です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="54" />
      <source>{some} and {last}</source>
      <translation>{some} と {last}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="216" />
      <source>value at {m}x per coin of a line, 5 coins a line</source>
      <translation>{m}x でのライン 1 コインあたりの価値（1 ライン 5 コイン）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="219" />
      <source>value at {m}x per coin of a line, the next hand's multipliers counted</source>
      <translation>1 ラインの 1 コインあたり {m}x での価値（次のハンドの倍率を考慮）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="227" />
      <source>The line carries {m}x into this hand.</source>
      <translation>このラインはこのハンドに {m}x を持ち越します。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="229" />
      <source>The {lines} lines carry {multipliers} into this hand: a total multiplier of {m}x.</source>
      <translation>{lines} 本のラインはこのハンドに {multipliers} を持ち越します：合計倍率 {m}x。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="236" />
      <source>You bet 5 coins a line: the wins are multiplied, no new multiplier is earned.</source>
      <translation>1 ライン 5 コインのベットです：配当は倍率で増えますが、新しい倍率は得られません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="253" />
      <source>With {m}x on the lines and 5 coins a line, hold {best}.</source>
      <translation>ラインに {m}x、1 ライン 5 コインなら {best} をホールド。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="257" />
      <source>With {m}x on the lines, hold {best}, as in the base game.</source>
      <translation>ラインの合計が {m}x なら {best} をホールド、ベースゲームと同じです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="261" />
      <source>With {m}x on the lines, hold {best}: the multipliers it earns for the next hand are worth more here than the base game's hold, {base}.</source>
      <translation>ラインの合計が {m}x なら {best} をホールド：次のハンドのために得る倍率が、ここではベースゲームのホールド {base} より価値があります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="274" />
      <source>This deal's best hold changes at a total multiplier of {turns}.</source>
      <translation>この配札の最善のホールドは合計倍率 {turns} で変わります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="288" />
      <source>10 coins</source>
      <translation>10 コイン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="288" />
      <source>5 coins</source>
      <translation>5 コイン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="290" />
      <source>Right bet: at {m}x, {better} a line is the better bet.</source>
      <translation>正しいベット：{m}x では 1 ライン {better} が有利です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="293" />
      <source>Wrong bet: at {m}x, {better} a line is the better bet; your bet gave up {loss} coins on average.</source>
      <translation>誤ったベット：{m}x では 1 ライン {better} が有利です。あなたのベットは平均 {loss} コインの損失です。</translation>
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
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="170" />
      <source>An ordinary deal: no Dream Card this time.</source>
      <translation>通常の配札：今回は Dream Card はありません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="173" />
      <source>Dream Card: the fifth card, {card}, is the machine's choice (the card that makes the best dealt hand).</source>
      <translation>Dream Card：5 枚目の {card} はマシンの選択です（最良の配札ハンドを作るカード）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="180" />
      <source>The best-EV card would be {cards}.</source>
      <translation>EV が最も高いカードは {cards} です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="189" />
      <source>The machine's Dream Card was also the best-EV card; once the cards are set the strategy is the base game's.</source>
      <translation>マシンの Dream Card は EV が最も高いカードでもありました。カードが決まれば戦略はベースゲームと同じです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="193" />
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
      <location filename="../../vptrainer/core/practice/texts.py" line="76" />
      <source>discard all</source>
      <translation>すべて捨てる</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="83" />
      <source>{first} or {second}</source>
      <translation>{first} または {second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="88" />
      <source>major</source>
      <translation>重大な</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="88" />
      <source>minor</source>
      <translation>軽微な</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="100" />
      <source>✓ Correct (tied best) — you held {hold}: EV {ev} per coin, the best there is. {n} holds share the best EV.</source>
      <translation>✓ 正解（同率最善）— {hold} をホールド：1 コインあたり EV {ev}、これが最善です。{n} 通りのホールドが最善の EV で並んでいます。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="108" />
      <source>✓ Correct — you held {hold}: EV {ev} per coin, the best there is.</source>
      <translation>✓ 正解 — {hold} をホールド：1 コインあたり EV {ev}、これが最善です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="124" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ {severity}ミス — {bet} コイン・{lines} ラインで {cost} コインの損失（1 コインあたり {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="130" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ {severity}ミス — {bet} コイン・{lines} ラインで {cost} コインの損失（1 コインあたり {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="138" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin ({per_coin} per coin).</source>
      <translation>✗ {severity}ミス — {bet} コインで {cost} コインの損失（1 コインあたり {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="143" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins ({per_coin} per coin).</source>
      <translation>✗ {severity}ミス — {bet} コインで {cost} コインの損失（1 コインあたり {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="147" />
      <source>You held {hold}: EV {ev} per coin. Best: {best}: EV {best_ev} per coin.</source>
      <translation>あなたのホールド {hold}：1 コインあたり EV {ev}。最善：{best}：1 コインあたり EV {best_ev}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="189" />
      <source>cards no rule keeps</source>
      <translation>どのルールもホールドしないカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="193" />
      <source>Chart: {words}, {rule}.</source>
      <translation>戦略表：{words}、{rule}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="194" />
      <source>Chart: no rule of the chart plays this hold.</source>
      <translation>戦略表：このホールドをプレイするルールは戦略表にありません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="196" />
      <source>You kept {kept}; the best hold here follows no rule of the chart.</source>
      <translation>あなたは {kept} をホールドしました。ここでの最善のホールドは戦略表のどのルールにも従いません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="200" />
      <source>You kept {kept}; {words}, {rule}, comes first.</source>
      <translation>あなたは {kept} をホールドしました。{words}、{rule} が優先です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="207" />
      <source>You kept {kept}, but not the best cards for it.</source>
      <translation>あなたは {kept} をホールドしましたが、そのための最善のカードではありません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="208" />
      <source>You kept {kept}; here the best hold is {words}, {rule}, an exception to the chart.</source>
      <translation>あなたは {kept} をホールドしました。ここでの最善のホールドは {words}、{rule} で、戦略表の例外です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="216" />
      <source>Reason coming: the strategy chart of this table is still being made; the rules behind this mistake show here when it is ready.</source>
      <translation>理由は準備中：このテーブルの戦略表はまだ作成中です。完成するとこのミスの理由となるルールがここに表示されます。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="228" />
      <source>discard everything</source>
      <translation>すべて捨てる</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="232" />
      <source>✓ Right by the {rules}-rule chart ({where}).</source>
      <translation>✓ {rules} ルールの戦略表どおりです（{where}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="234" />
      <source>✗ Not what the {rules}-rule chart plays ({where}).</source>
      <translation>✗ {rules} ルールの戦略表のプレイではありません（{where}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="239" />
      <source>The simplification costs {cost} coins here, against optimal play.</source>
      <translation>この簡略化は、最適プレイと比べてここで {cost} コインの損失です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="243" />
      <source>Here it plays as well as optimal play.</source>
      <translation>ここでは最適プレイと同じくらい良いプレイです。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="257" />
      <source>{coins} more</source>
      <translation>{coins} 多い</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="259" />
      <source>{coins} less: you were lucky</source>
      <translation>{coins} 少ない：運が良かったです</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="261" />
      <source>the same</source>
      <translation>同じ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="265" />
      <source>no win</source>
      <translation>配当なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="267" />
      <source>Luck: the best hold would have drawn {cards}, {what} ({verdict}).</source>
      <translation>運：最善のホールドなら {cards} を引き、{what}（{verdict}）でした。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="278" />
      <source>Holding {hold} is a {severity} mistake: it gives up {cost} coins (EV {ev} against {best_ev} per coin).

The best hold is {best}.

Draw anyway?</source>
      <translation>{hold} のホールドは{severity}ミスです：{cost} コインを失います（1 コインあたり EV {ev}、最善は {best_ev}）。

最善のホールドは {best} です。

それでもドローしますか？</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="292" />
      <source>The dealt hand already pays: {hand} ({coins} coins), and this hold can end with less. Draw anyway?</source>
      <translation>配られたハンドはすでに配当があります：{hand}（{coins} コイン）。このホールドでは少なくなる可能性があります。それでもドローしますか？</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="303" />
      <source>{hand} — wins {coins}</source>
      <translation>{hand} — {coins} 獲得</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="304" />
      <source>No win</source>
      <translation>配当なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="317" />
      <source>{lines} lines — no win</source>
      <translation>{lines} ライン — 配当なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="321" />
      <source>{lines} lines — win {coins}</source>
      <translation>{lines} ライン — {coins} 獲得</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="322" />
      <source>{lines} lines — {winners} win {coins}</source>
      <translation>{lines} ライン — {winners} ラインで {coins} 獲得</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="336" />
      <source>Dealt {hand}: bonus {coins}</source>
      <translation>配札で{hand}：ボーナス {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="366" />
      <source>({lines} lines)</source>
      <translation>（{lines} ライン）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="368" />
      <source>({n} with help, not graded)</source>
      <translation>（{n} ハンドはヘルプあり、採点なし）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="373" />
      <source>{n} of {unaided} unaided ({accuracy})</source>
      <translation>ヘルプなし {unaided} ハンド中 {n}（{accuracy}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="379" />
      <source>computing…</source>
      <translation>計算中…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="384" />
      <source>— (every hand had help)</source>
      <translation>—（すべてのハンドでヘルプあり）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="396" />
      <source>{cost} coins</source>
      <translation>{cost} コイン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="398" />
      <source>{cost} coins ({per_coin} per coin bet)</source>
      <translation>{cost} コイン（ベット 1 コインあたり {per_coin}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="403" />
      <source>{mistakes} ({minor} minor, {major} major)</source>
      <translation>{mistakes}（軽微 {minor}、重大 {major}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="410" />
      <source>(and {n} with help, {cost} coins, not counted)</source>
      <translation>（ほかにヘルプ付き {n} 回、{cost} コイン、集計外）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="419" />
      <source>Hands</source>
      <translation>ハンド数</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="419" />
      <source>Held correctly</source>
      <translation>正しいホールド</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="421" />
      <source>Mistakes</source>
      <translation>ミス</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="423" />
      <source>Credits won/lost</source>
      <translation>獲得/損失クレジット</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="430" />
      <source>EV given up</source>
      <translation>失った EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="431" />
      <source>Your return</source>
      <translation>あなたのリターン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="431" />
      <source>Optimal return</source>
      <translation>最適リターン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="437" />
      <source>Paid back</source>
      <translation>払い戻し</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="438" />
      <source>{percent} of the coins bet, luck included</source>
      <translation>ベットしたコインの {percent}（運を含む）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="447" />
      <source>Perfect play</source>
      <translation>完璧なプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="475" />
      <source>would have won {paid} coins on the same cards (you won {yours}); expected {expected} coins, your holds {expected_yours}</source>
      <translation>同じカードで {paid} コイン勝てたはず（あなたは {yours}）；期待値 {expected} コイン、あなたのホールド {expected_yours}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="480" />
      <source>expected {expected} coins on these deals, your holds {expected_yours}</source>
      <translation>これらの配札での期待値 {expected} コイン、あなたのホールド {expected_yours}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="500" />
      <source>unknown</source>
      <translation>不明</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="504" />
      <source>hands {hands} ({helped} with help); mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>ハンド {hands}（ヘルプあり {helped}）、ミス {mistakes}（軽微 {minor}、重大 {major}）、失った EV {cost} コイン、あなたのリターン {ret}、クレジット {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="510" />
      <source>hands {hands}; mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>ハンド {hands}、ミス {mistakes}（軽微 {minor}、重大 {major}）、失った EV {cost} コイン、あなたのリターン {ret}、クレジット {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="522" />
      <source>Start a new session with seed {seed}? This session's 1 hand stays in your history; the statistics start again from zero.</source>
      <translation>シード {seed} で新しいセッションを始めますか？このセッションの 1 ハンドは履歴に残り、統計はゼロからやり直しになります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="527" />
      <source>Start a new session with seed {seed}? This session's {n} hands stay in your history; the statistics start again from zero.</source>
      <translation>シード {seed} で新しいセッションを始めますか？このセッションの {n} ハンドは履歴に残り、統計はゼロからやり直しになります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="534" />
      <source>Start a new session with random deals? This session's 1 hand stays in your history; the statistics start again from zero.</source>
      <translation>ランダムな配札で新しいセッションを始めますか？このセッションの 1 ハンドは履歴に残り、統計はゼロからやり直しになります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="538" />
      <source>Start a new session with random deals? This session's {n} hands stay in your history; the statistics start again from zero.</source>
      <translation>ランダムな配札で新しいセッションを始めますか？このセッションの {n} ハンドは履歴に残り、統計はゼロからやり直しになります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="564" />
      <source>seed {seed}</source>
      <translation>シード {seed}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="564" />
      <source>random deals</source>
      <translation>ランダム配札</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="568" />
      <source>Optimal return: computing… · {drill}</source>
      <translation>最適リターン：計算中… · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="569" />
      <source>optimal return: computing…, {drill}</source>
      <translation>最適リターン：計算中…、{drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="573" />
      <source>Optimal {ret} · {drill}</source>
      <translation>最適 {ret} · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="574" />
      <source>optimal {ret}, {drill}</source>
      <translation>最適 {ret}、{drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="591" />
      <source>{Rule}, the wrong cards of it, played</source>
      <translation>{Rule}（間違ったカードで）をプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="593" />
      <source>A hold no rule keeps, the wrong cards of it, played</source>
      <translation>どのルールもホールドしないカード（間違ったカードで）をプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="595" />
      <source>{Rule} played over {over}</source>
      <translation>{over} の代わりに {Rule} をプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="599" />
      <source>A hold no rule keeps played over {over}</source>
      <translation>{over} の代わりにどのルールもホールドしないカードをプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="601" />
      <source>{head}: {times} time, {cost} coins</source>
      <translation>{head}：{times} 回、{cost} コイン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="602" />
      <source>{head}: {times} times, {cost} coins</source>
      <translation>{head}：{times} 回、{cost} コイン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="616" />
      <source>It is another program's file and was left untouched: move or rename it, and vptrainer starts a new history.</source>
      <translation>別のプログラムのファイルなので、そのままにしました。移動するか名前を変えると、vptrainer は新しい履歴を始めます。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="620" />
      <source>It was written by a newer vptrainer and was left untouched: update vptrainer to go on with it.</source>
      <translation>新しい vptrainer で書かれたファイルなので、そのままにしました。続けるには vptrainer を更新してください。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="624" />
      <source>It is damaged and was left untouched: restore a backup, or move it away to start a new history.</source>
      <translation>ファイルが破損しているので、そのままにしました。バックアップを復元するか、別の場所に移して新しい履歴を始めてください。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="628" />
      <source>It cannot be written here: make the file and its folder writable (it is not damaged, and nothing was changed).</source>
      <translation>ここには書き込めません。ファイルとそのフォルダーを書き込み可能にしてください（破損はなく、何も変更されていません）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="632" />
      <source>A folder is where the history file should be: rename or remove it.</source>
      <translation>履歴ファイルがあるべき場所にフォルダーがあります。名前を変えるか削除してください。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="633" />
      <source>It holds SQL that runs by itself (someone else's triggers or views) and was left untouched: move it away to start a new history.</source>
      <translation>自動で実行される SQL（他人のトリガーやビュー）を含むため、そのままにしました。別の場所に移して新しい履歴を始めてください。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="637" />
      <source>It could not be used: check the disk and the folder's permissions.</source>
      <translation>使用できませんでした。ディスクとフォルダーのアクセス権を確認してください。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="648" />
      <source>History is off: {error}. {advice} Practice goes on, but hands are not saved.</source>
      <translation>履歴はオフです：{error}。{advice} 練習は続けられますが、ハンドは保存されません。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="66" />
      <source>a hint</source>
      <translation>ヒント</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="67" />
      <source>a warning</source>
      <translation>警告</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="68" />
      <source>a replay</source>
      <translation>リプレイ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="69" />
      <source>none</source>
      <translation>なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="71" />
      <source>Hold the cards you want (click them or press 1–5), then draw (Enter or Space).</source>
      <translation>残したいカードをホールドして（クリックするか 1–5 を押す）、ドローします（Enter またはスペース）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="90" />
      <source>Dealt: {hand}</source>
      <translation>配札：{hand}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="362" />
      <source>Weak spots: reading your history…</source>
      <translation>弱点：履歴を読み込み中…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="365" />
      <source>Weak spots: none waiting (random deals until you miss one)</source>
      <translation>弱点：待機中なし（ミスするまでランダム配札）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="366" />
      <source>Weak spots: {n} waiting, next {situation}</source>
      <translation>弱点：{n} 件待機中、次は {situation}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="372" />
      <source>My mistakes: reading your history…</source>
      <translation>自分のミス：履歴を読み込み中…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="373" />
      <source>My mistakes: {n} to play right</source>
      <translation>自分のミス：正しくプレイすべきもの {n} 件</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="375" />
      <source>two best holds within {margin} per coin</source>
      <translation>上位 2 つのホールドの差が 1 コインあたり {margin} 以内</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="377" />
      <source>Close calls ({within}): finding them…</source>
      <translation>僅差の判断（{within}）：探索中…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="378" />
      <source>Close calls: {n} kinds of deal, {within}</source>
      <translation>僅差の判断：{n} 種類の配札、{within}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="398" />
      <source>My mistakes: none left to replay; a random deal.</source>
      <translation>自分のミス：リプレイするものはもうありません。ランダム配札です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="403" />
      <source>My mistakes: {n} to play right.</source>
      <translation>自分のミス：正しくプレイすべきもの {n} 件。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="411" />
      <source>Close call: this deal's best hold changes with the multipliers.</source>
      <translation>僅差の判断：この配札の最善のホールドは倍率で変わります。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="415" />
      <source>Close calls: not ready; a random deal.</source>
      <translation>僅差の判断：準備ができていません。ランダム配札です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="416" />
      <source>Close call.</source>
      <translation>僅差の判断。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="421" />
      <source>Weak spots: none waiting; a random deal.</source>
      <translation>弱点：待機中なし。ランダム配札です。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="428" />
      <source>Weak spot: {situation}.</source>
      <translation>弱点：{situation}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="495" />
      <source>Draw away a paying hand?</source>
      <translation>配当のあるハンドを捨ててドローしますか？</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="498" />
      <source>Strategy mistake</source>
      <translation>戦略ミス</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="527" />
      <source>no rule of the chart</source>
      <translation>戦略表のルールなし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="529" />
      <source>Hint: the best hold here follows {where}.</source>
      <translation>ヒント：ここでの最善のホールドは {where} に従います。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="554" />
      <source>Against optimal play: {grade}</source>
      <translation>最適プレイとの比較：{grade}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="563" />
      <source>(Played with help — {help}: not counted in your accuracy or your return.)</source>
      <translation>（ヘルプありでプレイ — {help}：正確さとリターンには数えません。）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="21" />
      <source>ace</source>
      <translation>エース</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="22" />
      <source>king</source>
      <translation>キング</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="23" />
      <source>queen</source>
      <translation>クイーン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="24" />
      <source>jack</source>
      <translation>ジャック</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="25" />
      <source>ten</source>
      <translation>テン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="28" />
      <source>deuces</source>
      <translation>デュース</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="29" />
      <source>jokers</source>
      <translation>ジョーカー</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="30" />
      <source>wild cards</source>
      <translation>ワイルドカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="64" />
      <source>any of the hands named (the best one when a hand fits several)</source>
      <translation>挙げた役のどれか（いくつかに当てはまるときは最も良いもの）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="67" />
      <source>commas</source>
      <translation>カンマ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="69" />
      <source>a list: the words before the first item go for every item</source>
      <translation>リスト：最初の項目の前の言葉はすべての項目にかかる</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="71" />
      <source>straight flush</source>
      <translation>ストレートフラッシュ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="72" />
      <source>royal flush</source>
      <translation>ロイヤルフラッシュ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="74" />
      <source>natural</source>
      <translation>ナチュラル</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="76" />
      <source>without {wilds}</source>
      <translation>{wilds}なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="79" />
      <source>wild royal flush</source>
      <translation>ワイルドロイヤルフラッシュ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="81" />
      <source>a royal flush with at least one of the {wilds}</source>
      <translation>{wilds}を少なくとも1枚含むロイヤルフラッシュ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="84" />
      <source>N to a hand</source>
      <translation>N枚の役</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="87" />
      <source>that many cards of the hand held, {wilds} included</source>
      <translation>その役のカードをその枚数ホールド（{wilds}も含む）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="89" />
      <source>that many cards of the hand held</source>
      <translation>その役のカードをその枚数ホールド</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="92" />
      <source>suited</source>
      <translation>スーテッド</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="92" />
      <source>all of one suit</source>
      <translation>すべて同じスート</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="93" />
      <source>unsuited</source>
      <translation>オフスート</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="93" />
      <source>not all of one suit</source>
      <translation>すべてが同じスートではない</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="95" />
      <source>high cards</source>
      <translation>ハイカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="97" />
      <source>cards of {ranks}</source>
      <translation>{ranks}のカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="100" />
      <source>high pair</source>
      <translation>ハイペア</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="102" />
      <source>a pair of {ranks}</source>
      <translation>{ranks}のペア</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="105" />
      <source>low pair</source>
      <translation>ローペア</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="107" />
      <source>a pair below {ranks}</source>
      <translation>{ranks}より下のペア</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="110" />
      <source>outside</source>
      <translation>両面</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="112" />
      <source>four in a row, open at both ends (not A-2-3-4 or J-Q-K-A)</source>
      <translation>4枚連続で両端が開いている（A-2-3-4とJ-Q-K-Aは除く）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="115" />
      <source>inside</source>
      <translation>中抜き</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="117" />
      <source>one rank missing, or four in a row at an end (A-2-3-4, J-Q-K-A)</source>
      <translation>間のランクが1つ欠けている、または端の4枚連続（A-2-3-4、J-Q-K-A）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="120" />
      <source>gaps</source>
      <translation>ギャップ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="122" />
      <source>ranks missing inside the cards held, plus one for each end of the deck that cuts the straights short (A-2-3 and Q-K-A have 2, as the Wizard of Odds counts)</source>
      <translation>ホールドしたカードの間で欠けているランクの数に、ストレートを短くするデッキの端ごとに1を足したもの（A-2-3とQ-K-Aは2、Wizard of Oddsの数え方）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="128" />
      <source>span</source>
      <translation>幅</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="130" />
      <source>the ranks from the lowest card held to the highest, the ace high or low, both counted</source>
      <translation>ホールドした最も低いカードから最も高いカードまでのランク数（両端を含む、エースはハイでもローでも）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="135" />
      <source>ranks</source>
      <translation>ランク</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="137" />
      <source>every card held (not wild) is of these ranks</source>
      <translation>ホールドしたカード（ワイルド以外）はすべてこれらのランク</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="140" />
      <source>highest/lowest rank</source>
      <translation>最高/最低ランク</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="142" />
      <source>of the cards held (not wild), the ace low when the cards fit a straight only so</source>
      <translation>ホールドしたカード（ワイルド以外）の中で。エースはローでしかストレートにならないときはロー</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="147" />
      <source>only</source>
      <translation>のみ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="147" />
      <source>those cards alone, the others discarded</source>
      <translation>そのカードだけを残し、ほかは捨てる</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="150" />
      <source>pick the lowest/highest</source>
      <translation>最も低い/高いものを選ぶ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="152" />
      <source>of several holds that fit, the lowest (or highest) ranks</source>
      <translation>当てはまるホールドが複数あるときは、ランクが最も低い（または高い）もの</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="155" />
      <source>penalty card</source>
      <translation>ペナルティカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="157" />
      <source>a discarded card that lowers the value of a hold: a rule may play only with or without one</source>
      <translation>ホールドの価値を下げる捨て札：ルールはそれがあるとき、またはないときだけ使われることがある</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="163" />
      <source>flush card (fp)</source>
      <translation>フラッシュカード (fp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="165" />
      <source>a discarded card of the suit of the cards held</source>
      <translation>ホールドしたカードと同じスートの捨て札</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="168" />
      <source>straight card (sp)</source>
      <translation>ストレートカード (sp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="170" />
      <source>a discarded card of a new rank that fits a straight with the cards held</source>
      <translation>ホールドしたカードとストレートになる新しいランクの捨て札</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="175" />
      <source>discarded high card (hp)</source>
      <translation>捨てたハイカード (hp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="177" />
      <source>a discarded card of {ranks}</source>
      <translation>{ranks}の捨て札</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="182" />
      <source>a discarded card of a rank missing inside the cards held</source>
      <translation>ホールドしたカードの間で欠けているランクの捨て札</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="187" />
      <source>the card held has the fewest straight cards among the discards</source>
      <translation>ホールドしたカードは捨て札の中のストレートカードが最も少ない</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="192" />
      <source>in brackets: none of the discards is that</source>
      <translation>角括弧内：捨て札にそれは1枚もない</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="197" />
      <source>in brackets: at least one of the discards is that</source>
      <translation>角括弧内：捨て札に少なくとも1枚それがある</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="200" />
      <source>discarded ranks</source>
      <translation>捨てたランク</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="202" />
      <source>a card of that rank among the discards</source>
      <translation>捨て札にそのランクのカードがある</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="205" />
      <source>of one suit</source>
      <translation>同じスート</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="207" />
      <source>the discards include one card of each rank named, all of one suit</source>
      <translation>捨て札に挙げた各ランクのカードが1枚ずつあり、すべて同じスート</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="212" />
      <source>a discard of a suit of the cards held, or of none of them</source>
      <translation>ホールドしたカードのスートの捨て札、またはどのスートでもない捨て札</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="215" />
      <source>kicker</source>
      <translation>キッカー</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="217" />
      <source>the fifth card, held with the four (or three) of a kind</source>
      <translation>フォーカード（またはスリーカード）と一緒にホールドする5枚目のカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="220" />
      <source>from a deal with</source>
      <translation>配札に</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="222" />
      <source>the deal has exactly that many {wilds}</source>
      <translation>配札にちょうどその枚数の{wilds}がある</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="227" />
      <source>when no rule fits, draw five new cards</source>
      <translation>どのルールにも当てはまらないときは、5枚とも引き直す</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="249" />
      <source>Headings</source>
      <translation>見出し</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="250" />
      <source>a heading's rules play only the deals with that many {wilds}, and hold them all unless a rule says otherwise</source>
      <translation>見出しの下のルールはその枚数の{wilds}がある配札だけに使い、ルールに別の指示がない限りそれらをすべてホールドする</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="47" />
      <source>deuce</source>
      <translation>デュース</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="48" />
      <source>joker</source>
      <translation>ジョーカー</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="49" />
      <source>wild card</source>
      <translation>ワイルドカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="50" />
      <source>gap</source>
      <translation>ギャップ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="51" />
      <source>card</source>
      <translation>カード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="51" />
      <source>cards</source>
      <translation>カード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="52" />
      <source>three</source>
      <translation>スリー</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="53" />
      <source>four</source>
      <translation>フォー</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="54" />
      <source>five</source>
      <translation>ファイブ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="55" />
      <source>six</source>
      <translation>シックス</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="56" />
      <source>seven</source>
      <translation>セブン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="57" />
      <source>eight</source>
      <translation>エイト</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="58" />
      <source>nine</source>
      <translation>ナイン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="68" />
      <source>twos</source>
      <translation>2</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="69" />
      <source>threes</source>
      <translation>3</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="70" />
      <source>fours</source>
      <translation>4</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="71" />
      <source>fives</source>
      <translation>5</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="72" />
      <source>sixes</source>
      <translation>6</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="73" />
      <source>sevens</source>
      <translation>7</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="74" />
      <source>eights</source>
      <translation>8</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="75" />
      <source>nines</source>
      <translation>9</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="76" />
      <source>tens</source>
      <translation>10</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="77" />
      <source>jacks</source>
      <translation>ジャック</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="78" />
      <source>queens</source>
      <translation>クイーン</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="79" />
      <source>kings</source>
      <translation>キング</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="80" />
      <source>aces</source>
      <translation>エース</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="84" />
      <source>pair</source>
      <translation>ペア</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="85" />
      <source>two pair</source>
      <translation>ツーペア</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="86" />
      <source>three of a kind</source>
      <translation>スリーカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="87" />
      <source>straight</source>
      <translation>ストレート</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="88" />
      <source>flush</source>
      <translation>フラッシュ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="89" />
      <source>full house</source>
      <translation>フルハウス</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="90" />
      <source>four of a kind</source>
      <translation>フォーカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="93" />
      <source>five of a kind</source>
      <translation>ファイブカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="118" />
      <source>no {noun}</source>
      <translation>{noun}なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="121" />
      <source>{n} or more {noun}</source>
      <translation>{noun}{n}枚以上</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="128" />
      <source>{first} and {second}</source>
      <translation>{first}と{second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="140" />
      <source>the joker</source>
      <translation>ジョーカー</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="140" />
      <source>no joker</source>
      <translation>ジョーカーなし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="172" />
      <source>flush card</source>
      <translation>同じスートのカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="172" />
      <source>flush cards</source>
      <translation>同じスートのカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="173" />
      <source>straight card</source>
      <translation>ストレートになるカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="173" />
      <source>straight cards</source>
      <translation>ストレートになるカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="174" />
      <source>high card</source>
      <translation>ハイカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="187" />
      <source>a discarded {what}</source>
      <translation>捨て札に{what}1枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="188" />
      <source>{n} or more discarded {what}</source>
      <translation>捨て札に{what}{n}枚以上</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="192" />
      <source>no discarded {what}</source>
      <translation>捨て札に{what}なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="193" />
      <source>{n} discarded {what}</source>
      <translation>捨て札に{what}{n}枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="196" />
      <source>{lo}-{hi} discarded {what}</source>
      <translation>捨て札に{what}{lo}-{hi}枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="203" />
      <source>{n} high card</source>
      <translation>ハイカード{n}枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="207" />
      <source>{n} suited high card</source>
      <translation>スーテッドのハイカード{n}枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="208" />
      <source>{n} suited high cards</source>
      <translation>スーテッドのハイカード{n}枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="210" />
      <source>{n} unsuited high card</source>
      <translation>オフスートのハイカード{n}枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="211" />
      <source>{n} unsuited high cards</source>
      <translation>オフスートのハイカード{n}枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="220" />
      <source>natural royal flush</source>
      <translation>ナチュラルロイヤルフラッシュ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="225" />
      <source>inside {draw}</source>
      <translation>中抜き{draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="227" />
      <source>outside {draw}</source>
      <translation>両面{draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="253" />
      <source>suited {ranks}</source>
      <translation>スーテッド{ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="254" />
      <source>unsuited {ranks}</source>
      <translation>オフスート{ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="260" />
      <source>{n} to an {draw}</source>
      <translation>{n}枚{draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="261" />
      <source>{n} to a {draw}</source>
      <translation>{n}枚{draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="272" />
      <source>pair of {ranks}</source>
      <translation>{ranks}のペア</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="276" />
      <source>three of a kind of {ranks}</source>
      <translation>{ranks}のスリーカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="278" />
      <source>four of a kind of {ranks}</source>
      <translation>{ranks}のフォーカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="280" />
      <source>five of a kind of {ranks}</source>
      <translation>{ranks}のファイブカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="284" />
      <source>three {ranks}</source>
      <translation>{ranks}のスリーカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="286" />
      <source>four {ranks}</source>
      <translation>{ranks}のフォーカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="288" />
      <source>five {ranks}</source>
      <translation>{ranks}のファイブカード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="305" />
      <source>a span of {n}</source>
      <translation>幅 {n}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="307" />
      <source>a span of {n} or more</source>
      <translation>幅 {n} 以上</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="308" />
      <source>a span of {lo}-{hi}</source>
      <translation>幅 {lo}-{hi}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="315" />
      <source>an {rank}</source>
      <translation>{rank} 1枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="317" />
      <source>a {rank}</source>
      <translation>{rank} 1枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="322" />
      <source>spades</source>
      <translation>スペード</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="323" />
      <source>hearts</source>
      <translation>ハート</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="324" />
      <source>diamonds</source>
      <translation>ダイヤ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="325" />
      <source>clubs</source>
      <translation>クラブ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="346" />
      <source>a kicker</source>
      <translation>キッカー1枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="350" />
      <source>an {ranks} kicker</source>
      <translation>{ranks}のキッカー1枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="352" />
      <source>a {ranks} kicker</source>
      <translation>{ranks}のキッカー1枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="362" />
      <source>the highest rank {ranks}</source>
      <translation>最高ランク {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="364" />
      <source>the lowest rank {ranks}</source>
      <translation>最低ランク {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="370" />
      <source>ranks {ranks}</source>
      <translation>ランク {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="374" />
      <source>{hold} in {suits}</source>
      <translation>{suits}の{hold}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="376" />
      <source>{hold} with {conditions}</source>
      <translation>{hold}（{conditions}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="381" />
      <source>{hold} from a deal with {wilds}</source>
      <translation>{hold}（配札に{wilds}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="387" />
      <source>{hold} (pick the lowest)</source>
      <translation>{hold}（最も低いものを選ぶ）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="389" />
      <source>{hold} (pick the highest)</source>
      <translation>{hold}（最も高いものを選ぶ）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="397" />
      <source>no high cards</source>
      <translation>ハイカードなし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="400" />
      <source>{n} high cards</source>
      <translation>ハイカード{n}枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="402" />
      <source>{n} or more high cards</source>
      <translation>ハイカード{n}枚以上</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="403" />
      <source>{lo}-{hi} high cards</source>
      <translation>ハイカード{lo}-{hi}枚</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="449" />
      <source>{hand} or better</source>
      <translation>{hand}以上</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="484" />
      <source>{ranks} only</source>
      <translation>{ranks}のみ</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="530" />
      <source>Deals without {noun}</source>
      <translation>配札に{noun}なし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="532" />
      <source>Deals without the joker</source>
      <translation>配札にジョーカーなし</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="534" />
      <source>Deals with {wilds}</source>
      <translation>配札に{wilds}</translation>
    </message>
  </context>
</TS>
