// SPDX-License-Identifier: GPL-3.0-or-later
#include "treepicture.h"

#include "boardexport.h"
#include "svgnumber.h"

#include <QBuffer>
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QLineF>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace nq {

namespace {

QString label(const SearchTree::Node &node, std::int32_t id)
{
    return id == 0 ? QString() : QStringLiteral("%1,%2").arg(node.row + 1).arg(node.col + 1);
}

QString xml(QString text)
{
    return text.replace(u'&', QStringLiteral("&amp;"))
        .replace(u'<', QStringLiteral("&lt;"))
        .replace(u'>', QStringLiteral("&gt;"));
}

// The tree's coordinates to a tenth of a pixel.
QString tenths(qreal v)
{
    return svgNumber(v, 1);
}

} // namespace

QPointF TreePicture::centre(const SearchTree &tree, const TreeLayout &layout, std::int32_t id)
{
    return { kMargin + kSlot / 2 + layout.x(id) * kSlot,
             kMargin + kRadius + tree.node(id).depth * kLevel };
}

QSizeF TreePicture::size(const TreeLayout &layout)
{
    return { 2 * kMargin + std::max(1, layout.width()) * kSlot,
             2 * kMargin + 2 * kRadius + std::max(0, layout.depths() - 1) * kLevel + 26 };
}

TreePicture::Colours TreePicture::colours(const Theme &theme)
{
    Colours c;
    const bool dark = theme.kind == Theme::Dark;
    c.background = theme.background;
    c.line = dark ? QColor(0xb0, 0xb0, 0xb0) : QColor(0x44, 0x44, 0x44);
    c.text = dark ? QColor(0xf0, 0xf0, 0xf0) : QColor(0x11, 0x11, 0x11);
    c.inner = dark ? QColor(0x2e, 0x2e, 0x2e) : QColor(Qt::white);
    c.deadEnd = dark ? QColor(0x5a, 0x22, 0x1c) : QColor(0xf6, 0xd5, 0xd1);
    c.deadEndLine = QColor(0xc0, 0x39, 0x2b);
    c.solution = dark ? QColor(0x1f, 0x5c, 0x2a) : QColor(0xa8, 0xe0, 0xa0);
    c.solutionLine = QColor(0x1e, 0x84, 0x49);
    c.waiting = dark ? QColor(0x33, 0x3d, 0x4d) : QColor(0xe4, 0xee, 0xfb);
    c.active = theme.consider;
    return c;
}

TreePicture::Look TreePicture::look(const SearchTree &tree, const TreeLayout &layout,
                                    std::int32_t id, std::int64_t step, const Colours &c)
{
    Look l { tree.stateAt(id, step), c.inner, c.line };
    l.box = layout.standsForSubtree(id) && l.state != SearchTree::State::Unborn;
    if (l.box && (tree.doneAt(id) <= step || step >= tree.steps()))
        l.state = tree.subtree(id).solutions > 0 ? SearchTree::State::Solution
                                                 : SearchTree::State::DeadEnd;
    switch (l.state) {
    case SearchTree::State::DeadEnd:
        l.fill = c.deadEnd;
        l.line = c.deadEndLine;
        break;
    case SearchTree::State::Solution:
        l.fill = c.solution;
        l.line = c.solutionLine;
        l.weight = 2;
        break;
    case SearchTree::State::Waiting:
        l.fill = c.waiting;
        l.dashed = true;
        break;
    case SearchTree::State::Active:
        l.line = c.active;
        l.weight = 1.6;
        break;
    default:
        break;
    }
    return l;
}

void TreePicture::paintNode(QPainter *painter, const SearchTree &tree, const TreeLayout &layout,
                            std::int32_t id, QPointF centre, qreal r, std::int64_t step,
                            const Colours &c, bool labels, bool current, qreal labelPx, bool counts)
{
    const Look look = TreePicture::look(tree, layout, id, step, c);
    const SearchTree::State state = look.state;
    const bool box = look.box;
    QColor line = look.line;
    qreal width = std::max(1.0, r / 12) * look.weight;
    if (current) {
        line = c.active;
        width = std::max(2.0, r / 5);
    }
    painter->setPen(QPen(line, width, look.dashed ? Qt::DashLine : Qt::SolidLine));
    painter->setBrush(look.fill);
    if (box) {
        painter->drawRoundedRect(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), r / 3,
                                 r / 3);
    } else {
        painter->drawEllipse(centre, r, r);
    }
    if (state == SearchTree::State::DeadEnd && r >= 6 && !labels) {
        const qreal d = r * 0.45;
        painter->drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d));
        painter->drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d));
    }
    if (!labels)
        return;
    QFont font = painter->font();
    const QString text = id == 0 ? QStringLiteral("∅") : label(tree.node(id), id);
    if (labelPx > 0) {
        font.setPixelSize(std::max(1, int(std::lround(labelPx))));
    } else {
        // In proportion to the node, never under kLeastLabelPx, and only where it fits inside
        // (a smaller node is named by the preview under the pointer).
        font.setPixelSize(int(std::max(kLeastLabelPx, r * 0.68)));
        if (QFontMetricsF(font).horizontalAdvance(text) > 1.84 * r) {
            if (state == SearchTree::State::DeadEnd && r >= 6) {
                const qreal d = r * 0.45;
                painter->drawLine(centre + QPointF(-d, -d), centre + QPointF(d, d));
                painter->drawLine(centre + QPointF(-d, d), centre + QPointF(d, -d));
            }
            return;
        }
    }
    painter->setFont(font);
    painter->setPen(state == SearchTree::State::DeadEnd ? c.deadEndLine : c.text);
    painter->drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt::AlignCenter, text);
    if (box && counts) {
        // Under the box, within its slot: "412 nodes / 0 solutions", else the nodes' number
        // alone, else nothing (the preview says it), so neighbours' words never run together.
        font.setPixelSize(int(std::max(kLeastLabelPx - 1, r * 0.5)));
        const QFontMetricsF metrics(font);
        const qreal room = r * kSlot / kRadius * 0.94;
        QStringList lines = TreeText::subtreeLines(tree, id);
        if (std::max(metrics.horizontalAdvance(lines[0]), metrics.horizontalAdvance(lines[1]))
            > room)
            lines = { QLocale().toString(qlonglong(tree.subtree(id).nodes)) };
        if (metrics.horizontalAdvance(lines[0]) > room)
            return;
        painter->setFont(font);
        painter->setPen(c.text);
        painter->drawText(
            QRectF(centre.x() - room / 2, centre.y() + r + 2, room, metrics.height() * 2 + 2),
            Qt::AlignHCenter | Qt::AlignTop, lines.join(u'\n'));
    }
}

