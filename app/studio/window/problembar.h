// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "problem.h"
#include "runoptions.h"

#include <QToolBar>

class QComboBox;
class QLabel;
class QSpinBox;

namespace nq {

/// What the problem bar shows: the problem and its choices, with the ranges they allow.
struct ProblemChoice
{
    bool domination = false;
    AlgorithmId algorithm = AlgorithmId::Backtracking; ///< the non-attacking problem's algorithm
    int n = 8;
    int maxSize = 8;
    int queens = 1; ///< domination
    bool independent = false; ///< domination
    SolveMode mode = SolveMode::All; ///< as chosen (a run of an algorithm that finds one differs)
    bool modeEnabled = true;

    /// The problem chosen (the queens and variant shown count only for domination).
    Problem problem() const
    {
        return domination ? Problem::domination(n, queens, independent) : Problem::nonAttacking(n);
    }
};

/// The tool bar of the problem: non-attacking queens or domination, algorithm, queens, variant,
/// board size and how many solutions. It shows a choice and says when the user changed one; the
/// problem controller decides what follows.
class ProblemBar : public QToolBar
{
    Q_OBJECT
public:
    /// Its controls in the order Tab visits them.
    QList<QWidget *> focusChain() const;
    explicit ProblemBar(QWidget *parent = nullptr);

    /// Shows `choice` without signalling.
    void showChoice(const ProblemChoice &choice);
    /// What the controls say now.
    ProblemChoice choice() const;
    void retranslate();

signals:
    /// The user switched between the two problems.
    void problemSwitched(bool domination);
    /// The user changed the algorithm, size, queens, variant or mode.
    void edited();

private:
    QLabel *m_problemLabel;
    QComboBox *m_problemBox;
    QLabel *m_algorithmLabel;
    QComboBox *m_algorithmBox;
    QLabel *m_queensLabel;
    QSpinBox *m_queensBox;
    QComboBox *m_variantBox;
    QLabel *m_sizeLabel;
    QSpinBox *m_sizeBox;
    QComboBox *m_modeBox;
    QList<QAction *> m_algorithmControls; // shown for non-attacking queens
    QList<QAction *> m_dominationControls; // shown for domination
};

} // namespace nq
