<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Autosave</name>
    <message>
        <source>Your match cannot be kept for next time: {0} cannot be written.</source>
        <translation>Votre partie ne peut pas être conservée pour la prochaine fois&#xa0;: impossible d&apos;écrire {0}.</translation>
    </message>
</context>
<context>
    <name>BiddingPanel</name>
    <message>
        <source>Farmer&apos;s hand: you hold only nines and tens</source>
        <translation>Main de fermier&#xa0;: vous n&apos;avez que des neuf et des dix</translation>
    </message>
    <message>
        <source>Claim a redeal, or keep the hand?</source>
        <translation>Demander une nouvelle donne ou garder la main&#xa0;?</translation>
    </message>
    <message>
        <source>%1 turned up: name trump</source>
        <translation>%1 retourné&#xa0;: annoncez l&apos;atout</translation>
    </message>
    <message>
        <source>You name the suit before looking at your hand.</source>
        <translation>Vous annoncez la couleur avant de regarder votre main.</translation>
    </message>
    <message>
        <source>You have looked at your hand for a farmer&apos;s hand: name the suit.</source>
        <translation>Vous avez regardé votre main pour la main de fermier&#xa0;: annoncez la couleur.</translation>
    </message>
    <message>
        <source>Round 2: stick the dealer</source>
        <translation>Tour 2&#xa0;: donneur obligé</translation>
    </message>
    <message>
        <source>Everyone passed: you must name trump.</source>
        <translation>Tout le monde a passé&#xa0;: vous devez annoncer l&apos;atout.</translation>
    </message>
    <message>
        <source>Round 2: name trump or pass</source>
        <translation>Tour 2&#xa0;: annoncez l&apos;atout ou passez</translation>
    </message>
    <message>
        <source>Turned down: %1</source>
        <translation>Carte refusée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Choose a card to discard</source>
        <translation>Choisissez une carte à écarter</translation>
    </message>
    <message>
        <source>Ask a partner for a card?</source>
        <translation>Demander une carte à un partenaire&#xa0;?</translation>
    </message>
    <message>
        <source>The card comes face down; then you discard one.</source>
        <translation>La carte arrive face cachée&#xa0;; vous en écartez ensuite une.</translation>
    </message>
    <message>
        <source>%1 is going alone</source>
        <translation>%1 joue seul</translation>
    </message>
    <message>
        <source>Choose a card to offer to %1</source>
        <translation>Choisissez une carte à proposer à %1</translation>
    </message>
    <message>
        <source>Choose a card to give to %1</source>
        <translation>Choisissez une carte à donner à %1</translation>
    </message>
    <message>
        <source>Your partner offers you a card face down</source>
        <translation>Votre partenaire vous propose une carte face cachée</translation>
    </message>
    <message>
        <source>Choose a card to discard and take it, or refuse the card</source>
        <translation>Écartez une carte pour prendre la sienne, ou refusez-la</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>À vous&#xa0;: jouez une carte</translation>
    </message>
    <message>
        <source>%1, named %2</source>
        <translation>%1, couleur annoncée&#xa0;: %2</translation>
    </message>
    <message>
        <source>Round 1: take it up or turn it down?</source>
        <translation>Tour 1&#xa0;: la prendre ou la refuser&#xa0;?</translation>
    </message>
    <message>
        <source>Round 1: order up or pass?</source>
        <translation>Tour 1&#xa0;: commander ou passer&#xa0;?</translation>
    </message>
    <message>
        <source>Up-card: %1</source>
        <translation>Carte retournée&#xa0;: %1</translation>
    </message>
    <message>
        <source>You hold no trump of that suit, so you may not take it up.</source>
        <translation>Vous n&apos;avez aucun atout de cette couleur&#xa0;: vous ne pouvez pas la prendre.</translation>
    </message>
    <message>
        <source>A joker was turned up: you must take it up.</source>
        <translation>Un joker a été retourné&#xa0;: vous devez le prendre.</translation>
    </message>
    <message>
        <source>If you order up your partner, you must go alone.</source>
        <translation>Si vous faites prendre votre partenaire, vous devez jouer seul.</translation>
    </message>
    <message>
        <source>Defend alone?</source>
        <translation>Défendre seul&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>A lone defender can score %n point(s).</source>
        <translation>
            <numerusform>Un défenseur seul peut marquer %n point.</numerusform>
            <numerusform>Un défenseur seul peut marquer %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A lone march scores %n point(s).</source>
        <translation>
            <numerusform>Une vole en solo rapporte %n point.</numerusform>
            <numerusform>Une vole en solo rapporte %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go alone?</source>
        <translation>Jouer seul&#xa0;?</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation>Raccourci&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>HandLog</name>
    <message>
        <source>This hand</source>
        <translation>Cette donne</translation>
    </message>
