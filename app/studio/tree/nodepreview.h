// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "searchtree.h"
#include "theme.h"

#include <QLabel>

#include <cstdint>

namespace nq {

/// The small board shown beside the pointer over a node of the search tree: the node's queens,
/// its description as a tooltip. It lets the mouse through and stays inside its parent.
class NodePreview : public QLabel
{
    Q_OBJECT
public:
    explicit NodePreview(QWidget *parent);

    /// Shows the node's board near `at` (in the parent's coordinates); the picture is made again
    /// only for another node.
    void showNode(const SearchTree &tree, std::int32_t id, std::int64_t step, const Theme &theme,
                  QPoint at);
    /// Hides it and forgets the node.
    void dismiss();

private:
    std::int32_t m_node = -1;
};

} // namespace nq
