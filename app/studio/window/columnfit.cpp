// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/columnfit.h"

#include "panels/algorithmdataview.h"
#include "panels/counterspanel.h"
#include "panels/pseudocodeview.h"
#include "platform/captionlabel.h"

#include <QFontMetrics>
#include <QLayout>
#include <QMargins>
#include <QStyle>

#include <algorithm>

namespace nq {

QFont ColumnFit::font(int bodyPx, bool code, int leastPx) const
{
    QFont font = code ? PseudocodeView::codeFont() : m_parts.window->font();
    font.setPixelSize(code ? std::max(leastPx, bodyPx - 1) : bodyPx);
    return font;
}

int ColumnFit::captionPx(int bodyPx)
{
    return int(bodyPx * 1.4 + 0.5);
}

QList<int> ColumnFit::heights(int bodyPx, int width, int room, int leastPx) const
{
    // Measured in the fonts asked for, set on the panels only once chosen (the counters, a
    // grid of labels, are measured in their own).
    const QFont body = font(bodyPx, false, leastPx);
    QFont largest = m_parts.caption->font();
    largest.setPixelSize(captionPx(bodyPx));
    const QMargins box = m_parts.captionBox->layout()->contentsMargins();
    const int caption
        = QFontMetrics(largest).lineSpacing() * kCaptionLines + 4 + box.top() + box.bottom();
    // The code is measured at the width it will have: the column's less its dock's frame.
    // (Before the dock is laid out its frame is the style's.)
    const QWidget *dock = m_parts.pseudocode->parentWidget();
    const int styled = 2 * m_parts.window->style()->pixelMetric(QStyle::PM_DockWidgetFrameWidth);
    const int frame = std::max(styled, dock ? dock->width() - m_parts.pseudocode->width() : 0);
    const int code = m_parts.pseudocode->heightFor(width - frame, font(bodyPx, true, leastPx));
    const int data = m_parts.data->neededHeight(width, 0, body); // a frontier's bars at least
    // The counters in one column where they fit, else in two side by side.
    m_parts.counters->setFont(body);
    m_parts.counters->setColumns(1);
    int counters = m_parts.counters->sizeHint().height();
    if (caption + code + counters + data > room) {
        m_parts.counters->setColumns(2);
        if (m_parts.counters->sizeHint().width() + kDockSlack > width)
            m_parts.counters->setColumns(1);
        counters = m_parts.counters->sizeHint().height();
    }
    return { caption, code, counters, data };
}

int ColumnFit::bodyPx(int leastPx, int mostPx, int width, int room) const
{
    const auto fits = [&](int px) {
        const QList<int> p = heights(px, width, room, leastPx);
        return p[0] + p[1] + p[2] + p[3] <= room;
    };
    // Halving the sizes left: a size that fits is kept, the next tries larger.
    int low = leastPx, top = mostPx;
    while (low < top) {
        const int middle = (low + top + 1) / 2;
        if (fits(middle))
            low = middle;
        else
            top = middle - 1;
    }
    return low;
}

} // namespace nq
