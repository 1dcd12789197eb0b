// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the export files share among themselves (not part of BoardExport's interface).

#include "boardexport.h"

#include <atomic>

class QPainter;

namespace nq::exportdetail {

/// "Cannot write PATH: REASON".
QString fileError(const QString &path, const QString &reason);
/// The picture format the path's name gives, or nothing and `error` says which names work.
std::optional<BoardExport::Format> formatOf(const QString &path, QString *error);

/// A board alone or a sheet of boards as a PDF, written whole or not at all.
bool saveWorksheetPdf(const QString &path, const BoardExport::Worksheet &sheet, QString *error);
/// A sheet has `columns` x `rows` boards a page (0: BoardExport's kSheetColumns x kSheetRows).
bool savePdf(const QString &path, const std::vector<BoardPicture> &boards, const QString &title,
             bool sheet, BoardExport::Page page, QString *error,
             const std::atomic_bool *cancel = nullptr, int columns = 0, int rows = 0);

/// The lines of a caption ('\n' between lines) at `pixels` pixels, each wrapped to `width`
/// by Qt's line breaking (at spaces, between Chinese or Japanese characters, anywhere in a word
/// too wide for a line).
/// `width` <= 0 does not wrap.
QStringList captionLines(const QString &caption, qreal pixels, qreal width, bool bold = false);
/// A sheet's title wraps to at most this many lines; a longer one is refused.
constexpr int kMaxTitleLines = 3;
/// A PDF as Qt wrote it, made the same bytes for the same input: its creation date (Qt writes
/// the clock's) is SOURCE_DATE_EPOCH's when that is set, else left out (blanked in place, so
/// that every offset stays right).
QByteArray reproducible(QByteArray pdf);
/// The height the caption's lines take, wrapped to `width`.
qreal captionHeight(const QString &caption, qreal pixels, qreal width = 0);
/// Draws the caption's lines centred in `area`, from its top, wrapped to its width.
void drawCaption(QPainter *painter, const QRectF &area, const QString &caption, qreal pixels,
                 const QColor &colour);

} // namespace nq::exportdetail
