// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens sheet
#include "cliutil.h"
#include "commandline.h"

#include "boardexport.h"
#include "solutioncatalog.h"

#include <QFileInfo>

#include <optional>

namespace nq {

using namespace cli;

int CommandLine::sheet()
{
    const Parsed p = parse();
    const int n = boardSize(p, 1, SolutionCatalog::kMaxSize, tr("for sheet"));
    const QString output = p.values.value(QStringLiteral("--output"));
    if (output.isEmpty())
        throw UsageError { tr("sheet needs -o FILE (.png, .svg or .pdf)") };
    const std::optional<BoardExport::Format> format = BoardExport::formatFor(output);
    if (!format)
        throw UsageError { tr("cannot tell the format of '%1': use a name ending in .png, .svg "
                              "or .pdf")
                               .arg(output) };
    requireWritable(output);
    const std::optional<Theme::Kind> theme
        = themeNamed(p.values.value(QStringLiteral("--theme"), defaultThemeFor(output)));
    if (!theme)
        throw UsageError { tr("--theme must be light, dark or print, not '%1'")
                               .arg(p.values.value(QStringLiteral("--theme"))) };
    BoardExport::SheetOptions layout;
    layout.title = boundedText(p, QStringLiteral("--title"), BoardExport::kMaxTitle);
    layout.page = pageNamed(p.values.value(QStringLiteral("--page")), false);
    if (p.values.contains(QStringLiteral("--size"))) {
        if (format != BoardExport::Format::Png)
            throw UsageError {
                tr("--size gives a PNG sheet's width; %1 is not a PNG").arg(output)
            };
        layout.pixels
            = int(positiveNumber(p, QStringLiteral("--size"), BoardExport::kMaxSheetPixels));
        if (layout.pixels < BoardExport::kMinSheetPixels)
            throw UsageError { tr("--size must be at least %1 pixels, not %2")
                                   .arg(BoardExport::kMinSheetPixels)
                                   .arg(layout.pixels) };
    }
    BoardExport::SheetRequest request;
    request.n = n;
    request.unique = p.flags.contains(QStringLiteral("--unique"));
    request.answers = !p.flags.contains(QStringLiteral("--no-answers"));
    request.threads = threads(p);
    // The count comes first, from the fast counter: a sheet too large is refused before anything
    // is listed.
    const std::int64_t count = BoardExport::sheetBoardCount(request);
    const int limit = BoardExport::sheetLimit(*format);
    if (count == 0)
        throw UsageError { tr("the %1 x %1 board has no solutions to put on a sheet").arg(n) };
    if (count > limit)
        throw UsageError { tr("%1 sheets hold at most %2 boards; %3 x %3 has %4%5")
                               .arg(QFileInfo(output).suffix().toUpper())
                               .arg(limit)
                               .arg(n)
                               .arg(count)
                               .arg(request.unique ? QString() : tr(" (try --unique)")) };
    BoardPicture style;
    style.theme = Theme::of(*theme);
    style.coordinates = !p.flags.contains(QStringLiteral("--no-coordinates"));
    // Counted already: listed here and handed over, so the sheet is not counted again.
    QString error;
    const std::shared_ptr<const SolutionCatalog> listed
        = BoardExport::listRequest(request, nullptr, &error);
    if (!listed
        || !BoardExport::writeRequestedSheet(output, request, style, listed, nullptr, &error,
                                             layout)) {
        writeErr(error);
        return Failed;
    }
    return Ok;
}

} // namespace nq
