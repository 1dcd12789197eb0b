// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the export files share among themselves (not part of BoardExport's interface).

#include "boardexport.h"

#include <atomic>

class QPainter;
class QSaveFile;

namespace nq::exportdetail {

/// "Cannot write PATH: REASON".
QString fileError(const QString &path, const QString &reason);
/// The picture format the path's name gives, or nothing and `error` says which names work.
std::optional<BoardExport::Format> formatOf(const QString &path, QString *error);

/// Commits a written file, or drops it when `cancel` is set (false, `error` left empty: given up).
/// Every export commits through one lock, and the flag is read under it: a job told to stop
/// before another one started can never land its file after that one's.
bool commit(QSaveFile &file, const std::atomic_bool *cancel, QString *error);

/// A board alone or a sheet of boards as a PDF, written whole or not at all.
bool saveWorksheetPdf(const QString &path, const BoardExport::Worksheet &sheet, QString *error);
bool savePdf(const QString &path, const std::vector<BoardPicture> &boards, const QString &title,
             bool sheet, BoardExport::Page page, QString *error,
             const std::atomic_bool *cancel = nullptr);

/// Lines of a caption ('\n' between lines) under a board: the height they take with lines of
/// `pixels` pixels.
qreal captionHeight(const QString &caption, qreal pixels);
/// Draws the caption's lines centred in `area`, from its top, each line at `pixels` or smaller
/// so that it fits the width.
void drawCaption(QPainter *painter, const QRectF &area, const QString &caption, qreal pixels,
                 const QColor &colour);

} // namespace nq::exportdetail
