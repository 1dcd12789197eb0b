// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playstate.h"
#include "theme.h"

#include <QWidget>

namespace nq {

/**
 * The panel of the algorithm's own data: the flag arrays of flag backtracking, the masks of
 * bitmask backtracking, the array of columns, the stored boards per depth, the covering queens.
 * Each algorithm's view (app/studio/algorithms) draws it from the state, so it is right after a
 * step back too.
 */
class BoardFeed;

class AlgorithmDataView : public QWidget
{
    Q_OBJECT
public:
    explicit AlgorithmDataView(QWidget *parent = nullptr);
    /// Follows the board: prepares for each run and shows each state it is told of.
    void follow(BoardFeed *feed);
    void setAlgorithm(AlgorithmId algorithm);
    AlgorithmId algorithm() const { return m_algorithm; }
    /// Domination: how many queens a set holds.
    void setDominationQueens(int k);
    void showState(const PlayState &state);
    void setTheme(const Theme &theme);
    /// The pseudocode is always in sight beside the data (a projector): the data leave out
    /// what its highlighted line shows.
    void setCodeInSight(bool inSight);
    QSize sizeHint() const override;
    /// A scroll area holding this view, for a dock: rows of cells that wrap make it taller.
    QWidget *inScrollArea();
    QSize minimumSizeHint() const override;
    /// The height the data shown now take at `width` in `font` (the view's when none), with
    /// `room` to fill at most.
    int neededHeight(int width, int room, const QFont &font = {}) const;
    /// The words the panel drew last (its lines, labels and figures), in order.
    const QStringList &words() const { return m_words; }

signals:
    /// The data drawn need another height than before (a new size, a growing frontier).
    void neededHeightChanged(int height);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int m_dominationQueens = 5;
    bool m_codeInSight = false;

    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
    PlayState m_state;
    QStringList m_words;
    Theme m_theme = Theme::of(Theme::Light);
};

} // namespace nq
