// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "platform/startupoptions.h"
#include "rundescription.h"
#include "window/problembar.h"

#include <QObject>

namespace nq {

class Settings;
class StepPlayer;

/**
 * Decides which run the window shows: the problem (non-attacking queens or domination), its
 * algorithm, size, queens, variant and mode, from the problem bar, the stored settings and the
 * start-up options. It keeps each problem's own settings, clamps what an algorithm cannot take,
 * and starts the player with one RunDescription.
 */
class ProblemController : public QObject
{
    Q_OBJECT
public:
    ProblemController(ProblemBar *bar, StepPlayer *player, Settings *settings,
                      QObject *parent = nullptr);

    /// The first run: the stored settings, overridden by what the command line asked for.
    void begin(const StartupOptions &startup);
    /// Switches algorithm, size and mode together and starts a new run.
    void setup(AlgorithmId algorithm, int n, SolveMode mode);
    /// Switches to domination: sets of `queens` queens covering n x n; starts a new run.
    void setupDomination(int n, int queens, bool independent, SolveMode mode);
    /// Flag backtracking that keeps `placement`'s queens, played to the first solution.
    void solveFrom(const Placement &placement);
    /// Starts `run` as it is (a practice exercise's), shown on the problem bar but not kept in
    /// the settings: the user's own choice comes back with the next change.
    void startAside(const RunDescription &run);
    /// The run the player was last configured with.
    const RunDescription &run() const { return m_run; }
    bool isDomination() const { return m_run.isDomination(); }
    /// "Backtracking with flag arrays on the 8 × 8 board", in the current language.
    QString title() const;

signals:
    /// A run is about to start: the board and the panels prepare for it.
    void aboutToStart(const nq::RunDescription &run);
    /// The player was configured with `run`.
    void started(const nq::RunDescription &run);
    /// Something changed that the user did not ask for in so many words (a size brought within
    /// an algorithm's limit, the mode of "solve from here"): one sentence for the status bar.
    void notice(const QString &text);

private:
    /// Clamps `choice` to what its problem accepts, shows it, remembers it and starts the run.
    void apply(ProblemChoice choice);
    void onProblemSwitched(bool domination);
    void start(const RunDescription &run);

    ProblemBar *m_bar;
    StepPlayer *m_player;
    Settings *m_settings;
    RunDescription m_run;
    bool m_started = false; ///< a run was started (a choice equal to it changes nothing)
};

} // namespace nq
