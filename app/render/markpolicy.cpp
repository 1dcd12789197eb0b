// SPDX-License-Identifier: GPL-3.0-or-later
#include "markpolicy.h"

#include "boardpainter.h"

#include <algorithm>

namespace nq {

MarkOptions decideMarks(const ViewChoices &choices, const BoardFacts &facts)
{
    MarkOptions o;
    // A question the marks would answer waits: its verdict brings them back.
    o.attacks = choices.attacks && !facts.questionWaiting;
    o.heat = choices.heat && !facts.questionWaiting;
    o.attacksOnFullBoard = choices.attacksOnFullBoard;
    o.markQueens = facts.byHand && !facts.squareSet;
    o.fullConflicts = true; // every square of a full board is attacked: its conflicts say more
    o.squareConflicts = facts.squareSet && facts.independent;
    // Figures a class can read, on boards drawn square by square.
    o.countedRow = facts.n <= BoardPainter::kImageAbove ? facts.countedRow : -1;
    return o;
}

MarkPolicy::MarkPolicy(const BoardModel &model, bool squareSet, const MarkOptions &options)
    : m_model(&model), m_squareSet(squareSet), m_options(options),
      m_full(!squareSet && model.isFull())
{
    if (!squareSet || !options.heat || !options.attacks)
        return;
    const int n = model.n();
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            if (!model.hasQueen({ r, c }))
                m_hottest = std::max(m_hottest, model.cover({ r, c }));
        }
    }
}

Square MarkPolicy::countedQueen() const
{
    const int row = m_options.countedRow;
    if (m_squareSet || row < 0 || row >= n())
        return {};
    const int col = m_model->columnOf(row);
    return col < 0 ? Square {} : Square { row, col };
}

MarkPolicy::SquareMark MarkPolicy::at(Square s) const
{
    SquareMark mark;
    const BoardModel &m = *m_model;
    const MarkOptions &o = m_options;
    if (m_squareSet) {
        const int cover = m.cover(s);
        if (m.hasQueen(s)) {
            mark.conflict = o.squareConflicts && cover > 1;
        } else if (cover == 0) {
            mark.tint = o.attacks ? Tint::Uncovered : Tint::Plain;
        } else if (o.attacks) {
            mark.tint = o.heat ? Tint::Heat : Tint::Attacked;
            mark.heat = cover;
            mark.figure = o.heat ? cover : -1;
        }
        return mark;
    }
    if (m.hasQueen(s))
        mark.conflict = (o.markQueens || (m_full && o.fullConflicts)) && m.isQueenAttacked(s);
    else if (o.attacks && (!m_full || o.attacksOnFullBoard) && m.isAttacked(s))
        mark.tint = Tint::Attacked;
    if (s.row == o.countedRow) {
        mark.figure = m.attackersOf(s, countedQueen());
        mark.badge = true;
    }
    return mark;
}

QColor MarkPolicy::tinted(const Theme &theme, const QColor &base, Tint tint, int heat, int hottest)
{
    const auto blend = [&](const QColor &ink, qreal a) {
        return QColor::fromRgbF(base.redF() * (1 - a) + ink.redF() * a,
                                base.greenF() * (1 - a) + ink.greenF() * a,
                                base.blueF() * (1 - a) + ink.blueF() * a);
    };
    switch (tint) {
    case Tint::Plain:
        return base;
    case Tint::Attacked:
        return BoardPainter::attackedColour(theme, base);
    case Tint::Uncovered:
        return blend(theme.uncovered, 0.28);
    case Tint::Heat:
        return BoardPainter::heatColour(theme, base, heat, hottest);
    }
    return base;
}

QColor MarkPolicy::fill(const Theme &theme, Square s) const
{
    const SquareMark mark = at(s);
    return tinted(theme, BoardPainter::squareColour(theme, s.row, s.col), mark.tint, mark.heat,
                  m_hottest);
}

std::vector<StepMarks::Shape> MarkPolicy::shapes(const StepMarks &step) const
{
    const int n = this->n();
    std::vector<StepMarks::Shape> shapes = step.shapes(n);
    // A board no step led to (picked in the browser, put by hand, a run's end) shows what the
    // legend promises of any board: the frame of a solution, and where queens attack each
    // other, the dashed line from the attacker and its ring.
    if (step.last.kind != EventKind::Finished || m_squareSet || n > BoardPainter::kImageAbove)
        return shapes;
    const BoardModel &m = *m_model;
    if (m_full && m.attackedQueenCount() == 0) {
        shapes.push_back({ StepMarks::Shape::SolutionFrame, {}, {} });
        return shapes;
    }
    if (!m_options.markQueens && !(m_full && m_options.fullConflicts))
        return shapes;
    for (int r = 0; r < n; ++r) {
        const int c = m.columnOf(r);
        if (c < 0 || !m.isQueenAttacked({ r, c }))
            continue;
        for (int a = 0; a < r; ++a) { // the line from each queen above that attacks it
            const int ac = m.columnOf(a);
            if (ac >= 0 && attackBetween({ r, c }, { a, ac }) != ConflictReason::None) {
                shapes.push_back({ StepMarks::Shape::AttackLine, { r, c }, { a, ac } });
                shapes.push_back({ StepMarks::Shape::Attacker, { a, ac }, {} });
            }
        }
    }
    return shapes;
}

} // namespace nq
