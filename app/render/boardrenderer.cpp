// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardrenderer.h"

#include <QFile>
#include <QHash>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>
#include <memory>

namespace nq {

namespace {

QSvgRenderer *queenRenderer(const Theme &theme)
{
    // One renderer per queen colour, made on first use (GUI thread or CLI only).
    static QHash<QRgb, std::shared_ptr<QSvgRenderer>> renderers;
    auto &r = renderers[theme.queen.rgba() ^ (theme.queenOutline.rgba() << 1)];
    if (!r)
        r = std::make_shared<QSvgRenderer>(BoardRenderer::queenSvg(theme));
    return r.get();
}

} // namespace

QByteArray BoardRenderer::queenSvg(const Theme &theme)
{
    QFile file(QStringLiteral(":/nqueens/queen.svg"));
    QByteArray svg;
    if (file.open(QIODevice::ReadOnly))
        svg = file.readAll();
    svg.replace("#1d1d27", theme.queen.name().toLatin1());
    svg.replace("#ffffff", theme.queenOutline.name().toLatin1());
    return svg;
}

bool BoardRenderer::queenAttacked(const Placement &board, int row)
{
    const int c = board[std::size_t(row)];
    if (c < 0)
        return false;
    for (int r = 0; r < int(board.size()); ++r) {
        const int d = board[std::size_t(r)];
        if (r != row && d >= 0 && attackBetween({ row, c }, { r, d }) != ConflictReason::None)
            return true;
    }
    return false;
}

bool BoardRenderer::squareAttacked(const Placement &board, int row, int col)
{
    if (board[std::size_t(row)] == col)
        return false;
    for (int r = 0; r < int(board.size()); ++r) {
        const int d = board[std::size_t(r)];
        if (d >= 0 && attackBetween({ row, col }, { r, d }) != ConflictReason::None)
            return true;
    }
    return false;
}

BoardRenderer::Lines::Lines(const Placement &board)
    : m_board(board)
    , m_n(int(board.size()))
    , m_row(board.size(), 0)
    , m_col(board.size(), 0)
    , m_dpos(2 * board.size(), 0)
    , m_dneg(2 * board.size(), 0)
{
    for (int r = 0; r < m_n; ++r) {
        const int c = board[std::size_t(r)];
        if (c < 0)
            continue;
        ++m_row[std::size_t(r)];
        ++m_col[std::size_t(c)];
        ++m_dpos[std::size_t(r + c)];
        ++m_dneg[std::size_t(r - c + m_n - 1)];
    }
}

bool BoardRenderer::Lines::squareAttacked(int row, int col) const
{
    if (m_board[std::size_t(row)] == col)
        return false;
    return m_row[std::size_t(row)] + m_col[std::size_t(col)] + m_dpos[std::size_t(row + col)]
            + m_dneg[std::size_t(row - col + m_n - 1)]
            > 0;
}

bool BoardRenderer::Lines::queenAttacked(int row) const
{
    const int c = m_board[std::size_t(row)];
    return c >= 0
            && (m_col[std::size_t(c)] > 1 || m_dpos[std::size_t(row + c)] > 1
                || m_dneg[std::size_t(row - c + m_n - 1)] > 1);
}

qreal BoardRenderer::margin(const BoardPicture &picture)
{
    return picture.coordinates ? 0.6 : 0.15;
}

BoardRenderer::Marks::Marks(const BoardPicture &picture)
    : m_n(int(picture.board.size())), m_squareSet(picture.squareSet)
{
    const std::size_t n = std::size_t(m_n);
    if (m_squareSet) {
        m_cover.assign(n * n, 0);
        for (const Square &q : picture.queens) {
            if (q.row < 0 || q.row >= m_n || q.col < 0 || q.col >= m_n)
                continue;
            m_queens.push_back(q);
            for (int r = 0; r < m_n; ++r) {
                for (int c = 0; c < m_n; ++c) {
                    if (r == q.row || c == q.col || r - c == q.row - q.col || r + c == q.row + q.col)
                        ++m_cover[std::size_t(r * m_n + c)];
                }
            }
        }
        std::sort(m_queens.begin(), m_queens.end(), [](Square a, Square b) {
            return a.row != b.row ? a.row < b.row : a.col < b.col;
        });
        return;
    }
    m_colOf.assign(n, -1);
    m_row.assign(n, 0);
    m_col.assign(n, 0);
    m_dpos.assign(2 * n, 0);
    m_dneg.assign(2 * n, 0);
    m_full = m_n > 0;
    for (int r = 0; r < m_n; ++r) {
        const int c = picture.board[std::size_t(r)];
        if (c < 0) {
            m_full = false;
            continue;
        }
        m_queens.push_back({ r, c });
        m_colOf[std::size_t(r)] = c;
        ++m_row[std::size_t(r)];
        ++m_col[std::size_t(c)];
        ++m_dpos[std::size_t(r + c)];
        ++m_dneg[std::size_t(r - c + m_n - 1)];
    }
}

bool BoardRenderer::Marks::attacked(int row, int col) const
{
    if (m_squareSet) {
        const bool queen = std::any_of(m_queens.begin(), m_queens.end(),
                                       [&](Square q) { return q.row == row && q.col == col; });
        return !queen && m_cover[std::size_t(row * m_n + col)] > 0;
    }
    if (m_colOf[std::size_t(row)] == col)
        return false; // the queen of this row stands here
    return m_row[std::size_t(row)] + m_col[std::size_t(col)] + m_dpos[std::size_t(row + col)]
            + m_dneg[std::size_t(row - col + m_n - 1)]
            > 0;
}

bool BoardRenderer::Marks::uncovered(int row, int col) const
{
    return m_squareSet && m_cover[std::size_t(row * m_n + col)] == 0;
}

bool BoardRenderer::Marks::queenAttacked(Square q) const
{
    if (m_squareSet)
        return false;
    return m_col[std::size_t(q.col)] > 1 || m_dpos[std::size_t(q.row + q.col)] > 1
            || m_dneg[std::size_t(q.row - q.col + m_n - 1)] > 1;
}

QImage BoardRenderer::squaresImage(const BoardPicture &picture, const Marks &marks, bool withQueens)
{
    const int n = int(picture.board.size());
    const Theme &t = picture.theme;
    QImage image(n, n, QImage::Format_RGB32);
    auto blend = [](QRgb base, const QColor &tint, qreal a) {
        return qRgb(int(qRed(base) * (1 - a) + tint.red() * a),
                    int(qGreen(base) * (1 - a) + tint.green() * a),
                    int(qBlue(base) * (1 - a) + tint.blue() * a));
    };
    const QRgb light = t.lightSquare.rgb(), dark = t.darkSquare.rgb();
    const QRgb lightAttacked = blend(light, t.attack, 0.4), darkAttacked = blend(dark, t.attack, 0.4);
    const QRgb lightUncovered = blend(light, t.uncovered, 0.35),
               darkUncovered = blend(dark, t.uncovered, 0.35);
    const bool full = marks.full();
    for (int r = 0; r < n; ++r) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(r));
        for (int c = 0; c < n; ++c) {
            const bool isLight = ((r + c) & 1) == 0;
            QRgb px = isLight ? light : dark;
            if (picture.attacks && !full && marks.attacked(r, c))
                px = isLight ? lightAttacked : darkAttacked;
            else if (picture.attacks && marks.uncovered(r, c))
                px = isLight ? lightUncovered : darkUncovered;
            line[c] = px;
        }
    }
    if (withQueens) {
        for (const Square &q : marks.queens())
            image.setPixel(q.col, q.row, picture.attacks && marks.queenAttacked(q) ? t.conflict.rgb()
                                                                                  : t.queen.rgb());
    }
    return image;
}

