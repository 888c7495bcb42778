<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Autosave</name>
    <message>
        <source>Your match cannot be kept for next time: {0} cannot be written.</source>
        <translation>Ihre Partie kann nicht für das nächste Mal aufbewahrt werden: {0} kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <source>Farmer&apos;s hand: you hold only nines and tens</source>
        <translation>Bauernhand: Sie haben nur Neunen und Zehnen</translation>
    </message>
    <message>
        <source>Claim a redeal, or keep the hand?</source>
        <translation>Neu geben lassen oder Blatt behalten?</translation>
    </message>
    <message>
        <source>%1 turned up: name trump</source>
        <translation>%1 aufgedeckt: Trumpf ansagen</translation>
    </message>
    <message>
        <source>You name the suit before looking at your hand.</source>
        <translation>Sie nennen die Farbe, bevor Sie Ihr Blatt ansehen.</translation>
    </message>
    <message>
        <source>You have looked at your hand for a farmer&apos;s hand: name the suit.</source>
        <translation>Sie haben Ihr Blatt wegen der Bauernhand angesehen: Nennen Sie die Farbe.</translation>
    </message>
    <message>
        <source>Round 2: stick the dealer</source>
        <translation>Bietrunde 2: Geber muss wählen</translation>
    </message>
    <message>
        <source>Everyone passed: you must name trump.</source>
        <translation>Alle haben gepasst: Sie müssen Trumpf ansagen.</translation>
    </message>
    <message>
        <source>Round 2: name trump or pass</source>
        <translation>Bietrunde 2: Trumpf ansagen oder passen</translation>
    </message>
    <message>
        <source>Turned down: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Choose a card to discard</source>
        <translation>Wählen Sie eine Karte zum Ablegen</translation>
    </message>
    <message>
        <source>Ask a partner for a card?</source>
        <translation>Einen Partner um eine Karte bitten?</translation>
    </message>
    <message>
        <source>The card comes face down; then you discard one.</source>
        <translation>Die Karte kommt verdeckt; danach legen Sie eine ab.</translation>
    </message>
    <message>
        <source>%1 is going alone</source>
        <translation>%1 spielt allein</translation>
    </message>
    <message>
        <source>Choose a card to offer to %1</source>
        <translation>Wählen Sie eine Karte als Angebot für %1</translation>
    </message>
    <message>
        <source>Choose a card to give to %1</source>
        <translation>Wählen Sie eine Karte für %1</translation>
    </message>
    <message>
        <source>Your partner offers you a card face down</source>
        <translation>Ihr Partner bietet Ihnen verdeckt eine Karte an</translation>
    </message>
    <message>
        <source>Choose a card to discard and take it, or refuse the card</source>
        <translation>Legen Sie eine Karte ab und nehmen Sie die angebotene – oder lehnen Sie sie ab</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Sie sind am Zug: Spielen Sie eine Karte</translation>
    </message>
    <message>
        <source>%1, named %2</source>
        <translation>%1, angesagt: %2</translation>
    </message>
    <message>
        <source>Round 1: take it up or turn it down?</source>
        <translation>Bietrunde 1: aufnehmen oder ablehnen?</translation>
    </message>
    <message>
        <source>Round 1: order up or pass?</source>
        <translation>Bietrunde 1: bestellen oder passen?</translation>
    </message>
    <message>
        <source>Up-card: %1</source>
        <translation>Aufgedeckte Karte: %1</translation>
    </message>
    <message>
        <source>You hold no trump of that suit, so you may not take it up.</source>
        <translation>Sie haben keinen Trumpf dieser Farbe und dürfen daher nicht aufnehmen.</translation>
    </message>
    <message>
        <source>A joker was turned up: you must take it up.</source>
        <translation>Ein Joker wurde aufgedeckt: Sie müssen ihn aufnehmen.</translation>
    </message>
    <message>
        <source>If you order up your partner, you must go alone.</source>
        <translation>Bestellen Sie bei Ihrem Partner, müssen Sie allein spielen.</translation>
    </message>
    <message>
        <source>Defend alone?</source>
        <translation>Allein verteidigen?</translation>
    </message>
    <message numerus="yes">
        <source>A lone defender can score %n point(s).</source>
        <translation>
            <numerusform>Ein Alleinverteidiger kann %n Punkt erzielen.</numerusform>
            <numerusform>Ein Alleinverteidiger kann %n Punkte erzielen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A lone march scores %n point(s).</source>
        <translation>
            <numerusform>Ein Durchmarsch allein bringt %n Punkt.</numerusform>
            <numerusform>Ein Durchmarsch allein bringt %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go alone?</source>
        <translation>Allein spielen?</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Tastenkürzel: %1</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <source>This hand</source>
        <translation>Dieses Spiel</translation>
    </message>
