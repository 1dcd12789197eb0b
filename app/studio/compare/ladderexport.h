// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ladder.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>
#include <vector>

class QPainter;

namespace nq {

/// The ladder as a file: the chart as PNG, SVG or PDF (vector), or the table as CSV, written
/// whole or not at all.
class LadderExport
{
    Q_DECLARE_TR_FUNCTIONS(nq::LadderExport)
public:
    enum class Format { Png, Svg, Pdf, Csv };
    /// The format a path names by its ending, or nothing.
    static std::optional<Format> formatFor(const QString &path);
    /// Draws the chart into a rectangle of the given size.
    using Draw = std::function<void(QPainter *, const QRectF &)>;
    /// The file's bytes: the chart drawn by `draw` at `size` (PNG at twice that), or the CSV of
    /// `rungs`.
    static QByteArray bytes(Format format, const Draw &draw, const QSize &size,
                            const std::vector<LadderRung> &rungs);
    /// Writes `path`; false with `error` set when its ending names no format or it cannot be
    /// written (the file is left as it was).
    static bool write(const QString &path, const Draw &draw, const QSize &size,
                      const std::vector<LadderRung> &rungs, QString *error);
};

} // namespace nq
