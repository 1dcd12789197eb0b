// SPDX-License-Identifier: GPL-3.0-or-later
#include "treepicture.h"

#include "boardexport.h"

#include <QBuffer>
#include <QFont>
#include <QImage>
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

QString num(qreal v)
{
    return QString::number(v, 'f', 1);
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
                            const Colours &c, bool labels, bool current)
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
    if (!labels || r < 9)
        return;
    QFont font = painter->font();
    font.setPixelSize(int(std::max(6.0, r * 0.68)));
    painter->setFont(font);
    painter->setPen(state == SearchTree::State::DeadEnd ? c.deadEndLine : c.text);
    const QString text = id == 0 ? QStringLiteral("∅") : label(tree.node(id), id);
    painter->drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt::AlignCenter, text);
    if (box) {
        font.setPixelSize(int(std::max(6.0, r * 0.5)));
        painter->setFont(font);
        painter->setPen(c.text);
        painter->drawText(QRectF(centre.x() - 1.4 * r, centre.y() + r + 2, 2.8 * r, r * 1.6),
                          Qt::AlignHCenter | Qt::AlignTop,
                          TreeText::subtreeLines(tree, id).join(u'\n'));
    }
}

void TreePicture::paint(QPainter *painter, const SearchTree &tree, const TreeLayout &layout,
                        std::int64_t step, const Theme &theme)
{
    const Colours c = colours(theme);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(c.line, 1.5));
    for (const std::int32_t id : layout.shown()) {
        const SearchTree::Node &node = tree.node(id);
        if (node.parent >= 0 && node.entered <= step)
            painter->drawLine(centre(tree, layout, node.parent), centre(tree, layout, id));
    }
    for (const std::int32_t id : layout.shown()) {
        if (tree.node(id).entered <= step)
            paintNode(painter, tree, layout, id, centre(tree, layout, id), kRadius, step, c, true);
    }
    painter->restore();
}

QByteArray TreePicture::svg(const SearchTree &tree, const TreeLayout &layout, const Theme &theme)
{
    const Colours c = colours(theme);
    const QSizeF extent = size(layout);
    QString out;
    out += QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" "
                          "viewBox=\"0 0 %1 %2\">\n<title>%3</title>\n"
                          "<rect width=\"%1\" height=\"%2\" fill=\"%4\"/>\n")
               .arg(num(extent.width()), num(extent.height()),
                    xml(tr("Search tree of %1 × %1").arg(tree.n())), c.background.name());
    out += QStringLiteral("<g stroke=\"%1\" stroke-width=\"1.5\">\n").arg(c.line.name());
    for (const std::int32_t id : layout.shown()) {
        const SearchTree::Node &node = tree.node(id);
        if (node.parent < 0)
            continue;
        const QPointF a = centre(tree, layout, node.parent), b = centre(tree, layout, id);
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%4\"/>\n")
                   .arg(num(a.x()), num(a.y()), num(b.x()), num(b.y()));
    }
    out += QStringLiteral("</g>\n<g font-family=\"DejaVu Sans, sans-serif\" font-size=\"12\" "
                          "text-anchor=\"middle\">\n");
    for (const std::int32_t id : layout.shown()) {
        const QPointF p = centre(tree, layout, id);
        const Look look = TreePicture::look(tree, layout, id, tree.steps(), c);
        const QColor fill = look.fill, line = look.line;
        const qreal width = 1.5 * look.weight;
        const QString cls = QString::fromLatin1(TreeText::kindName(tree, id));
        if (layout.standsForSubtree(id)) {
            out += QStringLiteral("<rect class=\"node %1\" x=\"%2\" y=\"%3\" width=\"%4\" "
                                  "height=\"%4\" rx=\"6\" fill=\"%5\" stroke=\"%6\" "
                                  "stroke-width=\"%7\" stroke-dasharray=\"4 2\"/>\n")
                       .arg(cls, num(p.x() - kRadius), num(p.y() - kRadius), num(2 * kRadius),
                            fill.name(), line.name(), num(width));
            const QStringList lines = TreeText::subtreeLines(tree, id);
            for (int l = 0; l < lines.size(); ++l)
                out += QStringLiteral("<text class=\"count\" x=\"%1\" y=\"%2\" font-size=\"9\" "
                                      "fill=\"%3\">%4</text>\n")
                           .arg(num(p.x()), num(p.y() + kRadius + 11 + l * 11), c.text.name(),
                                xml(lines[l]));
        } else {
            out += QStringLiteral("<circle class=\"node %1\" cx=\"%2\" cy=\"%3\" r=\"%4\" "
                                  "fill=\"%5\" stroke=\"%6\" stroke-width=\"%7\"%8/>\n")
                       .arg(cls, num(p.x()), num(p.y()), num(kRadius), fill.name(), line.name(),
                            num(width),
                            look.dashed ? QStringLiteral(" stroke-dasharray=\"4 2\"") : QString());
        }
        out += QStringLiteral("<text class=\"label\" x=\"%1\" y=\"%2\" fill=\"%3\">%4</text>\n")
                   .arg(num(p.x()), num(p.y() + 4),
                        (look.state == SearchTree::State::DeadEnd ? c.deadEndLine : c.text).name(),
                        id == 0 ? QStringLiteral("∅") : xml(label(tree.node(id), id)));
    }
    out += QStringLiteral("</g>\n</svg>\n");
    return out.toUtf8();
}

bool TreePicture::write(const QString &path, const SearchTree &tree, const TreeLayout &layout,
                        const Theme &theme, QString *error)
{
    const std::optional<BoardExport::Format> format = BoardExport::formatFor(path);
    if (!format) {
        *error = tr("Cannot tell the format of '%1': use a name ending in .png, .svg or .pdf.")
                     .arg(path);
        return false;
    }
    if (layout.nodeCount() > kMaxPictureNodes) {
        *error = tr("A picture of the tree draws at most %L1 nodes, not %L2: cut it at a "
                    "smaller depth.")
                     .arg(kMaxPictureNodes)
                     .arg(layout.nodeCount());
        return false;
    }
    const QSizeF extent = size(layout);
    switch (*format) {
    case BoardExport::Format::Svg:
        return BoardExport::writeBytes(path, svg(tree, layout, theme), error);
    case BoardExport::Format::Png: {
        // At most 12,000 pixels a side: a wide tree is drawn smaller.
        const qreal scale = std::min(2.0, 12000 / std::max(extent.width(), extent.height()));
        QImage image((extent * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(theme.background);
        QPainter painter(&image);
        painter.scale(scale, scale);
        paint(&painter, tree, layout, tree.steps(), theme);
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
            pdf.setResolution(96);
            pdf.setPageSize(QPageSize(extent * 0.75, QPageSize::Point, QString(),
                                      QPageSize::ExactMatch)); // 96 pixels an inch
            pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
            pdf.setTitle(tr("Search tree of %1 × %1").arg(tree.n()));
            pdf.setCreator(QStringLiteral("N-Queens Studio"));
            QPainter painter(&pdf);
            const qreal scale = pdf.width() / extent.width();
            painter.scale(scale, scale);
            paint(&painter, tree, layout, tree.steps(), theme);
        }
        return BoardExport::writeBytes(path, bytes, error);
    }
    }
    return false;
}

} // namespace nq
