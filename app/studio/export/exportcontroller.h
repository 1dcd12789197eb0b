// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"

#include <QObject>

class QMainWindow;

namespace nq {

class ActionSet;
class BoardPresenter;
class SolutionBrowser;
class StepPlayer;

/// Export and clipboard: the board shown, sheets and lists of the browser's solutions. The
/// interactive commands ask with ExportDialog and say the outcome in the status bar or a box.
class ExportController : public QObject
{
    Q_OBJECT
public:
    ExportController(QMainWindow *window, ActionSet *actions, BoardPresenter *presenter,
                     SolutionBrowser *browser, StepPlayer *player);

    /// Writes the board shown to `path` (format from the name); false with a message on failure.
    bool exportBoard(const QString &path, const BoardPicture &options, int pixels, QString *error);
    /// Writes the browser's solutions of the current size as a sheet or as text / CSV.
    bool exportSheet(const QString &path, bool unique, const BoardPicture &style, QString *error);
    bool exportSolutions(const QString &path, bool unique, QString *error);
    /// Puts the board shown on the clipboard as a picture.
    void copyBoard();

private:
    void exportBoardInteractively();
    void exportSheetInteractively();
    void exportSolutionsInteractively();
    void saved(const QString &path);

    QMainWindow *m_window;
    BoardPresenter *m_presenter;
    SolutionBrowser *m_browser;
    StepPlayer *m_player;
};

} // namespace nq
