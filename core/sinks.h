// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepevent.h"

#include <span>
#include <utility>

namespace nq {

/*
 * A sink receives what an algorithm does. Its two compile-time flags decide what the algorithm
 * builds for it, so a sink that wants nothing costs nothing in the hot loop:
 *   kSteps       every StepEvent through step()
 *   kPlacements  every solution's placement through solution()
 * and a third, optional one:
 *   kAttacks     a Place event lists the squares its queen newly attacks (StepEvent::attacks);
 *                without it (or false) that list stays empty and costs nothing
 */

/// True when the sink asks for the squares each placed queen newly attacks.
template <class Sink> constexpr bool wantsAttacks()
{
    if constexpr (requires { Sink::kAttacks; })
        return Sink::kAttacks;
    else
        return false;
}

/// Wants nothing: the algorithm runs at full speed and only counts.
struct NullSink
{
    static constexpr bool kSteps = false;
    static constexpr bool kPlacements = false;
    void step(const StepEvent &) { }
    void solution(std::span<const int>) { }
};

/// Builds every event and throws it away: measures the cost of producing events.
struct DiscardSink
{
    static constexpr bool kSteps = true;
    static constexpr bool kPlacements = false;
    void step(const StepEvent &) { }
    void solution(std::span<const int>) { }
};

/// Hands each solution's placement to a callable; no step events.
template <class F> struct SolutionSink
{
    static constexpr bool kSteps = false;
    static constexpr bool kPlacements = true;
    F onSolution;
    void step(const StepEvent &) { }
    void solution(std::span<const int> placement) { onSolution(placement); }
};

template <class F> SolutionSink(F) -> SolutionSink<F>;

/// Hands every step event to a callable.
template <class F> struct StepSink
{
    static constexpr bool kSteps = true;
    static constexpr bool kPlacements = false;
    F onStep;
    void step(const StepEvent &event) { onStep(event); }
    void solution(std::span<const int>) { }
};

template <class F> StepSink(F) -> StepSink<F>;

/// Hands every step event to a callable, with the squares each placed queen newly attacks (the
/// command line's trace prints them).
template <class F> struct AttackStepSink
{
    static constexpr bool kSteps = true;
    static constexpr bool kPlacements = false;
    static constexpr bool kAttacks = true;
    F onStep;
    void step(const StepEvent &event) { onStep(event); }
    void solution(std::span<const int>) { }
};

template <class F> AttackStepSink(F) -> AttackStepSink<F>;

} // namespace nq
