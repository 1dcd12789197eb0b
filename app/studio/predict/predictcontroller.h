// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "quizcsv.h"

#include <QObject>

#include <functional>
#include <vector>

class QDockWidget;
class QWidget;

namespace nq {

class ActionSet;
class BoardFeed;
class ModeRouter;
class PredictMode;
class QuestionBar;
class ScoreView;
class Settings;
class StepPlayer;

/**
 * Predict's commands: the Predict switch (Run menu, tool bar, Ctrl+P) turns the mode on and
 * off, the question bar's buttons answer, the Score dock shows the score and chooses the
 * questions (kept in the settings), and Export Results… writes the answers as CSV, whole or not
 * at all.
 */
class PredictController : public QObject
{
    Q_OBJECT
public:
    struct Parts
    {
        StepPlayer *player;
        ActionSet *actions;
        ModeRouter *modes;
        BoardFeed *feed;
        Settings *settings;
        QuestionBar *bar;
        ScoreView *score;
        QDockWidget *scoreDock;
        QWidget *window; ///< parent of the dialogs
    };
    explicit PredictController(const Parts &parts, QObject *parent = nullptr);

    PredictMode *mode() const { return m_mode; }
    /// Writes the answers so far to `path` (Predict's and the other rows, in order of time);
    /// false, and `error` says why, when it cannot.
    bool exportResults(const QString &path, QString *error) const;
    /// More rows for the results (Practice's actions).
    void setMoreRows(std::function<std::vector<CsvRow>()> rows) { m_moreRows = std::move(rows); }
    /// Whether there is anything to export; the action follows.
    bool hasResults() const;
    void updateExport();
    /// Opens the Questions dialog.
    void chooseQuestions();

private:
    void showScore();
    void exportInteractively();

    Parts m_parts;
    PredictMode *m_mode;
    std::function<std::vector<CsvRow>()> m_moreRows;
    std::vector<CsvRow> rows() const;
};

} // namespace nq
