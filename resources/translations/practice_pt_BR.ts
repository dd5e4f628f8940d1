<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
    <context>
        <name>DrillBar</name>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="102" />
            <source>&amp;Drill</source>
            <translation>&amp;Modo</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="105" />
            <source>Random deals; weak spots (the situations you get wrong, by spaced repetition); close calls (the two best holds near in EV); your past mistakes until played right</source>
            <translation>Mãos aleatórias; pontos fracos (as situações que você erra, por repetição espaçada); decisões apertadas (os dois melhores holds com EV próximo); seus erros passados até acertá-los</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="110" />
            <source> /coin</source>
            <translation>/moeda</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="112" />
            <source>Close calls: the two best holds differ by less than this EV</source>
            <translation>Decisões apertadas: os dois melhores holds diferem menos que este EV</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="114" />
            <source>Grade by chart:</source>
            <translation>Pela tabela:</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="117" />
            <source>Grade against a simpler strategy chart instead of optimal play; what the simplification costs is shown apart</source>
            <translation>Avaliar por uma tabela de estratégia mais simples em vez do jogo ótimo; o custo da simplificação aparece à parte</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drill_bar.py" line="121" />
            <source> rules</source>
            <translation> regras</translation>
        </message>
    </context>
    <context>
        <name>DrillCoordinator</name>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="119" />
            <source>Grades name the rules of the {rules}-rule basic strategy, grading by a {level}-rule chart.</source>
            <translation>As avaliações citam as regras da estratégia básica de {rules} regras, avaliando por uma tabela de {level} regras.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="123" />
            <source>Grades name the rules of the {rules}-rule basic strategy.</source>
            <translation>As avaliações citam as regras da estratégia básica de {rules} regras.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="134" />
            <location filename="../../vptrainer/gui/practice/drills.py" line="191" />
            <source>Making the strategy chart of {table}…</source>
            <translation>Criando a tabela de estratégia de {table}…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="139" />
            <source>No strategy chart: {reason}</source>
            <translation>Sem tabela de estratégia: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="141" />
            <source>The strategy chart could not be made: {reason}</source>
            <translation>Não foi possível criar a tabela de estratégia: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="167" />
            <source>Finding the close calls…</source>
            <translation>Procurando as decisões apertadas…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/drills.py" line="170" />
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
            <location filename="../../vptrainer/gui/practice/games.py" line="67" />
            <source>The game practised</source>
            <translation>O jogo treinado</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="77" />
            <source>About the game</source>
            <translation>Sobre o jogo</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="83" />
            <source>The game's state</source>
            <translation>O estado do jogo</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="89" />
            <source>Stop solving the game (practise it once it is solved)</source>
            <translation>Parar de resolver o jogo (treine-o quando estiver resolvido)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="176" />
            <location filename="../../vptrainer/gui/practice/games.py" line="239" />
            <source>Solving {game} for {table}…</source>
            <translation>Resolvendo {game} para {table}…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="228" />
            <source>{game} cannot be played on this table: {reason}</source>
            <translation>{game} não pode ser jogado nesta tabela: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="264" />
            <source>This hand: {total}x in all.</source>
            <translation>Esta mão: {total}x no total.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="269" />
            <source>Next hand: {total}x in all.</source>
            <translation>Próxima mão: {total}x no total.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="274" />
            <source>Line {line} carries {multiplier}x.</source>
            <translation>A linha {line} leva {multiplier}x.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="277" />
            <source>Line {line} carries {multiplier}x into the hand.</source>
            <translation>A linha {line} leva {multiplier}x para a mão.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="290" />
            <source>Level {level} of {levels} with a free ride:</source>
            <translation>Nível {level} de {levels} com passe livre:</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="292" />
            <source>Level {level} of {levels}:</source>
            <translation>Nível {level} de {levels}:</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="298" />
            <source>Level {level} pays {multiplier}x.</source>
            <translation>O nível {level} paga {multiplier}x.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/games.py" line="311" />
            <source>Standard play</source>
            <translation>Jogo padrão</translation>
        </message>
    </context>
    <context>
        <name>HandAnalyzer</name>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="125" />
            <source>Pay table</source>
            <translation>Tabela de pagamentos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="126" />
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="127" />
            <source>Bet</source>
            <translation>Aposta</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="128" />
            <source> coins</source>
            <translation> moedas</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="130" />
            <source>The bet: its pays (a table's short pays below max bet) and the cost column</source>
            <translation>A aposta: seus pagamentos (os pagamentos reduzidos abaixo da aposta máxima) e a coluna de custo</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="132" />
            <source>&amp;Hand</source>
            <translation>&amp;Mão</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="134" />
            <source>Five cards, e.g. Ah Kh Qh Jh 9c  (T or 10 for tens)</source>
            <translation>Cinco cartas, p. ex. Ah Kh Qh Jh 9c  (T ou 10 para dez)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="136" />
            <source>Hand to analyze</source>
            <translation>Mão a analisar</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="137" />
            <source>Clear</source>
            <translation>Limpar</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="138" />
            <source>Clear the hand to analyze</source>
            <translation>Limpar a mão a analisar</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="139" />
            <source>Practise this hand</source>
            <translation>Treinar esta mão</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="141" />
            <source>Deal exactly this hand in practice, on this table</source>
            <translation>Dar exatamente esta mão no treino, nesta tabela</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="143" />
            <source>Or pick the cards</source>
            <translation>Ou escolha as cartas</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="181" />
            <source>Preparing {table}…</source>
            <translation>Preparando {table}…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="196" />
            <source>Cannot prepare this table: {reason}</source>
            <translation>Não é possível preparar esta tabela: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="219" />
            <source>from practice</source>
            <translation>do treino</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="245" />
            <source>Type five cards, or pick them on the grid below.</source>
            <translation>Digite cinco cartas ou escolha-as na grade abaixo.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="249" />
            <source>{n} of 5 cards: {more} more to go.</source>
            <translation>{n} de 5 cartas: faltam {more}.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="252" />
            <source>Too many cards: {n} (a hand is five cards).</source>
            <translation>Cartas demais: {n} (uma mão tem cinco cartas).</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="255" />
            <source>Preparing the pay table…</source>
            <translation>Preparando a tabela de pagamentos…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="258" />
            <source>{cards}: all 32 holds, best first.</source>
            <translation>{cards}: os 32 holds, o melhor primeiro.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="269" />
            <source>The 32 holds appear here once the hand has five valid cards.</source>
            <translation>Os 32 holds aparecem aqui quando a mão tiver cinco cartas válidas.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="275" />
            <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other hold) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
            <translation>
                <numerusform>Melhor hold: &lt;b&gt;{hold}&lt;/b&gt; (empatado com %n outro hold) — EV &lt;b&gt;{ev}&lt;/b&gt; por moeda em {table}</numerusform>
                <numerusform>Melhor hold: &lt;b&gt;{hold}&lt;/b&gt; (empatado com %n outros holds) — EV &lt;b&gt;{ev}&lt;/b&gt; por moeda em {table}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="282" />
            <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; (tied with %n other holds) — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
            <translation>
                <numerusform>Melhor hold: &lt;b&gt;{hold}&lt;/b&gt; (empatado com %n outro hold) — EV &lt;b&gt;{ev}&lt;/b&gt; por moeda em {table}</numerusform>
                <numerusform>Melhor hold: &lt;b&gt;{hold}&lt;/b&gt; (empatado com %n outros holds) — EV &lt;b&gt;{ev}&lt;/b&gt; por moeda em {table}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="288" />
            <source>Best hold: &lt;b&gt;{hold}&lt;/b&gt; — EV &lt;b&gt;{ev}&lt;/b&gt; per coin on {table}</source>
            <translation>Melhor hold: &lt;b&gt;{hold}&lt;/b&gt; — EV &lt;b&gt;{ev}&lt;/b&gt; por moeda em {table}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/analyzer.py" line="302" />
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
            <location filename="../../vptrainer/gui/practice/lines_panel.py" line="132" />
            <source>Line {line} carries {multiplier}x.</source>
            <extracomment>the multiplier the line carries (Ultimate X; hidden otherwise)</extracomment>
            <translation>A linha {line} leva {multiplier}x.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/lines_panel.py" line="144" />
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
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="206" />
            <source>Pay &amp;table</source>
            <extracomment>asked before a new seed is used (see the class)</extracomment>
            <translation>&amp;Tabela</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="207" />
            <source>Bet</source>
            <translation>Aposta</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="208" />
            <source>&amp;Seed</source>
            <translation>&amp;Semente</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="209" />
            <source>&amp;Major from</source>
            <translation>&amp;Grave ≥</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="210" />
            <source>The pay table to practise on</source>
            <translation>A tabela de pagamentos do treino</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="214" />
            <source>Bet %n coin per hand</source>
            <translation>
                <numerusform>Apostar %n moeda por mão</numerusform>
                <numerusform>Apostar %n moedas por mão</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="216" />
            <source>Bet %n coins per hand</source>
            <translation>
                <numerusform>Apostar %n moeda por mão</numerusform>
                <numerusform>Apostar %n moedas por mão</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="220" />
            <source>Multi-play: one hold, each line drawn from its own shuffle of the rest of the deck</source>
            <translation>Multi-play: um só hold, cada linha troca a partir do seu próprio embaralhamento do resto do baralho</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="225" />
            <source>%n line</source>
            <translation>
                <numerusform>%n linha</numerusform>
                <numerusform>%n linhas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="225" />
            <source>%n lines</source>
            <translation>
                <numerusform>%n linha</numerusform>
                <numerusform>%n linhas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="227" />
            <source>Game</source>
            <translation>Jogo</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="229" />
            <source>The game to practise: standard play, or a feature game graded its own way</source>
            <translation>O jogo a treinar: jogo padrão, ou um jogo com recurso especial avaliado do seu jeito</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="231" />
            <source>random</source>
            <translation>aleatória</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="234" />
            <source>A number replays the same sequence of deals (a drill); empty deals at random. It changes between hands.</source>
            <translation>Um número repete a mesma sequência de mãos (um exercício); vazio dá mãos aleatórias. Muda entre as mãos.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="238" />
            <source> /coin</source>
            <translation>/moeda</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="241" />
            <source>A mistake is major when it gives up at least this much EV per coin, minor otherwise</source>
            <translation>Um erro é grave quando perde pelo menos este EV por moeda; senão é leve</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="245" />
            <source>&amp;Warn before drawing a mistake</source>
            <translation>&amp;Avisar antes de trocar com erro</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="246" />
            <source>Ask before drawing a hold that is not the best</source>
            <translation>Perguntar antes de trocar com um hold que não é o melhor</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="247" />
            <source>&amp;Guard dealt paying hands</source>
            <translation>&amp;Proteger mãos pagas na distribuição</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="249" />
            <source>Ask before a mistake draws away a hand that already pays</source>
            <translation>Perguntar antes que um erro descarte uma mão que já paga</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="252" />
            <source>Practice options: warnings, mistake threshold and more</source>
            <translation>Opções do treino: avisos, limite de erro e mais</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/options_bar.py" line="254" />
            <source>Options</source>
            <translation>Opções</translation>
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
            <location filename="../../vptrainer/gui/practice/play_area.py" line="198" />
            <source>Pay table</source>
            <translation>Tabela de pagamentos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="199" />
            <source>Lines</source>
            <translation>Linhas</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="200" />
            <source>Dealt</source>
            <translation>Mão inicial</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="202" />
            <source>The dealt hand (discards dimmed after the draw)</source>
            <translation>A mão dada (descartes esmaecidos após a troca)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="204" />
            <source>Deal, then draw (Enter or Space)</source>
            <translation>Dar as cartas, depois trocar (Enter ou Espaço)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="205" />
            <source>Hint</source>
            <translation>Dica</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="206" />
            <source>Show the EVs of all 32 holds before drawing (H)</source>
            <translation>Mostrar os EVs dos 32 holds antes de trocar (H)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="207" />
            <source>Analyze this hand</source>
            <translation>Analisar esta mão</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="208" />
            <source>Open this deal in the hand analyzer</source>
            <translation>Abrir esta mão no analisador de mãos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="226" />
            <source>Keys: 1–5 hold · Enter/Space deal and draw · H hint · B bet</source>
            <translation>Teclas: 1–5 hold · Enter/Espaço dar e trocar · H dica · B aposta</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="227" />
            <source>Keys: 1–5 hold · Enter/Space deal and draw
