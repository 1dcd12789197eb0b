// SPDX-License-Identifier: GPL-3.0-or-later
#include "window/exportcontroller.h"

#include "platform/exportchoices.h"

#include "actions/actionset.h"
#include "browser/solutionbrowser.h"
#include "export/exportdialog.h"
#include "export/worksheetdialog.h"
#include "platform/backgroundjob.h"
#include "platform/settings.h"
#include "playback/stepplayer.h"
#include "solutioncatalog.h"
#include "tree/treepanel.h"
#include "tree/treeview.h"
#include "treepicture.h"
#include "window/boardpresenter.h"

#include <QAction>

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>
#include <algorithm>

#include <utility>

namespace nq {

ExportController::ExportController(QMainWindow *window, ActionSet *actions,
                                   BoardPresenter *presenter, SolutionBrowser *browser,
                                   StepPlayer *player, Settings *settings)
    : QObject(window), m_window(window), m_presenter(presenter), m_browser(browser),
      m_player(player), m_settings(settings)
{
    connect(actions->action(ActionId::ExportBoard), &QAction::triggered, this,
            &ExportController::exportBoardInteractively);
    // A row's Export…: the browser has shown its board, which is what the dialog exports.
    connect(browser, &SolutionBrowser::exportRequested, this,
            &ExportController::exportBoardInteractively);
    connect(actions->action(ActionId::CopyBoard), &QAction::triggered, this,
            &ExportController::copyBoard);
    connect(actions->action(ActionId::ExportSheet), &QAction::triggered, this,
            &ExportController::exportSheetInteractively);
    connect(actions->action(ActionId::ExportTree), &QAction::triggered, this, [this] {
        QString error;
        if (!m_treePanel || !m_treePanel->tree()) {
            QMessageBox::information(m_window, tr("Export Search Tree"),
                                     tr("Show the Search Tree panel first: the tree is built "
                                        "when it is in sight."));
            return;
        }
        const QString folder = m_settings->exportChoices().folder;
        const QString path = QFileDialog::getSaveFileName(
            m_window, tr("Export Search Tree"),
            QDir(folder.isEmpty() ? QDir::homePath() : folder)
                .filePath(baseName() + tr("-tree") + QStringLiteral(".svg")),
            tr("Pictures (*.svg *.pdf *.png)"));
        int cut = -1;
        QString note;
        if (!path.isEmpty() && !startTree(path, &error, &cut, &note))
            QMessageBox::warning(m_window, tr("Export Search Tree"), error);
        else if (!path.isEmpty() && (cut >= 0 || !note.isEmpty()))
            m_window->statusBar()->showMessage(
                cut >= 0 ? tr("The tree is too big for one picture: it is drawn to depth %1, each "
                              "node there with the counts of its subtree.")
                               .arg(cut)
                        + (note.isEmpty() ? QString() : u' ' + note)
                         : note,
                15000);
    });
    connect(actions->action(ActionId::NewWorksheet), &QAction::triggered, this,
            &ExportController::newWorksheetInteractively);
    connect(actions->action(ActionId::ExportSolutions), &QAction::triggered, this,
            &ExportController::exportSolutionsInteractively);
}

ExportController::~ExportController() = default; // a job under way is stopped and waited for

bool ExportController::exportBoard(const QString &path, const BoardPicture &options, int pixels,
                                   QString *error, BoardExport::Page page)
{
    return BoardExport::writeBoard(path, pictureToExport(options), pixels, error, page);
}

BoardPicture ExportController::pictureToExport(const BoardPicture &options) const
{
    BoardPicture picture = options;
    const BoardPicture shown = m_presenter->shownPicture();
    picture.board = shown.board;
    picture.squareSet = shown.squareSet;
    picture.queens = shown.queens;
    picture.step = shown.step;
    // Marked as the board is, decided once for the screen and the file (a full board's attacks
    // only where View chose them); the export may leave the attacked squares out.
    const bool attacks = picture.marks.attacks;
    picture.marks = shown.marks;
    picture.marks.attacks = picture.marks.attacks && attacks;
    return picture;
}

BoardPicture ExportController::boardStyle(const ExportChoices &choices, const QString &path)
{
    BoardPicture style;
    style.coordinates = choices.coordinates;
    style.marks.attacks = choices.attacks; // the rest of the marks: the board's (exportBoard)
    style.transparent = choices.transparent;
    style.theme = Theme::of(choices.themeFor(path));
    return style;
}

QString ExportController::suggestedCaption() const
{
    const BoardPicture shown = m_presenter->shownPicture();
    const int n = int(shown.board.size());
    if (!shown.squareSet
        && std::all_of(shown.board.begin(), shown.board.end(), [](int c) { return c < 0; }))
        return tr("%1 × %1").arg(n);
    if (!shown.squareSet)
        return tr("%1 × %1: %2").arg(n).arg(placementToText(shown.board));
    QStringList squares;
    for (const Square &q : shown.queens)
        squares << QStringLiteral("%1,%2").arg(q.row + 1).arg(q.col + 1);
    return tr("%1 × %1, %n queen(s): %2", nullptr, int(shown.queens.size()))
        .arg(n)
        .arg(squares.join(u' '));
}

void ExportController::startSheet(const QString &path, bool unique, const BoardPicture &style,
                                  const BoardExport::SheetOptions &layout, bool answers)
{
    start(path, unique, &style, false, layout, answers);
}

bool ExportController::startTree(const QString &path, QString *error, int *cutAt, QString *note)
{
    const std::shared_ptr<const SearchTree> tree = m_treePanel ? m_treePanel->tree() : nullptr;
    if (!tree) {
        *error = tr("There is no search tree to export: show the Search Tree panel first.");
        return false;
    }
    if (!BoardExport::formatFor(path)) {
        *error = tr("Cannot tell the format of '%1': use a name ending in .png, .svg or .pdf.")
                     .arg(path);
        return false;
    }
    // As the panel shows it folded; cut at the deepest depth that fits a picture.
    const std::vector<bool> folded = m_treePanel->view()->folded();
    const int depth = TreeLayout::deepestFitting(*tree, TreePicture::kMaxPictureNodes, folded);
    if (cutAt)
        *cutAt = depth;
    // A PDF on the locale's paper, SVG and PNG on a 16:9 slide: wrapped into rows with labels
    // of at least 8 pt (a few milliseconds for the 4,000 nodes a picture holds at most).
    const bool pdf = path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive);
    const Theme theme = Theme::of(pdf ? Theme::Print : m_settings->theme());
    const TreeSheet::Paper paper = !pdf                           ? TreeSheet::Paper::Slide
        : BoardExport::defaultPage() == BoardExport::Page::Letter ? TreeSheet::Paper::Letter
                                                                  : TreeSheet::Paper::A4;
    QString said;
    auto sheet = std::make_shared<const TreeSheet>(
        TreeSheet::forPages(*tree, depth, folded, paper, &said));
    if (note)
        *note = said;
    runJob(path, tr("Export Search Tree"), [=](BackgroundJob &, QString *why) {
        return TreePicture::write(path, *tree, *sheet, theme, why);
    });
    return true;
}

