// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens tree
#include "cliutil.h"
#include "commandline.h"

#include "searchtree.h"
#include "theme.h"
#include "treeestimate.h"
#include "treelayout.h"
#include "treepicture.h"
#include "treesheet.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <map>

namespace nq {

using namespace cli;

namespace {
/// Nodes a DOT or JSON file holds at most.
constexpr std::int64_t kMaxTextNodes = 200000;
/// Nodes a run may have for its tree to be made at all (the profile included).
constexpr std::int64_t kMaxTreeNodes = 100000000;
} // namespace

int CommandLine::tree()
{
    const Parsed p = parse();
    if (!p.values.contains(QStringLiteral("--algorithm")))
        throw UsageError {
            tr("tree needs --algorithm ID; the algorithms are %1").arg(Algorithms::keyList())
        };
    const AlgorithmInfo &info = algorithm(p, "");
    if (!SearchTree::isTree(info.id))
        throw UsageError { tr("%1 does not search a tree (it moves queens or places them by "
                              "formula); choose a backtracking algorithm, brute force, "
                              "permutations or a frontier search")
                               .arg(info.idString()) };
    RunOptions options;
    options.n = boardSize(p, info.minSize, info.maxSize, tr("for %1").arg(info.idString()));
    if (p.flags.contains(QStringLiteral("--first")))
        options.mode = SolveMode::First;
    const bool profile = p.flags.contains(QStringLiteral("--profile"));
    const QString format = p.values.value(QStringLiteral("--format"));
    const QString output = p.values.value(QStringLiteral("--output"));
    if (int(profile) + int(!format.isEmpty()) + int(!output.isEmpty()) != 1)
        throw UsageError { tr("tree needs one of --profile, --format dot|json or -o FILE (.svg, "
                              ".pdf or .png)") };
    if (!format.isEmpty() && format != u"dot" && format != u"json")
        throw UsageError { tr("--format must be dot or json, not '%1'").arg(format) };
    if (!output.isEmpty() && !BoardExport::formatFor(output))
        throw UsageError { tr("cannot tell the format of '%1': use a name ending in .svg, .pdf "
                              "or .png")
                               .arg(output) };
    if (!output.isEmpty())
        requireWritable(output);
    // A picture's page: paper for a PDF, a 16:9 slide for SVG and PNG, or the tree's own strip.
    const QString pageName = p.values.value(
        QStringLiteral("--page"),
        output.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive) ? QStringLiteral("a4")
                                                                     : QStringLiteral("slide"));
    const std::map<QString, TreeSheet::Paper> papers {
        { QStringLiteral("a4"), TreeSheet::Paper::A4 },
        { QStringLiteral("letter"), TreeSheet::Paper::Letter },
        { QStringLiteral("slide"), TreeSheet::Paper::Slide },
        { QStringLiteral("strip"), TreeSheet::Paper::Strip },
    };
    if (!papers.count(pageName.toLower()))
        throw UsageError {
            tr("--page must be a4, letter, slide or strip, not '%1'").arg(pageName)
        };
    if (p.values.contains(QStringLiteral("--page")) && output.isEmpty())
        throw UsageError { tr("--page goes with -o FILE (a picture of the tree)") };
    const TreeSheet::Paper paper = papers.at(pageName.toLower());
    int depth = -1;
    if (p.values.contains(QStringLiteral("--depth")))
        depth = int(positiveNumber(p, QStringLiteral("--depth"), options.n));
    const std::optional<Theme::Kind> theme
        = themeNamed(p.values.value(QStringLiteral("--theme"), defaultThemeFor(output)));
    if (!theme)
        throw UsageError { tr("--theme must be light, dark or print, not '%1'")
                               .arg(p.values.value(QStringLiteral("--theme"))) };
    const std::int64_t limit = profile ? 0
        : output.isEmpty()             ? kMaxTextNodes
                                       : TreePicture::kMaxPictureNodes;
    // A tree past the cap is refused before any work, from its size known (the enumerators) or
    // estimated (Knuth's random walks, for backtracking): a run to the cap takes a minute.
    if (options.mode == SolveMode::All) {
        if (const std::optional<TreeSize> size = treeSize(info.id, options.n);
            size && size->nodes > double(kMaxTreeNodes)) {
            // Three figures: "about 1,130,000,000".
            const double scale = std::pow(10.0, std::floor(std::log10(size->nodes)) - 2);
            const QString nodes = size->exact && size->nodes < 9e18
                ? QLocale().toString(qlonglong(size->nodes))
                : size->nodes < 1e15
                ? QLocale().toString(qlonglong(std::round(size->nodes / scale) * scale))
                : QLocale().toString(size->nodes, 'g', 3);
            throw UsageError { (size->exact
                                    ? tr("the search tree of %1 x %1 (%2) has %3 nodes, more "
                                         "than the %L4 a tree is made of; choose a smaller board")
                                    : tr("the search tree of %1 x %1 (%2) has about %3 nodes "
                                         "(Knuth's estimate), more than the %L4 a tree is made "
                                         "of; choose a smaller board"))
                                   .arg(options.n)
                                   .arg(info.idString())
                                   .arg(nodes)
                                   .arg(kMaxTreeNodes) };
        }
    }
    // The run counts every node; only what the output draws is kept (and one more, to tell).
    SearchTree::Limits limits;
    limits.budget = profile ? 1 : limit + 1;
    limits.keepDepth = depth;
    limits.cap = kMaxTreeNodes;
    const std::optional<SearchTree> tree = SearchTree::build(info.id, options, limits);
    if (tree->capped())
        throw UsageError { tr("the search tree of %1 x %1 (%2) has more than %L3 nodes, too many "
                              "to make; choose a smaller board")
                               .arg(options.n)
                               .arg(info.idString())
                               .arg(kMaxTreeNodes) };
    if (profile) {
        writeOut(QString::fromLatin1(TreeText::profile(*tree)));
        return Ok;
    }
    const std::int64_t drawn = TreeLayout::nodesTo(*tree, depth);
    if (drawn > limit) {
        // The deepest cut that fits, to suggest.
        const int fits = std::max(TreeLayout::deepestFitting(*tree, limit), 0);
        throw UsageError { tr("the search tree of %1 x %1 (%2) has %L3 nodes%4; %5 holds at most "
                              "%L6: cut it with --depth %7 (%L8 nodes) or print --profile")
                               .arg(options.n)
                               .arg(info.idString())
                               .arg(drawn)
                               .arg(depth >= 0 ? tr(" to depth %1").arg(depth) : QString())
                               .arg(output.isEmpty() ? tr("a %1 file").arg(format.toUpper())
                                                     : tr("a picture"))
                               .arg(limit)
                               .arg(fits)
                               .arg(TreeLayout::nodesTo(*tree, fits)) };
    }
    if (!output.isEmpty()) {
        QString error, note;
        const TreeSheet sheet = TreeSheet::forPages(*tree, depth, {}, paper, &note);
        if (!TreePicture::write(output, *tree, sheet, Theme::of(*theme), &error)) {
            writeErr(error);
            return Failed;
        }
        if (!note.isEmpty())
            writeErr(note);
        return Ok;
    }
    const TreeLayout layout(*tree, depth);
    writeOut(QString::fromUtf8(format == u"dot" ? TreeText::dot(*tree, layout)
                                                : TreeText::json(*tree, layout)));
    return Ok;
}

} // namespace nq
