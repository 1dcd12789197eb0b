// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "problem.h"
#include "worksheet.h"

#include <QCoreApplication>
#include <QSize>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace nq {

class SolutionCatalog;

/// Writes boards and sheets of boards to PNG, SVG and PDF, and solutions to text and CSV.
/// Every file is written whole or not at all (QSaveFile); a failure says why in one sentence.
class BoardExport
{
    Q_DECLARE_TR_FUNCTIONS(nq::BoardExport)
public:
    enum class Format { Png, Svg, Pdf };
    /// The picture format a path's extension names, if any.
    /// The format a path's ending names (.png, .svg, .pdf); a device or a FIFO without one is
    /// written as PNG.
    static std::optional<Format> formatFor(const QString &path);

    /// The page of a PDF of one board: a paper size (the board as wide as the margins allow,
    /// centred with its caption) or the board's own size (to place in a document).
    enum class Page { A4, Letter, Board };
    /// The paper of the system's locale: Letter in the United States, else A4.
    static Page defaultPage();

    /// One board with its caption, if any, under it; `pixels` is the width of a PNG (SVG and
    /// PDF are vector), `page` the page of a PDF.
    /// The size of the PNG writeBoard makes of `picture` at `pixels` wide (its caption's lines
    /// measured, nothing drawn), so that a picture too large is refused before drawing.
    static QSize pngSize(const BoardPicture &picture, int pixels);
    /// The most pixels one PNG may hold (about 160 MB while drawn).
    static constexpr qint64 kMaxPngPixels = 40LL * 1000 * 1000;
    static bool writeBoard(const QString &path, const BoardPicture &picture, int pixels,
                           QString *error, Page page = Page::A4);
    /// How a sheet is laid out.
    struct SheetOptions
    {
        QString title; ///< over the boards (a sheet of solutions: made up when empty)
        Page page = Page::A4; ///< a PDF's paper (Board counts as A4)
        int pixels = 0; ///< a PNG's width; 0: 252 pixels a column
        /// A PDF's boards a page, across and down (0: kSheetColumns x kSheetRows).
        int columns = 0;
        int rows = 0;
    };
    /// PNG sheets are at least this wide and at most this wide.
    static constexpr int kMinSheetPixels = 320;
    static constexpr int kMaxSheetPixels = 8000;
    /// The longest caption under a board and the longest title over a sheet, in characters: a
    /// few lines on a page (a caption of 100,000 characters made a picture 200,000 pixels tall).
    static constexpr int kMaxCaption = 600;
    static constexpr int kMaxTitle = 200;
    /// A grid of captioned boards under the title: PDF on as many pages as needed, SVG or PNG
    /// as one picture. Captions wrap to the board's width. With `cancel` set by the time the
    /// file is complete, nothing is written (see writeBytes).
    static bool writeSheet(const QString &path, const std::vector<BoardPicture> &boards,
                           const SheetOptions &options, QString *error,
                           const std::atomic_bool *cancel = nullptr);
    static bool writeSheet(const QString &path, const std::vector<BoardPicture> &boards,
                           const QString &title, QString *error,
                           const std::atomic_bool *cancel = nullptr);
    /// A worksheet as a PDF: the puzzles under the title and a "Name / Date" line, six to a
    /// page, then the answer key on pages of its own.
    struct Worksheet
    {
        QString title;
        std::vector<BoardPicture> puzzles;
        std::vector<BoardPicture> answers;
        Page page = Page::A4;
    };
    static bool writeWorksheet(const QString &path, const Worksheet &sheet, QString *error);
    /// The boards of a worksheet of `puzzles` (`given` queens each on n x n, drawn from
    /// `solutions` solutions), captioned in the current language, in the print theme.
    static Worksheet worksheet(const std::vector<Puzzle> &puzzles, int given,
                               std::int64_t solutions, const QString &title, Page page);
    /// Makes a worksheet of `request` (the catalogue of its n built here, stopped with
    /// `cancel`) and writes it to `path`.
    static bool writeWorksheet(const QString &path, const WorksheetRequest &request,
                               const QString &title, Page page, const std::atomic_bool *cancel,
                               QString *error);
    /// The boards as an SVG document: one <use> of the queen symbol per queen.
    static QByteArray svg(const std::vector<BoardPicture> &boards, int columns,
                          const QString &title);
    /// Boards of a PDF sheet page, and boards a sheet may hold (PNG sheets: fewer).
    static constexpr int kSheetColumns = 3;
    static constexpr int kSheetRows = 4;
    static constexpr int kMaxSheetBoards = 2000;
    static constexpr int kMaxPngSheetBoards = 300;
    static int sheetLimit(Format format)
    {
        return format == Format::Png ? kMaxPngSheetBoards : kMaxSheetBoards;
    }

