// SPDX-License-Identifier: GPL-3.0-or-later
#include "codelisting.h"

#include "linekeys.h"

#include <QFile>
#include <QRegularExpression>

namespace nq {

namespace {

// The listings kept as resources (app/words/listings).
constexpr AlgorithmId kListed[] = {
    AlgorithmId::BruteForce,   AlgorithmId::BranchColumns,     AlgorithmId::Permutations,
    AlgorithmId::Backtracking, AlgorithmId::BacktrackingCheck, AlgorithmId::BacktrackingIterative,
    AlgorithmId::Bitmask,      AlgorithmId::BreadthFirst,      AlgorithmId::DepthFirstStack,
    AlgorithmId::Domination,
};

} // namespace

std::vector<AlgorithmId> CodeListing::algorithms()
{
    return { std::begin(kListed), std::end(kListed) };
}

QString CodeListing::key(Language language)
{
    return language == Language::Cpp ? QStringLiteral("cpp") : QStringLiteral("python");
}

std::optional<CodeListing::Language> CodeListing::languageOf(QStringView key)
{
    if (key == u"cpp" || key == u"c++")
        return Language::Cpp;
    if (key == u"python" || key == u"py")
        return Language::Python;
    return std::nullopt;
}

QString CodeListing::displayName(Language language)
{
    return language == Language::Cpp ? QStringLiteral("C++") : QStringLiteral("Python");
}

QString CodeListing::fileName() const
{
    return Algorithms::info(m_algorithm).idString()
        + (m_language == Language::Cpp ? QStringLiteral(".cpp") : QStringLiteral(".py"));
}

std::optional<CodeListing> CodeListing::of(AlgorithmId algorithm, Language language)
{
    CodeListing listing;
    listing.m_algorithm = algorithm;
    listing.m_language = language;
    QFile file(QStringLiteral(":/listings/") + listing.fileName());
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QString source = QString::fromUtf8(file.readAll());
    // A mark ends a line: "  // @take" in C++, "  # @take" in Python.
    static const QRegularExpression mark(QStringLiteral("\\s*(?://|#) @([a-z-]+)$"));
    QStringList lines = source.split(u'\n');
    if (!lines.isEmpty() && lines.back().isEmpty())
        lines.pop_back();
    for (QString &line : lines) {
        int pseudocode = -1;
        const QRegularExpressionMatch m = mark.match(line);
        if (m.hasMatch()) {
            pseudocode = LineKeys::lineOf(algorithm, m.captured(1));
            if (pseudocode < 0)
                listing.m_unknown << m.captured(1);
            line.truncate(m.capturedStart());
        }
        listing.m_lines << line;
        listing.m_pseudocodeLine.push_back(pseudocode);
    }
    return listing;
}

int CodeListing::lineOf(int pseudocodeLine) const
{
    for (std::size_t i = 0; i < m_pseudocodeLine.size(); ++i) {
        if (m_pseudocodeLine[i] == pseudocodeLine && pseudocodeLine >= 0)
            return int(i);
    }
    return -1;
}

int CodeListing::atLine(int listingLine) const
{
    return listingLine >= 0 && listingLine < int(m_pseudocodeLine.size())
        ? m_pseudocodeLine[std::size_t(listingLine)]
        : -1;
}

} // namespace nq
