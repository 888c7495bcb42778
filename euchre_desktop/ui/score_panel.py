"""The score board: each team's points against the target, shown also as the traditional
pair of low score cards, and this hand's trump, makers, dealer, loners and tricks."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen, QTransform
from PySide6.QtWidgets import QFrame, QGridLayout, QPushButton, QVBoxLayout, QWidget

from euchre_desktop.rules.cards import Suit
from euchre_desktop.rules.view import PlayerView
from euchre_desktop.ui import words
from euchre_desktop.ui.panel_style import ACCENT, MUTED, DarkPanel, label, suit_html
from euchre_desktop.ui.table.card_art import suit_colour, suit_path

SCORE_CARDS: dict[int, tuple[int, int]] = {5: (2, 3), 7: (3, 4), 10: (4, 6), 11: (5, 6),
                                           15: (7, 8)}
"""The two low cards each team scores with, by target: a 4 and a 6 count to 10, a 5 and a 6
to 11. The smaller covers the larger while the score is low."""

TEAM_SUITS = (Suit.HEARTS, Suit.SPADES)
"""The suit of each team's score cards: red for us, black for them."""


def score_card_layout(score: int, cards: tuple[int, int]) -> tuple[int, int, int, int]:
    """How the two score cards lie for ``score``: (bottom pips, bottom pips shown,
    top pips, top pips shown), the top card face down when it shows 0.

    Up to the big card's count the small card lies face down over the big one; above it the
    big card lies face up over the small one, which shows the rest. The shown pips always
    add up to the score (capped at the two cards' total).
    """
    small, big = cards
    score = max(0, min(score, small + big))
    if score <= big:
        return big, score, small, 0
    return small, score - big, big, big