</context>
<context>
    <name>HandSummary</name>
    <message>
        <source>&amp;Review hand…</source>
        <translation>&amp;Revoir la donne…</translation>
    </message>
    <message>
        <source>Look at every hand of this deal and replay the bidding and the tricks</source>
        <translation>Voir toutes les mains de cette donne et rejouer les enchères et les levées</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>C&amp;ontinuer</translation>
    </message>
    <message>
        <source>Space, Enter or Escape, or click the summary</source>
        <translation>Espace, Entrée ou Échap, ou cliquez sur le résumé</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Makers: %1, %2 of 5 tricks</source>
        <translation>Preneurs&#xa0;: %1, levées&#xa0;: %2 sur 5</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Nous %1 · Eux %2</translation>
    </message>
    <message>
        <source>(to %1)</source>
        <translation>(sur %1)</translation>
    </message>
    <message>
        <source>We made it</source>
        <translation>Nous avons réussi</translation>
    </message>
    <message>
        <source>They made it</source>
        <translation>Ils ont réussi</translation>
    </message>
    <message>
        <source>March! We took all five tricks</source>
        <translation>Vole&#xa0;! Nous avons fait les cinq levées</translation>
    </message>
    <message>
        <source>March! They took all five tricks</source>
        <translation>Vole&#xa0;! Ils ont fait les cinq levées</translation>
    </message>
    <message>
        <source>Lone march! You took all five alone</source>
        <translation>Vole en solo&#xa0;! Vous avez fait les cinq levées</translation>
    </message>
    <message>
        <source>Lone march! %1 took all five alone</source>
        <translation>Vole en solo&#xa0;! Les cinq levées pour %1</translation>
    </message>
    <message>
        <source>Euchred! We were set</source>
        <translation>Euchrés&#xa0;! Nous avons chuté</translation>
    </message>
    <message>
        <source>Euchred! We set them</source>
        <translation>Euchrés&#xa0;! Nous les avons fait chuter</translation>
    </message>
    <message>
        <source>Lone euchre! You defended alone</source>
        <translation>Euchre en solo&#xa0;! Votre défense solitaire a réussi</translation>
    </message>
    <message>
        <source>Lone euchre! %1 defended alone</source>
        <translation>Euchre en solo&#xa0;! Défense solitaire&#xa0;: %1</translation>
    </message>
    <message>
        <source>Super euchre! We took no trick</source>
        <translation>Super euchre&#xa0;! Nous n&apos;avons fait aucune levée</translation>
    </message>
    <message>
        <source>Super euchre! They took no trick</source>
        <translation>Super euchre&#xa0;! Ils n&apos;ont fait aucune levée</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Points espérés</translation>
    </message>
    <message>
        <source>Suggested: %1</source>
        <translation>Suggestion&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <source>Show the ranking with &amp;trump:</source>
        <translation>Voir l&apos;ordre des cartes avec l&apos;&amp;atout&#xa0;:</translation>
    </message>
    <message>
        <source>Players and cards</source>
        <translation>Joueurs et cartes</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <source>Making trump</source>
        <translation>Le choix de l&apos;atout</translation>
    </message>
    <message>
        <source>Going alone</source>
        <translation>Jouer seul</translation>
    </message>
    <message>
        <source>Playing the tricks</source>
        <translation>Le jeu des levées</translation>
    </message>
    <message>
        <source>How the cards rank</source>
        <translation>L&apos;ordre des cartes</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Les points</translation>
    </message>
    <message>
        <source>Your own rules</source>
        <translation>Vos propres règles</translation>
    </message>
    <message>
        <source>Four players play in two partnerships; partners sit opposite each other.</source>
        <translation>Quatre joueurs jouent en deux équipes de deux&#xa0;; les partenaires sont assis face à face.</translation>
    </message>
    <message>
        <source>Six players play in two teams of three; team-mates sit in every other seat.</source>
        <translation>Six joueurs jouent en deux équipes de trois&#xa0;; les coéquipiers sont assis en alternance.</translation>
    </message>
    <message numerus="yes">
        <source>The pack has %n cards; the ranking below shows every one of them.</source>
        <translation>
            <numerusform>Le jeu compte %n carte&#xa0;; l&apos;ordre ci-dessous les montre toutes.</numerusform>
            <numerusform>Le jeu compte %n cartes&#xa0;; l&apos;ordre ci-dessous les montre toutes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every card is in the pack twice; of two identical cards in a trick, the second played wins.</source>
        <translation>Chaque carte figure deux fois dans le jeu&#xa0;; de deux cartes identiques dans une levée, la seconde jouée l&apos;emporte.</translation>
    </message>
    <message>
        <source>A random player deals first; then the deal passes to the left.</source>
        <translation>Un joueur tiré au hasard donne en premier&#xa0;; puis la donne passe à gauche.</translation>
    </message>
    <message>
        <source>To choose the first dealer, cards are dealt face up until a black jack appears: that player deals first. Then the deal passes to the left.</source>
        <translation>Pour choisir le premier donneur, on distribue des cartes face visible jusqu&apos;à ce qu&apos;un valet noir apparaisse&#xa0;: ce joueur donne en premier. Puis la donne passe à gauche.</translation>
    </message>
    <message>
        <source>The dealer gives each player five cards, in packets of three and two.</source>
        <translation>Le donneur distribue cinq cartes à chaque joueur, par paquets de trois et de deux.</translation>
    </message>
    <message>
        <source>The dealer gives each player five cards: three to everyone, then two to everyone.</source>
        <translation>Le donneur distribue cinq cartes à chaque joueur&#xa0;: trois à chacun, puis deux à chacun.</translation>
    </message>
    <message>
        <source>The dealer gives each player five cards: two to everyone, then three to everyone.</source>
        <translation>Le donneur distribue cinq cartes à chaque joueur&#xa0;: deux à chacun, puis trois à chacun.</translation>
    </message>
    <message>
        <source>The dealer gives each player five cards, one at a time.</source>
        <translation>Le donneur distribue cinq cartes à chaque joueur, une par une.</translation>
    </message>
    <message numerus="yes">
        <source>The next card is turned face up: the up-card. The other %n card(s) (the kitty) are not used.</source>
        <translation>
            <numerusform>La carte suivante est retournée face visible&#xa0;: c&apos;est la carte retournée. L&apos;autre carte (le talon) ne sert pas.</numerusform>
            <numerusform>La carte suivante est retournée face visible&#xa0;: c&apos;est la carte retournée. Les %n autres cartes (le talon) ne servent pas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last card is turned face up: the up-card.</source>
        <translation>La dernière carte est retournée face visible&#xa0;: c&apos;est la carte retournée.</translation>
    </message>
    <message>
        <source>A player dealt only nines and tens may show them and ask for a new deal by the same dealer (a farmer&apos;s hand).</source>
        <translation>Un joueur qui n&apos;a reçu que des neuf et des dix peut les montrer et demander une nouvelle donne au même donneur (la main du fermier).</translation>
    </message>
    <message>
        <source>If the up-card is the Benny, there is no bidding: the dealer names trump before looking at the hand, then takes the Benny and discards a card.</source>
        <translation>Si la carte retournée est le Benny, il n&apos;y a pas d&apos;enchères&#xa0;: le donneur annonce l&apos;atout avant de regarder sa main, puis prend le Benny et écarte une carte.</translation>
    </message>
    <message>
        <source>If the up-card is a joker, the dealer names a suit before looking at the hand, and round one bids on that suit.</source>
        <translation>Si la carte retournée est un joker, le donneur annonce une couleur avant de regarder sa main, et le premier tour d&apos;enchères porte sur cette couleur.</translation>
    </message>
    <message>
        <source>Round one: starting at the dealer&apos;s left, each player may order up the up-card&apos;s suit as trump, or pass. When someone orders it up, the dealer takes the up-card and discards a card face down.</source>
        <translation>Premier tour&#xa0;: en commençant à gauche du donneur, chaque joueur peut commander la couleur de la carte retournée comme atout, ou passer. Quand quelqu&apos;un commande, le donneur prend la carte retournée et écarte une carte face cachée.</translation>
    </message>
    <message>
        <source>The dealer may take the up-card only when holding a trump of its suit (the left bower does not count).</source>
        <translation>Le donneur ne peut prendre la carte retournée que s&apos;il a un atout de sa couleur (le valet gauche ne compte pas).</translation>
    </message>
    <message>
        <source>When a joker was turned up and everyone else passes, the dealer must take it up.</source>
        <translation>Quand un joker a été retourné et que tous les autres passent, le donneur doit le prendre.</translation>
    </message>
    <message>
        <source>A partner of the dealer who orders it up must play alone, and the dealer sits out.</source>
        <translation>Un partenaire du donneur qui commande doit jouer seul, et le donneur reste hors jeu.</translation>
    </message>
    <message>
        <source>Round two: when everyone has passed, the up-card is turned down and each player in turn may name another suit as trump, or pass.</source>
        <translation>Second tour&#xa0;: quand tout le monde a passé, la carte retournée est refusée et chaque joueur à son tour peut annoncer une autre couleur comme atout, ou passer.</translation>
    </message>
    <message>
        <source>If everyone passes again, the dealer must name trump (stick the dealer).</source>
        <translation>Si tout le monde passe encore, le donneur doit annoncer l&apos;atout (donneur obligé).</translation>
    </message>
    <message>
        <source>If everyone passes again, the cards are thrown in and the next player deals.</source>
        <translation>Si tout le monde passe encore, la donne est annulée et le joueur suivant donne.</translation>
    </message>
    <message>
        <source>The side that made trump are the makers: they must take at least three of the five tricks. The other side defend.</source>
        <translation>Le camp qui a choisi l&apos;atout est celui des preneurs&#xa0;: il doit faire au moins trois des cinq levées. L&apos;autre camp défend.</translation>
    </message>
    <message>
        <source>The player who made trump may go alone: the rest of their side lay their cards down and sit out the hand.</source>
        <translation>Le joueur qui a choisi l&apos;atout peut jouer seul&#xa0;: le reste de son camp pose ses cartes et ne joue pas cette donne.</translation>
    </message>
    <message>
        <source>Any player of the making side may go alone: the rest of their side lay their cards down and sit out the hand.</source>
        <translation>N&apos;importe quel joueur du camp preneur peut jouer seul&#xa0;: le reste de son camp pose ses cartes et ne joue pas cette donne.</translation>
    </message>
    <message>
        <source>Defenders always play together.</source>
        <translation>Les défenseurs jouent toujours ensemble.</translation>
    </message>
    <message>
        <source>A defender may go alone only against a lone maker.</source>
        <translation>Un défenseur ne peut jouer seul que contre un preneur seul.</translation>
    </message>
    <message>
        <source>A defender may go alone in any hand.</source>
        <translation>Un défenseur peut jouer seul à chaque donne.</translation>
    </message>
    <message>
        <source>A player who passed in the round in which trump was made may not go alone.</source>
        <translation>Un joueur qui a passé au tour où l&apos;atout a été choisi ne peut pas jouer seul.</translation>
    </message>
    <message>
        <source>A player going alone may ask a partner for one card: the partner passes it face down and the loner discards a card.</source>
        <translation>Un joueur qui joue seul peut demander une carte à un partenaire&#xa0;: le partenaire la passe face cachée et le solitaire écarte une carte.</translation>
    </message>
    <message>
        <source>Railroading: the partner of a player going alone may pass one card face down; the loner takes it and discards a card, or discards the card passed.</source>
        <translation>Passe de carte&#xa0;: le partenaire d&apos;un joueur qui joue seul peut lui passer une carte face cachée&#xa0;; le solitaire la prend et écarte une carte, ou écarte la carte passée.</translation>
    </message>
    <message>
        <source>Against a player going alone, the player on the loner&apos;s left leads first.</source>
        <translation>Contre un joueur qui joue seul, le joueur à sa gauche entame.</translation>
    </message>
    <message>
        <source>Against a player going alone, the dealer&apos;s left leads first, as in any hand.</source>
        <translation>Contre un joueur qui joue seul, le joueur à gauche du donneur entame, comme à chaque donne.</translation>
    </message>
    <message>
        <source>Against a player going alone, the player on the loner&apos;s right leads first, so that the loner never leads the first trick.</source>
        <translation>Contre un joueur qui joue seul, le joueur à sa droite entame, pour que le solitaire n&apos;entame jamais la première levée.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s left leads the first trick. Everyone must follow the suit led if they can; otherwise they may play any card.</source>
        <translation>Le joueur à gauche du donneur entame la première levée. Chacun doit fournir la couleur demandée s&apos;il le peut&#xa0;; sinon il peut jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick; with no trump in it, the highest card of the suit led wins. The winner leads the next trick.</source>
        <translation>Le plus fort atout remporte la levée&#xa0;; sans atout, la plus forte carte de la couleur demandée l&apos;emporte. Le gagnant entame la levée suivante.</translation>
    </message>
    <message>
        <source>The left bower (the other jack of trump&apos;s colour) belongs to the trump suit for following, leading and showing out.</source>
        <translation>Le valet gauche (l&apos;autre valet de la même teinte que l&apos;atout) appartient à la couleur d&apos;atout pour fournir, entamer et montrer une absence.</translation>
    </message>
    <message>
        <source>The three jokers (the 4, 3 and 2 of spades) belong to trump too: they are its highest cards.</source>
        <translation>Les trois jokers (le 4, le 3 et le 2 de pique) appartiennent aussi à l&apos;atout&#xa0;: ce sont ses plus fortes cartes.</translation>
    </message>
    <message>
        <source>The two Bennies belong to trump too: they are its highest cards.</source>
        <translation>Les deux Bennies appartiennent aussi à l&apos;atout&#xa0;: ce sont ses plus fortes cartes.</translation>
    </message>
    <message>
        <source>The Benny (a joker) belongs to trump too: it is its highest card.</source>
        <translation>Le Benny (un joker) appartient aussi à l&apos;atout&#xa0;: c&apos;est sa plus forte carte.</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <source>The right bower is the %1 and the left bower the %2.</source>
        <translation>Le valet droit est le %1 et le valet gauche le %2.</translation>
    </message>
    <message>
        <source>With %1 as trump, from highest to lowest:</source>
        <translation>Avec les %1 comme atout, de la plus forte à la plus faible&#xa0;:</translation>
    </message>
    <message>
        <source>The makers take 3 or 4 tricks</source>
        <translation>Les preneurs font 3 ou 4 levées</translation>
    </message>
    <message>
        <source>The makers take all 5 tricks (a march)</source>
        <translation>Les preneurs font les 5 levées (une vole)</translation>
    </message>
    <message>
        <source>A player going alone takes all 5 tricks</source>
        <translation>Un joueur seul fait les 5 levées</translation>
    </message>
    <message>
        <source>The makers take fewer than 3 tricks (euchred): the defenders score</source>
        <translation>Les preneurs font moins de 3 levées (euchrés)&#xa0;: les défenseurs marquent</translation>
    </message>
    <message>
        <source>The makers take no trick (super euchre): the defenders score</source>
        <translation>Les preneurs ne font aucune levée (super euchre)&#xa0;: les défenseurs marquent</translation>
    </message>
    <message>
        <source>A defender going alone euchres the makers</source>
        <translation>Un défenseur seul fait chuter les preneurs</translation>
    </message>
    <message>
        <source>A defender going alone takes all 5 tricks</source>
        <translation>Un défenseur seul fait les 5 levées</translation>
    </message>
    <message numerus="yes">
        <source>The first team to reach %n point(s) wins the match.</source>
        <translation>
            <numerusform>La première équipe à atteindre %n point gagne la partie.</numerusform>
            <numerusform>La première équipe à atteindre %n points gagne la partie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match ends after %n hand(s); the higher score wins and a tie is a draw.</source>
        <translation>
            <numerusform>La partie se termine après %n donne&#xa0;; le meilleur score gagne et une égalité est un match nul.</numerusform>
            <numerusform>La partie se termine après %n donnes&#xa0;; le meilleur score gagne et une égalité est un match nul.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Dernière levée</translation>
    </message>
    <message>
        <source>%1 won the last trick</source>
        <translation>Dernière levée remportée par %1</translation>
    </message>
    <message>
        <source>No trick has been played yet</source>
        <translation>Aucune levée n&apos;a encore été jouée</translation>
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
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Ask the coach for the best play (H)</source>
        <translation>Demander au coach le meilleur coup (H)</translation>
    </message>
    <message>
        <source>Click to close</source>
        <translation>Cliquer pour fermer</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Réta&amp;blir</translation>
    </message>
    <message>
        <source>&amp;Save match…</source>
        <translation>&amp;Enregistrer la partie…</translation>
    </message>
    <message>
        <source>&amp;Open match…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernière levée</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;About Euchre Desktop</source>
        <translation>À &amp;propos d&apos;Euchre Desktop</translation>
    </message>
    <message>
        <source>Statistics are not available in this session.</source>
        <translation>Les statistiques ne sont pas disponibles pendant cette session.</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Euchre match (*.euchre.json)</source>
        <translation>Partie d&apos;Euchre (*.euchre.json)</translation>
    </message>
    <message>
        <source>%1 already exists. Do you want to replace it?</source>
        <translation>%1 existe déjà. Voulez-vous le remplacer&#xa0;?</translation>
    </message>
    <message>
        <source>Could not save the match</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Could not open the match</source>
        <translation>Impossible d&apos;ouvrir la partie</translation>
    </message>
    <message>
        <source>About Euchre Desktop</source>
        <translation>À propos d&apos;Euchre Desktop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Euchre Desktop %1&lt;/h3&gt;&lt;p&gt;A desktop Euchre card game: good computer players, a coach that explains, and your club&apos;s house rules.&lt;/p&gt;&lt;p&gt;Free and open-source software, made with Python %2 and Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Euchre Desktop %1&lt;/h3&gt;&lt;p&gt;Un jeu d&apos;Euchre pour ordinateur&#xa0;: de bons joueurs virtuels, un coach qui explique, et les règles de votre club.&lt;/p&gt;&lt;p&gt;Logiciel libre et open source, réalisé avec Python %2 et Qt %3.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MatchController</name>
    <message>
        <source>The coach could not answer this time; ask again.</source>
        <translation>Le coach n’a pas pu répondre cette fois&#xa0;; redemandez-lui.</translation>
    </message>
