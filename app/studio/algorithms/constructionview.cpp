// SPDX-License-Identifier: GPL-3.0-or-later
// The construction by formula (Hoffman, Loessi and Moore; Bernhardsson): every row's column
// comes from a formula chosen by n mod 6, so each step says which one and with what i.
#include "algorithms/views.h"
#include "wordsof.h"

#include "solvers/construction.h"

namespace nq {
void ConstructionView::paintData(DataCanvas &c, const PlayState &s) const
{
    const int n = s.n;
    qreal y = DataCanvas::kPad;
    y = c.paragraph(y, ConstructionWords::caseText(n), true);
    QStringList texts;
    for (int r = 0; r < n; ++r)
        texts << (s.board()[std::size_t(r)] >= 0 ? QString::number(s.board()[std::size_t(r)] + 1)
                                                 : QStringLiteral("·"));
    c.cellRow(
        y, QStringLiteral("x"), n, [&](int i) { return s.board()[std::size_t(i)] >= 0 ? 1 : 0; },
        texts);
}

} // namespace nq
