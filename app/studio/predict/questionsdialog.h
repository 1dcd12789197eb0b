// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "quiz.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace nq {

/// Which questions Predict asks, how often, and the seed that chooses them.
class QuestionsDialog : public QDialog
{
    Q_OBJECT
public:
    QuestionsDialog(const QuizSettings &settings, AlgorithmId algorithm, QWidget *parent = nullptr);
    QuizSettings settings() const;
    /// The rates offered: every occasion, about one in 2, 3, 5, 10.
    static const std::vector<int> &rates();

private:
    QCheckBox *m_kinds[kQuestionKinds];
    QComboBox *m_rate;
    QSpinBox *m_seed;
    QSpinBox *m_verdict;
};

} // namespace nq
