// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "counters.h"
#include "playstate.h"
#include "runoptions.h"
#include "storedevent.h"

#include <QString>

#include <vector>

namespace nq {

/**
 * What is said of one algorithm beyond its catalogue entry (core/algorithms): the words for its
 * steps where the common ones (StepCaption) do not fit, the rows of its counters, and the row
 * whose attackers it counts. QtCore only, so that the window, the command line and a recording
 * caption a step the same way; what the window draws of the algorithm is AlgorithmView's
 * (app/studio/algorithms). One file per algorithm or family, registered in of().
 */
class AlgorithmWords
{
public:
    virtual ~AlgorithmWords() = default;
    /// The caption of a step in this algorithm's words, or an empty string for the common ones
    /// (StepCaption). Rows and columns are counted from 1.
    virtual QString caption(const StoredEvent &, const PlayState &) const { return {}; }
    /// The rows of the Counters panel for a run with `options`, each defined for this
    /// algorithm; by default those of a search that tests squares one by one.
    virtual std::vector<CounterSpec> counters(const RunOptions &options) const;
    /// A row whose squares show how many queens attack each (min-conflicts counting the row of
    /// the queen it lifted), or -1.
    virtual int countedRow(const PlayState &) const { return -1; }

    /// The words of an algorithm.
    static const AlgorithmWords &of(AlgorithmId id);
    /// The square a Consider or Conflict names, or (-1, -1).
    static Square considered(const PlayState &state);
};

} // namespace nq
