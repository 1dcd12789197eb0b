// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback/playbar.h"

#include "playback/stepplayer.h"
#include "window/actionset.h"

#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

namespace nq {

PlayBar::PlayBar(ActionSet *actions, StepPlayer *player, QWidget *parent)
    : QToolBar(parent), m_player(player)
{
    setObjectName(QStringLiteral("playBar"));
    setMovable(false);
    setPresenting(false);
    actions->fillPlayBar(this);
    m_speedTitle = new QLabel(this);
    addWidget(m_speedTitle);
    m_speedSlider = new QSlider(Qt::Horizontal, this);
    m_speedSlider->setRange(0, StepPlayer::speedLevels() - 1);
    m_speedSlider->setPageStep(1);
    m_speedSlider->setFixedWidth(200);
    m_speedSlider->setFocusPolicy(Qt::NoFocus);
    addWidget(m_speedSlider);
    m_speedLabel = new QLabel(this);
    m_speedLabel->setMinimumWidth(
            fontMetrics().horizontalAdvance(tr("%L1 steps per second").arg(250000)) + 12);
    addWidget(m_speedLabel);
    showSpeed(player->speedLevel());
    connect(m_speedSlider, &QSlider::valueChanged, player, &StepPlayer::setSpeedLevel);
    connect(player, &StepPlayer::speedChanged, this, &PlayBar::showSpeed);
}

void PlayBar::showSpeed(int level)
{
    const QSignalBlocker block(m_speedSlider);
    m_speedSlider->setValue(level);
    m_speedLabel->setText(StepPlayer::speedLabel(level));
}

void PlayBar::setPresenting(bool on)
{
    setToolButtonStyle(on ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    setIconSize(on ? QSize(48, 48) : QSize(28, 28));
}

void PlayBar::retranslate()
{
    setWindowTitle(tr("Playback"));
    m_speedTitle->setText(tr("Speed:") + u' ');
    m_speedSlider->setAccessibleName(tr("Speed"));
    showSpeed(m_player->speedLevel());
}

} // namespace nq
