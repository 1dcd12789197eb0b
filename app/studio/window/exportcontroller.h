// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardexport.h"
#include "export/worksheetdialog.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <optional>

class QMainWindow;

namespace nq {

class ActionSet;
class BackgroundJob;
class BoardPresenter;
class Settings;
class SolutionBrowser;
struct ExportChoices;
class StepPlayer;
class TreePanel;

/// Export and clipboard: the board shown, and sheets and lists of the current problem's
/// solutions or covering sets. Sheets and lists are made on a worker from the browser's listing
/// when it has one, else listed for the purpose (the Solutions panel need not be open), and a
/// sheet too large is refused from a count before any listing. The interactive commands ask
/// with ExportDialog, which opens on the last choices (kept in the settings), and say the
/// outcome in the status bar or a box.
class ExportController : public QObject
{
    Q_OBJECT
public:
    ExportController(QMainWindow *window, ActionSet *actions, BoardPresenter *presenter,
                     SolutionBrowser *browser, StepPlayer *player, Settings *settings);
    ~ExportController() override;

    /// How the export dialog's choices draw a board: marked as the board shows it (its
    /// StepPicture), the attacked squares left out where "Mark attacked squares as the board
    /// does" is off. The colours are the ones chosen for the format of `path` (print for a PDF
    /// by default).
    static BoardPicture boardStyle(const ExportChoices &choices, const QString &path = {});
    /// The board shown as `options` export it: its queens, step and marks with their look.
    BoardPicture pictureToExport(const BoardPicture &options) const;
    /// Writes the board shown to `path` (format from the name); false with a message on failure.
    bool exportBoard(const QString &path, const BoardPicture &options, int pixels, QString *error,
                     BoardExport::Page page = BoardExport::Page::A4);
    /// Starts writing a sheet, or a text / CSV list, of the current problem's boards; says
    /// `written` when done. A new request gives up one under way.
    void startSheet(const QString &path, bool unique, const BoardPicture &style,
                    const BoardExport::SheetOptions &layout = {}, bool answers = true);
    /// Writes a worksheet of `request` on a worker; written() tells how it went.
    void startWorksheet(const QString &path, const WorksheetRequest &request, const QString &title,
                        BoardExport::Page page);
    void startSolutions(const QString &path, bool unique);
    /// The Search Tree panel whose tree Export Search Tree writes.
    void setTreePanel(TreePanel *panel) { m_treePanel = panel; }
    /// Writes the tree of the run as the panel shows it folded, at the end of the run: the
    /// whole tree when it fits a picture, else cut at the deepest depth that fits (`cutAt`
    /// gets it, -1 when whole); a PDF on paper, SVG and PNG on a 16:9 slide (TreeSheet), and
    /// `note` says what fitting it took. Says `written` when done.
    bool startTree(const QString &path, QString *error, int *cutAt = nullptr,
                   QString *note = nullptr);
    /// True while a sheet or list is being made.
    bool isBusy() const;
    /// Puts the board shown on the clipboard as a picture.
    void copyBoard();
    /// The caption offered for the board shown: its size and placement (or squares).
    QString suggestedCaption() const;

signals:
    /// A sheet or list was written (ok) or not (error says why; empty when given up).
    void written(bool ok, const QString &path, const QString &error);

private:
    void exportBoardInteractively();
    void newWorksheetInteractively();
    void exportSheetInteractively();
    void exportSolutionsInteractively();
    void start(const QString &path, bool unique, const BoardPicture *style, bool interactive,
               const BoardExport::SheetOptions &layout = {}, bool answers = true);
    void saved(const QString &path);
    QString baseName() const;

    QMainWindow *m_window;
    BoardPresenter *m_presenter;
    SolutionBrowser *m_browser;
    StepPlayer *m_player;
    Settings *m_settings;
    /// Runs `work` on a worker in place of any export running; written() says how it went,
    /// and a warning titled `warningTitle` too when it failed (none when empty).
    void runJob(const QString &path, const QString &warningTitle,
                std::function<bool(BackgroundJob &, QString *)> work);

    QPointer<BackgroundJob> m_job;
    bool m_interactive = false; ///< the next worksheet was asked for in a dialog
    /// The worksheet dialog's fields as last accepted, for its next opening.
    std::optional<WorksheetDialog::Fields> m_worksheetFields;
    TreePanel *m_treePanel = nullptr;
};

} // namespace nq
