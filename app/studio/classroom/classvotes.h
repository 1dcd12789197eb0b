// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classroom/classresults.h"
#include "classserver.h"
#include "theme.h"

namespace nq {

class ClassDock;
class VoteOverlay;

/**
 * The class's votes as the projector shows them: the rounds shown as the dock's chart (each
 * answer in words, the most voted first, the right ones marked once revealed) and, for an
 * answer on a square, the board's shading and, after Reveal, its ring. ClassController decides
 * when; this draws what the counts hold.
 */
namespace ClassVotes {

/// Shows `counts`' rounds of the question `asked` (none: clears the chart) in `theme`.
void show(const ClassCounts &counts, const ClassResults::Asked *asked, const Theme &theme,
          ClassDock *dock, VoteOverlay *overlay);

} // namespace ClassVotes

} // namespace nq
