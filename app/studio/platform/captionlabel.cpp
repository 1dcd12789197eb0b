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
    keepSteady();
}

void CaptionLabel::fitLines(int lines, int largestPx, int leastPx)
{
    m_lines = lines;
    m_largestPx = largestPx;
    m_leastPx = std::min(leastPx, largestPx);
    if (lines <= 0) {
        setMinimumHeight(0);
        setMaximumHeight(QWIDGETSIZE_MAX);
        keepSteady();
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

void CaptionLabel::setLeastLines(int lines)
{
    m_least = std::max(0, lines);
    keepSteady();
}

void CaptionLabel::setSteadyLines(int lines)
{
    lines = std::max(0, lines);
    if (lines == m_steady)
        return;
    if (m_steady == 0)
        m_base = font(); // the font it is given, kept while steady words shrink it
    m_steady = lines;
    m_room = 0;
    if (m_steady == 0) {
        m_shaping = true;
        setFont(m_base);
        m_shaping = false;
        setMaximumHeight(QWIDGETSIZE_MAX);
    }
    keepSteady();
}

void CaptionLabel::keepSteady()
{
    if (m_lines > 0 || m_shaping)
        return; // fitting keeps its own height
    m_shaping = true;
    if (m_steady <= 0) {
        setMinimumHeight(m_least > 0 ? fontMetrics().height() * m_least + 8 : 0);
    } else {
        // A fixed room of its lines at the font it was given; words that need more take a
        // smaller font, down to three fifths.
        const int room = QFontMetrics(m_base).height() * std::max(m_least, m_steady) + 8;
        const int largest = QFontInfo(m_base).pixelSize();
        const int least = std::max(1, largest * 3 / 5);
        QFont f = m_base;
        int needed = room;
        for (int px = largest; px >= least; --px) {
            f.setPixelSize(px);
            setFont(f);
            needed = width() > 0 ? heightForWidth(width()) : room;
            if (needed <= room)
                break;
        }
        // Words longer still make the room grow, and it stays grown (the board moves once).
        m_room = std::max({ m_room, room, needed });
        setFixedHeight(m_room);
    }
    m_shaping = false;
}

void CaptionLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange && !m_shaping) {
        if (m_steady > 0) {
            m_base = font(); // a new font from outside (the desk's scale)
            m_room = 0;
        }
        keepSteady();
    }
}

void CaptionLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    if (event->oldSize().width() != event->size().width()) {
        m_room = 0; // measured again at this width
        fit();
        keepSteady();
    }
}

} // namespace nq
