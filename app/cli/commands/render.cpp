// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens render
#include "cliutil.h"
#include "commandline.h"

#include "queenstext.h"

#include "boardexport.h"
#include "placement.h"

#include <optional>

namespace nq {

using namespace cli;

int CommandLine::render()
{
    const Parsed p = parse();
    const int n = boardSize(p, 1, 64, tr("for render"));
    if (!p.values.contains(QStringLiteral("--placement")))
        throw UsageError { tr("render needs --placement C1,C2,... (the column of each row's "
                              "queen, from 1 to %1, or - for an empty row)")
                               .arg(n) };
    // A placement ("1 5 8 6 3 7 2 4") or squares ("1,1 1,2 2,6"), as core/queenstext.h reads
    // them; squares with two queens on a row are drawn as a set of squares.
    QString problem;
    const std::optional<std::vector<Square>> queens
        = parseQueens(p.values.value(QStringLiteral("--placement")), n, &problem,
                      { .sharedColumns = p.flags.contains(QStringLiteral("--allow-conflicts")) });
    if (!queens)
        throw UsageError { problem };
    const std::optional<Placement> oneARow = placementOfSquares(*queens, n);
    const Placement placement = oneARow.value_or(Placement(std::size_t(n), -1));
    const QString output = p.values.value(QStringLiteral("--output"));
    if (output.isEmpty())
        throw UsageError { tr("render needs -o FILE (.png, .svg or .pdf)") };
    if (!BoardExport::formatFor(output))
        throw UsageError { tr("cannot tell the format of '%1': use a name ending in .png, .svg "
                              "or .pdf")
                               .arg(output) };
    requireWritable(output);
    int pixels = 800;
    if (p.values.contains(QStringLiteral("--size")))
        pixels = int(positiveNumber(p, QStringLiteral("--size"), 8192));
    const std::optional<Theme::Kind> theme
        = themeNamed(p.values.value(QStringLiteral("--theme"), defaultThemeFor(output)));
    if (!theme)
        throw UsageError { tr("--theme must be light, dark or print, not '%1'")
                               .arg(p.values.value(QStringLiteral("--theme"))) };
    const BoardExport::Page page = pageNamed(p.values.value(QStringLiteral("--page")), true);
    BoardPicture picture;
    picture.board = placement;
    // The caption's lines: "\n" in the text starts a new one.
    picture.caption = boundedText(p, QStringLiteral("--caption"), BoardExport::kMaxCaption)
                          .replace(QStringLiteral("\\n"), QStringLiteral("\n"));
    picture.theme = Theme::of(*theme);
    picture.transparent = p.flags.contains(QStringLiteral("--transparent"));
    picture.coordinates = !p.flags.contains(QStringLiteral("--no-coordinates"));
    // --attacks marks every attacked square, on a full board too; without it, a placement
    // whose queens attack each other is still drawn with its conflicts marked, and a partial
    // board ("complete this board") is drawn plain.
    const bool every = p.flags.contains(QStringLiteral("--attacks"));
    picture.marks = MarkOptions::sheet(every || findAttack(placement).found);
    picture.marks.attacksOnFullBoard = every;
    if (!oneARow) {
        picture.squareSet = true;
        picture.queens = *queens;
        picture.marks = MarkOptions::sheet(every);
    }
    QString error;
    if (!BoardExport::writeBoard(output, picture, pixels, &error, page)) {
        writeErr(error);
        return Failed;
    }
    return Ok;
}

} // namespace nq
