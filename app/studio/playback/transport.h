// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stopcondition.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace nq {

/**
 * What the play bar, the timeline, the transport actions and the jump progress drive and show:
 * a position in a run (or in several runs moved together) that a clock plays, steps, seeks and
 * runs to a stop condition. They hold a Transport, never a concrete player, so the window's
 * StepPlayer, a race of boards on one clock or a recording's preview can stand behind them.
 *
 * An implementation emits timelineChanged() after every move, playingChanged() and speedChanged()
 * when those change, and busyChanged()/jumpProgress() around a far jump taken on by its worker.
 */
class Transport : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// The ways of moving a gate is asked about.
    enum class Move { Play, StepForward, StepBack, Seek, ToEnd, RunUntil, RunBack };
    Q_ENUM(Move)
    /// Asked before every move, from any control (play bar, keys, timeline, step log, tree):
    /// false refuses it, and refused() says so. A mode holding a question sets it, so nothing
    /// skips the question or shows its answer (null: every move goes).
    void setGate(std::function<bool(Move)> gate) { m_gate = std::move(gate); }

    virtual std::int64_t position() const = 0;
    /// The run's length as far as known; final once lengthKnown().
    virtual std::int64_t length() const = 0;
    virtual bool lengthKnown() const = 0;
    /// Where the run's solutions are as far as known (the position after each), in order.
    virtual const std::vector<std::int64_t> &solutionMarks() const = 0;
    /// True when `position` is shown at once, without replaying the run (a drag follows it).
    virtual bool holdsAtOnce(std::int64_t position) const = 0;
    virtual bool isPlaying() const = 0;
    /// True while a far jump is taken on by a worker.
    virtual bool isBusy() const = 0;
    virtual int speedLevel() const = 0;

    /// Speed levels from one step every 4 s to maximum (the last level).
    static int speedLevels();
    static double stepsPerSecond(int level);
    /// The level's words ("1 step per second", "Maximum").
    static QString speedLabel(int level);
    /// The level closest to `stepsPerSecond` (<= 0: maximum).
    static int levelFor(double sps);

public slots:
    virtual void play() = 0;
    virtual void pause() = 0;
    virtual void stepForward() = 0;
    virtual void stepBack() = 0;
    virtual void toStart() = 0;
    virtual void toEnd() = 0;
    virtual void seek(std::int64_t position) = 0;
    /// Plays until a step meets `condition`; a far one is met on the worker (a jump).
    virtual void runUntil(const nq::StopCondition &condition) = 0;
    /// Goes back to the last step before here where `condition` held (from the history, or a
    /// replay on the worker: a jump); where it never held, stays and sends notFoundBack().
    virtual void runBackUntil(const nq::StopCondition &condition) = 0;
    /// Gives up a far jump in progress.
    virtual void cancelJump() = 0;
    virtual void setSpeedLevel(int level) = 0;
    void togglePlay();
    void speedUp() { setSpeedLevel(speedLevel() + 1); }
    void slowDown() { setSpeedLevel(speedLevel() - 1); }

signals:
    /// Playback started or paused.
    void playingChanged(bool playing);
    /// The position, the known length and whether that length is final.
    void timelineChanged(qint64 position, qint64 length, bool final);
    /// A far jump started or ended.
    void busyChanged(bool busy);
    /// While a far jump runs: the steps replayed so far and the step it goes to (-1: the end,
    /// while the run's length is not known).
    void jumpProgress(qint64 done, qint64 target);
    /// More of the run's solutions are known.
    void solutionMarksChanged();
    void speedChanged(int level);
    /// Playing stopped because `condition` held at the step shown (a breakpoint, a Run Until).
    void stoppedBy(const nq::StopCondition &condition);
    /// runBackUntil(`condition`) found no earlier step where it held.
    void notFoundBack(const nq::StopCondition &condition);
    /// The gate refused `move`.
    void refused(nq::Transport::Move move);

protected:
    /// True when the gate lets `move` go; else tells refused().
    bool mayMove(Move move)
    {
        if (!m_gate || m_gate(move))
            return true;
        // What showed the move begun (a dragged handle, a pressed Play) shows where it stays.
        emit timelineChanged(position(), length(), lengthKnown());
        emit playingChanged(isPlaying());
        emit refused(move);
        return false;
    }

private:
    std::function<bool(Move)> m_gate;
};

} // namespace nq
