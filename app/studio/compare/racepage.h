// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playbackclock.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QToolButton;

namespace nq {

class RaceLane;
class RaceTransport;
class TimelineBar;

/**
 * The Compare window's race: two to four boards side by side, each with its algorithm, on one
 * size and one clock, every run moved by the same unit a tick (a step, a queen put, a test), so
 * the room sees one finish while another is still at row 3. Under the boards the transport
 * (start, step back, play, step, end, speed) and the timeline drive all boards at once, with
 * the window's keys: Space, the arrows, Home and End, + and -.
 */
class RacePage : public QWidget
{
    Q_OBJECT
public:
    explicit RacePage(QWidget *parent = nullptr);
    ~RacePage() override;

    /// Starts the race chosen in the controls (paused at the start).
    void start();
    /// Chooses the race: 2 to 4 algorithms (the others of the four lanes left empty).
    void choose(int n, const std::vector<AlgorithmId> &algorithms, PaceUnit unit);
    RaceTransport *race() const { return m_race; }
    RaceLane *lane(int i) const { return m_lanes[std::size_t(i)]; }
    int lanesShown() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh(const StepChange &change);
    void showPlaying(bool playing);

    QSpinBox *m_size;
    QComboBox *m_unit;
    std::vector<QComboBox *> m_picks;
    QPushButton *m_start;
    QLabel *m_sizeLabel;
    QLabel *m_unitLabel;
    std::vector<RaceLane *> m_lanes;
    RaceTransport *m_race;
    std::vector<QToolButton *> m_buttons; // to start, step back, play, step forward, to end
    QSlider *m_speed;
    QLabel *m_speedLabel;
    TimelineBar *m_timeline;
};

} // namespace nq
