// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/playbar.h"

#include "actions/actionset.h"
#include "playback/transport.h"

#include <QGridLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>

namespace nq {

PlayBar::PlayBar(ActionSet *actions, Transport *transport, QWidget *parent)
    : QToolBar(parent), m_transport(transport)
{
    setObjectName(QStringLiteral("playBar"));
    setMovable(false);
    setPresenting(false);
    actions->fillPlayBar(this);
    m_spare = actions->action(ActionId::Predict);
    const QList<QAction *> all = this->actions();
    const qsizetype at = all.indexOf(m_spare);
    m_spareGap = at >= 0 && at + 1 < all.size() ? all.at(at + 1) : nullptr;
    // The speed: its slider with the words under it, as the buttons have theirs.
    auto *speed = new QWidget(this);
    auto *grid = new QGridLayout(speed);
    grid->setContentsMargins(8, 0, 8, 0);
    grid->setVerticalSpacing(2);
    m_speedTitle = new QLabel(speed);
    m_speedSlider = new QSlider(Qt::Horizontal, speed);
    m_speedSlider->setRange(0, Transport::speedLevels() - 1);
    m_speedSlider->setPageStep(1);
    m_speedSlider->setFixedWidth(160);
    m_speedSlider->setFocusPolicy(Qt::TabFocus);
    m_speedTitle->setBuddy(m_speedSlider);
    m_speedLabel = new QLabel(speed);
    m_speedLabel->setAlignment(Qt::AlignCenter);
    grid->addWidget(m_speedTitle, 0, 0);
    grid->addWidget(m_speedSlider, 0, 1);
    grid->addWidget(m_speedLabel, 1, 0, 1, 2);
    speed->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    m_speed = addWidget(speed);
    setTransport(transport);
}

void PlayBar::setTransport(Transport *transport)
{
    for (const QMetaObject::Connection &c : std::as_const(m_bound))
        disconnect(c);
    m_transport = transport;
    m_bound
        = { connect(m_speedSlider, &QSlider::valueChanged, transport, &Transport::setSpeedLevel),
            connect(transport, &Transport::speedChanged, this, &PlayBar::showSpeed) };
    showSpeed(transport->speedLevel());
}

void PlayBar::showSpeed(int level)
{
    const QSignalBlocker block(m_speedSlider);
    m_speedSlider->setValue(level);
    m_speedLabel->setText(Transport::speedLabel(level));
}

void PlayBar::setPresenting(bool on)
{
    // Words under the icons: narrow enough that nothing falls into an overflow menu at 1024
    // pixels; a projector shows big icons alone (their names are in the tooltips), under a
    // board of 1024 x 768 with the speed beside them.
    setToolButtonStyle(on ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextUnderIcon);
    setIconSize(on ? QSize(40, 40) : QSize(24, 24));
    if (m_speedSlider) // (not yet made when the bar starts at the desk)
        m_speedSlider->setFixedWidth(on ? 120 : 160);
}

void PlayBar::setSpareShown(bool shown)
{
    if (shown == spareShown())
        return;
    if (!shown) {
        removeAction(m_spare);
        if (m_spareGap)
            removeAction(m_spareGap);
        return;
    }
    insertAction(m_speed, m_spare);
    if (m_spareGap)
        insertAction(m_speed, m_spareGap);
}

bool PlayBar::spareShown() const
{
    return actions().contains(m_spare);
}

void PlayBar::retranslate()
{
    setWindowTitle(tr("Playback"));
    m_speedTitle->setText(tr("Spee&d:"));
    m_speedSlider->setAccessibleName(tr("Speed"));
    showSpeed(m_transport->speedLevel());
}

QList<QWidget *> PlayBar::focusChain() const
{
    // The playback buttons, then the speed: Tab reaches each, Space or Enter presses it.
    QList<QWidget *> chain;
    for (QAction *action : actions()) {
        if (auto *button = qobject_cast<QToolButton *>(widgetForAction(action))) {
            button->setFocusPolicy(Qt::TabFocus);
            chain << button;
        }
    }
    return chain << m_speedSlider;
}

} // namespace nq
