// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "counters.h"
#include "runoptions.h"

#include <QWidget>

class QGridLayout;
class QLabel;

namespace nq {

class BoardFeed;
struct PlayState;

/// The run's counters, as the running algorithm defines them (AlgorithmView::counters): each
/// row's tooltip says what it counts in that algorithm, and a counter the algorithm has no use
/// for shows a dash.
class CountersPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CountersPanel(QWidget *parent = nullptr);
    /// Follows the board: prepares for each run and shows each state it is told of.
    void follow(BoardFeed *feed);
    /// The rows of `algorithm` for a run with `options`.
    void setAlgorithm(AlgorithmId algorithm, const RunOptions &options);
    void showState(const PlayState &state);
    /// The text shown for a counter (for tests): "step", "placements", "tested", "conflicts",
    /// "backtracks", "boards", "solutions", "depth", "attacked", "uncovered"; empty when the
    /// algorithm has no such row.
    QString value(const QString &key) const;
    /// The name and the definition shown for a counter (for tests).
    QString name(const QString &key) const;
    QString definition(const QString &key) const;
    /// The note over the rows (empty while the board is the run's).
    QString note() const;
    void retranslate();
    /// The rows in one column, or in two side by side (down the first, then the second): a
    /// projector's narrow column holds them all without a scroll or a tab.
    void setColumns(int columns);
    int columns() const { return m_columns; }
    /// Leaves out the rows the algorithm has no use for (a dash) and the step (which the
    /// timeline under the board shows), or shows them.
    void setLeaveOutUnused(bool leaveOut);

    /// What a counter that does not apply shows.
    static QString dash() { return QStringLiteral("—"); }

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row
    {
        QLabel *name;
        QLabel *value;
    };
    const Row *row(const QString &key) const;

    /// Shows `state`; a board that is not the run's (`ofTheRun` false) gets the board's rows
    /// only, the run's wait with a dash, and the note says so.
    void showBoard(const PlayState &state, bool ofTheRun);
    bool isShown(const CounterSpec &spec) const;
    /// Puts the rows in the grid in m_columns columns.
    void placeRows();

    QGridLayout *m_grid;
    QLabel *m_note;
    bool m_ofTheRun = true;
    int m_columns = 1;
    bool m_leaveOutUnused = false;
    std::vector<CounterSpec> m_specs;
    std::vector<Row> m_rows;
    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
    RunOptions m_options;
};

} // namespace nq