qreal BoardRenderer::extent(const BoardPicture &picture)
{
    return qreal(picture.board.size()) + 2 * margin(picture);
}

void BoardRenderer::paint(QPainter *painter, const QRectF &target, const BoardPicture &picture)
{
    const int n = int(picture.board.size());
    if (n == 0)
        return;
    const Theme &t = picture.theme;
    const qreal side = std::min(target.width(), target.height());
    const qreal s = side / extent(picture);
    const QPointF origin(target.center().x() - side / 2 + margin(picture) * s,
                         target.center().y() - side / 2 + margin(picture) * s);
    auto square = [&](int r, int c) { return QRectF(origin.x() + c * s, origin.y() + r * s, s, s); };

    painter->save();
    if (!picture.transparent)
        painter->fillRect(QRectF(target.center().x() - side / 2, target.center().y() - side / 2,
                                 side, side),
                          t.background);
    const Marks marks(picture);
    const bool full = marks.full();
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (n > kVectorUpTo) {
        // One pixel per square, queens included, scaled up without smoothing.
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(QRectF(origin, QSizeF(n * s, n * s)), squaresImage(picture, marks, true));
    }
    for (int r = 0; r < n && n <= kVectorUpTo; ++r) {
        for (int c = 0; c < n; ++c) {
            painter->fillRect(square(r, c), ((r + c) & 1) == 0 ? t.lightSquare : t.darkSquare);
            if (picture.attacks && !full && marks.attacked(r, c)) {
                QColor tint = t.attack;
                tint.setAlpha(100);
                painter->fillRect(square(r, c), tint);
            }
            if (picture.attacks && marks.uncovered(r, c)) {
                QColor tint = t.uncovered;
                tint.setAlpha(80);
                painter->fillRect(square(r, c), tint);
            }
        }
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(t.coordinates, std::max(1.0, s * 0.02)));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(origin, QSizeF(n * s, n * s)));
    if (picture.attacks && !full && n <= kVectorUpTo) {
        painter->setPen(QPen(t.attack.darker(150), s * 0.045, Qt::SolidLine, Qt::RoundCap));
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                if (marks.uncovered(r, c)) {
                    painter->save();
                    painter->setPen(QPen(t.uncovered.darker(130), s * 0.07));
                    const qreal inset = s * 0.32;
                    painter->drawEllipse(square(r, c).adjusted(inset, inset, -inset, -inset));
                    painter->restore();
                }
                if (!marks.attacked(r, c))
                    continue;
                const QPointF o = square(r, c).center();
                const qreal a = s * 0.13;
                painter->drawLine(o + QPointF(-a, -a), o + QPointF(a, a));
                painter->drawLine(o + QPointF(-a, a), o + QPointF(a, -a));
            }
        }
    }
    QSvgRenderer *queen = queenRenderer(t);
    for (const Square &q : marks.queens()) {
        if (n > kVectorUpTo)
            break; // in the image
        const QRectF sq = square(q.row, q.col);
        if (picture.attacks && marks.queenAttacked(q)) {
            QBrush hatch(t.conflict, Qt::BDiagPattern);
            QTransform scale;
            scale.scale(s / 14.0, s / 14.0);
            hatch.setTransform(scale);
            painter->fillRect(sq, hatch);
            painter->setPen(QPen(t.conflict, s * 0.07));
            painter->drawRect(sq.adjusted(s * 0.035, s * 0.035, -s * 0.035, -s * 0.035));
        }
        queen->render(painter, sq.adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08));
    }
    if (picture.coordinates) {
        QFont font = painter->font();
        font.setPixelSize(std::max(6, int(s * 0.32)));
        painter->setFont(font);
        painter->setPen(t.coordinates);
        const qreal m = margin(picture) * s;
        const int every = n > 40 ? 5 : 1;
        for (int i = 0; i < n; ++i) {
            if (i != 0 && (i + 1) % every != 0)
                continue;
            const QString label = QString::number(i + 1);
            painter->drawText(QRectF(origin.x() - m, origin.y() + i * s, m * 0.85, s),
                              Qt::AlignRight | Qt::AlignVCenter, label);
            painter->drawText(QRectF(origin.x() + i * s, origin.y() - m, s, m * 0.9),
                              Qt::AlignHCenter | Qt::AlignBottom, label);
        }
    }
    painter->restore();
}

QImage BoardRenderer::image(const BoardPicture &picture, int pixels)
{
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paint(&painter, QRectF(0, 0, pixels, pixels), picture);
    return image;
}

} // namespace nq