</context>
<context>
    <name>MatchOverPanel</name>
    <message>
        <source>MATCH OVER</source>
        <translation>FIN DE LA PARTIE</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose the rules and players of a new match</source>
        <translation>Choisir les règles et les joueurs d&apos;une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Same rules again</source>
        <translation>Re&amp;jouer avec ces règles</translation>
    </message>
    <message>
        <source>A new match under these rules, new deals</source>
        <translation>Une nouvelle partie avec ces règles et de nouvelles donnes</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>We won the match!</source>
        <translation>Nous avons gagné la partie&#xa0;!</translation>
    </message>
    <message>
        <source>They won the match</source>
        <translation>Ils ont gagné la partie</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Nous %1 · Eux %2</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) played, to %1 points</source>
        <translation>
            <numerusform>%n donne jouée, partie en %1 points</numerusform>
            <numerusform>%n donnes jouées, partie en %1 points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) played</source>
        <translation>
            <numerusform>%n donne jouée</numerusform>
            <numerusform>%n donnes jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n thrown in)</source>
        <translation>
            <numerusform>(%n annulée)</numerusform>
            <numerusform>(%n annulées)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands made</source>
        <translation>Donnes réussies</translation>
    </message>
    <message>
        <source>Marches</source>
        <translation>Voles</translation>
    </message>
    <message>
        <source>Euchres</source>
        <translation>Euchres infligés</translation>
    </message>
    <message>
        <source>Loners (won)</source>
        <translation>En solo (réussis)</translation>
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
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <source>A preset sets every rule below; change any of them to make your own rules.</source>
        <translation>Une variante fixe toutes les règles ci-dessous&#xa0;; modifiez-en une pour créer vos propres règles.</translation>
    </message>
    <message>
        <source>Problem with these rules</source>
        <translation>Problème avec ces règles</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Lancer la partie</translation>
    </message>
    <message>
        <source>Deck and players</source>
        <translation>Paquet et joueurs</translation>
    </message>
    <message>
        <source>4 players (2 against 2)</source>
        <translation>4 joueurs (2 contre 2)</translation>
    </message>
    <message>
        <source>6 players (3 against 3)</source>
        <translation>6 joueurs (3 contre 3)</translation>
    </message>
    <message>
        <source>P&amp;layers:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Four players sit as two partnerships; six sit as two teams of three, alternately.</source>
        <translation>À quatre, deux équipes de deux&#xa0;; à six, deux équipes de trois, assises en alternance.</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Paquet&#xa0;:</translation>
    </message>
    <message>
        <source>The cards in play. The Benny is a joker, the highest trump; Almonte decks have three jokers.</source>
        <translation>Les cartes en jeu. Le Benny est un joker, l&apos;atout le plus fort&#xa0;; les paquets Almonte ont trois jokers.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Play &amp;to:</source>
        <translation>Partie &amp;en&#xa0;:</translation>
    </message>
    <message>
        <source>Play a &amp;fixed number of hands:</source>
        <translation>Nombre &amp;fixe de donnes&#xa0;:</translation>
    </message>
    <message>
        <source>The first team to reach or pass this score wins the match.</source>
        <translation>La première équipe à atteindre ou dépasser ce score remporte la partie.</translation>
    </message>
    <message>
        <source>The match ends after this many hands; the higher score wins and a tie is a draw (Almonte leagues play 12, twice round the table).</source>
        <translation>La partie s&apos;arrête après ce nombre de donnes&#xa0;; le meilleur score l&apos;emporte, une égalité fait match nul (les ligues d&apos;Almonte en jouent 12&#xa0;: deux tours de table).</translation>
    </message>
    <message>
        <source>Super euchre</source>
        <translation>Super euchre</translation>
    </message>
    <message>
        <source>Makers who take no trick at all give the defenders 4 points.</source>
        <translation>Des preneurs qui ne font aucune levée donnent 4 points aux défenseurs.</translation>
    </message>
    <message>
        <source>Lone defender bonus:</source>
        <translation>Prime du défenseur seul&#xa0;:</translation>
    </message>
    <message>
        <source>When a defender playing alone earns the lone bonus (4 points, 6 with six players): for any euchre, or only for taking all five tricks.</source>
        <translation>Quand un défenseur jouant seul gagne la prime (4 points, 6 à six joueurs)&#xa0;: pour tout euchre, ou seulement s&apos;il fait les cinq levées.</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <source>Stick the dealer</source>
        <translation>Donneur obligé</translation>
    </message>
    <message>
        <source>If everyone passes twice, the dealer must name trump instead of throwing the hand in.</source>
        <translation>Si tout le monde passe deux fois, le donneur doit annoncer l&apos;atout au lieu d&apos;annuler la donne.</translation>
    </message>
    <message>
        <source>Dealer&apos;s partner orders up:</source>
        <translation>Si le partenaire du donneur commande&#xa0;:</translation>
    </message>
    <message>
        <source>In round one, whether the dealer&apos;s partner who orders up plays with the dealer or must go alone while the dealer sits out.</source>
        <translation>Au premier tour, si le partenaire du donneur commande&#xa0;: joue-t-il avec le donneur, ou doit-il jouer seul, le donneur restant hors jeu&#xa0;?</translation>
    </message>
    <message>
        <source>Dealer must hold a trump to take it up</source>
        <translation>Le donneur doit avoir un atout pour prendre</translation>
    </message>
    <message>
        <source>When everyone else passes in round one, the dealer may take the up-card only holding a trump of its suit (the left bower does not count).</source>
        <translation>Si tous les autres passent au premier tour, le donneur ne peut prendre la carte retournée que s&apos;il a un atout de sa couleur (le valet gauche ne compte pas).</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand</source>
        <translation>Main de fermier</translation>
    </message>
    <message>
        <source>A player dealt only nines and tens may show them and ask for a redeal.</source>
        <translation>Un joueur qui n&apos;a reçu que des neuf et des dix peut les montrer et demander une nouvelle donne.</translation>
    </message>
    <message>
        <source>Joker turned up:</source>
        <translation>Joker retourné&#xa0;:</translation>
    </message>
    <message>
        <source>What happens when the up-card is the Benny or a joker: the dealer names a suit before looking at the hand.</source>
        <translation>Ce qui se passe si la carte retournée est le Benny ou un joker&#xa0;: le donneur annonce une couleur avant de regarder sa main.</translation>
    </message>
    <message>
        <source>Double-pack Bennies:</source>
        <translation>Bennys du double paquet&#xa0;:</translation>
    </message>
    <message>
        <source>The double pack has two Bennies: a red and a black one, or two identical ones.</source>
        <translation>Le double paquet a deux Bennys&#xa0;: un rouge et un noir, ou deux identiques.</translation>
    </message>
    <message>
        <source>Going alone</source>
        <translation>Jeu en solo</translation>
    </message>
    <message>
        <source>Makers may go alone:</source>
        <translation>Jouer seul (preneurs)&#xa0;:</translation>
    </message>
    <message>
        <source>Who on the side that made trump may play alone, their partners sitting out.</source>
        <translation>Qui, dans le camp qui a choisi l&apos;atout, peut jouer seul, ses partenaires restant hors jeu.</translation>
    </message>
    <message>
        <source>Defenders may go alone:</source>
        <translation>Jouer seul (défenseurs)&#xa0;:</translation>
    </message>
    <message>
        <source>Whether a defender may play alone against the makers.</source>
        <translation>Si un défenseur peut jouer seul contre les preneurs.</translation>
    </message>
    <message>
        <source>Passed players may not go alone</source>
        <translation>Qui a passé ne peut pas jouer seul</translation>
    </message>
    <message>
        <source>A player who passed in the round in which trump was made cannot go alone.</source>
        <translation>Un joueur qui a passé au tour où l&apos;atout a été choisi ne peut pas jouer seul.</translation>
    </message>
    <message>
        <source>Opening lead against a loner:</source>
        <translation>Entame contre un solitaire&#xa0;:</translation>
    </message>
    <message>
        <source>Who leads the first card when one player goes alone.</source>
        <translation>Qui joue la première carte quand un joueur joue seul.</translation>
    </message>
    <message>
        <source>Railroading</source>
        <translation>Carte passée au solitaire</translation>
    </message>
    <message>
        <source>A loner&apos;s partner may pass one card face down; the loner takes it and discards one, or discards it.</source>
        <translation>Le partenaire du solitaire peut lui passer une carte face cachée&#xa0;; le solitaire la prend et en écarte une, ou l&apos;écarte.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Packets:</source>
        <translation>Distribution&#xa0;:</translation>
    </message>
    <message>
        <source>How the five cards reach each player, round by round.</source>
        <translation>Comment les cinq cartes arrivent à chaque joueur, tour après tour.</translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation>Premier donneur&#xa0;:</translation>
    </message>
    <message>
        <source>Who deals the first hand: a random player, or the player dealt the first black jack face up.</source>
        <translation>Qui distribue la première donne&#xa0;: un joueur au hasard, ou celui qui reçoit le premier valet noir, face visible.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>Niveau des &amp;ordinateurs&#xa0;:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>At the bottom, your partner across</source>
        <translation>En bas, votre partenaire en face</translation>
    </message>
    <message>
        <source>Your seat:</source>
        <translation>Votre place&#xa0;:</translation>
    </message>
    <message>
        <source>You always sit at the bottom of the table; the computer players take the other seats.</source>
        <translation>Vous êtes toujours en bas de la table&#xa0;; les ordinateurs occupent les autres places.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Deal s&amp;eed:</source>
        <translation>Numéro de &amp;donne&#xa0;:</translation>
    </message>
    <message>
        <source>Leave blank for random deals. A number deals the same cards every time, so that a match can be replayed or shared.</source>
        <translation>Laissez vide pour des donnes aléatoires. Un numéro distribue toujours les mêmes cartes&#xa0;: la partie peut être rejouée ou partagée.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Vi&amp;tesse d&apos;animation&#xa0;:</translation>
    </message>
    <message>
        <source>Show &amp;hints</source>
        <translation>Afficher les &amp;conseils</translation>
    </message>
    <message>
        <source>Lea&amp;rning mode</source>
        <translation>Mode app&amp;rentissage</translation>
    </message>
    <message>
        <source>North American</source>
        <translation>Nord-américaine</translation>
    </message>
    <message>
        <source>24 cards, to 10</source>
        <translation>24 cartes, en 10 points</translation>
    </message>
    <message>
        <source>North American, stick the dealer</source>
        <translation>Nord-américaine, donneur obligé</translation>
    </message>
    <message>
        <source>24 cards, to 10, the dealer must name trump</source>
        <translation>24 cartes, en 10 points, le donneur doit annoncer l&apos;atout</translation>
    </message>
    <message>
        <source>Canadian</source>
        <translation>Canadienne</translation>
    </message>
    <message>
        <source>24 cards dealt one at a time, to 10</source>
        <translation>24 cartes distribuées une à une, en 10 points</translation>
    </message>
    <message>
        <source>British</source>
        <translation>Britannique</translation>
    </message>
    <message>
        <source>25 cards with the Benny, to 11</source>
        <translation>25 cartes avec le Benny, en 11 points</translation>
    </message>
    <message>
        <source>32-card</source>
        <translation>À 32 cartes</translation>
    </message>
    <message>
        <source>32 cards, to 10, the dealer&apos;s partner goes alone</source>
        <translation>32 cartes, en 10 points, le partenaire du donneur joue seul</translation>
    </message>
    <message>
        <source>Classic 32-card</source>
        <translation>Classique à 32 cartes</translation>
    </message>
    <message>
        <source>32 cards, to 5, lone defenders</source>
        <translation>32 cartes, en 5 points, défense en solo</translation>
    </message>
    <message>
        <source>Six players</source>
        <translation>Six joueurs</translation>
    </message>
    <message>
        <source>33 cards with the Benny, 3 against 3, to 11</source>
        <translation>33 cartes avec le Benny, 3 contre 3, en 11 points</translation>
    </message>
    <message>
        <source>Six players, double pack</source>
        <translation>Six joueurs, double paquet</translation>
    </message>
    <message>
        <source>50 cards with two Bennies, 3 against 3, to 11</source>
        <translation>50 cartes avec deux Bennys, 3 contre 3, en 11 points</translation>
    </message>
    <message>
        <source>Almonte six-hand</source>
        <translation>Almonte à six</translation>
    </message>
    <message>
        <source>31 cards with three jokers, 3 against 3, to 15</source>
        <translation>31 cartes avec trois jokers, 3 contre 3, en 15 points</translation>
    </message>
    <message>
        <source>Almonte four-hand</source>
        <translation>Almonte à quatre</translation>
    </message>
    <message>
        <source>21 cards with three jokers, to 15</source>
        <translation>21 cartes avec trois jokers, en 15 points</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> hand(s)</source>
        <comment>the unit after a number of hands</comment>
        <translation>
            <numerusform> donne</numerusform>
            <numerusform> donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Go on to the next hand by itself</source>
        <translation>Passer seul à la donne &amp;suivante</translation>
    </message>
    <message>
        <source>Aut&amp;o-play forced cards</source>
        <translation>J&amp;ouer d&apos;office les cartes forcées</translation>
    </message>
    <message>
        <source>Cla&amp;im certain tricks</source>
        <translation>Abréger les levées acqu&amp;ises</translation>
    </message>
    <message>
        <source>For 4 players.</source>
        <translation>Pour 4 joueurs.</translation>
    </message>
    <message>
        <source>For 6 players.</source>
        <translation>Pour 6 joueurs.</translation>
    </message>
    <message>
        <source>For 4 or 6 players.</source>
        <translation>Pour 4 ou 6 joueurs.</translation>
    </message>
    <message>
        <source>24 cards (9 to ace)</source>
        <translation>24 cartes (du 9 à l&apos;as)</translation>
    </message>
    <message>
        <source>25 cards (24 and the Benny)</source>
        <translation>25 cartes (24 et le Benny)</translation>
    </message>
    <message>
        <source>32 cards (7 to ace)</source>
        <translation>32 cartes (du 7 à l&apos;as)</translation>
    </message>
    <message>
        <source>33 cards (32 and the Benny)</source>
        <translation>33 cartes (32 et le Benny)</translation>
    </message>
    <message>
        <source>50 cards (two 25-card packs)</source>
        <translation>50 cartes (deux paquets de 25)</translation>
    </message>
    <message>
        <source>Almonte six-hand (31 cards, 3 jokers)</source>
        <translation>Almonte à six (31 cartes, 3 jokers)</translation>
    </message>
    <message>
        <source>Almonte four-hand (21 cards, 3 jokers)</source>
        <translation>Almonte à quatre (21 cartes, 3 jokers)</translation>
    </message>
    <message>
        <source>Any euchre</source>
        <translation>Tout euchre</translation>
    </message>
    <message>
        <source>Any euchre by a lone defender scores 4 (6).</source>
        <translation>Tout euchre par un défenseur seul rapporte 4 (6).</translation>
    </message>
    <message>
        <source>Only taking all five</source>
        <translation>Seulement la vole</translation>
    </message>
    <message>
        <source>A lone defender scores 4 (6) only by taking all five tricks.</source>
        <translation>Un défenseur seul ne marque 4 (6) qu&apos;en faisant les cinq levées.</translation>
    </message>
    <message>
        <source>Plays with the dealer</source>
        <translation>Joue avec le donneur</translation>
    </message>
    <message>
        <source>The usual game: the dealer&apos;s side play together.</source>
        <translation>Le jeu habituel&#xa0;: le camp du donneur joue ensemble.</translation>
    </message>
    <message>
        <source>Must go alone</source>
        <translation>Doit jouer seul</translation>
    </message>
    <message>
        <source>The partner plays alone and the dealer sits out.</source>
        <translation>Le partenaire joue seul et le donneur reste hors jeu.</translation>
    </message>
    <message>
        <source>Dealer&apos;s side makes</source>
        <translation>Le camp du donneur prend</translation>
    </message>
    <message>
        <source>No bidding: the dealer names trump blind, then takes the joker.</source>
        <translation>Pas d&apos;enchères&#xa0;: le donneur annonce l&apos;atout à l&apos;aveugle, puis prend le joker.</translation>
    </message>
    <message>
        <source>Dealer names a suit, then bidding</source>
        <translation>Annonce du donneur, puis enchères</translation>
    </message>
    <message>
        <source>The dealer names a suit blind; round one bids on that suit.</source>
        <translation>Le donneur annonce une couleur à l&apos;aveugle&#xa0;; le premier tour d&apos;enchères porte sur elle.</translation>
    </message>
    <message>
        <source>Dealer names a suit and must take it</source>
        <translation>Le donneur annonce et doit prendre</translation>
    </message>
    <message>
        <source>As above, but if everyone passes the dealer must take it up.</source>
        <translation>Comme ci-dessus, mais si tout le monde passe, le donneur doit prendre.</translation>
    </message>
    <message>
        <source>Red and black</source>
        <translation>Rouge et noir</translation>
    </message>
    <message>
        <source>The Benny of trump&apos;s colour beats the other.</source>
        <translation>Le Benny de la même teinte que l&apos;atout bat l&apos;autre.</translation>
    </message>
    <message>
        <source>Identical</source>
        <translation>Identiques</translation>
    </message>
    <message>
        <source>Of the two Bennies, the second played wins.</source>
        <translation>Des deux Bennys, le second joué l&apos;emporte.</translation>
    </message>
    <message>
        <source>The maker only</source>
        <translation>Le preneur seulement</translation>
    </message>
    <message>
        <source>Only the player who made trump.</source>
        <translation>Seul le joueur qui a choisi l&apos;atout.</translation>
    </message>
    <message>
        <source>Either of the makers</source>
        <translation>N&apos;importe quel preneur</translation>
    </message>
    <message>
        <source>The maker or a partner of the maker.</source>
        <translation>Le preneur ou l&apos;un de ses partenaires.</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>Defenders always play together.</source>
        <translation>Les défenseurs jouent toujours ensemble.</translation>
    </message>
    <message>
        <source>Only against a loner</source>
        <translation>Seulement contre un solitaire</translation>
    </message>
    <message>
        <source>A defender may go alone only against a lone maker.</source>
        <translation>Un défenseur ne peut jouer seul que contre un preneur seul.</translation>
    </message>
    <message>
        <source>Any time</source>
        <translation>Toujours</translation>
    </message>
    <message>
        <source>A defender may go alone in any hand.</source>
        <translation>Un défenseur peut jouer seul à chaque donne.</translation>
    </message>
    <message>
        <source>The loner&apos;s left</source>
        <translation>À gauche du solitaire</translation>
    </message>
    <message>
        <source>The player on the loner&apos;s left leads.</source>
        <translation>Le joueur à gauche du solitaire entame.</translation>
    </message>
    <message>
        <source>The dealer&apos;s left</source>
        <translation>À gauche du donneur</translation>
    </message>
    <message>
        <source>The dealer&apos;s left leads, as in any hand.</source>
        <translation>Le joueur à gauche du donneur entame, comme à chaque donne.</translation>
    </message>
    <message>
        <source>The loner&apos;s right</source>
        <translation>À droite du solitaire</translation>
    </message>
    <message>
        <source>The loner&apos;s right leads, so that the loner never leads first.</source>
        <translation>Le joueur à droite du solitaire entame&#xa0;: le solitaire n&apos;entame donc jamais.</translation>
    </message>
    <message>
        <source>3 and 2, alternating</source>
        <translation>3 et 2 en alternance</translation>
    </message>
    <message>
        <source>Three cards, then two, to each player in turn, then the reverse.</source>
        <translation>Trois cartes puis deux à chaque joueur à tour de rôle, puis l&apos;inverse.</translation>
    </message>
    <message>
        <source>All 3s, then all 2s</source>
        <translation>Tous par 3, puis par 2</translation>
    </message>
    <message>
        <source>Three cards to everyone, then two to everyone.</source>
        <translation>Trois cartes à chacun, puis deux à chacun.</translation>
    </message>
    <message>
        <source>All 2s, then all 3s</source>
        <translation>Tous par 2, puis par 3</translation>
    </message>
    <message>
        <source>Two cards to everyone, then three to everyone.</source>
        <translation>Deux cartes à chacun, puis trois à chacun.</translation>
    </message>
    <message>
        <source>One at a time</source>
        <translation>Une à une</translation>
    </message>
    <message>
        <source>One card to each player, five times round.</source>
        <translation>Une carte à chaque joueur, cinq tours de suite.</translation>
    </message>
    <message>
        <source>A random player deals first.</source>
        <translation>Un joueur tiré au hasard distribue en premier.</translation>
    </message>
    <message>
        <source>First black jack</source>
        <translation>Premier valet noir</translation>
    </message>
    <message>
        <source>Cards are dealt face up; the first black jack deals.</source>
        <translation>Les cartes sont distribuées face visible&#xa0;; le premier valet noir désigne le donneur.</translation>
    </message>
    <message>
        <source>The deck &quot;%1&quot; is not for %2 players. Decks for %2 players: %3.</source>
        <translation>Le paquet «&#xa0;%1&#xa0;» n&apos;est pas prévu pour %2 joueurs. Paquets pour %2 joueurs&#xa0;: %3.</translation>
    </message>
    <message>
        <source>These rules are damaged and cannot be played.</source>
        <translation>Ces règles sont endommagées et ne peuvent pas être jouées.</translation>
    </message>
    <message>
        <source>Euchre is played by 4 or 6 players.</source>
        <translation>L&apos;euchre se joue à 4 ou 6 joueurs.</translation>
    </message>
    <message>
        <source>Choose either a target score or a fixed number of hands.</source>
        <translation>Choisissez soit un score à atteindre, soit un nombre fixe de donnes.</translation>
    </message>
    <message>
        <source>Choose one of the target scores offered.</source>
        <translation>Choisissez l&apos;un des scores à atteindre proposés.</translation>
    </message>
    <message>
        <source>A fixed number of hands must be between 1 and %1.</source>
        <translation>Un nombre fixe de donnes doit être compris entre 1 et %1.</translation>
    </message>
    <message>
        <source>Four players only: no rule book scores super euchre for six.</source>
        <translation>À quatre joueurs seulement&#xa0;: aucun règlement ne prévoit le super euchre à six.</translation>
    </message>
    <message>
        <source>A loner asks a partner for a card instead (six players, Almonte four-hand).</source>
        <translation>Le solitaire demande plutôt une carte à un partenaire (à six joueurs, Almonte à quatre).</translation>
    </message>
    <message>
        <source>A deck with jokers needs a rule for a joker turned up.</source>
        <translation>Un paquet avec des jokers demande une règle pour le joker retourné.</translation>
    </message>
    <message>
        <source>Choose red-and-black or identical Bennies for the double pack.</source>
        <translation>Choisissez pour le double paquet des Bennys rouge et noir ou identiques.</translation>
    </message>
    <message>
        <source>Only for the 24- and 25-card decks.</source>
        <translation>Seulement pour les paquets de 24 et 25 cartes.</translation>
    </message>
    <message>
        <source>Only for decks with the Benny or jokers.</source>
        <translation>Seulement pour les paquets avec le Benny ou des jokers.</translation>
    </message>
    <message>
        <source>Only for the 50-card double pack.</source>
        <translation>Seulement pour le double paquet de 50 cartes.</translation>
    </message>
    <message>
        <source>Defenders never go alone under these rules.</source>
        <translation>Avec ces règles, les défenseurs ne jouent jamais seuls.</translation>
    </message>
    <message>
        <source>At the bottom, your partners far left and far right</source>
        <translation>En bas, vos partenaires en haut à gauche et en haut à droite</translation>
    </message>
    <message>
        <source>The deal seed must be a whole number, or blank for a random deal.</source>
        <translation>Le numéro de donne doit être un nombre entier, ou vide pour une donne aléatoire.</translation>
    </message>
    <message>
        <source>%1

