// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "practice.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace nq {

/**
 * The Practice dock: which exercise (algorithm, size, queens for domination, the seed a teacher
 * gives the class, from the empty board or mid-search), and while it runs the actions that are
 * not a square (Mark Attacked, Solution, Next Board, Show the Next Step, Stop), the progress, and
 * at the end the summary with Watch the Algorithm. It lays them out; PracticeMode decides.
 */
class PracticePanel : public QWidget
{
    Q_OBJECT
public:
    explicit PracticePanel(QWidget *parent = nullptr);

    PracticeSetup setup() const;
    void setSetup(const PracticeSetup &setup);
    /// Shows the exercise's state: none (the setup), running, or done with `summary`.
    void showState(bool running, bool finished, AlgorithmId algorithm, const QString &progress,
                   const QString &summary);
    void setMessage(const QString &text);
    void retranslate();
    QList<QWidget *> focusChain() const;

signals:
    void startRequested(const nq::PracticeSetup &setup);
    /// Mark Attacked: the square tested is attacked.
    void markAttacked();
    void solution();
    void nextBoard();
    void help();
    void stop();
    void watch();
    /// Finished: the summary and Watch want `height` pixels of the dock to be read whole.
    void roomWanted(int height);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showQueens();

    QLabel *m_intro;
    QComboBox *m_algorithm;
    QSpinBox *m_size;
    QLabel *m_queensLabel;
    QSpinBox *m_queens;
    QSpinBox *m_seed;
    QPushButton *m_newSeed;
    QCheckBox *m_fromStart;
    QPushButton *m_start;
    QLabel *m_progress;
    QPushButton *m_mark, *m_solution, *m_nextBoard, *m_help, *m_stop, *m_watch;
    QLabel *m_message;
    QLabel *m_sizeLabel, *m_seedLabel, *m_algorithmLabel;
    bool m_finished = false; ///< the exercise shown is over
};

} // namespace nq
