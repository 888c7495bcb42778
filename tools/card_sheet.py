"""Render a contact sheet of every card face and the back, to check the card art by eye.

Usage: ``python tools/card_sheet.py [OUTPUT.png] [--dpr 2]``; default output /tmp/card_sheet.png.
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from euchre_desktop.rules.cards import Card  # noqa: E402
from euchre_desktop.ui.table.card_art import CardRenderer, card_size_for_height  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("output", nargs="?", default="/tmp/card_sheet.png")
    parser.add_argument("--heights", default="60,140", help="card heights, comma separated")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--per-row", type=int, default=13)
    args = parser.parse_args()
    app = QGuiApplication(sys.argv[:1])
    renderer = CardRenderer()
    cards: list[Card | None] = [*Card.by_code, None]
    heights = [int(h) for h in args.heights.split(",")]
    gap = 8
    rows_per_block = -(-len(cards) // args.per_row)
    blocks = []
    for h in heights:
        size = card_size_for_height(h)
        blocks.append((size, rows_per_block * (h + gap) + gap))
    sheet_w = max(args.per_row * (s.width() + gap) + gap for s, _ in blocks)
    sheet_h = sum(b for _, b in blocks)
    dpr = args.dpr
    sheet = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_ARGB32)
    sheet.setDevicePixelRatio(dpr)
    sheet.fill(QColor("#2f6b3d"))
    painter = QPainter(sheet)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
    y0 = 0
    for size, block_h in blocks:
        for i, card in enumerate(cards):
            row, col = divmod(i, args.per_row)
            x = gap + col * (size.width() + gap)
            y = y0 + gap + row * (size.height() + gap)
            painter.drawPixmap(QPointF(x, y), renderer.pixmap(card, size, dpr))
        y0 += block_h
    painter.end()
    sheet.save(args.output)
    print(f"wrote {args.output} ({sheet.width()}x{sheet.height()})")
    renderer.clear_cache()
    del renderer, painter, sheet, app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