Not available: %2</source>
        <translation>%1

Indisponible&#xa0;: %2</translation>
    </message>
    <message>
        <source>Custom (based on %1)</source>
        <translation>Personnalisée (d&apos;après %1)</translation>
    </message>
</context>
<context>
    <name>PracticeBanner</name>
    <message>
        <source>Play it &amp;again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>&amp;Back to the match</source>
        <translation>Retour à la &amp;partie</translation>
    </message>
    <message>
        <source>Practice of hand %1 over: not counted</source>
        <translation>Entraînement sur la donne %1 terminé&#xa0;: non compté</translation>
    </message>
    <message>
        <source>Practice: hand %1 again, not counted</source>
        <translation>Entraînement&#xa0;: donne %1 rejouée, non comptée</translation>
    </message>
    <message>
        <source>The same cards from the start. A practice hand counts neither in the match nor in the statistics.</source>
        <translation>Les mêmes cartes depuis le début. Une donne d’entraînement ne compte ni dans la partie ni dans les statistiques.</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the hand</source>
        <translation>Revoir la donne</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>To the deal (Home)</source>
        <translation>Retour à la distribution (Début)</translation>
    </message>
    <message>
        <source>Back one step (Left arrow)</source>
        <translation>Une étape en arrière (flèche gauche)</translation>
    </message>
    <message>
        <source>Forward one step (Right arrow)</source>
        <translation>Une étape en avant (flèche droite)</translation>
    </message>
    <message>
        <source>To the end of the hand (End)</source>
        <translation>À la fin de la donne (Fin)</translation>
    </message>
    <message>
        <source>%v of %m decisions analysed</source>
        <translation>%v décisions analysées sur %m</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Rejouer cette donne</translation>
    </message>
    <message>
        <source>Play the same cards again from the start, as practice: it does not count in the match or the statistics</source>
        <translation>Rejouer les mêmes cartes depuis le début, pour vous entraîner&#xa0;: cela ne compte ni dans la partie ni dans les statistiques</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>You dealt.</source>
        <translation>Vous avez distribué.</translation>
    </message>
    <message>
        <source>%1 dealt.</source>
        <translation>%1 a distribué.</translation>
    </message>
    <message>
        <source>A farmer&apos;s hand was claimed: the cards were dealt again.</source>
        <translation>Une main de fermier a été annoncée&#xa0;: les cartes ont été redistribuées.</translation>
    </message>
    <message>
        <source>Everyone passed: the hand was thrown in.</source>
        <translation>Tout le monde a passé&#xa0;: la donne a été annulée.</translation>
    </message>
    <message>
        <source>Trump %1, made by you.</source>
        <translation>Atout %1, choisi par vous.</translation>
    </message>
    <message>
        <source>Trump %1, made by %2.</source>
        <translation>Atout %1, choisi par %2.</translation>
    </message>
    <message>
        <source>Alone: %1.</source>
        <translation>Seul&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1: %2 for %3.</source>
        <translation>%1&#xa0;: %2 pour %3.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Vous remportez le pli.</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>%1 remporte le pli.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>The deal: %1 turned up</source>
        <translation>La distribution&#xa0;: %1 retournée</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Tricks: us %1, them %2</source>
        <translation>Plis&#xa0;: nous %1, eux %2</translation>
    </message>
    <message>
        <source>YOUR DECISION</source>
        <translation>VOTRE DÉCISION</translation>
    </message>
    <message>
        <source>You chose: %1</source>
        <translation>Votre choix&#xa0;: %1</translation>
    </message>
    <message>
        <source>The coach is still thinking about it…</source>
        <translation>Le coach y réfléchit encore…</translation>
    </message>
    <message>
        <source>The coach could not analyse it.</source>
        <translation>Le coach n’a pas pu l’analyser.</translation>
    </message>
    <message>
        <source>The coach agrees.</source>
        <translation>Le coach est d’accord.</translation>
    </message>
    <message>
        <source>As good as the coach&apos;s choice, %1.</source>
        <translation>Aussi bon que le choix du coach, %1.</translation>
    </message>
    <message>
        <source>The coach prefers: %1</source>
        <translation>Le coach préfère&#xa0;: %1</translation>
    </message>
    <message>
        <source>This cost %1 expected points.</source>
        <translation>Cela vous a coûté %1 points d’espérance.</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>Option</translation>
    </message>
    <message>
        <source>Expected points</source>
        <translation>Points espérés</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>le vôtre</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>coach</translation>
    </message>
    <message>
        <source>You had no decision to make in this hand.</source>
        <translation>Vous n’aviez aucune décision à prendre dans cette donne.</translation>
    </message>
    <message>
        <source>The coach is analysing your decisions…</source>
        <translation>Le coach analyse vos décisions…</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) cost you %1 points:</source>
        <translation>
            <numerusform>%n décision vous a coûté %1 points&#xa0;:</numerusform>
            <numerusform>%n décisions vous ont coûté %1 points&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s), none costly: well played.</source>
        <translation>
            <numerusform>%n décision, aucune coûteuse&#xa0;: bien joué.</numerusform>
            <numerusform>%n décisions, aucune coûteuse&#xa0;: bien joué.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 ✓</source>
        <translation>%1&#xa0;: %2 ✓</translation>
    </message>
    <message>
        <source>%1: %2, coach: %3 (%4)</source>
        <translation>%1&#xa0;: %2, coach&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Pli %1</translation>
    </message>
    <message>
        <source>Before trick 1</source>
        <translation>Avant le pli 1</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Enchères</translation>
    </message>
