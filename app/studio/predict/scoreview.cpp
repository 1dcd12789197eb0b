// SPDX-License-Identifier: GPL-3.0-or-later
#include "predict/scoreview.h"

#include "questionwords.h"

#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nq {

ScoreView::ScoreView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("scoreView"));
    auto *layout = new QVBoxLayout(this);
    m_state = new QLabel(this);
    m_state->setWordWrap(true);
    layout->addWidget(m_state);
    m_totals = new QLabel(this);
    m_totals->setObjectName(QStringLiteral("scoreTotals"));
    m_totals->setWordWrap(true);
    QFont big = m_totals->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_totals->setFont(big);
    layout->addWidget(m_totals);
    m_table = new QTableWidget(kQuestionKinds, 3, this);
    m_table->setObjectName(QStringLiteral("scoreTable"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->setWordWrap(true);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setMinimumWidth(0);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    for (int k = 0; k < kQuestionKinds; ++k) {
        for (int c = 0; c < 3; ++c)
            m_table->setItem(k, c, new QTableWidgetItem);
    }
    // Every row the algorithm is asked is shown whole: the table takes the height of its rows
    // (worded again and wrapped at each width), and the dock scrolls when it is shorter.
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int logical) {
        if (logical == 0)
            fitTable();
    });
    layout->addWidget(m_table);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("lastVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_verdict);
    auto *buttons = new QGridLayout; // two rows: the dock shares a narrow column
    m_questions = new QPushButton(this);
    m_questions->setObjectName(QStringLiteral("chooseQuestions"));
    m_reset = new QPushButton(this);
    m_reset->setObjectName(QStringLiteral("resetScore"));
    m_export = new QPushButton(this);
    m_export->setObjectName(QStringLiteral("exportResults"));
    buttons->addWidget(m_questions, 0, 0);
    buttons->addWidget(m_reset, 0, 1);
    buttons->addWidget(m_export, 1, 0, 1, 2);
    buttons->setColumnStretch(2, 1);
    layout->addLayout(buttons);
    layout->addStretch(1);
    connect(m_questions, &QPushButton::clicked, this, &ScoreView::chooseQuestions);
    connect(m_reset, &QPushButton::clicked, this, &ScoreView::resetRequested);
    connect(m_export, &QPushButton::clicked, this, &ScoreView::exportRequested);
    retranslate();
}

void ScoreView::show(const QuizScore &score, const QString &verdict, bool on, AlgorithmId algorithm)
{
    m_score = score;
    m_verdictText = verdict;
    m_on = on;
    m_algorithm = algorithm;
    retranslate();
}

void ScoreView::retranslate()
{
    m_table->setHorizontalHeaderLabels({ tr("Question"), tr("Asked"), tr("Right") });
    m_questions->setText(tr("&Questions…"));
    m_reset->setText(tr("&Reset"));
    m_export->setText(tr("&Export Results…"));
    // While it is on, the switch says so and the board asks: the words are for when it is off.
    m_state->setText(tr("Predict is off. Turn it on (Run > Predict, Ctrl+P) to answer "
                        "questions about the next step."));
    m_state->setVisible(!m_on);
    const QuizScore &s = m_score;
    m_totals->setText(tr("Right %1 of %2 · streak %3 (best %4)")
                          .arg(s.all.right)
                          .arg(s.all.asked)
                          .arg(s.streak)
                          .arg(s.bestStreak));
    m_totals->setAccessibleName(m_totals->text());
    for (int k = 0; k < kQuestionKinds; ++k) {
        const auto kind = QuestionKind(k);
        const bool fits = Questions::fits(m_algorithm, kind);
        const QuizScore::Tally &t = s.byKind[std::size_t(k)];
        m_table->item(k, 0)->setText(QuestionWords::kindName(kind));
        m_table->item(k, 1)->setText(QString::number(t.asked));
        m_table->item(k, 2)->setText(QString::number(t.right));
        for (int c = 1; c < 3; ++c)
            m_table->item(k, c)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        // Only the kinds this algorithm is asked, and any already answered.
        m_table->setRowHidden(k, !fits && t.asked == 0);
    }
    m_verdict->setText(m_verdictText);
    m_export->setEnabled(m_exportEnabled);
    fitTable();
}

void ScoreView::fitTable()
{
    m_table->resizeRowsToContents();
    int height = 2 * m_table->frameWidth();
    if (!m_table->horizontalHeader()->isHidden())
        height += m_table->horizontalHeader()->sizeHint().height();
    for (int k = 0; k < m_table->rowCount(); ++k) {
        if (!m_table->isRowHidden(k))
            height += m_table->rowHeight(k);
    }
    m_table->setFixedHeight(height);
}

void ScoreView::setExportEnabled(bool on)
{
    m_exportEnabled = on;
    m_export->setEnabled(on);
}

void ScoreView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        fitTable();
    QWidget::changeEvent(event);
}

} // namespace nq
