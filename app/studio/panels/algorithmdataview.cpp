// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/algorithmdataview.h"

#include <QLocale>
#include <QPainter>

#include <functional>

namespace nq {

namespace {
constexpr int kPad = 10;
}

AlgorithmDataView::AlgorithmDataView(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Algorithm data"));
}

QSize AlgorithmDataView::sizeHint() const
{
    return { 420, 200 };
}

QSize AlgorithmDataView::minimumSizeHint() const
{
    return { 200, 120 };
}

void AlgorithmDataView::setAlgorithm(AlgorithmId algorithm)
{
    m_algorithm = algorithm;
    update();
}

void AlgorithmDataView::setDominationQueens(int k)
{
    m_dominationQueens = k;
    update();
}

void AlgorithmDataView::setTheme(const Theme &theme)
{
    m_theme = theme;
    update();
}

void AlgorithmDataView::showState(const PlayState &state)
{
    m_state = state;
    update();
}

AlgorithmDataView::Masks AlgorithmDataView::masksFor(const PlayState &state)
{
    Masks m;
    const int row = state.depth(); // bitmask fills the rows in order: the next row is `depth`
    for (int r = 0; r < row && r < state.n; ++r) {
        const int c = state.board()[std::size_t(r)];
        if (c < 0)
            continue;
        const int d = row - r;
        m.down |= quint64(1) << c;
        if (c - d >= 0)
            m.left |= quint64(1) << (c - d);
        if (c + d < state.n)
            m.right |= quint64(1) << (c + d);
    }
    return m;
}

qreal AlgorithmDataView::text(QPainter &p, qreal y, const QString &line, bool bold) const
{
    QFont f = font();
    f.setBold(bold);
    p.setFont(f);
    p.setPen(palette().color(QPalette::WindowText));
    const QRectF r(kPad, y, width() - 2 * kPad, p.fontMetrics().height() * 1.3);
    p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, line);
    return r.bottom() + 2;
}

qreal AlgorithmDataView::cellRow(QPainter &p, qreal y, const QString &label, int cells,
                                 const std::function<int(int)> &state, const QStringList &texts,
                                 int outlined) const
{
    const QFontMetrics fm(font());
    const qreal labelWidth = std::min<qreal>(fm.horizontalAdvance(label) + 12, width() * 0.4);
    p.setPen(palette().color(QPalette::WindowText));
    p.setFont(font());
    const qreal available = width() - 2 * kPad - labelWidth;
    const qreal cell = std::clamp<qreal>(available / std::max(cells, 1), 3.0, 34.0);
    const qreal h = std::max<qreal>(std::min<qreal>(cell, 30.0), fm.height() * 0.9);
    p.drawText(QRectF(kPad, y, labelWidth, h), Qt::AlignLeft | Qt::AlignVCenter, label);
    const QColor on = m_theme.consider;
    const QColor off = palette().color(QPalette::Base);
    QFont small = font();
    small.setPixelSize(int(std::max<qreal>(8, std::min<qreal>(h * 0.55, 15))));
    for (int i = 0; i < cells; ++i) {
        const QRectF r(kPad + labelWidth + i * cell, y, cell - (cell > 6 ? 2 : 0), h);
        const int s = state(i);
        p.fillRect(r, s > 0 ? on : off);
        p.setPen(QPen(palette().color(QPalette::Mid), 1));
        if (cell > 6)
            p.drawRect(r);
        if (i == outlined) {
            p.setPen(QPen(m_theme.conflict, 3));
            p.drawRect(r.adjusted(1, 1, -1, -1));
        }
        if (cell >= 14 && i < texts.size()) {
            p.setFont(small);
            p.setPen(s > 0 ? QColor(Qt::white) : palette().color(QPalette::Text));
            p.drawText(r, Qt::AlignCenter, texts[i]);
            p.setFont(font());
        }
    }
    return y + h + 6;
}

