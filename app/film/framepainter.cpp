// SPDX-License-Identifier: GPL-3.0-or-later
#include "framepainter.h"

#include "algorithms.h"
#include "algorithmwords.h"
#include "counters.h"
#include "statepicture.h"
#include "stepcaption.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

#include <cmath>

namespace nq {

namespace {

constexpr qreal kLine = 1.35; // a line's height, in text heights
constexpr qreal kMargin = 0.04; // the words' margin, in board sides
const QString kBetween = QStringLiteral("  ·  ");

} // namespace

FramePainter::FramePainter(const FilmSpec &spec) : m_spec(spec)
{
    const int width = spec.size + (spec.size & 1);
    if (spec.wide) {
        // 16:9: the board as tall as the frame, the words beside it in what is left.
        int height = int(std::lround(width * 9.0 / 16.0));
        height += height & 1;
        m_size = QSize(width, height);
        m_text = std::max(10.0, height / 24.0);
        const QRectF column = wordsRect(QRectF(QPointF(), QSizeF(m_size)), true);
        const int room = std::max(1, int(column.height() / (m_text * kLine)));
        Rows rows = rowsFor(m_text, column.width(), 0);
        rows.caption = m_spec.caption ? std::max(2, room - rows.total()) : 0;
        m_rows = rows;
        return;
    }
    m_text = fontPixels(width);
    m_rows = rowsFor(m_text, width * (1 - 2 * kMargin), 2);
    const int strip
        = m_rows.total() == 0 ? 0 : int(std::ceil(m_text * kLine * m_rows.total() + m_text * 0.8));
    const int height = width + strip;
    m_size = QSize(width, height + (height & 1));
}

int FramePainter::lines() const
{
    return m_rows.total();
}

QRectF FramePainter::boardRect() const
{
    const qreal side = m_spec.wide ? m_size.height() : m_size.width();
    return QRectF(0, 0, side, side);
}

QRectF FramePainter::wordsRect(const QRectF &target, bool wide)
{
    const qreal side = wide ? target.height() : target.width();
    const qreal margin = side * kMargin;
    if (wide)
        return QRectF(target.left() + side + margin, target.top() + margin,
                      target.width() - side - 2 * margin, target.height() - 2 * margin);
    return QRectF(target.left() + margin, target.top() + side, side - 2 * margin,
                  target.height() - side);
}

QStringList FramePainter::counterItems(const PlayState *state) const
{
    QStringList items;
    for (const CounterSpec &counter :
         AlgorithmWords::of(m_spec.run.algorithm).counters(m_spec.run.options())) {
        if (!counter.value || counter.ofTheBoard)
            continue;
        // Without a state: room for an eight-digit figure (a film's size is set before its
        // steps are known, and the counters grow).
        const std::optional<qint64> v = state ? counter.value(*state) : 99'999'999LL;
        if (v)
            items << QStringLiteral("%1\u00a0%L2").arg(counter.name).arg(*v);
    }
    return items;
}

QString FramePainter::codeLine(const PlayState &state) const
{
    const QStringList code = Algorithms::info(m_spec.run.algorithm).pseudocode();
    const int line = state.last.line;
    return line >= 0 && line < code.size()
        ? QStringLiteral("%1  %2").arg(line + 1).arg(code.at(line).trimmed())
        : QString();
}

QStringList FramePainter::packed(const QStringList &items, const QFont &font, qreal width)
{
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString &item : items) {
        const QString longer = line.isEmpty() ? item : line + kBetween + item;
        if (line.isEmpty() || metrics.horizontalAdvance(longer) <= width) {
            line = longer;
        } else {
            lines << line;
            line = item;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

QStringList FramePainter::wrapped(const QString &text, const QFont &font, qreal width, int rows)
{
    const QFontMetricsF metrics(font);
    QStringList out;
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (int used = 0; used < rows; ++used) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(width);
        const bool last = used == rows - 1;
        const QString piece = text.mid(line.textStart(), last ? -1 : line.textLength());
        out << (last ? metrics.elidedText(piece.trimmed(), Qt::ElideRight, width)
                     : piece.trimmed());
    }
    layout.endLayout();
    while (out.size() < rows)
        out << QString();
    return out;
}

int FramePainter::codeRows(const QFont &font, qreal width) const
{
    // Every line of the algorithm's code, numbered as the frame numbers it (up to "12  ").
    int most = 1;
    for (const QString &line : Algorithms::info(m_spec.run.algorithm).pseudocode()) {
        const QString text = QStringLiteral("12  ") + line.trimmed();
        QTextLayout layout(text, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        int lines = 0;
        for (QTextLine l = layout.createLine(); l.isValid(); l = layout.createLine()) {
            l.setLineWidth(width);
            ++lines;
        }
        layout.endLayout();
        most = std::max(most, lines);
    }
    return std::min(most, kCodeRows);
}

FramePainter::Rows FramePainter::rowsFor(qreal pixels, qreal width, int captionRows) const
{
    Rows rows;
    rows.caption = m_spec.caption ? captionRows : 0;
    QFont font;
    font.setPixelSize(std::max(1, int(pixels)));
    // The line of code wraps onto rows of its own rather than end in "…".
    rows.code = m_spec.pseudocode ? codeRows(font, width) : 0;
    if (m_spec.counters) {
        rows.counters = std::max<int>(1, int(packed(counterItems(nullptr), font, width).size()));
    }
    return rows;
}

QStringList FramePainter::layOut(const PlayState &state, const QFont &font, qreal width,
                                 const Rows &rows) const
{
    QStringList out;
    // The caption wraps onto its rows; only the last is cut, should the words need more.
    if (rows.caption > 0)
        out << wrapped(caption(state), font, width, rows.caption);
    if (rows.counters > 0) {
        QStringList lines = packed(counterItems(&state), font, width);
        while (lines.size() < rows.counters)
            lines << QString();
        out << lines.mid(0, rows.counters);
    }
    if (rows.code > 0)
        out << wrapped(codeLine(state), font, width, rows.code);
    return out;
}

QStringList FramePainter::drawnLines(const PlayState &state) const
{
    QFont font;
    font.setPixelSize(std::max(1, int(m_text)));
    return layOut(state, font, wordsRect(QRectF(QPointF(), QSizeF(m_size)), m_spec.wide).width(),
                  m_rows);
}

qreal FramePainter::fontPixels(qreal width) const
{
    return std::max(10.0, width / 30.0);
}

BoardPicture FramePainter::picture(const PlayState &state) const
{
    BoardPicture style;
    style.theme = Theme::of(m_spec.theme);
    return StatePicture::ofRun(state, m_spec.run, m_spec.view, style);
}

QString FramePainter::caption(const PlayState &state) const
{
    return state.position == 0 ? StepCaption::start()
                               : StepCaption::describe(state.last, state, m_spec.run.algorithm);
}

QStringList FramePainter::words(const PlayState &state) const
{
    QStringList out;
    if (m_spec.caption)
        out << caption(state);
    if (m_spec.counters)
        out << counterItems(&state).join(kBetween);
    if (m_spec.pseudocode)
        out << codeLine(state);
    return out;
}

void FramePainter::paint(QPainter *painter, const QRectF &target, const PlayState &state,
                         qreal fontPixels) const
{
    const Theme theme = Theme::of(m_spec.theme);
    painter->save();
    painter->fillRect(target, theme.background);
    // A wide frame only where the target has its shape (a handout's cell is drawn square).
    const bool wide = m_spec.wide && target.width() > target.height() * 1.2;
    const qreal side = wide ? target.height() : target.width();
    BoardRenderer::paint(painter, QRectF(target.topLeft(), QSizeF(side, side)), picture(state));
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(fontPixels)));
    painter->setFont(font);
    painter->setPen(theme.coordinates);
    const qreal lineHeight = fontPixels * kLine;
    const QRectF column = wordsRect(target, wide);
    Rows rows = m_rows;
    if (wide != m_spec.wide || fontPixels != m_text) // a cell of another shape or text size
        rows = rowsFor(fontPixels, column.width(), rows.caption > 0 ? 2 : 0);
    const QStringList lines = layOut(state, font, column.width(), rows);
    for (int i = 0; i < lines.size(); ++i)
        painter->drawText(
            QRectF(column.left(), column.top() + i * lineHeight, column.width(), lineHeight),
            Qt::AlignLeft | Qt::AlignVCenter, lines.at(i));
    painter->restore();
}

QImage FramePainter::image(const PlayState &state) const
{
    QImage image(m_size, QImage::Format_RGB32);
    image.fill(Theme::of(m_spec.theme).background);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paint(&painter, QRectF(0, 0, m_size.width(), m_size.height()), state, m_text);
    return image;
}

} // namespace nq
