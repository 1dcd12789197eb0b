// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "playstate.h"
#include "theme.h"

#include <QWidget>

namespace nq {

/**
 * The algorithm's own data, drawn: the column and diagonal flag arrays of flag backtracking, the
 * left, down and right masks of bitmask backtracking, the array of columns of the checking
 * backtrackers, the candidate board of the enumerations, and the stored boards per depth of the
 * frontier searches. Everything is derived from the board, so it is right after a step back too.
 */
class AlgorithmDataView : public QWidget
{
    Q_OBJECT
public:
    explicit AlgorithmDataView(QWidget *parent = nullptr);
    void setAlgorithm(AlgorithmId algorithm);
    /// Domination: how many queens a set holds.
    void setDominationQueens(int k);
    void showState(const PlayState &state);
    void setTheme(const Theme &theme);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// The three masks bitmask backtracking holds for the next row (bit c = column c).
    struct Masks
    {
        quint64 left = 0, down = 0, right = 0;
    };
    static Masks masksFor(const PlayState &state);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_dominationQueens = 5;
    // Draws a labelled row of cells; returns the y below it.
    qreal cellRow(QPainter &p, qreal y, const QString &label, int cells,
                  const std::function<int(int)> &state, const QStringList &texts = {},
                  int outlined = -1) const;
    qreal text(QPainter &p, qreal y, const QString &line, bool bold = false) const;

    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
    PlayState m_state;
    Theme m_theme = Theme::of(Theme::Light);
};

} // namespace nq