    /// What a sheet is asked to show: the solutions of n x n, or its covering sets of `queens`.
    /// The problem's solutions, or its covering sets.
    struct SheetRequest : Problem
    {
        bool unique = false; ///< one board per symmetry class
        /// Each board shows its queens, and its caption gives them as text too; without, the
        /// boards are empty and captioned with their names only (a sheet to find them on).
        bool answers = true;
        /// Threads the boards are counted and listed with (0: one per core).
        int threads = 0;
    };
    /// How many boards that sheet would hold, found before anything is listed: the published
    /// counts or the fast counter for solutions, the set counter for covering sets and their
    /// classes. -1 when cancelled. Covering sets whose count would take long (more than
    /// Domination::kQuickCountSteps) are listed instead, up to one more than kMaxSheetBoards:
    /// kMoreThanASheet when there are more.
    static std::int64_t sheetBoardCount(const SheetRequest &request,
                                        const std::atomic_bool *cancel = nullptr);
    static constexpr std::int64_t kMoreThanASheet = -2;
    /// Lists the request's boards (all of them: `unique` does not matter); nothing when cancelled
    /// or too many (`error` says why). Safe on a worker thread.
    static std::shared_ptr<const SolutionCatalog>
    listRequest(const SheetRequest &request, const std::atomic_bool *cancel, QString *error);
    /// Lists the request's boards (or takes `listed`, a catalogue of them already made) and
    /// writes the sheet. Refuses before listing when the count is over the format's limit.
    /// Safe on a worker thread.
    static bool writeRequestedSheet(const QString &path, const SheetRequest &request,
                                    const BoardPicture &style,
                                    std::shared_ptr<const SolutionCatalog> listed,
                                    const std::atomic_bool *cancel, QString *error,
                                    const SheetOptions &options);
    static bool writeRequestedSheet(const QString &path, const SheetRequest &request,
                                    const BoardPicture &style,
                                    std::shared_ptr<const SolutionCatalog> listed,
                                    const std::atomic_bool *cancel, QString *error);

    /// The boards of a sheet of the catalogue's solutions or covering sets (with `unique`, one
    /// per class, its representative), drawn in `style`, each captioned with its name and, on a
    /// second line, its placement (columns from 1) or its squares (row,column from 1).
    static std::vector<BoardPicture> sheetBoards(const SolutionCatalog &catalog, bool unique,
                                                 const BoardPicture &style, bool answers = true);
    /// The title of that sheet.
    static QString sheetTitle(const SolutionCatalog &catalog, bool unique);

    /// One line per solution, columns counted from 1; with `unique`, one per class.
    static QByteArray solutionsText(const SolutionCatalog &catalog, bool unique);
    /// solution,class,class_size,transform,c1..cn (numbers counted from 1).
    static QByteArray solutionsCsv(const SolutionCatalog &catalog, bool unique);
    /// Writes bytes atomically. With `cancel` set by the time they are written, the file is
    /// left as it was and the answer is false with an empty error (given up); two writes to one
    /// path land in the order their jobs were started when the first is stopped meanwhile.
    static bool writeBytes(const QString &path, const QByteArray &bytes, QString *error,
                           const std::atomic_bool *cancel = nullptr);
};

} // namespace nq
