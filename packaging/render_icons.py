"""Render the application icon's PNG sizes from ``resources/vptrainer.svg``.

    .venv/bin/python packaging/render_icons.py [--check] [--out DIR]

Writes ``resources/icons/vptrainer-<size>.png`` for every size a desktop needs (the
freedesktop hicolor theme's sizes), rendered with Qt's own SVG renderer. ``--check``
renders into memory and exits 1 when a committed PNG is missing or differs from
the SVG.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "vptrainer.svg"
OUT = ROOT / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> bytes:
    """The icon as PNG bytes, ``size`` pixels square, transparent around the art."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="only check that the committed PNGs match the SVG"
    )
    parser.add_argument("--out", type=Path, default=OUT, help=f"output folder (default {OUT})")
    args = parser.parse_args()
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"render_icons: {SVG} is not a valid SVG", file=sys.stderr)
        return 1
    stale = []
    args.out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        png = render(renderer, size)
        target = args.out / f"vptrainer-{size}.png"
        if args.check:
            # compare pixels, not bytes: another Qt may encode the same image differently
            if not target.is_file() or QImage(str(target)) != QImage.fromData(png):
                stale.append(target.name)
        else:
            target.write_bytes(png)
            print(f"wrote {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}")
    if stale:
        print(
            f"render_icons: out of date: {', '.join(stale)} (run packaging/render_icons.py)",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
