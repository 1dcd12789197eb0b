// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogfilter.h"

#include "solutioncatalog.h"
#include "symmetry.h"

#include <QStringList>

#include <algorithm>
#include <bit>

namespace nq {

std::vector<Square> CatalogFilter::squaresOf(const Placement &partial)
{
    std::vector<Square> out;
    for (std::size_t r = 0; r < partial.size(); ++r) {
        if (partial[r] >= 0)
            out.push_back({ int(r), partial[r] });
    }
    return out;
}

const char *CatalogFilter::symmetryKey(Symmetry symmetry)
{
    switch (symmetry) {
    case Symmetry::Any:
        return "any";
    case Symmetry::None:
        return "none";
    case Symmetry::HalfTurn:
        return "half-turn";
    case Symmetry::QuarterTurn:
        return "quarter-turn";
    }
    return "any";
}

std::optional<CatalogFilter::Symmetry> CatalogFilter::symmetryNamed(QStringView key)
{
    for (const Symmetry s :
         { Symmetry::Any, Symmetry::None, Symmetry::HalfTurn, Symmetry::QuarterTurn }) {
        if (key == QLatin1StringView(symmetryKey(s)))
            return s;
    }
    return std::nullopt;
}

QString CatalogFilter::describe() const
{
    QStringList parts;
    if (!required.empty()) {
        QStringList squares;
        for (const Square &s : required)
            squares << QStringLiteral("(%1, %2)").arg(s.row + 1).arg(s.col + 1);
        parts
            << (required.size() == 1
                    ? CatalogFilterRun::tr("a queen on %1").arg(squares.first())
                    : CatalogFilterRun::tr("queens on %1").arg(squares.join(QStringLiteral(", "))));
    }
    switch (symmetry) {
    case Symmetry::Any:
        break;
    case Symmetry::None:
        parts << CatalogFilterRun::tr("no symmetry");
        break;
    case Symmetry::HalfTurn:
        parts << CatalogFilterRun::tr("the same after a half turn");
        break;
    case Symmetry::QuarterTurn:
        parts << CatalogFilterRun::tr("the same after a quarter turn");
        break;
    }
    return parts.join(CatalogFilterRun::tr("; "));
}

QString CatalogSelection::summary(bool sets) const
{
    const std::int64_t n = matches();
    const std::int64_t k = classCount();
    if (n == 0)
        return sets ? CatalogFilterRun::tr("No covering set matches.")
                    : CatalogFilterRun::tr("No solution matches.");
    const QString matched = sets ? (n == 1 ? CatalogFilterRun::tr("1 covering set matches")
                                           : CatalogFilterRun::tr("%L1 covering sets match").arg(n))
                                 : (n == 1 ? CatalogFilterRun::tr("1 solution matches")
                                           : CatalogFilterRun::tr("%L1 solutions match").arg(n));
    const QString classes = k == 1 ? CatalogFilterRun::tr("in 1 class")
                                   : CatalogFilterRun::tr("in %L1 classes").arg(k);
    return CatalogFilterRun::tr("%1, %2.").arg(matched, classes);
}

bool CatalogFilterRun::classInvariant(const SolutionCatalog &catalog, std::int64_t k,
                                      int quarterTurns)
{
    const Transform t = quarterTurns == 1 ? Transform::Rotate90 : Transform::Rotate180;
    const std::vector<Square> squares = catalog.squares(catalog.member(k, 0));
    return Symmetry::apply(t, squares, catalog.n()) == squares;
}

namespace {

bool classKept(const SolutionCatalog &catalog, std::int64_t k, CatalogFilter::Symmetry symmetry)
{
    switch (symmetry) {
    case CatalogFilter::Symmetry::Any:
        return true;
    case CatalogFilter::Symmetry::None:
        return catalog.symmetryClass(k).size == 8;
    case CatalogFilter::Symmetry::HalfTurn:
        return CatalogFilterRun::classInvariant(catalog, k, 2);
    case CatalogFilter::Symmetry::QuarterTurn:
        return CatalogFilterRun::classInvariant(catalog, k, 1);
    }
    return true;
}

// The distinct images of class k's representative that hold every square asked for.
int matchingImages(const SolutionCatalog &catalog, std::int64_t k,
                   const std::vector<Square> &required)
{
    const std::vector<OrbitImage> orbit
        = Symmetry::orbit(catalog.squares(catalog.member(k, 0)), catalog.n());
    int count = 0;
    for (std::size_t i = 0; i < orbit.size(); ++i) {
        if (orbit[i].sameAs != int(i))
            continue;
        const auto &squares = orbit[i].squares;
        count += std::all_of(required.begin(), required.end(), [&](const Square &s) {
            return std::find(squares.begin(), squares.end(), s) != squares.end();
        });
    }
    return count;
}

} // namespace

std::optional<CatalogSelection>
CatalogFilterRun::select(const SolutionCatalog &catalog, const CatalogFilter &filter,
                         const std::atomic_bool *cancel,
                         const std::function<void(double)> &progress)
{
    CatalogSelection out;
    out.filter = filter;
    const std::int64_t classes = catalog.classCount();
    const SquareTest test = catalog.squareTest(filter.required);
    for (std::int64_t k = 0; k < classes; ++k) {
        if ((k & 0xFFFF) == 0) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return std::nullopt;
            if (progress)
                progress(double(k) / double(std::max<std::int64_t>(1, classes)));
        }
        if (!classKept(catalog, k, filter.symmetry))
            continue;
        if (catalog.isClassesOnly()) {
            // Only the representative is held: its class matches when one of its images has
            // the queens asked for, and every such image counts.
            const int images = matchingImages(catalog, k, filter.required);
            if (images > 0) {
                out.classes.push_back(std::uint32_t(k));
                out.members.push_back(1);
                out.entries.push_back(std::uint32_t(catalog.member(k, 0)));
                out.boards += images;
            }
            continue;
        }
        const int size = catalog.symmetryClass(k).members();
        std::uint8_t kept = 0;
        for (int j = 0; j < size; ++j) {
            if (catalog.holds(catalog.member(k, j), test))
                kept |= std::uint8_t(1u << j);
        }
        if (kept == 0)
            continue;
        out.classes.push_back(std::uint32_t(k));
        out.members.push_back(kept);
        for (int j = 0; j < size; ++j) {
            if (kept & (1u << j))
                out.entries.push_back(std::uint32_t(catalog.member(k, j)));
        }
        out.boards += std::popcount(kept);
    }
    std::sort(out.entries.begin(), out.entries.end());
    if (progress)
        progress(1.0);
    return out;
}

} // namespace nq
