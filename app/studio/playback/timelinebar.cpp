// SPDX-License-Identifier: GPL-3.0-or-later
#include "playback/timelinebar.h"

#include "playback/stepplayer.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

namespace nq {

namespace {
constexpr int kTimelineSteps = 1000000;
} // namespace

TimelineBar::TimelineBar(StepPlayer *player, QWidget *parent) : QWidget(parent), m_player(player)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, 0);
    m_slider->setFocusPolicy(Qt::NoFocus);
    m_label = new QLabel(this);
    m_label->setMinimumWidth(fontMetrics().horizontalAdvance(
            tr("Step %L1 of %L2 so far").arg(9999999).arg(99999999)));
    m_label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_title = new QLabel(this);
    layout->addWidget(m_title);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_label);

    connect(m_slider, &QSlider::sliderMoved, this, [this](int value) {
        m_label->setText(tr("Step %L1 of %L2").arg(toPosition(value)).arg(m_length));
    });
    connect(m_slider, &QSlider::sliderReleased, this,
            [this] { m_player->seek(toPosition(m_slider->value())); });
    connect(m_slider, &QSlider::actionTriggered, this, [this](int sliderAction) {
        if (sliderAction != QAbstractSlider::SliderMove)
            m_player->seek(toPosition(m_slider->sliderPosition()));
    });
    connect(player, &StepPlayer::timelineChanged, this, &TimelineBar::showPosition);
}

qint64 TimelineBar::toPosition(int value) const
{
    return qint64(double(value) / kTimelineSteps * double(m_length) + 0.5);
}

void TimelineBar::showPosition(qint64 position, qint64 length, bool final)
{
    m_length = std::max<qint64>(length, 1);
    if (!m_slider->isSliderDown()) {
        const QSignalBlocker block(m_slider);
        m_slider->setRange(0, kTimelineSteps);
        m_slider->setValue(int(double(position) / double(m_length) * kTimelineSteps));
    }
    m_label->setText(final ? tr("Step %L1 of %L2").arg(position).arg(length)
                           : tr("Step %L1 of %L2 so far").arg(position).arg(length));
}

void TimelineBar::retranslate()
{
    m_title->setText(tr("Timeline:"));
    m_slider->setAccessibleName(tr("Timeline"));
    showPosition(m_player->position(), m_player->length(), m_player->lengthKnown());
}

} // namespace nq