</context>
<context>
    <name>HandSummary</name>
    <message>
        <source>&amp;Review hand…</source>
        <translation>&amp;Hand ansehen…</translation>
    </message>
    <message>
        <source>Look at every hand of this deal and replay the bidding and the tricks</source>
        <translation>Alle Hände dieses Spiels ansehen und Reizen und Stiche noch einmal durchgehen</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Space, Enter or Escape, or click the summary</source>
        <translation>Leertaste, Eingabe oder Esc, oder klicken Sie auf die Zusammenfassung</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Makers: %1, %2 of 5 tricks</source>
        <translation>Spielmacher: %1, %2 von 5 Stichen</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%2: %1</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Wir %1 · Gegner %2</translation>
    </message>
    <message>
        <source>(to %1)</source>
        <translation>(bis %1)</translation>
    </message>
    <message>
        <source>We made it</source>
        <translation>Wir haben es geschafft</translation>
    </message>
    <message>
        <source>They made it</source>
        <translation>Die Gegner haben es geschafft</translation>
    </message>
    <message>
        <source>March! We took all five tricks</source>
        <translation>Durchmarsch! Wir haben alle fünf Stiche</translation>
    </message>
    <message>
        <source>March! They took all five tricks</source>
        <translation>Durchmarsch! Die Gegner haben alle fünf Stiche</translation>
    </message>
    <message>
        <source>Lone march! You took all five alone</source>
        <translation>Durchmarsch allein! Sie haben alle fünf Stiche gemacht</translation>
    </message>
    <message>
        <source>Lone march! %1 took all five alone</source>
        <translation>Durchmarsch allein! Alle fünf Stiche an %1</translation>
    </message>
    <message>
        <source>Euchred! We were set</source>
        <translation>Geeuchert! Wir sind gescheitert</translation>
    </message>
    <message>
        <source>Euchred! We set them</source>
        <translation>Geeuchert! Die Gegner sind gescheitert</translation>
    </message>
    <message>
        <source>Lone euchre! You defended alone</source>
        <translation>Allein geeuchert! Sie haben allein verteidigt</translation>
    </message>
    <message>
        <source>Lone euchre! %1 defended alone</source>
        <translation>Allein geeuchert! Alleinverteidiger: %1</translation>
    </message>
    <message>
        <source>Super euchre! We took no trick</source>
        <translation>Super-Euchre! Wir haben keinen Stich</translation>
    </message>
    <message>
        <source>Super euchre! They took no trick</source>
        <translation>Super-Euchre! Die Gegner haben keinen Stich</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Erwartete Punkte</translation>
    </message>
    <message>
        <source>Suggested: %1</source>
        <translation>Empfehlung: %1</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Show the ranking with &amp;trump:</source>
        <translation>Kartenrang mit &amp;Trumpf zeigen:</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Spieler und Karten</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Das Geben</translation>
    </message>
    <message>
        <source>Making trump</source>
        <translation>Trumpf bestimmen</translation>
    </message>
    <message>
        <source>Going alone</source>
        <translation>Alleinspiel</translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation>Die Stiche</translation>
    </message>
    <message>
        <source>How the cards rank</source>
        <translation>Rangfolge der Karten</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Your own rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <source>Four players play in two partnerships; partners sit opposite each other.</source>
        <translation>Vier Spieler spielen in zwei Paaren; Partner sitzen einander gegenüber.</translation>
    </message>
    <message>
        <source>Six players play in two teams of three; team-mates sit in every other seat.</source>
        <translation>Sechs Spieler spielen in zwei Dreierteams; Teamkollegen sitzen abwechselnd.</translation>
    </message>
    <message numerus="yes">
        <source>The pack has %n cards; the ranking below shows every one of them.</source>
        <translation>
            <numerusform>Das Spiel hat %n Karte; die Rangfolge unten zeigt sie alle.</numerusform>
            <numerusform>Das Spiel hat %n Karten; die Rangfolge unten zeigt sie alle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card is in the pack twice; of two identical cards in a trick, the second played wins.</source>
        <translation>Jede Karte ist zweimal im Spiel; von zwei gleichen Karten in einem Stich gewinnt die zweite.</translation>
    </message>
    <message>
        <source>A random player deals first; then the deal passes to the left.</source>
        <translation>Ein zufälliger Spieler gibt zuerst; danach geht das Geben nach links weiter.</translation>
    </message>
    <message>
        <source>To choose the first dealer, cards are dealt face up until a black jack appears: that player deals first. Then the deal passes to the left.</source>
        <translation>Um den ersten Geber zu bestimmen, werden Karten offen ausgeteilt, bis ein schwarzer Bube erscheint: Dieser Spieler gibt zuerst. Danach geht das Geben nach links weiter.</translation>
    </message>
    <message>
        <source>The dealer gives each player five cards, in packets of three and two.</source>
        <translation>Der Geber gibt jedem Spieler fünf Karten, in Päckchen zu drei und zwei.</translation>
    </message>
    <message>
        <source>The dealer gives each player five cards: three to everyone, then two to everyone.</source>
        <translation>Der Geber gibt jedem Spieler fünf Karten: erst jedem drei, dann jedem zwei.</translation>
    </message>
    <message>
        <source>The dealer gives each player five cards: two to everyone, then three to everyone.</source>
        <translation>Der Geber gibt jedem Spieler fünf Karten: erst jedem zwei, dann jedem drei.</translation>
    </message>
    <message>
        <source>The dealer gives each player five cards, one at a time.</source>
        <translation>Der Geber gibt jedem Spieler fünf Karten, einzeln.</translation>
    </message>
    <message numerus="yes">
        <source>The next card is turned face up: the up-card. The other %n card(s) (the kitty) are not used.</source>
        <translation>
            <numerusform>Die nächste Karte wird aufgedeckt: die aufgedeckte Karte. Die übrige Karte (der Stock) wird nicht benutzt.</numerusform>
            <numerusform>Die nächste Karte wird aufgedeckt: die aufgedeckte Karte. Die übrigen %n Karten (der Stock) werden nicht benutzt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last card is turned face up: the up-card.</source>
        <translation>Die letzte Karte wird aufgedeckt: die aufgedeckte Karte.</translation>
    </message>
    <message>
        <source>A player dealt only nines and tens may show them and ask for a new deal by the same dealer (a farmer&apos;s hand).</source>
        <translation>Wer nur Neunen und Zehnen erhält, darf sie zeigen und vom selben Geber neu geben lassen (Bauernblatt).</translation>
    </message>
    <message>
        <source>If the up-card is the Benny, there is no bidding: the dealer names trump before looking at the hand, then takes the Benny and discards a card.</source>
        <translation>Ist die aufgedeckte Karte der Benny, wird nicht geboten: Der Geber sagt Trumpf an, bevor er sein Blatt ansieht, nimmt dann den Benny auf und legt eine Karte ab.</translation>
    </message>
    <message>
        <source>If the up-card is a joker, the dealer names a suit before looking at the hand, and round one bids on that suit.</source>
        <translation>Ist die aufgedeckte Karte ein Joker, nennt der Geber eine Farbe, bevor er sein Blatt ansieht, und in der ersten Bietrunde wird auf diese Farbe geboten.</translation>
    </message>
    <message>
        <source>Round one: starting at the dealer&apos;s left, each player may order up the up-card&apos;s suit as trump, or pass. When someone orders it up, the dealer takes the up-card and discards a card face down.</source>
        <translation>Erste Bietrunde: Beginnend links vom Geber darf jeder Spieler die Farbe der aufgedeckten Karte als Trumpf bestellen oder passen. Bestellt jemand, nimmt der Geber die aufgedeckte Karte auf und legt eine Karte verdeckt ab.</translation>
    </message>
    <message>
        <source>The dealer may take the up-card only when holding a trump of its suit (the left bower does not count).</source>
        <translation>Der Geber darf die aufgedeckte Karte nur aufnehmen, wenn er einen Trumpf ihrer Farbe hält (der linke Bube zählt nicht).</translation>
    </message>
    <message>
        <source>When a joker was turned up and everyone else passes, the dealer must take it up.</source>
        <translation>Wurde ein Joker aufgedeckt und passen alle anderen, muss der Geber ihn aufnehmen.</translation>
    </message>
    <message>
        <source>A partner of the dealer who orders it up must play alone, and the dealer sits out.</source>
        <translation>Ein Partner des Gebers, der bestellt, muss allein spielen, und der Geber setzt aus.</translation>
    </message>
    <message>
        <source>Round two: when everyone has passed, the up-card is turned down and each player in turn may name another suit as trump, or pass.</source>
        <translation>Zweite Bietrunde: Haben alle gepasst, wird die aufgedeckte Karte abgelehnt, und jeder Spieler darf reihum eine andere Farbe als Trumpf ansagen oder passen.</translation>
    </message>
    <message>
        <source>If everyone passes again, the dealer must name trump (stick the dealer).</source>
        <translation>Passen wieder alle, muss der Geber Trumpf ansagen (Geber muss wählen).</translation>
    </message>
    <message>
        <source>If everyone passes again, the cards are thrown in and the next player deals.</source>
        <translation>Passen wieder alle, werden die Karten eingeworfen und der nächste Spieler gibt.</translation>
    </message>
    <message>
        <source>The side that made trump are the makers: they must take at least three of the five tricks. The other side defend.</source>
        <translation>Das Team, das Trumpf bestimmt hat, sind die Spielmacher: Sie müssen mindestens drei der fünf Stiche holen. Das andere Team verteidigt.</translation>
    </message>
    <message>
        <source>The player who made trump may go alone: the rest of their side lay their cards down and sit out the hand.</source>
        <translation>Wer Trumpf bestimmt hat, darf allein spielen: Der Rest des Teams legt die Karten ab und setzt diese Runde aus.</translation>
    </message>
    <message>
        <source>Any player of the making side may go alone: the rest of their side lay their cards down and sit out the hand.</source>
        <translation>Jeder Spieler des Spielmacher-Teams darf allein spielen: Der Rest des Teams legt die Karten ab und setzt diese Runde aus.</translation>
    </message>
    <message>
        <source>Defenders always play together.</source>
        <translation>Verteidiger spielen immer zusammen.</translation>
    </message>
    <message>
        <source>A defender may go alone only against a lone maker.</source>
        <translation>Ein Verteidiger darf nur gegen einen allein spielenden Spielmacher allein spielen.</translation>
    </message>
    <message>
        <source>A defender may go alone in any hand.</source>
        <translation>Ein Verteidiger darf in jeder Runde allein spielen.</translation>
    </message>
    <message>
        <source>A player who passed in the round in which trump was made may not go alone.</source>
        <translation>Wer in der Bietrunde gepasst hat, in der Trumpf bestimmt wurde, darf nicht allein spielen.</translation>
    </message>
    <message>
        <source>A player going alone may ask a partner for one card: the partner passes it face down and the loner discards a card.</source>
        <translation>Wer allein spielt, darf einen Partner um eine Karte bitten: Der Partner gibt sie verdeckt weiter, und der Alleinspieler legt eine Karte ab.</translation>
    </message>
    <message>
        <source>Railroading: the partner of a player going alone may pass one card face down; the loner takes it and discards a card, or discards the card passed.</source>
        <translation>Kartenweitergabe: Der Partner eines Alleinspielers darf eine Karte verdeckt weitergeben; der Alleinspieler nimmt sie und legt eine Karte ab, oder er legt die weitergegebene Karte ab.</translation>
    </message>
    <message>
        <source>Against a player going alone, the player on the loner&apos;s left leads first.</source>
        <translation>Gegen einen Alleinspieler spielt der Spieler links von ihm zuerst aus.</translation>
    </message>
    <message>
        <source>Against a player going alone, the dealer&apos;s left leads first, as in any hand.</source>
        <translation>Gegen einen Alleinspieler spielt der Spieler links vom Geber zuerst aus, wie in jeder Runde.</translation>
    </message>
    <message>
        <source>Against a player going alone, the player on the loner&apos;s right leads first, so that the loner never leads the first trick.</source>
        <translation>Gegen einen Alleinspieler spielt der Spieler rechts von ihm zuerst aus, sodass der Alleinspieler nie zum ersten Stich ausspielt.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left leads the first trick. Everyone must follow the suit led if they can; otherwise they may play any card.</source>
        <translation>Der Spieler links vom Geber spielt zum ersten Stich aus. Jeder muss die ausgespielte Farbe bedienen, wenn er kann; sonst darf er eine beliebige Karte spielen.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led wins. The winner leads the next trick.</source>
        <translation>Der höchste Trumpf gewinnt den Stich; ohne Trumpf gewinnt die höchste Karte der ausgespielten Farbe. Der Gewinner spielt zum nächsten Stich aus.</translation>
    </message>
    <message>
        <source>The left bower (the other jack of trump&apos;s colour) belongs to the trump suit for following, leading and showing out.</source>
        <translation>Der linke Bube (der andere Bube in der Farbe des Trumpfs) gehört beim Bedienen, Ausspielen und Abwerfen zur Trumpffarbe.</translation>
    </message>
    <message>
        <source>The three jokers (the 4, 3 and 2 of spades) belong to trump too: they are its highest cards.</source>
        <translation>Auch die drei Joker (Pik-4, Pik-3 und Pik-2) gehören zum Trumpf: Sie sind seine höchsten Karten.</translation>
    </message>
    <message>
        <source>The two Bennies belong to trump too: they are its highest cards.</source>
        <translation>Auch die beiden Bennys gehören zum Trumpf: Sie sind seine höchsten Karten.</translation>
    </message>
    <message>
        <source>The Benny (a joker) belongs to trump too: it is its highest card.</source>
        <translation>Auch der Benny (ein Joker) gehört zum Trumpf: Er ist seine höchste Karte.</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>The right bower is the %1 and the left bower the %2.</source>
        <translation>Der rechte Bube ist %1, der linke Bube %2.</translation>
    </message>
    <message>
        <source>With %1 as trump, from highest to lowest:</source>
        <translation>Mit %1 als Trumpf, von der höchsten zur niedrigsten Karte:</translation>
    </message>
    <message>
        <source>The makers take 3 or 4 tricks</source>
        <translation>Die Spielmacher holen 3 oder 4 Stiche</translation>
    </message>
    <message>
        <source>The makers take all 5 tricks (a march)</source>
        <translation>Die Spielmacher holen alle 5 Stiche (Durchmarsch)</translation>
    </message>
    <message>
        <source>A player going alone takes all 5 tricks</source>
        <translation>Ein Alleinspieler holt alle 5 Stiche</translation>
    </message>
    <message>
        <source>The makers take fewer than 3 tricks (euchred): the defenders score</source>
        <translation>Die Spielmacher holen weniger als 3 Stiche (geeuchert): Die Verteidiger punkten</translation>
    </message>
    <message>
        <source>The makers take no trick (super euchre): the defenders score</source>
        <translation>Die Spielmacher holen keinen Stich (Super-Euchre): Die Verteidiger punkten</translation>
    </message>
    <message>
        <source>A defender going alone euchres the makers</source>
        <translation>Ein Alleinverteidiger euchert die Spielmacher</translation>
    </message>
    <message>
        <source>A defender going alone takes all 5 tricks</source>
        <translation>Ein Alleinverteidiger holt alle 5 Stiche</translation>
    </message>
    <message numerus="yes">
        <source>The first team to reach %n point(s) wins the match.</source>
        <translation>
            <numerusform>Das Team, das zuerst %n Punkt erreicht, gewinnt die Partie.</numerusform>
            <numerusform>Das Team, das zuerst %n Punkte erreicht, gewinnt die Partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match ends after %n hand(s); the higher score wins and a tie is a draw.</source>
        <translation>
            <numerusform>Die Partie endet nach %n Runde; der höhere Punktestand gewinnt, Gleichstand ist unentschieden.</numerusform>
            <numerusform>Die Partie endet nach %n Runden; der höhere Punktestand gewinnt, Gleichstand ist unentschieden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>%1 won the last trick</source>
        <translation>Letzter Stich an %1</translation>
    </message>
    <message>
        <source>No trick has been played yet</source>
        <translation>Es wurde noch kein Stich gespielt</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Euchre Desktop</source>
        <translation>Euchre Desktop</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ask the coach for the best play (H)</source>
        <translation>Den Trainer nach dem besten Zug fragen (H)</translation>
    </message>
    <message>
        <source>Click to close</source>
        <translation>Zum Schließen klicken</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>&amp;Save match…</source>
        <translation>Partie &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Open match…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>T&amp;on</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;About Euchre Desktop</source>
        <translation>&amp;Über Euchre Desktop</translation>
    </message>
    <message>
        <source>Statistics are not available in this session.</source>
        <translation>Die Statistik ist in dieser Sitzung nicht verfügbar.</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Euchre match (*.euchre.json)</source>
        <translation>Euchre-Partie (*.euchre.json)</translation>
    </message>
    <message>
        <source>%1 already exists. Do you want to replace it?</source>
        <translation>%1 ist bereits vorhanden. Möchten Sie die Datei ersetzen?</translation>
    </message>
    <message>
        <source>Could not save the match</source>
        <translation>Die Partie konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Could not open the match</source>
        <translation>Die Partie konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>About Euchre Desktop</source>
        <translation>Über Euchre Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Euchre Desktop %1&lt;/h3&gt;&lt;p&gt;A desktop Euchre card game: good computer players, a coach that explains, and your club&apos;s house rules.&lt;/p&gt;&lt;p&gt;Free and open-source software, made with Python %2 and Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Euchre Desktop %1&lt;/h3&gt;&lt;p&gt;Ein Euchre-Kartenspiel für den Computer: gute Computerspieler, ein Trainer, der erklärt, und die Hausregeln Ihres Clubs.&lt;/p&gt;&lt;p&gt;Freie Open-Source-Software, erstellt mit Python %2 und Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <source>The coach could not answer this time; ask again.</source>
        <translation>Der Trainer konnte diesmal nicht antworten; fragen Sie noch einmal.</translation>
    </message>
