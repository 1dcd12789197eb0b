// SPDX-License-Identifier: GPL-3.0-or-later
#include "predict/predictcontroller.h"

#include "actions/actionset.h"
#include "modes/moderouter.h"
#include "panels/boardfeed.h"
#include "platform/settings.h"
#include "playback/stepplayer.h"
#include "predict/predictmode.h"
#include "predict/questionbar.h"
#include "predict/questionsdialog.h"
#include "predict/scoreview.h"
#include "quizcsv.h"
#include "wholefile.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace nq {

PredictController::PredictController(const Parts &parts, QObject *parent)
    : QObject(parent), m_parts(parts), m_mode(new PredictMode(parts.player, parts.feed))
{
    m_mode->setSettings(parts.settings->quizSettings());
    parts.modes->add(m_mode);
    QAction *predict = parts.actions->action(ActionId::Predict);
    connect(predict, &QAction::toggled, m_mode, [this](bool on) {
        if (on != m_mode->isOn())
            m_mode->setOn(on);
    });
    connect(m_mode, &PredictMode::switched, this, [this, predict](bool on) {
        predict->setChecked(on);
        if (on) {
            m_parts.scoreDock->show();
            m_parts.scoreDock->raise();
        }
        showScore();
    });
    // The bar's buttons answer; a question shows them, an answer hides them.
    QuestionBar *bar = parts.bar;
    connect(m_mode, &PredictMode::asked, bar, &QuestionBar::ask);
    connect(m_mode, &PredictMode::answered, bar, [this] {
        m_parts.bar->clear();
        showScore();
    });
    connect(m_mode, &PredictMode::switched, bar, [bar](bool on) {
        if (!on)
            bar->clear();
    });
    connect(bar, &QuestionBar::yes, m_mode, &PredictMode::answerYes);
    connect(bar, &QuestionBar::no, m_mode, &PredictMode::answerNo);
    connect(bar, &QuestionBar::next, m_mode, &PredictMode::answerNext);
    connect(bar, &QuestionBar::count, m_mode, &PredictMode::answerCount);
    connect(bar, &QuestionBar::done, m_mode, &PredictMode::submitPicked);
    connect(bar, &QuestionBar::skip, m_mode, &PredictMode::skip);
    connect(parts.feed, &BoardFeed::runStarting, this, [this] { showScore(); });
    // The score dock's buttons.
    connect(parts.score, &ScoreView::chooseQuestions, this, &PredictController::chooseQuestions);
    connect(parts.score, &ScoreView::resetRequested, this, [this] {
        m_mode->resetScore();
        showScore();
    });
    connect(parts.score, &ScoreView::exportRequested, this,
            &PredictController::exportInteractively);
    connect(parts.actions->action(ActionId::ExportResults), &QAction::triggered, this,
            &PredictController::exportInteractively);
    showScore();
}

void PredictController::showScore()
{
    m_parts.score->show(m_mode->quiz().score(), m_mode->lastVerdict(), m_mode->isOn(),
                        m_parts.player->algorithm());
    updateExport();
}

std::vector<CsvRow> PredictController::rows() const
{
    std::vector<CsvRow> out;
    for (const QuizRecord &r : m_mode->quiz().records())
        out.push_back(QuizCsv::rowOf(r));
    if (m_moreRows) {
        const std::vector<CsvRow> more = m_moreRows();
        out.insert(out.end(), more.begin(), more.end());
    }
    return out;
}

bool PredictController::hasResults() const
{
    return !m_mode->quiz().records().empty() || (m_moreRows && !m_moreRows().empty());
}

void PredictController::updateExport()
{
    m_parts.actions->action(ActionId::ExportResults)->setEnabled(hasResults());
    m_parts.score->setExportEnabled(hasResults());
}

void PredictController::chooseQuestions()
{
    QuestionsDialog dialog(m_mode->quiz().settings(), m_parts.player->algorithm(), m_parts.window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_mode->setSettings(dialog.settings());
    m_parts.settings->setQuizSettings(dialog.settings());
}

bool PredictController::exportResults(const QString &path, QString *error) const
{
    return WholeFile::write(path, QuizCsv::of(rows()), error);
}

void PredictController::exportInteractively()
{
    if (!hasResults())
        return;
    const QString path = QFileDialog::getSaveFileName(
        m_parts.window, tr("Export Results"),
        QDir::home().filePath(tr("results") + QStringLiteral(".csv")), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportResults(path, &error)) {
        QMessageBox::warning(m_parts.window, tr("Export Results"), error);
        return;
    }
    // Said where the user looks next: how many rows went where.
    if (auto *main = qobject_cast<QMainWindow *>(m_parts.window))
        main->statusBar()->showMessage(
            tr("%n answer(s) exported to %1.", nullptr, int(rows().size()))
                .arg(QDir::toNativeSeparators(path)),
            10000);
}

} // namespace nq
