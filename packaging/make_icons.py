"""Render the application icon from ``resources/icons/app.svg`` for every desktop.

Usage: ``python packaging/make_icons.py OUT_DIR``. Writes, with Qt's SVG renderer:

- ``OUT_DIR/hicolor/NxN/apps/APP_ID.png`` in the freedesktop sizes (Linux menus and docks);
- ``OUT_DIR/app.ico``, the Windows icon: PNG images from 16 to 256 pixels in one file;
- ``OUT_DIR/app.icns``, the macOS icon: PNG images from 16 to 1024 pixels in one file.

Both containers are written here (their formats are a short header and a table of entries),
so the build needs nothing beyond the game's own dependencies.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "app.svg"
APP_ID = "org.euchredesktop.EuchreDesktop"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
# Apple's type codes for PNG entries: 16, 32, 64, 128, 256, 512 and 1024 pixels square.
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024))


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon as PNG bytes, ``size`` pixels square, on a transparent background."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_file(images: dict[int, bytes]) -> bytes:
    """An ICO container holding PNG images (Windows Vista and later read them)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    directory, payload = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png),
                                 offset + len(payload))
        payload += png
    return header + directory + payload


def icns_file(images: dict[int, bytes]) -> bytes:
    """An ICNS container holding PNG images under Apple's type codes."""
    entries = b"".join(code + struct.pack(">I", 8 + len(images[size])) + images[size]
                       for code, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(entries)) + entries


def write_icons(out_dir: Path) -> list[Path]:
    """Write every icon file under ``out_dir``; return their paths."""
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(renderer, size) for size in sizes}
    written: list[Path] = []
    for size in HICOLOR_SIZES:
        path = out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written.append(path)
    scalable = out_dir / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    scalable.write_bytes(SVG.read_bytes())
    written.append(scalable)
    for name, data in (("app.ico", ico_file({size: pngs[size] for size in ICO_SIZES})),
                       ("app.icns", icns_file(pngs))):
        (out_dir / name).write_bytes(data)
        written.append(out_dir / name)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path)
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in write_icons(args.out_dir):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