namespace {

QFont sheetFont(qreal points, bool bold = false)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, int(std::lround(points))));
    font.setBold(bold);
    return font;
}

/// Where a stub for left-out branches goes: from the node's lower right, down and out.
QLineF stubLine(QPointF centre, qreal r, qreal label)
{
    const QPointF from = centre + QPointF(r * 0.72, r * 0.72);
    return { from, from + QPointF(0.4 * label, 0.8 * label) };
}

} // namespace

void TreePicture::paintPage(QPainter *painter, const SearchTree &tree, const TreeSheet &sheet,
                            int index, const Theme &theme)
{
    const Colours c = colours(theme);
    const TreeSheet::Page &page = sheet.pages()[std::size_t(index)];
    const qreal r = sheet.radius(), label = sheet.labelSize(), m = sheet.margin();
    const QSizeF size = sheet.pageSize();
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->fillRect(QRectF(QPointF(0, 0), size), c.background);
    painter->setPen(c.text);
    painter->setFont(sheetFont(sheet.titleSize(), true));
    painter->drawText(QRectF(m, m, size.width() - 2 * m, sheet.titleSize() * 1.5),
                      Qt::AlignLeft | Qt::AlignTop, sheet.title());
    painter->setPen(QPen(c.line, std::max(0.8, r / 9)));
    for (const TreeSheet::Edge &e : page.edges)
        painter->drawLine(e.from, e.to);
    painter->setPen(QPen(c.deadEndLine, std::max(0.8, r / 9)));
    for (const QPointF &stub : page.stubs) {
        const QLineF line = stubLine(stub, r, label);
        painter->drawLine(line);
        const QPointF bar = QPointF(0.25 * label, -0.12 * label);
        painter->drawLine(line.p2() - bar, line.p2() + bar);
    }
    const TreeLayout &layout = sheet.layout();
    painter->setFont(sheetFont(label));
    for (const TreeSheet::Node &node : page.nodes) {
        paintNode(painter, tree, layout, node.id, node.centre, r, tree.steps(), c, true, false,
                  label, false);
        if (layout.standsForSubtree(node.id)) {
            painter->setFont(sheetFont(label));
            painter->setPen(c.text);
            painter->drawText(
                QRectF(node.centre.x() - 2 * r, node.centre.y() + r, 4 * r, 1.3 * label),
                Qt::AlignHCenter | Qt::AlignTop,
                QLocale().toString(qlonglong(tree.subtree(node.id).nodes)));
        }
    }
    painter->setFont(sheetFont(sheet.footerSize()));
    painter->setPen(c.text);
    painter->drawText(QRectF(m, size.height() - m - sheet.footerSize() * 1.5, size.width() - 2 * m,
                             sheet.footerSize() * 1.5),
                      Qt::AlignLeft | Qt::AlignBottom, sheet.footer(index));
    painter->restore();
}

