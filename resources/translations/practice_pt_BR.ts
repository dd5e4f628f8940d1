<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="pt_BR">
<context>
    <name>DrillBar</name>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="103" />
        <source>&amp;Drill</source>
        <translation>&amp;Modo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="106" />
        <source>Random deals; weak spots (the situations you get wrong, by spaced repetition); close calls (the two best holds near in EV); your past mistakes until played right</source>
        <translation>Mãos aleatórias; pontos fracos (as situações que você erra, por repetição espaçada); decisões apertadas (os dois melhores holds com EV próximo); seus erros passados até acertá-los</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="111" />
        <source> /coin</source>
        <translation>/moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="113" />
        <source>Close calls: the two best holds differ by less than this EV</source>
        <translation>Decisões apertadas: os dois melhores holds diferem menos que este EV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="115" />
        <source>Grade by chart:</source>
        <translation>Pela tabela:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="118" />
        <source>Grade against a simpler strategy chart instead of optimal play; what the simplification costs is shown apart</source>
        <translation>Avaliar por uma tabela de estratégia mais simples em vez do jogo ótimo; o custo da simplificação aparece à parte</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drill_bar.py" line="122" />
        <source> rules</source>
        <translation> regras</translation>
    </message>
</context>
<context>
    <name>DrillCoordinator</name>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="120" />
        <source>Grades name the rules of the {rules}-rule basic strategy, grading by a {level}-rule chart.</source>
        <translation>As avaliações citam as regras da estratégia básica de {rules} regras, avaliando por uma tabela de {level} regras.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="124" />
        <source>Grades name the rules of the {rules}-rule basic strategy.</source>
        <translation>As avaliações citam as regras da estratégia básica de {rules} regras.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="135" />
        <location filename="../../vptrainer/gui/practice/drills.py" line="192" />
        <source>Making the strategy chart of {table}…</source>
        <translation>Criando a tabela de estratégia de {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="140" />
        <source>No strategy chart: {reason}</source>
        <translation>Sem tabela de estratégia: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="142" />
        <source>The strategy chart could not be made: {reason}</source>
        <translation>Não foi possível criar a tabela de estratégia: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="168" />
        <source>Finding the close calls…</source>
        <translation>Procurando as decisões apertadas…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/drills.py" line="171" />
        <source>Close calls unavailable: {reason}</source>
        <translation>Decisões apertadas indisponíveis: {reason}</translation>
    </message>
</context>
<context>
    <name>EvLostChart</name>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="31" />
        <source>EV lost this session</source>
        <translation>EV perdido nesta sessão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="33" />
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="34" />
        <source>Cumulative EV lost (coins)</source>
        <translation>EV perdido (moedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="47" />
        <source>No hands played yet.</source>
        <translation>Nenhuma mão jogada ainda.</translation>
    </message>
</context>
<context>
    <name>GameStrip</name>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="78" />
        <source>The game practised</source>
        <translation>O jogo treinado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="88" />
        <source>About the game</source>
        <translation>Sobre o jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="94" />
        <source>The game's state</source>
        <translation>O estado do jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="97" />
        <source>5-coin option</source>
        <translation>Opção de 5 moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="99" />
        <source>Ultimate X's 5-coin option</source>
        <translation>Opção de 5 moedas do Ultimate X</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="102" />
        <source>The machine lets you bet 5 coins a line on a hand that carries multipliers: the win is multiplied, no new multiplier is earned. Practice then grades against the game solved with that choice, the bet included.</source>
        <translation>A máquina deixa você apostar 5 moedas por linha numa mão que carrega multiplicadores: o prêmio é multiplicado, nenhum novo multiplicador é ganho. O treino então avalia contra o jogo resolvido com essa escolha, a aposta incluída.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="110" />
        <source>Bet 5 a line</source>
        <translation>Apostar 5 por linha</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="113" />
        <source>Bet 5 coins a line on the next hand</source>
        <translation>Apostar 5 moedas por linha na próxima mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="116" />
        <source>Bet 5 coins a line instead of 10 on the next hand (it carries multipliers): its wins are multiplied, it earns no multiplier for the hand after.</source>
        <translation>Apostar 5 moedas por linha em vez de 10 na próxima mão (ela carrega multiplicadores): os prêmios são multiplicados, ela não ganha multiplicador para a mão seguinte.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="125" />
        <source>Stop solving the game (practise it once it is solved)</source>
        <translation>Parar de resolver o jogo (treine-o quando estiver resolvido)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="240" />
        <location filename="../../vptrainer/gui/practice/games.py" line="308" />
        <source>Solving {game} for {table}…</source>
        <translation>Resolvendo {game} para {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="297" />
        <source>{game} cannot be played on this table: {reason}</source>
        <translation>{game} não pode ser jogado nesta tabela: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="338" />
        <source>This hand: {total}x in all.</source>
        <translation>Esta mão: {total}x no total.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="343" />
        <source>Next hand: {total}x in all.</source>
        <translation>Próxima mão: {total}x no total.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="348" />
        <source>Line {line} carries {multiplier}x.</source>
        <translation>A linha {line} leva {multiplier}x.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="351" />
        <source>Line {line} carries {multiplier}x into the hand.</source>
        <translation>A linha {line} leva {multiplier}x para a mão.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="364" />
        <source>Level {level} of {levels} with a free ride:</source>
        <translation>Nível {level} de {levels} com passe livre:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="366" />
        <source>Level {level} of {levels}:</source>
        <translation>Nível {level} de {levels}:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="372" />
        <source>Level {level} pays {multiplier}x.</source>
        <translation>O nível {level} paga {multiplier}x.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/games.py" line="385" />
        <source>Standard play</source>
        <translation>Jogo padrão</translation>
    </message>
</context>
<context>
    <name>HandAnalyzer</name>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="126" />
        <source>Pay table</source>
        <translation>Tabela de pagamentos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="127" />
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="128" />
        <source>Bet</source>
        <translation>Aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="129" />
        <source> coins</source>
        <translation> moedas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="131" />
        <source>The bet: its pays (a table's short pays below max bet) and the cost column</source>
        <translation>A aposta: seus pagamentos (os pagamentos reduzidos abaixo da aposta máxima) e a coluna de custo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="133" />
        <source>&amp;Hand</source>
        <translation>&amp;Mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="135" />
        <source>Five cards, e.g. Ah Kh Qh Jh 9c  (T or 10 for tens)</source>
        <translation>Cinco cartas, p. ex. Ah Kh Qh Jh 9c  (T ou 10 para dez)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="137" />
        <source>Hand to analyze</source>
        <translation>Mão a analisar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="138" />
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="139" />
        <source>Clear the hand to analyze</source>
        <translation>Limpar a mão a analisar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="140" />
        <source>Practise this hand</source>
        <translation>Treinar esta mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="142" />
        <source>Deal exactly this hand in practice, on this table</source>
        <translation>Dar exatamente esta mão no treino, nesta tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="144" />
        <source>Or pick the cards</source>
        <translation>Ou escolha as cartas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="182" />
        <source>Preparing {table}…</source>
        <translation>Preparando {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="197" />
        <source>Cannot prepare this table: {reason}</source>
        <translation>Não é possível preparar esta tabela: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="220" />
        <source>from practice</source>
        <translation>do treino</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="246" />
        <source>Type five cards, or pick them on the grid below.</source>
        <translation>Digite cinco cartas ou escolha-as na grade abaixo.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="250" />
        <source>{n} of 5 cards: {more} more to go.</source>
        <translation>{n} de 5 cartas: faltam {more}.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="253" />
        <source>Too many cards: {n} (a hand is five cards).</source>
        <translation>Cartas demais: {n} (uma mão tem cinco cartas).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="256" />
        <source>Preparing the pay table…</source>
        <translation>Preparando a tabela de pagamentos…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="259" />
        <source>{cards}: all 32 holds, best first.</source>
        <translation>{cards}: os 32 holds, o melhor primeiro.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="270" />
        <source>The 32 holds appear here once the hand has five valid cards.</source>
        <translation>Os 32 holds aparecem aqui quando a mão tiver cinco cartas válidas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="276" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other hold) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>
            <numerusform>Melhor hold: &lt;b&gt;{hold}&lt;/b&gt; (empatado com %n outro hold) — EV &lt;b&gt;{ev}&lt;/b&gt; por moeda em {table}</numerusform>
            <numerusform>Melhor hold: &lt;b&gt;{hold}&lt;/b&gt; (empatado com %n outros holds) — EV &lt;b&gt;{ev}&lt;/b&gt; por moeda em {table}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="283" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other holds) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>
            <numerusform>Melhor hold: &lt;b&gt;{hold}&lt;/b&gt; (empatado com %n outro hold) — EV &lt;b&gt;{ev}&lt;/b&gt; por moeda em {table}</numerusform>
            <numerusform>Melhor hold: &lt;b&gt;{hold}&lt;/b&gt; (empatado com %n outros holds) — EV &lt;b&gt;{ev}&lt;/b&gt; por moeda em {table}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="289" />
        <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
        <translation>Melhor hold: &lt;b&gt;{hold}&lt;/b&gt; — EV &lt;b&gt;{ev}&lt;/b&gt; por moeda em {table}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/analyzer.py" line="303" />
        <source>A hand has five cards: release one first.</source>
        <translation>Uma mão tem cinco cartas: solte uma primeiro.</translation>
    </message>
</context>
<context>
    <name>HoldsPanel</name>
    <message>
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="33" />
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="49" />
        <location filename="../../vptrainer/gui/practice/holds_panel.py" line="54" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;</source>
        <translation>&lt;b&gt;Os 32 holds&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>LineRow</name>
    <message>
        <location filename="../../vptrainer/gui/practice/lines_panel.py" line="133" />
        <source>Line {line} carries {multiplier}x.</source>
        <extracomment>the multiplier the line carries (Ultimate X; hidden otherwise)</extracomment>
        <translation>A linha {line} leva {multiplier}x.</translation>
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
        <translation>Outras linhas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="95" />
        <source>Line {n}: drawn with your hold after the draw</source>
        <translation>Linha {n}: trocada com o seu hold depois da troca</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="98" />
        <source>Line {n}: {hand} — no win</source>
        <translation>Linha {n}: {hand} — sem prêmio</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="99" />
        <source>Line {n}: {hand} — {win} {amount}</source>
        <translation>Linha {n}: {hand} — {win} {amount}</translation>
    </message>
</context>
<context>
    <name>MachineKeys</name>
    <message>
        <location filename="../../vptrainer/gui/practice/keys.py" line="100" />
        <source>New seed</source>
        <translation>Nova semente</translation>
    </message>
</context>
<context>
    <name>ManyLines</name>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="165" />
        <source>Lines 2 to {last} draw with your hold:
their wins show here after the draw.</source>
        <translation>As linhas 2 a {last} trocam com o seu hold:
os prêmios aparecem aqui depois da troca.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="182" />
        <source>Lines 2 to {last}: no line wins.</source>
        <translation>Linhas 2 a {last}: nenhuma linha ganha.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/many_lines.py" line="191" />
        <source>Lines 2 to {last}: {winners} of {others} win {paid} coins.
{hands}.</source>
        <translation>Linhas 2 a {last}: {winners} de {others} ganham {paid} moedas.
{hands}.</translation>
    </message>
</context>
<context>
    <name>OptionsBar</name>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="207" />
        <source>Pay &amp;table</source>
        <extracomment>asked before a new seed is used (see the class)</extracomment>
        <translation>&amp;Tabela</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="208" />
        <source>Bet</source>
        <translation>Aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="209" />
        <source>&amp;Seed</source>
        <translation>&amp;Semente</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="210" />
        <source>&amp;Major from</source>
        <translation>&amp;Grave ≥</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="211" />
        <source>The pay table to practise on</source>
        <translation>A tabela de pagamentos do treino</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="215" />
        <source>Bet %n coin per hand</source>
        <translation>
            <numerusform>Apostar %n moeda por mão</numerusform>
            <numerusform>Apostar %n moedas por mão</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="217" />
        <source>Bet %n coins per hand</source>
        <translation>
            <numerusform>Apostar %n moeda por mão</numerusform>
            <numerusform>Apostar %n moedas por mão</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="221" />
        <source>Multi-play: one hold, each line drawn from its own shuffle of the rest of the deck</source>
        <translation>Multi-play: um só hold, cada linha troca a partir do seu próprio embaralhamento do resto do baralho</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="226" />
        <source>%n line</source>
        <translation>
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="226" />
        <source>%n lines</source>
        <translation>
            <numerusform>%n linha</numerusform>
            <numerusform>%n linhas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="228" />
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="230" />
        <source>The game to practise: standard play, or a feature game graded its own way</source>
        <translation>O jogo a treinar: jogo padrão, ou um jogo com recurso especial avaliado do seu jeito</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="232" />
        <source>random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="235" />
        <source>A number replays the same sequence of deals (a drill); empty deals at random. It changes between hands.</source>
        <translation>Um número repete a mesma sequência de mãos (um exercício); vazio dá mãos aleatórias. Muda entre as mãos.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="239" />
        <source> /coin</source>
        <translation>/moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="242" />
        <source>A mistake is major when it gives up at least this much EV per coin, minor otherwise</source>
        <translation>Um erro é grave quando perde pelo menos este EV por moeda; senão é leve</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="246" />
        <source>&amp;Warn before drawing a mistake</source>
        <translation>&amp;Avisar antes de trocar com erro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="247" />
        <source>Ask before drawing a hold that is not the best</source>
        <translation>Perguntar antes de trocar com um hold que não é o melhor</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="248" />
        <source>&amp;Guard dealt paying hands</source>
        <translation>&amp;Proteger mãos pagas na distribuição</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="250" />
        <source>Ask before a mistake draws away a hand that already pays</source>
        <translation>Perguntar antes que um erro descarte uma mão que já paga</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="253" />
        <source>Practice options: warnings, mistake threshold and more</source>
        <translation>Opções do treino: avisos, limite de erro e mais</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="255" />
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="366" />
        <source>1 line</source>
        <translation>1 linha</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/options_bar.py" line="366" />
        <source>{n} lines</source>
        <translation>{n} linhas</translation>
    </message>
</context>
<context>
    <name>PayDisplay</name>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="109" />
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="118" />
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="126" />
        <source>This table pays nothing</source>
        <translation>Esta tabela não paga nada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="130" />
        <source>{hand} dealt (bonus)</source>
        <translation>{hand} na distribuição (bônus)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="146" />
        <source>%n coin</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/pay_display.py" line="146" />
        <source>%n coins</source>
        <translation>
            <numerusform>%n moeda</numerusform>
            <numerusform>%n moedas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="200" />
        <source>Pay table</source>
        <translation>Tabela de pagamentos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="201" />
        <source>Lines</source>
        <translation>Linhas</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="202" />
        <source>Dealt</source>
        <translation>Mão inicial</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="204" />
        <source>The dealt hand (discards dimmed after the draw)</source>
        <translation>A mão dada (descartes esmaecidos após a troca)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="206" />
        <source>Deal, then draw (Enter or Space)</source>
        <translation>Dar as cartas, depois trocar (Enter ou Espaço)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="207" />
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="208" />
        <source>Show the EVs of all 32 holds before drawing (H)</source>
        <translation>Mostrar os EVs dos 32 holds antes de trocar (H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="209" />
        <source>Analyze this hand</source>
        <translation>Analisar esta mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="210" />
        <source>Open this deal in the hand analyzer</source>
        <translation>Abrir esta mão no analisador de mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="228" />
        <source>Keys: 1–5 hold · Enter/Space deal and draw · H hint · B bet</source>
        <translation>Teclas: 1–5 hold · Enter/Espaço dar e trocar · H dica · B aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="229" />
        <source>Keys: 1–5 hold · Enter/Space deal and draw
H hint · B bet</source>
        <translation>Teclas: 1–5 hold · Enter/Espaço dar e trocar
H dica · B aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="230" />
        <source>1–5 hold · Enter draw
H hint · B bet</source>
        <translation>1–5 hold · Enter troca
H dica · B aposta</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="237" />
        <source>DEAL</source>
        <translation>DAR</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="238" />
        <source>DRAW</source>
        <translation>TROCAR</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="239" />
        <source>Preparing…</source>
        <translation>Preparando…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="394" />
        <source>Deal a hand: after the draw, every hold is ranked here with its exact EV.</source>
        <translation>Dê uma mão: depois da troca, cada hold aparece aqui classificado com seu EV exato.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="399" />
        <source>Press Deal (Enter or Space) to start.</source>
        <translation>Pressione Dar (Enter ou Espaço) para começar.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="457" />
        <source>Cannot deal that hand: {error}</source>
        <translation>Não é possível dar essa mão: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="482" />
        <source>The EVs of all 32 holds appear after the draw.
Press Hint (H) to see them now.</source>
        <translation>Os EVs dos 32 holds aparecem depois da troca.
Pressione Dica (H) para vê-los agora.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="485" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt; (hidden until the draw)</source>
        <translation>&lt;b&gt;Os 32 holds&lt;/b&gt; (ocultos até a troca)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="514" />
        <source>Not drawn: change your hold, or draw again and confirm.</source>
        <translation>Não trocado: mude o seu hold, ou troque de novo e confirme.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="559" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note} (hint: the hand is not drawn yet)</source>
        <translation>&lt;b&gt;Os 32 holds&lt;/b&gt;, o melhor primeiro: {note} (dica: a mão ainda não foi trocada)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="562" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note}</source>
        <translation>&lt;b&gt;Os 32 holds&lt;/b&gt;, o melhor primeiro: {note}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="564" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first (hint: the hand is not drawn yet)</source>
        <translation>&lt;b&gt;Os 32 holds&lt;/b&gt;, o melhor primeiro (dica: a mão ainda não foi trocada)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="566" />
        <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first</source>
        <translation>&lt;b&gt;Os 32 holds&lt;/b&gt;, o melhor primeiro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="618" />
        <source>CREDITS {amount}</source>
        <translation>CRÉDITOS {amount}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="627" />
        <source>BET {coins} × {lines}</source>
        <translation>APOSTA {coins} × {lines}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="632" />
        <source>BET {coins}</source>
        <translation>APOSTA {coins}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/play_area.py" line="634" />
        <source>WIN {amount}</source>
        <translation>PRÊMIO {amount}</translation>
    </message>
</context>
<context>
    <name>PracticeCommands</name>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="43" />
        <source>&amp;Deal or draw</source>
        <translation>&amp;Dar ou trocar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="44" />
        <source>Deal a hand, or draw the held cards (Enter or Space)</source>
        <translation>Dar uma mão, ou trocar mantendo as cartas com hold (Enter ou Espaço)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="48" />
        <source>&amp;Hint: show the 32 holds</source>
        <translation>&amp;Dica: mostrar os 32 holds</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="49" />
        <source>Show the EVs before drawing (H)</source>
        <translation>Mostrar os EVs antes de trocar (H)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="53" />
        <source>Analyze &amp;this hand</source>
        <translation>Analisar es&amp;ta mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="54" />
        <source>Open the current deal in the hand analyzer</source>
        <translation>Abrir a mão atual no analisador de mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="58" />
        <source>Hand &amp;analyzer</source>
        <translation>&amp;Analisador de mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="59" />
        <source>Type or pick five cards and see all 32 holds</source>
        <translation>Digite ou escolha cinco cartas e veja os 32 holds</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="63" />
        <source>&amp;Review mistakes</source>
        <translation>&amp;Revisar erros</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="64" />
        <source>Past mistakes by cost; replay one</source>
        <translation>Erros passados por custo; jogue um de novo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="68" />
        <source>&amp;Export session as CSV…</source>
        <translation>&amp;Exportar sessão como CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="69" />
        <source>Write this session's hands to a CSV file</source>
        <translation>Gravar as mãos desta sessão num arquivo CSV</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="71" />
        <source>EV-lost chart as &amp;PNG…</source>
        <translation>Gráfico de EV perdido como &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="72" />
        <source>EV-lost chart as S&amp;VG…</source>
        <translation>Gráfico de EV perdido como S&amp;VG…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="75" />
        <source>Re&amp;start session</source>
        <translation>Re&amp;iniciar sessão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="76" />
        <source>Start the drill again (same seed, same deals)</source>
        <translation>Recomeçar o exercício (mesma semente, mesmas mãos)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="80" />
        <source>Reset &amp;credits</source>
        <translation>Restaurar &amp;créditos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/commands.py" line="81" />
        <source>Put the credit meter back to the starting credits</source>
        <translation>Voltar o medidor de créditos aos créditos iniciais</translation>
    </message>
</context>
<context>
    <name>PracticeView</name>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="201" />
        <source>Practice machine</source>
        <extracomment>what could not be opened (also said through ``problemFound``)</extracomment>
        <translation>Máquina de treino</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="202" />
        <source>Keys: 1 to 5 hold, Enter or Space deal and draw, H hint, B bet.</source>
        <translation>Teclas: 1 a 5 hold, Enter ou Espaço dar e trocar, H dica, B aposta.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="206" />
        <source>Practice pages</source>
        <translation>Páginas do treino</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="207" />
        <source>Play, Hand analyzer, Review mistakes and Situations.</source>
        <translation>Jogar, Analisador de mãos, Revisar erros e Situações.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="209" />
        <source>&amp;Play</source>
        <translation>&amp;Jogar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="210" />
        <source>Hand &amp;analyzer</source>
        <translation>&amp;Analisador de mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="211" />
        <source>&amp;Review mistakes</source>
        <translation>&amp;Revisar erros</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="212" />
        <source>S&amp;ituations</source>
        <translation>S&amp;ituações</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="368" />
        <source>Preparing {table}…</source>
        <translation>Preparando {table}…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="392" />
        <source>Cannot prepare this table: {reason}</source>
        <translation>Não é possível preparar esta tabela: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="395" />
        <source>This table cannot be practised: {reason}</source>
        <translation>Não é possível treinar nesta tabela: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="420" />
        <source>The optimal return is not known: {reason}</source>
        <translation>O retorno ótimo não é conhecido: {reason}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="446" />
        <source>Session restarted</source>
        <translation>Sessão reiniciada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="456" />
        <source>New drill: seed {seed}</source>
        <translation>Novo exercício: semente {seed}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="458" />
        <source>New drill: random deals</source>
        <translation>Novo exercício: mãos aleatórias</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="544" />
        <source>Nothing to export</source>
        <translation>Nada a exportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="545" />
        <source>The history is not available, so no hands are saved.</source>
        <translation>O histórico não está disponível, então nenhuma mão é salva.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="610" />
        <source>Cannot replay</source>
        <translation>Não é possível jogar de novo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="611" />
        <location filename="../../vptrainer/gui/practice/view.py" line="624" />
        <source>The stored pay table is unreadable: {error}</source>
        <translation>A tabela de pagamentos salva está ilegível: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="623" />
        <source>Cannot analyze</source>
        <translation>Não é possível analisar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/view.py" line="627" />
        <source>from the history</source>
        <translation>do histórico</translation>
    </message>
</context>
<context>
    <name>ProgressChart</name>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="59" />
        <source>Session</source>
        <translation>Sessão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="68" />
        <source>No sessions with hands yet.</source>
        <translation>Ainda não há sessões com mãos.</translation>
    </message>
</context>
<context>
    <name>ReviewView</name>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="207" />
        <source>Started</source>
        <translation>Início</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="208" />
        <location filename="../../vptrainer/gui/practice/review.py" line="221" />
        <source>Pay table</source>
        <translation>Tabela de pagamentos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="209" />
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="210" />
        <source>Mistakes</source>
        <translation>Erros</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="211" />
        <source>EV lost (coins)</source>
        <translation>EV perdido (moedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="212" />
        <source>Your return</source>
        <translation>Seu retorno</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="213" />
        <source>Credits</source>
        <translation>Créditos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="218" />
        <source>EV lost / coin</source>
        <translation>EV perdido / moeda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="219" />
        <source>Cost (coins)</source>
        <translation>Custo (moedas)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="220" />
        <source>Severity</source>
        <translation>Gravidade</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="222" />
        <source>Dealt</source>
        <translation>Mão inicial</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="223" />
        <source>Your hold</source>
        <translation>Seu hold</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="224" />
        <source>Best hold</source>
        <translation>Melhor hold</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="225" />
        <source>Played</source>
        <translation>Jogada em</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="226" />
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="229" />
        <source>Your practice sessions, newest first</source>
        <translation>Suas sessões de treino, as mais recentes primeiro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="230" />
        <source>Export session as CSV…</source>
        <translation>Exportar sessão como CSV…</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="231" />
        <source>Which mistakes to list: all, major or minor</source>
        <translation>Quais erros listar: todos, graves ou leves</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="232" />
        <source>All mistakes</source>
        <translation>Todos os erros</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="233" />
        <source>Major mistakes</source>
        <translation>Erros graves</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="234" />
        <source>Minor mistakes</source>
        <translation>Erros leves</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="235" />
        <source>Only the selected session</source>
        <translation>Só a sessão selecionada</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="237" />
        <source>List only the mistakes of the session selected above</source>
        <translation>Listar só os erros da sessão selecionada acima</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="239" />
        <source>Your past mistakes, the costliest first</source>
        <translation>Seus erros passados, os mais caros primeiro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="240" />
        <source>Replay in practice</source>
        <translation>Jogar de novo no treino</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="242" />
        <source>Deal exactly this hand again, on the same pay table</source>
        <translation>Dar exatamente esta mão de novo, na mesma tabela de pagamentos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="244" />
        <source>Analyze this hand</source>
        <translation>Analisar esta mão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="245" />
        <source>Refresh</source>
        <translation>Atualizar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="247" />
        <source>Read the sessions and mistakes again from the history</source>
        <translation>Ler de novo as sessões e os erros do histórico</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="249" />
        <source>Sessions</source>
        <translation>Sessões</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="250" />
        <source>Past mistakes, largest first</source>
        <translation>Erros passados, os maiores primeiro</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="262" />
        <source>major</source>
        <translation>grave</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="263" />
        <source>minor</source>
        <translation>leve</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="264" />
        <source>correct</source>
        <translation>correto</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="271" />
        <source>after a hint</source>
        <translation>após uma dica</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="272" />
        <source>after a warning</source>
        <translation>após um aviso</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="273" />
        <source>replayed</source>
        <translation>jogada de novo</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="301" />
        <source>The history cannot be read: {error}</source>
        <translation>Não é possível ler o histórico: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="366" />
        <source>Session {id}</source>
        <translation>Sessão {id}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="372" />
        <source>%n played with help (not graded)</source>
        <translation>
            <numerusform>%n jogada com ajuda (sem avaliação)</numerusform>
            <numerusform>%n jogadas com ajuda (sem avaliação)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="382" />
        <source>{mistakes} ({minor} minor, {major} major)</source>
        <translation>{mistakes} ({minor} leves, {major} graves)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="389" />
        <source>Counts the hands played without help</source>
        <translation>Conta as mãos jogadas sem ajuda</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="425" />
        <source>Select a session</source>
        <translation>Selecione uma sessão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="447" />
        <source>Tied best holds:</source>
        <translation>Melhores holds empatados:</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="456" />
        <source>warned, then changed</source>
        <translation>avisado, depois mudou</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="462" />
        <source>Your hold EV {yours}, best {best} per coin</source>
        <translation>EV do seu hold {yours}, melhor {best} por moeda</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="469" />
        <source>At %n coin</source>
        <translation>
            <numerusform>Com %n moeda</numerusform>
            <numerusform>Com %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="471" />
        <source>At %n coins</source>
        <translation>
            <numerusform>Com %n moeda</numerusform>
            <numerusform>Com %n moedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="486" />
        <source>%n mistakes (the %n largest)</source>
        <translation>
            <numerusform>%n erro (os %n maiores)</numerusform>
            <numerusform>%n erros (os %n maiores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="488" />
        <source>%n mistake</source>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="490" />
        <source>%n mistakes</source>
        <translation>
            <numerusform>%n erro</numerusform>
            <numerusform>%n erros</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="552" />
        <source>Nothing to export</source>
        <translation>Nada a exportar</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="553" />
        <source>No session with recorded hands is selected.</source>
        <translation>Nenhuma sessão com mãos gravadas está selecionada.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="562" />
        <source>Export session</source>
        <translation>Exportar sessão</translation>
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
            <numerusform>%n mão exportada para {path}</numerusform>
            <numerusform>%n mãos exportadas para {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/review.py" line="574" />
        <source>Exported %n hands to {path}</source>
        <translation>
            <numerusform>%n mão exportada para {path}</numerusform>
            <numerusform>%n mãos exportadas para {path}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/review.py" line="580" />
        <source>Export failed</source>
        <translation>Falha na exportação</translation>
    </message>
</context>
<context>
    <name>SessionPanel</name>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="88" />
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="101" />
        <source>&lt;b&gt;This session&lt;/b&gt;</source>
        <translation>&lt;b&gt;Esta sessão&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="112" />
        <source>Your return: the expected return of your own holds, per coin bet: the optimal return less the EV your mistakes gave up, in coins, over the coins bet. Hands played with help are not counted. Paid back: what the machine paid per coin bet, luck included.</source>
        <translation>Seu retorno: o retorno esperado das suas próprias escolhas, por moeda apostada: o retorno ótimo menos o EV que seus erros perderam, em moedas, sobre as moedas apostadas. Mãos jogadas com ajuda não contam. Devolvido: o que a máquina pagou por moeda apostada, sorte incluída.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="119" />
        <source>Optimal return: Ultimate X's exact return per coin bet (10 coins a line) when every hand is played optimally. The multipliers on the lines change from hand to hand, so it is the long-run average over the total multipliers optimal play meets (the stationary distribution of the multipliers). A hold's value counts the multipliers it earns for the next hand, so a mistake's cost includes what it leaves the next hand.</source>
        <translation>Retorno ótimo: o retorno exato do Ultimate X por moeda apostada (10 moedas por linha) quando toda mão é jogada de forma ótima. Os multiplicadores nas linhas mudam de mão para mão, então é a média de longo prazo sobre os multiplicadores totais que o jogo ótimo encontra (a distribuição estacionária dos multiplicadores). O valor de um hold conta os multiplicadores que ele ganha para a próxima mão, então o custo de um erro inclui o que ele deixa para a próxima mão.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="127" />
        <source>Optimal return: Multi-Strike's exact return per coin bet (the four levels' 20 coins, bet with a round's first hand) when every level is played optimally. A hold's value counts what the next level is worth, so a mistake's cost includes the levels it gives up.</source>
        <translation>Retorno ótimo: o retorno exato do Multi-Strike por moeda apostada (as 20 moedas dos quatro níveis, apostadas com a primeira mão de uma rodada) quando todo nível é jogado de forma ótima. O valor de um hold conta o que vale o próximo nível, então o custo de um erro inclui os níveis que ele perde.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="133" />
        <source>Optimal return: Wheel Poker's exact return per coin bet (6 coins a line) when every hold is the best with the wheel's mean prize counted.</source>
        <translation>Retorno ótimo: o retorno exato do Wheel Poker por moeda apostada (6 moedas por linha) quando todo hold é o melhor, contando o prêmio médio da roda.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="137" />
        <source>Optimal return: Dream Card's exact return per coin bet (10 coins a line) with the machine's Dream Card (the card that makes the best dealt hand) and every hold the best.</source>
        <translation>Retorno ótimo: o retorno exato do Dream Card por moeda apostada (10 moedas por linha) com o Dream Card da máquina (a carta que faz a melhor mão dada) e todo hold o melhor.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/session_panel.py" line="144" />
        <source>Optimal return: the table's exact return per coin bet when every hold is the best (a feature game that keeps the base game's strategy is practised as the base game).</source>
        <translation>Retorno ótimo: o retorno exato da tabela por moeda apostada quando todo hold é o melhor (um jogo com recurso que mantém a estratégia do jogo base é treinado como o jogo base).</translation>
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
        <translation>Situação (regra do melhor hold)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="148" />
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="149" />
        <source>Mistakes</source>
        <translation>Erros</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="150" />
        <source>Errors /1k</source>
        <translation>Erros /1k</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="151" />
        <source>EV lost /1k</source>
        <translation>EV perdido /1k</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="155" />
        <source>The rule of the strategy chart the best hold follows</source>
        <translation>A regra da tabela de estratégia que o melhor hold segue</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="156" />
        <source>Hands of this situation</source>
        <translation>Mãos desta situação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="157" />
        <source>Hands held wrong</source>
        <translation>Mãos com hold errado</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="158" />
        <source>Mistakes per 1,000 hands of this situation</source>
        <translation>Erros a cada 1.000 mãos desta situação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="159" />
        <source>EV lost per coin per 1,000 hands of this situation</source>
        <translation>EV perdido por moeda a cada 1.000 mãos desta situação</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="167" />
        <source>Situations</source>
        <translation>Situações</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="169" />
        <source>Each kind of hand you were dealt, how often you held it right and the EV you gave up.</source>
        <translation>Cada tipo de mão que você recebeu, quantas vezes acertou o hold e o EV que perdeu.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="175" />
        <source>Holds confused</source>
        <translation>Holds confundidos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="176" />
        <source>The holds you chose most often in place of the best one.</source>
        <translation>Os holds que você mais escolheu no lugar do melhor.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="178" />
        <source>Accuracy</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="178" />
        <source>Unaided hands right (%)</source>
        <translation>Mãos sem ajuda certas (%)</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="180" />
        <source>EV lost per 1,000 hands</source>
        <translation>EV perdido a cada 1.000 mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="180" />
        <source>EV lost / 1,000 hands</source>
        <translation>EV perdido / 1.000 mãos</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="182" />
        <source>Most expensive confusions</source>
        <translation>Confusões mais caras</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="213" />
        <source>How you play each situation of {table} (hands recorded with its strategy chart).</source>
        <translation>Como você joga cada situação de {table} (mãos gravadas com a tabela de estratégia).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="217" />
        <source>How you play each situation of the pay table (hands recorded with its strategy chart).</source>
        <translation>Como você joga cada situação da tabela de pagamentos (mãos gravadas com a tabela de estratégia).</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="229" />
        <source>The history is not available.</source>
        <translation>O histórico não está disponível.</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="233" />
        <source>The history cannot be read: {error}</source>
        <translation>Não é possível ler o histórico: {error}</translation>
    </message>
    <message>
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="262" />
        <source>No confusions yet: mistakes show here by the rules involved.</source>
        <translation>Ainda sem confusões: os erros aparecem aqui pelas regras envolvidas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="271" />
        <source>{hands} hands in %n situation.</source>
        <translation>
            <numerusform>{hands} mãos em %n situação.</numerusform>
            <numerusform>{hands} mãos em %n situações.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../vptrainer/gui/practice/situations_page.py" line="273" />
        <source>{hands} hands in %n situations.</source>
        <translation>
            <numerusform>{hands} mãos em %n situação.</numerusform>
            <numerusform>{hands} mãos em %n situações.</numerusform>
        </translation>
    </message>
</context>
</TS>