// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens code
#include "cliutil.h"
#include "commandline.h"

#include "codelisting.h"

namespace nq {

using namespace cli;

int CommandLine::code()
{
    const Parsed p = parse();
    QStringList listed;
    for (const AlgorithmId id : CodeListing::algorithms())
        listed << Algorithms::info(id).idString();
    if (p.positional.size() != 1)
        throw UsageError {
            tr("code needs one algorithm: %1").arg(listed.join(QStringLiteral(", ")))
        };
    const AlgorithmInfo *info = Algorithms::find(p.positional.front());
    if (!info && p.positional.front() != u"domination")
        throw UsageError { tr("unknown algorithm '%1'; the listings are of %2")
                               .arg(p.positional.front(), listed.join(QStringLiteral(", "))) };
    const QString language = p.values.value(QStringLiteral("--language"), QStringLiteral("cpp"));
    const std::optional<CodeListing::Language> lang = CodeListing::languageOf(language);
    if (!lang)
        throw UsageError { tr("--language is cpp or python, not '%1'").arg(language) };
    const AlgorithmId id = info ? info->id : AlgorithmId::Domination;
    const std::optional<CodeListing> listing = CodeListing::of(id, *lang);
    if (!listing)
        throw UsageError { tr("%1 has no listing; the listings are of %2")
                               .arg(p.positional.front(), listed.join(QStringLiteral(", "))) };
    writeOut(listing->text());
    return Ok;
}

} // namespace nq
