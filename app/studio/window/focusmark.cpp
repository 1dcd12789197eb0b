// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/focusmark.h"

#include "window/focusring.h"

#include <QApplication>
#include <QEvent>
#include <QPainter>

namespace nq {

FocusMark::FocusMark(QWidget *window) : QWidget(window)
{
    setObjectName(QStringLiteral("focusMark"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    connect(qApp, &QApplication::focusChanged, this,
            [this](QWidget *, QWidget *now) { follow(now); });
    window->installEventFilter(this); // the window resized: the control moved
}

void FocusMark::setThickness(int pixels)
{
    m_thickness = std::max(1, pixels);
    place();
}

void FocusMark::follow(QWidget *now)
{
    // The control and every widget holding it: a dock or a scroll area that moves it sends
    // the event to itself, not to the control.
    for (QWidget *w = m_target; w && w != parentWidget(); w = w->parentWidget())
        w->removeEventFilter(this);
    m_target = now && now != this && now->window() == parentWidget() ? now : nullptr;
    for (QWidget *w = m_target; w && w != parentWidget(); w = w->parentWidget())
        w->installEventFilter(this);
    place();
}

void FocusMark::place()
{
    QWidget *window = parentWidget();
    if (!m_target || !m_target->isVisible()) {
        hide();
        return;
    }
    // The part of the control on screen (a panel in a scroll area, partly scrolled out).
    const QRect inner = FocusRing::seenRect(window, m_target);
    if (inner.isEmpty()) {
        hide();
        return;
    }
    // The frame lies on the control's edge, half outside, within the window.
    const int out = (m_thickness + 1) / 2;
    const QRect outer = inner.adjusted(-out, -out, out, out) & window->rect();
    const QRect hole = outer.adjusted(m_thickness, m_thickness, -m_thickness, -m_thickness);
    setGeometry(outer);
    QRegion frame(rect());
    if (hole.isValid())
        frame -= QRegion(hole.translated(-outer.topLeft()));
    setMask(frame);
    raise();
    show();
    update();
}

void FocusMark::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Highlight));
}

bool FocusMark::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
    case QEvent::Hide:
    case QEvent::LayoutRequest:
        if (watched == parentWidget() || m_target)
            place();
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace nq
