"""The pocket strategy card: a chart laid out to print, as PDF and as PNG.

The card is a small page (4 × 6 inches): the table's name and what it pays, the
numbered rules, and the chart's exact return beside optimal play's. It is a
:class:`QTextDocument`, so it wraps and continues on a second page when a chart is
long; :func:`write_pdf` goes through :class:`QPdfWriter` and :func:`print_card`
through a :class:`QPrinter`, both Qt's printing support. The ``html_…`` functions do
the same for any such page (the turning-point guide, in the card's style).
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QRectF, QSizeF
from PySide6.QtGui import (
    QColor,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrinter

from vptrainer.core.games.paytable import PayTable
from vptrainer.core.storage.fileio import atomic_write_bytes
from vptrainer.gui import i18n

if TYPE_CHECKING:  # the generator loads numba: imported by the jobs, never here
    from vptrainer.core.strategy.generator.charts import Chart

CARD_SIZE_MM = QSizeF(101.6, 152.4)  # 4 x 6 inches
MARGIN_MM = 5.0
_POINTS_PER_MM = 72 / 25.4


def _pays(table: PayTable) -> list[tuple[str, str]]:
    return [(line.label, line.pays_text) for line in table.lines]


_COLUMNS_FROM = 34  # a chart of more rules is laid out in two columns


def _rule_rows(chart: Chart) -> list[str]:
    """The rules as table rows: each section under its heading, numbered from 1."""
    e = html.escape
    rows = []
    section = None
    number = 0
    for rule in chart.rules:
        if rule.section != section:
            section = rule.section
            number = 0
            if section:
                rows.append(
                    f"<tr><td colspan='2' style='padding-top:3px;'><b><u>{e(section)}</u></b>"
                    "</td></tr>"
                )
        text = e(rule.text[0].upper() + rule.text[1:])
        if not rule.counted:
            otherwise = QCoreApplication.translate("card", "Otherwise: {rule}").format(
                rule=e(rule.text)
            )
            rows.append(f"<tr><td></td><td><i>{otherwise}</i></td></tr>")
            continue
        number += 1
        rows.append(f"<tr><td align='right' valign='top'><b>{number}.</b></td><td>{text}</td></tr>")
    return rows


def _legend_html(chart: Chart) -> str:
    from vptrainer.core.strategy.generator.legend import legend

    game = chart.strategy.game
    terms = legend(
        [r.text for r in chart.rules], game, sections=any(r.section for r in chart.rules)
    )
    if not terms:
        return ""
    e = html.escape
    items = "; ".join(f"<b>{e(term)}</b>: {e(meaning)}" for term, meaning in terms)
    return f"<p style='margin-top:3px; font-size: 5.5pt; color:#333333;'>{items}.</p>"


def _kind(chart: Chart) -> str:
    """ "Basic strategy", or "Simple strategy" for a shorter level."""
    if chart.title == "basic strategy":
        return QCoreApplication.translate("card", "Basic strategy")
    return QCoreApplication.translate("card", "Simple strategy")


def card_html(chart: Chart) -> str:
    """The card's content as simple HTML (what :class:`QTextDocument` lays out)."""
    table = chart.table
    e = html.escape
    pays = _pays(table)
    half = (len(pays) + 1) // 2
    rows = []
    for i in range(half):
        left = pays[i]
        right = pays[i + half] if i + half < len(pays) else ("", "")
        rows.append(
            f"<tr><td>{e(left[0])}</td><td align='right'><b>{e(left[1])}</b></td>"
            f"<td width='8'></td><td>{e(right[0])}</td>"
            f"<td align='right'><b>{e(right[1])}</b></td></tr>"
        )
    rule_rows = _rule_rows(chart)
    long = chart.rule_count >= _COLUMNS_FROM
    size = "6pt" if long else "7pt"
    table_open = f"<table cellspacing='0' cellpadding='1' style='font-size: {size};'>"
    if long:  # two columns, cut at a section where one is near the middle
        cut = len(rule_rows) // 2
        heads = [i for i, r in enumerate(rule_rows) if "<u>" in r]
        near = [h for h in heads if abs(h - cut) <= len(rule_rows) // 6]
        if near:
            cut = min(near, key=lambda h: abs(h - cut))
        body = (
            "<table cellspacing='0' cellpadding='0' width='100%' style='margin-top:4px;'><tr>"
            f"<td valign='top' width='50%'>{table_open}{''.join(rule_rows[:cut])}</table></td>"
            f"<td valign='top' width='50%'>{table_open}{''.join(rule_rows[cut:])}</table></td>"
            "</tr></table>"
        )
    else:
        body = f"<div style='margin-top:4px;'>{table_open}{''.join(rule_rows)}</table></div>"
    heading = QCoreApplication.translate(
        "card",
        "{title}: {rules} rules, best first. Hold the cards of the first rule your hand fits.",
    ).format(title=e(_kind(chart)), rules=i18n.integer(chart.rule_count))
    footer = QCoreApplication.translate(
        "card",
        "Return <b>{percent}</b> with this card; {optimal} with perfect play. "
        "Priced exactly by vptrainer.",
    ).format(percent=i18n.percent(chart.return_exact), optimal=i18n.percent(chart.optimal_exact))
    return (
        "<html><body style='font-family: sans-serif; font-size: 7.5pt;'>"
        f"<p style='margin:0; font-size: 11pt;'><b>{e(table.name)}</b></p>"
        f"<p style='margin:0 0 3px 0; color:#555555;'>{heading}</p>"
        "<table cellspacing='0' cellpadding='1' style='font-size: 6.5pt; color:#333333;'>"
        f"{''.join(rows)}</table>"
        f"{body}"
        f"{_legend_html(chart)}"
        f"<p style='margin-top:3px; font-size: 6.5pt; color:#333333;'>{footer}</p>"
        "</body></html>"
    )


def card_document(chart: Chart, page_points: QSizeF | None = None) -> QTextDocument:
    """The card as a document, laid out on pages of ``page_points`` (the card by default)."""
    return html_document(card_html(chart), page_points)


def html_document(page: str, page_points: QSizeF | None = None) -> QTextDocument:
    """Simple HTML (the card's, the turning-point guide's) as a document laid out on
    pages of ``page_points`` (the card by default)."""
    doc = QTextDocument()
    doc.setDocumentMargin(0)
    doc.setHtml(page)
    size = page_points or QSizeF(
        (CARD_SIZE_MM.width() - 2 * MARGIN_MM) * _POINTS_PER_MM,
        (CARD_SIZE_MM.height() - 2 * MARGIN_MM) * _POINTS_PER_MM,
    )
    doc.setPageSize(size)
    return doc


def _card_layout(device: QPagedPaintDevice) -> None:
    device.setPageSize(
        QPageSize(
            CARD_SIZE_MM,
            QPageSize.Unit.Millimeter,
            QCoreApplication.translate("card", "Pocket card"),
        )
    )
    device.setPageMargins(
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter
    )


def pdf_bytes(chart: Chart) -> bytes:
    """The card as a PDF (one card-sized page, more for a long chart)."""
    return html_pdf_bytes(card_html(chart), f"{chart.table.name}: {chart.title}")


def html_pdf_bytes(page: str, title: str) -> bytes:
    """Card-sized pages of ``page`` (simple HTML) as a PDF."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("vptrainer")
    writer.setResolution(300)
    _card_layout(writer)
    html_document(page).print_(writer)
    del writer  # finishes the document
    buffer.close()
    data = bytes(buffer.data().data())
    if not data.startswith(b"%PDF"):
        raise OSError(QCoreApplication.translate("card", "the card could not be drawn as PDF"))
    return data


def write_pdf(chart: Chart, path: str | Path) -> None:
    """Write the card as a PDF (atomically)."""
    atomic_write_bytes(path, pdf_bytes(chart))


def print_card(chart: Chart, printer: QPrinter) -> None:
    """Print the card on ``printer`` (its page layout is set to the card's)."""
    print_html(card_html(chart), printer)


def print_html(page: str, printer: QPrinter) -> None:
    """Print ``page`` (simple HTML) on card-sized pages of ``printer``."""
    _card_layout(printer)
    html_document(page).print_(printer)


def card_image(chart: Chart, dpi: int = 200) -> QImage:
    """The whole card as one image (however long), white, at ``dpi``."""
    return html_image(card_html(chart), dpi)


def html_image(page: str, dpi: int = 200) -> QImage:
    """``page`` (simple HTML) at the card's width as one image (however long), white."""
    doc = html_document(page)
    doc.setPageSize(QSizeF(doc.pageSize().width(), 1e6))  # one long page
    height_pt = doc.documentLayout().documentSize().height()
    width_pt = doc.pageSize().width()
    margin_pt = MARGIN_MM * _POINTS_PER_MM
    scale = dpi / 72
    image = QImage(
        int((width_pt + 2 * margin_pt) * scale),
        int((height_pt + 2 * margin_pt) * scale),
        QImage.Format.Format_RGB32,
    )
    image.setDotsPerMeterX(int(dpi / 0.0254))
    image.setDotsPerMeterY(int(dpi / 0.0254))
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.translate(margin_pt, margin_pt)
    doc.drawContents(painter, QRectF(0, 0, width_pt, height_pt))
    painter.end()
    return image


def png_bytes(chart: Chart, dpi: int = 200) -> bytes:
    """The whole card as a PNG image."""
    return html_png_bytes(card_html(chart), dpi)


def html_png_bytes(page: str, dpi: int = 200) -> bytes:
    """``page`` (simple HTML) at the card's width as a PNG image."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # the stubs say bytes, the binding takes the format as text
    if not html_image(page, dpi).save(buffer, "PNG"):  # type: ignore[call-overload]
        raise OSError(QCoreApplication.translate("card", "the card could not be encoded as PNG"))
    buffer.close()
    return bytes(buffer.data().data())


def write_png(chart: Chart, path: str | Path, dpi: int = 200) -> None:
    """Write the card as a PNG image (atomically)."""
    atomic_write_bytes(path, png_bytes(chart, dpi))