void ExportController::startSolutions(const QString &path, bool unique)
{
    start(path, unique, nullptr, false);
}

bool ExportController::isBusy() const
{
    return m_job && m_job->isRunning();
}

// Sheets and lists alike: on a worker, from the browser's listing of the same problem if it has
// one, else from a count and a listing of its own.
void ExportController::start(const QString &path, bool unique, const BoardPicture *style,
                             bool interactive, const BoardExport::SheetOptions &layout,
                             bool answers)
{
    const RunDescription &run = m_player->run();
    BoardExport::SheetRequest request;
    static_cast<Problem &>(request) = run.problem;
    request.unique = unique;
    request.answers = answers;
    const std::shared_ptr<const SolutionCatalog> listed = m_browser->listingOf(request);
    const bool sheet = style != nullptr;
    const BoardPicture look = sheet ? *style : BoardPicture {};
    m_window->statusBar()->showMessage(
        sheet ? tr("Making the sheet of %1 × %1…").arg(request.n)
              : tr("Listing the solutions of %1 × %1…").arg(request.n));
    runJob(path, interactive ? tr("Export") : QString(), [=](BackgroundJob &job, QString *error) {
        bool ok = false;
        if (sheet) {
            ok = BoardExport::writeRequestedSheet(path, request, look, listed, job.stopFlag(),
                                                  error, layout);
        } else {
            std::shared_ptr<const SolutionCatalog> catalog = listed;
            if (!catalog)
                catalog = BoardExport::listRequest(request, job.stopFlag(), error);
            if (catalog && !job.isStopping()) {
                const bool csv = path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive);
                ok = BoardExport::writeBytes(
                    path,
                    csv ? BoardExport::solutionsCsv(*catalog, request.unique)
                        : BoardExport::solutionsText(*catalog, request.unique),
                    error, job.stopFlag());
            }
        }
        return ok;
    });
}

