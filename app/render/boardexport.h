// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace nq {

class SolutionCatalog;

/// Writes boards and sheets of boards to PNG, SVG and PDF, and solutions to text and CSV.
/// Every file is written whole or not at all (QSaveFile); a failure says why in one sentence.
class BoardExport
{
    Q_DECLARE_TR_FUNCTIONS(nq::BoardExport)
public:
    enum class Format { Png, Svg, Pdf };
    /// The picture format a path's extension names, if any.
    static std::optional<Format> formatFor(const QString &path);

    /// One board; `pixels` is the side of a PNG (SVG and PDF are vector).
    static bool writeBoard(const QString &path, const BoardPicture &picture, int pixels,
                           QString *error);
    /// A grid of captioned boards: PDF on as many pages as needed, SVG or PNG as one picture.
    static bool writeSheet(const QString &path, const std::vector<BoardPicture> &boards,
                           const QString &title, QString *error);
    /// The boards as an SVG document: one <use> of the queen symbol per queen.
    static QByteArray svg(const std::vector<BoardPicture> &boards, int columns, const QString &title);
    /// Boards of a PDF sheet page, and boards a sheet may hold (PNG sheets: fewer).
    static constexpr int kSheetColumns = 3;
    static constexpr int kSheetRows = 4;
    static constexpr int kMaxSheetBoards = 2000;
    static constexpr int kMaxPngSheetBoards = 300;

    /// The boards of a sheet of the catalogue's solutions or covering sets (with `unique`, one
    /// per class, its representative), each captioned, drawn in `style`.
    static std::vector<BoardPicture> sheetBoards(const SolutionCatalog &catalog, bool unique,
                                                 const BoardPicture &style);
    /// The title of that sheet.
    static QString sheetTitle(const SolutionCatalog &catalog, bool unique);

    /// One line per solution, columns counted from 1; with `unique`, one per class.
    static QByteArray solutionsText(const SolutionCatalog &catalog, bool unique);
    /// solution,class,class_size,transform,c1..cn (numbers counted from 1).
    static QByteArray solutionsCsv(const SolutionCatalog &catalog, bool unique);
    /// Writes bytes atomically.
    static bool writeBytes(const QString &path, const QByteArray &bytes, QString *error);
};

} // namespace nq
