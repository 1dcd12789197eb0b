// SPDX-License-Identifier: GPL-3.0-or-later
#include "steppicture.h"

#include "boardpainter.h"

#include <QJsonArray>

#include <algorithm>

namespace nq {

namespace {
bool sameMark(const MarkPolicy::SquareMark &a, const MarkPolicy::SquareMark &b)
{
    return a.tint == b.tint && a.heat == b.heat && a.figure == b.figure && a.badge == b.badge
        && a.conflict == b.conflict;
}
std::vector<Square> sortedQueens(const std::vector<Square> &queens)
{
    std::vector<Square> out = queens;
    std::sort(out.begin(), out.end(),
              [](Square a, Square b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
    return out;
}
} // namespace

StepPicture StepPicture::of(const BoardModel &model, bool squareSet, const StepMarks &step,
                            const MarkOptions &options)
{
    StepPicture p;
    p.m_model = std::make_shared<const BoardModel>(model);
    p.m_squareSet = squareSet;
    p.m_options = options;
    const MarkPolicy policy(*p.m_model, squareSet, options);
    p.m_hottest = policy.hottest();
    p.m_shapes = policy.shapes(step);
    const int n = model.n();
    if (n <= BoardPainter::kImageAbove) {
        p.m_squares.reserve(std::size_t(n) * std::size_t(n));
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c)
                p.m_squares.push_back(policy.at({ r, c }));
        }
    }
    return p;
}

const BoardModel &StepPicture::model() const
{
    static const BoardModel empty;
    return m_model ? *m_model : empty;
}

MarkPolicy::SquareMark StepPicture::at(Square square) const
{
    const int n = this->n();
    if (square.row < 0 || square.col < 0 || square.row >= n || square.col >= n)
        return {};
    if (!m_squares.empty())
        return m_squares[std::size_t(square.row) * std::size_t(n) + std::size_t(square.col)];
    return MarkPolicy(*m_model, m_squareSet, m_options).at(square);
}

QColor StepPicture::fill(const Theme &theme, Square square) const
{
    const MarkPolicy::SquareMark mark = at(square);
    return MarkPolicy::tinted(theme, BoardPainter::squareColour(theme, square.row, square.col),
                              mark.tint, mark.heat, m_hottest);
}

int StepPicture::countedRow() const
{
    const int row = m_options.countedRow;
    return m_squareSet || row < 0 || row >= n() ? -1 : row;
}

QJsonObject StepPicture::toJson() const
{
    const int n = this->n();
    QJsonArray queenList;
    for (const Square &q : sortedQueens(queens()))
        queenList.append(QJsonArray { q.row, q.col });
    QJsonArray marks;
    for (int r = 0; r < n && n <= BoardPainter::kImageAbove; ++r) {
        for (int c = 0; c < n; ++c) {
            const MarkPolicy::SquareMark m = at({ r, c });
            const int flags = (m.badge ? 1 : 0) | (m.conflict ? 2 : 0);
            if (m.tint == MarkPolicy::Tint::Plain && m.figure < 0 && flags == 0)
                continue;
            marks.append(QJsonArray { r, c, int(m.tint), m.figure, flags });
        }
    }
    QJsonArray shapes;
    for (const StepMarks::Shape &s : m_shapes)
        shapes.append(
            QJsonArray { int(s.kind), s.square.row, s.square.col, s.from.row, s.from.col });
    QJsonObject o;
    o.insert(QStringLiteral("n"), n);
    o.insert(QStringLiteral("set"), m_squareSet);
    o.insert(QStringLiteral("queens"), queenList);
    o.insert(QStringLiteral("marks"), marks);
    o.insert(QStringLiteral("hot"), m_hottest);
    o.insert(QStringLiteral("shapes"), shapes);
    return o;
}

bool operator==(const StepPicture &a, const StepPicture &b)
{
    if (a.n() != b.n() || a.m_squareSet != b.m_squareSet
        || sortedQueens(a.queens()) != sortedQueens(b.queens()) || a.m_shapes != b.m_shapes
        || a.m_hottest != b.m_hottest || a.countedRow() != b.countedRow())
        return false;
    if (a.m_squares.empty() || b.m_squares.empty())
        return a.m_options == b.m_options;
    return std::equal(a.m_squares.begin(), a.m_squares.end(), b.m_squares.begin(),
                      b.m_squares.end(), sameMark);
}

} // namespace nq
