// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "domination.h"

namespace nq::coveringcount {

/**
 * Counts dominating sets without listing them (Domination::countSets and count use it).
 *
 * The search branches on an uncovered square as the listing search does, but a branch whose
 * uncovered squares are few is not searched: the sets completing it are counted at once by
 * inclusion and exclusion over those squares. With A the squares still allowed, U the squares
 * still uncovered and r the queens left, the r-subsets of A that cover U number
 *     sum over T within U of (-1)^|T| * C(|A minus the squares that attack T|, r),
 * and a T whose allowed squares are fewer than r adds nothing, nor does any larger T: the sum
 * stays short even when the sets are millions.
 *
 * Classes are counted by Burnside's lemma: the mean over the eight symmetries of the sets each
 * one maps onto themselves. A set fixed by a symmetry is a union of that symmetry's orbits of
 * squares, so the same search runs over orbits, each weighing its number of squares.
 *
 * `withClasses` false leaves `classes` at 0. Fixed squares (explore mode) are honoured for the
 * sets; they break the symmetry, so `classes` stays 0 with them (Domination::count lists those).
 * `tooMany` is set, and both counts saturated, as soon as the count is known not to fit 63 bits.
 * Every node and every inclusion-exclusion term is a step: `maxSteps` (one budget for the eight
 * symmetries) and the cancel flag reach everywhere.
 */
DominationResult count(const DominationOptions &options, bool withClasses);

} // namespace nq::coveringcount