class ScoreCards(QWidget):
    """Two overlapping low cards whose uncovered pips count the team's points."""

    STEP = 9.0
    CARD_W = 28.0
    PAD = 6.0

    def __init__(self, suit: Suit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._suit = suit
        self._score = 0
        self._cards: tuple[int, int] | None = None

    def set_score(self, score: int, target: int | None) -> None:
        self._score = score
        self._cards = SCORE_CARDS.get(target) if target is not None else None
        self.updateGeometry()
        self.update()

    def has_cards(self) -> bool:
        """Whether the target has a pair of score cards (a match of fixed hands has none)."""
        return self._cards is not None

    def sizeHint(self) -> QSize:
        """As tall as the cards lie now: the top card slides down as the score grows."""
        cards = self._cards or (4, 6)
        bottom, bottom_shown, top, top_shown = score_card_layout(self._score, cards)
        height = self._card_height(max(cards)) + 2
        if (bottom_shown, top_shown) != (bottom, top):
            height += self.PAD + self.STEP * bottom_shown
        return QSize(round(self.CARD_W * 2 + 10), round(height))

    def _card_height(self, pips: int) -> float:
        return self.PAD * 2 + self.STEP * pips

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._cards is None:
            return
        bottom_pips, bottom_shown, top_pips, top_shown = score_card_layout(self._score,
                                                                            self._cards)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        big_h = self._card_height(max(self._cards))
        x = 2.0
        self._paint_card(painter, QRectF(x, 1, self.CARD_W, big_h), bottom_pips, face_up=True)
        if bottom_shown == bottom_pips and top_shown == top_pips:  # the target: side by side
            rect = QRectF(x + self.CARD_W + 6, 1, self.CARD_W, big_h)
        else:
            top_y = 1 + self.PAD + self.STEP * bottom_shown - 1
            rect = QRectF(x + 8, top_y, self.CARD_W, big_h)
        self._paint_card(painter, rect, top_pips, face_up=top_shown > 0)
        painter.end()

    def _paint_card(self, painter: QPainter, rect: QRectF, pips: int, *, face_up: bool) -> None:
        path = QPainterPath()
        path.addRoundedRect(rect, 3.5, 3.5)
        painter.setPen(QPen(QColor(0, 0, 0, 110), 1))
        if not face_up:
            painter.setBrush(QColor("#1c2e5c"))
            painter.drawPath(path)
            painter.setPen(QPen(QColor(ACCENT), 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(3, 3, -3, -3), 2, 2)
            return
        painter.setBrush(QColor("#fbf8ef"))
        painter.drawPath(path)
        symbol = suit_path(self._suit)
        size = self.STEP * 0.86
        for index in range(pips):
            cy = rect.top() + self.PAD + self.STEP * (index + 0.5)
            transform = QTransform()
            transform.translate(rect.center().x(), cy)
            transform.scale(size / 100, size / 100)
            painter.fillPath(transform.map(symbol), suit_colour(self._suit))


class ScorePanel(DarkPanel):
    """Scores, score cards, tricks this hand, dealer, makers, trump and loners.

    Team 0 is the human's team ("Us"), team 1 "Them". ``update_from`` refreshes it all.
    """

    last_trick_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._team_names = [label(bold=True, size=11), label(bold=True, size=11)]
        self._scores = [label(size=20, bold=True, rich=True), label(size=20, bold=True,
                                                                     rich=True)]
        self._cards = [ScoreCards(TEAM_SUITS[0]), ScoreCards(TEAM_SUITS[1])]
        self._tricks = [label(colour=MUTED), label(colour=MUTED)]
        self._team_boxes: list[QWidget] = []
        for team in (0, 1):
            box = QWidget()
            text = QVBoxLayout(box)
            text.setContentsMargins(0, 0, 0, 0)
            text.setSpacing(0)
            for widget in (self._team_names[team], self._scores[team], self._tricks[team]):
                text.addWidget(widget)
            text.addStretch(1)
            self._team_boxes.append(box)
        self._teams = QGridLayout()
        self._teams.setSpacing(12)
        self._folded = False
        self._lay_out_teams()
        self._hands = label(colour=MUTED)
        self._trump = label(rich=True)
        self._makers = label(rich=True)
        self._dealer = label()
        for widget in (self._makers, self._dealer):
            widget.setWordWrap(True)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet("color: rgba(255, 255, 255, 40);")
        self._last_trick = QPushButton(self.tr("Last trick"))
        self._last_trick.setToolTip(self.tr("Show the cards of the last trick (L)"))
        self._last_trick.setShortcut(Qt.Key.Key_L)
        self._last_trick.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._last_trick.clicked.connect(self.last_trick_requested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(6)
        layout.addLayout(self._teams)
        layout.addWidget(self._hands)
        layout.addWidget(rule)
        layout.addWidget(self._trump)
        layout.addWidget(self._makers)
        layout.addWidget(self._dealer)
        layout.addWidget(self._last_trick)
        self.setMinimumWidth(210)

    def fold(self, folded: bool) -> None:
        """Show the two teams side by side, without score cards (``folded``), or one above
        the other beside their cards: folded, the panel leaves the coach and the hand log
        more of a short side column."""
        if folded != self._folded:
            self._folded = folded
            self._lay_out_teams()

    def is_folded(self) -> bool:
        return self._folded

    def fold_saving(self) -> int:
        """How much less height the teams take folded than one above the other."""
        rows = [max(self._team_boxes[team].sizeHint().height(),
                    self._cards[team].sizeHint().height() if self._cards[team].has_cards()
                    else 0)
                for team in (0, 1)]
        side_by_side = max(box.sizeHint().height() for box in self._team_boxes)
        return sum(rows) + self._teams.verticalSpacing() - side_by_side

    def _lay_out_teams(self) -> None:
        for team in (0, 1):
            self._teams.removeWidget(self._team_boxes[team])
            self._teams.removeWidget(self._cards[team])
        for team in (0, 1):
            if self._folded:
                self._teams.addWidget(self._team_boxes[team], 0, team)
            else:
                self._teams.addWidget(self._team_boxes[team], team, 0)
                self._teams.addWidget(self._cards[team], team, 1, Qt.AlignmentFlag.AlignTop)
        self._teams.setColumnStretch(1, 1 if self._folded else 0)
        self._teams.setColumnStretch(0, 1)
        self._show_cards()

    def _show_cards(self) -> None:
        for cards in self._cards:
            cards.setVisible(cards.has_cards() and not self._folded)

    def update_from(
        self, view: PlayerView, names: Sequence[str], hand_number: int | None = None
    ) -> None:
        """Show ``view``'s scores and hand; ``names`` by seat; ``hand_number`` (1-based)
        counts hands for a match of a fixed number of hands."""
        us = view.seat % 2
        rules = view.rules
        target = rules.target_score
        for team in (0, 1):
            side = us if team == 0 else 1 - us
            self._team_names[team].setText(words.team_name(team))
            score = view.scores[side]
            plain = f"{score} / {target}" if target is not None else str(score)
            self._scores[team].setAccessibleName(f"{words.team_name(team)} {plain}")
            if target is not None:
                self._scores[team].setText(
                    f'{score} <span style="font-size:11pt; color:{MUTED}; font-weight:normal">'
                    f"/ {target}</span>"
                )
            else:
                self._scores[team].setText(str(score))
            self._cards[team].set_score(score, target)
        self._show_cards()
        self.show_tricks(view.tricks_won, view.seat)
        if rules.hand_limit is not None:
            number = hand_number if hand_number is not None else 1
            self._hands.setText(self.tr("Hand %1 of %2").replace("%1", str(number))
                                .replace("%2", str(rules.hand_limit)))
        self._hands.setVisible(rules.hand_limit is not None)
        self._show_hand(view, names)
        self._last_trick.setEnabled(bool(view.tricks))

    def show_tricks(self, tricks_won: tuple[int, int], seat: int) -> None:
        """Each team's tricks this hand (``tricks_won`` by team), from ``seat``'s side."""
        us = seat % 2
        for team in (0, 1):
            side = us if team == 0 else 1 - us
            self._tricks[team].setText(self._tricks_text(tricks_won[side]))

    def _tricks_text(self, tricks: int) -> str:
        return self.tr("%n trick(s)", "", tricks)

    def _show_hand(self, view: PlayerView, names: Sequence[str]) -> None:
        def name(seat: int) -> str:
            return names[seat] if seat < len(names) else words.seat_name(
                seat, view.seat, view.players)

        if view.trump is not None:
            self._trump.setText(self.tr("Trump: %1").replace(
                "%1", f'<span style="font-size:14pt">{suit_html(view.trump)}</span> '
                      + words.suit_name(view.trump)))
        else:
            self._trump.setText(self.tr("Trump: not made yet"))
        if view.maker is not None:
            team = words.team_name(0 if view.maker % 2 == view.seat % 2 else 1)
            text = self.tr("Makers: %1 (%2)").replace("%1", name(view.maker)).replace("%2", team)
            loners = [self.tr("%1 alone").replace("%1", name(seat)) for seat in view.alone]
            if loners:
                text += "<br>" + f'<span style="color:{ACCENT}">' + ", ".join(loners) + "</span>"
            self._makers.setText(text)
        self._makers.setVisible(view.maker is not None)
        self._dealer.setText(self.tr("Dealer: %1").replace("%1", name(view.dealer)))

    def score_text(self, team: int) -> str:
        """The score line of ``team`` (0: us) as plain text: "Us 7 / 10"."""
        return self._scores[team].accessibleName()
