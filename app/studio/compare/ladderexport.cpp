// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/ladderexport.h"

#include "boardexport.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace nq {

std::optional<LadderExport::Format> LadderExport::formatFor(const QString &path)
{
    // The picture formats as every export names them; a table besides.
    if (const std::optional<BoardExport::Format> picture = BoardExport::formatFor(path)) {
        switch (*picture) {
        case BoardExport::Format::Png:
            return Format::Png;
        case BoardExport::Format::Svg:
            return Format::Svg;
        case BoardExport::Format::Pdf:
            return Format::Pdf;
        }
    }
    if (QFileInfo(path).suffix().compare(QStringLiteral("csv"), Qt::CaseInsensitive) == 0)
        return Format::Csv;
    return std::nullopt;
}

QByteArray LadderExport::bytes(Format format, const Draw &draw, const QSize &size,
                               const std::vector<LadderRung> &rungs)
{
    QByteArray out;
    QBuffer buffer(&out);
    buffer.open(QIODevice::WriteOnly);
    const QRectF area(QPointF(0, 0), QSizeF(size));
    switch (format) {
    case Format::Csv:
        return Ladder::csv(rungs).toUtf8();
    case Format::Png: {
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(Qt::white);
        QPainter painter(&image);
        draw(&painter, area);
        painter.end();
        image.save(&buffer, "PNG");
        break;
    }
    case Format::Svg: {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(area);
        svg.setTitle(tr("The ladder of work"));
        QPainter painter(&svg);
        draw(&painter, area);
        break;
    }
    case Format::Pdf: {
        QPdfWriter pdf(&buffer);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageOrientation(QPageLayout::Landscape);
        pdf.setTitle(tr("The ladder of work"));
        pdf.setCreator(QStringLiteral("N-Queens Studio"));
        QPainter painter(&pdf);
        const QRectF page = painter.viewport();
        // The chart at its size on screen, scaled to the page's width.
        const double scale = std::min(page.width() / area.width(), page.height() / area.height());
        painter.scale(scale, scale);
        draw(&painter, area);
        break;
    }
    }
    return out;
}

bool LadderExport::write(const QString &path, const Draw &draw, const QSize &size,
                         const std::vector<LadderRung> &rungs, QString *error)
{
    const std::optional<Format> format = formatFor(path);
    if (!format) {
        *error = tr("Cannot tell the format of “%1”: use a name ending in .png, .svg, .pdf or "
                    ".csv.")
                     .arg(QFileInfo(path).fileName());
        return false;
    }
    return BoardExport::writeBytes(path, bytes(*format, draw, size, rungs), error);
}

} // namespace nq
