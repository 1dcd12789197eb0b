// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "actions/actionset.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>

#include <functional>

class QMainWindow;
class QToolBar;

namespace nq {

class JumpProgress;
class ModeRouter;
class PlayBar;
class PresentationLayout;
class RacePage;
class StepPlayer;
class TimelineBar;

/**
 * View > Race Algorithms in This Window: the race takes the board's place, and the window's own
 * play bar, timeline, jump progress and playback keys drive it (its RaceTransport) until the
 * race is left; then they drive the run again, where it was.
 *
 * It decides; the window lays out (`showRace`). While the race is shown the run's panels and
 * the problem bar step aside (the race chooses its own size and boards), and what acts on the
 * run alone is disabled: breakpoints, Run Until, Predict, Practice, recording, the board's
 * export and zoom, lessons and their scenes, the panels' toggles. Presentation mode shows the
 * race on the wall (the boards side by side, the play bar under them); the race comes and goes
 * there in place. Anything that starts a run on the board (the problem bar) leaves the race
 * first; the run's recording range waits for it.
 */
class RaceController : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        QMainWindow *window;
        ActionSet *actions;
        StepPlayer *player;
        /// The race's page, made when first asked for (a window that never races holds none).
        std::function<RacePage *()> race;
        PlayBar *playBar;
        TimelineBar *timeline;
        JumpProgress *jump;
        QToolBar *problemBar;
        ModeRouter *modes;
        PresentationLayout *presentation;
        /// Puts the race in the board's place (true) or the board back (false).
        std::function<void(bool)> showRace;
    };
    explicit RaceController(const Parts &parts, QObject *parent = nullptr);

    bool isOn() const { return m_on; }
    /// The page, once the race has been shown (else null).
    RacePage *page() const { return m_page; }
    /// Shows the race (the action follows) or the board again.
    void setOn(bool on);

private:
    void enter();
    void leave();
    /// The run's docks and the problem bar step aside.
    void hideRun();
    /// The window's transport controls and keys drive the race (true) or the run.
    void bindTo(bool race);

    Parts m_parts;
    RacePage *m_page = nullptr;
    bool m_on = false;
    QByteArray m_deskState; ///< the docks and tool bars as they were before the race
    /// The run's own actions and the panels' toggles, disabled, with what they were.
    QList<QPair<QPointer<QAction>, bool>> m_disabled;
    QPair<qint64, qint64> m_range { -1, -1 }; ///< the run's recording range, kept
};

} // namespace nq
