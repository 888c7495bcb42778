<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BiddingPanel</name>
    <message numerus="yes">
        <source>A lone defender can score %n point(s).</source>
        <translation>
            <numerusform>A lone defender can score %n point.</numerusform>
            <numerusform>A lone defender can score %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A lone march scores %n point(s).</source>
        <translation>
            <numerusform>A lone march scores %n point.</numerusform>
            <numerusform>A lone march scores %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message numerus="yes">
        <source>The pack has %n cards; the ranking below shows every one of them.</source>
        <translation>
            <numerusform>The pack has %n card; the ranking below shows it.</numerusform>
            <numerusform>The pack has %n cards; the ranking below shows every one of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The next card is turned face up: the up-card. The other %n card(s) (the kitty) are not used.</source>
        <translation>
            <numerusform>The next card is turned face up: the up-card. The other card (the kitty) is not used.</numerusform>
            <numerusform>The next card is turned face up: the up-card. The other %n cards (the kitty) are not used.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first team to reach %n point(s) wins the match.</source>
        <translation>
            <numerusform>The first team to reach %n point wins the match.</numerusform>
            <numerusform>The first team to reach %n points wins the match.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match ends after %n hand(s); the higher score wins and a tie is a draw.</source>
        <translation>
            <numerusform>The match ends after %n hand; the higher score wins and a tie is a draw.</numerusform>
            <numerusform>The match ends after %n hands; the higher score wins and a tie is a draw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchOverPanel</name>
    <message numerus="yes">
        <source>%n hand(s) played, to %1 points</source>
        <translation>
            <numerusform>%n hand played, to %1 points</numerusform>
            <numerusform>%n hands played, to %1 points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) played</source>
        <translation>
            <numerusform>%n hand played</numerusform>
            <numerusform>%n hands played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n thrown in)</source>
        <translation>
            <numerusform>(%n thrown in)</numerusform>
            <numerusform>(%n thrown in)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
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
            <numerusform> hand</numerusform>
            <numerusform> hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <source>%n decision(s) cost you %1 points:</source>
        <translation>
            <numerusform>%n decision cost you %1 points:</numerusform>
            <numerusform>%n decisions cost you %1 points:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s), none costly: well played.</source>
        <translation>
            <numerusform>%n decision, none costly: well played.</numerusform>
            <numerusform>%n decisions, none costly: well played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best expected result: {points} points, over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Best expected result: {points} points, over %Ln sampled deal.</numerusform>
            <numerusform>Best expected result: {points} points, over %Ln sampled deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clearly best: {points} points ahead over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Clearly best: {points} points ahead over %Ln sampled deal.</numerusform>
            <numerusform>Clearly best: {points} points ahead over %Ln sampled deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Probably best: {points} points ahead over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Probably best: {points} points ahead over %Ln sampled deal.</numerusform>
            <numerusform>Probably best: {points} points ahead over %Ln sampled deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: within {points} points over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Close call: within {points} points over %Ln sampled deal.</numerusform>
            <numerusform>Close call: within {points} points over %Ln sampled deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: both about {points} points over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Close call: both about {points} points over %Ln sampled deal.</numerusform>
            <numerusform>Close call: both about {points} points over %Ln sampled deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: the first {options} options are all about {points} points over %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Close call: the first {options} options are all about {points} points over %Ln sampled deal.</numerusform>
            <numerusform>Close call: the first {options} options are all about {points} points over %Ln sampled deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Equal choices: the same result in all %Ln sampled deal(s).</source>
        <translation>
            <numerusform>Equal choices: the same result in the one sampled deal.</numerusform>
            <numerusform>Equal choices: the same result in all %Ln sampled deals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Close call: the same result in all %Ln sampled deal(s), too few to be sure the choices are equal.</source>
        <translation>
            <numerusform>Close call: the same result in the one sampled deal, too few to be sure the choices are equal.</numerusform>
            <numerusform>Close call: the same result in all %Ln sampled deals, too few to be sure the choices are equal.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unsure: only %Ln sampled deal(s) could be worked out in time.</source>
        <translation>
            <numerusform>Unsure: only %Ln sampled deal could be worked out in time.</numerusform>
            <numerusform>Unsure: only %Ln sampled deals could be worked out in time.</numerusform>
        </translation>
    </message>
</context>
</TS>
