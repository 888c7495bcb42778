"""The How to play window: the rules in force, written out from the ``HouseRules`` itself.

Every sentence is chosen by a rule's value, and every fact that the engine can compute (the
cards in the pack, the kitty, the ranking under a chosen trump, the points of each result)
is asked of ``rules/``, so the page is right for every preset and every custom combination.
The ranking is drawn with the game's own card art.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QSize, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from euchre_desktop.rules import PRESETS, Card, HouseRules, Rank, Suit
from euchre_desktop.rules.deal import card_order, deck_cards
from euchre_desktop.rules.house_rules import (
    DealersPartnerOrders,
    DealPackets,
    Deck,
    DefendersAlone,
    FirstDealer,
    JokerTurnedUp,
    LeadAgainstLoner,
    MakersAlone,
)
from euchre_desktop.rules.scoring import score_hand
from euchre_desktop.ui import words
from euchre_desktop.ui.new_game_dialog import preset_words
from euchre_desktop.ui.table.card_art import CardRenderer, card_size_for_height

CARD_HEIGHT = 66
HEADING_COLOUR = "#1d5c36"
MINIMUM_SIZE = QSize(460, 380)
"""Made as small as it goes, the page still shows its choice of trump and a dozen lines."""


class HowToPlayDialog(QDialog):
    """The rules of ``rules`` in plain words, with the card ranking for a chosen trump."""

    def __init__(self, rules: HouseRules, parent: QWidget | None = None,
                 renderer: CardRenderer | None = None) -> None:
        super().__init__(parent)
        self.rules = rules
        self._renderer = renderer or CardRenderer()
        self.setWindowTitle(self.tr("How to play"))
        self.trump_combo = QComboBox()
        for suit in Suit:
            self.trump_combo.addItem(words.suit_name(suit), suit.value)
        self.trump_combo.setCurrentIndex(list(Suit).index(Suit.HEARTS))
        self.trump_combo.currentIndexChanged.connect(self._show)
        trump_label = QLabel(self.tr("Show the ranking with &trump:"))
        trump_label.setBuddy(self.trump_combo)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(trump_label)
        top.addWidget(self.trump_combo)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self._show()
        self.setMinimumSize(MINIMUM_SIZE)
        self.resize(720, 680)

    def trump(self) -> Suit:
        """The trump the ranking section is drawn for."""
        return Suit(self.trump_combo.currentData())

    def sizeHint(self) -> QSize:
        return QSize(720, 680)

    # --- the page -----------------------------------------------------------------------------

    def _show(self) -> None:
        scroll = self.browser.verticalScrollBar().value()
        document = self.browser.document()
        size = card_size_for_height(CARD_HEIGHT)
        ratio = self.devicePixelRatioF()
        for card in dict.fromkeys(deck_cards(self.rules)):
            document.addResource(QTextDocument.ResourceType.ImageResource, _card_url(card),
                                 self._renderer.pixmap(card, size, ratio))
        self.browser.setHtml(self.page_html())
        self.browser.verticalScrollBar().setValue(scroll)

    def page_html(self) -> str:
        """The whole page as HTML; the card pictures are the document's resources."""
        sections = (
            (self.tr("Players and cards"), self._players_and_cards()),
            (self.tr("The deal"), self._deal()),
            (self.tr("Making trump"), self._making_trump()),
            (self.tr("Going alone"), self._going_alone()),
            (self.tr("Playing the tricks"), self._playing()),
            (self.tr("How the cards rank"), self._ranking()),
            (self.tr("Scoring"), self._scoring()),
        )
        body = "".join(
            f"<h3 style='color: {HEADING_COLOUR}; margin-top: 14px;'>{escape(title)}</h3>{part}"
            for title, part in sections
        )
        return f"<h2>{escape(self._title())}</h2>{body}"

    def _title(self) -> str:
        names = preset_words()
        for preset_id, preset_rules in PRESETS.items():
            if preset_rules == self.rules:
                return names[preset_id][0]
        return self.tr("Your own rules")

    def _players_and_cards(self) -> str:
        rules = self.rules
        lines = [
            self.tr("Four players play in two partnerships; partners sit opposite each other.")
            if rules.players == 4 else
            self.tr("Six players play in two teams of three; team-mates sit in every other seat."),
            self.tr("The pack has %n cards; the ranking below shows every one of them.", "",
                    rules.deck.card_count),
        ]
        if rules.deck is Deck.DOUBLE_50:
            lines.append(self.tr("Every card is in the pack twice; of two identical cards in a "
                                 "trick, the second played wins."))
        return _paragraphs(lines)

    def _deal(self) -> str:
        rules = self.rules
        lines = [{
            FirstDealer.RANDOM: self.tr("A random player deals first; then the deal passes to "
                                        "the left."),
            FirstDealer.FIRST_BLACK_JACK: self.tr(
                "To choose the first dealer, cards are dealt face up until a black jack "
                "appears: that player deals first. Then the deal passes to the left."),
        }[rules.first_dealer], {
            DealPackets.ALTERNATE_THREE_TWO: self.tr(
                "The dealer gives each player five cards, in packets of three and two."),
            DealPackets.THREES_THEN_TWOS: self.tr(
                "The dealer gives each player five cards: three to everyone, then two to "
                "everyone."),
            DealPackets.TWOS_THEN_THREES: self.tr(
                "The dealer gives each player five cards: two to everyone, then three to "
                "everyone."),
            DealPackets.ONE_AT_A_TIME: self.tr(
                "The dealer gives each player five cards, one at a time."),
        }[rules.deal_packets]]
        kitty = rules.deck.card_count - 5 * rules.players - 1
        if kitty:
            lines.append(self.tr("The next card is turned face up: the up-card. The other %n "
                                 "card(s) (the kitty) are not used.", "", kitty))
        else:
            lines.append(self.tr("The last card is turned face up: the up-card."))
        if rules.farmers_hand:
            lines.append(self.tr("A player dealt only nines and tens may show them and ask "
                                 "for a new deal by the same dealer (a farmer's hand)."))
        return _paragraphs(lines)

    def _making_trump(self) -> str:
        rules = self.rules
        lines: list[str] = []
        if rules.joker_turned_up is JokerTurnedUp.DEALER_MAKES:
            lines.append(self.tr("If the up-card is the Benny, there is no bidding: the dealer "
                                 "names trump before looking at the hand, then takes the Benny "
                                 "and discards a card."))
        elif rules.joker_turned_up is not None:
            lines.append(self.tr("If the up-card is a joker, the dealer names a suit before "
                                 "looking at the hand, and round one bids on that suit."))
        lines.append(self.tr("Round one: starting at the dealer's left, each player may order "
                             "up the up-card's suit as trump, or pass. When someone orders it "
                             "up, the dealer takes the up-card and discards a card face down."))
        if rules.dealer_must_hold_trump:
            lines.append(self.tr("The dealer may take the up-card only when holding a trump of "
                                 "its suit (the left bower does not count)."))
        if rules.joker_turned_up is JokerTurnedUp.DEALER_NAMES_MUST_TAKE:
            lines.append(self.tr("When a joker was turned up and everyone else passes, the "
                                 "dealer must take it up."))
        if rules.dealers_partner_orders is DealersPartnerOrders.MUST_GO_ALONE:
            lines.append(self.tr("A partner of the dealer who orders it up must play alone, "
                                 "and the dealer sits out."))
        lines.append(self.tr("Round two: when everyone has passed, the up-card is turned down "
                             "and each player in turn may name another suit as trump, or "
                             "pass."))
        lines.append(
            self.tr("If everyone passes again, the dealer must name trump (stick the dealer).")
            if rules.stick_the_dealer else
            self.tr("If everyone passes again, the cards are thrown in and the next player "
                    "deals."))
        lines.append(self.tr("The side that made trump are the makers: they must take at least "
                             "three of the five tricks. The other side defend."))
        return _paragraphs(lines)

    def _going_alone(self) -> str:
        rules = self.rules
        lines = [
            {
                MakersAlone.MAKER_ONLY: self.tr(
                    "The player who made trump may go alone: the rest of their side lay their "
                    "cards down and sit out the hand."),
                MakersAlone.EITHER_MAKER: self.tr(
                    "Any player of the making side may go alone: the rest of their side lay "
                    "their cards down and sit out the hand."),
            }[rules.makers_alone],
            {
                DefendersAlone.NEVER: self.tr("Defenders always play together."),
                DefendersAlone.AGAINST_LONE_MAKER: self.tr(
                    "A defender may go alone only against a lone maker."),
                DefendersAlone.ANY_TIME: self.tr("A defender may go alone in any hand."),
            }[rules.defenders_alone],
        ]
        if rules.passed_players_may_not_go_alone:
            lines.append(self.tr("A player who passed in the round in which trump was made may "
                                 "not go alone."))
        if rules.loner_asks_partner:
            lines.append(self.tr("A player going alone may ask a partner for one card: the "
                                 "partner passes it face down and the loner discards a card."))
        if rules.railroading:
            lines.append(self.tr("Railroading: the partner of a player going alone may pass one "
                                 "card face down; the loner takes it and discards a card, or "
                                 "discards the card passed."))
        lines.append({
            LeadAgainstLoner.LONERS_LEFT: self.tr(
                "Against a player going alone, the player on the loner's left leads first."),
            LeadAgainstLoner.DEALERS_LEFT: self.tr(
                "Against a player going alone, the dealer's left leads first, as in any hand."),
            LeadAgainstLoner.LONERS_RIGHT: self.tr(
                "Against a player going alone, the player on the loner's right leads first, so "
                "that the loner never leads the first trick."),
        }[rules.lead_against_loner])
        return _paragraphs(lines)

    def _playing(self) -> str:
        lines = [
            self.tr("The player on the dealer's left leads the first trick. Everyone must follow "
                    "the suit led if they can; otherwise they may play any card."),
            self.tr("The highest trump wins the trick; with no trump in it, the highest card of "
                    "the suit led wins. The winner leads the next trick."),
            self.tr("The left bower (the other jack of trump's colour) belongs to the trump "
                    "suit for following, leading and showing out."),
        ]
        deck = self.rules.deck
        if deck in (Deck.ALMONTE_31, Deck.ALMONTE_21):
            lines.append(self.tr("The three jokers (the 4, 3 and 2 of spades) belong to trump "
                                 "too: they are its highest cards."))
        elif deck is Deck.DOUBLE_50:
            lines.append(self.tr("The two Bennies belong to trump too: they are its highest "
                                 "cards."))
        elif deck.has_jokers:
            lines.append(self.tr("The Benny (a joker) belongs to trump too: it is its highest "
                                 "card."))
        return _paragraphs(lines)

    def _ranking(self) -> str:
        trump = self.trump()
        rows = []
        for suit, cards in card_order(self.rules, trump):
            title = (self.tr("Trump: %1").replace("%1", words.suit_plural(suit))
                     if suit is trump else words.suit_name(suit))
            pictures = "&nbsp;".join(_card_image(card) for card in cards)
            rows.append(f"<p><b>{escape(title)}</b><br>{pictures}</p>")
        bowers = (self.tr("The right bower is the %1 and the left bower the %2.")
                  .replace("%1", words.card_name(Card(Rank.JACK, trump)))
                  .replace("%2", words.card_name(Card(Rank.JACK, trump.partner))))
        intro = self.tr("With %1 as trump, from highest to lowest:").replace(
            "%1", words.suit_plural(trump))
        return _paragraphs([bowers, intro]) + "".join(rows)

    def _scoring(self) -> str:
        rules = self.rules

        def points(maker_tricks: int, maker_alone: bool = False,
                   defender_alone: bool = False) -> int:
            return score_hand(rules, maker_tricks=maker_tricks, maker_alone=maker_alone,
                              defender_alone=defender_alone)[2]

        rows = [
            (self.tr("The makers take 3 or 4 tricks"), points(3)),
            (self.tr("The makers take all 5 tricks (a march)"), points(5)),
            (self.tr("A player going alone takes all 5 tricks"), points(5, maker_alone=True)),
            (self.tr("The makers take fewer than 3 tricks (euchred): the defenders score"),
             points(2)),
        ]
        if rules.super_euchre:
            rows.append((self.tr("The makers take no trick (super euchre): the defenders "
                                 "score"), points(0)))
        if rules.defenders_alone is not DefendersAlone.NEVER:
            rows.append((self.tr("A defender going alone euchres the makers"),
                         points(2, defender_alone=True)))
            rows.append((self.tr("A defender going alone takes all 5 tricks"),
                         points(0, defender_alone=True)))
        table = "".join(
            f"<tr><td style='padding: 2px 18px 2px 0;'>{escape(text)}</td>"
            f"<td align='right'><b>{escape(words.points_text(value))}</b></td></tr>"
            for text, value in rows
        )
        ending = (
            self.tr("The first team to reach %n point(s) wins the match.", "", rules.target_score)
            if rules.target_score is not None else
            self.tr("The match ends after %n hand(s); the higher score wins and a tie is a "
                    "draw.", "", rules.hand_limit or 0))
        return f"<table>{table}</table>" + _paragraphs([ending])


def _paragraphs(lines: list[str]) -> str:
    return "".join(f"<p>{escape(line)}</p>" for line in lines)


def _card_url(card: Card) -> QUrl:
    return QUrl(f"card:{card.code}")


def _card_image(card: Card) -> str:
    size = card_size_for_height(CARD_HEIGHT)
    name = escape(words.card_name(card), quote=True)
    return (f"<img src='{_card_url(card).toString()}' width='{size.width()}' "
            f"height='{size.height()}' alt='{name}' title='{name}'>")
