// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "modes/boardmode.h"
#include "practice.h"
#include "quizcsv.h"
#include "rundescription.h"

#include <QElapsedTimer>

#include <QPointer>

#include <optional>

namespace nq {

class BackgroundJob;
class StepPlayer;

/**
 * Practice: the student is the algorithm. While an exercise runs the board is the student's: a
 * click puts a queen on an empty square or takes one back, Shift+click (or A, or the panel's
 * Mark Attacked) says the square tested is attacked, S declares a solution, N takes the next
 * board (breadth-first); for min-conflicts a click picks the queen, then its new square. Each
 * action is checked by the Exercise; the player is moved to the run's step after the
 * algorithm's own action, so the board, the pseudocode and the counters show the right state,
 * the wrong square crossed and the right one ringed. Nothing else moves the run meanwhile.
 */
class PracticeMode : public BoardMode
{
    Q_OBJECT
public:
    explicit PracticeMode(StepPlayer *player, QObject *parent = nullptr);
    ~PracticeMode() override;

    QString id() const override { return QStringLiteral("practice"); }
    void enter() override;
    void leave() override;
    void clickSquare(Square square) override;
    bool key(int key, Qt::KeyboardModifiers modifiers) override;
    bool allows(ActionId) const override { return !running(); }
    BoardMarker marker() const override;
    QString caption() const override;
    /// Its verdict says what the step did: the step's own words would say it twice.
    bool captionIsWhole() const override { return true; }

    /// Makes the exercise behind the board (the algorithm runs to its first solution on a
    /// thread of its own), then starts its run (runRequested) at its first position and takes
    /// the board; `failed` says why when it cannot be made.
    void start(const PracticeSetup &setup);
    /// True while an exercise is being made.
    bool preparing() const { return m_job != nullptr; }
    /// Gives the board back (an exercise not finished is left).
    void stop() { emit activationRequested(false); }
    /// After the end: the board goes back to the player, at the exercise's first step.
    void watch();

    const std::optional<Exercise> &exercise() const { return m_exercise; }
    bool running() const { return m_exercise && !m_exercise->finished(); }
    /// The square the algorithm tests next, the one "mark the square tested as attacked"
    /// names: the square of the action due when it puts a queen or finds a square attacked,
    /// else the keyboard cursor (no square is tested then: marking one is a mistake).
    Square tested() const;
    /// Marks the square tested as attacked (the A key and the panel's Mark Attacked).
    void markAttacked();
    qint64 elapsedMs() const;
    /// Every action of every exercise this session, for the CSV.
    const std::vector<CsvRow> &rows() const { return m_rows; }
    Square cursor() const { return m_cursor; }
    const QString &verdict() const { return m_verdict; }

public slots:
    void act(const nq::PracticeAction &action);
    void help();

signals:
    /// The exercise's run must be the player's (the window starts it, settings untouched).
    void runRequested(const nq::RunDescription &run);
    /// An action was done, or the exercise started, ended or was left.
    void progressed();
    /// The exercise asked for cannot be made: why.
    void failed(const QString &why);

private:
    void begin(Exercise exercise);
    void goTo(std::int64_t position);
    /// The run the exercise plays (with the student's equal choices in it).
    RunDescription run() const;
    void after(const PracticeStep &expected, const PlayState &before,
               const std::optional<PracticeAction> &given, bool right);

    QPointer<StepPlayer> m_player; // may go first when the window closes
    std::optional<Exercise> m_exercise;
    bool m_moving = false; // its own seek: the gate lets it through
    bool m_active = false;
    Square m_cursor { 0, 0 };
    QString m_verdict;
    Square m_wrong;
    Square m_right;
    QElapsedTimer m_clock;
    qint64 m_elapsed = -1; // once finished
    std::vector<CsvRow> m_rows;
    BackgroundJob *m_job = nullptr; // making the next exercise
};

} // namespace nq
