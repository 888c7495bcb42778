"""The human's choices that are not a card: bids, going alone, redeals, asking for a card.

``BiddingPanel.set_view(view)`` rebuilds one button per legal non-card action; the card
choices (play, discard, give) are made on the table, so for those the panel only says what
to do. Every button has keyboard shortcuts and Enter picks the safe default (pass or
decline) where there is one.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QGridLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from euchre_desktop.rules.actions import (
    Action,
    AskPartner,
    ClaimRedeal,
    Decline,
    Discard,
    GiveCard,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Play,
    RefuseCard,
)
from euchre_desktop.rules.cards import Card
from euchre_desktop.rules.house_rules import DealersPartnerOrders
from euchre_desktop.rules.phase import Phase
from euchre_desktop.rules.view import PlayerView
from euchre_desktop.ui import words
from euchre_desktop.ui.panel_style import (
    ICON_SIZE,
    MUTED,
    DarkPanel,
    colour_suits,
    label,
    suit_html,
    suit_icon,
)

BUTTON_SPACING = 8

CARD_CHOICES = (Play, Discard, GiveCard)
"""Actions chosen by clicking a card on the table, never by a button."""


def button_actions(view: PlayerView) -> tuple[Action, ...]:
    """The legal actions of ``view`` that the panel offers as buttons."""
    return tuple(a for a in view.legal_actions if not isinstance(a, CARD_CHOICES))


def _card_html(card: Card) -> str:
    """The card's short name, large, with its suit symbol in colour."""
    text = colour_suits(words.card_short(card))
    return f'<span style="font-size:13pt; font-weight:bold">{text}</span>'