</context>
<context>
    <name>MatchOverPanel</name>
    <message>
        <source>MATCH OVER</source>
        <translation>PARTIE BEENDET</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>Choose the rules and players of a new match</source>
        <translation>Regeln und Spieler einer neuen Partie wählen</translation>
    </message>
    <message>
        <source>&amp;Same rules again</source>
        <translation>&amp;Gleiche Regeln noch einmal</translation>
    </message>
    <message>
        <source>A new match under these rules, new deals</source>
        <translation>Eine neue Partie mit diesen Regeln und neu gemischten Karten</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>We won the match!</source>
        <translation>Wir haben die Partie gewonnen!</translation>
    </message>
    <message>
        <source>They won the match</source>
        <translation>Die Gegner haben die Partie gewonnen</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Wir %1 · Gegner %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) played, to %1 points</source>
        <translation>
            <numerusform>%n Runde gespielt, bis %1 Punkte</numerusform>
            <numerusform>%n Runden gespielt, bis %1 Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) played</source>
        <translation>
            <numerusform>%n Runde gespielt</numerusform>
            <numerusform>%n Runden gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n thrown in)</source>
        <translation>
            <numerusform>(%n eingeworfen)</numerusform>
            <numerusform>(%n eingeworfen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands made</source>
        <translation>Geschaffte Runden</translation>
    </message>
    <message>
        <source>Marches</source>
        <translation>Durchmärsche</translation>
    </message>
    <message>
        <source>Euchres</source>
        <translation>Gegner geeuchert</translation>
    </message>
    <message>
        <source>Loners (won)</source>
        <translation>Alleingänge (gewonnen)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Voreinstellung:</translation>
    </message>
    <message>
        <source>A preset sets every rule below; change any of them to make your own rules.</source>
        <translation>Eine Voreinstellung legt alle Regeln unten fest; ändern Sie eine davon, um eigene Regeln zu erstellen.</translation>
    </message>
    <message>
        <source>Problem with these rules</source>
        <translation>Problem mit diesen Regeln</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <source>Deck and players</source>
        <translation>Karten und Spieler</translation>
    </message>
    <message>
        <source>4 players (2 against 2)</source>
        <translation>4 Spieler (2 gegen 2)</translation>
    </message>
    <message>
        <source>6 players (3 against 3)</source>
        <translation>6 Spieler (3 gegen 3)</translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation>Sp&amp;ieler:</translation>
    </message>
    <message>
        <source>Four players sit as two partnerships; six sit as two teams of three, alternately.</source>
        <translation>Vier Spieler bilden zwei Paare; sechs bilden zwei Dreierteams und sitzen abwechselnd.</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Kartensatz:</translation>
    </message>
    <message>
        <source>The cards in play. The Benny is a joker, the highest trump; Almonte decks have three jokers.</source>
        <translation>Die Karten im Spiel. Der Benny ist ein Joker und der höchste Trumpf; Almonte-Sätze haben drei Joker.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Play &amp;to:</source>
        <translation>Spielen &amp;bis:</translation>
    </message>
    <message>
        <source>Play a &amp;fixed number of hands:</source>
        <translation>&amp;Feste Rundenzahl spielen:</translation>
    </message>
    <message>
        <source>The first team to reach or pass this score wins the match.</source>
        <translation>Das erste Team, das diese Punktzahl erreicht oder überschreitet, gewinnt die Partie.</translation>
    </message>
    <message>
        <source>The match ends after this many hands; the higher score wins and a tie is a draw (Almonte leagues play 12, twice round the table).</source>
        <translation>Die Partie endet nach so vielen Runden; die höhere Punktzahl gewinnt, Gleichstand ist unentschieden (Almonte-Ligen spielen 12, zweimal reihum).</translation>
    </message>
    <message>
        <source>Super euchre</source>
        <translation>Super-Euchre</translation>
    </message>
    <message>
        <source>Makers who take no trick at all give the defenders 4 points.</source>
        <translation>Spielmacher ganz ohne Stich bringen den Verteidigern 4 Punkte.</translation>
    </message>
    <message>
        <source>Lone defender bonus:</source>
        <translation>Bonus für Alleinverteidiger:</translation>
    </message>
    <message>
        <source>When a defender playing alone earns the lone bonus (4 points, 6 with six players): for any euchre, or only for taking all five tricks.</source>
        <translation>Wann ein allein spielender Verteidiger den Alleinbonus erhält (4 Punkte, zu sechst 6): für jedes Euchre oder nur für alle fünf Stiche.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Bieten</translation>
    </message>
    <message>
        <source>Stick the dealer</source>
        <translation>Geber muss wählen</translation>
    </message>
    <message>
        <source>If everyone passes twice, the dealer must name trump instead of throwing the hand in.</source>
        <translation>Passen alle zweimal, muss der Geber Trumpf ansagen, statt die Runde einzuwerfen.</translation>
    </message>
    <message>
        <source>Dealer&apos;s partner orders up:</source>
        <translation>Partner des Gebers bestellt:</translation>
    </message>
    <message>
        <source>In round one, whether the dealer&apos;s partner who orders up plays with the dealer or must go alone while the dealer sits out.</source>
        <translation>Ob der Partner des Gebers, der in der ersten Bietrunde bestellt, mit dem Geber spielt oder allein spielen muss, während der Geber aussetzt.</translation>
    </message>
    <message>
        <source>Dealer must hold a trump to take it up</source>
        <translation>Geber braucht Trumpf zum Aufnehmen</translation>
    </message>
    <message>
        <source>When everyone else passes in round one, the dealer may take the up-card only holding a trump of its suit (the left bower does not count).</source>
        <translation>Passen in der ersten Bietrunde alle anderen, darf der Geber die aufgedeckte Karte nur mit einem Trumpf ihrer Farbe aufnehmen (der linke Bube zählt nicht).</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand</source>
        <translation>Bauernhand</translation>
    </message>
    <message>
        <source>A player dealt only nines and tens may show them and ask for a redeal.</source>
        <translation>Wer nur Neunen und Zehnen erhält, darf sie zeigen und neu geben lassen.</translation>
    </message>
    <message>
        <source>Joker turned up:</source>
        <translation>Joker aufgedeckt:</translation>
    </message>
    <message>
        <source>What happens when the up-card is the Benny or a joker: the dealer names a suit before looking at the hand.</source>
        <translation>Was geschieht, wenn die aufgedeckte Karte der Benny oder ein Joker ist: Der Geber nennt eine Farbe, bevor er sein Blatt ansieht.</translation>
    </message>
    <message>
        <source>Double-pack Bennies:</source>
        <translation>Bennys im Doppelblatt:</translation>
    </message>
    <message>
        <source>The double pack has two Bennies: a red and a black one, or two identical ones.</source>
        <translation>Das Doppelblatt hat zwei Bennys: einen roten und einen schwarzen oder zwei gleiche.</translation>
    </message>
    <message>
        <source>Going alone</source>
        <translation>Alleinspiel</translation>
    </message>
    <message>
        <source>Makers may go alone:</source>
        <translation>Spielmacher dürfen allein spielen:</translation>
    </message>
    <message>
        <source>Who on the side that made trump may play alone, their partners sitting out.</source>
        <translation>Wer im Team, das Trumpf bestimmt hat, allein spielen darf, während die Partner aussetzen.</translation>
    </message>
    <message>
        <source>Defenders may go alone:</source>
        <translation>Verteidiger dürfen allein spielen:</translation>
    </message>
    <message>
        <source>Whether a defender may play alone against the makers.</source>
        <translation>Ob ein Verteidiger allein gegen die Spielmacher spielen darf.</translation>
    </message>
    <message>
        <source>Passed players may not go alone</source>
        <translation>Wer gepasst hat, spielt nicht allein</translation>
    </message>
    <message>
        <source>A player who passed in the round in which trump was made cannot go alone.</source>
        <translation>Wer in der Bietrunde gepasst hat, in der Trumpf bestimmt wurde, darf nicht allein spielen.</translation>
    </message>
    <message>
        <source>Opening lead against a loner:</source>
        <translation>Erstes Ausspiel gegen Alleinspieler:</translation>
    </message>
    <message>
        <source>Who leads the first card when one player goes alone.</source>
        <translation>Wer die erste Karte ausspielt, wenn jemand allein spielt.</translation>
    </message>
    <message>
        <source>Railroading</source>
        <translation>Kartenweitergabe</translation>
    </message>
    <message>
        <source>A loner&apos;s partner may pass one card face down; the loner takes it and discards one, or discards it.</source>
        <translation>Der Partner eines Alleinspielers darf eine Karte verdeckt weitergeben; der Alleinspieler nimmt sie und legt eine ab, oder er legt sie ab.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Packets:</source>
        <translation>Verteilung:</translation>
    </message>
    <message>
        <source>How the five cards reach each player, round by round.</source>
        <translation>Wie jeder Spieler seine fünf Karten erhält, Umlauf für Umlauf.</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Erster Geber:</translation>
    </message>
    <message>
        <source>Who deals the first hand: a random player, or the player dealt the first black jack face up.</source>
        <translation>Wer die erste Runde gibt: ein zufälliger Spieler oder wer beim offenen Austeilen den ersten schwarzen Buben erhält.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>&amp;Computerspieler:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
    <message>
        <source>At the bottom, your partner across</source>
        <translation>Unten, Ihr Partner gegenüber</translation>
    </message>
    <message>
        <source>Your seat:</source>
        <translation>Ihr Platz:</translation>
    </message>
    <message>
        <source>You always sit at the bottom of the table; the computer players take the other seats.</source>
        <translation>Sie sitzen immer unten am Tisch; die Computerspieler belegen die anderen Plätze.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Deal s&amp;eed:</source>
        <translation>&amp;Mischnummer:</translation>
    </message>
    <message>
        <source>Leave blank for random deals. A number deals the same cards every time, so that a match can be replayed or shared.</source>
        <translation>Leer lassen für zufällige Verteilungen. Eine Zahl ergibt jedes Mal dieselben Karten, sodass eine Partie wiederholt oder geteilt werden kann.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <source>Show &amp;hints</source>
        <translation>&amp;Tipps anzeigen</translation>
    </message>
    <message>
        <source>Lea&amp;rning mode</source>
        <translation>&amp;Lernmodus</translation>
    </message>
    <message>
        <source>North American</source>
        <translation>Nordamerikanisch</translation>
    </message>
    <message>
        <source>24 cards, to 10</source>
        <translation>24 Karten, bis 10</translation>
    </message>
    <message>
        <source>North American, stick the dealer</source>
        <translation>Nordamerikanisch, Geber muss wählen</translation>
    </message>
    <message>
        <source>24 cards, to 10, the dealer must name trump</source>
        <translation>24 Karten, bis 10, Geber muss Trumpf ansagen</translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation>Kanadisch</translation>
    </message>
    <message>
        <source>24 cards dealt one at a time, to 10</source>
        <translation>24 Karten einzeln gegeben, bis 10</translation>
    </message>
    <message>
        <source>British</source>
        <translation>Britisch</translation>
    </message>
    <message>
        <source>25 cards with the Benny, to 11</source>
        <translation>25 Karten mit Benny, bis 11</translation>
    </message>
    <message>
        <source>32-card</source>
        <translation>32 Karten</translation>
    </message>
    <message>
        <source>32 cards, to 10, the dealer&apos;s partner goes alone</source>
        <translation>32 Karten, bis 10, Partner des Gebers spielt allein</translation>
    </message>
    <message>
        <source>Classic 32-card</source>
        <translation>Klassisch, 32 Karten</translation>
    </message>
    <message>
        <source>32 cards, to 5, lone defenders</source>
        <translation>32 Karten, bis 5, Alleinverteidiger</translation>
    </message>
    <message>
        <source>Six players</source>
        <translation>Sechs Spieler</translation>
    </message>
    <message>
        <source>33 cards with the Benny, 3 against 3, to 11</source>
        <translation>33 Karten mit Benny, 3 gegen 3, bis 11</translation>
    </message>
    <message>
        <source>Six players, double pack</source>
        <translation>Sechs Spieler, Doppelblatt</translation>
    </message>
    <message>
        <source>50 cards with two Bennies, 3 against 3, to 11</source>
        <translation>50 Karten mit zwei Bennys, 3 gegen 3, bis 11</translation>
    </message>
    <message>
        <source>Almonte six-hand</source>
        <translation>Almonte zu sechst</translation>
    </message>
    <message>
        <source>31 cards with three jokers, 3 against 3, to 15</source>
        <translation>31 Karten mit drei Jokern, 3 gegen 3, bis 15</translation>
    </message>
    <message>
        <source>Almonte four-hand</source>
        <translation>Almonte zu viert</translation>
    </message>
    <message>
        <source>21 cards with three jokers, to 15</source>
        <translation>21 Karten mit drei Jokern, bis 15</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> hand(s)</source>
        <comment>the unit after a number of hands</comment>
        <translation>
            <numerusform> Runde</numerusform>
            <numerusform> Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Go on to the next hand by itself</source>
        <translation>Nach jeder Hand von selbst &amp;weiterspielen</translation>
    </message>
    <message>
        <source>Aut&amp;o-play forced cards</source>
        <translation>Erzwungene Karten aut&amp;omatisch spielen</translation>
    </message>
    <message>
        <source>Cla&amp;im certain tricks</source>
        <translation>Feststehende St&amp;iche sofort werten</translation>
    </message>
    <message>
        <source>For 4 players.</source>
        <translation>Für 4 Spieler.</translation>
    </message>
    <message>
        <source>For 6 players.</source>
        <translation>Für 6 Spieler.</translation>
    </message>
    <message>
        <source>For 4 or 6 players.</source>
        <translation>Für 4 oder 6 Spieler.</translation>
    </message>
    <message>
        <source>24 cards (9 to ace)</source>
        <translation>24 Karten (9 bis Ass)</translation>
    </message>
    <message>
        <source>25 cards (24 and the Benny)</source>
        <translation>25 Karten (24 und der Benny)</translation>
    </message>
    <message>
        <source>32 cards (7 to ace)</source>
        <translation>32 Karten (7 bis Ass)</translation>
    </message>
    <message>
        <source>33 cards (32 and the Benny)</source>
        <translation>33 Karten (32 und der Benny)</translation>
    </message>
    <message>
        <source>50 cards (two 25-card packs)</source>
        <translation>50 Karten (zwei Blätter à 25)</translation>
    </message>
    <message>
        <source>Almonte six-hand (31 cards, 3 jokers)</source>
        <translation>Almonte zu sechst (31 Karten, 3 Joker)</translation>
    </message>
    <message>
        <source>Almonte four-hand (21 cards, 3 jokers)</source>
        <translation>Almonte zu viert (21 Karten, 3 Joker)</translation>
    </message>
    <message>
        <source>Any euchre</source>
        <translation>Jedes Euchre</translation>
    </message>
    <message>
        <source>Any euchre by a lone defender scores 4 (6).</source>
        <translation>Jedes Euchre durch einen Alleinverteidiger zählt 4 (6).</translation>
    </message>
    <message>
        <source>Only taking all five</source>
        <translation>Nur bei allen fünf Stichen</translation>
    </message>
    <message>
        <source>A lone defender scores 4 (6) only by taking all five tricks.</source>
        <translation>Ein Alleinverteidiger erhält 4 (6) nur, wenn er alle fünf Stiche holt.</translation>
    </message>
    <message>
        <source>Plays with the dealer</source>
        <translation>Spielt mit dem Geber</translation>
    </message>
    <message>
        <source>The usual game: the dealer&apos;s side play together.</source>
        <translation>Das übliche Spiel: Das Team des Gebers spielt zusammen.</translation>
    </message>
    <message>
        <source>Must go alone</source>
        <translation>Muss allein spielen</translation>
    </message>
    <message>
        <source>The partner plays alone and the dealer sits out.</source>
        <translation>Der Partner spielt allein, der Geber setzt aus.</translation>
    </message>
    <message>
        <source>Dealer&apos;s side makes</source>
        <translation>Geberteam wird Spielmacher</translation>
    </message>
    <message>
        <source>No bidding: the dealer names trump blind, then takes the joker.</source>
        <translation>Kein Bieten: Der Geber sagt blind Trumpf an und nimmt dann den Joker auf.</translation>
    </message>
    <message>
        <source>Dealer names a suit, then bidding</source>
        <translation>Geber nennt Farbe, dann Bieten</translation>
    </message>
    <message>
        <source>The dealer names a suit blind; round one bids on that suit.</source>
        <translation>Der Geber nennt blind eine Farbe; in der ersten Bietrunde wird auf diese Farbe geboten.</translation>
    </message>
    <message>
        <source>Dealer names a suit and must take it</source>
        <translation>Geber nennt Farbe und muss aufnehmen</translation>
    </message>
    <message>
        <source>As above, but if everyone passes the dealer must take it up.</source>
        <translation>Wie oben, aber wenn alle passen, muss der Geber aufnehmen.</translation>
    </message>
    <message>
        <source>Red and black</source>
        <translation>Rot und Schwarz</translation>
    </message>
    <message>
        <source>The Benny of trump&apos;s colour beats the other.</source>
        <translation>Der Benny in der Kartenfarbe des Trumpfs (rot/schwarz) schlägt den anderen.</translation>
    </message>
    <message>
        <source>Identical</source>
        <translation>Gleich</translation>
    </message>
    <message>
        <source>Of the two Bennies, the second played wins.</source>
        <translation>Von den zwei Bennys gewinnt der später gespielte.</translation>
    </message>
    <message>
        <source>The maker only</source>
        <translation>Nur der Spielmacher</translation>
    </message>
    <message>
        <source>Only the player who made trump.</source>
        <translation>Nur wer Trumpf bestimmt hat.</translation>
    </message>
    <message>
        <source>Either of the makers</source>
        <translation>Jeder Spielmacher</translation>
    </message>
    <message>
        <source>The maker or a partner of the maker.</source>
        <translation>Der Spielmacher oder einer seiner Partner.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Defenders always play together.</source>
        <translation>Verteidiger spielen immer zusammen.</translation>
    </message>
    <message>
        <source>Only against a loner</source>
        <translation>Nur gegen Alleinspieler</translation>
    </message>
    <message>
        <source>A defender may go alone only against a lone maker.</source>
        <translation>Ein Verteidiger darf nur gegen einen allein spielenden Spielmacher allein spielen.</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Immer</translation>
    </message>
    <message>
        <source>A defender may go alone in any hand.</source>
        <translation>Ein Verteidiger darf in jeder Runde allein spielen.</translation>
    </message>
    <message>
        <source>The loner&apos;s left</source>
        <translation>Links vom Alleinspieler</translation>
    </message>
    <message>
        <source>The player on the loner&apos;s left leads.</source>
        <translation>Der Spieler links vom Alleinspieler spielt aus.</translation>
    </message>
    <message>
        <source>The dealer&apos;s left</source>
        <translation>Links vom Geber</translation>
    </message>
    <message>
        <source>The dealer&apos;s left leads, as in any hand.</source>
        <translation>Der Spieler links vom Geber spielt aus, wie in jeder Runde.</translation>
    </message>
    <message>
        <source>The loner&apos;s right</source>
        <translation>Rechts vom Alleinspieler</translation>
    </message>
    <message>
        <source>The loner&apos;s right leads, so that the loner never leads first.</source>
        <translation>Der Spieler rechts vom Alleinspieler spielt aus; so spielt der Alleinspieler nie zuerst aus.</translation>
    </message>
    <message>
        <source>3 and 2, alternating</source>
        <translation>3 und 2 im Wechsel</translation>
    </message>
    <message>
        <source>Three cards, then two, to each player in turn, then the reverse.</source>
        <translation>Reihum abwechselnd drei und zwei Karten, danach umgekehrt.</translation>
    </message>
    <message>
        <source>All 3s, then all 2s</source>
        <translation>Erst je 3, dann je 2</translation>
    </message>
    <message>
        <source>Three cards to everyone, then two to everyone.</source>
        <translation>Jeder erhält drei Karten, dann jeder zwei.</translation>
    </message>
    <message>
        <source>All 2s, then all 3s</source>
        <translation>Erst je 2, dann je 3</translation>
    </message>
    <message>
        <source>Two cards to everyone, then three to everyone.</source>
        <translation>Jeder erhält zwei Karten, dann jeder drei.</translation>
    </message>
    <message>
        <source>One at a time</source>
        <translation>Einzeln</translation>
    </message>
    <message>
        <source>One card to each player, five times round.</source>
        <translation>Jeweils eine Karte pro Spieler, fünfmal reihum.</translation>
    </message>
    <message>
        <source>A random player deals first.</source>
        <translation>Ein zufälliger Spieler gibt zuerst.</translation>
    </message>
    <message>
        <source>First black jack</source>
        <translation>Erster schwarzer Bube</translation>
    </message>
    <message>
        <source>Cards are dealt face up; the first black jack deals.</source>
        <translation>Die Karten werden offen verteilt; wer den ersten schwarzen Buben erhält, gibt.</translation>
    </message>
    <message>
        <source>The deck &quot;%1&quot; is not for %2 players. Decks for %2 players: %3.</source>
        <translation>Der Kartensatz „%1“ ist nicht für %2 Spieler. Kartensätze für %2 Spieler: %3.</translation>
    </message>
    <message>
        <source>These rules are damaged and cannot be played.</source>
        <translation>Diese Regeln sind beschädigt und können nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Euchre is played by 4 or 6 players.</source>
        <translation>Euchre wird zu viert oder zu sechst gespielt.</translation>
    </message>
    <message>
        <source>Choose either a target score or a fixed number of hands.</source>
        <translation>Wählen Sie entweder eine Zielpunktzahl oder eine feste Rundenzahl.</translation>
    </message>
    <message>
        <source>Choose one of the target scores offered.</source>
        <translation>Wählen Sie eine der angebotenen Zielpunktzahlen.</translation>
    </message>
    <message>
        <source>A fixed number of hands must be between 1 and %1.</source>
        <translation>Eine feste Rundenzahl muss zwischen 1 und %1 liegen.</translation>
    </message>
    <message>
        <source>Four players only: no rule book scores super euchre for six.</source>
        <translation>Nur zu viert: Kein Regelwerk wertet Super-Euchre zu sechst.</translation>
    </message>
    <message>
        <source>A loner asks a partner for a card instead (six players, Almonte four-hand).</source>
        <translation>Ein Alleinspieler bittet stattdessen einen Partner um eine Karte (zu sechst, Almonte zu viert).</translation>
    </message>
    <message>
        <source>A deck with jokers needs a rule for a joker turned up.</source>
        <translation>Ein Kartensatz mit Jokern braucht eine Regel für einen aufgedeckten Joker.</translation>
    </message>
    <message>
        <source>Choose red-and-black or identical Bennies for the double pack.</source>
        <translation>Wählen Sie für das Doppelblatt rote und schwarze oder gleiche Bennys.</translation>
    </message>
    <message>
        <source>Only for the 24- and 25-card decks.</source>
        <translation>Nur für Kartensätze mit 24 oder 25 Karten.</translation>
    </message>
    <message>
        <source>Only for decks with the Benny or jokers.</source>
        <translation>Nur für Kartensätze mit Benny oder Jokern.</translation>
    </message>
    <message>
        <source>Only for the 50-card double pack.</source>
        <translation>Nur für das Doppelblatt mit 50 Karten.</translation>
    </message>
    <message>
        <source>Defenders never go alone under these rules.</source>
        <translation>Nach diesen Regeln spielen Verteidiger nie allein.</translation>
    </message>
    <message>
        <source>At the bottom, your partners far left and far right</source>
        <translation>Unten, Ihre Partner weit links und weit rechts</translation>
    </message>
    <message>
        <source>The deal seed must be a whole number, or blank for a random deal.</source>
        <translation>Die Mischnummer muss eine ganze Zahl sein oder für zufälliges Geben leer bleiben.</translation>
    </message>
    <message>
        <source>%1

Not available: %2</source>
        <translation>%1

Nicht verfügbar: %2</translation>
    </message>
    <message>
        <source>Custom (based on %1)</source>
        <translation>Eigene Regeln (basierend auf %1)</translation>
    </message>
</context>
<context>
    <name>PracticeBanner</name>
    <message>
        <source>Play it &amp;again</source>
        <translation>Noch &amp;einmal</translation>
    </message>
    <message>
        <source>&amp;Back to the match</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <source>Practice of hand %1 over: not counted</source>
        <translation>Übung mit Runde %1 vorbei: nicht gezählt</translation>
    </message>
    <message>
        <source>Practice: hand %1 again, not counted</source>
        <translation>Übung: Runde %1 noch einmal, nicht gezählt</translation>
    </message>
    <message>
        <source>The same cards from the start. A practice hand counts neither in the match nor in the statistics.</source>
        <translation>Dieselben Karten von Anfang an. Eine Übungsrunde zählt weder in der Partie noch in der Statistik.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the hand</source>
        <translation>Rückblick auf die Runde</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>To the deal (Home)</source>
        <translation>Zum Geben (Pos1)</translation>
    </message>
    <message>
        <source>Back one step (Left arrow)</source>
        <translation>Einen Schritt zurück (Pfeil links)</translation>
    </message>
    <message>
        <source>Forward one step (Right arrow)</source>
        <translation>Einen Schritt vor (Pfeil rechts)</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>Zum Ende der Runde (Ende)</translation>
    </message>
    <message>
        <source>%v of %m decisions analysed</source>
        <translation>%v von %m Entscheidungen analysiert</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>Diese Runde &amp;nachspielen</translation>
    </message>
    <message>
        <source>Play the same cards again from the start, as practice: it does not count in the match or the statistics</source>
        <translation>Dieselben Karten von Anfang an noch einmal spielen, zur Übung: zählt weder in der Partie noch in der Statistik</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>You dealt.</source>
        <translation>Sie haben gegeben.</translation>
    </message>
    <message>
        <source>%1 dealt.</source>
        <translation>%1 hat gegeben.</translation>
    </message>
    <message>
        <source>A farmer&apos;s hand was claimed: the cards were dealt again.</source>
        <translation>Ein Bauernblatt wurde angesagt: Die Karten wurden neu gegeben.</translation>
    </message>
    <message>
        <source>Everyone passed: the hand was thrown in.</source>
        <translation>Alle haben gepasst: Die Runde wurde eingeworfen.</translation>
    </message>
    <message>
        <source>Trump %1, made by you.</source>
        <translation>Trumpf %1, von Ihnen bestimmt.</translation>
    </message>
    <message>
        <source>Trump %1, made by %2.</source>
        <translation>Trumpf %1, bestimmt von %2.</translation>
    </message>
    <message>
        <source>Alone: %1.</source>
        <translation>Allein: %1.</translation>
    </message>
    <message>
        <source>%1: %2 for %3.</source>
        <translation>%1: %2 für %3.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Sie gewinnen den Stich.</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>%1 gewinnt den Stich.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>The deal: %1 turned up</source>
        <translation>Das Geben: %1 aufgedeckt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Tricks: us %1, them %2</source>
        <translation>Stiche: wir %1, sie %2</translation>
    </message>
    <message>
        <source>YOUR DECISION</source>
        <translation>IHRE ENTSCHEIDUNG</translation>
    </message>
    <message>
        <source>You chose: %1</source>
        <translation>Ihre Wahl: %1</translation>
    </message>
    <message>
        <source>The coach is still thinking about it…</source>
        <translation>Der Trainer denkt noch darüber nach…</translation>
    </message>
    <message>
        <source>The coach could not analyse it.</source>
        <translation>Der Trainer konnte sie nicht analysieren.</translation>
    </message>
    <message>
        <source>The coach agrees.</source>
        <translation>Der Trainer stimmt zu.</translation>
    </message>
    <message>
        <source>As good as the coach&apos;s choice, %1.</source>
        <translation>So gut wie die Wahl des Trainers, %1.</translation>
    </message>
    <message>
        <source>The coach prefers: %1</source>
        <translation>Der Trainer bevorzugt: %1</translation>
    </message>
    <message>
        <source>This cost %1 expected points.</source>
        <translation>Das kostete %1 erwartete Punkte.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Möglichkeit</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Erwartete Punkte</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>Ihre</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>You had no decision to make in this hand.</source>
        <translation>Sie hatten in dieser Runde nichts zu entscheiden.</translation>
    </message>
    <message>
        <source>The coach is analysing your decisions…</source>
        <translation>Der Trainer analysiert Ihre Entscheidungen…</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) cost you %1 points:</source>
        <translation>
            <numerusform>%n Entscheidung kostete Sie %1 Punkte:</numerusform>
            <numerusform>%n Entscheidungen kosteten Sie %1 Punkte:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s), none costly: well played.</source>
        <translation>
            <numerusform>%n Entscheidung, keine teure: gut gespielt.</numerusform>
            <numerusform>%n Entscheidungen, keine teure: gut gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 ✓</source>
        <translation>%1: %2 ✓</translation>
    </message>
    <message>
        <source>%1: %2, coach: %3 (%4)</source>
        <translation>%1: %2, Trainer: %3 (%4)</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Stich %1</translation>
    </message>
    <message>
        <source>Before trick 1</source>
        <translation>Vor Stich 1</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Reizen</translation>
    </message>
