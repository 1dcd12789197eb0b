// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QSlider;

namespace nq {

class StepPlayer;

/// The timeline under the board: where the run is, how long it is as far as known, and a slider
/// that seeks the player when released or paged.
class TimelineBar : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineBar(StepPlayer *player, QWidget *parent = nullptr);

    /// Shows the player's position and length.
    void showPosition(qint64 position, qint64 length, bool final);
    void retranslate();

private:
    qint64 toPosition(int value) const;

    StepPlayer *m_player;
    QLabel *m_title;
    QSlider *m_slider;
    QLabel *m_label;
    qint64 m_length = 0;
};

} // namespace nq