QByteArray TreePicture::svg(const SearchTree &tree, const TreeSheet &sheet, const Theme &theme)
{
    const Colours c = colours(theme);
    const QSizeF page = sheet.pageSize();
    const qreal r = sheet.radius(), points = sheet.labelSize(), m = sheet.margin();
    const int pages = int(sheet.pages().size());
    const qreal height = page.height() * pages;
    const TreeLayout &layout = sheet.layout();
    QString out;
    out += QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" "
                          "viewBox=\"0 0 %1 %2\">\n<title>%3</title>\n"
                          "<rect width=\"%1\" height=\"%2\" fill=\"%4\"/>\n")
               .arg(tenths(page.width()), tenths(height), xml(sheet.title()), c.background.name());
    // A node is a "node" where it is first drawn; the path to a later band draws it again as
    // "path".
    std::vector<bool> seen(tree.nodes().size(), false);
    for (int p = 0; p < pages; ++p) {
        const TreeSheet::Page &sheetPage = sheet.pages()[std::size_t(p)];
        out += QStringLiteral("<g class=\"page\" transform=\"translate(0 %1)\" "
                              "font-family=\"DejaVu Sans, sans-serif\">\n")
                   .arg(tenths(p * page.height()));
        out += QStringLiteral("<text class=\"title\" x=\"%1\" y=\"%2\" font-size=\"%3\" "
                              "font-weight=\"bold\" fill=\"%4\">%5</text>\n")
                   .arg(tenths(m), tenths(m + sheet.titleSize()), tenths(sheet.titleSize()),
                        c.text.name(), xml(sheet.title()));
        out += QStringLiteral("<g stroke=\"%1\" stroke-width=\"%2\">\n")
                   .arg(c.line.name(), tenths(std::max(0.8, r / 9)));
        for (const TreeSheet::Edge &e : sheetPage.edges)
            out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\"/>\n")
                       .arg(tenths(e.from.x()), tenths(e.from.y()), tenths(e.to.x()),
                            tenths(e.to.y()));
        out += QStringLiteral("</g>\n");
        for (const QPointF &stub : sheetPage.stubs) {
            const QLineF line = stubLine(stub, r, points);
            out += QStringLiteral("<line class=\"stub\" x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\" "
                                  "stroke=\"%5\" stroke-width=\"%6\"/>\n")
                       .arg(tenths(line.x1()), tenths(line.y1()), tenths(line.x2()),
                            tenths(line.y2()), c.deadEndLine.name(), tenths(std::max(0.8, r / 9)));
        }
        out += QStringLiteral("<g font-size=\"%1\" text-anchor=\"middle\">\n").arg(tenths(points));
        for (const TreeSheet::Node &node : sheetPage.nodes) {
            const std::int32_t id = node.id;
            const QPointF p0 = node.centre;
            const Look look = TreePicture::look(tree, layout, id, tree.steps(), c);
            const QString cls
                = (seen[std::size_t(id)] ? QStringLiteral("path ") : QStringLiteral("node "))
                + QString::fromLatin1(TreeText::kindName(tree, id));
            seen[std::size_t(id)] = true;
            const QString stroke = QStringLiteral("fill=\"%1\" stroke=\"%2\" stroke-width=\"%3\"")
                                       .arg(look.fill.name(), look.line.name(),
                                            tenths(std::max(0.8, r / 9) * look.weight));
            if (layout.standsForSubtree(id)) {
                out += QStringLiteral("<rect class=\"%1\" x=\"%2\" y=\"%3\" width=\"%4\" "
                                      "height=\"%4\" rx=\"%5\" %6 stroke-dasharray=\"3 2\"/>\n")
                           .arg(cls, tenths(p0.x() - r), tenths(p0.y() - r), tenths(2 * r),
                                tenths(r / 3), stroke);
                out += QStringLiteral("<text class=\"count\" x=\"%1\" y=\"%2\" fill=\"%3\">%4"
                                      "</text>\n")
                           .arg(tenths(p0.x()), tenths(p0.y() + r + points), c.text.name(),
                                QLocale().toString(qlonglong(tree.subtree(id).nodes)));
            } else {
                out += QStringLiteral("<circle class=\"%1\" cx=\"%2\" cy=\"%3\" r=\"%4\" %5%6/>\n")
                           .arg(cls, tenths(p0.x()), tenths(p0.y()), tenths(r), stroke,
                                look.dashed ? QStringLiteral(" stroke-dasharray=\"3 2\"")
                                            : QString());
            }
            out += QStringLiteral("<text class=\"label\" x=\"%1\" y=\"%2\" fill=\"%3\">%4</text>\n")
                       .arg(tenths(p0.x()), tenths(p0.y() + 0.36 * points),
                            (look.state == SearchTree::State::DeadEnd ? c.deadEndLine : c.text)
                                .name(),
                            id == 0 ? QStringLiteral("∅") : xml(label(tree.node(id), id)));
        }
        out += QStringLiteral("</g>\n<text class=\"footer\" x=\"%1\" y=\"%2\" font-size=\"%3\" "
                              "fill=\"%4\">%5</text>\n</g>\n")
                   .arg(tenths(m), tenths(page.height() - m), tenths(sheet.footerSize()),
                        c.text.name(), xml(sheet.footer(p)));
    }
    out += QStringLiteral("</svg>\n");
    return out.toUtf8();
}

