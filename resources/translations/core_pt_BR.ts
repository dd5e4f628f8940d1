<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
  <context>
    <name>core</name>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="41" />
      <source>{n} bet</source>
      <translation>{n} aposta</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="42" />
      <source>{n} bets</source>
      <translation>{n} apostas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="110" />
      <source>Long-run risk of ruin: 100% for any bankroll. The return plus {cash} cash back is {total}, at most 100%: the expected result of every hand is a loss, so played long enough every bankroll is lost. More cash back changes that; a session's odds are finite (the Session page).</source>
      <translation>Risco de ruína a longo prazo: 100% para qualquer banca. O retorno mais {cash} de cashback é {total}, no máximo 100%: o resultado esperado de cada mão é uma perda, então, jogando por tempo suficiente, qualquer banca é perdida. Mais cashback muda isso; as chances de uma sessão são finitas (a página Sessão).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="117" />
      <source>Long-run risk of ruin: 100% for any bankroll. The return is {total}, at most 100%: the expected result of every hand is a loss, so played long enough every bankroll is lost. More cash back changes that; a session's odds are finite (the Session page).</source>
      <translation>Risco de ruína a longo prazo: 100% para qualquer banca. O retorno é {total}, no máximo 100%: o resultado esperado de cada mão é uma perda, então, jogando por tempo suficiente, qualquer banca é perdida. Mais cashback muda isso; as chances de uma sessão são finitas (a página Sessão).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="132" />
      <source>No round can lose (edge {edge} a bet): the risk of ruin is 0.</source>
      <translation>Nenhuma rodada pode perder (vantagem de {edge} por aposta): o risco de ruína é 0.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/bankroll/texts.py" line="133" />
      <source>Return plus cash back {ret} (edge {edge} a bet). The risk of ever losing a bankroll of B bets is r^B with r = {r}.</source>
      <translation>Retorno mais cashback {ret} (vantagem de {edge} por aposta). O risco de algum dia perder uma banca de B apostas é r^B, com r = {r}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="192" />
      <source>unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s, or Jk for the joker</source>
      <translation>carta desconhecida {bad} (carta {n}); use um valor 2-9, T (ou 10), J, Q, K, A e um naipe c, d, h, s, ou Jk para o coringa</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="200" />
      <source>unknown card {bad} (card {n}); use a rank 2-9, T (or 10), J, Q, K, A and a suit c, d, h, s</source>
      <translation>carta desconhecida {bad} (carta {n}); use um valor 2-9, T (ou 10), J, Q, K, A e um naipe c, d, h, s</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="211" />
      <source>card {n} is the joker ({token}), but this game has no joker</source>
      <translation>a carta {n} é o coringa ({token}), mas este jogo não tem coringa</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="221" />
      <source>duplicate card Jk (cards {first} and {second}); this game has one joker</source>
      <translation>carta repetida Jk (cartas {first} e {second}); este jogo tem um coringa</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="230" />
      <source>card {n} is a third joker ({token}), but this game has two</source>
      <translation>a carta {n} é um terceiro coringa ({token}), mas este jogo tem dois</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="240" />
      <source>duplicate card {card} (cards {first} and {second})</source>
      <translation>carta repetida {card} (cartas {first} e {second})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="252" />
      <source>expected {expected} cards, got {got}</source>
      <translation>esperava {expected} cartas, recebeu {got}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="285" />
      <source>a hand is five cards, got {n}</source>
      <translation>uma mão tem cinco cartas, recebeu {n}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="288" />
      <source>this game has no joker (52-card deck)</source>
      <translation>este jogo não tem coringa (baralho de 52 cartas)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/cards.py" line="294" />
      <source>duplicate card {card} in {cards}</source>
      <translation>carta repetida {card} em {cards}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="89" />
      <source>{where}: pay must be a number, got {value}</source>
      <translation>{where}: o pagamento deve ser um número, recebeu {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="106" />
      <source>{where}: pay must be a finite number, got {value}</source>
      <translation>{where}: o pagamento deve ser um número finito, recebeu {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="144" />
      <source>{where}: pay {value} is not a finite number of at most {most}</source>
      <translation>{where}: o pagamento {value} não é um número finito de no máximo {most}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="157" />
      <source>{where}: pay must not be negative, got {value}</source>
      <translation>{where}: o pagamento não pode ser negativo, recebeu {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="163" />
      <source>{where}: pay {value} is too large (at most {most})</source>
      <translation>{where}: o pagamento {value} é grande demais (no máximo {most})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/pays.py" line="172" />
      <source>{where}: pay {value} has too many decimal places (at most 6)</source>
      <translation>{where}: o pagamento {value} tem casas decimais demais (no máximo 6)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="118" />
      <source>wild: give either the shorthand wild = {wild} or {keys}, not both</source>
      <translation>wild: informe o atalho wild = {wild} ou {keys}, não os dois</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="131" />
      <source>wild: unknown value {value}; use "none", "deuces" or "joker" (or jokers, wild_ranks and wild_cards)</source>
      <translation>wild: valor desconhecido {value}; use "none", "deuces" ou "joker" (ou jokers, wild_ranks e wild_cards)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="141" />
      <source>jokers: must be 0, 1 or 2, got {value}</source>
      <translation>jokers: deve ser 0, 1 ou 2, recebeu {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="150" />
      <source>{key}: must be text such as {example}, got {value}</source>
      <translation>{key}: deve ser um texto como {example}, recebeu {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="168" />
      <source>natural_in_place: must be true or false, got {value}</source>
      <translation>natural_in_place: deve ser true ou false, recebeu {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="184" />
      <source>{section}: must be a table of category = pay lines ({hint})</source>
      <translation>{section}: deve ser uma tabela de linhas categoria = pagamento ({hint})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="192" />
      <source>{section}: {n} lines; a table lists at most {most}</source>
      <translation>{section}: {n} linhas; uma tabela lista no máximo {most}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="206" />
      <source>unknown key {key}; valid keys: {keys}</source>
      <translation>chave desconhecida {key}; chaves válidas: {keys}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="215" />
      <source>schema_version: must be a whole number &gt;= 1, got {value}</source>
      <translation>schema_version: deve ser um número inteiro &gt;= 1, recebeu {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="219" />
      <source>schema_version: {version} is newer than this vptrainer reads ({known}); update vptrainer</source>
      <translation>schema_version: {version} é mais novo do que este vptrainer lê ({known}); atualize o vptrainer</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="228" />
      <source>name: must be non-empty text, got {value}</source>
      <translation>name: deve ser um texto não vazio, recebeu {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="232" />
      <source>{key}: must be text</source>
      <translation>{key}: deve ser texto</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="241" />
      <source>published_return: must be a return such as 0.995439, got {value}</source>
      <translation>published_return: deve ser um retorno como 0.995439, recebeu {value}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="271" />
      <source>{where}: missing {key}</source>
      <translation>{where}: falta {key}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="296" />
      <source>{where}: in a game with wild cards a four-of-a-kind split is paid on natural cards; add natural = true</source>
      <translation>{where}: num jogo com curingas, uma divisão da quadra é paga com cartas naturais; acrescente natural = true</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="315" />
      <source>{where}: the same split is listed twice</source>
      <translation>{where}: a mesma divisão aparece duas vezes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="346" />
      <source>short.{key}: not a line of [pays]; a short pay changes a listed line's pay below max bet (lines: {lines})</source>
      <translation>short.{key}: não é uma linha de [pays]; um pagamento reduzido muda o pagamento de uma linha listada abaixo da aposta máxima (linhas: {lines})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="371" />
      <source>too large for {what} ({n} characters; at most {most})</source>
      <translation>grande demais para {what} ({n} caracteres; no máximo {most})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="373" />
      <source>a pay table</source>
      <translation>uma tabela de pagamento</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="464" />
      <source>{where}: not valid TOML: {problem}</source>
      <translation>{where}: TOML inválido: {problem}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/games/tomlfile.py" line="473" />
      <source>{where}: too deeply nested or too large for a pay table</source>
      <translation>{where}: aninhado demais ou grande demais para uma tabela de pagamento</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="29" />
      <source>Super Times Pay plays with the base game's strategy: its multiplier lands before the deal and changes no hold. You practise the base game here, paid as the base game.</source>
      <translation>Super Times Pay se joga com a estratégia do jogo base: o multiplicador sai antes da distribuição e não muda nenhum hold. Aqui você treina o jogo base, pago como o jogo base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="41" />
      <source>Hot Roll plays with the base game's strategy: the dice multiply a whole game and change no hold. You practise the base game here, paid as the base game.</source>
      <translation>Hot Roll se joga com a estratégia do jogo base: os dados multiplicam um jogo inteiro e não mudam nenhum hold. Aqui você treina o jogo base, pago como o jogo base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="52" />
      <source>Big Times Draw plays with the base game's strategy: the multiplier is set before the hold and multiplies every hold alike. You practise the base game here, paid as the base game.</source>
      <translation>Big Times Draw se joga com a estratégia do jogo base: o multiplicador é definido antes do hold e multiplica todos os holds igualmente. Aqui você treina o jogo base, pago como o jogo base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="64" />
      <source>Spin Poker plays with the base game's strategy: its nine paylines share one deck and change the swings, not the best hold. You practise the base game here, paid as the base game.</source>
      <translation>Spin Poker se joga com a estratégia do jogo base: suas nove linhas de pagamento compartilham um baralho e mudam as oscilações, não o melhor hold. Aqui você treina o jogo base, pago como o jogo base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="73" />
      <source>Standard play</source>
      <translation>Jogo padrão</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="99" />
      <source>Ultimate X: 10 coins a line. A line's win earns it a multiplier for the next hand; holds are graded at the lines' total multiplier.</source>
      <translation>Ultimate X: 10 moedas por linha. O prêmio de uma linha lhe dá um multiplicador para a próxima mão; os holds são avaliados pelo multiplicador total das linhas.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="103" />
      <source>Multi-Strike: four levels at 1x, 2x, 4x and 8x, bet together. A win or a free ride moves you up; each level is graded against its own optimal hold.</source>
      <translation>Multi-Strike: quatro níveis de 1x, 2x, 4x e 8x, apostados juntos. Um prêmio ou um free ride faz você subir; cada nível é avaliado contra o seu próprio hold ótimo.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="107" />
      <source>Wheel Poker: 6 coins a line. A natural four of a kind spins the wheel; the wheel's mean prize changes the best hold, and grades count it.</source>
      <translation>Wheel Poker: 6 moedas por linha. Uma quadra natural gira a roda; o prêmio médio da roda muda o melhor hold, e as avaliações o levam em conta.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/catalog.py" line="111" />
      <source>Dream Card: 10 coins a line. On a Dream Card deal the fifth card is the machine's choice; the strategy is then the base game's.</source>
      <translation>Dream Card: 10 moedas por linha. Numa distribuição com Dream Card, a quinta carta é escolhida pela máquina; a estratégia então é a do jogo base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/common.py" line="79" />
      <source>{game} is not solved for {table} yet; wait a moment</source>
      <translation>{game} ainda não foi resolvido para {table}; aguarde um momento</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/common.py" line="147" />
      <source>the base game's EVs</source>
      <translation>os EVs do jogo base</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="108" />
      <source>value on level {level}, the next level counted</source>
      <translation>valor no nível {level}, contando o próximo nível</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="114" />
      <source>Level {level} of {levels} pays {m}x.</source>
      <translation>O nível {level} de {levels} paga {m}x.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="121" />
      <source>Free ride: you move up a level whatever you draw.</source>
      <translation>Free ride: você sobe um nível, não importa o que comprar.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="123" />
      <source>A paying hand moves you up a level.</source>
      <translation>Uma mão premiada faz você subir um nível.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="136" />
      <source>On level {level}, hold {best}, as in the base game.</source>
      <translation>No nível {level}, segure {best}, como no jogo base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/multi_strike.py" line="141" />
      <source>On level {level}, hold {best}: a paying hand is worth {bets} bets more here (the next level's value), so the hold most likely to pay gains.</source>
      <translation>No nível {level}, segure {best}: uma mão premiada vale {bets} apostas a mais aqui (o valor do próximo nível), então ganha o hold com mais chance de pagar.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="54" />
      <source>{some} and {last}</source>
      <translation>{some} e {last}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="216" />
      <source>value at {m}x per coin of a line, 5 coins a line</source>
      <translation>valor a {m}x por moeda de uma linha, 5 moedas por linha</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="219" />
      <source>value at {m}x per coin of a line, the next hand's multipliers counted</source>
      <translation>valor a {m}x por moeda de uma linha, contando os multiplicadores da próxima mão</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="227" />
      <source>The line carries {m}x into this hand.</source>
      <translation>A linha leva {m}x para esta mão.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="229" />
      <source>The {lines} lines carry {multipliers} into this hand: a total multiplier of {m}x.</source>
      <translation>As {lines} linhas levam {multipliers} para esta mão: um multiplicador total de {m}x.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="236" />
      <source>You bet 5 coins a line: the wins are multiplied, no new multiplier is earned.</source>
      <translation>Você apostou 5 moedas por linha: os prêmios são multiplicados, nenhum novo multiplicador é ganho.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="253" />
      <source>With {m}x on the lines and 5 coins a line, hold {best}.</source>
      <translation>Com {m}x nas linhas e 5 moedas por linha, segure {best}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="257" />
      <source>With {m}x on the lines, hold {best}, as in the base game.</source>
      <translation>Com {m}x nas linhas, segure {best}, como no jogo base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="261" />
      <source>With {m}x on the lines, hold {best}: the multipliers it earns for the next hand are worth more here than the base game's hold, {base}.</source>
      <translation>Com {m}x nas linhas, segure {best}: os multiplicadores que ele rende para a próxima mão valem mais aqui do que o hold do jogo base, {base}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="274" />
      <source>This deal's best hold changes at a total multiplier of {turns}.</source>
      <translation>O melhor hold desta distribuição muda com um multiplicador total de {turns}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="288" />
      <source>10 coins</source>
      <translation>10 moedas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="288" />
      <source>5 coins</source>
      <translation>5 moedas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="290" />
      <source>Right bet: at {m}x, {better} a line is the better bet.</source>
      <translation>Aposta certa: a {m}x, {better} por linha é a melhor aposta.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/ultimate_x.py" line="293" />
      <source>Wrong bet: at {m}x, {better} a line is the better bet; your bet gave up {loss} coins on average.</source>
      <translation>Aposta errada: a {m}x, {better} por linha é a melhor aposta; sua aposta perdeu {loss} moedas em média.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="65" />
      <source>EV with the wheel's mean prize</source>
      <translation>EV com o prêmio médio da roda</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="85" />
      <source>The wheel spun for a natural four of a kind and paid {won} coins.</source>
      <translation>A roda girou por uma quadra natural e pagou {won} moedas.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="94" />
      <source>With the wheel, hold {best}, as in the base game.</source>
      <translation>Com a roda, segure {best}, como no jogo base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="99" />
      <source>With the wheel, hold {best}: its mean prize of {mean} coins on every natural four of a kind makes it better than the base game's hold, {base}.</source>
      <translation>Com a roda, segure {best}: o prêmio médio de {mean} moedas a cada quadra natural o torna melhor que o hold do jogo base, {base}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="170" />
      <source>An ordinary deal: no Dream Card this time.</source>
      <translation>Uma distribuição comum: sem Dream Card desta vez.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="173" />
      <source>Dream Card: the fifth card, {card}, is the machine's choice (the card that makes the best dealt hand).</source>
      <translation>Dream Card: a quinta carta, {card}, é a escolha da máquina (a carta que forma a melhor mão servida).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="180" />
      <source>The best-EV card would be {cards}.</source>
      <translation>A carta de maior EV seria {cards}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="189" />
      <source>The machine's Dream Card was also the best-EV card; once the cards are set the strategy is the base game's.</source>
      <translation>A Dream Card da máquina também era a carta de maior EV; definidas as cartas, a estratégia é a do jogo base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/games/wheel_dream.py" line="193" />
      <source>The machine's Dream Card gives this deal {coins} coins; the best-EV card would give {best}. Once the cards are set the strategy is the base game's.</source>
      <translation>A Dream Card da máquina dá a esta distribuição {coins} moedas; a carta de maior EV daria {best}. Definidas as cartas, a estratégia é a do jogo base.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="34" />
      <source>Random deals</source>
      <translation>Mãos aleatórias</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="35" />
      <source>Weak spots</source>
      <translation>Pontos fracos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="36" />
      <source>Close calls</source>
      <translation>Decisões apertadas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="37" />
      <source>My mistakes</source>
      <translation>Meus erros</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="70" />
      <source>rule {number}</source>
      <translation>regra {number}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/situations.py" line="71" />
      <source>no rule</source>
      <translation>nenhuma regra</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="76" />
      <source>discard all</source>
      <translation>descartar tudo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="83" />
      <source>{first} or {second}</source>
      <translation>{first} ou {second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="88" />
      <source>major</source>
      <translation>grave</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="88" />
      <source>minor</source>
      <translation>leve</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="100" />
      <source>✓ Correct (tied best) — you held {hold}: EV {ev} per coin, the best there is. {n} holds share the best EV.</source>
      <translation>✓ Correto (empate no melhor) — você segurou {hold}: EV {ev} por moeda, o melhor possível. {n} holds dividem o melhor EV.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="108" />
      <source>✓ Correct — you held {hold}: EV {ev} per coin, the best there is.</source>
      <translation>✓ Correto — você segurou {hold}: EV {ev} por moeda, o melhor possível.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="124" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ Erro ({severity}) — custou {cost} moedas com {bet} moeda em {lines} linhas ({per_coin} por moeda).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="130" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins on {lines} lines ({per_coin} per coin).</source>
      <translation>✗ Erro ({severity}) — custou {cost} moedas com {bet} moedas em {lines} linhas ({per_coin} por moeda).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="138" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coin ({per_coin} per coin).</source>
      <translation>✗ Erro ({severity}) — custou {cost} moedas com {bet} moeda ({per_coin} por moeda).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="143" />
      <source>✗ Mistake ({severity}) — cost {cost} coins at {bet} coins ({per_coin} per coin).</source>
      <translation>✗ Erro ({severity}) — custou {cost} moedas com {bet} moedas ({per_coin} por moeda).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="147" />
      <source>You held {hold}: EV {ev} per coin. Best: {best}: EV {best_ev} per coin.</source>
      <translation>Você segurou {hold}: EV {ev} por moeda. Melhor: {best}: EV {best_ev} por moeda.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="189" />
      <source>cards no rule keeps</source>
      <translation>cartas que nenhuma regra segura</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="193" />
      <source>Chart: {words}, {rule}.</source>
      <translation>Tabela: {words}, {rule}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="194" />
      <source>Chart: no rule of the chart plays this hold.</source>
      <translation>Tabela: nenhuma regra da tabela joga este hold.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="196" />
      <source>You kept {kept}; the best hold here follows no rule of the chart.</source>
      <translation>Você segurou {kept}; o melhor hold aqui não segue nenhuma regra da tabela.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="200" />
      <source>You kept {kept}; {words}, {rule}, comes first.</source>
      <translation>Você segurou {kept}; {words}, {rule}, vem antes.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="207" />
      <source>You kept {kept}, but not the best cards for it.</source>
      <translation>Você segurou {kept}, mas não as melhores cartas para isso.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="208" />
      <source>You kept {kept}; here the best hold is {words}, {rule}, an exception to the chart.</source>
      <translation>Você segurou {kept}; aqui o melhor hold é {words}, {rule}, uma exceção à tabela.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="216" />
      <source>Reason coming: the strategy chart of this table is still being made; the rules behind this mistake show here when it is ready.</source>
      <translation>Motivo a caminho: a tabela de estratégia desta mesa ainda está sendo feita; as regras por trás deste erro aparecem aqui quando ela estiver pronta.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="228" />
      <source>discard everything</source>
      <translation>descartar tudo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="232" />
      <source>✓ Right by the {rules}-rule chart ({where}).</source>
      <translation>✓ Certo pela tabela de {rules} regras ({where}).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="234" />
      <source>✗ Not what the {rules}-rule chart plays ({where}).</source>
      <translation>✗ Não é o que a tabela de {rules} regras joga ({where}).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="239" />
      <source>The simplification costs {cost} coins here, against optimal play.</source>
      <translation>A simplificação custa {cost} moedas aqui, contra o jogo ótimo.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="243" />
      <source>Here it plays as well as optimal play.</source>
      <translation>Aqui ela joga tão bem quanto o jogo ótimo.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="257" />
      <source>{coins} more</source>
      <translation>{coins} a mais</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="259" />
      <source>{coins} less: you were lucky</source>
      <translation>{coins} a menos: você teve sorte</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="261" />
      <source>the same</source>
      <translation>o mesmo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="265" />
      <source>no win</source>
      <translation>sem prêmio</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="267" />
      <source>Luck: the best hold would have drawn {cards}, {what} ({verdict}).</source>
      <translation>Sorte: o melhor hold teria comprado {cards}, {what} ({verdict}).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="278" />
      <source>Holding {hold} is a {severity} mistake: it gives up {cost} coins (EV {ev} against {best_ev} per coin).

The best hold is {best}.

Draw anyway?</source>
      <translation>Segurar {hold} é um erro {severity}: você abre mão de {cost} moedas (EV {ev} contra {best_ev} por moeda).

O melhor hold é {best}.

Comprar mesmo assim?</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="292" />
      <source>The dealt hand already pays: {hand} ({coins} coins), and this hold can end with less. Draw anyway?</source>
      <translation>A mão servida já paga: {hand} ({coins} moedas), e este hold pode terminar com menos. Comprar mesmo assim?</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="303" />
      <source>{hand} — wins {coins}</source>
      <translation>{hand} — ganha {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="304" />
      <source>No win</source>
      <translation>Sem prêmio</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="317" />
      <source>{lines} lines — no win</source>
      <translation>{lines} linhas — sem prêmio</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="321" />
      <source>{lines} lines — win {coins}</source>
      <translation>{lines} linhas — ganham {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="322" />
      <source>{lines} lines — {winners} win {coins}</source>
      <translation>{lines} linhas — {winners} ganham {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="336" />
      <source>Dealt {hand}: bonus {coins}</source>
      <translation>Servida {hand}: bônus de {coins}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="366" />
      <source>({lines} lines)</source>
      <translation>({lines} linhas)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="368" />
      <source>({n} with help, not graded)</source>
      <translation>({n} com ajuda, sem avaliação)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="373" />
      <source>{n} of {unaided} unaided ({accuracy})</source>
      <translation>{n} de {unaided} sem ajuda ({accuracy})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="379" />
      <source>computing…</source>
      <translation>calculando…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="384" />
      <source>— (every hand had help)</source>
      <translation>— (todas as mãos tiveram ajuda)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="396" />
      <source>{cost} coins</source>
      <translation>{cost} moedas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="398" />
      <source>{cost} coins ({per_coin} per coin bet)</source>
      <translation>{cost} moedas ({per_coin} por moeda apostada)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="403" />
      <source>{mistakes} ({minor} minor, {major} major)</source>
      <translation>{mistakes} ({minor} leves, {major} graves)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="410" />
      <source>(and {n} with help, {cost} coins, not counted)</source>
      <translation>(e {n} com ajuda, {cost} moedas, não contados)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="419" />
      <source>Hands</source>
      <translation>Mãos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="419" />
      <source>Held correctly</source>
      <translation>Holds corretos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="421" />
      <source>Mistakes</source>
      <translation>Erros</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="423" />
      <source>Credits won/lost</source>
      <translation>Créditos ganhos/perdidos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="430" />
      <source>EV given up</source>
      <translation>EV perdido</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="431" />
      <source>Your return</source>
      <translation>Seu retorno</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="431" />
      <source>Optimal return</source>
      <translation>Retorno ótimo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="437" />
      <source>Paid back</source>
      <translation>Devolvido</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="438" />
      <source>{percent} of the coins bet, luck included</source>
      <translation>{percent} das moedas apostadas, sorte incluída</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="447" />
      <source>Perfect play</source>
      <translation>Jogo perfeito</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="475" />
      <source>would have won {paid} coins on the same cards (you won {yours}); expected {expected} coins, your holds {expected_yours}</source>
      <translation>teria ganho {paid} moedas com as mesmas cartas (você ganhou {yours}); esperado {expected} moedas, suas escolhas {expected_yours}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="480" />
      <source>expected {expected} coins on these deals, your holds {expected_yours}</source>
      <translation>esperado {expected} moedas nestas mãos, suas escolhas {expected_yours}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="500" />
      <source>unknown</source>
      <translation>desconhecido</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="504" />
      <source>hands {hands} ({helped} with help); mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>mãos {hands} ({helped} com ajuda); erros {mistakes} ({minor} leves, {major} graves); EV perdido {cost} moedas; seu retorno {ret}; créditos {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="510" />
      <source>hands {hands}; mistakes {mistakes} ({minor} minor, {major} major); EV given up {cost} coins; your return {ret}; credits {credits}</source>
      <translation>mãos {hands}; erros {mistakes} ({minor} leves, {major} graves); EV perdido {cost} moedas; seu retorno {ret}; créditos {credits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="522" />
      <source>Start a new session with seed {seed}? This session's 1 hand stays in your history; the statistics start again from zero.</source>
      <translation>Começar uma nova sessão com a semente {seed}? A 1 mão desta sessão fica no seu histórico; as estatísticas recomeçam do zero.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="527" />
      <source>Start a new session with seed {seed}? This session's {n} hands stay in your history; the statistics start again from zero.</source>
      <translation>Começar uma nova sessão com a semente {seed}? As {n} mãos desta sessão ficam no seu histórico; as estatísticas recomeçam do zero.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="534" />
      <source>Start a new session with random deals? This session's 1 hand stays in your history; the statistics start again from zero.</source>
      <translation>Começar uma nova sessão com cartas aleatórias? A 1 mão desta sessão fica no seu histórico; as estatísticas recomeçam do zero.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="538" />
      <source>Start a new session with random deals? This session's {n} hands stay in your history; the statistics start again from zero.</source>
      <translation>Começar uma nova sessão com cartas aleatórias? As {n} mãos desta sessão ficam no seu histórico; as estatísticas recomeçam do zero.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="564" />
      <source>seed {seed}</source>
      <translation>semente {seed}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="564" />
      <source>random deals</source>
      <translation>mãos aleatórias</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="568" />
      <source>Optimal return: computing… · {drill}</source>
      <translation>Retorno ótimo: calculando… · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="569" />
      <source>optimal return: computing…, {drill}</source>
      <translation>retorno ótimo: calculando…, {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="573" />
      <source>Optimal {ret} · {drill}</source>
      <translation>Ótimo {ret} · {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="574" />
      <source>optimal {ret}, {drill}</source>
      <translation>ótimo {ret}, {drill}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="591" />
      <source>{Rule}, the wrong cards of it, played</source>
      <translation>{Rule}, com as cartas erradas, jogado</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="593" />
      <source>A hold no rule keeps, the wrong cards of it, played</source>
      <translation>Um hold que nenhuma regra segura, com as cartas erradas, jogado</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="595" />
      <source>{Rule} played over {over}</source>
      <translation>{Rule} jogado em vez de {over}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="599" />
      <source>A hold no rule keeps played over {over}</source>
      <translation>Um hold que nenhuma regra segura jogado em vez de {over}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="601" />
      <source>{head}: {times} time, {cost} coins</source>
      <translation>{head}: {times} vez, {cost} moedas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="602" />
      <source>{head}: {times} times, {cost} coins</source>
      <translation>{head}: {times} vezes, {cost} moedas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="616" />
      <source>It is another program's file and was left untouched: move or rename it, and vptrainer starts a new history.</source>
      <translation>É um arquivo de outro programa e foi deixado intacto: mova-o ou renomeie-o, e o vptrainer começa um novo histórico.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="620" />
      <source>It was written by a newer vptrainer and was left untouched: update vptrainer to go on with it.</source>
      <translation>Foi gravado por um vptrainer mais novo e foi deixado intacto: atualize o vptrainer para continuar com ele.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="624" />
      <source>It is damaged and was left untouched: restore a backup, or move it away to start a new history.</source>
      <translation>Está danificado e foi deixado intacto: restaure um backup, ou mova-o para outro lugar para começar um novo histórico.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="628" />
      <source>It cannot be written here: make the file and its folder writable (it is not damaged, and nothing was changed).</source>
      <translation>Não pode ser gravado aqui: torne o arquivo e sua pasta graváveis (ele não está danificado e nada foi alterado).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="632" />
      <source>A folder is where the history file should be: rename or remove it.</source>
      <translation>Há uma pasta onde deveria estar o arquivo de histórico: renomeie-a ou remova-a.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="633" />
      <source>It holds SQL that runs by itself (someone else's triggers or views) and was left untouched: move it away to start a new history.</source>
      <translation>Contém SQL que roda sozinho (triggers ou views de outra pessoa) e foi deixado intacto: mova-o para outro lugar para começar um novo histórico.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="637" />
      <source>It could not be used: check the disk and the folder's permissions.</source>
      <translation>Não pôde ser usado: verifique o disco e as permissões da pasta.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/texts.py" line="648" />
      <source>History is off: {error}. {advice} Practice goes on, but hands are not saved.</source>
      <translation>Histórico desligado: {error}. {advice} O treino continua, mas as mãos não são salvas.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="66" />
      <source>a hint</source>
      <translation>uma dica</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="67" />
      <source>a warning</source>
      <translation>um aviso</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="68" />
      <source>a replay</source>
      <translation>uma repetição</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="69" />
      <source>none</source>
      <translation>nenhuma</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="71" />
      <source>Hold the cards you want (click them or press 1–5), then draw (Enter or Space).</source>
      <translation>Segure as cartas que quiser (clique nelas ou pressione 1–5) e depois compre (Enter ou Espaço).</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="90" />
      <source>Dealt: {hand}</source>
      <translation>Servida: {hand}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="362" />
      <source>Weak spots: reading your history…</source>
      <translation>Pontos fracos: lendo seu histórico…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="365" />
      <source>Weak spots: none waiting (random deals until you miss one)</source>
      <translation>Pontos fracos: nenhum pendente (mãos aleatórias até você errar uma)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="366" />
      <source>Weak spots: {n} waiting, next {situation}</source>
      <translation>Pontos fracos: {n} pendentes, próximo {situation}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="372" />
      <source>My mistakes: reading your history…</source>
      <translation>Meus erros: lendo seu histórico…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="373" />
      <source>My mistakes: {n} to play right</source>
      <translation>Meus erros: {n} para jogar certo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="375" />
      <source>two best holds within {margin} per coin</source>
      <translation>os dois melhores holds a até {margin} por moeda</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="377" />
      <source>Close calls ({within}): finding them…</source>
      <translation>Decisões apertadas ({within}): procurando…</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="378" />
      <source>Close calls: {n} kinds of deal, {within}</source>
      <translation>Decisões apertadas: {n} tipos de mão, {within}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="398" />
      <source>My mistakes: none left to replay; a random deal.</source>
      <translation>Meus erros: nenhum para repetir; uma mão aleatória.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="403" />
      <source>My mistakes: {n} to play right.</source>
      <translation>Meus erros: {n} para jogar certo.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="411" />
      <source>Close call: this deal's best hold changes with the multipliers.</source>
      <translation>Decisão apertada: o melhor hold desta mão muda com os multiplicadores.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="415" />
      <source>Close calls: not ready; a random deal.</source>
      <translation>Decisões apertadas: ainda não prontas; uma mão aleatória.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="416" />
      <source>Close call.</source>
      <translation>Decisão apertada.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="421" />
      <source>Weak spots: none waiting; a random deal.</source>
      <translation>Pontos fracos: nenhum pendente; uma mão aleatória.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="428" />
      <source>Weak spot: {situation}.</source>
      <translation>Ponto fraco: {situation}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="495" />
      <source>Draw away a paying hand?</source>
      <translation>Descartar uma mão premiada?</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="498" />
      <source>Strategy mistake</source>
      <translation>Erro de estratégia</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="527" />
      <source>no rule of the chart</source>
      <translation>nenhuma regra da tabela</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="529" />
      <source>Hint: the best hold here follows {where}.</source>
      <translation>Dica: o melhor hold aqui segue {where}.</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="554" />
      <source>Against optimal play: {grade}</source>
      <translation>Contra o jogo ótimo: {grade}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/practice/trainer.py" line="563" />
      <source>(Played with help — {help}: not counted in your accuracy or your return.)</source>
      <translation>(Jogada com ajuda — {help}: não conta na sua precisão nem no seu retorno.)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="21" />
      <source>ace</source>
      <translation>ás</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="22" />
      <source>king</source>
      <translation>rei</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="23" />
      <source>queen</source>
      <translation>dama</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="24" />
      <source>jack</source>
      <translation>valete</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="25" />
      <source>ten</source>
      <translation>dez</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="28" />
      <source>deuces</source>
      <translation>dois</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="29" />
      <source>jokers</source>
      <translation>coringas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="30" />
      <source>wild cards</source>
      <translation>curingas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="64" />
      <source>any of the hands named (the best one when a hand fits several)</source>
      <translation>qualquer uma das mãos citadas (a melhor quando a mão se encaixa em várias)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="67" />
      <source>commas</source>
      <translation>vírgulas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="69" />
      <source>a list: the words before the first item go for every item</source>
      <translation>uma lista: as palavras antes ou depois dos itens valem para todos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="71" />
      <source>straight flush</source>
      <translation>straight flush</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="72" />
      <source>royal flush</source>
      <translation>royal flush</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="74" />
      <source>natural</source>
      <translation>natural</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="76" />
      <source>without {wilds}</source>
      <translation>sem {wilds}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="79" />
      <source>wild royal flush</source>
      <translation>royal flush com curinga</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="81" />
      <source>a royal flush with at least one of the {wilds}</source>
      <translation>um royal flush com pelo menos um dos {wilds}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="84" />
      <source>N to a hand</source>
      <translation>N para uma mão</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="87" />
      <source>that many cards of the hand held, {wilds} included</source>
      <translation>essa quantidade de cartas da mão seguradas, {wilds} incluídos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="89" />
      <source>that many cards of the hand held</source>
      <translation>essa quantidade de cartas da mão seguradas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="92" />
      <source>suited</source>
      <translation>do mesmo naipe</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="92" />
      <source>all of one suit</source>
      <translation>todas de um só naipe</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="93" />
      <source>unsuited</source>
      <translation>de naipes diferentes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="93" />
      <source>not all of one suit</source>
      <translation>nem todas de um só naipe</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="95" />
      <source>high cards</source>
      <translation>cartas altas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="97" />
      <source>cards of {ranks}</source>
      <translation>cartas de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="100" />
      <source>high pair</source>
      <translation>par alto</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="102" />
      <source>a pair of {ranks}</source>
      <translation>um par de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="105" />
      <source>low pair</source>
      <translation>par baixo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="107" />
      <source>a pair below {ranks}</source>
      <translation>um par abaixo de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="110" />
      <source>outside</source>
      <translation>de duas pontas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="112" />
      <source>four in a row, open at both ends (not A-2-3-4 or J-Q-K-A)</source>
      <translation>quatro em sequência, abertas nas duas pontas (não A-2-3-4 nem J-Q-K-A)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="115" />
      <source>inside</source>
      <translation>com furo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="117" />
      <source>one rank missing, or four in a row at an end (A-2-3-4, J-Q-K-A)</source>
      <translation>falta um valor no meio, ou quatro em sequência numa ponta (A-2-3-4, J-Q-K-A)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="120" />
      <source>gaps</source>
      <translation>buracos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="122" />
      <source>ranks missing inside the cards held, plus one for each end of the deck that cuts the straights short (A-2-3 and Q-K-A have 2, as the Wizard of Odds counts)</source>
      <translation>valores que faltam entre as cartas seguradas, mais um para cada ponta do baralho que encurta as sequências (A-2-3 e Q-K-A têm 2, como conta o Wizard of Odds)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="128" />
      <source>span</source>
      <translation>amplitude</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="130" />
      <source>the ranks from the lowest card held to the highest, the ace high or low, both counted</source>
      <translation>os valores da carta segurada mais baixa até a mais alta, as duas contadas, o ás alto ou baixo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="135" />
      <source>ranks</source>
      <translation>valores</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="137" />
      <source>every card held (not wild) is of these ranks</source>
      <translation>toda carta segurada (não curinga) é destes valores</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="140" />
      <source>highest/lowest rank</source>
      <translation>carta mais alta/mais baixa</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="142" />
      <source>of the cards held (not wild), the ace low when the cards fit a straight only so</source>
      <translation>das cartas seguradas (não curingas), o ás baixo quando só assim formam sequência</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="147" />
      <source>only</source>
      <translation>só</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="147" />
      <source>those cards alone, the others discarded</source>
      <translation>só essas cartas, as outras descartadas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="150" />
      <source>pick the lowest/highest</source>
      <translation>escolha o mais baixo/mais alto</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="152" />
      <source>of several holds that fit, the lowest (or highest) ranks</source>
      <translation>entre várias retenções que se encaixam, a de valores mais baixos (ou mais altos)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="155" />
      <source>penalty card</source>
      <translation>carta de penalidade</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="157" />
      <source>a discarded card that lowers the value of a hold: a rule may play only with or without one</source>
      <translation>uma carta descartada que diminui o valor de uma retenção: uma regra pode valer só com ela ou sem ela</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="163" />
      <source>flush card (fp)</source>
      <translation>carta de flush (fp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="165" />
      <source>a discarded card of the suit of the cards held</source>
      <translation>uma carta descartada do naipe das cartas seguradas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="168" />
      <source>straight card (sp)</source>
      <translation>carta de sequência (sp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="170" />
      <source>a discarded card of a new rank that fits a straight with the cards held</source>
      <translation>uma carta descartada de um valor novo que forma sequência com as cartas seguradas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="175" />
      <source>discarded high card (hp)</source>
      <translation>carta alta descartada (hp)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="177" />
      <source>a discarded card of {ranks}</source>
      <translation>uma carta descartada de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="182" />
      <source>a discarded card of a rank missing inside the cards held</source>
      <translation>uma carta descartada de um valor que falta entre as cartas seguradas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="187" />
      <source>the card held has the fewest straight cards among the discards</source>
      <translation>a carta segurada tem o menor número de cartas de sequência entre os descartes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="192" />
      <source>in brackets: none of the discards is that</source>
      <translation>entre colchetes: nenhum descarte é isso</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="197" />
      <source>in brackets: at least one of the discards is that</source>
      <translation>entre colchetes: pelo menos um descarte é isso</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="200" />
      <source>discarded ranks</source>
      <translation>valores descartados</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="202" />
      <source>a card of that rank among the discards</source>
      <translation>uma carta desse valor entre os descartes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="205" />
      <source>of one suit</source>
      <translation>de um só naipe</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="207" />
      <source>the discards include one card of each rank named, all of one suit</source>
      <translation>os descartes incluem uma carta de cada valor citado, todas de um só naipe</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="212" />
      <source>a discard of a suit of the cards held, or of none of them</source>
      <translation>um descarte de um naipe das cartas seguradas, ou de nenhum deles</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="215" />
      <source>kicker</source>
      <translation>kicker</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="217" />
      <source>the fifth card, held with the four (or three) of a kind</source>
      <translation>a quinta carta, segurada com a quadra (ou a trinca)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="220" />
      <source>from a deal with</source>
      <translation>de uma mão dada com</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="222" />
      <source>the deal has exactly that many {wilds}</source>
      <translation>a mão dada tem exatamente essa quantidade de {wilds}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="227" />
      <source>when no rule fits, draw five new cards</source>
      <translation>quando nenhuma regra se encaixa, peça cinco cartas novas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="249" />
      <source>Headings</source>
      <translation>Títulos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/generator/legend.py" line="250" />
      <source>a heading's rules play only the deals with that many {wilds}, and hold them all unless a rule says otherwise</source>
      <translation>as regras de um título valem só para as mãos dadas com essa quantidade de {wilds}, e seguram todos eles, a menos que a regra diga outra coisa</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="47" />
      <source>deuce</source>
      <translation>dois</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="48" />
      <source>joker</source>
      <translation>coringa</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="49" />
      <source>wild card</source>
      <translation>curinga</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="50" />
      <source>gap</source>
      <translation>buraco</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="51" />
      <source>card</source>
      <translation>carta</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="51" />
      <source>cards</source>
      <translation>cartas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="52" />
      <source>three</source>
      <translation>três</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="53" />
      <source>four</source>
      <translation>quatro</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="54" />
      <source>five</source>
      <translation>cinco</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="55" />
      <source>six</source>
      <translation>seis</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="56" />
      <source>seven</source>
      <translation>sete</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="57" />
      <source>eight</source>
      <translation>oito</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="58" />
      <source>nine</source>
      <translation>nove</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="68" />
      <source>twos</source>
      <translation>dois</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="69" />
      <source>threes</source>
      <translation>três</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="70" />
      <source>fours</source>
      <translation>quatros</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="71" />
      <source>fives</source>
      <translation>cincos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="72" />
      <source>sixes</source>
      <translation>seis</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="73" />
      <source>sevens</source>
      <translation>setes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="74" />
      <source>eights</source>
      <translation>oitos</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="75" />
      <source>nines</source>
      <translation>noves</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="76" />
      <source>tens</source>
      <translation>dez</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="77" />
      <source>jacks</source>
      <translation>valetes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="78" />
      <source>queens</source>
      <translation>damas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="79" />
      <source>kings</source>
      <translation>reis</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="80" />
      <source>aces</source>
      <translation>ases</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="84" />
      <source>pair</source>
      <translation>par</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="85" />
      <source>two pair</source>
      <translation>dois pares</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="86" />
      <source>three of a kind</source>
      <translation>trinca</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="87" />
      <source>straight</source>
      <translation>sequência</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="88" />
      <source>flush</source>
      <translation>flush</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="89" />
      <source>full house</source>
      <translation>full house</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="90" />
      <source>four of a kind</source>
      <translation>quadra</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="93" />
      <source>five of a kind</source>
      <translation>quina</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="118" />
      <source>no {noun}</source>
      <translation>sem {noun}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="121" />
      <source>{n} or more {noun}</source>
      <translation>{n} ou mais {noun}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="128" />
      <source>{first} and {second}</source>
      <translation>{first} e {second}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="140" />
      <source>the joker</source>
      <translation>o coringa</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="140" />
      <source>no joker</source>
      <translation>sem coringa</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="172" />
      <source>flush card</source>
      <translation>carta de flush</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="172" />
      <source>flush cards</source>
      <translation>cartas de flush</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="173" />
      <source>straight card</source>
      <translation>carta de sequência</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="173" />
      <source>straight cards</source>
      <translation>cartas de sequência</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="174" />
      <source>high card</source>
      <translation>carta alta</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="187" />
      <source>a discarded {what}</source>
      <translation>descartando 1 {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="188" />
      <source>{n} or more discarded {what}</source>
      <translation>descartando {n} ou mais {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="192" />
      <source>no discarded {what}</source>
      <translation>sem descartar {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="193" />
      <source>{n} discarded {what}</source>
      <translation>descartando {n} {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="196" />
      <source>{lo}-{hi} discarded {what}</source>
      <translation>descartando {lo}-{hi} {what}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="203" />
      <source>{n} high card</source>
      <translation>{n} carta alta</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="207" />
      <source>{n} suited high card</source>
      <translation>{n} carta alta do mesmo naipe</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="208" />
      <source>{n} suited high cards</source>
      <translation>{n} cartas altas do mesmo naipe</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="210" />
      <source>{n} unsuited high card</source>
      <translation>{n} carta alta de naipe diferente</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="211" />
      <source>{n} unsuited high cards</source>
      <translation>{n} cartas altas de naipes diferentes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="220" />
      <source>natural royal flush</source>
      <translation>royal flush natural</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="225" />
      <source>inside {draw}</source>
      <translation>{draw} com furo</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="227" />
      <source>outside {draw}</source>
      <translation>{draw} de duas pontas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="253" />
      <source>suited {ranks}</source>
      <translation>{ranks} do mesmo naipe</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="254" />
      <source>unsuited {ranks}</source>
      <translation>{ranks} de naipes diferentes</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="260" />
      <source>{n} to an {draw}</source>
      <translation>{n} para {draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="261" />
      <source>{n} to a {draw}</source>
      <translation>{n} para {draw}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="272" />
      <source>pair of {ranks}</source>
      <translation>par de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="276" />
      <source>three of a kind of {ranks}</source>
      <translation>trinca de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="278" />
      <source>four of a kind of {ranks}</source>
      <translation>quadra de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="280" />
      <source>five of a kind of {ranks}</source>
      <translation>quina de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="284" />
      <source>three {ranks}</source>
      <translation>trinca de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="286" />
      <source>four {ranks}</source>
      <translation>quadra de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="288" />
      <source>five {ranks}</source>
      <translation>quina de {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="305" />
      <source>a span of {n}</source>
      <translation>amplitude de {n}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="307" />
      <source>a span of {n} or more</source>
      <translation>amplitude de {n} ou mais</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="308" />
      <source>a span of {lo}-{hi}</source>
      <translation>amplitude de {lo}-{hi}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="315" />
      <source>an {rank}</source>
      <translation>um {rank}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="317" />
      <source>a {rank}</source>
      <translation>um {rank}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="322" />
      <source>spades</source>
      <translation>espadas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="323" />
      <source>hearts</source>
      <translation>copas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="324" />
      <source>diamonds</source>
      <translation>ouros</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="325" />
      <source>clubs</source>
      <translation>paus</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="346" />
      <source>a kicker</source>
      <translation>um kicker</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="350" />
      <source>an {ranks} kicker</source>
      <translation>um kicker {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="352" />
      <source>a {ranks} kicker</source>
      <translation>um kicker {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="362" />
      <source>the highest rank {ranks}</source>
      <translation>a carta mais alta {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="364" />
      <source>the lowest rank {ranks}</source>
      <translation>a carta mais baixa {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="370" />
      <source>ranks {ranks}</source>
      <translation>valores {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="374" />
      <source>{hold} in {suits}</source>
      <translation>{hold} em {suits}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="376" />
      <source>{hold} with {conditions}</source>
      <translation>{hold} ({conditions})</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="381" />
      <source>{hold} from a deal with {wilds}</source>
      <translation>{hold} de uma mão dada com {wilds}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="387" />
      <source>{hold} (pick the lowest)</source>
      <translation>{hold} (escolha o mais baixo)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="389" />
      <source>{hold} (pick the highest)</source>
      <translation>{hold} (escolha o mais alto)</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="397" />
      <source>no high cards</source>
      <translation>sem cartas altas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="400" />
      <source>{n} high cards</source>
      <translation>{n} cartas altas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="402" />
      <source>{n} or more high cards</source>
      <translation>{n} ou mais cartas altas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="403" />
      <source>{lo}-{hi} high cards</source>
      <translation>{lo}-{hi} cartas altas</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="449" />
      <source>{hand} or better</source>
      <translation>{hand} ou melhor</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="484" />
      <source>{ranks} only</source>
      <translation>só {ranks}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="530" />
      <source>Deals without {noun}</source>
      <translation>Mãos dadas sem {noun}</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="532" />
      <source>Deals without the joker</source>
      <translation>Mãos dadas sem o coringa</translation>
    </message>
    <message>
      <location filename="../../vptrainer/core/strategy/phrases.py" line="534" />
      <source>Deals with {wilds}</source>
      <translation>Mãos dadas com {wilds}</translation>
    </message>
  </context>
</TS>
