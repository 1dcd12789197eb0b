// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace nq {

struct PlayState;

/// The run's counters: step, placements, squares tested, conflicts, backtracks, solutions, depth.
class CountersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CountersPanel(QWidget *parent = nullptr);
    void showState(const PlayState &state);
    /// The number shown for a counter (for tests): "step", "placements", "tested", "conflicts",
    /// "backtracks", "solutions", "depth".
    QString value(const QString &key) const;
    void retranslate();

private:
    struct Row
    {
        QString key;
        QLabel *name;
        QLabel *value;
    };
    std::vector<Row> m_rows;
    bool m_domination = false; // domination names its counters differently and shows two more
};

} // namespace nq
