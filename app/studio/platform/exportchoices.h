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
    bool attacks = false;
    bool caption = false; ///< a caption under an exported board
    Theme::Kind theme = Theme::Light;
    bool unique = true; ///< sheets and lists: one per symmetry class
    bool answers = true; ///< sheets: each caption gives the board's placement
    int sheetPixels = 0; ///< a PNG sheet's width; 0: 252 pixels a column
    BoardExport::Page page = BoardExport::defaultPage();
};

} // namespace nq
