// SPDX-License-Identifier: GPL-3.0-or-later
#include "treesheet.h"

#include <QFont>
#include <QFontMetricsF>

#include <algorithm>
#include <climits>
#include <cmath>

namespace nq {

namespace {

constexpr qreal kStep = 0.25; // labels are tried this much smaller each time

QSizeF paperSize(TreeSheet::Paper paper)
{
    switch (paper) {
    case TreeSheet::Paper::A4:
        return { 595.28, 841.89 };
    case TreeSheet::Paper::Letter:
        return { 612, 792 };
    case TreeSheet::Paper::Slide:
        return { 960, 540 };
    case TreeSheet::Paper::Strip:
        break;
    }
    return {};
}

} // namespace

TreeSheet::TreeSheet(const SearchTree &tree, TreeLayout layout, Paper paper, qreal minLabel)
    : m_tree(tree), m_layout(std::move(layout))
{
    // The widest label, "16,16", in label sizes (DejaVu Sans, as the pictures name it).
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(100);
    const QString widest = QStringLiteral("%1,%1").arg(tree.n());
    m_widestLabel = QFontMetricsF(font).horizontalAdvance(widest) / 100;
    m_leaves.assign(std::size_t(std::max(0, m_layout.width())), -1);
    for (const std::int32_t id : m_layout.shown()) {
        const float x = m_layout.x(id);
        if (x == std::floor(x) && int(x) < m_layout.width())
            m_leaves[std::size_t(x)] = id; // a parent over one child shares its place: kept last
    }
    if (paper == Paper::Strip) {
        m_margin = 20;
        place(fitAt(12, QSizeF()));
        return;
    }
    m_margin = paper == Paper::Slide ? 16 : 20;
    const QSizeF upright = paperSize(paper);
    std::vector<QSizeF> sizes { upright };
    if (paper != Paper::Slide)
        sizes.push_back(upright.transposed());
    const qreal largest = paper == Paper::Slide ? 24 : 14;
    for (qreal label = largest; label >= minLabel - 1e-9; label -= kStep) {
        for (const QSizeF &size : sizes) {
            const Fit fit = fitAt(label, size);
            if (!fit.bands.empty() && int(fit.bands.size()) <= fit.perPage) {
                place(fit);
                return;
            }
        }
    }
    // Past one page even with the smallest labels: as few pages as the smallest labels need.
    Fit best;
    std::size_t fewest = SIZE_MAX;
    for (const QSizeF &size : sizes) {
        const Fit fit = fitAt(minLabel, size);
        const std::size_t pages = fit.bands.empty()
            ? SIZE_MAX
            : (fit.bands.size() + std::size_t(fit.perPage) - 1) / std::size_t(fit.perPage);
        if (pages < fewest) {
            fewest = pages;
            best = fit;
        }
    }
    place(best);
}

TreeSheet TreeSheet::forPages(const SearchTree &tree, int maxDepth, const std::vector<bool> &folded,
                              Paper paper, QString *note, qreal minLabel)
{
    TreeSheet shown(tree, TreeLayout(tree, maxDepth, folded), paper, minLabel);
    if (paper == Paper::Strip || shown.pages().size() <= 1)
        return shown;
    const std::vector<bool> omitted = TreeLayout::withoutSolutions(tree);
    if (!omitted.empty()) {
        TreeSheet ways(tree, TreeLayout(tree, maxDepth, folded, omitted), paper, minLabel);
        if (ways.pages().size() == 1 && ways.layout().omittedNodes() > 0) {
            if (note)
                *note = tr("To fit one page, the %L1 nodes of the branches that reach no "
                           "solution are left out (a red stub marks each place).")
                            .arg(ways.layout().omittedNodes());
            return ways;
        }
    }
    if (note)
        *note = tr("The tree takes %n page(s) with labels of %1 pt.", nullptr,
                   int(shown.pages().size()))
                    .arg(minLabel);
    return shown;
}

qreal TreeSheet::radiusFor(qreal label) const
{
    return std::max(0.92 * label, m_widestLabel * label / 2 + 0.14 * label);
}

int TreeSheet::lcaDepth(int slot) const
{
    std::int32_t a = m_leaves[std::size_t(slot - 1)], b = m_leaves[std::size_t(slot)];
    if (a < 0 || b < 0)
        return 0;
    while (a != b) {
        const int da = m_tree.node(a).depth, db = m_tree.node(b).depth;
        if (da >= db)
            a = m_tree.node(a).parent;
        if (db >= da)
            b = m_tree.node(b).parent;
        if (a < 0 || b < 0)
            return 0;
    }
    return m_tree.node(a).depth;
}

std::vector<std::pair<int, int>> TreeSheet::breakBands(int width) const
{
    // Each band as full as it can be, broken where the subtrees that meet there part nearest
    // the root (a band ends between two branches of row 1 rather than inside one).
    std::vector<std::pair<int, int>> bands;
    const int total = std::max(1, m_layout.width());
    int start = 0;
    while (start < total) {
        if (total - start <= width) {
            bands.emplace_back(start, total);
            break;
        }
        int best = start + width, bestDepth = INT_MAX;
        for (int end = start + std::max(1, int(width * 0.6)); end <= start + width; ++end) {
            const int depth = lcaDepth(end);
            if (depth <= bestDepth) {
                best = end;
                bestDepth = depth;
            }
        }
        bands.emplace_back(start, best);
        start = best;
    }
    return bands;
}

TreeSheet::Fit TreeSheet::fitAt(qreal label, QSizeF page) const
{
    Fit fit;
    fit.label = label;
    const qreal r = radiusFor(label);
    const qreal slot = 2 * r + 0.2 * label, level = 2 * r + 0.9 * label;
    const qreal band = std::max(0, m_layout.depths() - 1) * level + 2 * r + 1.3 * label;
    const qreal gap = 0.8 * label;
    const qreal head = 1.7 * std::max(10.0, label * 1.25);
    const qreal foot = 1.7 * std::max(7.0, label * 0.9);
    const int total = std::max(1, m_layout.width());
    if (page.isEmpty()) { // a strip: one band, as wide as the tree
        fit.page = QSizeF(2 * m_margin + total * slot, 2 * m_margin + head + band + foot);
        fit.bands.emplace_back(0, total);
        return fit;
    }
    fit.page = page;
    const int width = int((page.width() - 2 * m_margin) / slot);
    fit.perPage = int((page.height() - 2 * m_margin - head - foot + gap) / (band + gap));
    if (width < 1 || fit.perPage < 1)
        return fit;
    fit.bands = breakBands(width);
    return fit;
}

void TreeSheet::place(const Fit &fit)
{
    m_pages.clear();
    m_label = fit.label;
    m_radius = radiusFor(fit.label);
    m_page = fit.page;
    const qreal r = m_radius, label = m_label;
    const qreal slot = 2 * r + 0.2 * label, level = 2 * r + 0.9 * label;
    const qreal band = std::max(0, m_layout.depths() - 1) * level + 2 * r + 1.3 * label;
    const qreal gap = 0.8 * label;
    const qreal head = 1.7 * titleSize();
    // Each node's leaf slots, children before parents (shown() lists parents first).
    const std::vector<std::int32_t> &shown = m_layout.shown();
    const std::size_t count = m_tree.nodes().size();
    std::vector<int> lo(count, INT_MAX), hi(count, -1);
    for (auto it = shown.rbegin(); it != shown.rend(); ++it) {
        const std::int32_t id = *it;
        if (hi[std::size_t(id)] < 0)
            lo[std::size_t(id)] = hi[std::size_t(id)] = int(m_layout.x(id));
        const std::int32_t parent = m_tree.node(id).parent;
        if (parent >= 0) {
            lo[std::size_t(parent)] = std::min(lo[std::size_t(parent)], lo[std::size_t(id)]);
            hi[std::size_t(parent)] = std::max(hi[std::size_t(parent)], hi[std::size_t(id)]);
        }
    }
    std::vector<qreal> place(count, 0), first(count, 0), last(count, 0);
    std::vector<bool> in(count, false), placed(count, false);
    for (std::size_t b = 0; b < fit.bands.size(); ++b) {
        const auto [start, end] = fit.bands[b];
        if (b % std::size_t(std::max(1, fit.perPage)) == 0)
            m_pages.emplace_back();
        Page &page = m_pages.back();
        const qreal top = m_margin + head + qreal(b % std::size_t(fit.perPage)) * (band + gap);
        const qreal left = (m_page.width() - (end - start) * slot) / 2 + slot / 2;
        for (const std::int32_t id : shown) {
            in[std::size_t(id)] = hi[std::size_t(id)] >= start && lo[std::size_t(id)] < end;
            placed[std::size_t(id)] = false;
        }
        // Leaves at their slots, each parent over its first and last child in the band.
        for (auto it = shown.rbegin(); it != shown.rend(); ++it) {
            const std::size_t id = std::size_t(*it);
            if (!in[id])
                continue;
            place[id] = placed[id] ? (first[id] + last[id]) / 2 : qreal(m_layout.x(*it) - start);
            const std::int32_t parent = m_tree.node(*it).parent;
            if (parent >= 0) {
                const std::size_t p = std::size_t(parent);
                first[p] = placed[p] ? std::min(first[p], place[id]) : place[id];
                last[p] = placed[p] ? std::max(last[p], place[id]) : place[id];
                placed[p] = true;
            }
        }
        auto centre = [&](std::int32_t id) {
            return QPointF(left + place[std::size_t(id)] * slot,
                           top + r + m_tree.node(id).depth * level);
        };
        for (const std::int32_t id : shown) {
            if (!in[std::size_t(id)])
                continue;
            page.nodes.push_back({ id, centre(id) });
            const std::int32_t parent = m_tree.node(id).parent;
            if (parent >= 0)
                page.edges.push_back({ centre(parent), centre(id) });
            if (m_layout.omitsChildren(id))
                page.stubs.push_back(centre(id));
        }
    }
}

QString TreeSheet::title() const
{
    return m_layout.omittedNodes() > 0
        ? tr("Search tree of %1 × %1: the ways to the solutions").arg(m_tree.n())
        : tr("Search tree of %1 × %1").arg(m_tree.n());
}

QString TreeSheet::footer(int page) const
{
    QStringList words;
    if (m_layout.omittedNodes() > 0)
        words << tr("Red stub: branches without a solution, left out (%L1 nodes).")
                     .arg(m_layout.omittedNodes());
    bool boxes = false;
    for (const std::int32_t id : m_layout.shown())
        boxes = boxes || m_layout.standsForSubtree(id);
    if (boxes)
        words << tr("A box stands for a subtree: the number under it counts its nodes.");
    if (m_pages.size() > 1)
        words << tr("Page %1 of %2").arg(page + 1).arg(m_pages.size());
    return words.join(QStringLiteral("   "));
}

} // namespace nq