</context>
<context>
    <name>ReviewFeatures</name>
    <message>
        <source>&amp;Review a hand…</source>
        <translation>Runde &amp;ansehen…</translation>
    </message>
    <message>
        <source>&amp;Warn before costly decisions</source>
        <translation>Vor teuren Entscheidungen &amp;warnen</translation>
    </message>
    <message>
        <source>In learning mode, the coach asks before a decision that costs 0.3 points or more</source>
        <translation>Im Lernmodus fragt der Trainer vor einer Entscheidung nach, die 0,3 Punkte oder mehr kostet</translation>
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation>Noch keine Runde ist zu Ende gespielt.</translation>
    </message>
    <message>
        <source>%1 (practice)</source>
        <translation>%1 (Übung)</translation>
    </message>
    <message>
        <source>The coach would choose differently</source>
        <translation>Der Trainer würde anders wählen</translation>
    </message>
    <message>
        <source>&amp;Yes, play it</source>
        <translation>&amp;Ja, spielen</translation>
    </message>
    <message>
        <source>&amp;No, let me think</source>
        <translation>&amp;Nein, ich überlege</translation>
    </message>
    <message>
        <source>The coach would play %1 (+%2 points). Play %3 anyway?</source>
        <translation>Der Trainer würde %1 spielen (+%2 Punkte). Trotzdem %3 spielen?</translation>
    </message>
    <message>
        <source>The coach would discard %1 (+%2 points). Discard %3 anyway?</source>
        <translation>Der Trainer würde %1 ablegen (+%2 Punkte). Trotzdem %3 ablegen?</translation>
    </message>
    <message>
        <source>The coach would choose “%1” (+%2 points). Choose “%3” anyway?</source>
        <translation>Der Trainer würde „%1“ wählen (+%2 Punkte). Trotzdem „%3“ wählen?</translation>
    </message>
