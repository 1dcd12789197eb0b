// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playbackclock.h"
#include "theme.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QToolButton;
class QVBoxLayout;

namespace nq {

class RaceLane;
class RaceTransport;
class TimelineBar;

/**
 * The Compare window's race: two to four boards side by side, each with its algorithm, on one
 * size and one clock, every run moved by the same unit a tick (a step, a queen put, a test), so
 * the room sees one finish while another is still at row 3. With its own controls (the Compare
 * window's) the transport under the boards (start, step back, play, step, end, speed) and the
 * timeline drive all boards at once, with the window's keys: Space, the arrows, Home and End,
 * + and -. Hosted (the main window's race), the window's own play bar, timeline and keys drive
 * race(), a Transport.
 */
class RacePage : public QWidget
{
    Q_OBJECT
public:
    /// Own: the transport row, the timeline and the keys under the boards; Host: none (the
    /// window that shows it drives race() with its own).
    enum class Controls { Own, Host };
    explicit RacePage(QWidget *parent = nullptr, Controls controls = Controls::Own);
    ~RacePage() override;

    /// Starts the race chosen in the controls (paused at the start). The Compare window's page
    /// starts its own when made; a hosted page waits for its window to ask.
    void start();
    /// Chooses the race: 2 to 4 algorithms (the others of the four lanes left empty).
    void choose(int n, const std::vector<AlgorithmId> &algorithms, PaceUnit unit);
    /// What is chosen in its controls (the race started last may differ until Start).
    struct Choice
    {
        int n = 8;
        std::vector<AlgorithmId> algorithms;
        PaceUnit unit = PaceUnit::Queen;
    };
    Choice choice() const;
    RaceTransport *race() const { return m_race; }
    RaceLane *lane(int i) const { return m_lanes[std::size_t(i)]; }
    int lanesShown() const;
    /// The size, the unit and the boards' algorithms to choose (hidden on a projector, where
    /// each board's title says its algorithm).
    void setSetupShown(bool shown);
    /// The boards' colours: the window's theme.
    void setTheme(const Theme &theme);
    /// Its choices in the order Tab visits them.
    QList<QWidget *> focusChain() const;

signals:
    /// "Race in the Main Window" (own controls only): the main window races choice() there.
    void toMainWindow();

protected:
    void changeEvent(QEvent *event) override;

private:
    void addControls(QVBoxLayout *layout);
    void retranslate();
    void refresh(const StepChange &change);
    // Whether a frame shows only half of the lanes (playing at maximum speed, more than two).
    bool inTurn(const StepChange &change) const;
    void showPlaying(bool playing);

    QWidget *m_setup;
    QSpinBox *m_size;
    QComboBox *m_unit;
    std::vector<QComboBox *> m_picks;
    QPushButton *m_start;
    QPushButton *m_toWindow = nullptr;
    QLabel *m_sizeLabel;
    QLabel *m_unitLabel;
    std::vector<RaceLane *> m_lanes;
    RaceTransport *m_race;
    std::vector<QToolButton *> m_buttons; // to start, step back, play, step forward, to end
    QSlider *m_speed = nullptr;
    QLabel *m_speedLabel = nullptr;
    TimelineBar *m_timeline = nullptr;
    StepChange m_shown; ///< the change the lanes show now
    int m_turn = 0; ///< in turn: the lanes (even or odd) the next frame shows
};

} // namespace nq
