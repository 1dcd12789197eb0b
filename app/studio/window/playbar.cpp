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

#include <algorithm>

namespace nq {

PlayBar::PlayBar(ActionSet *actions, Transport *transport, QWidget *parent)
    : QToolBar(parent), m_transport(transport)
{
    setObjectName(QStringLiteral("playBar"));
    setMovable(false);
    setPresenting(false);
    actions->fillPlayBar(this);
    m_predict = actions->action(ActionId::Predict);
    m_spares = { actions->action(ActionId::NextBacktrack), actions->action(ActionId::NextSolution),
                 m_predict };
    // Predict turned on needs its switch on the bar: fitted again, nothing else dropping it.
    connect(m_predict, &QAction::toggled, this, [this](bool on) {
        if (on && m_fitWidth > 0 && m_leftOut.contains(m_predict))
            fitWidth(m_fitWidth, m_fitIcons);
    });
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
    m_all = this->actions();
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
    m_predictShown = shown;
    m_leftOut.clear();
    m_fitWidth = 0;
    applyLeftOut();
}

bool PlayBar::spareShown() const
{
    return shows(m_predict);
}

bool PlayBar::shows(const QAction *action) const
{
    return actions().contains(action);
}

void PlayBar::fitWidth(int width, const QList<int> &iconSizes)
{
    m_fitWidth = width;
    m_fitIcons = iconSizes;
    m_leftOut.clear();
    for (;;) {
        applyLeftOut();
        for (const int icon : iconSizes) {
            setIconSize(QSize(icon, icon));
            if (sizeHint().width() <= width)
                return;
        }
        const auto next = std::find_if(m_spares.begin(), m_spares.end(), [this](QAction *a) {
            return !m_leftOut.contains(a) && shows(a) && !a->isChecked();
        });
        if (next == m_spares.end())
            return; // the smallest icons, and nothing more to spare
        m_leftOut << *next;
    }
}

void PlayBar::applyLeftOut()
{
    QList<QAction *> wanted;
    bool group = false; // whether the group before the next separator kept an action
    for (QAction *a : std::as_const(m_all)) {
        if (a->isSeparator()) {
            if (group)
                wanted << a;
            group = false;
        } else if (!m_leftOut.contains(a) && (a != m_predict || m_predictShown)) {
            wanted << a;
            group = true;
        }
    }
    if (wanted == actions())
        return;
    for (QAction *a : actions()) {
        if (!wanted.contains(a))
            removeAction(a);
    }
    // From the end: each missing action goes before the next one already there.
    QAction *before = nullptr;
    for (qsizetype i = wanted.size() - 1; i >= 0; --i) {
        QAction *a = wanted.at(i);
        if (!actions().contains(a))
            insertAction(before, a);
        before = a;
    }
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
