// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmarker.h"
#include "knuthestimate.h"
#include "placement.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace nq {

/// One frame of a probe shown on the board: the queens so far, the choices of the next row
/// (tinted) or the one taken (ringed), and the words for it.
struct ProbeFrame
{
    Placement board;
    BoardMarker marker;
    QString words;
};

/**
 * A probe of Knuth's estimate, told row by row for the board: for each row, first the squares
 * it may choose among (the branching factor), then the one it took at random and the product so
 * far; last, the leaf and the probe's value.
 */
class ProbeFrames
{
    Q_DECLARE_TR_FUNCTIONS(nq::ProbeFrames)
public:
    static std::vector<ProbeFrame> of(const Probe &probe, int n, ProbeTree tree);
    /// The squares of `row` the probe could take, with queens on `columns` of the rows above.
    static std::vector<Square> choices(const std::vector<int> &columns, int row, int n,
                                       ProbeTree tree);
};

} // namespace nq
