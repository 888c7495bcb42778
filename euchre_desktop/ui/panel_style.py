"""The look shared by the panels that float over the green table: a rounded, semi-transparent
dark panel with white text, ivory buttons and suit symbols in their colours."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPaintEvent, QPixmap, QTransform
from PySide6.QtWidgets import QLabel, QWidget

from euchre_desktop.rules.cards import Suit
from euchre_desktop.ui.table.card_art import suit_colour, suit_path

PANEL_FILL = QColor(10, 26, 18, 205)
PANEL_EDGE = QColor(255, 255, 255, 38)
TEXT = "#f4f1e8"
MUTED = "#b9c8bd"
ACCENT = "#e8c66a"  # gold: default choices, the coach's pick, winners
RED_ON_DARK = "#ff7b7b"  # a red suit symbol legible on the dark panel
BLACK_ON_DARK = "#f4f1e8"  # black suits are drawn white on the dark panel
RADIUS = 12.0

# A 2 px border (focus, the default choice) takes its extra pixel from the padding, so a
# button's text keeps the room its size was computed with.
BUTTON_STYLE = f"""
QPushButton {{
    background: #f3eedf; color: #1d2a22; border: 1px solid #c9c2ab; border-radius: 7px;
    padding: 6px 14px; font-weight: 600; min-height: 20px;
}}
QPushButton:hover {{ background: #ffffff; border-color: {ACCENT}; }}
QPushButton:pressed {{ background: #ddd6c2; }}
QPushButton:focus {{ border: 2px solid #7fb3ff; padding: 5px 13px; }}
QPushButton[defaultChoice="true"] {{ border: 2px solid {ACCENT}; padding: 5px 13px; }}
QPushButton:disabled {{ background: #8a9a90; color: #4d5a52; border-color: #8a9a90; }}
"""


class DarkPanel(QWidget):
    """A widget that paints itself as a rounded, semi-transparent dark card over the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.setStyleSheet(
            f"QLabel {{ color: {TEXT}; background: transparent; }}" + BUTTON_STYLE
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(PANEL_EDGE)
        painter.setBrush(PANEL_FILL)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), RADIUS, RADIUS)
        painter.end()


def suit_html(suit: Suit) -> str:
    """The suit symbol as rich text, coloured to read well on the dark panel."""
    colour = RED_ON_DARK if suit.is_red else BLACK_ON_DARK
    return f'<span style="color:{colour}">{suit.symbol}</span>'


def colour_suits(text: str) -> str:
    """Rich text of plain ``text`` (escaped) with every suit symbol in its colour."""
    escaped = escape(text, quote=False)
    for suit in Suit:
        escaped = escaped.replace(suit.symbol, suit_html(suit))
    return escaped


def suit_pixmap(suit: Suit, size: int, device_pixel_ratio: float = 1.0) -> QPixmap:
    """The suit symbol drawn from the card art's path, in its card colour."""
    pixels = max(1, round(size * device_pixel_ratio))
    pixmap = QPixmap(pixels, pixels)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    transform = QTransform()
    transform.translate(pixels / 2, pixels / 2)
    transform.scale(pixels / 104, pixels / 104)
    painter.fillPath(transform.map(suit_path(suit)), suit_colour(suit))
    painter.end()
    pixmap.setDevicePixelRatio(device_pixel_ratio)
    return pixmap


def suit_icon(suit: Suit, size: int, device_pixel_ratio: float = 1.0) -> QIcon:
    return QIcon(suit_pixmap(suit, size, device_pixel_ratio))


def label(text: str = "", *, size: float = 0.0, bold: bool = False, colour: str = TEXT,
          italic: bool = False, rich: bool = False) -> QLabel:
    """A label in the panel style; ``size`` in points (0: the default)."""
    widget = QLabel(text)
    widget.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    font = QFont(widget.font())
    if size:
        font.setPointSizeF(size)
    font.setBold(bold)
    font.setItalic(italic)
    widget.setFont(font)
    widget.setStyleSheet(f"color: {colour}; background: transparent;")
    return widget


ICON_SIZE = QSize(18, 18)