bool TreePicture::write(const QString &path, const SearchTree &tree, const TreeSheet &sheet,
                        const Theme &theme, QString *error)
{
    const std::optional<BoardExport::Format> format = BoardExport::formatFor(path);
    if (!format) {
        *error = tr("Cannot tell the format of '%1': use a name ending in .png, .svg or .pdf.")
                     .arg(path);
        return false;
    }
    if (sheet.layout().nodeCount() > kMaxPictureNodes) {
        *error = tr("A picture of the tree draws at most %L1 nodes, not %L2: cut it at a "
                    "smaller depth.")
                     .arg(kMaxPictureNodes)
                     .arg(sheet.layout().nodeCount());
        return false;
    }
    const QSizeF page = sheet.pageSize();
    const int pages = int(sheet.pages().size());
    switch (*format) {
    case BoardExport::Format::Svg:
        return BoardExport::writeBytes(path, svg(tree, sheet, theme), error);
    case BoardExport::Format::Png: {
        // Two pixels a point (a slide is 1920 x 1080), the pages one under another, at most
        // 12,000 pixels a side.
        const QSizeF extent(page.width(), page.height() * pages);
        const qreal scale = std::min(2.0, 12000 / std::max(extent.width(), extent.height()));
        QImage image((extent * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(theme.background);
        QPainter painter(&image);
        painter.scale(scale, scale);
        for (int p = 0; p < pages; ++p) {
            painter.save();
            painter.translate(0, p * page.height());
            paintPage(&painter, tree, sheet, p, theme);
            painter.restore();
        }
        painter.end();
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        return BoardExport::writeBytes(path, bytes, error);
    }
    case BoardExport::Format::Pdf: {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        {
            QPdfWriter pdf(&buffer);
            pdf.setResolution(72); // a unit a point
            const bool wide = page.width() > page.height();
            const QPageSize paper(wide ? page.transposed() : page, QPageSize::Point, QString(),
                                  QPageSize::FuzzyMatch);
            pdf.setPageLayout(QPageLayout(paper,
                                          wide ? QPageLayout::Landscape : QPageLayout::Portrait,
                                          QMarginsF(0, 0, 0, 0)));
            pdf.setTitle(sheet.title());
            pdf.setCreator(QStringLiteral("N-Queens Studio"));
            QPainter painter(&pdf);
            const qreal scale = pdf.width() / page.width();
            painter.scale(scale, scale);
            for (int p = 0; p < pages; ++p) {
                if (p > 0)
                    pdf.newPage();
                paintPage(&painter, tree, sheet, p, theme);
            }
        }
        return BoardExport::writeBytes(path, bytes, error);
    }
    }
    return false;
}

} // namespace nq
