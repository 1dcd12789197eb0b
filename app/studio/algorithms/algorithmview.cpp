// SPDX-License-Identifier: GPL-3.0-or-later
#include "algorithms/algorithmview.h"

#include "algorithms/views.h"

#include <QLocale>
#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <array>
#include <memory>

namespace nq {
const QPalette &DataCanvas::palette() const
{
    return m_panel.palette();
}

QFont DataCanvas::font() const
{
    return m_font ? *m_font : m_panel.font();
}

int DataCanvas::width() const
{
    return m_size.isValid() ? m_size.width() : m_panel.width();
}

int DataCanvas::height() const
{
    return m_size.isValid() ? m_size.height() : m_panel.height();
}

qreal DataCanvas::text(qreal y, const QString &line, bool bold) const
{
    QPainter &p = m_painter;
    QFont f = font();
    f.setBold(bold);
    p.setFont(f);
    p.setPen(palette().color(QPalette::WindowText));
    if (p.fontMetrics().horizontalAdvance(line) > width() - 2 * kPad)
        return paragraph(y, line, bold); // wrapped at words rather than cut
    const QRectF r(kPad, y, width() - 2 * kPad, p.fontMetrics().height() * 1.3);
    p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, line);
    m_words << line;
    m_bottom = std::max(m_bottom, r.bottom() + 2);
    return r.bottom() + 2;
}

qreal DataCanvas::paragraph(qreal y, const QString &text, bool bold) const
{
    QPainter &p = m_painter;
    QFont f = font();
    f.setBold(bold);
    p.setFont(f);
    p.setPen(palette().color(QPalette::WindowText));
    const QRectF area(kPad, y, width() - 2 * kPad, height());
    QRectF used;
    p.drawText(area, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text, &used);
    m_words << text;
    m_bottom = std::max(m_bottom, used.bottom() + 6);
    return used.bottom() + 6;
}

void DataCanvas::alignLabels(const QStringList &labels)
{
    const QFontMetrics fm(font());
    m_labelColumn = 0;
    for (const QString &label : labels)
        m_labelColumn = std::max<qreal>(m_labelColumn, fm.horizontalAdvance(label) + 12);
}

qreal DataCanvas::cellRow(qreal y, const QString &label, int cells,
                          const std::function<int(int)> &state, const QStringList &texts,
                          int outlined) const
{
    QPainter &p = m_painter;
    const QFontMetrics fm(font());
    const qreal labelWidth = std::min<qreal>(
        std::max<qreal>(fm.horizontalAdvance(label) + 12, m_labelColumn), width() * 0.4);
    p.setPen(palette().color(QPalette::WindowText));
    p.setFont(font());
    // The figures in the cells stay readable: never under kMinFigurePx, and a cell is at least
    // as wide as its widest figure. Cells that do not fit on one line go on to the next.
    QFont small = font();
    small.setPixelSize(std::max(kMinFigurePx, fm.height() * 3 / 4)); // grows with the panel's font
    const QFontMetrics smallMetrics(small);
    int widest = 0;
    for (const QString &t : texts)
        widest = std::max(widest, smallMetrics.horizontalAdvance(t));
    const qreal available = std::max<qreal>(1, width() - 2 * kPad - labelWidth);
    const qreal fewest = texts.isEmpty() ? 3.0 : qreal(widest + 8);
    const qreal largest = std::max<qreal>(34.0, fm.height() * 1.6);
    const qreal cell
        = std::clamp<qreal>(available / std::max(cells, 1), fewest, std::max(fewest, largest));
    const int perLine = std::max(1, int(available / cell));
    const qreal h
        = std::max<qreal>(std::min<qreal>(cell, largest * 0.9), smallMetrics.height() + 6);
    p.drawText(QRectF(kPad, y, labelWidth, h), Qt::AlignLeft | Qt::AlignVCenter, label);
    m_words << label;
    const QColor on = m_theme.consider;
    const QColor off = palette().color(QPalette::Base);
    for (int i = 0; i < cells; ++i) {
        const int line = i / perLine, at = i % perLine;
        const QRectF r(kPad + labelWidth + at * cell, y + line * (h + 2), cell - (cell > 6 ? 2 : 0),
                       h);
        const int s = state(i);
        p.fillRect(r, s > 0 ? on : off);
        p.setPen(QPen(palette().color(QPalette::Mid), 1));
        if (cell > 6)
            p.drawRect(r);
        if (i == outlined) {
            p.setPen(QPen(m_theme.conflict, 3));
            p.drawRect(r.adjusted(1, 1, -1, -1));
        }
        if (i < texts.size()) {
            p.setFont(small);
            p.setPen(s > 0 ? m_theme.onConsider() : palette().color(QPalette::Text));
            p.drawText(r, Qt::AlignCenter, texts[i]);
            m_words << texts[i];
            p.setFont(font());
        }
    }
    const int lines = (cells + perLine - 1) / perLine;
    const qreal bottom = y + lines * (h + 2) + 4;
    m_bottom = std::max(m_bottom, bottom);
    return bottom;
}

qreal DataCanvas::barRow(qreal y, const QString &label, qreal labelWidth, qint64 value,
                         qint64 most) const
{
    QPainter &p = m_painter;
    p.setFont(font());
    const QFontMetrics fm(font());
    const QString figure = QLocale().toString(value);
    const qreal figureWidth = fm.horizontalAdvance(QLocale().toString(std::max(most, value))) + 8;
    const qreal h = fm.height() * 1.25;
    const QRectF row(kPad, y, width() - 2 * kPad, h);
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRectF(row.left(), row.top(), labelWidth, h), Qt::AlignLeft | Qt::AlignVCenter,
               label);
    const qreal barMax = std::max<qreal>(0, row.width() - labelWidth - figureWidth);
    const QRectF bar(
        row.left() + labelWidth, row.top() + h * 0.15,
        barMax * double(std::max<qint64>(value, 0)) / double(std::max<qint64>(most, 1)), h * 0.7);
    p.fillRect(bar, m_theme.consider);
    p.drawText(QRectF(bar.right() + 6, row.top(), figureWidth, h), Qt::AlignLeft | Qt::AlignVCenter,
               figure);
    m_words << label << figure;
    m_bottom = std::max(m_bottom, row.bottom() + 2);
    return row.bottom() + 2;
}

const AlgorithmView &AlgorithmView::of(AlgorithmId id)
{
    // The registration: one view per algorithm id, in AlgorithmId's order.
    static const std::array<std::unique_ptr<AlgorithmView>,
                            std::size_t(AlgorithmId::Domination) + 1>
        views {
            std::make_unique<RowSearchView>(AlgorithmId::BruteForce, true),
            std::make_unique<RowSearchView>(AlgorithmId::BranchColumns, true),
            std::make_unique<RowSearchView>(AlgorithmId::Permutations, true),
            std::make_unique<FlagsView>(),
            std::make_unique<RowSearchView>(AlgorithmId::BacktrackingCheck, false),
            std::make_unique<RowSearchView>(AlgorithmId::BacktrackingIterative, false),
            std::make_unique<BitmaskView>(),
            std::make_unique<FrontierView>(true),
            std::make_unique<FrontierView>(false),
            std::make_unique<MinConflictsView>(),
            std::make_unique<ConstructionView>(),
            std::make_unique<DominationView>(),
        };
    return *views[std::size_t(id)];
}

} // namespace nq
