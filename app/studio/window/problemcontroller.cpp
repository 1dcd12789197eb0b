// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/problemcontroller.h"

#include "platform/settings.h"
#include "playback/stepplayer.h"

namespace nq {

ProblemController::ProblemController(ProblemBar *bar, StepPlayer *player, Settings *settings,
                                     QObject *parent)
    : QObject(parent), m_bar(bar), m_player(player), m_settings(settings)
{
    connect(bar, &ProblemBar::problemSwitched, this, &ProblemController::onProblemSwitched);
    connect(bar, &ProblemBar::edited, this, [this] { apply(m_bar->choice()); });
}

void ProblemController::begin(const StartupOptions &startup)
{
    if (startup.dominationQueens) {
        const int n = startup.size.value_or(
            std::max(m_settings->dominationSize(), *startup.dominationQueens));
        setupDomination(n, *startup.dominationQueens, startup.independent, m_settings->mode());
    } else if (m_settings->domination() && !startup.algorithm) {
        const int n = startup.size ? std::clamp(*startup.size, 1, Algorithms::domination().maxSize)
                                   : m_settings->dominationSize();
        setupDomination(n, std::min(m_settings->dominationQueens(), n),
                        m_settings->dominationIndependent(), m_settings->mode());
    } else {
        const AlgorithmId algorithm = startup.algorithm.value_or(m_settings->algorithm());
        // apply() clamps a size past the window's limit and says so.
        const int n = std::max(startup.size.value_or(m_settings->boardSize()), 1);
        setup(algorithm, n, m_settings->mode());
    }
}

void ProblemController::setup(AlgorithmId algorithm, int n, SolveMode mode)
{
    ProblemChoice choice;
    choice.algorithm = algorithm;
    choice.n = n;
    choice.mode = mode;
    apply(choice);
}

void ProblemController::setupDomination(int n, int queens, bool independent, SolveMode mode)
{
    ProblemChoice choice = m_bar->choice();
    choice.domination = true;
    choice.n = std::clamp(n, 1, Algorithms::domination().maxSize);
    choice.queens = queens;
    choice.independent = independent;
    choice.mode = mode == SolveMode::First ? mode : SolveMode::All;
    apply(choice);
}

void ProblemController::onProblemSwitched(bool domination)
{
    // Each problem keeps its own board size.
    ProblemChoice choice = m_bar->choice();
    choice.domination = domination;
    if (domination) {
        choice.n = m_settings->dominationSize();
        choice.queens = m_settings->dominationQueens();
        choice.independent = m_settings->dominationIndependent();
    } else {
        choice.n = std::min(m_settings->boardSize(), Settings::maxSizeFor(m_settings->algorithm()));
    }
    apply(choice);
}

void ProblemController::apply(ProblemChoice choice)
{
    RunDescription run;
    if (choice.domination) {
        choice.maxSize = Algorithms::domination().maxSize;
        choice.n = std::clamp(choice.n, 1, choice.maxSize);
        choice.queens = std::clamp(choice.queens, 1, choice.n);
        choice.modeEnabled = true;
        run.algorithm = AlgorithmId::Domination;
        run.mode = choice.mode;
    } else {
        const AlgorithmInfo &info = Algorithms::info(choice.algorithm);
        choice.maxSize = Settings::maxSizeFor(info.id);
        if (choice.n > choice.maxSize) {
            if (info.maxSize > choice.maxSize)
                emit notice(tr("The window draws %1 up to %2 × %2, so the board is %2 × %2 (it "
                               "was %3 × %3); the command line nqueens goes up to %L4.")
                                .arg(info.displayName())
                                .arg(choice.maxSize)
                                .arg(choice.n)
                                .arg(info.maxSize));
            else
                emit notice(tr("%1 takes boards up to %2 × %2, so the board is now %2 × %2 (it "
                               "was %3 × %3).")
                                .arg(info.displayName())
                                .arg(choice.maxSize)
                                .arg(choice.n));
        }
        choice.n = std::clamp(choice.n, 1, choice.maxSize);
        choice.modeEnabled = info.enumerates;
        run.algorithm = info.id;
        run.mode = info.enumerates ? choice.mode : SolveMode::First;
    }
    run.problem = choice.problem();
    m_bar->showChoice(choice);
    if (m_started && run == m_run && run.fixed.empty())
        return; // the same choice again (the variant chosen anew): the run and the board stay
    m_settings->setDomination(run.isDomination());
    if (run.isDomination()) {
        m_settings->setDominationSize(run.problem.n);
        m_settings->setDominationQueens(run.problem.queens);
        m_settings->setDominationIndependent(run.problem.independent);
    } else {
        m_settings->setAlgorithm(run.algorithm);
        m_settings->setBoardSize(run.problem.n);
    }
    m_settings->setMode(run.mode);
    start(run);
}

void ProblemController::solveFrom(const Placement &placement)
{
    // The run stops at the first solution; the user's own choice of all or first solutions is
    // left as it was (and kept across restarts).
    ProblemChoice choice = m_bar->choice();
    if (choice.algorithm != AlgorithmId::Backtracking)
        emit notice(tr("Solve from Here plays backtracking with flag arrays to the first solution "
                       "that keeps your queens (the algorithm is set for it)."));
    choice.algorithm = AlgorithmId::Backtracking;
    m_bar->showChoice(choice);
    RunDescription run;
    run.algorithm = AlgorithmId::Backtracking;
    run.problem = Problem::nonAttacking(int(placement.size()));
    run.mode = SolveMode::First;
    run.fixed = placement;
    start(run);
    m_player->play();
}

void ProblemController::startAside(const RunDescription &run)
{
    ProblemChoice choice = m_bar->choice();
    choice.domination = run.isDomination();
    if (!choice.domination)
        choice.algorithm = run.algorithm;
    choice.maxSize = choice.domination ? Algorithms::domination().maxSize
                                       : Settings::maxSizeFor(run.algorithm);
    choice.n = run.problem.n;
    choice.queens = run.problem.queens;
    choice.independent = run.problem.independent;
    choice.mode = run.mode;
    m_bar->showChoice(choice);
    start(run);
}

void ProblemController::start(const RunDescription &run)
{
    m_started = true;
    m_run = run;
    emit aboutToStart(run);
    m_player->configure(run);
    emit started(run);
}

QString ProblemController::title() const
{
    const Problem &problem = m_run.problem;
    if (problem.isDomination()) {
        return problem.independent
            ? tr("Independent domination: %n queen(s) on the %1 × %1 board", nullptr,
                 problem.queens)
                  .arg(problem.n)
            : tr("Domination: %n queen(s) on the %1 × %1 board", nullptr, problem.queens)
                  .arg(problem.n);
    }
    return tr("%1 on the %2 × %2 board")
        .arg(Algorithms::info(m_run.algorithm).displayName())
        .arg(problem.n);
}

} // namespace nq
