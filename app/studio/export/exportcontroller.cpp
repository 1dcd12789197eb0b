// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportcontroller.h"

#include "board/boardpresenter.h"
#include "boardexport.h"
#include "browser/solutionbrowser.h"
#include "export/exportdialog.h"
#include "playback/stepplayer.h"
#include "solutioncatalog.h"
#include "window/actionset.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace nq {

ExportController::ExportController(QMainWindow *window, ActionSet *actions,
                                   BoardPresenter *presenter, SolutionBrowser *browser,
                                   StepPlayer *player)
    : QObject(window), m_window(window), m_presenter(presenter), m_browser(browser),
      m_player(player)
{
    connect(actions->action(ActionId::ExportBoard), &QAction::triggered, this,
            &ExportController::exportBoardInteractively);
    connect(actions->action(ActionId::CopyBoard), &QAction::triggered, this,
            &ExportController::copyBoard);
    connect(actions->action(ActionId::ExportSheet), &QAction::triggered, this,
            &ExportController::exportSheetInteractively);
    connect(actions->action(ActionId::ExportSolutions), &QAction::triggered, this,
            &ExportController::exportSolutionsInteractively);
}

bool ExportController::exportBoard(const QString &path, const BoardPicture &options, int pixels,
                                   QString *error)
{
    BoardPicture picture = options;
    const BoardPicture shown = m_presenter->shownPicture();
    picture.board = shown.board;
    picture.squareSet = shown.squareSet;
    picture.queens = shown.queens;
    return BoardExport::writeBoard(path, picture, pixels, error);
}

bool ExportController::exportSheet(const QString &path, bool unique, const BoardPicture &style,
                                   QString *error)
{
    const std::shared_ptr<const SolutionCatalog> catalog = m_browser->catalog();
    if (!m_browser->isReady() || !catalog) {
        *error = tr("The solutions of this size are not listed yet: open the Solutions panel "
                    "and wait for the list.");
        return false;
    }
    const std::int64_t count = unique ? catalog->classCount() : catalog->solutionCount();
    if (count > BoardExport::kMaxSheetBoards) {
        *error = tr("A sheet holds at most %L1 boards; this size has %L2. Choose one per class "
                    "or a smaller board.")
                         .arg(BoardExport::kMaxSheetBoards)
                         .arg(count);
        return false;
    }
    return BoardExport::writeSheet(path, BoardExport::sheetBoards(*catalog, unique, style),
                                   BoardExport::sheetTitle(*catalog, unique), error);
}

bool ExportController::exportSolutions(const QString &path, bool unique, QString *error)
{
    const std::shared_ptr<const SolutionCatalog> catalog = m_browser->catalog();
    if (!m_browser->isReady() || !catalog) {
        *error = tr("The solutions of this size are not listed yet: open the Solutions panel "
                    "and wait for the list.");
        return false;
    }
    const bool csv = path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive);
    return BoardExport::writeBytes(path,
                                   csv ? BoardExport::solutionsCsv(*catalog, unique)
                                       : BoardExport::solutionsText(*catalog, unique),
                                   error);
}

void ExportController::saved(const QString &path)
{
    m_window->statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
}

void ExportController::exportBoardInteractively()
{
    m_player->pause();
    ExportDialog dialog(ExportDialog::Board,
                        QDir::home().filePath(tr("queens-%1.png").arg(m_player->size())), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    BoardPicture options;
    options.coordinates = dialog.coordinates();
    options.attacks = dialog.attacks();
    options.transparent = dialog.transparent();
    options.theme = Theme::of(dialog.theme());
    QString error;
    if (!exportBoard(dialog.path(), options, dialog.pixels(), &error))
        QMessageBox::warning(m_window, tr("Export Board"), error);
    else
        saved(dialog.path());
}

void ExportController::exportSheetInteractively()
{
    ExportDialog dialog(ExportDialog::Sheet,
                        QDir::home().filePath(tr("queens-%1-sheet.pdf").arg(m_player->size())),
                        m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    BoardPicture style;
    style.coordinates = dialog.coordinates();
    style.theme = Theme::of(dialog.theme());
    QString error;
    if (!exportSheet(dialog.path(), dialog.unique(), style, &error))
        QMessageBox::warning(m_window, tr("Export Sheet"), error);
    else
        saved(dialog.path());
}

void ExportController::exportSolutionsInteractively()
{
    ExportDialog dialog(ExportDialog::Solutions,
                        QDir::home().filePath(tr("queens-%1.csv").arg(m_player->size())), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!exportSolutions(dialog.path(), dialog.unique(), &error))
        QMessageBox::warning(m_window, tr("Export Solutions"), error);
    else
        saved(dialog.path());
}

void ExportController::copyBoard()
{
    QApplication::clipboard()->setImage(BoardRenderer::image(m_presenter->shownPicture(), 800));
    m_window->statusBar()->showMessage(tr("The board is on the clipboard."), 3000);
}

} // namespace nq
