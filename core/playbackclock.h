// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stopcondition.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>
#include <vector>

namespace nq {

class RunCursor;

/// What changed at a step or a frame of playback, for the board and the panels.
struct StepChange
{
    int animationMs = 0; ///< > 0: the last step may be animated over this long
    bool reset = false; ///< a new run, or a jump: redraw without animating
    bool backward = false; ///< reached by stepping back or seeking back
};

/**
 * Paces one or more run cursors together: speed levels from one step every 4 s to maximum,
 * a frame budget, steps owed at slow speeds, single steps that wait for their events, stop
 * conditions, and the jumps of its cursors. A tick moves every cursor that has not finished by
 * one step, and waits until each has its next event, so cursors on one clock stay in step; one
 * that finishes stays on its last step while the others go on. Nothing else paces; nothing
 * sleeps.
 */
class PlaybackClock : public QObject
{
    Q_OBJECT
public:
    explicit PlaybackClock(QObject *parent = nullptr);

    /// Paces `cursor` too (not owned).
    void addCursor(RunCursor *cursor);
    void removeCursor(RunCursor *cursor);
    const std::vector<RunCursor *> &cursors() const { return m_cursors; }

    /// Speed levels from one step every 4 s to maximum (the last level).
    static int speedLevels();
    static double stepsPerSecond(int level); ///< 0 for maximum
    /// The level closest to `stepsPerSecond` (<= 0: maximum).
    static int levelFor(double stepsPerSecond);
    int speedLevel() const { return m_speed; }
    void setSpeedLevel(int level);
    bool isPlaying() const { return m_playing; }
    /// Playing at maximum speed to where a Run Until's condition holds (whatever the level).
    bool isRunningUntil() const { return m_playing && m_until.has_value(); }
    /// The longest time one frame may spend applying events at maximum speed.
    static constexpr int kFrameBudgetMs = 6;
    static constexpr int kFrameMs = 16;
    /// Steps tested frame by frame before a stop condition is handed to a lone cursor's
    /// worker (a quarter of its history by default; tests set it).
    void setNearSteps(std::int64_t steps) { m_nearSteps = steps; }

    /// What a tick moves each cursor by. Step (the default): one step each. Queen or Test: the
    /// ticks are counted (units()), and a tick brings every unfinished cursor to the first step
    /// where it has done that many units, however many steps each needs, so runs of different
    /// algorithms stay level (a race).
    void setUnit(PaceUnit unit);
    PaceUnit unit() const { return m_unit; }
    /// Queen or Test: the units every cursor is being brought to (the last tick's, or a seek's).
    std::int64_t units() const { return m_units; }
    /// Queen or Test: the units every cursor has reached (the race's position): units() once
    /// they are level, less while a tick waits for a cursor's events.
    std::int64_t unitsReached() const;
    /// Queen or Test: makes `units` the level. Cursors short of it are brought to it on the
    /// frames that follow (a seek forward); the caller puts back those past it (a seek back).
    void setUnits(std::int64_t units);
    /// True while cursors are short of the level set by setUnits().
    bool isLevelling() const { return m_levelling; }
    /// At maximum speed, ticks a frame takes at most (0: as many as the frame budget allows), so
    /// that a short race is seen going, not only finished.
    void setMaxTicksPerFrame(std::int64_t ticks) { m_maxTicks = ticks; }