H hint · B bet</source>
            <translation>Teclas: 1–5 hold · Enter/Espaço dar e trocar
H dica · B aposta</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="228" />
            <source>1–5 hold · Enter draw
H hint · B bet</source>
            <translation>1–5 hold · Enter troca
H dica · B aposta</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="235" />
            <source>DEAL</source>
            <translation>DAR</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="236" />
            <source>DRAW</source>
            <translation>TROCAR</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="237" />
            <source>Preparing…</source>
            <translation>Preparando…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="392" />
            <source>Deal a hand: after the draw, every hold is ranked here with its exact EV.</source>
            <translation>Dê uma mão: depois da troca, cada hold aparece aqui classificado com seu EV exato.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="397" />
            <source>Press Deal (Enter or Space) to start.</source>
            <translation>Pressione Dar (Enter ou Espaço) para começar.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="455" />
            <source>Cannot deal that hand: {error}</source>
            <translation>Não é possível dar essa mão: {error}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="480" />
            <source>The EVs of all 32 holds appear after the draw.
Press Hint (H) to see them now.</source>
            <translation>Os EVs dos 32 holds aparecem depois da troca.
Pressione Dica (H) para vê-los agora.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="483" />
            <source>&lt;b&gt;All 32 holds&lt;/b&gt; (hidden until the draw)</source>
            <translation>&lt;b&gt;Os 32 holds&lt;/b&gt; (ocultos até a troca)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="512" />
            <source>Not drawn: change your hold, or draw again and confirm.</source>
            <translation>Não trocado: mude o seu hold, ou troque de novo e confirme.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="557" />
            <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note} (hint: the hand is not drawn yet)</source>
            <translation>&lt;b&gt;Os 32 holds&lt;/b&gt;, o melhor primeiro: {note} (dica: a mão ainda não foi trocada)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="560" />
            <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first: {note}</source>
            <translation>&lt;b&gt;Os 32 holds&lt;/b&gt;, o melhor primeiro: {note}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="562" />
            <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first (hint: the hand is not drawn yet)</source>
            <translation>&lt;b&gt;Os 32 holds&lt;/b&gt;, o melhor primeiro (dica: a mão ainda não foi trocada)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="564" />
            <source>&lt;b&gt;All 32 holds&lt;/b&gt;, best first</source>
            <translation>&lt;b&gt;Os 32 holds&lt;/b&gt;, o melhor primeiro</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="616" />
            <source>CREDITS {amount}</source>
            <translation>CRÉDITOS {amount}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="625" />
            <source>BET {coins} × {lines}</source>
            <translation>APOSTA {coins} × {lines}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="630" />
            <source>BET {coins}</source>
            <translation>APOSTA {coins}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/play_area.py" line="632" />
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
            <location filename="../../vptrainer/gui/practice/view.py" line="200" />
            <source>Practice machine</source>
            <extracomment>what could not be opened (also said through ``problemFound``)</extracomment>
            <translation>Máquina de treino</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="201" />
            <source>Keys: 1 to 5 hold, Enter or Space deal and draw, H hint, B bet.</source>
            <translation>Teclas: 1 a 5 hold, Enter ou Espaço dar e trocar, H dica, B aposta.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="205" />
            <source>Practice pages</source>
            <translation>Páginas do treino</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="206" />
            <source>Play, Hand analyzer, Review mistakes and Situations.</source>
            <translation>Jogar, Analisador de mãos, Revisar erros e Situações.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="208" />
            <source>&amp;Play</source>
            <translation>&amp;Jogar</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="209" />
            <source>Hand &amp;analyzer</source>
            <translation>&amp;Analisador de mãos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="210" />
            <source>&amp;Review mistakes</source>
            <translation>&amp;Revisar erros</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="211" />
            <source>S&amp;ituations</source>
            <translation>S&amp;ituações</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="364" />
            <source>Preparing {table}…</source>
            <translation>Preparando {table}…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="388" />
            <source>Cannot prepare this table: {reason}</source>
            <translation>Não é possível preparar esta tabela: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="391" />
            <source>This table cannot be practised: {reason}</source>
            <translation>Não é possível treinar nesta tabela: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="414" />
            <source>The optimal return is not known: {reason}</source>
            <translation>O retorno ótimo não é conhecido: {reason}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="440" />
            <source>Session restarted</source>
            <translation>Sessão reiniciada</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="450" />
            <source>New drill: seed {seed}</source>
            <translation>Novo exercício: semente {seed}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="452" />
            <source>New drill: random deals</source>
            <translation>Novo exercício: mãos aleatórias</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="538" />
            <source>Nothing to export</source>
            <translation>Nada a exportar</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="539" />
            <source>The history is not available, so no hands are saved.</source>
            <translation>O histórico não está disponível, então nenhuma mão é salva.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="604" />
            <source>Cannot replay</source>
            <translation>Não é possível jogar de novo</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="605" />
            <location filename="../../vptrainer/gui/practice/view.py" line="618" />
            <source>The stored pay table is unreadable: {error}</source>
            <translation>A tabela de pagamentos salva está ilegível: {error}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="617" />
            <source>Cannot analyze</source>
            <translation>Não é possível analisar</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/view.py" line="621" />
            <source>from the history</source>
            <translation>do histórico</translation>
        </message>
    </context>
    <context>
        <name>ProgressChart</name>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="58" />
            <source>Session</source>
            <translation>Sessão</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="67" />
            <source>No sessions with hands yet.</source>
            <translation>Ainda não há sessões com mãos.</translation>
        </message>
    </context>
    <context>
        <name>ReviewView</name>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="206" />
            <source>Started</source>
            <translation>Início</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="207" />
            <location filename="../../vptrainer/gui/practice/review.py" line="220" />
            <source>Pay table</source>
            <translation>Tabela de pagamentos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="208" />
            <source>Hands</source>
            <translation>Mãos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="209" />
            <source>Mistakes</source>
            <translation>Erros</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="210" />
            <source>EV lost (coins)</source>
            <translation>EV perdido (moedas)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="211" />
            <source>Your return</source>
            <translation>Seu retorno</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="212" />
            <source>Credits</source>
            <translation>Créditos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="217" />
            <source>EV lost / coin</source>
            <translation>EV perdido / moeda</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="218" />
            <source>Cost (coins)</source>
            <translation>Custo (moedas)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="219" />
            <source>Severity</source>
            <translation>Gravidade</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="221" />
            <source>Dealt</source>
            <translation>Mão inicial</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="222" />
            <source>Your hold</source>
            <translation>Seu hold</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="223" />
            <source>Best hold</source>
            <translation>Melhor hold</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="224" />
            <source>Played</source>
            <translation>Jogada em</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="225" />
            <source>Help</source>
            <translation>Ajuda</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="228" />
            <source>Your practice sessions, newest first</source>
            <translation>Suas sessões de treino, as mais recentes primeiro</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="229" />
            <source>Export session as CSV…</source>
            <translation>Exportar sessão como CSV…</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="230" />
            <source>Which mistakes to list: all, major or minor</source>
            <translation>Quais erros listar: todos, graves ou leves</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="231" />
            <source>All mistakes</source>
            <translation>Todos os erros</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="232" />
            <source>Major mistakes</source>
            <translation>Erros graves</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="233" />
            <source>Minor mistakes</source>
            <translation>Erros leves</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="234" />
            <source>Only the selected session</source>
            <translation>Só a sessão selecionada</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="236" />
            <source>List only the mistakes of the session selected above</source>
            <translation>Listar só os erros da sessão selecionada acima</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="238" />
            <source>Your past mistakes, the costliest first</source>
            <translation>Seus erros passados, os mais caros primeiro</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="239" />
            <source>Replay in practice</source>
            <translation>Jogar de novo no treino</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="241" />
            <source>Deal exactly this hand again, on the same pay table</source>
            <translation>Dar exatamente esta mão de novo, na mesma tabela de pagamentos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="243" />
            <source>Analyze this hand</source>
            <translation>Analisar esta mão</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="244" />
            <source>Refresh</source>
            <translation>Atualizar</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="246" />
            <source>Read the sessions and mistakes again from the history</source>
            <translation>Ler de novo as sessões e os erros do histórico</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="248" />
            <source>Sessions</source>
            <translation>Sessões</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="249" />
            <source>Past mistakes, largest first</source>
            <translation>Erros passados, os maiores primeiro</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="261" />
            <source>major</source>
            <translation>grave</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="262" />
            <source>minor</source>
            <translation>leve</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="263" />
            <source>correct</source>
            <translation>correto</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="270" />
            <source>after a hint</source>
            <translation>após uma dica</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="271" />
            <source>after a warning</source>
            <translation>após um aviso</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="272" />
            <source>replayed</source>
            <translation>jogada de novo</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="300" />
            <source>The history cannot be read: {error}</source>
            <translation>Não é possível ler o histórico: {error}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="365" />
            <source>Session {id}</source>
            <translation>Sessão {id}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="371" />
            <source>%n played with help (not graded)</source>
            <translation>
                <numerusform>%n jogada com ajuda (sem avaliação)</numerusform>
                <numerusform>%n jogadas com ajuda (sem avaliação)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="381" />
            <source>{mistakes} ({minor} minor, {major} major)</source>
            <translation>{mistakes} ({minor} leves, {major} graves)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="388" />
            <source>Counts the hands played without help</source>
            <translation>Conta as mãos jogadas sem ajuda</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="424" />
            <source>Select a session</source>
            <translation>Selecione uma sessão</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="446" />
            <source>Tied best holds:</source>
            <translation>Melhores holds empatados:</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="455" />
            <source>warned, then changed</source>
            <translation>avisado, depois mudou</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="461" />
            <source>Your hold EV {yours}, best {best} per coin</source>
            <translation>EV do seu hold {yours}, melhor {best} por moeda</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="468" />
            <source>At %n coin</source>
            <translation>
                <numerusform>Com %n moeda</numerusform>
                <numerusform>Com %n moedas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="470" />
            <source>At %n coins</source>
            <translation>
                <numerusform>Com %n moeda</numerusform>
                <numerusform>Com %n moedas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="485" />
            <source>%n mistakes (the %n largest)</source>
            <translation>
                <numerusform>%n erro (os %n maiores)</numerusform>
                <numerusform>%n erros (os %n maiores)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="487" />
            <source>%n mistake</source>
            <translation>
                <numerusform>%n erro</numerusform>
                <numerusform>%n erros</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="489" />
            <source>%n mistakes</source>
            <translation>
                <numerusform>%n erro</numerusform>
                <numerusform>%n erros</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="551" />
            <source>Nothing to export</source>
            <translation>Nada a exportar</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="552" />
            <source>No session with recorded hands is selected.</source>
            <translation>Nenhuma sessão com mãos gravadas está selecionada.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="561" />
            <source>Export session</source>
            <translation>Exportar sessão</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="561" />
            <source>CSV (*.csv)</source>
            <translation>CSV (*.csv)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="571" />
            <source>Exported %n hand to {path}</source>
            <translation>
                <numerusform>%n mão exportada para {path}</numerusform>
                <numerusform>%n mãos exportadas para {path}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/review.py" line="573" />
            <source>Exported %n hands to {path}</source>
            <translation>
                <numerusform>%n mão exportada para {path}</numerusform>
                <numerusform>%n mãos exportadas para {path}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/review.py" line="579" />
            <source>Export failed</source>
            <translation>Falha na exportação</translation>
        </message>
    </context>
    <context>
        <name>SessionPanel</name>
        <message>
            <location filename="../../vptrainer/gui/practice/session_panel.py" line="88" />
            <location filename="../../vptrainer/gui/practice/session_panel.py" line="96" />
            <source>&lt;b&gt;This session&lt;/b&gt;</source>
            <translation>&lt;b&gt;Esta sessão&lt;/b&gt;</translation>
        </message>
    </context>
    <context>
        <name>SituationsPage</name>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="146" />
            <source>Situation (best hold's rule)</source>
            <translation>Situação (regra do melhor hold)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="147" />
            <source>Hands</source>
            <translation>Mãos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="148" />
            <source>Mistakes</source>
            <translation>Erros</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="149" />
            <source>Errors /1k</source>
            <translation>Erros /1k</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="150" />
            <source>EV lost /1k</source>
            <translation>EV perdido /1k</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="154" />
            <source>The rule of the strategy chart the best hold follows</source>
            <translation>A regra da tabela de estratégia que o melhor hold segue</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="155" />
            <source>Hands of this situation</source>
            <translation>Mãos desta situação</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="156" />
            <source>Hands held wrong</source>
            <translation>Mãos com hold errado</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="157" />
            <source>Mistakes per 1,000 hands of this situation</source>
            <translation>Erros a cada 1.000 mãos desta situação</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="158" />
            <source>EV lost per coin per 1,000 hands of this situation</source>
            <translation>EV perdido por moeda a cada 1.000 mãos desta situação</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="166" />
            <source>Situations</source>
            <translation>Situações</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="168" />
            <source>Each kind of hand you were dealt, how often you held it right and the EV you gave up.</source>
            <translation>Cada tipo de mão que você recebeu, quantas vezes acertou o hold e o EV que perdeu.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="174" />
            <source>Holds confused</source>
            <translation>Holds confundidos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="175" />
            <source>The holds you chose most often in place of the best one.</source>
            <translation>Os holds que você mais escolheu no lugar do melhor.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="177" />
            <source>Accuracy</source>
            <translation>Precisão</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="177" />
            <source>Unaided hands right (%)</source>
            <translation>Mãos sem ajuda certas (%)</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="179" />
            <source>EV lost per 1,000 hands</source>
            <translation>EV perdido a cada 1.000 mãos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="179" />
            <source>EV lost / 1,000 hands</source>
            <translation>EV perdido / 1.000 mãos</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="181" />
            <source>Most expensive confusions</source>
            <translation>Confusões mais caras</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="212" />
            <source>How you play each situation of {table} (hands recorded with its strategy chart).</source>
            <translation>Como você joga cada situação de {table} (mãos gravadas com a tabela de estratégia).</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="216" />
            <source>How you play each situation of the pay table (hands recorded with its strategy chart).</source>
            <translation>Como você joga cada situação da tabela de pagamentos (mãos gravadas com a tabela de estratégia).</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="228" />
            <source>The history is not available.</source>
            <translation>O histórico não está disponível.</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="232" />
            <source>The history cannot be read: {error}</source>
            <translation>Não é possível ler o histórico: {error}</translation>
        </message>
        <message>
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="261" />
            <source>No confusions yet: mistakes show here by the rules involved.</source>
            <translation>Ainda sem confusões: os erros aparecem aqui pelas regras envolvidas.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="270" />
            <source>{hands} hands in %n situation.</source>
            <translation>
                <numerusform>{hands} mãos em %n situação.</numerusform>
                <numerusform>{hands} mãos em %n situações.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../vptrainer/gui/practice/situations_page.py" line="272" />
            <source>{hands} hands in %n situations.</source>
            <translation>
                <numerusform>{hands} mãos em %n situação.</numerusform>
                <numerusform>{hands} mãos em %n situações.</numerusform>
            </translation>
        </message>
    </context>
</TS>