void ExportController::runJob(const QString &path, const QString &warningTitle,
                              std::function<bool(BackgroundJob &, QString *)> work)
{
    // One export at a time: a new one replaces the one running, which says nothing more.
    if (m_job) {
        m_job->stop();
        m_job->release();
        emit written(false, QString(), QString());
    }
    auto outcome = std::make_shared<std::pair<bool, QString>>(false, QString());
    m_job = new BackgroundJob(
        [outcome, work = std::move(work)](BackgroundJob &job) {
            QString error;
            const bool ok = work(job, &error);
            *outcome = { ok, error };
        },
        this);
    connect(m_job, &BackgroundJob::finished, this, [this, outcome, path, warningTitle] {
        m_job->deleteLater();
        m_job = nullptr;
        if (outcome->first) {
            saved(path);
        } else {
            // "Making the sheet…" is over: the status bar says so rather than keep it.
            m_window->statusBar()->showMessage(
                outcome->second.isEmpty() ? tr("Not saved.") : outcome->second, 15000);
            if (!warningTitle.isEmpty())
                QMessageBox::warning(m_window, warningTitle, outcome->second);
        }
        emit written(outcome->first, path, outcome->second);
    });
    m_job->start();
}

void ExportController::saved(const QString &path)
{
    m_window->statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
}

QString ExportController::baseName() const
{
    const RunDescription &run = m_player->run();
    return run.isDomination() ? tr("queens-%1-dominating-%2").arg(run.n()).arg(run.problem.queens)
                              : tr("queens-%1").arg(run.n());
}

void ExportController::exportBoardInteractively()
{
    m_player->pause();
    ExportDialog dialog(ExportDialog::Board, m_settings->exportChoices(), baseName(),
                        suggestedCaption(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ExportChoices choices = dialog.choices();
    m_settings->setExportChoices(choices);
    BoardPicture options = boardStyle(choices, dialog.path());
    options.caption = dialog.caption();
    QString error;
    if (!exportBoard(dialog.path(), options, choices.pixels, &error, choices.page))
        QMessageBox::warning(m_window, tr("Export Board"), error);
    else
        saved(dialog.path());
}

void ExportController::exportSheetInteractively()
{
    ExportDialog dialog(ExportDialog::Sheet, m_settings->exportChoices(), baseName() + tr("-sheet"),
                        QString(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ExportChoices choices = dialog.choices();
    m_settings->setExportChoices(choices);
    BoardPicture style;
    style.coordinates = choices.coordinates;
    style.theme = Theme::of(choices.themeFor(dialog.path()));
    start(dialog.path(), choices.unique, &style, true, dialog.sheetOptions(), choices.answers);
}

void ExportController::newWorksheetInteractively()
{
    WorksheetDialog dialog(m_player->run().isDomination() ? 8 : m_player->run().n(),
                           m_settings->exportChoices().folder.isEmpty()
                               ? QDir::homePath()
                               : m_settings->exportChoices().folder,
                           m_window, m_worksheetFields ? &*m_worksheetFields : nullptr);
    if (dialog.exec() != QDialog::Accepted)
        return;
    // Kept for the next opening: a refused request is mended, not typed again.
    m_worksheetFields = dialog.fields();
    m_interactive = true;
    startWorksheet(dialog.path(), dialog.request(), dialog.title(), dialog.page());
}

void ExportController::startWorksheet(const QString &path, const WorksheetRequest &request,
                                      const QString &title, BoardExport::Page page)
{
    // The catalogue of up to 12 x 12 and the puzzles' completions: on a worker.
    runJob(path, std::exchange(m_interactive, false) ? tr("New Worksheet") : QString(),
           [=](BackgroundJob &job, QString *error) {
               return BoardExport::writeWorksheet(path, request, title, page, job.stopFlag(),
                                                  error);
           });
}

void ExportController::exportSolutionsInteractively()
{
    ExportDialog dialog(ExportDialog::Solutions, m_settings->exportChoices(), baseName(), QString(),
                        m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ExportChoices choices = dialog.choices();
    m_settings->setExportChoices(choices);
    start(dialog.path(), choices.unique, nullptr, true);
}

void ExportController::copyBoard()
{
    QApplication::clipboard()->setImage(BoardRenderer::image(m_presenter->shownPicture(), 800));
    m_window->statusBar()->showMessage(tr("The board is on the clipboard."), 3000);
}

} // namespace nq