class BiddingPanel(DarkPanel):
    """Buttons for the human's current non-card decision, a title saying what is being
    decided, and a "learning mode" line explaining a bot's last bid.

    After a button is chosen the buttons are disabled until the next ``set_view``, so a
    double click cannot send two actions. The panel hides itself when it has nothing to say.
    """

    action_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._view: PlayerView | None = None
        self._buttons: list[tuple[QPushButton, Action]] = []
        self._default: QPushButton | None = None
        self._title = label(size=11.5, bold=True, rich=True)
        self._title.setWordWrap(True)
        self._instruction = label(colour=MUTED, rich=True)
        self._instruction.setWordWrap(True)
        self._grid = QGridLayout()
        self._grid.setSpacing(BUTTON_SPACING)
        self._columns = 0
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(16, 12, 16, 12)
        self._layout.setSpacing(8)
        self._layout.addWidget(self._title)
        self._layout.addWidget(self._instruction)
        self._layout.addLayout(self._grid)
        self._enter_shortcuts = [
            QShortcut(QKeySequence(key), self) for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ]
        for enter in self._enter_shortcuts:
            enter.activated.connect(self._press_default)
        self._refresh()

    # --- public API ------------------------------------------------------------------

    def set_view(self, view: PlayerView | None, names: Sequence[str] | None = None) -> None:
        """Show the decision ``view`` asks of its seat (nothing when it is not its turn)."""
        self._view = view
        self._clear_buttons()
        title = instruction = ""
        if view is not None and view.legal_actions:
            title, instruction = self._texts(view, names)
            for action in button_actions(view):
                self._add_button(action, words.action_label(action, view, names), view)
        self._place_buttons()
        self._title.setText(title)
        self._instruction.setText(instruction)
        self._refresh()

    def buttons(self) -> list[QPushButton]:
        """The action buttons shown, in order."""
        return [button for button, _ in self._buttons]

    def offered_actions(self) -> list[Action]:
        """The actions offered by the buttons, in order."""
        return [action for _, action in self._buttons]

    def button_for(self, action: Action) -> QPushButton | None:
        return next((button for button, a in self._buttons if a == action), None)

    def default_button(self) -> QPushButton | None:
        return self._default

    # --- building ----------------------------------------------------------------------

    def _texts(self, view: PlayerView, names: Sequence[str] | None) -> tuple[str, str]:
        """The title and the instruction for the decision in ``view``."""
        phase = view.phase
        up = _card_html(view.up_card)
        dealer = view.seat == view.dealer
        if phase is Phase.FARMERS_HAND:
            return (self.tr("Farmer's hand: you hold only nines and tens"),
                    self.tr("Claim a redeal, or keep the hand?"))
        if phase is Phase.DEALER_NAMES_SUIT:
            return (self.tr("%1 turned up: name trump").replace("%1", up),
                    self.tr("You name the suit before looking at your hand.") if not view.hand
                    else self.tr("You have looked at your hand for a farmer's hand: name "
                                 "the suit."))
        if phase is Phase.BIDDING_ROUND_1:
            return self._round_1_texts(view, up, dealer)
        if phase is Phase.BIDDING_ROUND_2:
            if not any(isinstance(a, Pass) for a in view.legal_actions):
                return (self.tr("Round 2: stick the dealer"),
                        self.tr("Everyone passed: you must name trump."))
            return (self.tr("Round 2: name trump or pass"),
                    self.tr("Turned down: %1").replace("%1", up))
        trump = self._trump_html(view)
        if phase is Phase.GOING_ALONE:
            return self._alone_texts(view, trump)
        if phase is Phase.DEALER_DISCARD:
            return trump, self.tr("Choose a card to discard")
        if phase is Phase.LONER_ASKS:
            return (self.tr("Ask a partner for a card?"),
                    self.tr("The card comes face down; then you discard one."))
        if phase is Phase.PARTNER_GIVES:
            loner = self._loner_name(view, names)
            if any(isinstance(a, Decline) for a in view.legal_actions):
                return (self.tr("%1 is going alone").replace("%1", loner),
                        self.tr("Choose a card to offer to %1").replace("%1", loner))
            return (self.tr("%1 is going alone").replace("%1", loner),
                    self.tr("Choose a card to give to %1").replace("%1", loner))
        if phase is Phase.LONER_DISCARDS:
            if any(isinstance(a, RefuseCard) for a in view.legal_actions):
                return (self.tr("Your partner offers you a card face down"),
                        self.tr("Choose a card to discard and take it, or refuse the card"))
            return trump, self.tr("Choose a card to discard")
        if phase is Phase.PLAY:
            return self.tr("Your turn: play a card"), ""
        return "", ""

    def _round_1_texts(self, view: PlayerView, up: str, dealer: bool) -> tuple[str, str]:
        if view.up_card.is_joker and view.bid_suit is not None:
            named = suit_html(view.bid_suit) + " " + words.suit_name(view.bid_suit)
            up = self.tr("%1, named %2").replace("%1", up).replace("%2", named)
        if dealer:
            title = self.tr("Round 1: take it up or turn it down?")
        else:
            title = self.tr("Round 1: order up or pass?")
        lines = [self.tr("Up-card: %1").replace("%1", up)]
        if dealer and not any(isinstance(a, OrderUp) for a in view.legal_actions):
            lines.append(self.tr("You hold no trump of that suit, so you may not take it up."))
        elif dealer and not any(isinstance(a, Pass) for a in view.legal_actions):
            lines.append(self.tr("A joker was turned up: you must take it up."))
        elif (not dealer and view.seat % 2 == view.dealer % 2
              and view.rules.dealers_partner_orders is DealersPartnerOrders.MUST_GO_ALONE):
            lines.append(self.tr("If you order up your partner, you must go alone."))
        return title, "<br>".join(lines)

    def _alone_texts(self, view: PlayerView, trump: str) -> tuple[str, str]:
        lone_points = 6 if view.rules.scores_as_six else 4
        if view.maker is not None and view.maker % 2 != view.seat % 2:
            return (trump + " · " + self.tr("Defend alone?"),
                    self.tr("A lone defender can score %n point(s).", "", lone_points))
        return (trump + " · " + self.tr("Go alone?"),
                self.tr("A lone march scores %n point(s).", "", lone_points))

    def _trump_html(self, view: PlayerView) -> str:
        if view.trump is None:
            return ""
        return self.tr("Trump: %1").replace(
            "%1", suit_html(view.trump) + " " + words.suit_name(view.trump)
        )

    @staticmethod
    def _loner_name(view: PlayerView, names: Sequence[str] | None) -> str:
        loner = next((seat for seat in view.alone if seat % 2 == view.seat % 2), None)
        if loner is None:
            return words.seat_name((view.seat + 2) % view.players, view.seat, view.players)
        if names is not None and loner < len(names):
            return names[loner]
        return words.seat_name(loner, view.seat, view.players)

    def _add_button(self, action: Action, text: str, view: PlayerView) -> None:
        button = QPushButton(text, self)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setAutoDefault(False)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        if isinstance(action, NameTrump):
            button.setIcon(suit_icon(action.suit, ICON_SIZE.width(), self.devicePixelRatioF()))
            button.setIconSize(ICON_SIZE)
        keys = self._keys_for(action, view)
        for key in keys:
            shortcut = QShortcut(QKeySequence(key), button)
            shortcut.activated.connect(button.click)
        if keys:
            button.setToolTip(self.tr("Shortcut: %1").replace("%1", " / ".join(keys)))
        if self._default is None and isinstance(action, (Pass, Decline)):
            self._default = button
            button.setProperty("defaultChoice", True)
        button.clicked.connect(lambda _checked=False, a=action: self._choose(a))
        button.show()  # at once, not when the layout's queued show runs: keys work now
        self._buttons.append((button, action))

    @staticmethod
    def _keys_for(action: Action, view: PlayerView) -> list[str]:
        """Single-key shortcuts: P pass, O/T order or take up, A alone, N decline, R redeal
        or refuse, C/D/H/S or 1-4 for suits, 1-2 to ask a partner."""
        if isinstance(action, Pass):
            return ["P"]
        if isinstance(action, OrderUp):
            return ["O", "T"]
        if isinstance(action, GoAlone):
            return ["A"]
        if isinstance(action, Decline):
            return ["N"]
        if isinstance(action, (ClaimRedeal, RefuseCard)):
            return ["R"]
        if isinstance(action, NameTrump):
            return [action.suit.letter, str(int(action.suit) + 1)]
        if isinstance(action, AskPartner):
            partners = [a.seat for a in view.legal_actions if isinstance(a, AskPartner)]
            return [str(partners.index(action.seat) + 1)]
        return []

    def _place_buttons(self) -> None:
        """Lay the buttons out in as many equal columns as their texts allow in the panel's
        width (four suits fit two by two in the side column; long choices one per row)."""
        buttons = self.buttons()
        if not buttons:
            self._columns = 0
            return
        margins = self._layout.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        widest = max(button.sizeHint().width() for button in buttons)
        columns = max(1, min(len(buttons), (room + BUTTON_SPACING) // (widest + BUTTON_SPACING)))
        if columns == self._columns:
            return
        self._columns = columns
        for button in buttons:
            self._grid.removeWidget(button)
        for column in range(self._grid.columnCount()):
            self._grid.setColumnStretch(column, 0)
        for index, button in enumerate(buttons):
            self._grid.addWidget(button, index // columns, index % columns)
        for column in range(columns):
            self._grid.setColumnStretch(column, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_buttons()

    def _clear_buttons(self) -> None:
        for button, _ in self._buttons:
            self._grid.removeWidget(button)
            button.hide()
            button.deleteLater()
        self._buttons = []
        self._columns = 0
        self._default = None

    def _refresh(self) -> None:
        for enter in self._enter_shortcuts:  # Enter belongs to the table when no bid is asked
            enter.setEnabled(self._default is not None)
        self._title.setVisible(bool(self._title.text()))
        self._instruction.setVisible(bool(self._instruction.text()))
        has_content = bool(self._buttons or self._title.text())
        if self.parentWidget() is not None:  # in the side column: hide when there is nothing
            self.setVisible(has_content)
        self.updateGeometry()

    # --- choosing ----------------------------------------------------------------------

    def _choose(self, action: Action) -> None:
        if not self._buttons or not self._buttons[0][0].isEnabled():
            return
        for button, _ in self._buttons:
            button.setEnabled(False)
        self.action_chosen.emit(action)

    def _press_default(self) -> None:
        if self._default is not None and self._default.isEnabled():
            self._default.click()
