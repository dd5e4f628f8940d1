<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>core</name>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="41" />
      <source>{n} bet</source>
      <translation>{n} 注</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="42" />
      <source>{n} bets</source>
      <translation>{n} 注</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="110" />
      <source>Long-run risk of ruin: 100% for any bankroll. The return plus {cash} cash back is {total}, at most 100%: the expected result of every hand is a loss, so played long enough every bankroll is lost. More cash back changes that; a session's odds are finite (the Session page).</source>
      <translation>长期破产风险：任何资金都是 100%。回报加 {cash} 返现为 {total}，不超过 100%：每手牌的期望结果都是亏损，只要玩得够久，任何资金都会输光。更多返现可以改变这一点；单次游戏的概率是有限的（见“游戏时段”页）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="117" />
      <source>Long-run risk of ruin: 100% for any bankroll. The return is {total}, at most 100%: the expected result of every hand is a loss, so played long enough every bankroll is lost. More cash back changes that; a session's odds are finite (the Session page).</source>
      <translation>长期破产风险：任何资金都是 100%。回报为 {total}，不超过 100%：每手牌的期望结果都是亏损，只要玩得够久，任何资金都会输光。更多返现可以改变这一点；单次游戏的概率是有限的（见“游戏时段”页）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="132" />
      <source>No round can lose (edge {edge} a bet): the risk of ruin is 0.</source>
      <translation>没有任何一局会输（每注优势 {edge}）：破产风险为 0。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="133" />
      <source>Return plus cash back {ret} (edge {edge} a bet). The risk of ever losing a bankroll of B bets is r^B with r = {r}.</source>
      <translation>回报加返现 {ret}（每注优势 {edge}）。B 注资金最终输光的风险为 r^B，其中 r = {r}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="192" />
      <source>unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s, or Jk for the joker</source>
      <translation>未知的牌 {bad}（第 {n} 张）；请用点数 2-9、T（或 10）、J、Q、K、A 加花色 c、d、h、s，或用 Jk 表示王牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="200" />
      <source>unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s</source>
      <translation>未知的牌 {bad}（第 {n} 张）；请用点数 2-9、T（或 10）、J、Q、K、A 加花色 c、d、h、s</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="211" />
      <source>card {n} is the joker ({token}), but this game has no joker</source>
      <translation>第 {n} 张牌是王牌（{token}），但本游戏没有王牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="221" />
      <source>duplicate card Jk (cards {first} and {second}); this game has one joker</source>
      <translation>重复的牌 Jk（第 {first} 张和第 {second} 张）；本游戏只有一张王牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="230" />
      <source>card {n} is a third joker ({token}), but this game has two</source>
      <translation>第 {n} 张牌是第三张王牌（{token}），但本游戏只有两张</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="240" />
      <source>duplicate card {card} (cards {first} and {second})</source>
      <translation>重复的牌 {card}（第 {first} 张和第 {second} 张）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="252" />
      <source>expected {expected} cards, got {got}</source>
      <translation>应为 {expected} 张牌，实际 {got} 张</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="285" />
      <source>a hand is five cards, got {n}</source>
      <translation>一手牌是五张，实际 {n} 张</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="288" />
      <source>this game has no joker (52-card deck)</source>
      <translation>本游戏没有王牌（52 张牌）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="294" />
      <source>duplicate card {card} in {cards}</source>
      <translation>{cards} 中有重复的牌 {card}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="89" />
      <source>{where}: pay must be a number, got {value}</source>
      <translation>{where}：赔付必须是数字，实际为 {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="106" />
      <source>{where}: pay must be a finite number, got {value}</source>
      <translation>{where}：赔付必须是有限数字，实际为 {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="144" />
      <source>{where}: pay {value} is not a finite number of at most {most}</source>
      <translation>{where}：赔付 {value} 不是不超过 {most} 的有限数字</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="157" />
      <source>{where}: pay must not be negative, got {value}</source>
      <translation>{where}：赔付不能为负数，实际为 {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="163" />
      <source>{where}: pay {value} is too large (at most {most})</source>
      <translation>{where}：赔付 {value} 太大（最多 {most}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="172" />
      <source>{where}: pay {value} has too many decimal places (at most 6)</source>
      <translation>{where}：赔付 {value} 的小数位太多（最多 6 位）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="118" />
      <source>wild: give either the shorthand wild = {wild} or {keys}, not both</source>
      <translation>wild：请给出简写 wild = {wild} 或 {keys}，不能同时给出</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="131" />
      <source>wild: unknown value {value}; use "none", "deuces" or "joker" (or jokers, wild_ranks and wild_cards)</source>
      <translation>wild：未知的值 {value}；请使用 "none"、"deuces" 或 "joker"（或 jokers、wild_ranks 和 wild_cards）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="141" />
      <source>jokers: must be 0, 1 or 2, got {value}</source>
      <translation>jokers：必须是 0、1 或 2，实际为 {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="150" />
      <source>{key}: must be text such as {example}, got {value}</source>
      <translation>{key}：必须是文本，例如 {example}，实际为 {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="168" />
      <source>natural_in_place: must be true or false, got {value}</source>
      <translation>natural_in_place：必须是 true 或 false，实际为 {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="184" />
      <source>{section}: must be a table of category = pay lines ({hint})</source>
      <translation>{section}：必须是“牌型 = 赔付”行组成的表（{hint}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="192" />
      <source>{section}: {n} lines; a table lists at most {most}</source>
      <translation>{section}：{n} 行；一张表最多列出 {most} 行</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="206" />
      <source>unknown key {key}; valid keys: {keys}</source>
      <translation>未知的键 {key}；有效的键：{keys}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="215" />
      <source>schema_version: must be a whole number &gt;= 1, got {value}</source>
      <translation>schema_version：必须是 &gt;= 1 的整数，实际为 {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="219" />
      <source>schema_version: {version} is newer than this vptrainer reads ({known}); update vptrainer</source>
      <translation>schema_version：{version} 比此版本 vptrainer 能读取的（{known}）更新；请更新 vptrainer</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="228" />
      <source>name: must be non-empty text, got {value}</source>
      <translation>name：必须是非空文本，实际为 {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="232" />
      <source>{key}: must be text</source>
      <translation>{key}：必须是文本</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="241" />
      <source>published_return: must be a return such as 0.995439, got {value}</source>
      <translation>published_return：必须是回报率，例如 0.995439，实际为 {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="271" />
      <source>{where}: missing {key}</source>
      <translation>{where}：缺少 {key}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="296" />
      <source>{where}: in a game with wild cards a four-of-a-kind split is paid on natural cards; add natural = true</source>
      <translation>{where}：在有百搭牌的游戏中，按点数细分的四条以自然牌赔付；请添加 natural = true</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="315" />
      <source>{where}: the same split is listed twice</source>
      <translation>{where}：同一细分列出了两次</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="346" />
      <source>short.{key}: not a line of [pays]; a short pay changes a listed line's pay below max bet (lines: {lines})</source>
      <translation>short.{key}：不是 [pays] 中的行；短赔付用于修改已列出行在最大下注以下的赔付（行：{lines}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="371" />
      <source>too large for {what} ({n} characters; at most {most})</source>
      <translation>对于{what}来说太大（{n} 个字符；最多 {most}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="373" />
      <source>a pay table</source>
      <translation>赔率表</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="464" />
      <source>{where}: not valid TOML: {problem}</source>
      <translation>{where}：不是有效的 TOML：{problem}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="473" />
      <source>{where}: too deeply nested or too large for a pay table</source>
      <translation>{where}：对于赔率表来说嵌套太深或太大</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="29" />
      <source>Super Times Pay plays with the base game's strategy: its multiplier lands before the deal and changes no hold. You practise the base game here, paid as the base game.</source>
      <translation>Super Times Pay 使用基础游戏的策略：它的倍数在发牌前出现，不改变任何保留。这里练习的是基础游戏，按基础游戏赔付。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="41" />
      <source>Hot Roll plays with the base game's strategy: the dice multiply a whole game and change no hold. You practise the base game here, paid as the base game.</source>
      <translation>Hot Roll 使用基础游戏的策略：骰子会使整局加倍，不改变任何保留。这里练习的是基础游戏，按基础游戏赔付。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="52" />
      <source>Big Times Draw plays with the base game's strategy: the multiplier is set before the hold and multiplies every hold alike. You practise the base game here, paid as the base game.</source>
      <translation>Big Times Draw 使用基础游戏的策略：倍数在保留之前确定，对所有保留一视同仁。这里练习的是基础游戏，按基础游戏赔付。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="64" />
      <source>Spin Poker plays with the base game's strategy: its nine paylines share one deck and change the swings, not the best hold. You practise the base game here, paid as the base game.</source>
      <translation>Spin Poker 使用基础游戏的策略：九条赔付线共用一副牌，改变的是波动，而不是最佳保留。这里练习的是基础游戏，按基础游戏赔付。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="73" />
      <source>Standard play</source>
      <translation>标准玩法</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="99" />
      <source>Ultimate X: 10 coins a line. A line's win earns it a multiplier for the next hand; holds are graded at the lines' total multiplier.</source>
      <translation>Ultimate X：每线 10 枚硬币。某条线中奖后会为下一手赢得倍数；保留按各线的总倍数评分。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="103" />
      <source>Multi-Strike: four levels at 1x, 2x, 4x and 8x, bet together. A win or a free ride moves you up; each level is graded against its own optimal hold.</source>
      <translation>Multi-Strike：四个级别分别为 1x、2x、4x 和 8x，一起下注。中奖或免费晋级可让你升级；每个级别都与其自身的最佳保留比较评分。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="107" />
      <source>Wheel Poker: 6 coins a line. A natural four of a kind spins the wheel; the wheel's mean prize changes the best hold, and grades count it.</source>
      <translation>Wheel Poker：每线 6 枚硬币。自然四条会转动转盘；转盘的平均奖金会改变最佳保留，评分也会计入。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="111" />
      <source>Dream Card: 10 coins a line. On a Dream Card deal the fifth card is the machine's choice; the strategy is then the base game's.</source>
      <translation>Dream Card：每线 10 枚硬币。在 Dream Card 发牌中，第五张牌由机器选择；之后的策略就是基础游戏的策略。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/common.py" line="79" />
      <source>{game} is not solved for {table} yet; wait a moment</source>
      <translation>{game} 尚未针对 {table} 求解；请稍候</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/common.py" line="147" />
      <source>the base game's EVs</source>
      <translation>基础游戏的 EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="108" />
      <source>value on level {level}, the next level counted</source>
      <translation>第 {level} 级的价值，计入下一级</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="114" />
      <source>Level {level} of {levels} pays {m}x.</source>
      <translation>第 {level} 级（共 {levels} 级）赔付 {m}x。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="121" />
      <source>Free ride: you move up a level whatever you draw.</source>
      <translation>免费晋级：无论换到什么牌，你都会升一级。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="123" />
      <source>A paying hand moves you up a level.</source>
      <translation>中奖的牌会让你升一级。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="136" />
      <source>On level {level}, hold {best}, as in the base game.</source>
      <translation>在第 {level} 级，保留 {best}，与基础游戏相同。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="141" />
      <source>On level {level}, hold {best}: a paying hand is worth {bets} bets more here (the next level's value), so the hold most likely to pay gains.</source>
      <translation>在第 {level} 级，保留 {best}：在这里中奖的牌多值 {bets} 注（下一级的价值），所以最可能中奖的保留更有利。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="54" />
      <source>{some} and {last}</source>
      <translation>{some} 和 {last}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="216" />
      <source>value at {m}x per coin of a line, 5 coins a line</source>
      <translation>在 {m}x 时每条线每枚硬币的价值，每条线 5 枚硬币</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="219" />
      <source>value at {m}x per coin of a line, the next hand's multipliers counted</source>
      <translation>按每线每枚硬币 {m}x 计的价值，计入下一手的倍数</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="227" />
      <source>The line carries {m}x into this hand.</source>
      <translation>这条线把 {m}x 带入这一手。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="229" />
      <source>The {lines} lines carry {multipliers} into this hand: a total multiplier of {m}x.</source>
      <translation>{lines} 条线把 {multipliers} 带入这一手：总倍数为 {m}x。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="236" />
      <source>You bet 5 coins a line: the wins are multiplied, no new multiplier is earned.</source>
      <translation>你每条线押了 5 枚硬币：奖金会被倍增，但不会获得新的倍数。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="253" />
      <source>With {m}x on the lines and 5 coins a line, hold {best}.</source>
      <translation>线上有 {m}x、每条线 5 枚硬币时，保留 {best}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="257" />
      <source>With {m}x on the lines, hold {best}, as in the base game.</source>
      <translation>各线共 {m}x 时，保留 {best}，与基础游戏相同。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="261" />
      <source>With {m}x on the lines, hold {best}: the multipliers it earns for the next hand are worth more here than the base game's hold, {base}.</source>
      <translation>各线共 {m}x 时，保留 {best}：它为下一手赢得的倍数在这里比基础游戏的保留 {base} 更有价值。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="274" />
      <source>This deal's best hold changes at a total multiplier of {turns}.</source>
      <translation>这手牌的最佳保留在总倍数 {turns} 处改变。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="288" />
      <source>10 coins</source>
      <translation>10 枚硬币</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="288" />
      <source>5 coins</source>
      <translation>5 枚硬币</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="290" />
      <source>Right bet: at {m}x, {better} a line is the better bet.</source>
      <translation>押注正确：在 {m}x 时，每条线 {better} 是更好的押注。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="293" />
      <source>Wrong bet: at {m}x, {better} a line is the better bet; your bet gave up {loss} coins on average.</source>
      <translation>押注错误：在 {m}x 时，每条线 {better} 是更好的押注；你的押注平均损失了 {loss} 枚硬币。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="65" />
      <source>EV with the wheel's mean prize</source>
      <translation>计入转盘平均奖金的 EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="85" />
      <source>The wheel spun for a natural four of a kind and paid {won} coins.</source>
      <translation>转盘因自然四条而转动，赔付 {won} 枚硬币。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="94" />
      <source>With the wheel, hold {best}, as in the base game.</source>
      <translation>有转盘时，保留 {best}，与基础游戏相同。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="99" />
      <source>With the wheel, hold {best}: its mean prize of {mean} coins on every natural four of a kind makes it better than the base game's hold, {base}.</source>
      <translation>有转盘时，保留 {best}：每次自然四条平均 {mean} 枚硬币的转盘奖金，使它优于基础游戏的保留 {base}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="170" />
      <source>An ordinary deal: no Dream Card this time.</source>
      <translation>普通发牌：这次没有 Dream Card。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="173" />
      <source>Dream Card: the fifth card, {card}, is the machine's choice (the card that makes the best dealt hand).</source>
      <translation>Dream Card：第五张牌 {card} 是机器的选择（组成最佳起手牌的那张）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="180" />
      <source>The best-EV card would be {cards}.</source>
      <translation>EV 最高的牌应是 {cards}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="189" />
      <source>The machine's Dream Card was also the best-EV card; once the cards are set the strategy is the base game's.</source>
      <translation>机器的 Dream Card 也是 EV 最高的牌；牌确定后，策略就是基础游戏的策略。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="193" />
      <source>The machine's Dream Card gives this deal {coins} coins; the best-EV card would give {best}. Once the cards are set the strategy is the base game's.</source>
      <translation>机器的 Dream Card 使这手牌得到 {coins} 枚硬币；EV 最高的牌会得到 {best}。牌确定后，策略就是基础游戏的策略。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="34" />
      <source>Random deals</source>
      <translation>随机发牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="35" />
      <source>Weak spots</source>
      <translation>薄弱环节</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="36" />
      <source>Close calls</source>
      <translation>接近的决策</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="37" />
      <source>My mistakes</source>
      <translation>我的错误</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="70" />
      <source>rule {number}</source>
      <translation>规则 {number}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="71" />
      <source>no rule</source>
      <translation>无规则</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="76" />
      <source>discard all</source>
      <translation>全部弃掉</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="83" />
      <source>{first} or {second}</source>
      <translation>{first} 或 {second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="88" />
      <source>major</source>
      <translation>严重</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="88" />
      <source>minor</source>
      <translation>轻微</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="100" />
      <source>✓ Correct (tied best) — you held {hold}: EV {ev} per coin, the best there is. {n} holds share the best EV.</source>
      <translation>✓ 正确（并列最佳）— 你保留了 {hold}：每枚硬币 EV {ev}，已是最佳。{n} 种保留同为最佳 EV。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="108" />
      <source>✓ Correct — you held {hold}: EV {ev} per coin, the best there is.</source>
      <translation>✓ 正确 — 你保留了 {hold}：每枚硬币 EV {ev}，已是最佳。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="124" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ 错误（{severity}）— 以 {bet} 枚硬币、{lines} 条线计，损失 {cost} 枚硬币（每枚硬币 {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="130" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ 错误（{severity}）— 以 {bet} 枚硬币、{lines} 条线计，损失 {cost} 枚硬币（每枚硬币 {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="138" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin ({per_coin} per coin).</source>
      <translation>✗ 错误（{severity}）— 以 {bet} 枚硬币计，损失 {cost} 枚硬币（每枚硬币 {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="143" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins ({per_coin} per coin).</source>
      <translation>✗ 错误（{severity}）— 以 {bet} 枚硬币计，损失 {cost} 枚硬币（每枚硬币 {per_coin}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="147" />
      <source>You held {hold}: EV {ev} per coin. Best: {best}: EV {best_ev} per coin.</source>
      <translation>你保留了 {hold}：每枚硬币 EV {ev}。最佳：{best}：每枚硬币 EV {best_ev}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="189" />
      <source>cards no rule keeps</source>
      <translation>没有规则保留的牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="193" />
      <source>Chart: {words}, {rule}.</source>
      <translation>策略表：{words}，{rule}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="194" />
      <source>Chart: no rule of the chart plays this hold.</source>
      <translation>策略表：表中没有规则采用这种保留。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="196" />
      <source>You kept {kept}; the best hold here follows no rule of the chart.</source>
      <translation>你保留了 {kept}；这里的最佳保留不符合策略表的任何规则。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="200" />
      <source>You kept {kept}; {words}, {rule}, comes first.</source>
      <translation>你保留了 {kept}；{words}，{rule}，优先。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="207" />
      <source>You kept {kept}, but not the best cards for it.</source>
      <translation>你保留了 {kept}，但不是其中最好的牌。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="208" />
      <source>You kept {kept}; here the best hold is {words}, {rule}, an exception to the chart.</source>
      <translation>你保留了 {kept}；这里的最佳保留是 {words}，{rule}，是策略表的例外。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="216" />
      <source>Reason coming: the strategy chart of this table is still being made; the rules behind this mistake show here when it is ready.</source>
      <translation>原因稍后显示：本牌桌的策略表仍在生成中；准备好后，这次错误背后的规则会显示在这里。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="228" />
      <source>discard everything</source>
      <translation>全部弃掉</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="232" />
      <source>✓ Right by the {rules}-rule chart ({where}).</source>
      <translation>✓ 按 {rules} 条规则的策略表是正确的（{where}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="234" />
      <source>✗ Not what the {rules}-rule chart plays ({where}).</source>
      <translation>✗ 不是 {rules} 条规则的策略表的打法（{where}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="239" />
      <source>The simplification costs {cost} coins here, against optimal play.</source>
      <translation>与最优打法相比，这里的简化损失 {cost} 枚硬币。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="243" />
      <source>Here it plays as well as optimal play.</source>
      <translation>这里它与最优打法一样好。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="257" />
      <source>{coins} more</source>
      <translation>多 {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="259" />
      <source>{coins} less: you were lucky</source>
      <translation>少 {coins}：你运气好</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="261" />
      <source>the same</source>
      <translation>相同</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="265" />
      <source>no win</source>
      <translation>未中奖</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="267" />
      <source>Luck: the best hold would have drawn {cards}, {what} ({verdict}).</source>
      <translation>运气：最佳保留本会换到 {cards}，{what}（{verdict}）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="278" />
      <source>Holding {hold} is a {severity} mistake: it gives up {cost} coins (EV {ev} against {best_ev} per coin).

The best hold is {best}.

Draw anyway?</source>
      <translation>保留 {hold} 是{severity}错误：会放弃 {cost} 枚硬币（每枚硬币 EV {ev}，最佳为 {best_ev}）。

最佳保留是 {best}。

仍要换牌吗？</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="292" />
      <source>The dealt hand already pays: {hand} ({coins} coins), and this hold can end with less. Draw anyway?</source>
      <translation>起手牌已经中奖：{hand}（{coins} 枚硬币），而这种保留可能得到更少。仍要换牌吗？</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="303" />
      <source>{hand} — wins {coins}</source>
      <translation>{hand} — 赢 {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="304" />
      <source>No win</source>
      <translation>未中奖</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="317" />
      <source>{lines} lines — no win</source>
      <translation>{lines} 条线 — 未中奖</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="321" />
      <source>{lines} lines — win {coins}</source>
      <translation>{lines} 条线 — 赢 {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="322" />
      <source>{lines} lines — {winners} win {coins}</source>
      <translation>{lines} 条线 — {winners} 条中奖，赢 {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="336" />
      <source>Dealt {hand}: bonus {coins}</source>
      <translation>起手 {hand}：奖金 {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="366" />
      <source>({lines} lines)</source>
      <translation>（{lines} 条线）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="368" />
      <source>({n} with help, not graded)</source>
      <translation>（{n} 手有帮助，不评分）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="373" />
      <source>{n} of {unaided} unaided ({accuracy})</source>
      <translation>{unaided} 手无帮助中 {n} 手（{accuracy}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="379" />
      <source>computing…</source>
      <translation>计算中…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="384" />
      <source>— (every hand had help)</source>
      <translation>—（每手都有帮助）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="396" />
      <source>{cost} coins</source>
      <translation>{cost} 枚硬币</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="398" />
      <source>{cost} coins ({per_coin} per coin bet)</source>
      <translation>{cost} 枚硬币（每押注一枚硬币 {per_coin}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="403" />
      <source>{mistakes} ({minor} minor, {major} major)</source>
      <translation>{mistakes}（轻微 {minor}，严重 {major}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="410" />
      <source>(and {n} with help, {cost} coins, not counted)</source>
      <translation>（另有 {n} 手有提示，{cost} 枚硬币，不计入）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="419" />
      <source>Hands</source>
      <translation>手数</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="419" />
      <source>Held correctly</source>
      <translation>正确保留</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="421" />
      <source>Mistakes</source>
      <translation>错误</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="423" />
      <source>Credits won/lost</source>
      <translation>赢/输积分</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="430" />
      <source>EV given up</source>
      <translation>放弃的 EV</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="431" />
      <source>Your return</source>
      <translation>你的回报</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="431" />
      <source>Optimal return</source>
      <translation>最优回报</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="437" />
      <source>Paid back</source>
      <translation>返还</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="438" />
      <source>{percent} of the coins bet, luck included</source>
      <translation>押注硬币的 {percent}，含运气成分</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="447" />
      <source>Perfect play</source>
      <translation>完美玩法</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="475" />
      <source>would have won {paid} coins on the same cards (you won {yours}); expected {expected} coins, your holds {expected_yours}</source>
      <translation>用同样的牌会赢 {paid} 枚硬币（你赢了 {yours}）；期望 {expected} 枚硬币，你的保留 {expected_yours}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="480" />
      <source>expected {expected} coins on these deals, your holds {expected_yours}</source>
      <translation>这些发牌的期望为 {expected} 枚硬币，你的保留 {expected_yours}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="500" />
      <source>unknown</source>
      <translation>未知</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="504" />
      <source>hands {hands} ({helped} with help); mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>手数 {hands}（{helped} 手有帮助）；错误 {mistakes}（轻微 {minor}，严重 {major}）；放弃的 EV {cost} 枚硬币；你的回报 {ret}；积分 {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="510" />
      <source>hands {hands}; mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>手数 {hands}；错误 {mistakes}（轻微 {minor}，严重 {major}）；放弃的 EV {cost} 枚硬币；你的回报 {ret}；积分 {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="522" />
      <source>Start a new session with seed {seed}? This session's 1 hand stays in your history; the statistics start again from zero.</source>
      <translation>用种子 {seed} 开始新的练习？本次练习的 1 手牌会留在你的历史记录中；统计将从零开始。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="527" />
      <source>Start a new session with seed {seed}? This session's {n} hands stay in your history; the statistics start again from zero.</source>
      <translation>用种子 {seed} 开始新的练习？本次练习的 {n} 手牌会留在你的历史记录中；统计将从零开始。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="534" />
      <source>Start a new session with random deals? This session's 1 hand stays in your history; the statistics start again from zero.</source>
      <translation>用随机发牌开始新的练习？本次练习的 1 手牌会留在你的历史记录中；统计将从零开始。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="538" />
      <source>Start a new session with random deals? This session's {n} hands stay in your history; the statistics start again from zero.</source>
      <translation>用随机发牌开始新的练习？本次练习的 {n} 手牌会留在你的历史记录中；统计将从零开始。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="564" />
      <source>seed {seed}</source>
      <translation>种子 {seed}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="564" />
      <source>random deals</source>
      <translation>随机发牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="568" />
      <source>Optimal return: computing… · {drill}</source>
      <translation>最优回报：计算中… · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="569" />
      <source>optimal return: computing…, {drill}</source>
      <translation>最优回报：计算中…，{drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="573" />
      <source>Optimal {ret} · {drill}</source>
      <translation>最优 {ret} · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="574" />
      <source>optimal {ret}, {drill}</source>
      <translation>最优 {ret}，{drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="591" />
      <source>{Rule}, the wrong cards of it, played</source>
      <translation>{Rule}，但留错了牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="593" />
      <source>A hold no rule keeps, the wrong cards of it, played</source>
      <translation>没有规则保留的牌，且留错了牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="595" />
      <source>{Rule} played over {over}</source>
      <translation>打了 {Rule} 而不是 {over}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="599" />
      <source>A hold no rule keeps played over {over}</source>
      <translation>打了没有规则保留的牌而不是 {over}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="601" />
      <source>{head}: {times} time, {cost} coins</source>
      <translation>{head}：{times} 次，{cost} 枚硬币</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="602" />
      <source>{head}: {times} times, {cost} coins</source>
      <translation>{head}：{times} 次，{cost} 枚硬币</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="616" />
      <source>It is another program's file and was left untouched: move or rename it, and vptrainer starts a new history.</source>
      <translation>这是其他程序的文件，未做改动：将其移走或改名，vptrainer 会开始新的历史记录。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="620" />
      <source>It was written by a newer vptrainer and was left untouched: update vptrainer to go on with it.</source>
      <translation>它由更新版本的 vptrainer 写入，未做改动：请更新 vptrainer 以继续使用。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="624" />
      <source>It is damaged and was left untouched: restore a backup, or move it away to start a new history.</source>
      <translation>它已损坏，未做改动：请恢复备份，或将其移走以开始新的历史记录。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="628" />
      <source>It cannot be written here: make the file and its folder writable (it is not damaged, and nothing was changed).</source>
      <translation>无法在此写入：请让该文件及其文件夹可写（文件没有损坏，也没有任何改动）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="632" />
      <source>A folder is where the history file should be: rename or remove it.</source>
      <translation>历史记录文件的位置上是一个文件夹：请将其改名或删除。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="633" />
      <source>It holds SQL that runs by itself (someone else's triggers or views) and was left untouched: move it away to start a new history.</source>
      <translation>它含有会自行运行的 SQL（他人的触发器或视图），未做改动：请将其移走以开始新的历史记录。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="637" />
      <source>It could not be used: check the disk and the folder's permissions.</source>
      <translation>无法使用：请检查磁盘和文件夹的权限。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="648" />
      <source>History is off: {error}. {advice} Practice goes on, but hands are not saved.</source>
      <translation>历史记录已关闭：{error}。{advice} 练习会继续，但不会保存牌局。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="66" />
      <source>a hint</source>
      <translation>提示</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="67" />
      <source>a warning</source>
      <translation>警告</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="68" />
      <source>a replay</source>
      <translation>重玩</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="69" />
      <source>none</source>
      <translation>无</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="71" />
      <source>Hold the cards you want (click them or press 1–5), then draw (Enter or Space).</source>
      <translation>保留你想要的牌（点击牌或按 1–5），然后换牌（Enter 或空格）。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="90" />
      <source>Dealt: {hand}</source>
      <translation>起手：{hand}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="362" />
      <source>Weak spots: reading your history…</source>
      <translation>薄弱环节：正在读取你的历史记录…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="365" />
      <source>Weak spots: none waiting (random deals until you miss one)</source>
      <translation>薄弱环节：暂无待练（随机发牌，直到你打错一手）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="366" />
      <source>Weak spots: {n} waiting, next {situation}</source>
      <translation>薄弱环节：{n} 个待练，下一个 {situation}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="372" />
      <source>My mistakes: reading your history…</source>
      <translation>我的错误：正在读取你的历史记录…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="373" />
      <source>My mistakes: {n} to play right</source>
      <translation>我的错误：{n} 手待打对</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="375" />
      <source>two best holds within {margin} per coin</source>
      <translation>两个最佳保留相差不超过每枚硬币 {margin}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="377" />
      <source>Close calls ({within}): finding them…</source>
      <translation>接近的决策（{within}）：正在查找…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="378" />
      <source>Close calls: {n} kinds of deal, {within}</source>
      <translation>接近的决策：{n} 种发牌，{within}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="398" />
      <source>My mistakes: none left to replay; a random deal.</source>
      <translation>我的错误：没有可重玩的了；随机发牌。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="403" />
      <source>My mistakes: {n} to play right.</source>
      <translation>我的错误：{n} 手待打对。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="411" />
      <source>Close call: this deal's best hold changes with the multipliers.</source>
      <translation>接近的决策：这手牌的最佳保留随倍数而变。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="415" />
      <source>Close calls: not ready; a random deal.</source>
      <translation>接近的决策：尚未就绪；随机发牌。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="416" />
      <source>Close call.</source>
      <translation>接近的决策。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="421" />
      <source>Weak spots: none waiting; a random deal.</source>
      <translation>薄弱环节：暂无待练；随机发牌。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="428" />
      <source>Weak spot: {situation}.</source>
      <translation>薄弱环节：{situation}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="495" />
      <source>Draw away a paying hand?</source>
      <translation>要弃掉已中奖的牌吗？</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="498" />
      <source>Strategy mistake</source>
      <translation>策略错误</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="527" />
      <source>no rule of the chart</source>
      <translation>策略表中没有规则</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="529" />
      <source>Hint: the best hold here follows {where}.</source>
      <translation>提示：这里的最佳保留遵循 {where}。</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="554" />
      <source>Against optimal play: {grade}</source>
      <translation>与最优打法相比：{grade}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="563" />
      <source>(Played with help — {help}: not counted in your accuracy or your return.)</source>
      <translation>（有帮助的牌局 — {help}：不计入你的准确率和回报。）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="21" />
      <source>ace</source>
      <translation>A</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="22" />
      <source>king</source>
      <translation>K</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="23" />
      <source>queen</source>
      <translation>Q</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="24" />
      <source>jack</source>
      <translation>J</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="25" />
      <source>ten</source>
      <translation>十</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="28" />
      <source>deuces</source>
      <translation>百搭2</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="29" />
      <source>jokers</source>
      <translation>王牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="30" />
      <source>wild cards</source>
      <translation>百搭牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="64" />
      <source>any of the hands named (the best one when a hand fits several)</source>
      <translation>所列牌型中的任意一种（一手牌符合多种时取最好的）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="67" />
      <source>commas</source>
      <translation>逗号</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="69" />
      <source>a list: the words before the first item go for every item</source>
      <translation>列表：第一项前面的词适用于每一项</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="71" />
      <source>straight flush</source>
      <translation>同花顺</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="72" />
      <source>royal flush</source>
      <translation>皇家同花顺</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="74" />
      <source>natural</source>
      <translation>天然</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="76" />
      <source>without {wilds}</source>
      <translation>不含{wilds}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="79" />
      <source>wild royal flush</source>
      <translation>百搭皇家同花顺</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="81" />
      <source>a royal flush with at least one of the {wilds}</source>
      <translation>至少含一张{wilds}的皇家同花顺</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="84" />
      <source>N to a hand</source>
      <translation>N 张听牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="87" />
      <source>that many cards of the hand held, {wilds} included</source>
      <translation>保留该牌型的这么多张牌，{wilds}也计算在内</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="89" />
      <source>that many cards of the hand held</source>
      <translation>保留该牌型的这么多张牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="92" />
      <source>suited</source>
      <translation>同花</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="92" />
      <source>all of one suit</source>
      <translation>全部同一花色</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="93" />
      <source>unsuited</source>
      <translation>非同花</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="93" />
      <source>not all of one suit</source>
      <translation>不全是同一花色</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="95" />
      <source>high cards</source>
      <translation>高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="97" />
      <source>cards of {ranks}</source>
      <translation>{ranks} 的牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="100" />
      <source>high pair</source>
      <translation>高对</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="102" />
      <source>a pair of {ranks}</source>
      <translation>{ranks} 的对子</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="105" />
      <source>low pair</source>
      <translation>低对</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="107" />
      <source>a pair below {ranks}</source>
      <translation>低于 {ranks} 的对子</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="110" />
      <source>outside</source>
      <translation>两头</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="112" />
      <source>four in a row, open at both ends (not A-2-3-4 or J-Q-K-A)</source>
      <translation>四张连续、两端都开口（不是 A-2-3-4 或 J-Q-K-A）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="115" />
      <source>inside</source>
      <translation>卡</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="117" />
      <source>one rank missing, or four in a row at an end (A-2-3-4, J-Q-K-A)</source>
      <translation>中间缺一个点数，或在一端的四张连续（A-2-3-4、J-Q-K-A）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="120" />
      <source>gaps</source>
      <translation>缺口</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="122" />
      <source>ranks missing inside the cards held, plus one for each end of the deck that cuts the straights short (A-2-3 and Q-K-A have 2, as the Wizard of Odds counts)</source>
      <translation>所留牌之间缺少的点数，牌的两端每截短一次顺子再加一（A-2-3 和 Q-K-A 为 2，按 Wizard of Odds 的算法）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="128" />
      <source>span</source>
      <translation>跨度</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="130" />
      <source>the ranks from the lowest card held to the highest, the ace high or low, both counted</source>
      <translation>从所留最小的牌到最大的牌的点数个数，两端都算，A 可大可小</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="135" />
      <source>ranks</source>
      <translation>点数</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="137" />
      <source>every card held (not wild) is of these ranks</source>
      <translation>所留的每张牌（非百搭）都是这些点数</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="140" />
      <source>highest/lowest rank</source>
      <translation>最高/最低点数</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="142" />
      <source>of the cards held (not wild), the ace low when the cards fit a straight only so</source>
      <translation>所留的牌（非百搭）中，只有 A 当 1 才能成顺时 A 算小</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="147" />
      <source>only</source>
      <translation>仅</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="147" />
      <source>those cards alone, the others discarded</source>
      <translation>只留这些牌，其余弃掉</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="150" />
      <source>pick the lowest/highest</source>
      <translation>取最小/最大的</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="152" />
      <source>of several holds that fit, the lowest (or highest) ranks</source>
      <translation>符合的几种留牌中，取点数最小（或最大）的</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="155" />
      <source>penalty card</source>
      <translation>惩罚牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="157" />
      <source>a discarded card that lowers the value of a hold: a rule may play only with or without one</source>
      <translation>降低留牌价值的弃牌：规则可能只在有或没有这种牌时适用</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="163" />
      <source>flush card (fp)</source>
      <translation>同花牌 (fp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="165" />
      <source>a discarded card of the suit of the cards held</source>
      <translation>与所留牌同花色的弃牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="168" />
      <source>straight card (sp)</source>
      <translation>顺子牌 (sp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="170" />
      <source>a discarded card of a new rank that fits a straight with the cards held</source>
      <translation>点数新、能与所留牌组成顺子的弃牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="175" />
      <source>discarded high card (hp)</source>
      <translation>弃掉的高牌 (hp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="177" />
      <source>a discarded card of {ranks}</source>
      <translation>弃掉的 {ranks} 的牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="182" />
      <source>a discarded card of a rank missing inside the cards held</source>
      <translation>弃牌中有所留牌之间缺少的点数</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="187" />
      <source>the card held has the fewest straight cards among the discards</source>
      <translation>所留的牌在弃牌中的顺子牌最少</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="192" />
      <source>in brackets: none of the discards is that</source>
      <translation>方括号中：弃牌中没有这种牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="197" />
      <source>in brackets: at least one of the discards is that</source>
      <translation>方括号中：弃牌中至少有一张这种牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="200" />
      <source>discarded ranks</source>
      <translation>弃掉的点数</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="202" />
      <source>a card of that rank among the discards</source>
      <translation>弃牌中有该点数的牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="205" />
      <source>of one suit</source>
      <translation>同一花色</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="207" />
      <source>the discards include one card of each rank named, all of one suit</source>
      <translation>弃牌中所列每个点数各有一张，且都是同一花色</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="212" />
      <source>a discard of a suit of the cards held, or of none of them</source>
      <translation>弃牌的花色是所留牌的花色之一，或都不是</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="215" />
      <source>kicker</source>
      <translation>踢脚牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="217" />
      <source>the fifth card, held with the four (or three) of a kind</source>
      <translation>与四条（或三条）一起保留的第五张牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="220" />
      <source>from a deal with</source>
      <translation>发牌中有</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="222" />
      <source>the deal has exactly that many {wilds}</source>
      <translation>发牌中恰好有这么多张{wilds}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="227" />
      <source>when no rule fits, draw five new cards</source>
      <translation>没有规则符合时，换五张新牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="249" />
      <source>Headings</source>
      <translation>标题</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="250" />
      <source>a heading's rules play only the deals with that many {wilds}, and hold them all unless a rule says otherwise</source>
      <translation>标题下的规则只适用于有这么多张{wilds}的发牌，除非规则另有说明，这些牌全部保留</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="47" />
      <source>deuce</source>
      <translation>百搭2</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="48" />
      <source>joker</source>
      <translation>王牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="49" />
      <source>wild card</source>
      <translation>百搭牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="50" />
      <source>gap</source>
      <translation>缺口</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="51" />
      <source>card</source>
      <translation>牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="51" />
      <source>cards</source>
      <translation>牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="52" />
      <source>three</source>
      <translation>三</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="53" />
      <source>four</source>
      <translation>四</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="54" />
      <source>five</source>
      <translation>五</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="55" />
      <source>six</source>
      <translation>六</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="56" />
      <source>seven</source>
      <translation>七</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="57" />
      <source>eight</source>
      <translation>八</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="58" />
      <source>nine</source>
      <translation>九</translation>
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
      <translation>J</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="78" />
      <source>queens</source>
      <translation>Q</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="79" />
      <source>kings</source>
      <translation>K</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="80" />
      <source>aces</source>
      <translation>A</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="84" />
      <source>pair</source>
      <translation>对子</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="85" />
      <source>two pair</source>
      <translation>两对</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="86" />
      <source>three of a kind</source>
      <translation>三条</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="87" />
      <source>straight</source>
      <translation>顺子</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="88" />
      <source>flush</source>
      <translation>同花</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="89" />
      <source>full house</source>
      <translation>葫芦</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="90" />
      <source>four of a kind</source>
      <translation>四条</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="93" />
      <source>five of a kind</source>
      <translation>五条</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="118" />
      <source>no {noun}</source>
      <translation>没有{noun}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="121" />
      <source>{n} or more {noun}</source>
      <translation>{n} 或更多{noun}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="128" />
      <source>{first} and {second}</source>
      <translation>{first}和{second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="140" />
      <source>the joker</source>
      <translation>王牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="140" />
      <source>no joker</source>
      <translation>没有王牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="172" />
      <source>flush card</source>
      <translation>同花牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="172" />
      <source>flush cards</source>
      <translation>同花牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="173" />
      <source>straight card</source>
      <translation>顺子牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="173" />
      <source>straight cards</source>
      <translation>顺子牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="174" />
      <source>high card</source>
      <translation>高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="187" />
      <source>a discarded {what}</source>
      <translation>弃掉 1 张{what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="188" />
      <source>{n} or more discarded {what}</source>
      <translation>弃掉 {n} 张或更多{what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="192" />
      <source>no discarded {what}</source>
      <translation>不弃{what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="193" />
      <source>{n} discarded {what}</source>
      <translation>弃掉 {n} 张{what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="196" />
      <source>{lo}-{hi} discarded {what}</source>
      <translation>弃掉 {lo}-{hi} 张{what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="203" />
      <source>{n} high card</source>
      <translation>{n} 张高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="207" />
      <source>{n} suited high card</source>
      <translation>{n} 张同花高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="208" />
      <source>{n} suited high cards</source>
      <translation>{n} 张同花高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="210" />
      <source>{n} unsuited high card</source>
      <translation>{n} 张非同花高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="211" />
      <source>{n} unsuited high cards</source>
      <translation>{n} 张非同花高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="220" />
      <source>natural royal flush</source>
      <translation>天然皇家同花顺</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="225" />
      <source>inside {draw}</source>
      <translation>卡{draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="227" />
      <source>outside {draw}</source>
      <translation>两头{draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="253" />
      <source>suited {ranks}</source>
      <translation>同花 {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="254" />
      <source>unsuited {ranks}</source>
      <translation>非同花 {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="260" />
      <source>{n} to an {draw}</source>
      <translation>{n} 张{draw}听牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="261" />
      <source>{n} to a {draw}</source>
      <translation>{n} 张{draw}听牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="272" />
      <source>pair of {ranks}</source>
      <translation>一对{ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="276" />
      <source>three of a kind of {ranks}</source>
      <translation>三条{ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="278" />
      <source>four of a kind of {ranks}</source>
      <translation>四条{ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="280" />
      <source>five of a kind of {ranks}</source>
      <translation>五条{ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="284" />
      <source>three {ranks}</source>
      <translation>三条{ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="286" />
      <source>four {ranks}</source>
      <translation>四条{ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="288" />
      <source>five {ranks}</source>
      <translation>五条{ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="305" />
      <source>a span of {n}</source>
      <translation>跨度 {n}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="307" />
      <source>a span of {n} or more</source>
      <translation>跨度 {n} 或以上</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="308" />
      <source>a span of {lo}-{hi}</source>
      <translation>跨度 {lo}-{hi}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="315" />
      <source>an {rank}</source>
      <translation>一张 {rank}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="317" />
      <source>a {rank}</source>
      <translation>一张 {rank}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="322" />
      <source>spades</source>
      <translation>黑桃</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="323" />
      <source>hearts</source>
      <translation>红心</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="324" />
      <source>diamonds</source>
      <translation>方块</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="325" />
      <source>clubs</source>
      <translation>梅花</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="346" />
      <source>a kicker</source>
      <translation>一张踢脚牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="350" />
      <source>an {ranks} kicker</source>
      <translation>一张 {ranks} 踢脚牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="352" />
      <source>a {ranks} kicker</source>
      <translation>一张 {ranks} 踢脚牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="362" />
      <source>the highest rank {ranks}</source>
      <translation>最高点数 {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="364" />
      <source>the lowest rank {ranks}</source>
      <translation>最低点数 {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="370" />
      <source>ranks {ranks}</source>
      <translation>点数 {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="374" />
      <source>{hold} in {suits}</source>
      <translation>{suits}的{hold}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="376" />
      <source>{hold} with {conditions}</source>
      <translation>{hold}（{conditions}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="381" />
      <source>{hold} from a deal with {wilds}</source>
      <translation>{hold}（发牌中有{wilds}）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="387" />
      <source>{hold} (pick the lowest)</source>
      <translation>{hold}（取最小的）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="389" />
      <source>{hold} (pick the highest)</source>
      <translation>{hold}（取最大的）</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="397" />
      <source>no high cards</source>
      <translation>没有高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="400" />
      <source>{n} high cards</source>
      <translation>{n} 张高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="402" />
      <source>{n} or more high cards</source>
      <translation>{n} 张或更多高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="403" />
      <source>{lo}-{hi} high cards</source>
      <translation>{lo}-{hi} 张高牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="449" />
      <source>{hand} or better</source>
      <translation>{hand}或更好</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="484" />
      <source>{ranks} only</source>
      <translation>仅 {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="530" />
      <source>Deals without {noun}</source>
      <translation>发牌中没有{noun}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="532" />
      <source>Deals without the joker</source>
      <translation>发牌中没有王牌</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="534" />
      <source>Deals with {wilds}</source>
      <translation>发牌中有{wilds}</translation>
    </message>
  </context>
</TS>
