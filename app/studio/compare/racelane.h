// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playbackclock.h"
#include "playstate.h"
#include "theme.h"

#include <QWidget>

class QLabel;
class QProgressBar;

namespace nq {

class BoardScene;
class BoardView;
class CaptionLabel;

/// What a lane shows of its run at a frame of the race.
struct LaneShown
{
    std::int64_t units = 0; ///< done so far
    std::int64_t expected = -1; ///< the finish line, when known before the race
    std::int64_t total = -1; ///< the units it took, once finished
    bool first = false; ///< finished with the fewest units of those finished
};

/// One board of a race: its algorithm's name, the ordinary board (scene and view, with the
/// step's marks), the step in words, its counters and its finish line.
class RaceLane : public QWidget
{
    Q_OBJECT
public:
    explicit RaceLane(QWidget *parent = nullptr);

    void setRun(AlgorithmId algorithm, PaceUnit unit);
    void show(const PlayState &state, const StepChange &change, const LaneShown &shown);
    /// The board's colours: the window's theme (light or dark).
    void setTheme(const Theme &theme);
    BoardScene *scene() const { return m_scene; }
    BoardView *view() const { return m_view; }
    QString counters() const;
    QString caption() const;
    QString result() const;
    /// The step of its run the lane shows (-1: none yet).
    std::int64_t shownStep() const { return m_shownStep; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void fitFonts();

    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
    std::int64_t m_shownStep = -1;
    PaceUnit m_unit = PaceUnit::Queen;
    CaptionLabel *m_title;
    BoardScene *m_scene;
    BoardView *m_view;
    CaptionLabel *m_caption;
    QLabel *m_counters;
    QProgressBar *m_finish;
    QLabel *m_result;
};

} // namespace nq
