// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens worksheet
#include "cliutil.h"
#include "commandline.h"

#include "boardexport.h"

#include "worksheet.h"

namespace nq {

using namespace cli;

int CommandLine::worksheet()
{
    const Parsed p = parse();
    // Up to 12 x 12: the catalogue the puzzles are drawn from is built at once (14,200
    // solutions), and a board larger than that is no exercise for a pencil.
    WorksheetRequest request;
    request.n = boardSize(p, 4, 12, tr("for a worksheet"));
    request.given = request.n / 2;
    request.threads = threads(p);
    if (p.values.contains(QStringLiteral("--given"))) {
        const QString text = p.values.value(QStringLiteral("--given"));
        bool ok = false;
        request.given = text.toInt(&ok);
        if (!ok || request.given < 0 || request.given >= request.n)
            throw UsageError { tr("--given must be a whole number from 0 to %1 (queens given on "
                                  "each board), not '%2'")
                                   .arg(request.n - 1)
                                   .arg(text) };
    }
    request.count = p.values.contains(QStringLiteral("--count"))
        ? int(positiveNumber(p, QStringLiteral("--count"), 60))
        : 6;
    request.seed = p.values.contains(QStringLiteral("--seed"))
        ? std::uint64_t(positiveNumber(p, QStringLiteral("--seed"), qint64(1) << 62))
        : 1;
    request.uniqueCompletion = p.flags.contains(QStringLiteral("--unique-completion"));
    if (request.given == 0 && request.uniqueCompletion)
        throw UsageError { tr("a blank board has many completions: give --given K with "
                              "--unique-completion") };
    const QString output = p.values.value(QStringLiteral("--output"));
    if (output.isEmpty() || BoardExport::formatFor(output) != BoardExport::Format::Pdf)
        throw UsageError { tr("worksheet needs -o FILE.pdf (a worksheet is printed)") };
    requireWritable(output);
    const BoardExport::Page page = pageNamed(p.values.value(QStringLiteral("--page")), false);
    const QString title = boundedText(p, QStringLiteral("--title"), BoardExport::kMaxTitle,
                                      tr("N-Queens on the %1 x %1 board").arg(request.n));
    QString error;
    if (!BoardExport::writeWorksheet(output, request, title, page, nullptr, &error)) {
        writeErr(error);
        return Failed;
    }
    return Ok;
}

} // namespace nq
