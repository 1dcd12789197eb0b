// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playstate.h"
#include "storedevent.h"

#include <QCoreApplication>
#include <QString>

namespace nq {

/// Plain words for a step: "Row 3, column 5 is attacked by the queen on row 1 along a diagonal."
/// An algorithm with words of its own says them in its view (app/studio/algorithms).
class StepCaption
{
    Q_DECLARE_TR_FUNCTIONS(nq::StepCaption)
public:
    /// The sentence for the event that led to `state` (rows and columns counted from 1).
    static QString describe(const StoredEvent &event, const PlayState &state,
                            AlgorithmId algorithm);
    /// What the board shows before the first step, in the window (it names the keys).
    static QString ready();
    /// The same on paper and in a film, where no key plays.
    static QString start();
};

} // namespace nq
