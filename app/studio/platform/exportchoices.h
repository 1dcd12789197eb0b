// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardexport.h"
#include "theme.h"

#include <QString>

namespace nq {

/// What the export dialogs last chose, kept in the settings so the next export starts from it.
struct ExportChoices
{
    QString folder; ///< empty: the user's pictures folder
    QString boardFormat = QStringLiteral("png"); ///< the suffix of the last board exported
    QString sheetFormat = QStringLiteral("pdf");
    QString listFormat = QStringLiteral("csv");
    int pixels = 1200; ///< PNG width, 64..8192
    bool transparent = false;
    bool coordinates = true;
    bool attacks = true; ///< an exported board's attacked squares marked, as on the screen
    bool caption = false; ///< a caption under an exported board
    Theme::Kind theme = Theme::Light; ///< PNG and SVG: they go to screens and slides
    Theme::Kind pdfTheme = Theme::Print; ///< PDF: it goes to paper, as `nqueens` draws it
    /// The colours chosen for a file named `path` (by its format).
    Theme::Kind themeFor(const QString &path) const
    {
        return path.endsWith(QLatin1StringView(".pdf"), Qt::CaseInsensitive) ? pdfTheme : theme;
    }
    bool unique = true; ///< sheets and lists: one per symmetry class
    bool answers = true; ///< sheets: each caption gives the board's placement
    int sheetPixels = 0; ///< a PNG sheet's width; 0: 252 pixels a column
    BoardExport::Page page = BoardExport::defaultPage();
};

} // namespace nq