void AlgorithmDataView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    p.fillRect(rect(), palette().color(QPalette::Window));
    const PlayState &s = m_state;
    const int n = s.n;
    if (n <= 0)
        return;
    qreal y = kPad;
    const QLocale locale;
    const bool considering = s.last.kind == EventKind::Consider || s.last.kind == EventKind::Conflict;
    const int cr = considering ? s.last.row : -1, cc = considering ? s.last.col : -1;

    switch (m_algorithm) {
    case AlgorithmId::Backtracking: {
        if (n > 64) {
            text(p, y, tr("The flag arrays are too long to draw for this board."));
            break;
        }
        // A flag is set while a queen stands on its line.
        const BoardModel &lines = s.model;
        auto col = [&](int i) { return lines.onColumn(i) > 0 ? 1 : 0; };
        auto dpos = [&](int i) { return lines.onDiagonal(i) > 0 ? 1 : 0; };
        auto dneg = [&](int i) { return lines.onAntiDiagonal(i) > 0 ? 1 : 0; };
        QStringList idx;
        for (int i = 0; i < 2 * n - 1; ++i)
            idx << QString::number(i);
        y = text(p, y, tr("Flag arrays (filled = taken):"), true);
        y = cellRow(p, y, QStringLiteral("col[c]"), n, col, idx, cc);
        y = cellRow(p, y, QStringLiteral("dpos[r+c]"), 2 * n - 1, dpos, idx, cr >= 0 ? cr + cc : -1);
        y = cellRow(p, y, QStringLiteral("dneg[r-c+n-1]"), 2 * n - 1, dneg, idx,
                    cr >= 0 ? cr - cc + n - 1 : -1);
        if (cr >= 0)
            text(p, y, tr("Outlined: the three flags that row %1, column %2 looks at.")
                               .arg(cr + 1)
                               .arg(cc + 1));
        break;
    }
    case AlgorithmId::Bitmask: {
        const Masks m = masksFor(s);
        const quint64 full = n >= 64 ? ~quint64(0) : ((quint64(1) << n) - 1);
        const quint64 free = ~(m.left | m.down | m.right) & full;
        auto bits = [](quint64 v) { return [v](int i) { return int((v >> i) & 1u); }; };
        QStringList ones;
        for (int i = 0; i < n; ++i)
            ones << QString::number(i);
        y = text(p, y, tr("Masks for row %1 (bit c = column c, set = attacked):")
                               .arg(std::min(s.depth(), n - 1) + 1),
                 true);
        y = cellRow(p, y, QStringLiteral("left"), n, bits(m.left), ones);
        y = cellRow(p, y, QStringLiteral("down"), n, bits(m.down), ones);
        y = cellRow(p, y, QStringLiteral("right"), n, bits(m.right), ones);
        y = cellRow(p, y, QStringLiteral("free"), n, bits(free), ones);
        text(p, y, tr("free = ~(left | down | right): %n square(s) to try.", nullptr,
                      std::popcount(free)));
        break;
    }
    case AlgorithmId::BreadthFirst:
    case AlgorithmId::DepthFirstStack: {
        const bool queue = m_algorithm == AlgorithmId::BreadthFirst;
        qint64 total = 0, most = 1;
        for (const qint64 v : s.frontier) {
            total += std::max<qint64>(v, 0);
            most = std::max(most, v);
        }
        y = text(p, y,
                 queue ? tr("Boards waiting in the queue: %L1").arg(total)
                       : tr("Boards waiting on the stack: %L1").arg(total),
                 true);
        const QFontMetrics fm(font());
        const qreal labelW = fm.horizontalAdvance(tr("%1 queens").arg(n)) + 16;
        const int rows = int(s.frontier.size());
        const qreal h = std::clamp<qreal>((height() - y - kPad) / std::max(rows, 1), 6, 24);
        for (int d = 0; d < rows; ++d) {
            const qint64 v = std::max<qint64>(s.frontier[std::size_t(d)], 0);
            const QRectF row(kPad, y, width() - 2 * kPad, h - 2);
            p.setPen(palette().color(QPalette::WindowText));
            if (h >= fm.height() * 0.8)
                p.drawText(QRectF(row.left(), row.top(), labelW, row.height()),
                           Qt::AlignLeft | Qt::AlignVCenter, tr("%n queen(s)", nullptr, d));
            const qreal barMax = row.width() - labelW - 80;
            const QRectF bar(row.left() + labelW, row.top(), barMax * double(v) / double(most),
                             row.height());
            p.fillRect(bar, m_theme.consider);
            if (h >= fm.height() * 0.8)
                p.drawText(QRectF(bar.right() + 6, row.top(), 80, row.height()),
                           Qt::AlignLeft | Qt::AlignVCenter, locale.toString(v));
            y += h;
        }
        break;
    }
    case AlgorithmId::Domination: {
        const int k = m_dominationQueens;
        // The most squares one queen covers: a queen near the centre.
        int most = 0;
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                int reach = 0;
                BoardModel::forEachLineSquare(n, { r, c }, [&](Square) { ++reach; });
                most = std::max(most, reach);
            }
        }
        const int left = std::max(0, k - int(s.queens().size()));
        y = text(p, y, tr("Queens on the board: %1 of %2").arg(s.queens().size()).arg(k), true);
        y = text(p, y, tr("Uncovered squares: %L1 of %L2").arg(s.uncovered()).arg(n * n));
        y = text(p, y, tr("Queens left: %1, covering at most %1 × %2 = %3 squares.")
                               .arg(left)
                               .arg(most)
                               .arg(left * most));
        QStringList texts;
        for (const Square &q : s.queens())
            texts << QStringLiteral("%1,%2").arg(q.row + 1).arg(q.col + 1);
        for (int i = int(s.queens().size()); i < k; ++i)
            texts << QStringLiteral("·");
        y += 4;
        y = cellRow(p, y, tr("queens (row,col)"), k,
                    [&](int i) { return i < int(s.queens().size()) ? 1 : 0; }, texts);
        if (s.last.kind == EventKind::Consider && s.last.byRow >= 0)
            text(p, y, tr("The first uncovered square: row %1, column %2 (dashed).")
                               .arg(s.last.byRow + 1)
                               .arg(s.last.byCol + 1));
        break;
    }
    case AlgorithmId::MinConflicts: {
        int attacked = 0;
        for (const Square &q : s.queens()) {
            if (s.model.isQueenAttacked(q))
                ++attacked;
        }
        y = text(p, y, tr("Queens under attack: %L1 of %L2").arg(attacked).arg(n), true);
        text(p, y, tr("Moves so far: %L1").arg(s.counters.backtracks));
        break;
    }
    default: {
        // The enumerations and the checking backtrackers: the array of columns itself.
        const bool enumeration = m_algorithm == AlgorithmId::BruteForce
                || m_algorithm == AlgorithmId::BranchColumns
                || m_algorithm == AlgorithmId::Permutations;
        y = text(p, y,
                 enumeration ? tr("The candidate board, as columns row by row:")
                             : tr("x[row] = the column of each row's queen:"),
                 true);
        QStringList texts;
        for (int r = 0; r < n; ++r)
            texts << (s.board()[std::size_t(r)] >= 0 ? QString::number(s.board()[std::size_t(r)] + 1)
                                                   : QStringLiteral("·"));
        y = cellRow(p, y, QStringLiteral("x"), n,
                    [&](int i) { return s.board()[std::size_t(i)] >= 0 ? 1 : 0; }, texts, cr);
        if (enumeration) {
            double all = 1;
            for (int i = 1; i <= n; ++i)
                all *= m_algorithm == AlgorithmId::BruteForce ? n : i;
            text(p, y, tr("Complete boards checked: %L1 of %L2").arg(s.counters.boards).arg(all, 0, 'f', 0));
        }
        break;
    }
    }
}

} // namespace nq