</context>
<context>
    <name>ReviewFeatures</name>
    <message>
        <source>&amp;Review a hand…</source>
        <translation>&amp;Revoir une donne…</translation>
    </message>
    <message>
        <source>&amp;Warn before costly decisions</source>
        <translation>&amp;Avertir avant une décision coûteuse</translation>
    </message>
    <message>
        <source>In learning mode, the coach asks before a decision that costs 0.3 points or more</source>
        <translation>En mode apprentissage, le coach vous demande confirmation avant une décision qui coûte 0,3 point ou plus</translation>
    </message>
    <message>
        <source>No hand has been finished yet.</source>
        <translation>Aucune donne n’est encore terminée.</translation>
    </message>
    <message>
        <source>%1 (practice)</source>
        <translation>%1 (entraînement)</translation>
    </message>
    <message>
        <source>The coach would choose differently</source>
        <translation>Le coach choisirait autrement</translation>
    </message>
    <message>
        <source>&amp;Yes, play it</source>
        <translation>&amp;Oui, jouer</translation>
    </message>
    <message>
        <source>&amp;No, let me think</source>
        <translation>&amp;Non, je réfléchis</translation>
    </message>
    <message>
        <source>The coach would play %1 (+%2 points). Play %3 anyway?</source>
        <translation>Le coach jouerait %1 (+%2 points). Jouer %3 quand même&#xa0;?</translation>
    </message>
    <message>
        <source>The coach would discard %1 (+%2 points). Discard %3 anyway?</source>
        <translation>Le coach écarterait %1 (+%2 points). Écarter %3 quand même&#xa0;?</translation>
    </message>
    <message>
        <source>The coach would choose “%1” (+%2 points). Choose “%3” anyway?</source>
        <translation>Le coach choisirait «&#xa0;%1&#xa0;» (+%2 points). Choisir «&#xa0;%3&#xa0;» quand même&#xa0;?</translation>
    </message>
