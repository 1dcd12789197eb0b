// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "quiz.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableWidget;

namespace nq {

/**
 * The Score dock: asked, right and the streak, a row per kind of question, the last verdict,
 * and the buttons for the questions asked, a fresh start and the teacher's CSV. It shows a
 * score; PredictMode keeps it.
 */
class ScoreView : public QWidget
{
    Q_OBJECT
public:
    explicit ScoreView(QWidget *parent = nullptr);

    /// Shows `score`, with `verdict` (the last answer in words) and whether Predict is on for
    /// `algorithm` (the kinds it never asks are greyed).
    void show(const QuizScore &score, const QString &verdict, bool on, AlgorithmId algorithm);
    void retranslate();
    /// Whether there are answers (Predict's or Practice's) to export.
    void setExportEnabled(bool on);
    QTableWidget *table() const { return m_table; }

signals:
    void chooseQuestions();
    void resetRequested();
    void exportRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Makes the table as tall as its shown rows, wrapped at its width.
    void fitTable();

    QLabel *m_totals;
    QLabel *m_state;
    QTableWidget *m_table;
    QLabel *m_verdict;
    QPushButton *m_questions, *m_reset, *m_export;
    QuizScore m_score;
    QString m_verdictText;
    bool m_on = false;
    bool m_exportEnabled = false;
    AlgorithmId m_algorithm = AlgorithmId::Backtracking;
};

} // namespace nq