    void play();
    void pause();
    /// One tick now (or as soon as every cursor's next event has arrived).
    void stepForward();
    /// Plays at maximum speed until a cursor's step meets `condition` (or every cursor ends).
    /// Past the near steps, a lone cursor's worker tests the rest (a jump).
    void runUntil(const StopCondition &condition);
    /// Breakpoints that stop playing at any speed, and every runUntil() on its way (none:
    /// StopCondition::never()). Past the near steps at maximum speed, a lone cursor's worker
    /// looks for them (a jump).
    void setBreakpoints(const StopCondition &breakpoints);
    const StopCondition &breakpoints() const { return m_breakpoints; }
    /// What a hold says of a cursor's next step: take it, wait (what it needs to decide has not
    /// arrived), or stop before it.
    enum class Hold { Pass, Wait, Stop };
    /// Asked before every step of every cursor is taken (playing at any speed, a single step, a
    /// Run Until): a mode that asks about the next step stops playback before it (none: null).
    /// While one is set, stop conditions are tested frame by frame, never on a worker, which
    /// would pass the step held.
    void setHold(std::function<Hold(RunCursor *)> hold) { m_hold = std::move(hold); }
    /// While playing at a set speed (not at maximum, nor a Run Until), the next step waits
    /// until `ready` says so (speech saying the step's words: the next step comes when the
    /// sentence ends, or at the speed's own time if later); at most one step is owed when it
    /// does. Null: nothing waits. Single steps never wait.
    void setPace(std::function<bool()> ready) { m_pace = std::move(ready); }
    /// Forgets single steps asked for and the stop condition (a new run, a seek).
    void clearRequests();
    /// Makes sure the frames run (a cursor's jump or events need them).
    void wake();

signals:
    /// `cursor` moved (or a jump of it ended); the board and panels redraw from its state.
    void stepped(nq::RunCursor *cursor, const nq::StepChange &change);
    /// Once a frame (or a single step, or a jump's end) in which any cursor moved, after their
    /// stepped(): what shows all cursors together redraws once.
    void framed(const nq::StepChange &change);
    /// A jump of `cursor` moved on without arriving (the timeline follows).
    void jumpMoved(nq::RunCursor *cursor);
    void playingChanged(bool playing);
    /// Playing stopped at `cursor`'s step because `condition` held there (a Run Until's, or
    /// the breakpoints), frame by frame or at the end of a jump on the worker.
    void stoppedBy(nq::RunCursor *cursor, const nq::StopCondition &condition);
    void speedChanged(int level);
    /// Playback stopped before `cursor`'s next step because the hold said so; `playing` tells
    /// whether it was playing (else a single step, now given up).
    void heldBefore(nq::RunCursor *cursor, bool playing);

private:
    void onFrame();
    void setPlaying(bool playing);
    // One tick: every unfinished cursor one step, only when each has its next event (Step), or
    // every cursor to the next unit (Queen, Test).
    bool tick();
    bool tickUnits();
    // Advances every cursor short of the level towards it, until `budget` runs out (null: no
    // limit); true when all are level (or finished).
    bool reach(const QElapsedTimer *budget);
    bool reachOnce(const QElapsedTimer *budget);
    /// Raises the level to the farthest unfinished cursor's units; whether it moved.
    bool raiseToTheFarthest();
    static constexpr int kLevelRounds = 16;
    bool levelled() const;
    // Applies the next step of cursor i, testing the stop condition.
    void advanceCursor(std::size_t i);
    bool allFinished() const;
    // Tells of every cursor moved since the last call.
    void publish(const StepChange &change);
    int animationFor(double sps) const;
    // Steps a stop condition is tested frame by frame before a lone cursor's worker takes it.
    std::int64_t nearSteps() const;

    std::vector<RunCursor *> m_cursors;
    std::vector<bool> m_moved; // per cursor: moved since the last publish()
    // What stops playing here: the Run Until's condition, with the breakpoints.
    std::optional<StopCondition> stopper() const;

    std::optional<StopCondition> m_until;
    StopCondition m_breakpoints;
    std::optional<StopCondition> m_handed; // given to a cursor's worker, until it arrives
    std::optional<StopCondition> m_testing; // what this frame's ticks test
    RunCursor *m_metBy = nullptr; // the cursor whose step met it
    std::function<Hold(RunCursor *)> m_hold;
    std::function<bool()> m_pace;
    RunCursor *m_held = nullptr; // the cursor the hold stopped at in the last tick
    // Tells of a hold met by the last tick: pauses and sends heldBefore(); false when none.
    bool reportHold();
    std::int64_t m_untilSteps = 0; // steps tested for m_until frame by frame
    std::int64_t m_nearSteps = -1; // -1: a quarter of the history
    int m_pendingSteps = 0; // single steps asked for before their events arrived
    bool m_playing = false;
    bool m_untilMet = false;
    int m_speed = 4;
    PaceUnit m_unit = PaceUnit::Step;
    std::int64_t m_units = 0;
    bool m_levelling = false;
    std::int64_t m_maxTicks = 0;
    double m_owed = 0.0; // steps due but not yet taken at slow speeds
    QTimer m_timer;
    QElapsedTimer m_clock;
};

} // namespace nq

Q_DECLARE_METATYPE(nq::StepChange)