</context>
<context>
    <name>ReviewTable</name>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>maker</source>
        <translation>preneur</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>seul</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>ne joue pas</translation>
    </message>
    <message>
        <source>discarded %1</source>
        <translation>écart&#xa0;: %1</translation>
    </message>
    <message>
        <source>turned down</source>
        <translation>retournée</translation>
    </message>
    <message>
        <source>up-card</source>
        <translation>carte retournée</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <source>ordered up</source>
        <translation>a commandé</translation>
    </message>
    <message>
        <source>named %1</source>
        <translation>a choisi %1</translation>
    </message>
    <message>
        <source>not alone</source>
        <translation>pas seul</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Last trick</source>
        <translation>Dernière levée</translation>
    </message>
    <message>
        <source>Show the cards of the last trick (L)</source>
        <translation>Voir les cartes de la dernière levée (L)</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n levée</numerusform>
            <numerusform>%n levées</numerusform>
        </translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <source>Trump: not made yet</source>
        <translation>Atout&#xa0;: pas encore choisi</translation>
    </message>
    <message>
        <source>Makers: %1 (%2)</source>
        <translation>Preneurs&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 alone</source>
        <translation>%1 en solo</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Donneur&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>The rules preset a new game starts from.</source>
        <translation>La variante dont part une nouvelle partie.</translation>
    </message>
    <message>
        <source>House rules changed from the preset (empty: the preset as it is).</source>
        <translation>Les règles maison modifiées par rapport à la variante (vide&#xa0;: la variante telle quelle).</translation>
    </message>
    <message>
        <source>How well every computer player plays.</source>
        <translation>Le niveau de jeu de tous les joueurs ordinateur.</translation>
    </message>
    <message>
        <source>How fast cards move on the table.</source>
        <translation>La vitesse à laquelle les cartes se déplacent sur la table.</translation>
    </message>
    <message>
        <source>Offer the coach&apos;s hint button during your turn.</source>
        <translation>Proposer le bouton Conseil du coach pendant votre tour.</translation>
    </message>
    <message>
        <source>Explain why each computer player bids and plays as it does.</source>
        <translation>Expliquer les enchères et le jeu de chaque ordinateur.</translation>
    </message>
    <message>
        <source>In learning mode, ask before a decision the coach finds costly.</source>
        <translation>En mode apprentissage, demander avant une décision que le coach juge coûteuse.</translation>
    </message>
    <message>
        <source>When only one of your cards may be played, it is played for you after a short moment.</source>
        <translation>Quand une seule de vos cartes peut être jouée, elle est jouée pour vous après un court instant.</translation>
    </message>
    <message>
        <source>When no choice left can change who takes the remaining tricks, the hand ends at once with every card shown.</source>
        <translation>Quand plus aucun choix ne peut changer qui remporte les levées restantes, la donne se termine aussitôt, toutes les cartes montrées.</translation>
    </message>
    <message>
        <source>The hand&apos;s summary closes by itself after a few seconds and the next hand is dealt. Otherwise it stays until you click it or press Space.</source>
        <translation>Le résumé de la donne se ferme seul après quelques secondes et la donne suivante est distribuée. Sinon, il reste affiché jusqu&apos;à ce que vous cliquiez dessus ou appuyiez sur Espace.</translation>
    </message>
    <message>
        <source>Your name at the table; left blank, you are &quot;You&quot;.</source>
        <translation>Votre nom à la table&#xa0;; s&apos;il est vide, vous êtes «&#xa0;Vous&#xa0;».</translation>
    </message>
    <message>
        <source>Play sounds.</source>
        <translation>Jouer les sons.</translation>
    </message>
    <message>
        <source>The design on the back of the cards.</source>
        <translation>Le motif du dos des cartes.</translation>
    </message>
    <message>
        <source>Where the main window was and how big (kept by the program).</source>
        <translation>La position et la taille de la fenêtre principale (gardées par le programme).</translation>
    </message>
    <message>
        <source>the file could not be read</source>
        <translation>le fichier est illisible</translation>
    </message>
    <message>
        <source>Your settings could not be saved ({0}); the previous ones are kept.</source>
        <translation>Vos réglages n’ont pas pu être enregistrés ({0})&#xa0;; les précédents sont conservés.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Your record</source>
        <translation>Votre bilan</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>No finished games yet: your record starts with your first game.</source>
        <translation>Aucune partie terminée&#xa0;: votre bilan commence avec votre première partie.</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Toutes les variantes</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Règles personnalisées</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Forget every finished game? This cannot be undone. A game in progress still counts once it is finished.</source>
        <translation>Oublier toutes les parties terminées&#xa0;? Cette action est irréversible. Une partie en cours comptera une fois terminée.</translation>
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
        <translation>Donnes où votre camp a choisi l&apos;atout</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Réinitialiser les statistiques…</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Réussies</translation>
    </message>
    <message>
        <source>Marched (all five tricks)</source>
        <translation>Vole (les cinq levées)</translation>
    </message>
    <message>
        <source>Euchred</source>
        <translation>Euchrées</translation>
    </message>
    <message>
        <source>Success rate</source>
        <translation>Taux de réussite</translation>
    </message>
    <message>
        <source>Hands they made trump</source>
        <translation>Donnes où l&apos;adversaire a choisi l&apos;atout</translation>
    </message>
    <message>
        <source>Euchred by your side</source>
        <translation>Euchrées par votre camp</translation>
    </message>
    <message>
        <source>Your loners</source>
        <translation>Vos mains en solo</translation>
    </message>
    <message>
        <source>Attempted</source>
        <translation>Tentées</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>permission denied</source>
        <translation>accès refusé</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>le dossier n’existe pas</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>Your settings file was damaged; it was kept as {0} and defaults are in use.</source>
        <translation>Votre fichier de réglages était endommagé&#xa0;; il a été conservé sous {0} et les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged; it was kept as {0} and new statistics are started.</source>
        <translation>Votre fichier de statistiques était endommagé&#xa0;; il a été conservé sous {0} et de nouvelles statistiques commencent.</translation>
    </message>
    <message>
        <source>Your match in progress could not be resumed: its file was damaged and was kept as {0}. A new match is dealt.</source>
        <translation>Votre partie en cours n&apos;a pas pu être reprise&#xa0;: son fichier était endommagé et a été conservé sous le nom {0}. Une nouvelle partie est distribuée.</translation>
    </message>
    <message>
        <source>This saved game was damaged; it was kept as {0} and was not loaded.</source>
        <translation>Cette partie enregistrée était endommagée&#xa0;; elle a été conservée sous {0} et n&apos;a pas été chargée.</translation>
    </message>
    <message>
        <source>Your settings file could not be read ({0}); it was left as it is and defaults are in use.</source>
        <translation>Votre fichier de réglages est illisible ({0})&#xa0;; il a été laissé tel quel et les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <source>Your statistics could not be opened ({0}); games are not being recorded.</source>
        <translation>Vos statistiques n’ont pas pu être ouvertes ({0})&#xa0;; les parties ne sont pas enregistrées.</translation>
    </message>
    <message>
        <source>This saved game could not be read ({0}); it was left as it is.</source>
        <translation>Cette partie enregistrée est illisible ({0})&#xa0;; elle a été laissée telle quelle.</translation>
    </message>
    <message>
        <source>The match could not be saved as {0} ({1}); any file already there is unchanged.</source>
        <translation>La partie n’a pas pu être enregistrée sous {0} ({1})&#xa0;; un fichier déjà présent reste inchangé.</translation>
    </message>
    <message>
        <source>There is no saved game at {0}.</source>
        <translation>Aucune partie enregistrée à l&apos;emplacement {0}.</translation>
    </message>
    <message>
        <source>This saved game was made by a newer Euchre Desktop; update to open it.</source>
        <translation>Cette partie enregistrée vient d’une version plus récente d’Euchre Desktop&#xa0;; mettez à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <source>{0} is not a Euchre Desktop saved game; it was left as it is.</source>
        <translation>{0} n’est pas une partie enregistrée d’Euchre Desktop&#xa0;; le fichier a été laissé tel quel.</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>le fichier est en lecture seule</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>le fichier ne peut pas être ouvert</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>le disque n’a pas pu être lu ou écrit</translation>
    </message>
    <message>
        <source>Your statistics are in use by another program; games are not being recorded for now.</source>
        <translation>Vos statistiques sont utilisées par un autre programme&#xa0;; les parties ne sont pas enregistrées pour l’instant.</translation>
    </message>
    <message>
        <source>Your statistics file is damaged; games are not being recorded for now.</source>
        <translation>Votre fichier de statistiques est endommagé&#xa0;; les parties ne sont pas enregistrées pour l’instant.</translation>
    </message>
    <message>
        <source>Your statistics could not be written ({0}); games are not being recorded for now.</source>
        <translation>Vos statistiques n’ont pas pu être écrites ({0})&#xa0;; les parties ne sont pas enregistrées pour l’instant.</translation>
    </message>
    <message>
        <source>Your statistics were made by a newer Euchre Desktop; they were left as they are and games are not being recorded.</source>
        <translation>Vos statistiques viennent d’une version plus récente d’Euchre Desktop&#xa0;; elles ont été laissées telles quelles et les parties ne sont pas enregistrées.</translation>
    </message>
</context>
<context>
    <name>TablePresenter</name>
    <message>
        <source>Your team</source>
        <translation>Votre équipe</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>First black jack: I deal</source>
        <translation>Premier valet noir&#xa0;: je donne</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Je passe</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand! Redeal</source>
        <translation>Main de fermier&#xa0;! On redonne</translation>
    </message>
    <message>
        <source>I&apos;ll take it</source>
        <translation>Je la prends</translation>
    </message>
    <message>
        <source>Order up</source>
        <translation>Je commande</translation>
    </message>
    <message>
        <source>Alone!</source>
        <translation>En solo&#xa0;!</translation>
    </message>
    <message>
        <source>%1, a card please</source>
        <translation>%1, une carte, s&apos;il vous plaît</translation>
    </message>
    <message>
        <source>The rest is certain</source>
        <translation>La suite est jouée d&apos;avance</translation>
    </message>
    <message>
        <source>All pass: thrown in</source>
        <translation>Tous passent&#xa0;: donne annulée</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Clubs</source>
        <translation>Trèfle</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Carreau</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cœur</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pique</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreaux</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœurs</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>piques</translation>
    </message>
    <message>
        <source>club</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamond</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>heart</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spade</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>clubs</source>
        <comment>in a card&apos;s name</comment>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <comment>in a card&apos;s name</comment>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <comment>in a card&apos;s name</comment>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <comment>in a card&apos;s name</comment>
        <translation>pique</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>the Benny</source>
        <translation>le Benny</translation>
    </message>
    <message>
        <source>the red Benny</source>
        <translation>le Benny rouge</translation>
    </message>
    <message>
        <source>the black Benny</source>
        <translation>le Benny noir</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>{card} (joker)</source>
        <translation>{card} (joker)</translation>
    </message>
    <message>
        <source>Benny</source>
        <translation>Benny</translation>
    </message>
    <message>
        <source>red Benny</source>
        <translation>Benny rouge</translation>
    </message>
    <message>
        <source>black Benny</source>
        <translation>Benny noir</translation>
    </message>
    <message>
        <source>J</source>
        <comment>jack, one letter</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>queen, one letter</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>king, one letter</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>A</source>
        <comment>ace, one letter</comment>
        <translation>A</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Far left</source>
        <translation>Haut gauche</translation>
    </message>
    <message>
        <source>Across</source>
        <translation>En face</translation>
    </message>
    <message>
        <source>Far right</source>
        <translation>Haut droite</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Réussi</translation>
    </message>
    <message>
        <source>March</source>
        <translation>Vole</translation>
    </message>
    <message>
        <source>Lone march</source>
        <translation>Vole en solo</translation>
    </message>
    <message>
        <source>Euchred</source>
        <translation>Euchré</translation>
    </message>
    <message>
        <source>Lone euchre</source>
        <translation>Euchre en solo</translation>
    </message>
    <message>
        <source>Super euchre</source>
        <translation>Super euchre</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clearly best: {points} points ahead over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Nettement le meilleur&#xa0;: {points} points d&apos;avance sur %Ln donne simulée.</numerusform>
            <numerusform>Nettement le meilleur&#xa0;: {points} points d&apos;avance sur %Ln donnes simulées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Probably best: {points} points ahead over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Probablement le meilleur&#xa0;: {points} points d&apos;avance sur %Ln donne simulée.</numerusform>
            <numerusform>Probablement le meilleur&#xa0;: {points} points d&apos;avance sur %Ln donnes simulées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: within {points} points over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Choix serré&#xa0;: à {points} points près sur %Ln donne simulée.</numerusform>
            <numerusform>Choix serré&#xa0;: à {points} points près sur %Ln donnes simulées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: both about {points} points over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Choix serré&#xa0;: tous deux à environ {points} points sur %Ln donne simulée.</numerusform>
            <numerusform>Choix serré&#xa0;: tous deux à environ {points} points sur %Ln donnes simulées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: the first {options} options are all about {points} points over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Choix serré&#xa0;: les {options} premiers choix sont tous à environ {points} points sur %Ln donne simulée.</numerusform>
            <numerusform>Choix serré&#xa0;: les {options} premiers choix sont tous à environ {points} points sur %Ln donnes simulées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Equal choices: the same result in all %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Choix équivalents&#xa0;: le même résultat dans la seule donne simulée.</numerusform>
            <numerusform>Choix équivalents&#xa0;: le même résultat dans les %Ln donnes simulées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: the same result in all %Ln sampled deal(s), too few to be sure the choices are equal.</source>
        <translation>
            <numerusform>Choix serré&#xa0;: le même résultat dans la seule donne simulée, trop peu pour être sûr que les choix se valent.</numerusform>
            <numerusform>Choix serré&#xa0;: le même résultat dans les %Ln donnes simulées, trop peu pour être sûr que les choix se valent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unsure: only %Ln sampled deal(s) could be worked out in time.</source>
        <translation>
            <numerusform>Incertain&#xa0;: seulement %Ln donne simulée a pu être calculée à temps.</numerusform>
            <numerusform>Incertain&#xa0;: seulement %Ln donnes simulées ont pu être calculées à temps.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn it down</source>
        <translation>La refuser</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Take it up</source>
        <translation>La prendre</translation>
    </message>
    <message>
        <source>Order up</source>
        <translation>Commander</translation>
    </message>
    <message>
        <source>{suit} (next)</source>
        <translation>{suit} (voisine)</translation>
    </message>
    <message>
        <source>Defend alone</source>
        <translation>Défendre seul</translation>
    </message>
    <message>
        <source>Go alone</source>
        <translation>Jouer seul</translation>
    </message>
    <message>
        <source>Farmer&apos;s hand: redeal</source>
        <translation>Main de fermier&#xa0;: redonner</translation>
    </message>
    <message>
        <source>Ask {seat}</source>
        <translation>Demander à {seat}</translation>
    </message>
    <message>
        <source>Refuse the card</source>
        <translation>Refuser la carte</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jouer {card}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Écarter {card}</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>Donner {card}</translation>
    </message>
    <message>
        <source>Keep hand</source>
        <translation>Garder la main</translation>
    </message>
    <message>
        <source>Don&apos;t ask</source>
        <translation>Ne rien demander</translation>
    </message>
    <message>
        <source>Don&apos;t offer</source>
        <translation>Ne rien proposer</translation>
    </message>
    <message>
        <source>Play with partners</source>
        <translation>Jouer en équipe</translation>
    </message>
    <message>
        <source>Play with partner</source>
        <translation>Jouer en équipe</translation>
    </message>
    <message>
        <source>The up-card goes to your side&apos;s dealer: it strengthens you.</source>
        <translation>La carte retournée va au donneur de votre camp&#xa0;: elle vous renforce.</translation>
    </message>
    <message>
        <source>Ordering up would hand the up-card to the opposing dealer.</source>
        <translation>Commander donnerait la carte retournée au donneur adverse.</translation>
    </message>
    <message>
        <source>Name next: the suit of the turned-down card&apos;s colour.</source>
        <translation>Annoncez la voisine&#xa0;: l&apos;autre couleur de même teinte que la carte refusée.</translation>
    </message>
    <message>
        <source>Too few sure tricks to make trump: pass.</source>
        <translation>Trop peu de levées sûres pour prendre&#xa0;: passez.</translation>
    </message>
    <message>
        <source>Stick the dealer: everyone passed, so the dealer must name.</source>
        <translation>Donneur obligé&#xa0;: tout le monde a passé, le donneur doit annoncer.</translation>
    </message>
    <message>
        <source>Strong enough to take all five tricks alone.</source>
        <translation>Assez fort pour faire seul les cinq levées.</translation>
    </message>
    <message>
        <source>Your partner&apos;s cards will help: play together.</source>
        <translation>Les cartes de votre partenaire vous aideront&#xa0;: jouez en équipe.</translation>
    </message>
    <message>
        <source>Defending alone can earn the lone defender&apos;s bonus.</source>
        <translation>Défendre seul peut rapporter la prime du défenseur seul.</translation>
    </message>
    <message>
        <source>Only nines and tens: claim the farmer&apos;s hand and redeal.</source>
        <translation>Que des neuf et des dix&#xa0;: annoncez la main de fermier et faites redonner.</translation>
    </message>
    <message>
        <source>Empty a suit, so that you can trump it later.</source>
        <translation>Videz une couleur pour pouvoir couper plus tard.</translation>
    </message>
    <message>
        <source>Keep the bower: it is one of the highest trumps.</source>
        <translation>Gardez le valet&#xa0;: c&apos;est l&apos;un des plus forts atouts.</translation>
    </message>
    <message>
        <source>Get rid of a low card that is unlikely to win a trick.</source>
        <translation>Débarrassez-vous d&apos;une petite carte qui a peu de chances de faire une levée.</translation>
    </message>
    <message>
        <source>Lead through the maker: they must play next, before your partner.</source>
        <translation>Entamez à travers le preneur&#xa0;: il doit jouer juste après vous, avant votre partenaire.</translation>
    </message>
    <message>
        <source>Playing to the score: this near the end, the match counts, not the points.</source>
        <translation>Jouer selon le score&#xa0;: si près de la fin, c’est la partie qui compte, pas les points.</translation>
    </message>
    <message>
        <source>Get rid of {card}, a low card that is unlikely to win a trick.</source>
        <translation>Débarrassez-vous de {card}, une petite carte qui a peu de chances de faire une levée.</translation>
    </message>
    <message>
        <source>Keep {card}: a bower, one of the highest trumps.</source>
        <translation>Gardez {card}&#xa0;: un valet d&apos;atout, parmi les atouts les plus forts.</translation>
    </message>
    <message>
        <source>Lead {card} through the maker: they must play next, before your partner.</source>
        <translation>Entamez {card} à travers le preneur&#xa0;: il doit jouer juste après vous, avant votre partenaire.</translation>
    </message>
    <message>
        <source>Lead {card}: your partner has shown out of that suit and can trump it.</source>
        <translation>Entamez {card}&#xa0;: votre partenaire n&apos;a plus de cette couleur et peut couper.</translation>
    </message>
    <message>
        <source>Strong enough to make trump: trumps {trumps}, bowers {bowers}.</source>
        <translation>Assez fort pour prendre&#xa0;: atouts {trumps}, valets {bowers}.</translation>
    </message>
    <message>
        <source>Equal choices: with no card of the hand seen, every suit is worth the same.</source>
        <translation>Choix équivalents&#xa0;: sans avoir vu une carte de la main, toutes les couleurs se valent.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Vous n&apos;avez pas la carte {card}.</translation>
    </message>
    <message>
        <source>You hold {suit}, the suit led, so you must follow suit.</source>
        <translation>Vous avez des {suit}, la couleur demandée&#xa0;: vous devez fournir.</translation>
    </message>
    <message>
        <source>{card} is the left bower: while {trump} are trump it counts as one of them. You hold {suit}, the suit led, so you must follow suit.</source>
        <translation>{card} est le valet gauche&#xa0;: tant que les {trump} sont atout, il compte comme l&apos;un d&apos;eux. Vous avez des {suit}, la couleur demandée&#xa0;: vous devez fournir.</translation>
    </message>
    <message>
        <source>Only a hand of nines and tens is a farmer&apos;s hand.</source>
        <translation>Seule une main de neuf et de dix est une main de fermier.</translation>
    </message>
    <message>
        <source>The {suit} were turned down: name one of the other three suits.</source>
        <translation>Les {suit} ont été refusés&#xa0;: annoncez l&apos;une des trois autres couleurs.</translation>
    </message>
    <message>
        <source>Trump ({trump}) was led and you must follow suit: {card} counts as trump.</source>
        <translation>L&apos;atout ({trump}) a été demandé et vous devez fournir&#xa0;: {card} compte comme atout.</translation>
    </message>
    <message>
        <source>Give the loner your best card.</source>
        <translation>Donnez votre meilleure carte au solitaire.</translation>
    </message>
    <message>
        <source>Your partner is already winning this trick.</source>
        <translation>Votre partenaire est déjà maître de cette levée.</translation>
    </message>
    <message>
        <source>Lead an off-suit ace: it wins unless someone trumps it.</source>
        <translation>Entamez un as hors atout&#xa0;: il gagne sauf si quelqu&apos;un coupe.</translation>
    </message>
    <message>
        <source>You cannot follow suit: trump in to win the trick.</source>
        <translation>Vous ne pouvez pas fournir&#xa0;: coupez pour remporter la levée.</translation>
    </message>
    <message>
        <source>Play a higher trump than the one already in the trick.</source>
        <translation>Surcoupez&#xa0;: jouez un atout plus fort que celui déjà dans la levée.</translation>
    </message>
    <message>
        <source>Win the trick with the lowest card that does it.</source>
        <translation>Remportez la levée avec la plus petite carte suffisante.</translation>
    </message>
    <message>
        <source>You cannot win this trick: throw off your lowest card.</source>
        <translation>Vous ne pouvez pas remporter cette levée&#xa0;: défaussez votre plus petite carte.</translation>
    </message>
    <message>
        <source>No card you may play can win this trick.</source>
        <translation>Aucune carte jouable ne peut remporter cette levée.</translation>
    </message>
    <message>
        <source>You must follow the suit that was led.</source>
        <translation>Vous devez fournir la couleur demandée.</translation>
    </message>
    <message>
        <source>The remaining tricks are sure: play them in any order.</source>
        <translation>Les levées restantes sont sûres&#xa0;: jouez-les dans n&apos;importe quel ordre.</translation>
    </message>
    <message>
        <source>This is the only move the rules allow.</source>
        <translation>C&apos;est le seul coup que les règles autorisent.</translation>
    </message>
    <message>
        <source>No decision in time: a safe legal move was made.</source>
        <translation>Pas de décision à temps&#xa0;: un coup sûr et autorisé a été joué.</translation>
    </message>
    <message>
        <source>The dealer names trump before seeing the hand: any suit is a guess.</source>
        <translation>Le donneur annonce l&apos;atout sans voir sa main&#xa0;: toute couleur est un pari.</translation>
    </message>
    <message>
        <source>Ask a partner for their best card to strengthen the lone hand.</source>
        <translation>Demandez à un partenaire sa meilleure carte pour renforcer votre main.</translation>
    </message>
    <message>
        <source>Take your partner&apos;s card: it is likely better than your worst.</source>
        <translation>Prenez la carte de votre partenaire&#xa0;: elle vaut sans doute mieux que votre plus faible.</translation>
    </message>
    <message>
        <source>Your hand is already strong: refuse the offered card.</source>
        <translation>Votre main est déjà forte&#xa0;: refusez la carte proposée.</translation>
    </message>
    <message>
        <source>Lead a low card from a short suit and keep your winners.</source>
        <translation>Entamez une petite carte d&apos;une couleur courte et gardez vos cartes maîtresses.</translation>
    </message>
    <message>
        <source>Lead a suit your partner has shown out of: they can trump it.</source>
        <translation>Entamez une couleur que votre partenaire n&apos;a plus&#xa0;: il peut couper.</translation>
    </message>
    <message>
        <source>Giving up a higher card does not clearly score more here: keep it.</source>
        <translation>Céder une carte plus haute ne rapporte pas nettement plus ici&#xa0;: gardez-la.</translation>
    </message>
    <message>
        <source>A club player&apos;s habit: the sampled deals do not clearly say otherwise.</source>
        <translation>Une habitude de joueur de club&#xa0;: les donnes simulées ne disent pas clairement le contraire.</translation>
    </message>
    <message>
        <source>The up-card, {card}, goes to your side&apos;s dealer.</source>
        <translation>La carte retournée, {card}, va au donneur de votre camp.</translation>
    </message>
    <message>
        <source>Ordering up would hand the up-card, {card}, to the opposing dealer.</source>
        <translation>Commander donnerait la carte retournée, {card}, au donneur adverse.</translation>
    </message>
    <message>
        <source>Discard {card} to empty its suit, so that you can trump it later.</source>
        <translation>Écartez {card} pour vider sa couleur et pouvoir couper plus tard.</translation>
    </message>
    <message>
        <source>Give the loner your best card, {card}.</source>
        <translation>Donnez au solitaire votre meilleure carte, {card}.</translation>
    </message>
    <message>
        <source>{card} is the lowest card that wins this trick.</source>
        <translation>{card} est la plus petite carte qui remporte cette levée.</translation>
    </message>
    <message>
        <source>Lead {card} to draw out the opponents&apos; trumps.</source>
        <translation>Entamez {card} pour faire tomber les atouts adverses.</translation>
    </message>
    <message>
        <source>Lead {card}: an off-suit ace wins unless someone trumps it.</source>
        <translation>Entamez {card}&#xa0;: un as hors atout gagne sauf si quelqu&apos;un coupe.</translation>
    </message>
    <message>
        <source>Giving up {card} does not clearly score more over these deals: keep it.</source>
        <translation>Céder {card} ne rapporte pas nettement plus sur ces donnes&#xa0;: gardez-la.</translation>
    </message>
    <message>
        <source>Lead {card}, a low card from a short suit, and keep your winners.</source>
        <translation>Entamez {card}, petite carte d&apos;une couleur courte, et gardez vos cartes maîtresses.</translation>
    </message>
    <message>
        <source>The remaining tricks are sure: {card} is as good as any.</source>
        <translation>Les levées restantes sont sûres&#xa0;: {card} vaut n&apos;importe quelle autre carte.</translation>
    </message>
    <message>
        <source>{seat} is already winning this trick for your side.</source>
        <translation>{seat} est déjà maître de cette levée pour votre camp.</translation>
    </message>
    <message>
        <source>Ask {seat} for their best card to strengthen the lone hand.</source>
        <translation>Demandez à {seat} sa meilleure carte pour renforcer votre main.</translation>
    </message>
    <message>
        <source>{seat}&apos;s cards will help: play together.</source>
        <translation>{seat} vous aidera avec ses cartes&#xa0;: jouez en équipe.</translation>
    </message>
    <message>
        <source>trumps</source>
        <translation>atouts</translation>
    </message>
    <message>
        <source>Your hand is strong enough in that suit.</source>
        <translation>Votre main est assez forte dans cette couleur.</translation>
    </message>
    <message numerus="yes">
        <source>Best expected result: {points} points, over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Meilleur résultat espéré&#xa0;: {points} points, sur %Ln donne simulée.</numerusform>
            <numerusform>Meilleur résultat espéré&#xa0;: {points} points, sur %Ln donnes simulées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Best expected result: {points} points.</source>
        <translation>Meilleur résultat espéré&#xa0;: {points} points.</translation>
    </message>
    <message>
        <source>This gives the best expected result.</source>
        <translation>Ce coup donne le meilleur résultat espéré.</translation>
    </message>
    <message>
        <source>Save your {trump} for a trick that needs them.</source>
        <translation>Gardez vos {trump} pour une levée qui en a besoin.</translation>
    </message>
    <message>
        <source>Name next: {suit}, the same colour as the turned-down card.</source>
        <translation>Annoncez la voisine ({suit}), de même teinte que la carte refusée.</translation>
    </message>
    <message>
        <source>Lead {trump} to draw out the opponents&apos; trumps.</source>
        <translation>Jouez vos {trump} pour faire tomber les atouts adverses.</translation>
    </message>
    <message>
        <source>A judgement call.</source>
        <translation>Une question de jugement.</translation>
    </message>
    <message>
        <source>No deal could be worked out in time: this is a rule of thumb.</source>
        <translation>Aucune donne n&apos;a pu être calculée à temps&#xa0;: c&apos;est une règle empirique.</translation>
    </message>
    <message>
        <source>New hand: {seat} deals, {card} is turned up.</source>
        <translation>Nouvelle donne&#xa0;: {seat} distribue, {card} est retournée.</translation>
    </message>
    <message>
        <source>{seat} passed.</source>
        <translation>{seat} a passé.</translation>
    </message>
    <message>
        <source>{seat} passed again.</source>
        <translation>{seat} a encore passé.</translation>
    </message>
    <message>
        <source>{seat} turned the {card} down.</source>
        <translation>{seat} a refusé la retourne, {card}.</translation>
    </message>
    <message>
        <source>{seat} ordered the {card} up to the other side&apos;s dealer: a sign of strength in {suit}.</source>
        <translation>{seat} a fait prendre {card} au donneur adverse&#xa0;: signe de force à {suit}.</translation>
    </message>
    <message>
        <source>{seat} ordered the {card} up to their partner, the dealer.</source>
        <translation>{seat} a fait prendre {card} à son partenaire, le donneur.</translation>
    </message>
    <message>
        <source>{seat} took the {card} up.</source>
        <translation>{seat} a ramassé {card}.</translation>
    </message>
    <message>
        <source>{seat} named {suit}.</source>
        <translation>{seat} a choisi {suit}.</translation>
    </message>
    <message>
        <source>{seat} named {suit}, next: the turned-down card&apos;s colour.</source>
        <translation>{seat} a choisi {suit}, la couleur sœur de la retourne refusée.</translation>
    </message>
    <message>
        <source>{seat} was stuck as dealer and had to name: {suit}.</source>
        <translation>{seat}, donneur, était obligé de choisir&#xa0;: {suit}.</translation>
    </message>
    <message>
        <source>{seat} named {suit} without looking.</source>
        <translation>{seat} a choisi {suit} sans regarder.</translation>
    </message>
    <message>
        <source>The turned-up joker makes {seat}&apos;s side the makers, in {suit}.</source>
        <translation>Le joker retourné fait du camp de {seat} les preneurs, à {suit}.</translation>
    </message>
    <message>
        <source>{seat} claimed a farmer&apos;s hand: the cards are dealt again.</source>
        <translation>{seat} a annoncé une main de fermier&#xa0;: on redistribue.</translation>
    </message>
    <message>
        <source>Everyone passed twice: the hand is thrown in.</source>
        <translation>Tout le monde a passé deux fois&#xa0;: la donne est annulée.</translation>
    </message>
    <message>
        <source>{seat} goes alone: their partner lays the cards down.</source>
        <translation>{seat} joue seul&#xa0;: son partenaire pose ses cartes.</translation>
    </message>
    <message>
        <source>{seat} ordered up the partner&apos;s card and must play alone.</source>
        <translation>{seat} a fait prendre la carte de son partenaire et doit jouer seul.</translation>
    </message>
    <message>
        <source>{seat} defends alone.</source>
        <translation>{seat} défend seul.</translation>
    </message>
    <message>
        <source>{seat} discarded a card face down.</source>
        <translation>{seat} a écarté une carte face cachée.</translation>
    </message>
    <message>
        <source>{seat} asked {partner} for a card.</source>
        <translation>{seat} a demandé une carte à {partner}.</translation>
    </message>
    <message>
        <source>{seat} passed a card face down to {partner}.</source>
        <translation>{seat} a passé une carte face cachée à {partner}.</translation>
    </message>
    <message>
        <source>{seat} refused the offered card.</source>
        <translation>{seat} a refusé la carte offerte.</translation>
    </message>
    <message>
        <source>{seat} led {card}.</source>
        <translation>{seat} a entamé {card}.</translation>
    </message>
    <message>
        <source>{seat} led a trump, {card}.</source>
        <translation>{seat} a entamé un atout, {card}.</translation>
    </message>
    <message>
        <source>{seat} led {card}, a trump, to draw the defenders&apos; trumps.</source>
        <translation>{seat} a entamé {card}, un atout, pour faire tomber les atouts de la défense.</translation>
    </message>
    <message>
        <source>{seat} led {card}: an off-suit ace wins unless someone trumps it.</source>
        <translation>{seat} a entamé {card}&#xa0;: un as hors atout gagne sauf si quelqu&apos;un coupe.</translation>
    </message>
    <message>
        <source>{seat} followed with {card}.</source>
        <translation>{seat} a fourni {card}.</translation>
    </message>
    <message>
        <source>{seat} played {card} and leads the trick.</source>
        <translation>{seat} a joué {card} et mène la levée.</translation>
    </message>
    <message>
        <source>{seat} played {card}, leaving the trick to {partner}.</source>
        <translation>{seat} a joué {card}, laissant la levée à {partner}.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} left and threw off {card}.</source>
        <translation>{seat} n&apos;a plus de {suit} et s&apos;est défaussé de {card}.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} left and trumped in with {card}.</source>
        <translation>{seat} n&apos;a plus de {suit} et a coupé avec {card}.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} left and overtrumped with {card}.</source>
        <translation>{seat} n&apos;a plus de {suit} et a surcoupé avec {card}.</translation>
    </message>
    <message>
        <source>{seat} won trick {trick}.</source>
        <translation>{seat} a remporté la levée {trick}.</translation>
    </message>
    <message>
        <source>The remaining tricks are certain: the cards are shown and the hand ends.</source>
        <translation>Les levées restantes sont certaines&#xa0;: les cartes sont montrées et la donne se termine.</translation>
    </message>
    <message>
        <source>New hand: you deal, {card} is turned up.</source>
        <translation>Nouvelle donne&#xa0;: vous distribuez, {card} est retournée.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Vous avez passé.</translation>
    </message>
    <message>
        <source>You passed again.</source>
        <translation>Vous avez encore passé.</translation>
    </message>
    <message>
        <source>You turned the {card} down.</source>
        <translation>Vous avez refusé la retourne, {card}.</translation>
    </message>
    <message>
        <source>You ordered the {card} up.</source>
        <translation>Vous avez fait prendre {card}.</translation>
    </message>
    <message>
        <source>You took the {card} up.</source>
        <translation>Vous avez ramassé {card}.</translation>
    </message>
    <message>
        <source>You named {suit}.</source>
        <translation>Vous avez choisi {suit}.</translation>
    </message>
    <message>
        <source>The turned-up joker makes your side the makers, in {suit}.</source>
        <translation>Le joker retourné fait de votre camp les preneurs, à {suit}.</translation>
    </message>
    <message>
        <source>You claimed a farmer&apos;s hand.</source>
        <translation>Vous avez annoncé une main de fermier.</translation>
    </message>
    <message>
        <source>You go alone.</source>
        <translation>Vous jouez seul.</translation>
    </message>
    <message>
        <source>You defend alone.</source>
        <translation>Vous défendez seul.</translation>
    </message>
    <message>
        <source>You discarded a card.</source>
        <translation>Vous avez écarté une carte.</translation>
    </message>
    <message>
        <source>You asked {partner} for a card.</source>
        <translation>Vous avez demandé une carte à {partner}.</translation>
    </message>
    <message>
        <source>You passed a card to {partner}.</source>
        <translation>Vous avez passé une carte à {partner}.</translation>
    </message>
    <message>
        <source>You refused the offered card.</source>
        <translation>Vous avez refusé la carte offerte.</translation>
    </message>
    <message>
        <source>You led {card}.</source>
        <translation>Vous avez entamé {card}.</translation>
    </message>
    <message>
        <source>You played {card}.</source>
        <translation>Vous avez joué {card}.</translation>
    </message>
    <message>
        <source>You trumped in with {card}.</source>
        <translation>Vous avez coupé avec {card}.</translation>
    </message>
    <message>
        <source>You overtrumped with {card}.</source>
        <translation>Vous avez surcoupé avec {card}.</translation>
    </message>
    <message>
        <source>You won trick {trick}.</source>
        <translation>Vous avez remporté la levée {trick}.</translation>
    </message>
    <message>
        <source>{seat} played {card}, leaving the trick to you.</source>
        <translation>{seat} a joué {card}, vous laissant la levée.</translation>
    </message>
    <message>
        <source>{seat} asked you for a card.</source>
        <translation>{seat} vous a demandé une carte.</translation>
    </message>
    <message>
        <source>{seat} passed you a card face down.</source>
        <translation>{seat} vous a passé une carte face cachée.</translation>
    </message>
    <message>
        <source>The match is over: start a new one.</source>
        <translation>La partie est terminée&#xa0;: commencez-en une nouvelle.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>That is not a move for now.</source>
        <translation>Ce coup n&apos;est pas possible pour l&apos;instant.</translation>
    </message>
    <message>
        <source>That is not allowed now.</source>
        <translation>Ce n&apos;est pas autorisé maintenant.</translation>
    </message>
    <message>
        <source>Stick the dealer: the dealer must name trump now.</source>
        <translation>Donneur obligé&#xa0;: le donneur doit annoncer l&apos;atout maintenant.</translation>
    </message>
    <message>
        <source>A joker was turned up: the dealer must take it up.</source>
        <translation>Un joker a été retourné&#xa0;: le donneur doit le prendre.</translation>
    </message>
    <message>
        <source>The dealer may take it up only holding a trump of that suit.</source>
        <translation>Le donneur ne peut la prendre que s&apos;il a un atout de cette couleur.</translation>
    </message>
    <message>
        <source>A loner may ask only one of their own partners for a card.</source>
        <translation>Un solitaire ne peut demander une carte qu&apos;à l&apos;un de ses propres partenaires.</translation>
    </message>
    <message>
        <source>A partner who is asked for a card must give one.</source>
        <translation>Un partenaire à qui l&apos;on demande une carte doit en donner une.</translation>
    </message>
</context>
</TS>
