// SPDX-License-Identifier: GPL-3.0-or-later
// What sheets and solution lists hold: the catalogue's boards with their captions, as text and CSV.
#include "boardexport.h"
#include "exportdetail.h"

#include "counter/solutioncounter.h"
#include "domination.h"
#include "knowncounts.h"
#include "queenstext.h"
#include "solutioncatalog.h"
#include "symmetry.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include <limits>

namespace nq {

namespace {
// A dominating set as text: "row,col" pairs counted from 1, separated by spaces.
QByteArray squaresText(const std::vector<Square> &squares)
{
    return squaresToText(squares).toLatin1();
}
} // namespace

QByteArray BoardExport::solutionsText(const SolutionCatalog &catalog, bool unique)
{
    QByteArray out;
    if (catalog.isSquareSets()) {
        const std::int64_t count = unique ? catalog.classCount() : catalog.solutionCount();
        for (std::int64_t i = 0; i < count; ++i)
            out += squaresText(catalog.squares(unique ? catalog.member(i, 0) : i)) + '\n';
        return out;
    }
    if (unique) {
        for (std::int64_t k = 0; k < catalog.classCount(); ++k)
            out += placementToText(catalog.representative(k)).toUtf8() + '\n';
    } else {
        for (std::int64_t i = 0; i < catalog.solutionCount(); ++i)
            out += placementToText(catalog.solution(i)).toUtf8() + '\n';
    }
    return out;
}

QByteArray BoardExport::solutionsCsv(const SolutionCatalog &catalog, bool unique)
{
    const bool sets = catalog.isSquareSets();
    QByteArray out
        = sets ? "set,class,class_size,transform" : "solution,class,class_size,transform";
    if (sets) {
        for (int q = 1; q <= catalog.queens(); ++q)
            out += ",queen" + QByteArray::number(q) + "_row,queen" + QByteArray::number(q) + "_col";
    } else {
        for (int c = 1; c <= catalog.n(); ++c)
            out += ",row" + QByteArray::number(c);
    }
    out += '\n';
    auto line = [&](std::int64_t i) {
        const std::uint32_t k = catalog.classOf(i);
        out += QByteArray::number(i + 1) + ',' + QByteArray::number(k + 1) + ','
            + QByteArray::number(catalog.symmetryClass(k).size) + ','
            + Symmetry::key(catalog.transformOf(i));
        if (sets) {
            for (const Square &q : catalog.squares(i))
                out += ',' + QByteArray::number(q.row + 1) + ',' + QByteArray::number(q.col + 1);
        } else {
            for (const int c : catalog.solution(i))
                out += ',' + QByteArray::number(c + 1);
        }
        out += '\n';
    };
    if (unique) {
        for (std::int64_t k = 0; k < catalog.classCount(); ++k)
            line(catalog.member(k, 0));
    } else {
        for (std::int64_t i = 0; i < catalog.solutionCount(); ++i)
            line(i);
    }
    return out;
}

std::vector<BoardPicture> BoardExport::sheetBoards(const SolutionCatalog &catalog, bool unique,
                                                   const BoardPicture &style, bool answers)
{
    std::vector<BoardPicture> boards;
    const std::int64_t count = unique ? catalog.classCount() : catalog.solutionCount();
    boards.reserve(std::size_t(count));
    for (std::int64_t i = 0; i < count; ++i) {
        BoardPicture b = style;
        if (catalog.isSquareSets()) {
            const std::int64_t member = unique ? catalog.member(i, 0) : i;
            b.board.assign(std::size_t(catalog.n()), -1);
            b.squareSet = true;
            b.queens = catalog.squares(member);
            b.caption
                = (unique ? tr("Class %1 (%2 sets)").arg(i + 1).arg(catalog.symmetryClass(i).size)
                          : tr("Set %1").arg(i + 1))
                + u'\n' + QString::fromLatin1(squaresText(b.queens));
        } else if (unique) {
            b.board = catalog.representative(i);
            b.caption = tr("Class %1 (%2 solutions)").arg(i + 1).arg(catalog.symmetryClass(i).size)
                + u'\n' + placementToText(b.board);
        } else {
            b.board = catalog.solution(i);
            b.caption = tr("Solution %1").arg(i + 1) + u'\n' + placementToText(b.board);
        }
        if (!answers) {
            // A board to work on: its name, and no queen drawn or written.
            b.caption = b.caption.section(u'\n', 0, 0);
            b.board.assign(std::size_t(catalog.n()), -1);
            b.queens.clear();
        }
        boards.push_back(std::move(b));
    }
    return boards;
}

QString BoardExport::sheetTitle(const SolutionCatalog &catalog, bool unique)
{
    const int n = catalog.n();
    if (catalog.isSquareSets())
        return unique ? tr("%1 × %1, %2 queens: one covering set per symmetry class")
                            .arg(n)
                            .arg(catalog.queens())
                      : tr("%1 × %1, %2 queens: every covering set").arg(n).arg(catalog.queens());
    return unique ? tr("%1 × %1: one solution per symmetry class").arg(n)
                  : tr("%1 × %1: all solutions").arg(n);
}

BoardExport::Page BoardExport::defaultPage()
{
    return QLocale::system().territory() == QLocale::UnitedStates ? Page::Letter : Page::A4;
}

std::int64_t BoardExport::sheetBoardCount(const SheetRequest &request,
                                          const std::atomic_bool *cancel)
{
    if (!request.isDomination() && !request.unique) {
        if (const std::optional<std::int64_t> known = knownSolutionCount(request.n))
            return *known; // published: nothing to count
    }
    if (!request.isDomination()) {
        CountOptions options;
        options.n = request.n;
        options.cancel = cancel;
        options.threads = request.threads;
        const CountResult counted = SolutionCounter(options).run();
        if (counted.cancelled)
            return -1;
        return request.unique ? counted.unique : counted.total;
    }
    DominationOptions options;
    options.n = request.n;
    options.queens = request.queens;
    options.independent = request.independent;
    options.cancel = cancel;
    options.threads = request.threads;
    // Classes are counted, not listed, by Burnside's lemma (core/coveringcount); too many to
    // count soon, they are listed up to one past a sheet.
    const Domination::Bound bound = Domination::countUpTo(options, request.unique, kMaxSheetBoards);
    if (bound.cancelled)
        return -1;
    if (bound.tooMany)
        return std::numeric_limits<std::int64_t>::max();
    // Not told within the budgets: as many as cannot be told soon, more than a sheet holds.
    return bound.unknown || (!bound.exact && bound.total > kMaxSheetBoards) ? kMoreThanASheet
                                                                            : bound.total;
}

namespace {
// Sheets and lists stand on the catalogue, which holds boards up to its size.
bool sizeRefused(int n, QString *error)
{
    if (n <= SolutionCatalog::kMaxSize)
        return false;
    *error
        = BoardExport::tr("Sheets and lists are made of boards up to %1 × %1; this one is %2 × %2.")
              .arg(SolutionCatalog::kMaxSize)
              .arg(n);
    return true;
}
} // namespace

std::shared_ptr<const SolutionCatalog> BoardExport::listRequest(const SheetRequest &request,
                                                                const std::atomic_bool *cancel,
                                                                QString *error)
{
    if (sizeRefused(request.n, error))
        return nullptr;
    auto catalog = std::make_shared<SolutionCatalog>();
    QString why;
    const bool built = request.isDomination()
        ? catalog->buildDomination(request.n, request.queens, request.independent, cancel, &why)
        : catalog->build(request.n, cancel, {}, request.threads);
    if (!built) {
        *error = why.isEmpty() ? tr("Cancelled.") : why;
        return nullptr;
    }
    return catalog;
}

bool BoardExport::writeRequestedSheet(const QString &path, const SheetRequest &request,
                                      const BoardPicture &style,
                                      std::shared_ptr<const SolutionCatalog> listed,
                                      const std::atomic_bool *cancel, QString *error)
{
    return writeRequestedSheet(path, request, style, std::move(listed), cancel, error,
                               SheetOptions());
}

bool BoardExport::writeRequestedSheet(const QString &path, const SheetRequest &request,
                                      const BoardPicture &style,
                                      std::shared_ptr<const SolutionCatalog> listed,
                                      const std::atomic_bool *cancel, QString *error,
                                      const SheetOptions &options)
{
    const std::optional<Format> format = exportdetail::formatOf(path, error);
    if (!format)
        return false;
    const int limit = sheetLimit(*format);
    auto tooMany = [&](std::int64_t count) {
        if (count == kMoreThanASheet) { // found by listing, not counted
            *error = (request.unique
                          ? tr("A %1 sheet holds at most %L2 boards; %3 × %3 has more than %L4 "
                               "classes of covering sets of %5 queens.")
                          : tr("A %1 sheet holds at most %L2 boards; %3 × %3 has more than %L4 "
                               "covering sets of %5 queens."))
                         .arg(QFileInfo(path).suffix().toUpper())
                         .arg(limit)
                         .arg(request.n)
                         .arg(kMaxSheetBoards)
                         .arg(request.queens);
            return false;
        }
        if (count == std::numeric_limits<std::int64_t>::max()) { // past what the counters count
            *error
                = tr("A %1 sheet holds at most %L2 boards; %3 × %3 has more than can be counted.")
                      .arg(QFileInfo(path).suffix().toUpper())
                      .arg(limit)
                      .arg(request.n);
            return false;
        }
        const QString what = request.isDomination()
            ? (request.unique ? tr("%L1 classes of covering sets") : tr("%L1 covering sets"))
            : (request.unique ? tr("%L1 classes of solutions") : tr("%L1 solutions"));
        *error = tr("A %1 sheet holds at most %L2 boards; %3 × %3 has %4.")
                     .arg(QFileInfo(path).suffix().toUpper())
                     .arg(limit)
                     .arg(request.n)
                     .arg(what.arg(count));
        return false;
    };
    if (!listed && sizeRefused(request.n, error))
        return false;
    if (!listed) {
        const std::int64_t count = sheetBoardCount(request, cancel);
        if (count > limit || count == kMoreThanASheet)
            return tooMany(count);
        if (count < 0) {
            *error = tr("Cancelled.");
            return false;
        }
        listed = listRequest(request, cancel, error);
        if (!listed)
            return false;
    }
    const std::int64_t count = request.unique ? listed->classCount() : listed->solutionCount();
    if (count > limit)
        return tooMany(count);
    if (count == 0) {
        *error = request.isDomination()
            ? tr("No %1 queens cover the %2 × %2 board: there is nothing to put on a sheet.")
                  .arg(request.queens)
                  .arg(request.n)
            : tr("The %1 × %1 board has no solutions to put on a sheet.").arg(request.n);
        return false;
    }
    SheetOptions layout = options;
    if (layout.title.isEmpty())
        layout.title = sheetTitle(*listed, request.unique);
    return writeSheet(path, sheetBoards(*listed, request.unique, style, request.answers), layout,
                      error, cancel);
}

} // namespace nq
