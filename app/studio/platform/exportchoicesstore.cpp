// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/exportchoicesstore.h"

#include "platform/settingsvalues.h"

#include <QDir>
#include <QStringList>

namespace nq {

using namespace settingsvalues;

namespace {
namespace key {
const QString exportFolder = QStringLiteral("export/folder");
const QString exportBoardFormat = QStringLiteral("export/boardFormat");
const QString exportSheetFormat = QStringLiteral("export/sheetFormat");
const QString exportListFormat = QStringLiteral("export/listFormat");
const QString exportPixels = QStringLiteral("export/pixels");
const QString exportTransparent = QStringLiteral("export/transparent");
const QString exportCoordinates = QStringLiteral("export/coordinates");
// (export/attacks was off by default and tinted a full board the screen leaves plain.)
const QString exportAttacks = QStringLiteral("export/attacksAsShown");
const QString exportCaption = QStringLiteral("export/caption");
const QString exportTheme = QStringLiteral("export/theme");
const QString exportPdfTheme = QStringLiteral("export/pdfTheme");
const QString exportUnique = QStringLiteral("export/unique");
const QString exportAnswers = QStringLiteral("export/answers");
const QString exportSheetPixels = QStringLiteral("export/sheetPixels");
const QString exportPage = QStringLiteral("export/page");
} // namespace key
} // namespace

namespace {
// In the order of Theme::Kind and BoardExport::Page.
const QStringList kThemeNames { QStringLiteral("light"), QStringLiteral("dark"),
                                QStringLiteral("print") };
const QStringList kPageNames { QStringLiteral("a4"), QStringLiteral("letter"),
                               QStringLiteral("board") };

} // namespace

ExportChoices ExportChoicesStore::read(const Read &value)
{
    ExportChoices c;
    const QString folder = value(key::exportFolder).toString();
    if (!folder.isEmpty() && QDir(folder).exists())
        c.folder = folder;
    const QStringList pictures { QStringLiteral("png"), QStringLiteral("svg"),
                                 QStringLiteral("pdf") };
    c.boardFormat = readChoice(value(key::exportBoardFormat), pictures, c.boardFormat);
    c.sheetFormat = readChoice(value(key::exportSheetFormat), pictures, c.sheetFormat);
    c.listFormat = readChoice(value(key::exportListFormat),
                              { QStringLiteral("csv"), QStringLiteral("txt") }, c.listFormat);
    c.pixels = readInt(value(key::exportPixels), c.pixels, 64, 8192);
    c.transparent = readBool(value(key::exportTransparent), c.transparent);
    c.coordinates = readBool(value(key::exportCoordinates), c.coordinates);
    c.attacks = readBool(value(key::exportAttacks), c.attacks);
    c.caption = readBool(value(key::exportCaption), c.caption);
    c.theme = Theme::Kind(kThemeNames.indexOf(
        readChoice(value(key::exportTheme), kThemeNames, QStringLiteral("light"))));
    c.pdfTheme = Theme::Kind(kThemeNames.indexOf(
        readChoice(value(key::exportPdfTheme), kThemeNames, QStringLiteral("print"))));
    c.unique = readBool(value(key::exportUnique), c.unique);
    c.answers = readBool(value(key::exportAnswers), c.answers);
    c.sheetPixels
        = readInt(value(key::exportSheetPixels), c.sheetPixels, 0, BoardExport::kMaxSheetPixels);
    const QString page = readChoice(value(key::exportPage), kPageNames, QString());
    if (!page.isEmpty())
        c.page = BoardExport::Page(kPageNames.indexOf(page));
    return c;
}

void ExportChoicesStore::write(const ExportChoices &c, const Write &store)
{
    store(key::exportFolder, c.folder);
    store(key::exportBoardFormat, c.boardFormat);
    store(key::exportSheetFormat, c.sheetFormat);
    store(key::exportListFormat, c.listFormat);
    store(key::exportPixels, c.pixels);
    store(key::exportTransparent, c.transparent);
    store(key::exportCoordinates, c.coordinates);
    store(key::exportAttacks, c.attacks);
    store(key::exportCaption, c.caption);
    store(key::exportTheme, kThemeNames.value(int(c.theme), QStringLiteral("light")));
    store(key::exportPdfTheme, kThemeNames.value(int(c.pdfTheme), QStringLiteral("print")));
    store(key::exportUnique, c.unique);
    store(key::exportAnswers, c.answers);
    store(key::exportSheetPixels, c.sheetPixels);
    store(key::exportPage, kPageNames.value(int(c.page), QStringLiteral("a4")));
}

} // namespace nq
