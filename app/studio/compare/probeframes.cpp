// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/probeframes.h"

#include <QLocale>

#include <cstdlib>

namespace nq {

std::vector<Square> ProbeFrames::choices(const std::vector<int> &columns, int row, int n,
                                         ProbeTree tree)
{
    std::vector<Square> free;
    for (int col = 0; col < n; ++col) {
        bool taken = false;
        for (int r = 0; r < row && !taken; ++r) {
            const int c = columns[std::size_t(r)];
            if (tree != ProbeTree::Boards && c == col)
                taken = true;
            if (tree == ProbeTree::Queens && std::abs(c - col) == row - r)
                taken = true;
        }
        if (!taken)
            free.push_back({ row, col });
    }
    return free;
}

std::vector<ProbeFrame> ProbeFrames::of(const Probe &probe, int n, ProbeTree tree)
{
    std::vector<ProbeFrame> frames;
    const QLocale locale;
    Placement board(std::size_t(n), -1);
    double product = 1;
    for (std::size_t row = 0; row < probe.columns.size(); ++row) {
        const int b = probe.branching[row];
        ProbeFrame choose;
        choose.board = board;
        choose.marker.picked = choices(probe.columns, int(row), n, tree);
        choose.words = tr("Row %1 has %n square(s) to choose from.", nullptr, b).arg(row + 1);
        frames.push_back(choose);
        product *= b;
        board[row] = probe.columns[row];
        ProbeFrame take;
        take.board = board;
        take.marker.right = { { int(row), probe.columns[row] } };
        take.words = tr("One at random: column %1. Nodes at depth %2, were every node like "
                        "these: %3.")
                         .arg(probe.columns[row] + 1)
                         .arg(row + 1)
                         .arg(locale.toString(product, 'g', 6));
        frames.push_back(take);
    }
    ProbeFrame leaf;
    leaf.board = board;
    const QString value = locale.toString(probe.value, 'g', 6);
    leaf.words = int(probe.columns.size()) == n
        ? tr("A solution: the probe ends. Its value is %1.").arg(value)
        : tr("Row %1 has no square: a dead end. The probe's value is %2.")
              .arg(probe.columns.size() + 1)
              .arg(value);
    frames.push_back(leaf);
    return frames;
}

} // namespace nq