</context>
<context>
    <name>ReviewTable</name>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>maker</source>
        <translation>Spielmacher</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <source>discarded %1</source>
        <translation>abgelegt: %1</translation>
    </message>
    <message>
        <source>turned down</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>up-card</source>
        <translation>aufgedeckte Karte</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>ordered up</source>
        <translation>bestellt</translation>
    </message>
    <message>
        <source>named %1</source>
        <translation>nennt %1</translation>
    </message>
    <message>
        <source>not alone</source>
        <translation>nicht allein</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>Show the cards of the last trick (L)</source>
        <translation>Die Karten des letzten Stichs zeigen (L)</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <source>Trump: not made yet</source>
        <translation>Trumpf: noch offen</translation>
    </message>
    <message>
        <source>Makers: %1 (%2)</source>
        <translation>Spielmacher: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 alone</source>
        <translation>%1 allein</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Geber: %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The rules preset a new game starts from.</source>
        <translation>Die Voreinstellung, mit der ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>House rules changed from the preset (empty: the preset as it is).</source>
        <translation>Gegenüber der Voreinstellung geänderte Hausregeln (leer: die Voreinstellung unverändert).</translation>
    </message>
    <message>
        <source>How well every computer player plays.</source>
        <translation>Wie gut alle Computerspieler spielen.</translation>
    </message>
    <message>
        <source>How fast cards move on the table.</source>
        <translation>Wie schnell sich die Karten auf dem Tisch bewegen.</translation>
    </message>
    <message>
        <source>Offer the coach&apos;s hint button during your turn.</source>
        <translation>Zeigt die Tipp-Schaltfläche des Trainers, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <source>Explain why each computer player bids and plays as it does.</source>
        <translation>Erklärt, warum jeder Computerspieler so bietet und spielt.</translation>
    </message>
    <message>
        <source>In learning mode, ask before a decision the coach finds costly.</source>
        <translation>Im Lernmodus vor einer Entscheidung nachfragen, die der Trainer für teuer hält.</translation>
    </message>
    <message>
        <source>When only one of your cards may be played, it is played for you after a short moment.</source>
        <translation>Wenn nur eine Ihrer Karten gespielt werden darf, wird sie nach einem kurzen Moment für Sie gespielt.</translation>
    </message>
    <message>
        <source>When no choice left can change who takes the remaining tricks, the hand ends at once with every card shown.</source>
        <translation>Wenn keine Entscheidung mehr ändern kann, wer die restlichen Stiche bekommt, endet die Runde sofort und alle Karten werden gezeigt.</translation>
    </message>
    <message>
        <source>The hand&apos;s summary closes by itself after a few seconds and the next hand is dealt. Otherwise it stays until you click it or press Space.</source>
        <translation>Die Zusammenfassung der Runde schließt sich nach einigen Sekunden von selbst und die nächste Runde wird gegeben. Sonst bleibt sie stehen, bis Sie darauf klicken oder die Leertaste drücken.</translation>
    </message>
    <message>
        <source>Your name at the table; left blank, you are &quot;You&quot;.</source>
        <translation>Ihr Name am Tisch; bleibt er leer, heißen Sie „Sie“.</translation>
    </message>
    <message>
        <source>Play sounds.</source>
        <translation>Töne abspielen.</translation>
    </message>
    <message>
        <source>The design on the back of the cards.</source>
        <translation>Das Motiv auf der Rückseite der Karten.</translation>
    </message>
    <message>
        <source>Where the main window was and how big (kept by the program).</source>
        <translation>Wo das Hauptfenster war und wie groß (vom Programm gemerkt).</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>die Datei konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Your settings could not be saved ({0}); the previous ones are kept.</source>
        <translation>Ihre Einstellungen konnten nicht gespeichert werden ({0}); die bisherigen bleiben erhalten.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>Ihre Bilanz</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <source>No finished games yet: your record starts with your first game.</source>
        <translation>Noch keine beendeten Partien: Ihre Bilanz beginnt mit Ihrer ersten Partie.</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every finished game? This cannot be undone. A game in progress still counts once it is finished.</source>
        <translation>Alle beendeten Spiele vergessen? Das lässt sich nicht rückgängig machen. Ein laufendes Spiel zählt, sobald es beendet ist.</translation>
    </message>
    <message>
        <source>–</source>
        <comment>no win rate yet</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Hands your side made trump</source>
        <translation>Ihr Team als Spielmacher</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <source>Marched (all five tricks)</source>
        <translation>Durchmarsch (alle fünf Stiche)</translation>
    </message>
    <message>
        <source>Euchred</source>
        <translation>Geeuchert</translation>
    </message>
    <message>
        <source>Success rate</source>
        <translation>Erfolgsquote</translation>
    </message>
    <message>
        <source>Hands they made trump</source>
        <translation>Gegner als Spielmacher</translation>
    </message>
    <message>
        <source>Euchred by your side</source>
        <translation>Von Ihrem Team geeuchert</translation>
    </message>
    <message>
        <source>Your loners</source>
        <translation>Ihre Alleinspiele</translation>
    </message>
    <message>
        <source>Attempted</source>
        <translation>Versucht</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>Your settings file was damaged; it was kept as {0} and defaults are in use.</source>
        <translation>Ihre Einstellungsdatei war beschädigt; sie wurde als {0} aufbewahrt, und es gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged; it was kept as {0} and new statistics are started.</source>
        <translation>Ihre Statistikdatei war beschädigt; sie wurde als {0} aufbewahrt, und eine neue Statistik wird begonnen.</translation>
    </message>
    <message>
        <source>Your match in progress could not be resumed: its file was damaged and was kept as {0}. A new match is dealt.</source>
        <translation>Ihre laufende Partie konnte nicht fortgesetzt werden: ihre Datei war beschädigt und wurde als {0} aufbewahrt. Eine neue Partie wird gegeben.</translation>
    </message>
    <message>
        <source>This saved game was damaged; it was kept as {0} and was not loaded.</source>
        <translation>Dieser Spielstand war beschädigt; er wurde als {0} aufbewahrt und nicht geladen.</translation>
    </message>
    <message>
        <source>Your settings file could not be read ({0}); it was left as it is and defaults are in use.</source>
        <translation>Ihre Einstellungsdatei konnte nicht gelesen werden ({0}); sie wurde unverändert gelassen und die Standardwerte gelten.</translation>
    </message>
    <message>
        <source>Your statistics could not be opened ({0}); games are not being recorded.</source>
        <translation>Ihre Statistik konnte nicht geöffnet werden ({0}); Partien werden nicht erfasst.</translation>
    </message>
    <message>
        <source>This saved game could not be read ({0}); it was left as it is.</source>
        <translation>Diese gespeicherte Partie konnte nicht gelesen werden ({0}); sie wurde unverändert gelassen.</translation>
    </message>
    <message>
        <source>The match could not be saved as {0} ({1}); any file already there is unchanged.</source>
        <translation>Die Partie konnte nicht als {0} gespeichert werden ({1}); eine dort vorhandene Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>There is no saved game at {0}.</source>
        <translation>Unter {0} gibt es keinen Spielstand.</translation>
    </message>
    <message>
        <source>This saved game was made by a newer Euchre Desktop; update to open it.</source>
        <translation>Diese gespeicherte Partie stammt von einem neueren Euchre Desktop; aktualisieren Sie, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>{0} is not a Euchre Desktop saved game; it was left as it is.</source>
        <translation>{0} ist keine gespeicherte Partie von Euchre Desktop; die Datei wurde unverändert gelassen.</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>der Datenträger konnte nicht gelesen oder beschrieben werden</translation>
    </message>
    <message>
        <source>Your statistics are in use by another program; games are not being recorded for now.</source>
        <translation>Ihre Statistik wird von einem anderen Programm benutzt; Partien werden vorerst nicht erfasst.</translation>
    </message>
    <message>
        <source>Your statistics file is damaged; games are not being recorded for now.</source>
        <translation>Ihre Statistikdatei ist beschädigt; Partien werden vorerst nicht erfasst.</translation>
    </message>
    <message>
        <source>Your statistics could not be written ({0}); games are not being recorded for now.</source>
        <translation>Ihre Statistik konnte nicht geschrieben werden ({0}); Partien werden vorerst nicht erfasst.</translation>
    </message>
    <message>
        <source>Your statistics were made by a newer Euchre Desktop; they were left as they are and games are not being recorded.</source>
        <translation>Ihre Statistik stammt von einem neueren Euchre Desktop; sie wurde unverändert gelassen und Partien werden nicht erfasst.</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Your team</source>
        <translation>Ihr Team</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>First black jack: I deal</source>
        <translation>Erster schwarzer Bube: Ich gebe</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand! Redeal</source>
        <translation>Bauernhand! Neu geben</translation>
    </message>
    <message>
        <source>I&apos;ll take it</source>
        <translation>Ich nehme sie</translation>
    </message>
    <message>
        <source>Order up</source>
        <translation>Ich bestelle</translation>
    </message>
    <message>
        <source>Alone!</source>
        <translation>Allein!</translation>
    </message>
    <message>
        <source>%1, a card please</source>
        <translation>%1, bitte eine Karte</translation>
    </message>
    <message>
        <source>The rest is certain</source>
        <translation>Der Rest steht fest</translation>
    </message>
    <message>
        <source>All pass: thrown in</source>
        <translation>Alle passen: eingeworfen</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>club</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>in a card&apos;s name</comment>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>in a card&apos;s name</comment>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>in a card&apos;s name</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>in a card&apos;s name</comment>
        <translation>Pik</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>the Benny</source>
        <translation>der Benny</translation>
    </message>
    <message>
        <source>the red Benny</source>
        <translation>der rote Benny</translation>
    </message>
    <message>
        <source>the black Benny</source>
        <translation>der schwarze Benny</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <source>{card} (joker)</source>
        <translation>{card} (Joker)</translation>
    </message>
    <message>
        <source>Benny</source>
        <translation>Benny</translation>
    </message>
    <message>
        <source>red Benny</source>
        <translation>roter Benny</translation>
    </message>
    <message>
        <source>black Benny</source>
        <translation>schwarzer Benny</translation>
    </message>
    <message>
        <source>J</source>
        <comment>jack, one letter</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen, one letter</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>king, one letter</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace, one letter</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Far left</source>
        <translation>Weit links</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>Gegenüber</translation>
    </message>
    <message>
        <source>Far right</source>
        <translation>Weit rechts</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Geschafft</translation>
    </message>
    <message>
        <source>March</source>
        <translation>Durchmarsch</translation>
    </message>
    <message>
        <source>Lone march</source>
        <translation>Durchmarsch allein</translation>
    </message>
    <message>
        <source>Euchred</source>
        <translation>Geeuchert</translation>
    </message>
    <message>
        <source>Lone euchre</source>
        <translation>Allein geeuchert</translation>
    </message>
    <message>
        <source>Super euchre</source>
        <translation>Super-Euchre</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clearly best: {points} points ahead over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Klar am besten: {points} Punkte Vorsprung über %Ln simulierte Verteilung.</numerusform>
            <numerusform>Klar am besten: {points} Punkte Vorsprung über %Ln simulierte Verteilungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Probably best: {points} points ahead over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Wahrscheinlich am besten: {points} Punkte Vorsprung über %Ln simulierte Verteilung.</numerusform>
            <numerusform>Wahrscheinlich am besten: {points} Punkte Vorsprung über %Ln simulierte Verteilungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: within {points} points over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Knappe Entscheidung: höchstens {points} Punkte Unterschied über %Ln simulierte Verteilung.</numerusform>
            <numerusform>Knappe Entscheidung: höchstens {points} Punkte Unterschied über %Ln simulierte Verteilungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: both about {points} points over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Knappe Entscheidung: beide etwa {points} Punkte über %Ln simulierte Verteilung.</numerusform>
            <numerusform>Knappe Entscheidung: beide etwa {points} Punkte über %Ln simulierte Verteilungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: the first {options} options are all about {points} points over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Knappe Entscheidung: die ersten {options} Möglichkeiten liegen alle bei etwa {points} Punkten über %Ln simulierte Verteilung.</numerusform>
            <numerusform>Knappe Entscheidung: die ersten {options} Möglichkeiten liegen alle bei etwa {points} Punkten über %Ln simulierte Verteilungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Equal choices: the same result in all %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Gleichwertig: dasselbe Ergebnis in der einen simulierten Verteilung.</numerusform>
            <numerusform>Gleichwertig: dasselbe Ergebnis in allen %Ln simulierten Verteilungen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: the same result in all %Ln sampled deal(s), too few to be sure the choices are equal.</source>
        <translation>
            <numerusform>Knappe Entscheidung: dasselbe Ergebnis in der einen simulierten Verteilung, zu wenig, um die Möglichkeiten für gleichwertig zu halten.</numerusform>
            <numerusform>Knappe Entscheidung: dasselbe Ergebnis in allen %Ln simulierten Verteilungen, zu wenige, um die Möglichkeiten für gleichwertig zu halten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unsure: only %Ln sampled deal(s) could be worked out in time.</source>
        <translation>
            <numerusform>Unsicher: Nur %Ln simulierte Verteilung konnte rechtzeitig berechnet werden.</numerusform>
            <numerusform>Unsicher: Nur %Ln simulierte Verteilungen konnten rechtzeitig berechnet werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn it down</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Take it up</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Order up</source>
        <translation>Bestellen</translation>
    </message>
    <message>
        <source>{suit} (next)</source>
        <translation>{suit} (Nachbarfarbe)</translation>
    </message>
    <message>
        <source>Defend alone</source>
        <translation>Allein verteidigen</translation>
    </message>
    <message>
        <source>Go alone</source>
        <translation>Allein spielen</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand: redeal</source>
        <translation>Bauernhand: neu geben</translation>
    </message>
    <message>
        <source>Ask {seat}</source>
        <translation>{seat} fragen</translation>
    </message>
    <message>
        <source>Refuse the card</source>
        <translation>Karte ablehnen</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>{card} spielen</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card} ablegen</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>{card} geben</translation>
    </message>
    <message>
        <source>Keep hand</source>
        <translation>Blatt behalten</translation>
    </message>
    <message>
        <source>Don&apos;t ask</source>
        <translation>Nicht fragen</translation>
    </message>
    <message>
        <source>Don&apos;t offer</source>
        <translation>Nichts anbieten</translation>
    </message>
    <message>
        <source>Play with partners</source>
        <translation>Mit Partnern spielen</translation>
    </message>
    <message>
        <source>Play with partner</source>
        <translation>Mit Partner spielen</translation>
    </message>
    <message>
        <source>The up-card goes to your side&apos;s dealer: it strengthens you.</source>
        <translation>Die aufgedeckte Karte geht an den Geber Ihres Teams: Das stärkt Sie.</translation>
    </message>
    <message>
        <source>Ordering up would hand the up-card to the opposing dealer.</source>
        <translation>Bestellen gäbe die aufgedeckte Karte dem gegnerischen Geber.</translation>
    </message>
    <message>
        <source>Name next: the suit of the turned-down card&apos;s colour.</source>
        <translation>Nennen Sie die Nachbarfarbe, gleichfarbig mit der abgelehnten Karte.</translation>
    </message>
    <message>
        <source>Too few sure tricks to make trump: pass.</source>
        <translation>Zu wenige sichere Stiche für Trumpf: Passen Sie.</translation>
    </message>
    <message>
        <source>Stick the dealer: everyone passed, so the dealer must name.</source>
        <translation>Geber muss wählen: Alle haben gepasst, also muss der Geber Trumpf ansagen.</translation>
    </message>
    <message>
        <source>Strong enough to take all five tricks alone.</source>
        <translation>Stark genug, um alle fünf Stiche allein zu holen.</translation>
    </message>
    <message>
        <source>Your partner&apos;s cards will help: play together.</source>
        <translation>Die Karten Ihres Partners helfen: Spielen Sie gemeinsam.</translation>
    </message>
    <message>
        <source>Defending alone can earn the lone defender&apos;s bonus.</source>
        <translation>Allein verteidigen kann den Bonus für Alleinverteidiger bringen.</translation>
    </message>
    <message>
        <source>Only nines and tens: claim the farmer&apos;s hand and redeal.</source>
        <translation>Nur Neunen und Zehnen: Melden Sie die Bauernhand und lassen Sie neu geben.</translation>
    </message>
    <message>
        <source>Empty a suit, so that you can trump it later.</source>
        <translation>Machen Sie sich in einer Farbe frei, um sie später zu stechen.</translation>
    </message>
    <message>
        <source>Keep the bower: it is one of the highest trumps.</source>
        <translation>Behalten Sie den Buben: Er ist einer der höchsten Trümpfe.</translation>
    </message>
    <message>
        <source>Get rid of a low card that is unlikely to win a trick.</source>
        <translation>Werden Sie eine niedrige Karte los, die kaum einen Stich gewinnt.</translation>
    </message>
    <message>
        <source>Lead through the maker: they must play next, before your partner.</source>
        <translation>Spielen Sie durch den Spielmacher: Er muss als Nächster spielen, vor Ihrem Partner.</translation>
    </message>
    <message>
        <source>Playing to the score: this near the end, the match counts, not the points.</source>
        <translation>Nach dem Spielstand spielen: So kurz vor dem Ende zählt die Partie, nicht die Punkte.</translation>
    </message>
    <message>
        <source>Get rid of {card}, a low card that is unlikely to win a trick.</source>
        <translation>Werden Sie {card} los, eine niedrige Karte, die kaum einen Stich gewinnt.</translation>
    </message>
    <message>
        <source>Keep {card}: a bower, one of the highest trumps.</source>
        <translation>Behalten Sie {card}: ein Bube, einer der höchsten Trümpfe.</translation>
    </message>
    <message>
        <source>Lead {card} through the maker: they must play next, before your partner.</source>
        <translation>Spielen Sie {card} durch den Spielmacher aus: Er muss als Nächster spielen, vor Ihrem Partner.</translation>
    </message>
    <message>
        <source>Lead {card}: your partner has shown out of that suit and can trump it.</source>
        <translation>Spielen Sie {card} aus: Ihr Partner hat diese Farbe nicht mehr und kann stechen.</translation>
    </message>
    <message>
        <source>Strong enough to make trump: trumps {trumps}, bowers {bowers}.</source>
        <translation>Stark genug für Trumpf: Trümpfe {trumps}, Buben {bowers}.</translation>
    </message>
    <message>
        <source>Equal choices: with no card of the hand seen, every suit is worth the same.</source>
        <translation>Gleichwertige Wahl: Ohne eine Karte des Blatts gesehen zu haben, ist jede Farbe gleich viel wert.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Sie haben die Karte {card} nicht.</translation>
    </message>
    <message>
        <source>You hold {suit}, the suit led, so you must follow suit.</source>
        <translation>Sie haben {suit}, die ausgespielte Farbe, und müssen daher bedienen.</translation>
    </message>
    <message>
        <source>{card} is the left bower: while {trump} are trump it counts as one of them. You hold {suit}, the suit led, so you must follow suit.</source>
        <translation>{card} ist der linke Bube: Solange {trump} Trumpf ist, zählt er dazu. Sie haben {suit}, die ausgespielte Farbe, und müssen daher bedienen.</translation>
    </message>
    <message>
        <source>Only a hand of nines and tens is a farmer&apos;s hand.</source>
        <translation>Nur eine Hand aus lauter Neunen und Zehnen ist eine Bauernhand.</translation>
    </message>
    <message>
        <source>The {suit} were turned down: name one of the other three suits.</source>
        <translation>{suit} wurde abgelehnt: Nennen Sie eine der drei anderen Farben.</translation>
    </message>
    <message>
        <source>Trump ({trump}) was led and you must follow suit: {card} counts as trump.</source>
        <translation>Trumpf ({trump}) wurde ausgespielt und Sie müssen bedienen: {card} zählt als Trumpf.</translation>
    </message>
    <message>
        <source>Give the loner your best card.</source>
        <translation>Geben Sie dem Alleinspieler Ihre beste Karte.</translation>
    </message>
    <message>
        <source>Your partner is already winning this trick.</source>
        <translation>Ihr Partner gewinnt diesen Stich bereits.</translation>
    </message>
    <message>
        <source>Lead an off-suit ace: it wins unless someone trumps it.</source>
        <translation>Spielen Sie ein Fehlfarben-Ass aus: Es gewinnt, wenn niemand sticht.</translation>
    </message>
    <message>
        <source>You cannot follow suit: trump in to win the trick.</source>
        <translation>Sie können nicht bedienen: Stechen Sie mit Trumpf, um den Stich zu gewinnen.</translation>
    </message>
    <message>
        <source>Play a higher trump than the one already in the trick.</source>
        <translation>Spielen Sie einen höheren Trumpf als den, der schon im Stich liegt.</translation>
    </message>
    <message>
        <source>Win the trick with the lowest card that does it.</source>
        <translation>Gewinnen Sie den Stich mit der niedrigsten Karte, die dafür reicht.</translation>
    </message>
    <message>
        <source>You cannot win this trick: throw off your lowest card.</source>
        <translation>Sie können diesen Stich nicht gewinnen: Werfen Sie Ihre niedrigste Karte ab.</translation>
    </message>
    <message>
        <source>No card you may play can win this trick.</source>
        <translation>Keine Ihrer spielbaren Karten kann diesen Stich gewinnen.</translation>
    </message>
    <message>
        <source>You must follow the suit that was led.</source>
        <translation>Sie müssen die ausgespielte Farbe bedienen.</translation>
    </message>
    <message>
        <source>The remaining tricks are sure: play them in any order.</source>
        <translation>Die restlichen Stiche sind sicher: Spielen Sie in beliebiger Reihenfolge.</translation>
    </message>
    <message>
        <source>This is the only move the rules allow.</source>
        <translation>Dies ist der einzige Zug, den die Regeln erlauben.</translation>
    </message>
    <message>
        <source>No decision in time: a safe legal move was made.</source>
        <translation>Keine rechtzeitige Entscheidung: Ein sicherer, regelgerechter Zug wurde gemacht.</translation>
    </message>
    <message>
        <source>The dealer names trump before seeing the hand: any suit is a guess.</source>
        <translation>Der Geber sagt Trumpf an, bevor er sein Blatt sieht: Jede Farbe ist geraten.</translation>
    </message>
    <message>
        <source>Ask a partner for their best card to strengthen the lone hand.</source>
        <translation>Bitten Sie einen Partner um seine beste Karte, um Ihr Alleinspiel zu stärken.</translation>
    </message>
    <message>
        <source>Take your partner&apos;s card: it is likely better than your worst.</source>
        <translation>Nehmen Sie die Karte Ihres Partners: Sie ist wohl besser als Ihre schlechteste.</translation>
    </message>
    <message>
        <source>Your hand is already strong: refuse the offered card.</source>
        <translation>Ihr Blatt ist bereits stark: Lehnen Sie die angebotene Karte ab.</translation>
    </message>
    <message>
        <source>Lead a low card from a short suit and keep your winners.</source>
        <translation>Spielen Sie eine niedrige Karte einer kurzen Farbe aus und behalten Sie Ihre Gewinnkarten.</translation>
    </message>
    <message>
        <source>Lead a suit your partner has shown out of: they can trump it.</source>
        <translation>Spielen Sie eine Farbe aus, die Ihr Partner nicht mehr hat: Er kann stechen.</translation>
    </message>
    <message>
        <source>Giving up a higher card does not clearly score more here: keep it.</source>
        <translation>Eine höhere Karte abzugeben bringt hier nicht klar mehr: Behalten Sie sie.</translation>
    </message>
    <message>
        <source>A club player&apos;s habit: the sampled deals do not clearly say otherwise.</source>
        <translation>Eine Gewohnheit erfahrener Spieler: Die simulierten Verteilungen sprechen nicht klar dagegen.</translation>
    </message>
    <message>
        <source>The up-card, {card}, goes to your side&apos;s dealer.</source>
        <translation>Die aufgedeckte Karte, {card}, geht an den Geber Ihres Teams.</translation>
    </message>
    <message>
        <source>Ordering up would hand the up-card, {card}, to the opposing dealer.</source>
        <translation>Bestellen gäbe die aufgedeckte Karte, {card}, dem gegnerischen Geber.</translation>
    </message>
    <message>
        <source>Discard {card} to empty its suit, so that you can trump it later.</source>
        <translation>Legen Sie {card} ab, um sich in dieser Farbe freizumachen und sie später zu stechen.</translation>
    </message>
    <message>
        <source>Give the loner your best card, {card}.</source>
        <translation>Geben Sie dem Alleinspieler Ihre beste Karte, {card}.</translation>
    </message>
    <message>
        <source>{card} is the lowest card that wins this trick.</source>
        <translation>{card} ist die niedrigste Karte, die diesen Stich gewinnt.</translation>
    </message>
    <message>
        <source>Lead {card} to draw out the opponents&apos; trumps.</source>
        <translation>Spielen Sie {card} aus, um die Trümpfe der Gegner herauszuziehen.</translation>
    </message>
    <message>
        <source>Lead {card}: an off-suit ace wins unless someone trumps it.</source>
        <translation>Spielen Sie {card} aus: Ein Fehlfarben-Ass gewinnt, wenn niemand sticht.</translation>
    </message>
    <message>
        <source>Giving up {card} does not clearly score more over these deals: keep it.</source>
        <translation>{card} abzugeben bringt in diesen Verteilungen nicht klar mehr: Behalten Sie die Karte.</translation>
    </message>
    <message>
        <source>Lead {card}, a low card from a short suit, and keep your winners.</source>
        <translation>Spielen Sie {card} aus, eine niedrige Karte einer kurzen Farbe, und behalten Sie Ihre Gewinnkarten.</translation>
    </message>
    <message>
        <source>The remaining tricks are sure: {card} is as good as any.</source>
        <translation>Die restlichen Stiche sind sicher: {card} ist so gut wie jede andere.</translation>
    </message>
    <message>
        <source>{seat} is already winning this trick for your side.</source>
        <translation>{seat} gewinnt diesen Stich bereits für Ihr Team.</translation>
    </message>
    <message>
        <source>Ask {seat} for their best card to strengthen the lone hand.</source>
        <translation>Bitten Sie {seat} um die beste Karte, um Ihr Alleinspiel zu stärken.</translation>
    </message>
    <message>
        <source>{seat}&apos;s cards will help: play together.</source>
        <translation>Die Karten von {seat} helfen: Spielen Sie gemeinsam.</translation>
    </message>
    <message>
        <source>trumps</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Your hand is strong enough in that suit.</source>
        <translation>Ihr Blatt ist in dieser Farbe stark genug.</translation>
    </message>
    <message numerus="yes">
        <source>Best expected result: {points} points, over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Bestes erwartetes Ergebnis: {points} Punkte, über %Ln simulierte Verteilung.</numerusform>
            <numerusform>Bestes erwartetes Ergebnis: {points} Punkte, über %Ln simulierte Verteilungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best expected result: {points} points.</source>
        <translation>Bestes erwartetes Ergebnis: {points} Punkte.</translation>
    </message>
    <message>
        <source>This gives the best expected result.</source>
        <translation>Dies bringt das beste erwartete Ergebnis.</translation>
    </message>
    <message>
        <source>Save your {trump} for a trick that needs them.</source>
        <translation>Sparen Sie {trump} für einen Stich auf, in dem es darauf ankommt.</translation>
    </message>
    <message>
        <source>Name next: {suit}, the same colour as the turned-down card.</source>
        <translation>Nennen Sie die Nachbarfarbe {suit}, gleichfarbig mit der abgelehnten Karte.</translation>
    </message>
    <message>
        <source>Lead {trump} to draw out the opponents&apos; trumps.</source>
        <translation>Spielen Sie {trump} aus, um die Trümpfe der Gegner herauszuziehen.</translation>
    </message>
    <message>
        <source>A judgement call.</source>
        <translation>Eine Ermessensfrage.</translation>
    </message>
    <message>
        <source>No deal could be worked out in time: this is a rule of thumb.</source>
        <translation>Keine Verteilung konnte rechtzeitig berechnet werden: Dies ist eine Faustregel.</translation>
    </message>
    <message>
        <source>New hand: {seat} deals, {card} is turned up.</source>
        <translation>Neues Spiel: {seat} gibt, {card} liegt offen.</translation>
    </message>
    <message>
        <source>{seat} passed.</source>
        <translation>{seat} hat gepasst.</translation>
    </message>
    <message>
        <source>{seat} passed again.</source>
        <translation>{seat} hat wieder gepasst.</translation>
    </message>
    <message>
        <source>{seat} turned the {card} down.</source>
        <translation>{seat} hat die offene Karte {card} abgelehnt.</translation>
    </message>
    <message>
        <source>{seat} ordered the {card} up to the other side&apos;s dealer: a sign of strength in {suit}.</source>
        <translation>{seat} hat {card} dem gegnerischen Geber aufgetragen: ein Zeichen von Stärke in {suit}.</translation>
    </message>
    <message>
        <source>{seat} ordered the {card} up to their partner, the dealer.</source>
        <translation>{seat} hat {card} dem eigenen Partner, dem Geber, aufgetragen.</translation>
    </message>
    <message>
        <source>{seat} took the {card} up.</source>
        <translation>{seat} hat {card} aufgenommen.</translation>
    </message>
    <message>
        <source>{seat} named {suit}.</source>
        <translation>{seat} hat {suit} bestimmt.</translation>
    </message>
    <message>
        <source>{seat} named {suit}, next: the turned-down card&apos;s colour.</source>
        <translation>{seat} hat {suit} bestimmt, die Farbe gleicher Farbe wie die abgelehnte Karte.</translation>
    </message>
    <message>
        <source>{seat} was stuck as dealer and had to name: {suit}.</source>
        <translation>{seat} musste als Geber Trumpf bestimmen: {suit}.</translation>
    </message>
    <message>
        <source>{seat} named {suit} without looking.</source>
        <translation>{seat} hat {suit} blind bestimmt.</translation>
    </message>
    <message>
        <source>The turned-up joker makes {seat}&apos;s side the makers, in {suit}.</source>
        <translation>Der offene Joker macht das Team von {seat} zu Spielmachern, in {suit}.</translation>
    </message>
    <message>
        <source>{seat} claimed a farmer&apos;s hand: the cards are dealt again.</source>
        <translation>{seat} hat ein Bauernblatt angesagt: Es wird neu gegeben.</translation>
    </message>
    <message>
        <source>Everyone passed twice: the hand is thrown in.</source>
        <translation>Alle haben zweimal gepasst: Das Spiel wird neu gegeben.</translation>
    </message>
    <message>
        <source>{seat} goes alone: their partner lays the cards down.</source>
        <translation>{seat} spielt allein: Der Partner legt die Karten ab.</translation>
    </message>
    <message>
        <source>{seat} ordered up the partner&apos;s card and must play alone.</source>
        <translation>{seat} hat die Karte des Partners aufgetragen und muss allein spielen.</translation>
    </message>
    <message>
        <source>{seat} defends alone.</source>
        <translation>{seat} verteidigt allein.</translation>
    </message>
    <message>
        <source>{seat} discarded a card face down.</source>
        <translation>{seat} hat eine Karte verdeckt abgelegt.</translation>
    </message>
    <message>
        <source>{seat} asked {partner} for a card.</source>
        <translation>{seat} hat {partner} um eine Karte gebeten.</translation>
    </message>
    <message>
        <source>{seat} passed a card face down to {partner}.</source>
        <translation>{seat} hat {partner} verdeckt eine Karte gegeben.</translation>
    </message>
    <message>
        <source>{seat} refused the offered card.</source>
        <translation>{seat} hat die angebotene Karte abgelehnt.</translation>
    </message>
    <message>
        <source>{seat} led {card}.</source>
        <translation>{seat} hat {card} ausgespielt.</translation>
    </message>
    <message>
        <source>{seat} led a trump, {card}.</source>
        <translation>{seat} hat einen Trumpf ausgespielt, {card}.</translation>
    </message>
    <message>
        <source>{seat} led {card}, a trump, to draw the defenders&apos; trumps.</source>
        <translation>{seat} hat {card} ausgespielt, einen Trumpf, um die Trümpfe der Verteidiger herauszuziehen.</translation>
    </message>
    <message>
        <source>{seat} led {card}: an off-suit ace wins unless someone trumps it.</source>
        <translation>{seat} hat {card} ausgespielt: Ein Fehlfarben-Ass gewinnt, wenn niemand sticht.</translation>
    </message>
    <message>
        <source>{seat} followed with {card}.</source>
        <translation>{seat} hat mit {card} bedient.</translation>
    </message>
    <message>
        <source>{seat} played {card} and leads the trick.</source>
        <translation>{seat} hat {card} gespielt und führt den Stich an.</translation>
    </message>
    <message>
        <source>{seat} played {card}, leaving the trick to {partner}.</source>
        <translation>{seat} hat {card} gespielt und den Stich {partner} gelassen.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} left and threw off {card}.</source>
        <translation>{seat} hat kein {suit} mehr und hat {card} abgeworfen.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} left and trumped in with {card}.</source>
        <translation>{seat} hat kein {suit} mehr und hat mit {card} gestochen.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} left and overtrumped with {card}.</source>
        <translation>{seat} hat kein {suit} mehr und hat mit {card} übertrumpft.</translation>
    </message>
    <message>
        <source>{seat} won trick {trick}.</source>
        <translation>{seat} hat Stich {trick} gewonnen.</translation>
    </message>
    <message>
        <source>The remaining tricks are certain: the cards are shown and the hand ends.</source>
        <translation>Die restlichen Stiche stehen fest: Die Karten werden gezeigt, und das Spiel endet.</translation>
    </message>
    <message>
        <source>New hand: you deal, {card} is turned up.</source>
        <translation>Neues Spiel: Sie geben, {card} liegt offen.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Sie haben gepasst.</translation>
    </message>
    <message>
        <source>You passed again.</source>
        <translation>Sie haben wieder gepasst.</translation>
    </message>
    <message>
        <source>You turned the {card} down.</source>
        <translation>Sie haben die offene Karte {card} abgelehnt.</translation>
    </message>
    <message>
        <source>You ordered the {card} up.</source>
        <translation>Sie haben {card} aufgetragen.</translation>
    </message>
    <message>
        <source>You took the {card} up.</source>
        <translation>Sie haben {card} aufgenommen.</translation>
    </message>
    <message>
        <source>You named {suit}.</source>
        <translation>Sie haben {suit} bestimmt.</translation>
    </message>
    <message>
        <source>The turned-up joker makes your side the makers, in {suit}.</source>
        <translation>Der offene Joker macht Ihr Team zu Spielmachern, in {suit}.</translation>
    </message>
    <message>
        <source>You claimed a farmer&apos;s hand.</source>
        <translation>Sie haben ein Bauernblatt angesagt.</translation>
    </message>
    <message>
        <source>You go alone.</source>
        <translation>Sie spielen allein.</translation>
    </message>
    <message>
        <source>You defend alone.</source>
        <translation>Sie verteidigen allein.</translation>
    </message>
    <message>
        <source>You discarded a card.</source>
        <translation>Sie haben eine Karte abgelegt.</translation>
    </message>
    <message>
        <source>You asked {partner} for a card.</source>
        <translation>Sie haben {partner} um eine Karte gebeten.</translation>
    </message>
    <message>
        <source>You passed a card to {partner}.</source>
        <translation>Sie haben {partner} eine Karte gegeben.</translation>
    </message>
    <message>
        <source>You refused the offered card.</source>
        <translation>Sie haben die angebotene Karte abgelehnt.</translation>
    </message>
    <message>
        <source>You led {card}.</source>
        <translation>Sie haben {card} ausgespielt.</translation>
    </message>
    <message>
        <source>You played {card}.</source>
        <translation>Sie haben {card} gespielt.</translation>
    </message>
    <message>
        <source>You trumped in with {card}.</source>
        <translation>Sie haben mit {card} gestochen.</translation>
    </message>
    <message>
        <source>You overtrumped with {card}.</source>
        <translation>Sie haben mit {card} übertrumpft.</translation>
    </message>
    <message>
        <source>You won trick {trick}.</source>
        <translation>Sie haben Stich {trick} gewonnen.</translation>
    </message>
    <message>
        <source>{seat} played {card}, leaving the trick to you.</source>
        <translation>{seat} hat {card} gespielt und Ihnen den Stich gelassen.</translation>
    </message>
    <message>
        <source>{seat} asked you for a card.</source>
        <translation>{seat} hat Sie um eine Karte gebeten.</translation>
    </message>
    <message>
        <source>{seat} passed you a card face down.</source>
        <translation>{seat} hat Ihnen verdeckt eine Karte gegeben.</translation>
    </message>
    <message>
        <source>The match is over: start a new one.</source>
        <translation>Die Partie ist beendet: Starten Sie eine neue.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Sie sind nicht am Zug.</translation>
    </message>
    <message>
        <source>That is not a move for now.</source>
        <translation>Dieser Zug ist jetzt nicht möglich.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>Stick the dealer: the dealer must name trump now.</source>
        <translation>Geber muss wählen: Der Geber muss jetzt Trumpf ansagen.</translation>
    </message>
    <message>
        <source>A joker was turned up: the dealer must take it up.</source>
        <translation>Ein Joker wurde aufgedeckt: Der Geber muss ihn aufnehmen.</translation>
    </message>
    <message>
        <source>The dealer may take it up only holding a trump of that suit.</source>
        <translation>Der Geber darf nur mit einem Trumpf dieser Farbe aufnehmen.</translation>
    </message>
    <message>
        <source>A loner may ask only one of their own partners for a card.</source>
        <translation>Ein Alleinspieler darf nur einen eigenen Partner um eine Karte bitten.</translation>
    </message>
    <message>
        <source>A partner who is asked for a card must give one.</source>
        <translation>Ein gefragter Partner muss eine Karte geben.</translation>
    </message>
</context>
</TS>
