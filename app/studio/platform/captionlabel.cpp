// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/captionlabel.h"

#include <QResizeEvent>

namespace nq {

CaptionLabel::CaptionLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
}

void CaptionLabel::setText(const QString &text)
{
    if (text == this->text())
        return;
    QLabel::setText(text);
    fit();
}

void CaptionLabel::fitLines(int lines, int largestPx, int leastPx)
{
    m_lines = lines;
    m_largestPx = largestPx;
    m_leastPx = std::min(leastPx, largestPx);
    if (lines <= 0) {
        setMinimumHeight(0);
        setMaximumHeight(QWIDGETSIZE_MAX);
        return;
    }
    setFixedHeight(fittedHeight());
    fit();
}

int CaptionLabel::fittedHeight() const
{
    QFont largest = font();
    largest.setPixelSize(std::max(1, m_largestPx));
    return QFontMetrics(largest).lineSpacing() * m_lines + 2 * margin() + 4;
}

void CaptionLabel::fit()
{
    if (m_lines <= 0 || width() <= 0)
        return;
    QFont f = font();
    for (int px = m_largestPx; px >= m_leastPx; --px) {
        f.setPixelSize(px);
        setFont(f);
        if (heightForWidth(width()) <= height() || px == m_leastPx)
            break;
    }
}

void CaptionLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    if (event->oldSize().width() != event->size().width())
        fit();
}

} // namespace nq
